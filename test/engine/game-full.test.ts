/**
 * One complete game per preset, start to end, as a referee would score it at the table. After
 * every hand the expected table (each player's points, counters, sticks on the table, round and
 * dealer) is worked out by hand from the rule texts' payment tables (000/002 "East/Others, Ron/
 * Tsumo", 003 and 004 "Winner is East / any wind except East"), never by the engine: the sum in
 * each comment is the referee's arithmetic. The game ends with the final standings, also counted
 * by hand, and the hands CSV and EMA results sheet of the same log must agree with them. Rule texts are cited by number and section (../shared/rules); "README" is the preset
 * table there, and "choice" a decision of src/engine/game/README.md where the texts are silent.
 *
 * Seats: A is the first dealer, then B, C, D counter-clockwise. Counters add 300 to a ron and 100
 * per payer to a tsumo (004 "Counters"); riichi sticks go to the winner (001 3.3.14).
 */
import { describe, expect, it } from 'vitest';
import { dealerOf, handsCsv, resultsSheet, standingsOf, type GameErrorCode, type GameEvent, type GameState, type HandWorth, type PresetName, type Seat } from '../../src/engine/index';
import { draw, envelope, hf, play, refusal, riichi, ron, start, tsumo } from './game-play';

const abortive = (reason: 'four-kans' | 'four-winds' | 'nine-terminals' | 'four-riichi'): GameEvent => ({ v: 1, type: 'abortive', reason });
const nagashi = (seat: Seat, ...tenpai: Seat[]): GameEvent => ({ v: 1, type: 'nagashi', seat, tenpai });
const chombo = (seat: Seat): GameEvent => ({ v: 1, type: 'chombo', seat });
/** Several winners on one discard, listed in the order given (not necessarily turn order). */
const multiRon = (discarder: Seat, ...wins: [winner: Seat, worth: HandWorth][]): GameEvent => ({ v: 1, type: 'ron', discarder, wins: wins.map(([winner, worth]) => ({ winner, worth })) });
const MANGAN = hf(5, 30);

interface Table {
  readonly points: readonly number[];
  readonly honba: number;
  readonly sticks: number;
  /** Prevalent wind and hand number, as a scoring sheet writes it: E1 .. S4. */
  readonly round: string;
  readonly dealer: string;
  readonly ended?: boolean;
}

interface Step {
  /** What happened, as the referee would say it. */
  readonly hand: string;
  readonly events: readonly GameEvent[];
  /** Events the table tried first and the rules refuse (they are not recorded). */
  readonly refused?: readonly (readonly [GameEvent, GameErrorCode])[];
  readonly after: Table;
}

/** Rank, points, uma, leftover sticks, deducted penalty, final score. */
type Row = [name: string, rank: number, points: number, uma: number, leftover: number, penalty: number, score: number];

const WIND = ['E', 'S', 'W', 'N'];
const tableOf = (s: GameState): Required<Table> => ({
  points: s.points,
  honba: s.honba,
  sticks: s.sticks,
  round: `${WIND[s.round.wind]}${s.round.hand + 1}`,
  dealer: s.players[dealerOf(s)]!,
  ended: s.ended,
});

/**
 * Plays `steps` one `it` each (so a failure names the hand), then checks the standings. Each
 * expected table is first checked against itself: points plus sticks must stay what the players
 * started with, so a slip in the hand arithmetic shows as such rather than as an engine bug.
 */
function fullGame(preset: PresetName, startingPoints: number, steps: readonly Step[], standings: readonly Row[]): void {
  const players = standings.length;
  const events: GameEvent[] = [start(preset)];
  // Named by the hand it was played in, as a sheet writes it: round-counters ("E2-1").
  let playedIn = 'E1-0';
  steps.forEach((step) => {
    const before = [...events];
    events.push(...step.events);
    const upTo = [...events];
    it(`${playedIn} ${step.hand}`, () => {
      expect(step.after.points.reduce((a, b) => a + b, 0) + 1000 * step.after.sticks, 'hand-worked figures conserve points').toBe(players * startingPoints);
      for (const [event, code] of step.refused ?? []) expect(refusal(...before, event), event.type).toBe(code);
      expect(tableOf(play(...upTo))).toEqual({ ended: false, ...step.after });
    });
    playedIn = `${step.after.round}-${step.after.honba}`;
  });

  it('final standings: rank, uma, leftover sticks, penalties, score', () => {
    const table = standingsOf(play(...events));
    expect(table.map((r) => [r.name, r.rank, r.points, r.uma, r.leftover, r.penalty, r.score])).toEqual(standings);
    // Uma sums to zero in every preset, so scores plus penalties taken off the table do too.
    expect(table.reduce((a, r) => a + r.score + r.penalty, 0)).toBe(0);
  });

  it('the hands CSV and the EMA results sheet tell the same game', () => {
    const log = { entries: events.map(envelope), cursor: events.length };
    const [header, ...rows] = handsCsv(log).trimEnd().split('\r\n').map((r) => r.split(','));
    expect(rows.length, 'one row per hand').toBe(steps.reduce((a, st) => a + st.events.filter((e) => e.type !== 'riichi').length, 0));
    const last = rows.at(-1)!;
    expect(standings.map(([name]) => Number(last[header!.indexOf(`${name} points`)]))).toEqual(standings.map((r) => r[2]));
    const sheet = resultsSheet(log);
    expect(sheet.rows.map((r) => [r.player, r.rank, r.total])).toEqual(standings.map((r) => [r[0], r[1], r[6]]));
    expect(sheet.zeroSum).toBe(true);
  });

  it('refuses any further hand once ended', () => {
    expect(refusal(...events, draw())).toBe('game_over');
  });
}

