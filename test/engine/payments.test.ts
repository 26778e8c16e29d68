/**
 * Who pays what: counters (000/004 "Counters": 300 points per counter; 004: "In case of a
 * self-drawn win each opponent pays 100 per counter"), riichi sticks to the winner (001 3.3.14,
 * 004 "Riichi bets are collected by the winner"), liability (001 3.3.9), and the three-player
 * Kansai game (003: tsumo paid by the two opponents).
 */
import { describe, expect, it } from 'vitest';
import type { PresetName } from '../../src/engine/index';
import { play } from './referee';

const PLAIN = '123456m789p34588s'; // 123m 456m 789p 345s 88s; won on 4s: closed wait, no yaku of its own

describe('counters and riichi sticks', () => {
  it.each([
    // [title, situation, hand value, payments, sticks bonus, total]
    ['non-dealer ron, 3 counters: 1300 + 3 x 300 from the discarder', 'ron S E riichi honba:3', { discarder: 1300 }, { discarder: 2200 }, 0, 2200],
    ['dealer ron, 3 counters: 2000 + 900', 'ron E E riichi honba:3', { discarder: 2000 }, { discarder: 2900 }, 0, 2900],
    ['non-dealer tsumo, 3 counters: 300/500 each + 300 per payer', 'tsumo S E honba:3', { non_dealer: 300, dealer: 500 }, { non_dealer: 600, dealer: 800 }, 0, 2000],
    ['dealer tsumo, 3 counters: 500 each + 300 per payer', 'tsumo E E honba:3', { each: 500 }, { each: 800 }, 0, 2400],
    ['two riichi sticks go to the winner on a ron: 1300 + 2000', 'ron S E riichi sticks:2', { discarder: 1300 }, { discarder: 1300 }, 2000, 3300],
    ['riichi sticks and counters on a self-draw (riichi + tsumo, 2 han 30 fu): 2000 + 3 x 200 + 3000', 'tsumo S E riichi honba:2 sticks:3', { non_dealer: 500, dealer: 1000 }, { non_dealer: 700, dealer: 1200 }, 3000, 5600],
    ['no counters, no sticks', 'ron S E riichi', { discarder: 1300 }, { discarder: 1300 }, 0, 1300],
  ] as const)('%s', (_title, situation, handValue, payments, bonus, total) => {
    const r = play(PLAIN, '4s', '', situation);
    expect(r.error, r.message).toBeNull();
    expect(r.hand_value).toEqual(handValue);
    expect(r.payments).toEqual(payments);
    expect(r.riichi_sticks_bonus).toBe(bonus);
    expect(r.total).toBe(total);
  });
});

// Liability arises when a player feeds the third dragon pung or the fourth wind pung, so every
// dragon (wind) set of these hands is a called meld.
// Big Three Dragons: three dragon pungs called, 123m, won on the 4p pair.
const DAISANGEN = ['123m44p', '4p', 'pon 555z, pon 666z, pon 777z'] as const;
// Big Four Winds: four wind pungs called, won on the 5m pair.
const DAISUUSHII = ['55m', '5m', 'pon 111z, pon 222z, pon 333z, pon 444z'] as const;

