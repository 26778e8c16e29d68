/**
 * Game scenarios where the presets differ (rules/README.md preset table; texts 003, 004).
 */
import { describe, expect, it } from 'vitest';
import { PRESETS, standingsOf, type GameEvent } from '../../src/engine/index';
import { adjust, draw, hf, play, refusal, riichi, ron, start, tsumo } from './game-play';

const abortive: GameEvent = { v: 1, type: 'abortive', reason: 'four-winds' };
const nagashi = (seat: number, ...tenpai: number[]): GameEvent => ({ v: 1, type: 'nagashi', seat, tenpai });
const chombo = (seat: number): GameEvent => ({ v: 1, type: 'chombo', seat });

describe('abortive draws (001 3.4.3 for EMA 2012; 004 "Abortive Hands"; 003 washouts)', () => {
  it('ema-2012 has none', () => {
    expect(refusal(start('ema-2012'), abortive)).toBe('no_abortive_draws');
  });

  it.each(['ema-2008', 'mahjong-time', 'japanese'] as const)('%s: no payment, a counter, sticks stay, same dealer', (preset) => {
    const s = play(start(preset), riichi(2), abortive);
    expect([s.round, s.honba, s.sticks]).toEqual([{ wind: 0, hand: 0 }, 1, 1]);
  });

  it('a four-riichi washout needs four declarations', () => {
    const fourRiichi: GameEvent = { v: 1, type: 'abortive', reason: 'four-riichi' };
    expect(refusal(start('ema-2008'), riichi(0), riichi(1), riichi(2), fourRiichi)).toBe('not_four_riichi');
    expect(play(start('ema-2008'), riichi(0), riichi(1), riichi(2), riichi(3), fourRiichi).sticks).toBe(4);
  });

  it('kansai-sanma has no four-riichi washout (003)', () => {
    expect(refusal(start('kansai-sanma'), { v: 1, type: 'abortive', reason: 'four-riichi' })).toBe('no_abortive_draws');
  });

  // 000 "Abortive Draw" and 004 "Abortive Hands" list all four; 003 "Washout" lists the same wind,
  // four kongs and all riichi, not nine terminals; its Kansai variation drops the all-riichi one.
  it.each([
    ['ema-2008', ['nine-terminals', 'four-kans', 'four-winds', 'four-riichi']],
    ['mahjong-time', ['nine-terminals', 'four-kans', 'four-winds', 'four-riichi']],
    ['japanese', ['four-kans', 'four-winds', 'four-riichi']],
    ['kansai-sanma', ['four-kans', 'four-winds']],
    ['ema-2012', []],
    ['ema-2016', []],
    ['ema-2025', []],
  ] as const)('%s accepts exactly the abortive draws its text lists: %j', (preset, listed) => {
    const reasons = ['nine-terminals', 'four-kans', 'four-winds', 'four-riichi'] as const;
    const everyoneRiichi = PRESETS[preset].players === 4 ? [riichi(0), riichi(1), riichi(2), riichi(3)] : [];
    const accepted = reasons.filter((reason) => refusal(start(preset), ...everyoneRiichi, { v: 1, type: 'abortive', reason }) === 'accepted');
    expect(accepted).toEqual(reasons.filter((r) => (listed as readonly string[]).includes(r)));
  });
});

describe('nagashi mangan (README table)', () => {
  it('ema-2012: paid as a non-dealer self-drawn mangan; the hand is a draw', () => {
    const s = play(start('ema-2012'), riichi(3), nagashi(1, 3));
    expect(s.points).toEqual([26000, 38000, 28000, 27000]);
    expect([s.round, s.honba, s.sticks]).toEqual([{ wind: 0, hand: 1 }, 1, 1]);
  });

  it('ema-2016 has none', () => {
    expect(refusal(start('ema-2016'), nagashi(1))).toBe('no_nagashi_mangan');
  });
});

describe('ema-2016: start 30000, chombo 20000 deducted after uma', () => {
  it('the penalty leaves the table points alone and comes off the final score', () => {
    const s = play(start('ema-2016'), chombo(1));
    expect(s.points).toEqual([30000, 30000, 30000, 30000]);
    const b = standingsOf(s).find((r) => r.name === 'B')!;
    expect([b.penalty, b.score]).toEqual([20000, b.uma - 20000]);
  });
});

