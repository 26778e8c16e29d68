/**
 * Where a schema found a file at fault, as the file names it: `log.entries[2].event.wins[0].worth`.
 * Refusals carry it so a person (or another tool) can find the field without guessing.
 */
import type * as v from 'valibot';

export function issuePath(issue: v.BaseIssue<unknown>): string {
  let path = '';
  for (const item of issue.path ?? []) {
    const key = item.key;
    path += typeof key === 'number' ? `[${key}]` : path === '' ? String(key) : `.${String(key)}`;
  }
  return path;
}

/** The index of the list element a path goes through right after `prefix` (e.g. the event of `log.entries[i]`), or null. */
export function indexAfter(issue: v.BaseIssue<unknown>, prefix: readonly string[]): number | null {
  const keys = (issue.path ?? []).map((p) => p.key);
  if (keys.length <= prefix.length || !prefix.every((k, i) => keys[i] === k)) return null;
  const at = keys[prefix.length];
  return typeof at === 'number' ? at : null;
}
