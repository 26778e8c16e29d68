// The form draft's translation into a score request: text goes to the engine as typed, indicator
// rows become lists of single tiles, and the dealer is left to the engine's default until set.
import { describe, expect, it } from 'vitest';
import { EXAMPLE_DRAFT, indicatorList, isDealer, scoreDraft, toScoreRequest } from '../../../src/ui/score/draft';

describe('indicatorList', () => {
  it('splits an indicator row into single tiles, red fives kept', () => {
    expect(indicatorList('1p7z')).toEqual(['1p', '7z']);
    expect(indicatorList(' 10p 5s ')).toEqual(['1p', '0p', '5s']);
  });

  it('gives an empty list for an empty row', () => {
    expect(indicatorList('  ')).toEqual([]);
  });

  it('passes text the notation rejects through whole, for the engine to report', () => {
    expect(indicatorList('1q')).toEqual(['1q']);
  });
});

describe('toScoreRequest', () => {
  it('leaves the dealer out until the user sets it', () => {
    expect('dealer' in toScoreRequest(EXAMPLE_DRAFT).context).toBe(false);
    expect(toScoreRequest({ ...EXAMPLE_DRAFT, dealer: true }).context.dealer).toBe(true);
  });

  it('shows the East seat as the dealer by default', () => {
    expect(isDealer(EXAMPLE_DRAFT)).toBe(false);
    expect(isDealer({ ...EXAMPLE_DRAFT, seatWind: '1z' })).toBe(true);
    expect(isDealer({ ...EXAMPLE_DRAFT, seatWind: '1z', dealer: false })).toBe(false);
  });

  it('carries melds, flags and counters', () => {
    const request = toScoreRequest({
      ...EXAMPLE_DRAFT,
      concealed: '123m456p789s22z',
      melds: [{ type: 'pon', tiles: ' 777z ' }],
      flags: { ...EXAMPLE_DRAFT.flags, houtei: true },
      honba: 2,
      riichiSticks: 1,
    });
    expect(request.hand.melds).toEqual([{ type: 'pon', tiles: '777z' }]);
    expect(request.context).toMatchObject({ win: 'ron', seat_wind: '2z', round_wind: '1z', houtei: true, riichi: false, honba: 2, riichi_sticks: 1 });
  });
});

describe('scoreDraft', () => {
  it('scores the example hand: South pung on a discard, 1 han 40 fu, 1,300', () => {
    const result = scoreDraft(EXAMPLE_DRAFT);
    expect(result).toMatchObject({ error: null, han: 1, fu: 40, payments: { discarder: 1300 }, total: 1300 });
  });
});

describe('the 13 tiles before the win', () => {
  it('are completed with the winning tile, as a person writes a hand', () => {
    const fourteen = scoreDraft({ ...EXAMPLE_DRAFT, concealed: '123m456p789s11222z', winTile: '2z' });
    const thirteen = scoreDraft({ ...EXAMPLE_DRAFT, concealed: '123m456p789s1122z', winTile: '2z' });
    expect(thirteen.error).toBeNull();
    expect(thirteen).toEqual(fourteen);
  });
});