describe('ema-2012 (002 tables, 001 3.3.9-3.4.4, 004): multiple ron, liability, nagashi, chombo at the table', () => {
  fullGame(
    'ema-2012',
    30000,
    [
      {
        // 001 3.3.14: "In case of multiple winners, the 1000 points are collected by the winner
        // first in order after the discarder": after C comes D, so D takes B's own stick.
        // B 3h30 = 3900; D 2h30 = 2000 + 1000 stick; C pays 3900 + 2000.
        hand: 'B riichi; C deals into B and D (double ron): the stick goes to D, first after C',
        events: [riichi(1), multiRon(2, [1, hf(3, 30)], [3, hf(2, 30)])],
        after: { points: [30000, 29000 + 3900, 30000 - 5900, 30000 + 3000], honba: 0, sticks: 0, round: 'E2', dealer: 'B' },
      },
      {
        // 001 3.4.2: two tenpai "each received 1500 points from a noten player"; dealer tenpai keeps.
        hand: 'exhaustive draw, B and C tenpai: 1500 each from A and D',
        events: [draw(1, 2)],
        after: { points: [28500, 34400, 25600, 31500], honba: 1, sticks: 0, round: 'E2', dealer: 'B' },
      },
      {
        // East tsumo 2 fan 40 = 1300 all, + 100 x1 counter each = 1400 x3.
        hand: 'dealer B tsumo 2 han 40 fu',
        events: [tsumo(1, hf(2, 40))],
        after: { points: [27100, 38600, 24200, 30100], honba: 2, sticks: 0, round: 'E2', dealer: 'B' },
      },
      {
        // Others ron 3 fan 40 = 5200, + 300 x2 counters, + 1000 stick: D pays 5800.
        hand: 'D riichi; A ron off D 3 han 40 fu with 2 counters',
        events: [riichi(3), ron(3, 0, hf(3, 40))],
        after: { points: [27100 + 6800, 38600, 24200, 29100 - 5800], honba: 0, sticks: 0, round: 'E3', dealer: 'C' },
      },
      {
        // 004 "Chombo": 4000 to East (C), 2000 to the others; A's riichi bet comes back; re-deal,
        // no counter, the deal stays.
        hand: 'A riichi, then D chombo: 4000 to dealer C, 2000 to A and B, A gets the bet back',
        events: [riichi(0), chombo(3)],
        after: { points: [35900, 40600, 28200, 15300], honba: 0, sticks: 0, round: 'E3', dealer: 'C' },
      },
      {
        // 002 "Nagashi mangan 5"; choice: paid as a self-drawn mangan (dealer 4000, others
        // 2000), the hand is a draw: a counter, and dealer C tenpai keeps the deal.
        hand: 'nagashi mangan by A at the draw, C tenpai',
        events: [nagashi(0, 2)],
        after: { points: [43900, 38600, 24200, 13300], honba: 1, sticks: 0, round: 'E3', dealer: 'C' },
      },
      {
        // 001 3.3.9: D fed the third dragon pung, A dealt in: yakuman 32000 shared 16000 each,
        // "only the discarder pays for any counters" (+300). D goes below zero; EMA plays on.
        hand: 'B Big Three Dragons ron off A, D liable (pao)',
        events: [ron(0, 1, { yakuman: 1 }, { liable: 3 })],
        after: { points: [43900 - 16300, 38600 + 32300, 24200, 13300 - 16000], honba: 0, sticks: 0, round: 'E4', dealer: 'D' },
      },
      {
        // One tenpai: 1000 from each noten (001 3.4.2); the stick stays (3.4.4); D noten, deal passes.
        hand: 'A riichi; draw with A alone tenpai',
        events: [riichi(0), draw(0)],
        after: { points: [26600 + 3000, 70900 - 1000, 24200 - 1000, -2700 - 1000], honba: 1, sticks: 1, round: 'S1', dealer: 'A' },
      },
      {
        // East ron 2 fan 30 = 2900, + 300 x1 counter, + 1000 stick from E4.
        hand: 'dealer A ron off C 2 han 30 fu, collecting the carried stick',
        events: [ron(2, 0, hf(2, 30))],
        after: { points: [33800, 69900, 20000, -3700], honba: 2, sticks: 0, round: 'S1', dealer: 'A' },
      },
      {
        // Others tsumo 1 fan 30 = 300/500, + 100 x2 counters each: A 700, B and D 500.
        hand: 'C tsumo 1 han 30 fu with 2 counters',
        events: [tsumo(2, hf(1, 30))],
        after: { points: [33100, 69400, 21700, -4200], honba: 0, sticks: 0, round: 'S2', dealer: 'B' },
      },
      {
        hand: 'draw, nobody tenpai: no payment, a counter, the deal passes',
        events: [draw()],
        after: { points: [33100, 69400, 21700, -4200], honba: 1, sticks: 0, round: 'S3', dealer: 'C' },
      },
      {
        // 002: 4 fan 30 is 7700 for others, not rounded to mangan; + 300 x1 counter.
        hand: 'D ron off B 4 han 30 fu (7700, no kiriage)',
        events: [ron(1, 3, hf(4, 30))],
        after: { points: [33100, 61400, 21700, 3800], honba: 0, sticks: 0, round: 'S4', dealer: 'D' },
      },
      {
        // Others tsumo 1 fan 30 = 300/500; the deal passes after South 4: the game is over.
        hand: 'A tsumo 1 han 30 fu; the deal would pass after South 4, end of game',
        events: [tsumo(0, hf(1, 30))],
        after: { points: [34200, 61100, 21400, 3300], honba: 0, sticks: 0, round: 'S4', dealer: 'D', ended: true },
      },
    ],
    // Uma 15000/5000/-5000/-15000 (the 2012 default; 002 leaves it to each event).
    [
      ['B', 1, 61100, 15000, 0, 0, 31100 + 15000],
      ['A', 2, 34200, 5000, 0, 0, 4200 + 5000],
      ['C', 3, 21400, -5000, 0, 0, -8600 - 5000],
      ['D', 4, 3300, -15000, 0, 0, -26700 - 15000],
    ],
  );
});