describe('mahjong-time: start 25000, uma +9000/+3000/-3000/-9000 (004)', () => {
  it('ranks with its own uma', () => {
    const s = play(start('mahjong-time'), adjust([6000, 2000, -2000, -6000]));
    expect(s.startingPoints).toBe(25000);
    expect(standingsOf(s).map((r) => r.score)).toEqual([15000, 5000, -5000, -15000]);
  });
});

describe('japanese (003): one winner per discard, game ends below zero', () => {
  it('refuses multiple ron', () => {
    const double: GameEvent = { v: 1, type: 'ron', discarder: 2, wins: [{ winner: 0, worth: hf(1, 30) }, { winner: 3, worth: hf(1, 30) }] };
    expect(refusal(start('japanese'), double)).toBe('multiple_ron_not_allowed');
  });

  it('ends as soon as a player is below zero', () => {
    const s = play(start('japanese'), adjust([0, 0, 24000, -24000]), ron(3, 0, hf(2, 30)));
    expect(s.points[3]).toBeLessThan(0);
    expect(s.ended).toBe(true);
  });

  it('refuses riichi without 1000 points', () => {
    expect(refusal(start('japanese'), adjust([0, 0, 24500, -24500]), riichi(3))).toBe('riichi_without_points');
  });
});

describe('kansai-sanma (003): three players', () => {
  it('needs exactly three players', () => {
    expect(refusal(start('kansai-sanma', ['A', 'B', 'C', 'D']))).toBe('bad_players');
  });

  it('a non-dealer tsumo is paid by the two others at their usual shares', () => {
    expect(play(start('kansai-sanma'), tsumo(1, hf(1, 30))).points).toEqual([34500, 35800, 34700]);
  });

  it('a dealer tsumo is paid by both others', () => {
    expect(play(start('kansai-sanma'), tsumo(0, hf(1, 30))).points).toEqual([36000, 34500, 34500]);
  });

  it('noten payments split 3000 over three players', () => {
    expect(play(start('kansai-sanma'), draw(0)).points).toEqual([38000, 33500, 33500]);
    expect(play(start('kansai-sanma'), draw(0, 2)).points).toEqual([36500, 32000, 36500]);
  });

  it('the game ends after South 3', () => {
    const noTenpai = Array.from({ length: 6 }, () => draw());
    expect(play(start('kansai-sanma'), ...noTenpai.slice(1)).ended).toBe(false);
    expect(play(start('kansai-sanma'), ...noTenpai).ended).toBe(true);
  });
});

describe("a game's own uma (the 2008/2012 sheets leave uma to each event)", () => {
  const withUma = (uma: number[], preset: 'ema-2012' | 'kansai-sanma' = 'ema-2012'): GameEvent => ({ ...(start(preset) as Extract<GameEvent, { type: 'start' }>), uma });

  it('replaces the preset\'s uma in the ranking', () => {
    // B wins 3 han 30 fu (3900) from C: B 33900, A 30000, D 30000, C 26100; A and D tie for second.
    const s = play(withUma([20000, 10000, -10000, -20000]), ron(2, 1, hf(3, 30)));
    const by = Object.fromEntries(standingsOf(s).map((x) => [x.name, x.score]));
    // Tied second and third share (10000 - 10000) / 2 = 0.
    expect(by).toEqual({ B: 3900 + 20000, A: 0, D: 0, C: -3900 - 20000 });
  });

  it('three players take three figures', () => {
    const s = play(withUma([10000, 0, -10000], 'kansai-sanma'));
    expect(s.uma).toEqual([10000, 0, -10000]);
  });

  it.each([
    ['too few figures', [15000, 5000, -20000]],
    ['not adding up to zero', [15000, 5000, -5000, -10000]],
    ['a place above the one before', [5000, 15000, -5000, -15000]],
    ['not in hundreds', [15050, 5000, -5000, -15050]],
  ])('refuses uma with %s', (_, uma) => {
    expect(refusal(withUma(uma))).toBe('bad_uma');
  });
});
