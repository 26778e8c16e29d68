/**
 * Rulings on declared wins: why a win is invalid, and how a declaration differs from the hand's
 * worth. Situations as in the engine suites: 'ron S E riichi' = a win on a discard, seat South,
 * round East, riichi declared. Non-dealer ron payments per the 002 tables.
 */
import { describe, expect, it } from 'vitest';
import { reasons, rule } from './rule';

// Riichi and Pinfu would be the only yaku; the pair of white dragons is a value pair.
const RIICHI_ONLY = '123m456p789s23s55z1s';
// Riichi and Pinfu, 2 han 30 fu: 2,000 on a non-dealer ron.
const RIICHI_PINFU = '234m456p678s23s55p1s';

describe('five or more counters: two yaku needed where the preset says so (000 "Counters", 004)', () => {
  it('one yaku with five counters is not a win under ema-2012', () => {
    expect(rule(RIICHI_ONLY, '1s', '', 'ron S E riichi honba:5').invalid).toEqual([{ code: 'two_yaku_required', counters: 5, threshold: 5 }]);
  });
  it('dora do not count towards the two yaku', () => {
    expect(reasons(rule(RIICHI_ONLY, '1s', '', 'ron S E riichi honba:5 dora:9s'))).toEqual(['two_yaku_required']);
  });
  it('four counters need one yaku only', () => {
    expect(rule(RIICHI_ONLY, '1s', '', 'ron S E riichi honba:4').valid).toBe(true);
  });
  it('two yaku with five counters win', () => {
    expect(rule(RIICHI_PINFU, '1s', '', 'ron S E riichi honba:5').valid).toBe(true);
  });
  it.each(['ema-2008', 'mahjong-time'] as const)('%s has the rule', (preset) => {
    expect(reasons(rule(RIICHI_ONLY, '1s', '', 'ron S E riichi honba:5', { preset }))).toEqual(['two_yaku_required']);
  });
  it.each(['ema-2016', 'ema-2025', 'japanese'] as const)('%s has no such rule', (preset) => {
    expect(rule(RIICHI_ONLY, '1s', '', 'ron S E riichi honba:5', { preset }).valid).toBe(true);
  });
});

describe('an invalid win, in the referee\'s words', () => {
  it('no yaku: a concealed hand won on a discard without riichi', () => {
    expect(reasons(rule(RIICHI_ONLY, '1s', '', 'ron S E'))).toEqual(['no_yaku']);
  });
  it('incomplete: the tiles are not a winning hand', () => {
    expect(reasons(rule('123m456p789s24s55z1s', '1s', '', 'ron S E riichi'))).toEqual(['incomplete']);
  });
  it('a hand of 13 tiles is a dead hand (000 "Dead hand")', () => {
    expect(rule('123m456p789s23s55z', '1s', '', 'ron S E riichi').invalid).toEqual([{ code: 'dead_hand', reason: 'wrong_tile_count' }]);
  });
  it('tiles exposed from the dead wall make a dead hand whatever the tiles', () => {
    expect(rule(RIICHI_PINFU, '1s', '', 'ron S E riichi', { deadHand: ['exposed_tiles'] }).invalid).toEqual([{ code: 'dead_hand', reason: 'exposed_tiles' }]);
  });
  it('riichi on an open hand is a situation that cannot be', () => {
    const r = rule('456p789s23s55z1s', '1s', 'chi 123m', 'ron S E riichi');
    expect(r.invalid).toEqual([{ code: 'invalid_situation', issue: 'open_hand_riichi', message: 'riichi needs a concealed hand' }]);
  });
  it('every reason is listed: no yaku and furiten together', () => {
    expect(reasons(rule(RIICHI_ONLY, '1s', '', 'ron S E', { discards: '4s' }))).toEqual(['no_yaku', 'furiten']);
  });
});