describe('ema-2008 (000): abortive draws, counters, chombo by the dealer, liability on a self-draw, leftover stick', () => {
  fullGame(
    'ema-2008',
    30000,
    [
      {
        // 000 "Abortive Draw": no payment, a counter; choice: the dealer keeps the deal.
        hand: 'abortive draw: nine terminals and honours declared',
        events: [abortive('nine-terminals')],
        after: { points: [30000, 30000, 30000, 30000], honba: 1, sticks: 0, round: 'E1', dealer: 'A' },
      },
      {
        // 000: after four riichi the hand is aborted; the bets stay on the table (001 3.4.4).
        hand: 'all four declare riichi: abortive draw, four sticks stay',
        events: [riichi(1), riichi(2), riichi(3), riichi(0), abortive('four-riichi')],
        after: { points: [29000, 29000, 29000, 29000], honba: 2, sticks: 4, round: 'E1', dealer: 'A' },
      },
      {
        // East ron 1 fan 30 = 1500, + 300 x2 counters, + 4 sticks.
        hand: 'dealer A ron off B 1 han 30 fu, taking the four sticks',
        events: [ron(1, 0, hf(1, 30))],
        after: { points: [29000 + 2100 + 4000, 29000 - 2100, 29000, 29000], honba: 3, sticks: 0, round: 'E1', dealer: 'A' },
      },
      {
        // Others tsumo 2 fan 30 = 500/1000, + 100 x3 counters each: A 1300, B and D 800.
        hand: 'C tsumo 2 han 30 fu with 3 counters',
        events: [tsumo(2, hf(2, 30))],
        after: { points: [33800, 26100, 31900, 28200], honba: 0, sticks: 0, round: 'E2', dealer: 'B' },
      },
      {
        hand: 'abortive draw: the fourth kan',
        events: [abortive('four-kans')],
        after: { points: [33800, 26100, 31900, 28200], honba: 1, sticks: 0, round: 'E2', dealer: 'B' },
      },
      {
        hand: 'abortive draw: four same winds discarded in the first round',
        events: [abortive('four-winds')],
        after: { points: [33800, 26100, 31900, 28200], honba: 2, sticks: 0, round: 'E2', dealer: 'B' },
      },
      {
        // 000 "Drawn game": 3000 in all from the noten; dealer B noten, the deal passes.
        hand: 'exhaustive draw, D alone tenpai',
        events: [draw(3)],
        after: { points: [32800, 25100, 30900, 31200], honba: 3, sticks: 0, round: 'E3', dealer: 'C' },
      },
      {
        // Limit hands: mangan 8000 for others, + 300 x3 counters.
        hand: 'D ron off A, mangan, 3 counters',
        events: [ron(0, 3, MANGAN)],
        after: { points: [23900, 25100, 30900, 40100], honba: 0, sticks: 0, round: 'E4', dealer: 'D' },
      },
      {
        // 000 "Chombo": "4000 to each if East is the offender"; the deal does not rotate.
        hand: 'dealer D chombo: 4000 to each',
        events: [chombo(3)],
        after: { points: [27900, 29100, 34900, 28100], honba: 0, sticks: 0, round: 'E4', dealer: 'D' },
      },
      {
        // 001 3.3.9: dealer D fed the third dragon pung, so on a self-draw D "must pay the full
        // value of the hand": a non-dealer yakuman, 32000; "the two remaining opponents pay nothing".
        hand: 'B Big Three Dragons tsumo, D liable (pao): D pays the full 32000',
        events: [tsumo(1, { yakuman: 1 }, 3)],
        after: { points: [27900, 29100 + 32000, 34900, 28100 - 32000], honba: 0, sticks: 0, round: 'S1', dealer: 'A' },
      },
      {
        hand: 'draw, nobody tenpai',
        events: [draw()],
        after: { points: [27900, 61100, 34900, -3900], honba: 1, sticks: 0, round: 'S2', dealer: 'B' },
      },
      {
        // 001 3.4.2: "If none or all players are tenpai no points are exchanged"; B tenpai keeps.
        hand: 'draw, all four tenpai: no payment, dealer B keeps',
        events: [draw(0, 1, 2, 3)],
        after: { points: [27900, 61100, 34900, -3900], honba: 2, sticks: 0, round: 'S2', dealer: 'B' },
      },
      {
        // Others tsumo 3 fan 30 = 1000/2000, + 100 x2 counters: B 2200, C and D 1200.
        hand: 'A tsumo 3 han 30 fu with 2 counters',
        events: [tsumo(0, hf(3, 30))],
        after: { points: [32500, 58900, 33700, -5100], honba: 0, sticks: 0, round: 'S3', dealer: 'C' },
      },
      {
        hand: 'C riichi; draw with C alone tenpai: C keeps the deal, the stick stays',
        events: [riichi(2), draw(2)],
        after: { points: [31500, 57900, 32700 + 3000, -6100], honba: 1, sticks: 1, round: 'S3', dealer: 'C' },
      },
      {
        // Others ron 2 fan 30 = 2000, + 300 x1 counter, + 1000 stick.
        hand: 'D ron off C 2 han 30 fu, 1 counter, 1 stick',
        events: [ron(2, 3, hf(2, 30))],
        after: { points: [31500, 57900, 35700 - 2300, -6100 + 3300], honba: 0, sticks: 0, round: 'S4', dealer: 'D' },
      },
      {
        // Dealer D noten: the deal would pass after South 4. B's stick is left on the table.
        hand: 'B riichi; draw with B alone tenpai; end of game with a stick on the table',
        events: [riichi(1), draw(1)],
        after: { points: [30500, 56900 + 3000, 32400, -3800], honba: 1, sticks: 1, round: 'S4', dealer: 'D', ended: true },
      },
    ],
    // Leftover stick to the first place (choice, after EMA 2016: README "leftover riichi bets to the winner").
    [
      ['B', 1, 59900, 15000, 1000, 0, 29900 + 15000 + 1000],
      ['C', 2, 32400, 5000, 0, 0, 2400 + 5000],
      ['A', 3, 30500, -5000, 0, 0, 500 - 5000],
      ['D', 4, -3800, -15000, 0, 0, -33800 - 15000],
    ],
  );
});

