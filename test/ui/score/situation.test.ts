// A hand in its situation as the engine's score request: the hand's tiles in the Hand format
// (concealed tiles with the winning tile last, indicator rows as single tiles), the dealer left to
// the engine's default until set, flags and counters as chosen; and scored straight from the tiles.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITUATION, SAMPLE_HAND, isDealer, scoreHand, scoreRequestOf } from '../../../src/ui/score/situation';
import { typedHand } from '../typed-hand';

describe('scoreRequestOf', () => {
  it('writes the hand in the Hand format: the winning tile last among the concealed, indicators one by one', () => {
    const request = scoreRequestOf(typedHand('123m456p789s22z win:2z pon:777z@1 dora:10p ura:5s'), DEFAULT_SITUATION);
    expect(request.hand).toEqual({
      concealed: '123m456p789s222z',
      win_tile: '2z',
      melds: [{ type: 'pon', tiles: '777z', called_index: 1 }],
      dora_indicators: ['1p', '0p'],
      ura_indicators: ['5s'],
    });
  });

  it('leaves the dealer out until the user sets it', () => {
    expect('dealer' in scoreRequestOf(SAMPLE_HAND, DEFAULT_SITUATION).context).toBe(false);
    expect(scoreRequestOf(SAMPLE_HAND, { ...DEFAULT_SITUATION, dealer: true }).context.dealer).toBe(true);
  });

  it('shows the East seat as the dealer by default', () => {
    expect(isDealer(DEFAULT_SITUATION)).toBe(false);
    expect(isDealer({ ...DEFAULT_SITUATION, seatWind: '1z' })).toBe(true);
    expect(isDealer({ ...DEFAULT_SITUATION, seatWind: '1z', dealer: false })).toBe(false);
  });

  it('carries flags and counters', () => {
    const request = scoreRequestOf(SAMPLE_HAND, { ...DEFAULT_SITUATION, flags: { ...DEFAULT_SITUATION.flags, houtei: true }, honba: 2, riichiSticks: 1 });
    expect(request.context).toMatchObject({ win: 'ron', seat_wind: '2z', round_wind: '1z', houtei: true, riichi: false, honba: 2, riichi_sticks: 1 });
  });
});

describe('scoreHand', () => {
  it('scores the sample hand: South pung on a discard, 1 han 40 fu, 1,300', () => {
    expect(scoreHand(SAMPLE_HAND, DEFAULT_SITUATION)).toMatchObject({ error: null, han: 1, fu: 40, payments: { discarder: 1300 }, total: 1300 });
  });

  it('reports what is wrong as a result, never a throw', () => {
    expect(scoreHand(typedHand('123m456p789s1122z'), DEFAULT_SITUATION)).toMatchObject({ error: 'invalid_hand', total: 0 });
    expect(scoreHand(typedHand('123m456p789s112z? win:2z'), DEFAULT_SITUATION)).toMatchObject({ error: 'invalid_hand', total: 0 });
  });
});
