/**
 * The tournament's results sheet (src/server/API.md, "Standings"): one row per player, rank,
 * player, one column per session, uma, penalties, total; RFC 4180 through the engine's `csvField`
 * (CRLF, quoting, and a leading apostrophe for text a spreadsheet would run as a formula).
 */
import { csvField } from '../engine/index';
import type { TournamentRow } from './standings';

/** A session a player did not play is an empty field, not a zero: the sheet tells them apart. */
export function resultsCsv(rows: readonly TournamentRow[], sessions: number): string {
  const header = ['rank', 'player', ...Array.from({ length: sessions }, (_, i) => `session ${i + 1}`), 'uma', 'penalties', 'total'];
  const body = rows.map((r) => [r.rank, r.player, ...r.sessions.map((s) => (s === null ? '' : s)), r.uma, r.penalties, r.total]);
  return [header, ...body].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
