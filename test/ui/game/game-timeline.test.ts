// The history rows and the points series of a scripted game, checked against numbers worked out
// by hand from the payment rules (001 3.3.14, 3.4.2; base = fu x 2^(han+2)), not against the
// engine's own output.
import { describe, expect, it } from 'vitest';
import type { Envelope, GameEvent } from '../../../src/engine/index';
import { gameTimeline, pointsSeries } from '../../../src/ui/game/game-timeline';

const envelope = (i: number, event: GameEvent): Envelope => ({ id: `e${i}`, at: `2026-01-01T10:${String(i).padStart(2, '0')}:00Z`, by: 'test', event });

const NOTE = { winner: 1, tiles: '234m 567p 345s 678s 22z', yaku: [['riichi', 1]] as const };

// ema-2012, 30,000 each; seats: Ann (East, dealer in E1), Bob, Carol, Dan.
const GAME: GameEvent[] = [
  { v: 1, type: 'start', players: ['Ann', 'Bob', 'Carol', 'Dan'], preset: 'ema-2012' },
  // E1: Dan declares riichi (1000 on the table).
  { v: 1, type: 'riichi', seat: 3 },
  // Bob ron on Carol, 3 han 30 fu, non-dealer: 30 x 2^5 = 960, x4 = 3840 -> 3,900, plus the stick.
  { v: 1, type: 'ron', discarder: 2, wins: [{ winner: 1, worth: { han: 3, fu: 30 } }] },
  // E2 (Bob deals): Ann declares riichi, then a draw with Ann alone tenpai: 1000 from each noten.
  { v: 1, type: 'riichi', seat: 0 },
  { v: 1, type: 'draw', tenpai: [0] },
  // E3, 1 counter (Bob was noten, the deal passes to Carol): Dan tsumo 2 han 40 fu, non-dealer:
  // 40 x 2^4 = 640; dealer pays 1,280 -> 1,300, others 700; +100 each for the counter; + the stick.
  { v: 1, type: 'tsumo', win: { winner: 3, worth: { han: 2, fu: 40 } } },
];

const entries = (): Envelope[] => GAME.map((e, i) => envelope(i, e));

describe('gameTimeline', () => {
  it('gives one row per event after the start with the round before it, the changes and the sticks', () => {
    const rows = gameTimeline(entries());
    expect(rows.map((r) => r.event.type)).toEqual(['riichi', 'ron', 'riichi', 'draw', 'tsumo']);
    expect(rows.map((r) => r.index)).toEqual([1, 2, 3, 4, 5]);
    expect(rows.map((r) => r.id)).toEqual(['e1', 'e2', 'e3', 'e4', 'e5']);
    expect(rows.map((r) => r.round)).toEqual([
      { wind: 0, hand: 0, honba: 0 },
      { wind: 0, hand: 0, honba: 0 },
      { wind: 0, hand: 1, honba: 0 },
      { wind: 0, hand: 1, honba: 0 },
      { wind: 0, hand: 2, honba: 1 },
    ]);
    expect(rows.map((r) => r.dealer)).toEqual([0, 0, 1, 1, 2]);
    expect(rows.map((r) => r.deltas)).toEqual([
      [0, 0, 0, -1000],
      [0, 4900, -3900, 0],
      [-1000, 0, 0, 0],
      [3000, -1000, -1000, -1000],
      [-800, -800, -1400, 4000],
    ]);
    expect(rows.map((r) => r.points)).toEqual([
      [30000, 30000, 30000, 29000],
      [30000, 34900, 26100, 29000],
      [29000, 34900, 26100, 29000],
      [32000, 33900, 25100, 28000],
      [31200, 33100, 23700, 32000],
    ]);
    // The draw leaves Ann's stick on the table (001 3.4.4); the tsumo takes it.
    expect(rows.map((r) => r.sticks)).toEqual([1, 0, 1, 1, 0]);
  });

  it('keeps the hand notes of a win and gives none elsewhere', () => {
    const log = entries();
    log[2] = { ...log[2]!, hands: [NOTE] };
    const rows = gameTimeline(log);
    expect(rows[1]!.hands).toEqual([NOTE]);
    expect(rows[4]!.hands).toEqual([]);
  });

  it('shows only the events in effect, and nothing before the start', () => {
    expect(gameTimeline([])).toEqual([]);
    expect(gameTimeline(entries().slice(0, 1))).toEqual([]);
    expect(gameTimeline(entries().slice(0, 3)).map((r) => r.event.type)).toEqual(['riichi', 'ron']);
  });

  it('stops at an event the rules refuse instead of throwing', () => {
    const log = [...entries().slice(0, 3), envelope(9, { v: 1, type: 'draw', tenpai: [7] }), ...entries().slice(3)];
    expect(gameTimeline(log).map((r) => r.event.type)).toEqual(['riichi', 'ron']);
  });

  it('shows a chombo as the table payment (ema-2012: 4,000 to the dealer, 2,000 to the others) with the bet returned', () => {
    const log = [
      ...entries().slice(0, 1),
      envelope(1, { v: 1, type: 'riichi', seat: 1 }),
      envelope(2, { v: 1, type: 'chombo', seat: 2 }),
    ];
    const rows = gameTimeline(log);
    expect(rows[1]!.deltas).toEqual([4000, 1000 + 2000, -8000, 2000]);
    expect(rows[1]!.sticks).toBe(0);
    expect(rows[1]!.round).toEqual({ wind: 0, hand: 0, honba: 0 });
  });
});

describe('pointsSeries', () => {
  it('gives each player’s points after the start and after each finished hand, riichi folded into its hand', () => {
    const s = pointsSeries(entries());
    expect(s.players).toEqual(['Ann', 'Bob', 'Carol', 'Dan']);
    expect(s.steps).toEqual([
      { kind: 'start' },
      { kind: 'hand', round: { wind: 0, hand: 0, honba: 0 } },
      { kind: 'hand', round: { wind: 0, hand: 1, honba: 0 } },
      { kind: 'hand', round: { wind: 0, hand: 2, honba: 1 } },
    ]);
    expect(s.points).toEqual([
      [30000, 30000, 32000, 31200],
      [30000, 34900, 33900, 33100],
      [30000, 26100, 25100, 23700],
      [30000, 29000, 28000, 32000],
    ]);
  });

  it('makes an adjustment a step of its own and leaves out a riichi whose hand has not ended', () => {
    const log = [
      ...entries(),
      envelope(6, { v: 1, type: 'adjust', deltas: [-500, 500, 0, 0], reason: 'miscount' }),
      envelope(7, { v: 1, type: 'riichi', seat: 1 }),
    ];
    const s = pointsSeries(log);
    expect(s.steps.at(-1)).toEqual({ kind: 'adjust', round: { wind: 0, hand: 3, honba: 0 } });
    expect(s.points.map((p) => p.at(-1))).toEqual([30700, 33600, 23700, 32000]);
    expect(s.points.every((p) => p.length === 5)).toBe(true);
  });

  it('is empty before the start', () => {
    expect(pointsSeries([])).toEqual({ players: [], steps: [], points: [] });
  });
});