describe('mahjong-time (004, 001): start 25000, uma 9000/3000, abortive hands, double ron, nagashi', () => {
  fullGame(
    'mahjong-time',
    25000,
    [
      {
        // 004 "Initial Points": casual start 25000. Others ron 2 fan 40 = 2600.
        hand: 'B ron off D 2 han 40 fu',
        events: [ron(3, 1, hf(2, 40))],
        after: { points: [25000, 27600, 25000, 22400], honba: 0, sticks: 0, round: 'E2', dealer: 'B' },
      },
      {
        // 004 "Abortive Hands": "All four of the same wind tile is discarded within the first go around".
        hand: 'abortive hand: four same winds',
        events: [abortive('four-winds')],
        after: { points: [25000, 27600, 25000, 22400], honba: 1, sticks: 0, round: 'E2', dealer: 'B' },
      },
      {
        // 004 (scoring): "If there is more than one winner, the player closest to the discard
        // collects the riichi bets": after D comes A, who also takes the counter (choice).
        // A 1h30 = 1000 + 300 + 2000; C 3h30 = 3900.
        hand: 'A and C riichi; D deals into C and A: A, closest after D, takes counter and sticks',
        events: [riichi(0), riichi(2), multiRon(3, [2, hf(3, 30)], [0, hf(1, 30)])],
        after: { points: [24000 + 3300, 27600, 24000 + 3900, 22400 - 1300 - 3900], honba: 0, sticks: 0, round: 'E3', dealer: 'C' },
      },
      {
        // 004 yaku table: Nagashi Mangan 5, "Game ends in a draw"; choice: paid as a self-drawn
        // mangan (dealer C 4000, A and B 2000); C tenpai keeps the deal, a counter.
        hand: 'nagashi mangan by D, C tenpai',
        events: [nagashi(3, 2)],
        after: { points: [25300, 25600, 23900, 25200], honba: 1, sticks: 0, round: 'E3', dealer: 'C' },
      },
      {
        hand: 'abortive hand: nine terminals and honours',
        events: [abortive('nine-terminals')],
        after: { points: [25300, 25600, 23900, 25200], honba: 2, sticks: 0, round: 'E3', dealer: 'C' },
      },
      {
        // 004 "Chombo": "The offender pays 4000 to East and 2000 to others"; no counter, same deal.
        hand: 'A chombo: 4000 to dealer C, 2000 to B and D',
        events: [chombo(0)],
        after: { points: [17300, 27600, 27900, 27200], honba: 2, sticks: 0, round: 'E3', dealer: 'C' },
      },
      {
        // East tsumo 3 yaku 30 = 2000 all, + 100 x2 counters each.
        hand: 'dealer C tsumo 3 han 30 fu with 2 counters',
        events: [tsumo(2, hf(3, 30))],
        after: { points: [15100, 25400, 34500, 25000], honba: 3, sticks: 0, round: 'E3', dealer: 'C' },
      },
      {
        // Limit hands: mangan 8000 for others, + 300 x3 counters.
        hand: 'A ron off C, mangan, 3 counters',
        events: [ron(2, 0, MANGAN)],
        after: { points: [24000, 25400, 25600, 25000], honba: 0, sticks: 0, round: 'E4', dealer: 'D' },
      },
      {
        hand: 'draw, A and B tenpai: 1500 each from C and D; D noten, the deal passes',
        events: [draw(0, 1)],
        after: { points: [25500, 26900, 24100, 23500], honba: 1, sticks: 0, round: 'S1', dealer: 'A' },
      },
      {
        // 004: "Nobody wins after four kans are declared."
        hand: 'abortive hand: four kans',
        events: [abortive('four-kans')],
        after: { points: [25500, 26900, 24100, 23500], honba: 2, sticks: 0, round: 'S1', dealer: 'A' },
      },
      {
        hand: 'draw, nobody tenpai',
        events: [draw()],
        after: { points: [25500, 26900, 24100, 23500], honba: 3, sticks: 0, round: 'S2', dealer: 'B' },
      },
      {
        // East ron 1 yaku 40 = 2000, + 300 x3 counters.
        hand: 'dealer B ron off D 1 han 40 fu with 3 counters',
        events: [ron(3, 1, hf(1, 40))],
        after: { points: [25500, 29800, 24100, 20600], honba: 4, sticks: 0, round: 'S2', dealer: 'B' },
      },
      {
        // Others tsumo 2 yaku 30 = 500/1000, + 100 x4 counters each: B 1400, A and C 900.
        hand: 'D tsumo 2 han 30 fu with 4 counters',
        events: [tsumo(3, hf(2, 30))],
        after: { points: [24600, 28400, 23200, 23800], honba: 0, sticks: 0, round: 'S3', dealer: 'C' },
      },
      {
        hand: 'B ron off A 1 han 30 fu (1000)',
        events: [ron(0, 1, hf(1, 30))],
        after: { points: [23600, 29400, 23200, 23800], honba: 0, sticks: 0, round: 'S4', dealer: 'D' },
      },
      {
        // East tsumo 1 yaku 30 = 500 all; the dealer keeps the deal in the last hand and plays on.
        hand: 'dealer D tsumo 1 han 30 fu: D plays on in South 4',
        events: [tsumo(3, hf(1, 30))],
        after: { points: [23100, 28900, 22700, 25300], honba: 1, sticks: 0, round: 'S4', dealer: 'D' },
      },
      {
        // Others ron 2 yaku 30 = 2000, + 300 x1 counter; the deal passes: end of game.
        hand: 'C ron off D 2 han 30 fu; end of game',
        events: [ron(3, 2, hf(2, 30))],
        after: { points: [23100, 28900, 25000, 23000], honba: 0, sticks: 0, round: 'S4', dealer: 'D', ended: true },
      },
    ],
    // 004 "Uma": 1 +9000, 2 +3000, 3 -3000, 4 -9000.
    [
      ['B', 1, 28900, 9000, 0, 0, 3900 + 9000],
      ['C', 2, 25000, 3000, 0, 0, 0 + 3000],
      ['A', 3, 23100, -3000, 0, 0, -1900 - 3000],
      ['D', 4, 23000, -9000, 0, 0, -2000 - 9000],
    ],
  );
});

