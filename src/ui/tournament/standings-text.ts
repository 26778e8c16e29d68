/** The standings' numbers as the page and the leaderboard show them: game points, signed. */
import type { StandingRow } from '../../formats/table-sync';
import { type UiStrings } from '../i18n/strings';
import { numberFormat } from '../i18n/number-format';

/** A score with its sign (`+12,300`, `−4,000`, `0`); an empty cell where the player did not play. */
export const scoreText = (points: number | null, s: UiStrings): string =>
  points === null ? '–' : numberFormat(s.numberLocale, { signDisplay: 'exceptZero' }).format(points);

/** The first `n` rows (the server sorts them by rank). */
export const topRows = (rows: readonly StandingRow[], n: number): readonly StandingRow[] => rows.slice(0, Math.max(0, n));

/** How many session columns the standings have: the most any row carries. */
export const sessionCount = (rows: readonly StandingRow[]): number => rows.reduce((most, r) => Math.max(most, r.sessions.length), 0);

/** Rows a leaderboard draws unless its link says otherwise: ten fit 1080 pixels at a size read across a room. */
export const DEFAULT_TOP = 10;
/** The most a link may ask for (`top`): more would run off a 1080-pixel screen at that size. */
export const MAX_TOP = 20;

/** The link's `top`: a whole number from 1 to MAX_TOP, else the default. */
export function topOf(raw: string | null): number {
  const n = Number(raw);
  return raw !== null && Number.isInteger(n) && n >= 1 && n <= MAX_TOP ? n : DEFAULT_TOP;
}