describe('the declaration against the computed result', () => {
  it('a right declaration has no differences', () => {
    const r = rule(RIICHI_PINFU, '1s', '', 'ron S E riichi', { claim: { kind: 'points', points: 2000 } });
    expect(r.points).toBe(2000);
    expect(r.differences).toEqual([]);
  });
  it('declared points: the computed value, its han and minipoints, and what the declared points would be', () => {
    const r = rule(RIICHI_PINFU, '1s', '', 'ron S E riichi', { claim: { kind: 'points', points: 7700 } });
    expect(r.differences).toEqual([{ code: 'points', declared: 7700, computed: 2000, declaredAs: [{ han: 3, fu: 60 }, { han: 4, fu: 30 }], han: 2, fu: 30 }]);
  });
  it('points are the hand\'s value: counters and riichi sticks are not declared', () => {
    expect(rule(RIICHI_PINFU, '1s', '', 'ron S E riichi honba:2 sticks:1', { claim: { kind: 'points', points: 2000 } }).differences).toEqual([]);
  });
  it('a tsumo is declared as the payments added up', () => {
    // Riichi, Menzen Tsumo, Pinfu: 3 han 20 fu, 700/1,300 = 2,700.
    expect(rule(RIICHI_PINFU, '1s', '', 'tsumo S E riichi', { claim: { kind: 'points', points: 2700 } }).differences).toEqual([]);
  });
  it('declared han and minipoints: each that differs', () => {
    const r = rule(RIICHI_PINFU, '1s', '', 'ron S E riichi', { claim: { kind: 'han-fu', han: 3, fu: 40 } });
    expect(r.differences).toEqual([
      { code: 'han', declared: 3, computed: 2, yaku: [{ id: 'riichi', name: 'Riichi', han: 1 }, { id: 'pinfu', name: 'Pinfu', han: 1 }] },
      { code: 'fu', declared: 40, computed: 30 },
    ]);
  });
  it('han and minipoints of the same limit hand differ without changing the points', () => {
    // Riichi, Menzen Tsumo, Pinfu, Iipeikou, Sanshoku, Tanyao: 7 han 20 fu; 6 han 30 fu is haneman too.
    const r = rule('234m234p234s23444s', '4s', '', 'tsumo S E riichi', { claim: { kind: 'han-fu', han: 6, fu: 30 } });
    expect(r.result.level).toBe('haneman');
    expect(r.differences.map((d) => d.code)).toEqual(['same_value']);
  });
  it('declared Pinfu with a value pair: the pair is why', () => {
    const r = rule(RIICHI_ONLY, '1s', '', 'ron S E riichi', { claim: { kind: 'yaku', yaku: ['riichi', 'pinfu'] } });
    expect(r.differences).toEqual([{ code: 'yaku_not_held', yaku: 'pinfu', why: { code: 'pinfu_value_pair', pair: 31 } }]);
  });
  it('declared Pinfu on a closed wait: the wait is why', () => {
    const r = rule('234m456p678s13s55p2s', '2s', '', 'ron S E riichi', { claim: { kind: 'yaku', yaku: ['riichi', 'pinfu'] } });
    expect(r.differences).toEqual([{ code: 'yaku_not_held', yaku: 'pinfu', why: { code: 'pinfu_wait', wait: 'kanchan' } }]);
  });
  it('declared Riichi on an open hand: the hand is open, even when the win fails for want of a yaku', () => {
    const r = rule('456p789s23s55z1s', '1s', 'chi 123m', 'ron S E', { claim: { kind: 'yaku', yaku: ['riichi'] } });
    expect(reasons(r)).toEqual(['no_yaku']);
    expect(r.differences).toEqual([{ code: 'yaku_not_held', yaku: 'riichi', why: { code: 'needs_concealed' } }]);
  });
  it('open All Simples in a preset that counts it only concealed', () => {
    const r = rule('456p678s23s55p4s', '4s', 'chi 234m', 'ron S E', { claim: { kind: 'yaku', yaku: ['tanyao'] } });
    expect(r.differences).toEqual([{ code: 'yaku_not_held', yaku: 'tanyao', why: { code: 'open_tanyao_not_in_preset', preset: 'ema-2012' } }]);
  });
  it('a yaku the player left out is named with its han, dora aside', () => {
    const r = rule(RIICHI_PINFU, '1s', '', 'ron S E riichi dora:1s', { claim: { kind: 'yaku', yaku: ['riichi'] } });
    expect(r.differences).toEqual([{ code: 'yaku_missed', yaku: 'pinfu', name: 'Pinfu', han: 1 }]);
  });
  it('declared Ippatsu without it in the situation', () => {
    const r = rule(RIICHI_PINFU, '1s', '', 'ron S E riichi', { claim: { kind: 'yaku', yaku: ['riichi', 'pinfu', 'ippatsu'] } });
    expect(r.differences).toEqual([{ code: 'yaku_not_held', yaku: 'ippatsu', why: { code: 'not_in_situation', flag: 'ippatsu' } }]);
  });
});