describe('ema-2016 (README table): chombo 20000 deducted after uma, no abortive draws, no nagashi', () => {
  fullGame(
    'ema-2016',
    30000,
    [
      {
        hand: 'C riichi; D ron off C 3 han 30 fu, taking the stick',
        events: [riichi(2), ron(2, 3, hf(3, 30))],
        after: { points: [30000, 30000, 29000 - 3900, 30000 + 3900 + 1000], honba: 0, sticks: 0, round: 'E2', dealer: 'B' },
      },
      {
        // README: "20000 deducted after uma": the table points are untouched; the bet comes
        // back and the hand is re-dealt with the same dealer, no counter.
        hand: 'B riichi, then B chombo: bet returned, 20000 kept for after the uma',
        refused: [[abortive('four-winds'), 'no_abortive_draws']],
        events: [riichi(1), chombo(1)],
        after: { points: [30000, 30000, 25100, 34900], honba: 0, sticks: 0, round: 'E2', dealer: 'B' },
      },
      {
        // README: 2016 does not round 4 han 30 fu (RCR 2016 4.3: 11600 / 7700 on a ron); East
        // tsumo 4 fan 30 per the 002 table = 3900 all.
        hand: 'dealer B tsumo 4 han 30 fu: 3900 all, no kiriage',
        events: [tsumo(1, hf(4, 30))],
        after: { points: [26100, 41700, 21200, 31000], honba: 1, sticks: 0, round: 'E2', dealer: 'B' },
      },
      {
        hand: 'draw, B and C tenpai: 1500 each from A and D',
        refused: [[nagashi(0, 1, 2), 'no_nagashi_mangan']],
        events: [draw(1, 2)],
        after: { points: [24600, 43200, 22700, 29500], honba: 2, sticks: 0, round: 'E2', dealer: 'B' },
      },
      {
        // After B comes C: C takes the counters (2000 + 300 x2); A gets 1h30 = 1000 alone.
        // Dealer B is not a winner, so the deal passes.
        hand: 'B deals into A and C (double ron); C, first after B, takes the counters',
        events: [multiRon(1, [0, hf(1, 30)], [2, hf(2, 30)])],
        after: { points: [25600, 39600, 25300, 29500], honba: 0, sticks: 0, round: 'E3', dealer: 'C' },
      },
      {
        hand: 'A ron off dealer C 4 han 30 fu: 7700, no kiriage',
        events: [ron(2, 0, hf(4, 30))],
        after: { points: [33300, 39600, 17600, 29500], honba: 0, sticks: 0, round: 'E4', dealer: 'D' },
      },
      {
        hand: 'D riichi; draw with D alone tenpai',
        events: [riichi(3), draw(3)],
        after: { points: [32300, 38600, 16600, 28500 + 3000], honba: 1, sticks: 1, round: 'E4', dealer: 'D' },
      },
      {
        // Others tsumo 3 han 40 = 1300/2600, + 100 x1 counter each, + 1000 stick.
        hand: 'C tsumo 3 han 40 fu, 1 counter, D\'s stick',
        events: [tsumo(2, hf(3, 40))],
        after: { points: [30900, 37200, 16600 + 5500 + 1000, 28800], honba: 0, sticks: 0, round: 'S1', dealer: 'A' },
      },
      {
        hand: 'draw, nobody tenpai',
        events: [draw()],
        after: { points: [30900, 37200, 23100, 28800], honba: 1, sticks: 0, round: 'S2', dealer: 'B' },
      },
      {
        // East ron 2 han 30 = 2900, + 300 x1 counter.
        hand: 'dealer B ron off D 2 han 30 fu, 1 counter',
        events: [ron(3, 1, hf(2, 30))],
        after: { points: [30900, 40400, 23100, 25600], honba: 2, sticks: 0, round: 'S2', dealer: 'B' },
      },
      {
        // Mangan 8000 for others, + 300 x2 counters.
        hand: 'D ron off B, mangan, 2 counters',
        events: [ron(1, 3, MANGAN)],
        after: { points: [30900, 31800, 23100, 34200], honba: 0, sticks: 0, round: 'S3', dealer: 'C' },
      },
      {
        // 001 3.3.14: "If an opponent claims the rotated discard for winning, the riichi
        // declaration is invalid and the 1000 points are returned": C pays only the 1000 of 1h30.
        hand: 'C riichi; D ron on the riichi-declaring discard 1 han 30 fu: C\'s bet comes back',
        events: [riichi(2), ron(2, 3, hf(1, 30), { onRiichiDiscard: true })],
        after: { points: [30900, 31800, 23100 - 1000 + 1000 - 1000, 34200 + 1000], honba: 0, sticks: 0, round: 'S4', dealer: 'D' },
      },
      {
        hand: 'A riichi; draw with A alone tenpai; end of game with the stick on the table',
        events: [riichi(0), draw(0)],
        after: { points: [29900 + 3000, 30800, 21100, 34200], honba: 1, sticks: 1, round: 'S4', dealer: 'D', ended: true },
      },
    ],
    // README: start 30000, uma 15000/5000/-5000/-15000, leftover riichi bets to the winner; B
    // ranks third on table points (30800) and the chombo comes off after: deducted before the uma
    // B would have 10800 and rank last.
    [
      ['D', 1, 34200, 15000, 1000, 0, 4200 + 15000 + 1000],
      ['A', 2, 32900, 5000, 0, 0, 2900 + 5000],
      ['B', 3, 30800, -5000, 0, 20000, 800 - 5000 - 20000],
      ['C', 4, 21100, -15000, 0, 0, -8900 - 15000],
    ],
  );
});

