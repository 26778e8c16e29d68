/**
 * mpsz notation: digits followed by their suit letter, `123m406p77z`; `0` is the red five.
 * Parsing reports where and why it failed, e.g. `"12x3m": unknown suit 'x' at 2`.
 */
import { type Result, ok, err } from './result';
import { type TileCode, KINDS, tileName } from './tile';

/** Why text is not mpsz, as a code (for words in other languages); `message` says it in English. */
export const NOTATION_PROBLEMS = ['not_text', 'missing_suit', 'unknown_suit', 'suit_without_digits', 'no_such_honour', 'not_one_tile'] as const;
export type NotationProblem = (typeof NOTATION_PROBLEMS)[number];

export interface NotationError {
  readonly code: 'bad_notation';
  readonly problem: NotationProblem;
  readonly message: string;
  /** 0-based character position of the problem in the input. */
  readonly at: number;
}

const SUIT_INDEX: Readonly<Record<string, number>> = { m: 0, p: 1, s: 2, z: 3 };

/** Any input as text for a message, without calling its own `toString` (which may be missing or throw). */
export function describeInput(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? typeof value;
  } catch {
    return typeof value;
  }
}

function fail(input: string, problem: NotationProblem, why: string, at: number): Result<never, NotationError> {
  return err({ code: 'bad_notation', problem, message: `"${input}": ${why} at ${at}`, at });
}

/** Parses mpsz notation into tile codes, in the written order. Spaces are allowed between groups. */
export function parseTiles(input: string): Result<TileCode[], NotationError> {
  if (typeof input !== 'string') return fail(describeInput(input), 'not_text', 'tiles must be a string in mpsz notation', 0);
  const out: TileCode[] = [];
  let pending: number[] = []; // digit positions awaiting their suit letter
  for (let i = 0; i < input.length; i++) {
    const c = input[i]!;
    if (c >= '0' && c <= '9') {
      pending.push(i);
      continue;
    }
    if (c === ' ' || c === ',') {
      if (pending.length > 0) return fail(input, 'missing_suit', `missing suit after '${input.slice(pending[0], i)}'`, i);
      continue;
    }
    const suit = SUIT_INDEX[c];
    if (suit === undefined) return fail(input, 'unknown_suit', `unknown suit '${c}'`, i);
    if (pending.length === 0) return fail(input, 'suit_without_digits', `suit '${c}' without digits`, i);
    for (const at of pending) {
      const digit = input.charCodeAt(at) - 48;
      if (suit === 3) {
        if (digit < 1 || digit > 7) return fail(input, 'no_such_honour', `no honour tile '${digit}z'`, at);
        out.push(27 + digit - 1);
      } else if (digit === 0) {
        out.push(KINDS + suit);
      } else {
        out.push(suit * 9 + digit - 1);
      }
    }
    pending = [];
  }
  if (pending.length > 0) return fail(input, 'missing_suit', `missing suit after '${input.slice(pending[0])}'`, input.length);
  return ok(out);
}

/** Parses exactly one tile (`5m`, `0p`, `7z`). */
export function parseTile(input: string): Result<TileCode, NotationError> {
  const parsed = parseTiles(input);
  if (!parsed.ok) return parsed;
  if (parsed.value.length !== 1) return fail(input, 'not_one_tile', `expected exactly one tile, got ${parsed.value.length}`, 0);
  return ok(parsed.value[0]!);
}

/**
 * Formats codes compactly, grouping runs of the same suit: [0,1,2,34] -> `1230m`.
 * Order is kept as given; callers sort first if they want canonical output.
 */
export function formatTiles(codes: readonly TileCode[]): string {
  let out = '';
  let digits = '';
  let suit = '';
  for (const code of codes) {
    const name = tileName(code);
    const s = name[1]!;
    if (s !== suit && digits) {
      out += digits + suit;
      digits = '';
    }
    suit = s;
    digits += name[0];
  }
  return digits ? out + digits + suit : out;
}

/** Sort key that puts a red five right after the plain fives of its suit: 1m..5m 0m 6m.. */
export const sortKey = (code: TileCode): number => (code >= KINDS ? (code - KINDS) * 9 + 4.5 : code);

export const sortTiles = (codes: readonly TileCode[]): TileCode[] => [...codes].sort((a, b) => sortKey(a) - sortKey(b));