describe('liability (001 3.3.9): Big Three Dragons and Big Four Winds', () => {
  it.each([
    // [title, hand, situation, preset, payments, total]
    ['self-draw: the liable player pays the full value, the two others nothing', DAISANGEN, 'tsumo S E pao:W', 'ema-2012', { liable: 32000 }, 32000],
    ['self-draw by the dealer: the liable player pays the dealer\'s full value', DAISANGEN, 'tsumo E E pao:S', 'ema-2012', { liable: 48000 }, 48000],
    ['ron by another player: discarder and liable player share equally', DAISANGEN, 'ron S E pao:W from:N', 'ema-2012', { discarder: 16000, liable: 16000 }, 32000],
    ['ron by another player on the dealer: 24000 each', DAISANGEN, 'ron E E pao:W from:N', 'ema-2012', { discarder: 24000, liable: 24000 }, 48000],
    ['ron by another player with 2 counters: only the discarder pays the counters', DAISANGEN, 'ron S E pao:W from:N honba:2', 'ema-2012', { discarder: 16600, liable: 16000 }, 32600],
    ['ron by the liable player himself: he pays it all, as any discarder', DAISANGEN, 'ron S E pao:W from:W', 'ema-2012', { discarder: 32000 }, 32000],
    ['no liable player named: an ordinary yakuman self-draw, 8000/16000', DAISANGEN, 'tsumo S E', 'ema-2012', { non_dealer: 8000, dealer: 16000 }, 32000],
    ['Big Four Winds self-drawn, EMA 2012 double yakuman: the liable player pays 64000', DAISUUSHII, 'tsumo S E pao:W', 'ema-2012', { liable: 64000 }, 64000],
    ['Big Four Winds on another\'s discard, EMA 2012: 32000 each', DAISUUSHII, 'ron S E pao:W from:N', 'ema-2012', { discarder: 32000, liable: 32000 }, 64000],
    ['Big Four Winds self-drawn, EMA 2016 single yakuman: 32000 from the liable player', DAISUUSHII, 'tsumo S E pao:W', 'ema-2016', { liable: 32000 }, 32000],
  ] as const)('%s', (_title, [concealed, win, melds], situation, preset, payments, total) => {
    const r = play(concealed, win, melds, situation, preset as PresetName);
    expect(r.error, r.message).toBeNull();
    expect(r.payments).toEqual(payments);
    expect(r.total).toBe(total);
  });

  it('liability covers only Big Three Dragons / Big Four Winds: nobody is liable for Little Three Dragons', () => {
    // Whether a liable seat on such a hand is ignored or refused is the engine's choice (it refuses
    // it as an invalid context); either way no `liable` payment may appear.
    const r = play('123m456p77z', '7z', 'pon 555z, pon 666z', 'tsumo S E pao:W');
    expect(r.payments === null || !('liable' in r.payments)).toBe(true);
  });

  it('Big Three Dragons that is also All Honours still makes the feeder liable (001 3.3.9: "in case Big Three Dragons ... are made")', () => {
    // 555z 666z 777z called, 111z concealed, 22z pair: Big Three Dragons and All Honours. Yakuman
    // are not cumulative in EMA 2012, so the hand is worth one yakuman either way, and Big Three
    // Dragons has been made: the liable player pays the full value on a self-draw.
    const r = play('111z22z', '2z', 'pon 555z, pon 666z, pon 777z', 'tsumo S E pao:W');
    expect(r.error, r.message).toBeNull();
    expect(r.han).toBe(13);
    expect(r.payments).toEqual({ liable: 32000 });
  });

  it('a liable player on a ron needs the discarder\'s seat to split the payment: an error value without it', () => {
    expect(play(...DAISANGEN, 'ron S E pao:W').error).toBe('invalid_context');
  });

  it('the winner cannot be the liable player', () => {
    expect(play(...DAISANGEN, 'tsumo S E pao:S').error).toBe('invalid_context');
  });
});

describe('Kansai three-player riichi (003): a self-draw is paid by the two opponents', () => {
  // 123p 456p 345s 789s 88s, no characters 2-8. Won on 4s by self-draw: Menzen Tsumo, 30 fu.
  const SANMA = '123456p345789s88s';
  it.each([
    ['a non-dealer self-draws 1 han 30 fu: the dealer pays 500 and the other non-dealer 300', 'tsumo S E', { non_dealer: 300, dealer: 500 }, 800],
    ['the dealer self-draws 1 han 30 fu: each of the two pays 500', 'tsumo E E', { each: 500 }, 1000],
    ['a non-dealer self-draws with one counter: 100 more from each of the two payers', 'tsumo W E honba:1', { non_dealer: 400, dealer: 600 }, 1000],
    ['a ron is paid by the discarder alone, as in the four-player game (riichi 1 han 40 fu)', 'ron S E riichi', { discarder: 1300 }, 1300],
  ] as const)('%s', (_title, situation, payments, total) => {
    const r = play(SANMA, '4s', '', situation, 'kansai-sanma');
    expect(r.error, r.message).toBeNull();
    expect(r.payments).toEqual(payments);
    expect(r.total).toBe(total);
  });
});