describe('ema-2025 (README table, 2nd-hand): kiriage mangan, chombo deducted after uma', () => {
  fullGame(
    'ema-2025',
    30000,
    [
      {
        // README: "rounded to mangan (kiriage)": 4 han 30 fu pays 8000, not 2016's 7700.
        hand: 'B ron off C 4 han 30 fu: kiriage mangan 8000',
        events: [ron(2, 1, hf(4, 30))],
        after: { points: [30000, 38000, 22000, 30000], honba: 0, sticks: 0, round: 'E2', dealer: 'B' },
      },
      {
        // 3 han 60 fu rounded to mangan: East tsumo 4000 all, not 3900.
        hand: 'dealer B tsumo 3 han 60 fu: kiriage mangan 4000 all',
        events: [tsumo(1, hf(3, 60))],
        after: { points: [26000, 50000, 18000, 26000], honba: 1, sticks: 0, round: 'E2', dealer: 'B' },
      },
      {
        // The counter stays as it was: a chombo places none and is no hand (001 3.4).
        hand: 'D chombo: 20000 kept for after the uma, re-deal',
        events: [chombo(3)],
        after: { points: [26000, 50000, 18000, 26000], honba: 1, sticks: 0, round: 'E2', dealer: 'B' },
      },
      {
        hand: 'A ron off B 2 han 30 fu, 1 counter',
        events: [ron(1, 0, hf(2, 30))],
        after: { points: [28300, 47700, 18000, 26000], honba: 0, sticks: 0, round: 'E3', dealer: 'C' },
      },
      {
        hand: 'C and A riichi; draw, A and C tenpai: C keeps the deal, two sticks stay',
        events: [riichi(2), riichi(0), draw(0, 2)],
        after: { points: [27300 + 1500, 46200, 17000 + 1500, 24500], honba: 1, sticks: 2, round: 'E3', dealer: 'C' },
      },
      {
        // After D comes A: A takes counter and sticks (1h40 = 1300 + 300 + 2000); dealer C
        // 2h40 ron = 3900. Dealer C won, so the deal stays and a counter is added: 000 "Counters"
        // removes them only "where another player than East declared mahjong while East did not".
        hand: 'D deals into dealer C and A (double ron): A takes counter and sticks, C keeps the deal',
        events: [multiRon(3, [2, hf(2, 40)], [0, hf(1, 40)])],
        after: { points: [28800 + 3600, 46200, 18500 + 3900, 24500 - 1600 - 3900], honba: 2, sticks: 0, round: 'E3', dealer: 'C' },
      },
      {
        // Kiriage mangan, others tsumo 2000/4000, + 100 x2 counters each.
        hand: 'B tsumo 4 han 30 fu: kiriage mangan 2000/4000, 2 counters',
        events: [tsumo(1, hf(4, 30))],
        after: { points: [30200, 54800, 18200, 16800], honba: 0, sticks: 0, round: 'E4', dealer: 'D' },
      },
      {
        hand: 'draw, nobody tenpai',
        events: [draw()],
        after: { points: [30200, 54800, 18200, 16800], honba: 1, sticks: 0, round: 'S1', dealer: 'A' },
      },
      {
        // East tsumo 2 han 30 = 1000 all, + 100 x1 counter each.
        hand: 'dealer A tsumo 2 han 30 fu, 1 counter',
        events: [tsumo(0, hf(2, 30))],
        after: { points: [33500, 53700, 17100, 15700], honba: 2, sticks: 0, round: 'S1', dealer: 'A' },
      },
      {
        hand: 'C ron off A 3 han 30 fu, 2 counters (3900 + 600)',
        events: [ron(0, 2, hf(3, 30))],
        after: { points: [29000, 53700, 21600, 15700], honba: 0, sticks: 0, round: 'S2', dealer: 'B' },
      },
      {
        hand: 'D ron off B 1 han 30 fu (1000)',
        events: [ron(1, 3, hf(1, 30))],
        after: { points: [29000, 52700, 21600, 16700], honba: 0, sticks: 0, round: 'S3', dealer: 'C' },
      },
      {
        hand: 'A ron off B 3 han 30 fu (3900)',
        events: [ron(1, 0, hf(3, 30))],
        after: { points: [32900, 48800, 21600, 16700], honba: 0, sticks: 0, round: 'S4', dealer: 'D' },
      },
      {
        hand: 'D riichi; draw with D alone tenpai: D keeps the deal',
        events: [riichi(3), draw(3)],
        after: { points: [31900, 47800, 20600, 15700 + 3000], honba: 1, sticks: 1, round: 'S4', dealer: 'D' },
      },
      {
        hand: 'B ron off D 2 han 30 fu, 1 counter, 1 stick; end of game',
        events: [ron(3, 1, hf(2, 30))],
        after: { points: [31900, 47800 + 3300, 20600, 18700 - 2300], honba: 0, sticks: 0, round: 'S4', dealer: 'D', ended: true },
      },
    ],
    [
      ['B', 1, 51100, 15000, 0, 0, 21100 + 15000],
      ['A', 2, 31900, 5000, 0, 0, 1900 + 5000],
      ['C', 3, 20600, -5000, 0, 0, -9400 - 5000],
      ['D', 4, 16400, -15000, 0, 20000, -13600 - 15000 - 20000],
    ],
  );
});

