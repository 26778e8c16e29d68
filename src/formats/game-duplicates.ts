/**
 * The same game imported twice (issue 20): recognised by its id, or by an identical log (a copy
 * kept under a new id has the same events), so the app can offer to replace it or keep both,
 * named apart, instead of listing two games that look alike.
 */
import type { GameRecord } from '../engine/index';
import { canonicalJson } from './content-hash';

export interface SameGame {
  /** The kept game's id and title. */
  readonly id: string;
  readonly title: string;
  /** The kept game's log is the file's, event for event and cursor alike. */
  readonly identical: boolean;
}

/** The kept game the file is, or null: the one with its id first, else one with an identical log. */
export function sameGameAs(game: GameRecord, kept: readonly GameRecord[]): SameGame | null {
  const log = canonicalJson(game.log);
  const identical = (k: GameRecord): boolean => canonicalJson(k.log) === log;
  const match = kept.find((k) => k.id === game.id) ?? kept.find(identical);
  return match === undefined ? null : { id: match.id, title: match.title, identical: identical(match) };
}

/** A title that no kept game has: the file's own, else with " (2)", " (3)"... */
export function titleApart(title: string, keptTitles: readonly string[]): string {
  const taken = new Set(keptTitles);
  if (!taken.has(title)) return title;
  for (let n = 2; ; n++) if (!taken.has(`${title} (${n})`)) return `${title} (${n})`;
}
