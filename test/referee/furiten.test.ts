/**
 * Furiten from the winner's own discards, rule text 001 section 3.4.5 and its three examples
 * (the example hands are pictures in the text; these hands have the waits the text names).
 */
import { describe, expect, it } from 'vitest';
import { PRESET_NAMES } from '../../src/engine/index';
import { reasons, rule } from './rule';

describe('3.4.5 furiten: a waiting player who could win on one of his own discards may not win on a discard', () => {
  // Example 1: a three-sided wait on 3-6-9 bamboo.
  const ex1 = '123m456p11z45678s';
  it('example 1: the hand waits on 3, 6 and 9 bamboo', () => {
    const r = rule(`${ex1}3s`, '3s', '', 'ron S E riichi', { discards: '1m9p' });
    expect(r.waits).toEqual(['3s', '6s', '9s']);
    expect(r.valid).toBe(true);
  });
  it.each(['3s', '6s', '9s'])('example 1: a discarded %s makes a ron on 3 bamboo furiten', (discard) => {
    const r = rule(`${ex1}3s`, '3s', '', 'ron S E riichi', { discards: `2m${discard}` });
    expect(r.valid).toBe(false);
    expect(r.invalid).toEqual([{ code: 'furiten', waits: ['3s', '6s', '9s'], discarded: [discard] }]);
  });

  // Example 1's first sentence: "even if the hand completed with the previous discard is without a yaku".
  it('a discarded wait that would have given no yaku still makes the player furiten', () => {
    // Open hand: 1s completes Sanshoku (the only yaku), 4s completes no yaku.
    const r = rule('123p23s678p99s1s', '1s', 'chi 123m', 'ron S E', { discards: '4s' });
    expect(r.result.error).toBeNull();
    expect(reasons(r)).toEqual(['furiten']);
  });

  // Example 2: waiting on 1-4 circles; a discarded 7 circles is not a wait.
  const ex2 = '123m456s789s23p55z';
  it('example 2: a discarded 7 circles does not make the player furiten', () => {
    const r = rule(`${ex2}4p`, '4p', '', 'ron S E riichi', { discards: '7p1z9m' });
    expect(r.waits).toEqual(['1p', '4p']);
    expect(r.valid).toBe(true);
  });
  it('example 2: a discarded 1 circles does', () => {
    expect(reasons(rule(`${ex2}4p`, '4p', '', 'ron S E riichi', { discards: '7p1p' }))).toEqual(['furiten']);
  });

  // Example 3: waiting on 4 and 7 circles and the red dragon.
  const ex3 = '123m456s56777p77z';
  it.each(['4p', '7p', '7z'])('example 3: a discarded %s makes a ron on 4 circles furiten', (discard) => {
    const r = rule(`${ex3}4p`, '4p', '', 'ron S E riichi', { discards: discard });
    expect(r.waits).toEqual(['4p', '7p', '7z']);
    expect(reasons(r)).toEqual(['furiten']);
  });

  it('a red five among the discards counts as a five', () => {
    expect(reasons(rule('123m456s789s46p55z5p', '5p', '', 'ron S E riichi', { discards: '0p' }))).toEqual(['furiten']);
  });

  it('a player is never furiten on a self-drawn tile', () => {
    expect(rule(`${ex3}4p`, '4p', '', 'tsumo S E riichi', { discards: '7z4p' }).valid).toBe(true);
  });

  it('a winning discard let pass is temporary furiten, and after riichi it lasts the hand', () => {
    expect(rule(`${ex3}4p`, '4p', '', 'ron S E riichi', { passedWin: true }).invalid).toEqual([{ code: 'temporary_furiten', riichi: true }]);
    expect(rule(`${ex3}4p`, '4p', '', 'tsumo S E riichi', { passedWin: true }).valid).toBe(true);
  });

  it('discards that cannot be read are said so, not taken as no discards', () => {
    expect(reasons(rule(`${ex3}4p`, '4p', '', 'ron S E riichi', { discards: '4x' }))).toEqual(['bad_discards']);
  });
});

// 000 "Furiten", 001 3.4.5 and 003 all state it; the 2016/2025 editions follow the EMA texts.
describe.each(PRESET_NAMES)('furiten under %s', (preset) => {
  it('a ron on a hand waiting on a discarded tile is refused; the tsumo stands', () => {
    // 1m only (no 2m-8m), so the hand fits the three-player set too.
    const hand = '111m456s56777p77z4p';
    expect(reasons(rule(hand, '4p', '', 'ron S E riichi', { preset, discards: '7z' }))).toEqual(['furiten']);
    expect(rule(hand, '4p', '', 'tsumo S E riichi', { preset, discards: '7z' }).valid).toBe(true);
  });
});