describe('japanese (003): washouts, one winner per discard, the game ends below zero', () => {
  fullGame(
    'japanese',
    25000,
    [
      {
        hand: 'B ron off dealer A 2 han 30 fu (2000)',
        events: [ron(0, 1, hf(2, 30))],
        after: { points: [23000, 27000, 25000, 25000], honba: 0, sticks: 0, round: 'E2', dealer: 'B' },
      },
      {
        // 003 "Washout happens if ... All players discard the same wind in the first go-around";
        // nine terminals and honours is not among 003's washouts (000 and 004 have it).
        hand: 'washout: four same winds (nine terminals is no washout here)',
        refused: [[abortive('nine-terminals'), 'no_abortive_draws']],
        events: [abortive('four-winds')],
        after: { points: [23000, 27000, 25000, 25000], honba: 1, sticks: 0, round: 'E2', dealer: 'B' },
      },
      {
        hand: 'washout: all four players declare riichi, four sticks stay',
        events: [riichi(0), riichi(1), riichi(2), riichi(3), abortive('four-riichi')],
        after: { points: [22000, 26000, 24000, 24000], honba: 2, sticks: 4, round: 'E2', dealer: 'B' },
      },
      {
        // 003 lists "Multiple Ron is allowed" as an EMA variation only: A, first after D, wins.
        // Others ron 3 han 30 = 3900, + 300 x2 counters, + 4 sticks.
        hand: 'D discards into A and C: no double ron, A (first after D) wins 3 han 30 fu',
        refused: [[multiRon(3, [0, hf(3, 30)], [2, hf(1, 30)]), 'multiple_ron_not_allowed']],
        events: [ron(3, 0, hf(3, 30))],
        after: { points: [22000 + 4500 + 4000, 26000, 24000, 24000 - 4500], honba: 0, sticks: 0, round: 'E3', dealer: 'C' },
      },
      {
        hand: 'dealer C chombo: 4000 to each',
        events: [chombo(2)],
        after: { points: [34500, 30000, 12000, 23500], honba: 0, sticks: 0, round: 'E3', dealer: 'C' },
      },
      {
        hand: 'draw, C alone tenpai: 1000 from each',
        events: [draw(2)],
        after: { points: [33500, 29000, 15000, 22500], honba: 1, sticks: 0, round: 'E3', dealer: 'C' },
      },
      {
        // 003 "any wind except East ... Tsumo" 2 yaku 30 = 500/1000, + 100 x1 counter each.
        hand: 'D tsumo 2 han 30 fu, 1 counter',
        events: [tsumo(3, hf(2, 30))],
        after: { points: [32900, 28400, 13900, 24800], honba: 0, sticks: 0, round: 'E4', dealer: 'D' },
      },
      {
        // Haneman 12000 for others, + 1000 stick.
        hand: 'C riichi; B ron off C, haneman',
        events: [riichi(2), ron(2, 1, hf(6, 30))],
        after: { points: [32900, 41400, 900, 24800], honba: 0, sticks: 0, round: 'S1', dealer: 'A' },
      },
      {
        // Choice: where the game ends below zero, a riichi needs 1000 points to bet. East tsumo
        // 1 yaku 30 = 500 all.
        hand: 'C cannot riichi with 900; dealer A tsumo 1 han 30 fu',
        refused: [[riichi(2), 'riichi_without_points']],
        events: [tsumo(0, hf(1, 30))],
        after: { points: [34400, 40900, 400, 24300], honba: 1, sticks: 0, round: 'S1', dealer: 'A' },
      },
      {
        // 003 "The game ends if a player goes below 0 points": C pays 2000 + 300 and is at -1900.
        hand: 'D ron off C 2 han 30 fu: C below zero, the game ends in South 1',
        events: [ron(2, 3, hf(2, 30))],
        after: { points: [34400, 40900, -1900, 26600], honba: 0, sticks: 0, round: 'S1', dealer: 'A', ended: true },
      },
    ],
    // No uma in 003: the score is the points won or lost.
    [
      ['B', 1, 40900, 0, 0, 0, 15900],
      ['A', 2, 34400, 0, 0, 0, 9400],
      ['D', 3, 26600, 0, 0, 0, 1600],
      ['C', 4, -1900, 0, 0, 0, -26900],
    ],
  );
});

