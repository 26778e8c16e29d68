import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITUATION, type Situation } from '../../src/ui/score/situation';
import { recallSituation, rememberSituation, SITUATION_KEY, situationOf, withSituation, type SituationStorage } from '../../src/store/situation-memory';

/** A storage as the page's, kept in a Map. */
function memoryStorage(): SituationStorage & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v) };
}

const tsumoDealer: Situation = {
  ...DEFAULT_SITUATION,
  preset: 'ema-2016',
  win: 'tsumo',
  seatWind: '1z',
  roundWind: '2z',
  dealer: true,
  flags: { ...DEFAULT_SITUATION.flags, riichi: true, ippatsu: true },
  honba: 3,
  riichiSticks: 2,
  paoSeat: '3z',
  discarderSeat: null,
};

describe('situation memory', () => {
  it('brings the situation back onto the next hand, and leaves its tiles alone', () => {
    const storage = memoryStorage();
    expect(rememberSituation(storage, tsumoDealer)).toBe(true);
    // Whatever else the object holds (here a hand's tiles) is left as it is.
    const nextHand = { ...DEFAULT_SITUATION, concealed: '11122233344455m', winTile: '5m' };
    const recalled = recallSituation(storage, nextHand);
    expect(situationOf(recalled)).toEqual(situationOf(tsumoDealer));
    expect(recalled.concealed).toBe('11122233344455m');
    expect(recalled.winTile).toBe('5m');
  });

  it('opens with the draft as it is when nothing is stored, the storage refuses, or there is none', () => {
    expect(recallSituation(memoryStorage(), DEFAULT_SITUATION)).toBe(DEFAULT_SITUATION);
    const refusing: SituationStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(recallSituation(refusing, DEFAULT_SITUATION)).toBe(DEFAULT_SITUATION);
    expect(rememberSituation(refusing, tsumoDealer)).toBe(false);
    expect(recallSituation(undefined, DEFAULT_SITUATION)).toBe(DEFAULT_SITUATION);
    expect(rememberSituation(undefined, tsumoDealer)).toBe(false);
  });

  it('ignores what is not JSON, and each field that is not valid, keeping the rest', () => {
    const storage = memoryStorage();
    storage.items.set(SITUATION_KEY, '{"win": "tsumo", truncated');
    expect(recallSituation(storage, DEFAULT_SITUATION)).toBe(DEFAULT_SITUATION);
    storage.items.set(
      SITUATION_KEY,
      JSON.stringify({ preset: 'no-such-rules', win: 'tsumo', seatWind: '5z', roundWind: '2z', dealer: 'yes', flags: { riichi: true, ippatsu: 'on', unknown: true }, honba: -1, riichiSticks: 2.5, paoSeat: 'east' }),
    );
    const r = recallSituation(storage, DEFAULT_SITUATION);
    expect(r.win).toBe('tsumo');
    expect(r.roundWind).toBe('2z');
    expect(r.flags.riichi).toBe(true);
    expect(r).toMatchObject({ preset: DEFAULT_SITUATION.preset, seatWind: DEFAULT_SITUATION.seatWind, dealer: DEFAULT_SITUATION.dealer, honba: 0, riichiSticks: 0, paoSeat: null });
    expect(r.flags.ippatsu).toBe(false);
    expect(Object.keys(r.flags).sort()).toEqual(Object.keys(DEFAULT_SITUATION.flags).sort());
  });

  it('never throws and always gives a draft of the same shape, whatever was stored', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (stored) => {
        const r = withSituation(DEFAULT_SITUATION, stored);
        expect(Object.keys(r).sort()).toEqual(Object.keys(DEFAULT_SITUATION).sort());
        expect(Object.keys(r.flags).sort()).toEqual(Object.keys(DEFAULT_SITUATION.flags).sort());
      }),
    );
  });
});
