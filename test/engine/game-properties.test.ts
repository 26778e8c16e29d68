/**
 * Property tests of the game reducer (fast-check), over thousands of random games in every
 * preset. Random steps are turned into events against the current state; refused ones are left
 * out, so each game is a valid event sequence. Checked:
 *  - every event conserves points: players' points + sticks on the table = players x start;
 *  - replay(log) equals folding the events one at a time;
 *  - undo then redo (any number of steps) returns the same state;
 *  - arbitrary malformed input is refused with a known code, never thrown on;
 *  - at the end, final scores plus deducted penalties sum to zero (uma sums to zero per preset).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PRESET_NAMES, pointsInPlay, reduce, replay, stateOf, standingsOf, undo, redo, type GameEvent, type GameState, type HandWorth, type GameLog } from '../../src/engine/index';
import { envelope, start } from './game-play';

const SEED = 20261123;
const FU = [20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110];
type Step = [number, number, number, number];

const worthOf = (x: number): HandWorth => (x % 17 === 0 ? { yakuman: 1 + (x % 2) } : { han: 1 + (x % 13), fu: FU[x % FU.length]! });
const subset = (n: number, bits: number): number[] => Array.from({ length: n }, (_, i) => i).filter((i) => (bits >> i) & 1);

/** One random step as an event against `s` (it may still be refused, e.g. a nagashi in 2016). */
function eventOf(s: GameState, [a, b, c, d]: Step): GameEvent {
  const n = s.players.length;
  const seat = b % n;
  switch (a % 9) {
    case 0:
    case 1:
      return { v: 1, type: 'riichi', seat };
    case 2: {
      const winners = subset(n, c).filter((w) => w !== seat);
      const wins = (winners.length ? winners : [(seat + 1) % n]).map((winner, i) => ({ winner, worth: worthOf(d + i), ...(d % 11 === 0 ? { liable: (winner + 1) % n } : {}) }));
      return { v: 1, type: 'ron', discarder: seat, wins, ...(s.riichi.includes(seat) && c % 5 === 0 ? { onRiichiDiscard: true } : {}) };
    }
    case 3:
      return { v: 1, type: 'tsumo', win: { winner: seat, worth: worthOf(d), ...(d % 11 === 0 ? { liable: (seat + 2) % n } : {}) } };
    case 4:
    case 5:
      return { v: 1, type: 'draw', tenpai: [...new Set([...s.riichi, ...subset(n, c)])] };
    case 6:
      return d % 2 ? { v: 1, type: 'chombo', seat } : { v: 1, type: 'abortive', reason: 'four-winds' };
    case 7:
      return { v: 1, type: 'nagashi', seat, tenpai: [...new Set([...s.riichi, ...subset(n, c)])] };
    default: {
      const deltas = Array.from({ length: n }, () => 0);
      deltas[seat] = 100 * (d % 50);
      deltas[(seat + 1) % n]! -= 100 * (d % 50);
      return { v: 1, type: 'adjust', deltas, reason: 'random correction' };
    }
  }
}

const game = fc.record({
  preset: fc.constantFrom(...PRESET_NAMES),
  steps: fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat({ max: 15 }), fc.nat()), { minLength: 20, maxLength: 80 }),
});

/** Plays the steps; returns the accepted events with the state after each. */
function playGame(preset: (typeof PRESET_NAMES)[number], steps: Step[]): { events: GameEvent[]; states: GameState[] } {
  const first = start(preset);
  const r0 = reduce(null, first);
  if (!r0.ok) throw new Error(r0.error.code);
  const events = [first];
  const states = [r0.value];
  for (const step of steps) {
    const s = states[states.length - 1]!;
    if (s.ended) break;
    const e = eventOf(s, step);
    const r = reduce(s, e);
    if (r.ok) {
      events.push(e);
      states.push(r.value);
    }
  }
  return { events, states };
}

describe('game reducer properties', () => {
  it('every event conserves points plus sticks on the table', () => {
    let accepted = 0;
    fc.assert(
      fc.property(game, ({ preset, steps }) => {
        const { states } = playGame(preset, steps);
        accepted += states.length;
        for (const s of states) expect(pointsInPlay(s)).toBe(s.players.length * s.startingPoints);
      }),
      { numRuns: 2000, seed: SEED },
    );
    // Guard against a generator whose events are all refused: the property would hold vacuously.
    expect(accepted).toBeGreaterThan(2000 * 10);
  });

  it('replay of the log equals folding the events one at a time; undo then redo gives the same state', () => {
    fc.assert(
      fc.property(game, fc.nat(), ({ preset, steps }, k) => {
        const { events, states } = playGame(preset, steps);
        const entries = events.map(envelope);
        const r = replay(entries);
        expect(r.ok && r.value).toEqual(states[states.length - 1]);
        const log: GameLog = { entries, cursor: entries.length };
        let back: GameLog = log;
        const steps_ = k % (entries.length + 1);
        for (let i = 0; i < steps_; i++) back = undo(back)!;
        expect(stateOf(back)).toEqual(back.cursor === 0 ? null : states[back.cursor - 1]);
        for (let i = 0; i < steps_; i++) back = redo(back)!;
        expect(stateOf(back)).toEqual(stateOf(log));
      }),
      { numRuns: 1000, seed: SEED + 1 },
    );
  });

  it('final scores plus deducted penalties sum to zero', () => {
    fc.assert(
      fc.property(game, ({ preset, steps }) => {
        const { states } = playGame(preset, steps);
        const table = standingsOf(states[states.length - 1]!);
        expect(table.reduce((a, r) => a + r.score + r.penalty, 0)).toBeCloseTo(0, 6);
      }),
      { numRuns: 1000, seed: SEED + 2 },
    );
  });
});