describe('kansai-sanma (003): three players E/S/W, ends after South 3', () => {
  fullGame(
    'kansai-sanma',
    35000,
    [
      {
        // Others tsumo 2 yaku 30 = 500/1000 from the two opponents; North's share does not
        // exist and is not redistributed (choice, ruleset.ts).
        hand: 'B tsumo 2 han 30 fu: dealer A 1000, C 500',
        events: [tsumo(1, hf(2, 30))],
        after: { points: [34000, 36500, 34500], honba: 0, sticks: 0, round: 'E2', dealer: 'B' },
      },
      {
        // 003 "Washout": four kongs by more than one player; Kansai: "All Riichi washout is not
        // used", and nine terminals is no washout in 003 at all.
        hand: 'washout: four kongs (no four-riichi or nine-terminals washout in Kansai)',
        refused: [
          [abortive('four-riichi'), 'no_abortive_draws'],
          [abortive('nine-terminals'), 'no_abortive_draws'],
        ],
        events: [abortive('four-kans')],
        after: { points: [34000, 36500, 34500], honba: 1, sticks: 0, round: 'E2', dealer: 'B' },
      },
      {
        // Choice: the noten penalty stays 3000 in all: the one noten player pays 1500 to each.
        hand: 'A and C riichi; draw, A and C tenpai: B pays 1500 to each; B noten, the deal passes',
        events: [riichi(0), riichi(2), draw(0, 2)],
        after: { points: [33000 + 1500, 36500 - 3000, 33500 + 1500], honba: 2, sticks: 2, round: 'E3', dealer: 'C' },
      },
      {
        // No multiple ron (003); after C comes A. Others ron 3 han 30 = 3900, + 300 x2, + 2 sticks.
        hand: 'dealer C discards into A and B: no double ron, A (first after C) wins 3 han 30 fu',
        refused: [[multiRon(2, [1, hf(1, 30)], [0, hf(3, 30)]), 'multiple_ron_not_allowed']],
        events: [ron(2, 0, hf(3, 30))],
        after: { points: [34500 + 4500 + 2000, 33500, 35000 - 4500], honba: 0, sticks: 0, round: 'S1', dealer: 'A' },
      },
      {
        // East tsumo 2 yaku 40 = 1300 from each of the two others.
        hand: 'dealer A tsumo 2 han 40 fu',
        events: [tsumo(0, hf(2, 40))],
        after: { points: [43600, 32200, 29200], honba: 1, sticks: 0, round: 'S1', dealer: 'A' },
      },
      {
        // Others tsumo 1 yaku 30 = 300/500, + 100 x1 counter per payer: A 600, C 400.
        hand: 'B tsumo 1 han 30 fu, 1 counter',
        events: [tsumo(1, hf(1, 30))],
        after: { points: [43000, 33200, 28800], honba: 0, sticks: 0, round: 'S2', dealer: 'B' },
      },
      {
        hand: 'A chombo: 4000 to dealer B, 2000 to C',
        events: [chombo(0)],
        after: { points: [37000, 37200, 30800], honba: 0, sticks: 0, round: 'S2', dealer: 'B' },
      },
      {
        hand: 'draw, B alone tenpai: 1500 from each',
        events: [draw(1)],
        after: { points: [35500, 40200, 29300], honba: 1, sticks: 0, round: 'S2', dealer: 'B' },
      },
      {
        hand: 'C ron off B, mangan, 1 counter (8000 + 300)',
        events: [ron(1, 2, MANGAN)],
        after: { points: [35500, 31900, 37600], honba: 0, sticks: 0, round: 'S3', dealer: 'C' },
      },
      {
        hand: 'dealer C tsumo 1 han 30 fu: 500 from each',
        events: [tsumo(2, hf(1, 30))],
        after: { points: [35000, 31400, 38600], honba: 1, sticks: 0, round: 'S3', dealer: 'C' },
      },
      {
        hand: 'draw, nobody tenpai: the deal would pass after South 3, end of game',
        events: [draw()],
        after: { points: [35000, 31400, 38600], honba: 2, sticks: 0, round: 'S3', dealer: 'C', ended: true },
      },
    ],
    [
      ['C', 1, 38600, 0, 0, 0, 3600],
      ['A', 2, 35000, 0, 0, 0, 0],
      ['B', 3, 31400, 0, 0, 0, -3600],
    ],
  );
});
