/**
 * Game scenarios under ema-2012 (the default), written from rule text 001 (RCR 3.3.9-3.4.5) and
 * 004 (Mahjong Time's description: dealer, counters, chombo, uma). Seats: 0 = A, the first dealer,
 * then B, C, D counter-clockwise. Hand values come from the engine (1 han 30 fu = base 240).
 */
import { describe, expect, it } from 'vitest';
import { pointsInPlay, standingsOf } from '../../src/engine/index';
import { adjust, draw, hf, play, refusal, riichi, ron, start, tsumo } from './game-play';

const EMA = start('ema-2012');

describe('ema-2012: start', () => {
  it('every player starts with the preset points, or the event\'s own', () => {
    expect(play(EMA).points).toEqual([30000, 30000, 30000, 30000]);
    expect(play({ v: 1, type: 'start', players: ['A', 'B', 'C', 'D'], preset: 'ema-2012', startingPoints: 25000 }).points).toEqual([25000, 25000, 25000, 25000]);
  });

  it('refuses a hand before the start and a second start', () => {
    expect(refusal(draw())).toBe('not_started');
    expect(refusal(EMA, EMA)).toBe('already_started');
  });
});

describe('ema-2012: riichi sticks (001 3.3.14, 3.4.4)', () => {
  it('a riichi stick goes to the winner of the hand', () => {
    // B declares (1000 on the table); C wins 1 han 30 fu (1000) off D and collects the stick.
    const s = play(EMA, riichi(1), ron(3, 2, hf(1, 30)));
    expect(s.points).toEqual([30000, 29000, 32000, 29000]);
    expect(s.sticks).toBe(0);
  });

  it('a ron on the riichi-declaring discard voids the declaration and returns the 1000', () => {
    const s = play(EMA, riichi(1), ron(1, 2, hf(1, 30), { onRiichiDiscard: true }));
    expect(s.points).toEqual([30000, 29000, 31000, 30000]);
    expect(s.sticks).toBe(0);
  });

  it('refuses the riichi-discard flag when the discarder has not declared', () => {
    expect(refusal(EMA, ron(1, 2, hf(1, 30), { onRiichiDiscard: true }))).toBe('riichi_discard_without_riichi');
  });

  it('sticks stay on the table after a draw and go to the next winner, with the counter', () => {
    // 3.4.4: bets stay after a drawn game; 3.4.2: a counter is added. C then wins off A: 1000 + 300 + 1000.
    const s = play(EMA, riichi(1), draw(1), ron(0, 2, hf(1, 30)));
    expect(s.points).toEqual([29000 - 1000 - 300, 29000 + 3000, 29000 + 1000 + 300 + 1000, 29000]);
    expect(pointsInPlay(s)).toBe(120000);
  });

  it('with two winners the sticks and counters go to the first winner after the discarder', () => {
    // All tenpai draw: no payment, dealer keeps, 1 counter. B riichi. C discards; A (dealer) and D win.
    // D is first after C: 1000 + 300 + 1000; A: dealer 1 han 30 fu = 1500, no counter.
    const s = play(EMA, draw(0, 1, 2, 3), riichi(1), { v: 1, type: 'ron', discarder: 2, wins: [{ winner: 0, worth: hf(1, 30) }, { winner: 3, worth: hf(1, 30) }] });
    expect(s.points).toEqual([31500, 29000, 30000 - 1300 - 1500, 32300]);
    // A dealer among the winners keeps the deal, with a counter.
    expect([s.round, s.honba]).toEqual([{ wind: 0, hand: 0 }, 2]);
  });
});

describe('ema-2012: counters and dealer (004 "Counters", "Dealer"; 001 3.4.2)', () => {
  it('dealer tsumo: the dealer keeps the deal and a counter is added', () => {
    const s = play(EMA, tsumo(0, hf(1, 30)));
    expect(s.points).toEqual([31500, 29500, 29500, 29500]);
    expect([s.round, s.honba]).toEqual([{ wind: 0, hand: 0 }, 1]);
  });

  it('each counter adds 300 to a ron and 100 per payer to a tsumo; a non-dealer win clears them', () => {
    // Dealer tsumo (1 counter), dealer ron 2 han 30 fu = 2900 + 300 (2 counters), then C tsumo
    // 1 han 30 fu with 2 counters: dealer 500 + 200, others 300 + 200.
    const s = play(EMA, tsumo(0, hf(1, 30)), ron(1, 0, hf(2, 30)), tsumo(2, hf(1, 30)));
    expect(s.points).toEqual([31500 + 3200 - 700, 29500 - 3200 - 500, 29500 + 1700, 29500 - 500]);
    expect([s.round, s.honba]).toEqual([{ wind: 0, hand: 1 }, 0]);
  });

  it('the deal rotates after a non-dealer win, without a counter', () => {
    const s = play(EMA, ron(3, 2, hf(1, 30)));
    expect([s.round, s.honba]).toEqual([{ wind: 0, hand: 1 }, 0]);
  });
});

