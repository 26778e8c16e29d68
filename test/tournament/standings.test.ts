// Tournament standings (src/tournament/standings.ts) and their results sheet (results-csv.ts),
// against the hand-worked figures of tournament-fixtures.ts and the sum rules they must keep.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/index';
import { replay } from '../../src/engine/index';
import { resultsCsv } from '../../src/tournament/results-csv';
import { tournamentStandings, type ScoredTable } from '../../src/tournament/standings';
import { GAME_1, GAME_2, PLAYERS, SCORES, TABLE_1, TABLE_2, UMA, envelopesOf } from './tournament-fixtures';

const TABLES: ScoredTable[] = [
  { session: 1, players: TABLE_1, log: envelopesOf(GAME_1, 'a') },
  { session: 1, players: TABLE_2, log: envelopesOf(GAME_2, 'b') },
];

describe('tournamentStandings', () => {
  it('scores each game by the engine: finished final, unfinished provisional, by hand-worked figures', () => {
    const rows = tournamentStandings(PLAYERS, 1, TABLES, []);
    expect(rows.map((r) => [r.rank, r.player, r.sessions[0], r.uma, r.total])).toEqual(
      [
        [1, 'A'],
        [2, 'F'],
        [3, 'C'],
        [4, 'G'],
        [4, 'H'],
        [6, 'D'],
        [7, 'E'],
        [8, 'B'],
      ].map(([rank, p]) => [rank, p, SCORES[p as string], UMA[p as string], SCORES[p as string]]),
    );
  });

  it('leaves a session a player did not play, or whose game has not started, empty', () => {
    const started = envelopesOf(GAME_1.slice(0, 1), 'c');
    const rows = tournamentStandings(PLAYERS, 3, [...TABLES, { session: 2, players: TABLE_1, log: started }, { session: 2, players: TABLE_2, log: [] }], []);
    const a = rows.find((r) => r.player === 'A')!;
    const e = rows.find((r) => r.player === 'E')!;
    expect([a.sessions, a.games]).toEqual([[27000, 0, null], 2]);
    expect([e.sessions, e.games]).toEqual([[-15500, null, null], 1]);
  });

  it('takes penalties off the total, which may change the order', () => {
    const rows = tournamentStandings(PLAYERS, 1, TABLES, [
      { player: 'A', points: 12000 },
      { player: 'A', points: 6000 },
    ]);
    expect(rows.slice(0, 2).map((r) => [r.rank, r.player, r.penalties, r.total])).toEqual([
      [1, 'F', 0, 16100],
      [2, 'A', 18000, 9000],
    ]);
  });

  it('keeps the sums: totals plus penalties plus chombo deductions add up to zero, each total is its sessions less its penalties, ties share a rank', () => {
    const event = fc.constantFrom<GameEvent>(
      { v: 1, type: 'draw', tenpai: [] },
      { v: 1, type: 'draw', tenpai: [1] },
      { v: 1, type: 'riichi', seat: 2 },
      { v: 1, type: 'tsumo', win: { winner: 3, worth: { han: 2, fu: 30 } } },
      { v: 1, type: 'ron', discarder: 0, wins: [{ winner: 1, worth: { han: 3, fu: 40 } }] },
      { v: 1, type: 'chombo', seat: 0 },
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 14 }), fc.array(fc.tuple(fc.constantFrom(...PLAYERS), fc.integer({ min: 1, max: 9000 })), { maxLength: 3 }), (events, fines) => {
        // Events the rules refuse where they fall (a second riichi, a draw without the declarer) are left out, as the device would.
        const kept: GameEvent[] = [GAME_1[0]!];
        for (const e of events) if (isPlayable([...kept, e])) kept.push(e);
        const log = envelopesOf(kept, 'p');
        // ema-2016 deducts a chombo's 20000 after uma: those points leave the table.
        const deducted = 20000 * kept.filter((e) => e.type === 'chombo').length;
        const penalties = fines.map(([player, points]) => ({ player, points }));
        const rows = tournamentStandings(PLAYERS, 1, [{ session: 1, players: TABLE_1, log }], penalties);
        expect(Math.abs(rows.reduce((a, r) => a + r.total + r.penalties, 0) + deducted)).toBeLessThan(1e-6);
        for (const r of rows) expect(r.total).toBeCloseTo((r.sessions[0] ?? 0) - r.penalties, 6);
        for (const [i, r] of rows.entries()) {
          const previous = rows[i - 1];
          if (previous !== undefined) expect(r.rank).toBe(Math.abs(previous.total - r.total) < 1e-6 ? previous.rank : i + 1);
        }
      }),
    );
  });
});

describe('resultsCsv', () => {
  it('writes rank, player, the sessions (empty where not played), uma, penalties and total, quoting as RFC 4180 says', () => {
    const rows = [
      { rank: 1, player: 'Ann, "the cat"', games: 1, sessions: [1000, null], uma: 15000, penalties: 0, total: 1000 },
      { rank: 2, player: '=SUM(A1)', games: 0, sessions: [null, null], uma: 0, penalties: 500, total: -500 },
    ];
    expect(resultsCsv(rows, 2)).toBe('rank,player,session 1,session 2,uma,penalties,total\r\n1,"Ann, ""the cat""",1000,,15000,0,1000\r\n2,\'=SUM(A1),,,0,500,-500\r\n');
  });
});

/** Whether the events replay from the start without a refusal. */
function isPlayable(events: readonly GameEvent[]): boolean {
  return replay(events.map((event, i) => ({ id: String(i), at: '', by: '', event }))).ok;
}
