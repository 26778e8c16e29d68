/** Tiny argument reader shared by the command-line tools: `--flag value`, `--switch`, positionals. */
export interface ParsedArgs {
  /** Last value of each option (`true` for a switch). */
  readonly options: Map<string, string | true>;
  /** Every value of a repeated option, in order (`--meld pon:777z --meld chi:234s`). */
  readonly repeated: Map<string, string[]>;
  readonly positionals: string[];
}

export function parseArgs(argv: readonly string[], switches: readonly string[]): ParsedArgs {
  const options = new Map<string, string | true>();
  const repeated = new Map<string, string[]>();
  const positionals: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith('--')) {
      positionals.push(a);
      continue;
    }
    const name = a.slice(2);
    if (switches.includes(name)) options.set(name, true);
    else {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value`);
      options.set(name, value);
      repeated.set(name, [...(repeated.get(name) ?? []), value]);
      i++;
    }
  }
  return { options, repeated, positionals };
}

/** A mistake in the command line: printed with the usage text, exit code 2. */
export class UsageError extends Error {}

export const stringOption = (args: ParsedArgs, name: string): string | undefined => {
  const v = args.options.get(name);
  return typeof v === 'string' ? v : undefined;
};
