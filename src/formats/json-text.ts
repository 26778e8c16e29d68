/**
 * The first step of every file door (issue 20): a size cap checked before parsing, JSON parsed
 * without throwing, and nesting depth measured without recursion, so no later walk (a schema, a
 * canonical stringify for a hash, a ruling) can overflow the stack on a hostile file. A UTF-8 byte
 * order mark is accepted: some editors write one.
 */
import { type Result, err, ok } from '../engine/result.ts';

export type JsonTextProblem = 'too_large' | 'not_json' | 'too_deep';

export interface JsonTextError {
  readonly code: JsonTextProblem;
  readonly reason: string;
}

/** Deeper than any of our formats nests (a game file: 9 levels), far shallower than a stack can take. */
export const MAX_JSON_DEPTH = 32;

/** UTF-8 length of `text`, counted no further than `limit + 1` (a 50 MB string is not walked to its end). */
export function utf8Length(text: string, limit: number): number {
  // Each UTF-16 unit is at least one byte: a string longer than the cap in units is over it in bytes.
  if (text.length > limit) return limit + 1;
  let bytes = 0;
  for (let i = 0; i < text.length && bytes <= limit; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c < 0xdc00 && i + 1 < text.length) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** Whether `value` nests deeper than `max` arrays and objects: an explicit stack, no recursion. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [x, depth] = stack.pop()!;
    if (typeof x !== 'object' || x === null) continue;
    if (depth + 1 > max) return true;
    for (const child of Array.isArray(x) ? x : Object.values(x)) if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
  }
  return false;
}

const megabytes = (bytes: number): string => `${Math.round((bytes / 1_000_000) * 10) / 10} MB`;

/** The refusal of a file of `bytes` over the cap (a browser knows a file's size before reading it), or null. */
export function sizeRefusal(bytes: number, maxBytes: number): JsonTextError | null {
  return bytes > maxBytes ? { code: 'too_large', reason: `larger than ${megabytes(maxBytes)}, the most this file may be` } : null;
}

/** Parses a file's text: over `maxBytes` (UTF-8) refused before parsing, then JSON, then the depth bound. */
export function readJsonText(text: string, maxBytes: number, maxDepth: number = MAX_JSON_DEPTH): Result<unknown, JsonTextError> {
  const tooLarge = sizeRefusal(utf8Length(text, maxBytes), maxBytes);
  if (tooLarge !== null) return err(tooLarge);
  let data: unknown;
  try {
    data = JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text);
  } catch (e) {
    return err({ code: 'not_json', reason: `not JSON (truncated?): ${e instanceof Error ? e.message : String(e)}` });
  }
  if (nestsDeeperThan(data, maxDepth)) return err({ code: 'too_deep', reason: `nested deeper than ${maxDepth} levels` });
  return ok(data);
}

export const sizeText = megabytes;
