/**
 * Tile options of the command line (`--win 2z`, `--dora 1p5z`, `--seat 2z`, `--meld pon:777z`) read
 * by the engine's notation parser, so a tile the engine would not read is a usage error naming the
 * option and the engine's reason (`--dora 9M: unknown suit 'M' at 1`), never silently dropped.
 */
import { parseTile, parseTiles, tileName, type Wind } from '../engine/index';
import { stringOption, UsageError, type ParsedArgs } from './args';

const WINDS: readonly string[] = ['1z', '2z', '3z', '4z'];

/** Strips the engine's quote of the input from its message: the option is named instead. */
const reason = (message: string): string => message.replace(/^"[^"]*": /, '');

/** Text in mpsz notation, checked (returned as written). */
export function tilesText(what: string, text: string): string {
  const parsed = parseTiles(text);
  if (!parsed.ok) throw new UsageError(`${what}: '${text}' is not tiles in mpsz notation (${reason(parsed.error.message)})`);
  if (parsed.value.length === 0) throw new UsageError(`${what}: no tiles in '${text}'`);
  return text;
}

/** One tile (`--win 2z`), or undefined when the option is not given. */
export function tileOption(args: ParsedArgs, name: string): string | undefined {
  const text = stringOption(args, name);
  if (text === undefined) return undefined;
  const parsed = parseTile(text);
  if (!parsed.ok) throw new UsageError(`--${name} ${text}: not one tile in mpsz notation (${reason(parsed.error.message)})`);
  return text;
}

/** A run of tiles (`--dora 1p5z`) as single tiles: ['1p', '5z']; [] when not given. */
export function tileListOption(args: ParsedArgs, name: string): string[] {
  const text = stringOption(args, name);
  if (text === undefined) return [];
  const parsed = parseTiles(text);
  if (!parsed.ok) throw new UsageError(`--${name} ${text}: not tiles in mpsz notation (${reason(parsed.error.message)})`);
  if (parsed.value.length === 0) throw new UsageError(`--${name}: no tiles in '${text}'`);
  return parsed.value.map(tileName);
}

/** A wind 1z-4z (`--seat 2z`), or undefined when not given. */
export function windOption(args: ParsedArgs, name: string): Wind | undefined {
  const text = tileOption(args, name);
  if (text === undefined) return undefined;
  if (!WINDS.includes(text)) throw new UsageError(`--${name} ${text}: a wind is 1z (East), 2z (South), 3z (West) or 4z (North)`);
  return text as Wind;
}
