/**
 * A tournament's standings from its tables' logs (src/server/API.md, "Standings"): each game
 * scored by the engine's own `standingsOf` (points - starting points + uma + leftover sticks -
 * chombo deductions), an unfinished game provisionally; per player one column per session, the
 * uma included, the referee's penalties, and the total. Ties share a rank.
 */
import { replay, standingsOf, type Envelope } from '../engine/index';

export interface ScoredTable {
  /** 1-based session number. */
  readonly session: number;
  readonly players: readonly string[];
  /** The server's log of the table's game (events in effect). */
  readonly log: readonly Envelope[];
}

export interface Penalty {
  readonly player: string;
  readonly points: number;
}

export interface TournamentRow {
  readonly rank: number;
  readonly player: string;
  readonly games: number;
  readonly sessions: readonly (number | null)[];
  readonly uma: number;
  readonly penalties: number;
  readonly total: number;
}

/** Shares of a tied uma can be thirds: totals this close are a tie. */
const EPS = 1e-6;

interface Tally {
  games: number;
  sessions: (number | null)[];
  uma: number;
  penalties: number;
}

/** Adds one table's game to the tallies; a game not yet started counts for nobody. */
function scoreTable(table: ScoredTable, tallies: Map<string, Tally>): void {
  const r = replay(table.log);
  if (!r.ok) throw new Error(`the stored log of a table holds a refused event at ${r.error.index}`);
  if (r.value === null) return;
  for (const s of standingsOf(r.value)) {
    const tally = tallies.get(s.name);
    // A start event names exactly the table's players (the sync checks it), so every name is known.
    if (tally === undefined) continue;
    tally.games++;
    tally.sessions[table.session - 1] = (tally.sessions[table.session - 1] ?? 0) + s.score;
    tally.uma += s.uma;
  }
}

/** Rows in rank order; players with equal totals share the rank and keep the tournament's order. */
export function tournamentStandings(players: readonly string[], sessions: number, tables: readonly ScoredTable[], penalties: readonly Penalty[]): TournamentRow[] {
  const tallies = new Map<string, Tally>(players.map((p) => [p, { games: 0, sessions: Array.from({ length: sessions }, () => null), uma: 0, penalties: 0 }]));
  for (const table of tables) scoreTable(table, tallies);
  for (const p of penalties) {
    const tally = tallies.get(p.player);
    if (tally !== undefined) tally.penalties += p.points;
  }
  const rows = players.map((player) => {
    const t = tallies.get(player)!;
    const total = t.sessions.reduce<number>((a, s) => a + (s ?? 0), 0) - t.penalties;
    return { player, games: t.games, sessions: t.sessions, uma: t.uma, penalties: t.penalties, total };
  });
  const order = rows.map((_, i) => i).sort((a, b) => rows[b]!.total - rows[a]!.total || a - b);
  const ranked: TournamentRow[] = [];
  for (const [place, i] of order.entries()) {
    const previous = ranked.at(-1);
    const row = rows[i]!;
    const tied = previous !== undefined && Math.abs(previous.total - row.total) < EPS;
    ranked.push({ rank: tied ? previous.rank : place + 1, ...row });
  }
  return ranked;
}
