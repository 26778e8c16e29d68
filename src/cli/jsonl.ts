/**
 * Reading JSON Lines: one object per non-empty line, with the line number of any bad line. Rows are
 * read from a stream one at a time (memory stays flat whatever the file's size), a UTF-8 byte order
 * mark is dropped, a line ending in CR LF is read as one ending in LF, and a line longer than
 * `MAX_LINE_CHARS` is reported (and skipped without being held) instead of filling memory.
 */
import { readFileSync } from 'node:fs';
import type { Readable } from 'node:stream';

export type JsonlLine = { readonly line: number; readonly ok: true; readonly value: unknown } | { readonly line: number; readonly ok: false; readonly error: string };

/** Longest line read: a score request is about 3 KB; a megabyte is no row of ours. */
export const MAX_LINE_CHARS = 1_000_000;

const BOM = '\uFEFF';

function parseLine(raw: string, line: number): JsonlLine | null {
  const text = (line === 1 && raw.startsWith(BOM) ? raw.slice(1) : raw).replace(/\r$/, '');
  if (text.trim() === '') return null;
  try {
    return { line, ok: true, value: JSON.parse(text) };
  } catch (e) {
    return { line, ok: false, error: `line ${line}: not JSON (${(e as Error).message})` };
  }
}

/**
 * The rows of a JSON Lines stream, in order, as they arrive. Only the line being read is held:
 * its pieces until its newline, never more than `maxLine` characters of it.
 */
export async function* jsonlRows(input: Readable, maxLine: number = MAX_LINE_CHARS): AsyncGenerator<JsonlLine> {
  input.setEncoding('utf8'); // a character split between two chunks is decoded whole
  let pieces: string[] = [];
  let length = 0;
  let tooLong = false;
  let line = 1;
  const finish = (): JsonlLine | null => {
    const row = tooLong ? { line, ok: false as const, error: `line ${line}: longer than ${maxLine} characters` } : parseLine(pieces.join(''), line);
    pieces = [];
    length = 0;
    tooLong = false;
    line++;
    return row;
  };
  for await (const chunk of input as AsyncIterable<string>) {
    let start = 0;
    for (let nl = chunk.indexOf('\n'); nl >= 0; nl = chunk.indexOf('\n', start)) {
      take(chunk.slice(start, nl));
      const row = finish();
      if (row) yield row;
      start = nl + 1;
    }
    take(chunk.slice(start));
  }
  if (length > 0 || tooLong) {
    const row = finish();
    if (row) yield row;
  }

  function take(piece: string): void {
    if (tooLong || piece === '') return;
    if (length + piece.length > maxLine) {
      tooLong = true;
      pieces = [];
      return;
    }
    pieces.push(piece);
    length += piece.length;
  }
}

/** Every row of a small file at once (the benchmark parses its input before timing). */
export function readJsonl(path: string): JsonlLine[] {
  const out: JsonlLine[] = [];
  readFileSync(path, 'utf8')
    .split('\n')
    .forEach((raw, i) => {
      const row = parseLine(raw, i + 1);
      if (row) out.push(row);
    });
  return out;
}