describe('ema-2012: exhaustive draw and noten payments (001 3.4.2)', () => {
  it.each([
    [[0], [3000, -1000, -1000, -1000]],
    [[0, 1], [1500, 1500, -1500, -1500]],
    [[0, 1, 2], [1000, 1000, 1000, -3000]],
    [[], [0, 0, 0, 0]],
    [[0, 1, 2, 3], [0, 0, 0, 0]],
  ])('tenpai %j: the noten players pay 3000 in all', (tenpai, delta) => {
    const s = play(EMA, draw(...tenpai));
    expect(s.points).toEqual(delta.map((d) => 30000 + d));
  });

  it('dealer tenpai keeps the deal; dealer noten passes it; a counter is added either way', () => {
    const kept = play(EMA, draw(0, 2));
    expect([kept.round, kept.honba]).toEqual([{ wind: 0, hand: 0 }, 1]);
    const passed = play(EMA, draw(2));
    expect([passed.round, passed.honba]).toEqual([{ wind: 0, hand: 1 }, 1]);
  });

  it('a riichi declarer must show tenpai', () => {
    expect(refusal(EMA, riichi(1), draw(2))).toBe('riichi_not_tenpai');
  });
});

describe('ema-2012: liability (001 3.3.9)', () => {
  it('on a self-draw the liable player pays the full value', () => {
    const s = play(EMA, tsumo(1, { yakuman: 1 }, 2));
    expect(s.points).toEqual([30000, 62000, -2000, 30000]);
  });

  it('on a ron by another player the discarder and the liable player share it', () => {
    const s = play(EMA, ron(3, 1, { yakuman: 1 }, { liable: 2 }));
    expect(s.points).toEqual([30000, 62000, 14000, 14000]);
  });
});

describe('ema-2012: chombo (004 "Chombo")', () => {
  it('a non-dealer pays 4000 to East and 2000 to the others; riichi bets come back; same deal, no counter', () => {
    const s = play(EMA, riichi(2), chomboOf(1));
    expect(s.points).toEqual([34000, 22000, 32000, 32000]);
    expect([s.sticks, s.round, s.honba]).toEqual([0, { wind: 0, hand: 0 }, 0]);
  });

  it('the dealer pays 4000 to each', () => {
    expect(play(EMA, chomboOf(0)).points).toEqual([18000, 34000, 34000, 34000]);
  });
});

describe('ema-2012: end of game and final ranking', () => {
  const noTenpai = (k: number) => Array.from({ length: k }, () => draw());

  it('the game ends when the deal passes after South 4', () => {
    const seven = play(EMA, ...noTenpai(7));
    expect([seven.round, seven.ended]).toEqual([{ wind: 1, hand: 3 }, false]);
    expect(play(EMA, ...noTenpai(8)).ended).toBe(true);
    expect(refusal(EMA, ...noTenpai(8), draw())).toBe('game_over');
  });

  it('a dealer who keeps the deal in South 4 plays on', () => {
    expect(play(EMA, ...noTenpai(7), draw(3)).ended).toBe(false);
  });

  it('final score = points - starting points + uma (+15000/+5000/-5000/-15000)', () => {
    const s = play(EMA, adjust([10000, 5000, -5000, -10000]), ...noTenpai(8));
    expect(standingsOf(s).map((r) => [r.name, r.rank, r.score])).toEqual([
      ['A', 1, 25000],
      ['B', 2, 10000],
      ['C', 3, -10000],
      ['D', 4, -25000],
    ]);
  });

  it('tied players share the uma of their places', () => {
    const s = play(EMA, adjust([5000, 5000, -5000, -5000]), ...noTenpai(8));
    expect(standingsOf(s).map((r) => [r.name, r.rank, r.uma])).toEqual([
      ['A', 1, 10000],
      ['B', 1, 10000],
      ['C', 3, -10000],
      ['D', 3, -10000],
    ]);
  });

  it('riichi sticks left at the end go to the first place, and the scores sum to zero', () => {
    const s = play(EMA, ...noTenpai(7), riichi(1), draw(1));
    expect(s.ended).toBe(true);
    const table = standingsOf(s);
    expect(table[0]).toMatchObject({ name: 'B', points: 32000, leftover: 1000, score: 2000 + 15000 + 1000 });
    expect(table.reduce((a, r) => a + r.score, 0)).toBe(0);
  });

  it('refuses an unbalanced manual adjustment and one without a reason', () => {
    expect(refusal(EMA, adjust([1000, 0, 0, 0]))).toBe('bad_adjustment');
    expect(refusal(EMA, adjust([1000, -1000, 0, 0], ' '))).toBe('bad_adjustment');
  });
});

function chomboOf(seat: number) {
  return { v: 1, type: 'chombo', seat } as const;
}
