/**
 * Spreadsheets of a game (issue 5): one row per hand, and the final results in the shape EMA
 * tournaments report (player, final points, uma, chombo penalties, total). Both are folds of the
 * log's events in effect (up to the undo cursor) through the reducer and `standingsOf`, so no
 * points are computed twice. CSV follows RFC 4180: CRLF line ends, fields with a comma, a quote or
 * a line break quoted, quotes doubled (player names are free text).
 */
import { reduce } from './reduce';
import { standingsOf } from './standings';
import type { GameEvent, HandNote, HandWorth, Seat } from './events';
import type { GameLog } from './log';
import type { GameState } from './state';

/**
 * One CSV field per RFC 4180 section 2 (rules 6 and 7). Text that a spreadsheet would run as a
 * formula (starting with =, +, -, @, a tab or a carriage return: a player named "=HYPERLINK(...)")
 * is written with a leading apostrophe, as OWASP advises for CSV files; numbers are written as
 * numbers.
 */
export function csvField(value: string | number): string {
  const s = typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

const csv = (rows: readonly (readonly (string | number)[])[]): string => rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';

const WINDS = ['E', 'S', 'W', 'N'];
const roundName = (s: GameState): string => `${WINDS[s.round.wind]}${s.round.hand + 1}`;
const worthText = (w: HandWorth): string => ('yakuman' in w ? `yakuman x${w.yakuman}` : `${w.han} han ${w.fu} fu`);

/** The events in effect, folded; a log that does not replay was built by hand, which is a bug. */
function states(log: GameLog): { event: GameEvent; hands: readonly HandNote[]; before: GameState | null; after: GameState }[] {
  const out: { event: GameEvent; hands: readonly HandNote[]; before: GameState | null; after: GameState }[] = [];
  let s: GameState | null = null;
  for (const [i, e] of log.entries.slice(0, log.cursor).entries()) {
    const r = reduce(s, e.event);
    if (!r.ok) throw new Error(`game log holds a refused event at ${i}: ${r.error.code}`);
    out.push({ event: e.event, hands: e.hands ?? [], before: s, after: r.value });
    s = r.value;
  }
  return out;
}

/** Who won, who dealt in, who was tenpai, and what the hand was worth, as names. */
function handFacts(e: GameEvent, names: readonly string[]): { winners: string; discarder: string; tenpai: string; worth: string; note: string } {
  const list = (seats: readonly Seat[]): string => seats.map((x) => names[x]!).join('; ');
  const none = { winners: '', discarder: '', tenpai: '', worth: '', note: '' };
  switch (e.type) {
    case 'ron':
      return { ...none, winners: list(e.wins.map((w) => w.winner)), discarder: names[e.discarder]!, worth: e.wins.map((w) => worthText(w.worth)).join('; ') };
    case 'tsumo':
      return { ...none, winners: names[e.win.winner]!, worth: worthText(e.win.worth) };
    case 'draw':
      return { ...none, tenpai: list(e.tenpai) };
    case 'nagashi':
      return { ...none, winners: names[e.seat]!, tenpai: list(e.tenpai), worth: 'mangan' };
    case 'abortive':
      return { ...none, note: e.reason };
    case 'chombo':
      return { ...none, note: `chombo by ${names[e.seat]!}` };
    case 'adjust':
      return { ...none, note: e.reason };
    default:
      return none;
  }
}

const winnersOf = (e: GameEvent): readonly Seat[] => (e.type === 'ron' ? e.wins.map((w) => w.winner) : e.type === 'tsumo' ? [e.win.winner] : []);

/**
 * The hands as the table saw them, in the winners' order; a winner without a note is left out
 * rather than guessed. The thumbnail never goes in: a sheet is text, and a data URL would swamp it.
 */
function noteColumns(e: GameEvent, hands: readonly HandNote[]): [tiles: string, yaku: string] {
  const notes = winnersOf(e).flatMap((w) => hands.filter((h) => h.winner === w));
  return [notes.map((h) => h.tiles).join(' | '), notes.map((h) => h.yaku.map(([name, han]) => `${name} ${han}`).join('; ')).join(' | ')];
}

/**
 * One row per finished hand (win, draw, abortive draw, nagashi, chombo) or manual adjustment.
 * A riichi is not a row: its 1000 shows in the change of the hand it was declared in, and the
 * declarers are listed in that row. The last two columns are the winning hands' tiles and yaku
 * where the envelope carries them (`Envelope.hands`), several winners joined with " | ".
 */
export function handsCsv(log: GameLog): string {
  const steps = states(log);
  const names = steps[0]?.after.players ?? [];
  const header = ['hand', 'round', 'counters', 'dealer', 'event', 'riichi', 'winners', 'discarder', 'tenpai', 'worth', 'note', ...names.flatMap((n) => [`${n} change`, `${n} points`]), 'sticks after', 'counters after', 'tiles', 'yaku'];
  const rows: (string | number)[][] = [header];
  let handStart: GameState | null = null;
  for (const { event, hands, before, after } of steps) {
    if (event.type === 'start') {
      handStart = after;
      continue;
    }
    if (event.type === 'riichi' || before === null || handStart === null) continue;
    const f = handFacts(event, names);
    const riichi = before.riichi.map((x) => names[x]!).join('; ');
    const points = after.points.flatMap((p, i) => [p - handStart!.points[i]!, p]);
    rows.push([rows.length, roundName(before), before.honba, names[before.round.hand]!, event.type, riichi, f.winners, f.discarder, f.tenpai, f.worth, f.note, ...points, after.sticks, after.honba, ...noteColumns(event, hands)]);
    handStart = after;
  }
  return csv(rows);
}

export interface ResultRow {
  readonly rank: number;
  readonly player: string;
  /** Points in front of the player at the end of the game. */
  readonly finalPoints: number;
  readonly uma: number;
  /** Riichi sticks left on the table, to the first place (standings.ts). */
  readonly leftover: number;
  /** Deducted after uma (EMA 2016+); chombo paid at the table is already in finalPoints. */
  readonly chombo: number;
  /** finalPoints - startingPoints + uma + leftover - chombo (`Standing.score`). */
  readonly total: number;
}

export interface ResultsSheet {
  readonly startingPoints: number;
  readonly rows: readonly ResultRow[];
  readonly zeroSum: boolean;
}

/** Shares of tied uma can be thirds; a sum that close to zero is zero. */
const EPS = 1e-6;

/**
 * The tournament check: each row adds up, and totals plus deducted penalties sum to zero (points
 * and sticks are conserved, uma sums to zero: standings.ts). A tampered row breaks one or both.
 */
export function isZeroSum(sheet: Pick<ResultsSheet, 'startingPoints' | 'rows'>): boolean {
  const rowsAddUp = sheet.rows.every((r) => Math.abs(r.finalPoints - sheet.startingPoints + r.uma + r.leftover - r.chombo - r.total) < EPS);
  return rowsAddUp && Math.abs(sheet.rows.reduce((a, r) => a + r.total + r.chombo, 0)) < EPS;
}

/** The final (or, mid-game, provisional) results from `standingsOf`; an empty sheet before the start. */
export function resultsSheet(log: GameLog): ResultsSheet {
  const last = states(log).at(-1)?.after;
  if (last === undefined) return { startingPoints: 0, rows: [], zeroSum: true };
  const rows = standingsOf(last).map((s): ResultRow => ({ rank: s.rank, player: s.name, finalPoints: s.points, uma: s.uma, leftover: s.leftover, chombo: s.penalty, total: s.score }));
  return { startingPoints: last.startingPoints, rows, zeroSum: isZeroSum({ startingPoints: last.startingPoints, rows }) };
}

export function resultsSheetCsv(sheet: ResultsSheet): string {
  const header = ['rank', 'player', 'final points', 'uma', 'leftover sticks', 'chombo penalties', 'total'];
  return csv([header, ...sheet.rows.map((r) => [r.rank, r.player, r.finalPoints, r.uma, r.leftover, r.chombo, r.total])]);
}
