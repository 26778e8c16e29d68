import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_DRAFT, type HandDraft } from '../../src/ui/score/draft';
import { recallSituation, rememberSituation, SITUATION_KEY, situationOf, withSituation, type SituationStorage } from '../../src/store/situation-memory';

/** A storage as the page's, kept in a Map. */
function memoryStorage(): SituationStorage & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v) };
}

const tsumoDealer: HandDraft = {
  ...EXAMPLE_DRAFT,
  preset: 'ema-2016',
  win: 'tsumo',
  seatWind: '1z',
  roundWind: '2z',
  dealer: true,
  flags: { ...EXAMPLE_DRAFT.flags, riichi: true, ippatsu: true },
  honba: 3,
  riichiSticks: 2,
  paoSeat: '3z',
  discarderSeat: null,
};

describe('situation memory', () => {
  it('brings the situation back onto the next hand, and leaves its tiles alone', () => {
    const storage = memoryStorage();
    expect(rememberSituation(storage, tsumoDealer)).toBe(true);
    const nextHand: HandDraft = { ...EXAMPLE_DRAFT, concealed: '11122233344455m', winTile: '5m' };
    const recalled = recallSituation(storage, nextHand);
    expect(situationOf(recalled)).toEqual(situationOf(tsumoDealer));
    expect(recalled.concealed).toBe('11122233344455m');
    expect(recalled.winTile).toBe('5m');
  });

  it('opens with the draft as it is when nothing is stored, the storage refuses, or there is none', () => {
    expect(recallSituation(memoryStorage(), EXAMPLE_DRAFT)).toBe(EXAMPLE_DRAFT);
    const refusing: SituationStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(recallSituation(refusing, EXAMPLE_DRAFT)).toBe(EXAMPLE_DRAFT);
    expect(rememberSituation(refusing, tsumoDealer)).toBe(false);
    expect(recallSituation(undefined, EXAMPLE_DRAFT)).toBe(EXAMPLE_DRAFT);
    expect(rememberSituation(undefined, tsumoDealer)).toBe(false);
  });

  it('ignores what is not JSON, and each field that is not valid, keeping the rest', () => {
    const storage = memoryStorage();
    storage.items.set(SITUATION_KEY, '{"win": "tsumo", truncated');
    expect(recallSituation(storage, EXAMPLE_DRAFT)).toBe(EXAMPLE_DRAFT);
    storage.items.set(
      SITUATION_KEY,
      JSON.stringify({ preset: 'no-such-rules', win: 'tsumo', seatWind: '5z', roundWind: '2z', dealer: 'yes', flags: { riichi: true, ippatsu: 'on', unknown: true }, honba: -1, riichiSticks: 2.5, paoSeat: 'east' }),
    );
    const r = recallSituation(storage, EXAMPLE_DRAFT);
    expect(r.win).toBe('tsumo');
    expect(r.roundWind).toBe('2z');
    expect(r.flags.riichi).toBe(true);
    expect(r).toMatchObject({ preset: EXAMPLE_DRAFT.preset, seatWind: EXAMPLE_DRAFT.seatWind, dealer: EXAMPLE_DRAFT.dealer, honba: 0, riichiSticks: 0, paoSeat: null });
    expect(r.flags.ippatsu).toBe(false);
    expect(Object.keys(r.flags).sort()).toEqual(Object.keys(EXAMPLE_DRAFT.flags).sort());
  });

  it('never throws and always gives a draft of the same shape, whatever was stored', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (stored) => {
        const r = withSituation(EXAMPLE_DRAFT, stored);
        expect(Object.keys(r).sort()).toEqual(Object.keys(EXAMPLE_DRAFT).sort());
        expect(Object.keys(r.flags).sort()).toEqual(Object.keys(EXAMPLE_DRAFT.flags).sort());
      }),
    );
  });
});
