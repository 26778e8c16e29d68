/** Reading JSON Lines files: one object per non-empty line, with the line number of any bad line. */
import { readFileSync } from 'node:fs';

export type JsonlLine = { readonly line: number; readonly ok: true; readonly value: unknown } | { readonly line: number; readonly ok: false; readonly error: string };

export function readJsonl(path: string): JsonlLine[] {
  const text = readFileSync(path, 'utf8');
  const out: JsonlLine[] = [];
  text.split('\n').forEach((raw, i) => {
    if (raw.trim() === '') return;
    try {
      out.push({ line: i + 1, ok: true, value: JSON.parse(raw) });
    } catch (e) {
      out.push({ line: i + 1, ok: false, error: `line ${i + 1}: not JSON (${(e as Error).message})` });
    }
  });
  return out;
}
