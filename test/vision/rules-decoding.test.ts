// Rules-aware decoding on hand-built drafts: each tile with the classifier's alternatives, the
// decoder must find the most probable legal hand, say what it changed, and leave legal drafts alone.
import { describe, expect, it } from 'vitest';
import { PRESETS } from '../../src/engine/index';
import { layoutHand } from '../../src/vision/layout/index';
import { DECODING_DEFAULTS, decodeCandidates, decodeHand, isLegalHand, withBacksInKong, withIndicatorsMatched, withMeldTileLeftOut, withOneTileFewer, withStackedIndicators, withoutUraRow } from '../../src/vision/rules-decoding';
import type { RecognisedHand } from '../../src/vision/types';
import { draft } from './drafts';
import { handOf, lay } from './scenes';

// ema-2012 (the app's default) has red fives, one per suit.
const RULES = PRESETS['ema-2012'];

const CLOSED = '1m 2m 3m 4p 5p 6p 7s 8s 9s 1z 1z 2z 2z 2z';
/** A draft as one of the layout's readings, `extraCost` above its best. */
const of = (d: RecognisedHand, extraCost = 0) => ({ draft: d, warnings: [], extraCost });

describe('decodeHand', () => {
  it('leaves a legal draft as it is', () => {
    const d = draft({ concealed: CLOSED, dora: '5m' });
    expect(isLegalHand(d, RULES)).toBe(true);
    const r = decodeHand(d, RULES);
    expect(r.legalAsRead).toBe(true);
    expect(r.readings[0]).toMatchObject({ logRatio: 0, changes: [] });
    expect(r.readings[0]!.draft).toEqual(d);
  });

  it('reads a misread concealed tile as the alternative that completes the hand', () => {
    const d = draft({ concealed: '1m 2m 3m 4p 5p 6p 7s 8s 2p@0.55>9s@0.4 1z 1z 2z 2z 2z' });
    expect(isLegalHand(d, RULES)).toBe(false);
    const r = decodeHand(d, RULES);
    expect(r.legalAsRead).toBe(false);
    const best = r.readings[0]!;
    expect(best.draft.concealed).toBe('123m456p789s11222z');
    expect(best.changes).toEqual([{ id: 9, from: '2p', to: '9s', p: 0.4 }]);
    expect(best.logRatio).toBeCloseTo(Math.log(0.4 / 0.55), 9);
    expect(best.draft.provenance).toBe(d.provenance);
  });

  it('changes the winning tile with the concealed tile it is', () => {
    const d = draft({ concealed: '1m 2m 3m 4p 5p 6p 7s 8s 9s 1z 1z 2z 2z 3z@0.6>2z@0.3' });
    const best = decodeHand(d, RULES).readings[0]!;
    expect(best.draft.win_tile).toBe('2z');
    expect(best.draft.concealed).toBe('123m456p789s11222z');
  });

  it('makes a pung of three alike', () => {
    const d = draft({ concealed: '1m 2m 3m 4p 5p 6p 7s 8s 9s 1z 1z', melds: [{ type: 'pon', tiles: '5p 6p@0.5>5p@0.45 5p', called_index: 1 }] });
    const best = decodeHand(d, RULES).readings[0]!;
    expect(best.draft.melds).toEqual([{ type: 'pon', tiles: '555p', called_index: 1 }]);
  });

  it("gives a concealed kong's backs the kind its faces agree on", () => {
    const d = draft({ concealed: '1m 2m 3m 4p 5p 6p 7s 8s 9s 1z 1z', melds: [{ type: 'ankan', tiles: '_ 3z 4z@0.6>3z@0.35 _', called_index: null }] });
    expect(isLegalHand(d, RULES)).toBe(false);
    const best = decodeHand(d, RULES).readings[0]!;
    expect(best.draft.melds).toEqual([{ type: 'ankan', tiles: '3333z', called_index: null }]);
  });

  it("keeps a concealed kong's red five: its backs show no colour, so they are plain fives", () => {
    // Backs take the kind of the kong's first face, here a red five: as red fives the kong would
    // hold three, and the only legal reading would lose the red one.
    const d = draft({ concealed: '1m 2m 3m 6p 7p 8p 7s 8s 9s 1z 1z', melds: [{ type: 'ankan', tiles: '_ 0p 5p _', called_index: null }] });
    const best = decodeHand(d, RULES).readings[0]!;
    expect(best.draft.melds).toEqual([{ type: 'ankan', tiles: '5055p', called_index: null }]);
    expect(best.changes).toEqual([]);
  });

  it('counts indicators toward four of a kind', () => {
    const d = draft({ concealed: '1m 1m 1m 2m 3m 4p 5p 6p 7s 8s 9s 2z 2z 2z', dora: '1m@0.6>7m@0.35 1m@0.9' });
    expect(isLegalHand(d, RULES)).toBe(false);
    const best = decodeHand(d, RULES).readings[0]!;
    expect(best.draft.dora_indicators).toEqual(['7m', '1m']);
    expect(best.changes.map((c) => c.to)).toEqual(['7m']);
  });

  it('allows one red five per suit', () => {
    const d = draft({ concealed: '0m@0.6>5m@0.4 0m@0.9 5m 2p 3p 4p 6s 7s 8s 1z 1z 2z 2z 2z' });
    expect(isLegalHand(d, RULES)).toBe(false);
    const best = decodeHand(d, RULES).readings[0]!;
    expect(best.draft.concealed).toBe('505m234p678s11222z');
    expect(best.changes).toEqual([{ id: 1, from: '0m', to: '5m', p: 0.4 }]);
    expect(decodeHand(d, PRESETS['ema-2016']).legalAsRead).toBe(true);
  });

  it('ranks the legal readings by probability, shares summing to 1', () => {
    const d = draft({ concealed: '1m 2m 3m 4p 5p 6p 7s 8s 9s 1z 1z 2z 2z 5z@0.5>2z@0.3>1z@0.2' });
    const r = decodeHand(d, RULES);
    expect(r.readings.map((x) => x.draft.win_tile)).toEqual(['2z', '1z']);
    expect(r.readings[0]!.p + r.readings[1]!.p).toBeCloseTo(1, 9);
    expect(r.readings[0]!.p).toBeCloseTo(0.3 / 0.5, 9);
  });

  it('finds nothing when no alternative makes a legal hand within the bound', () => {
    const none = decodeHand(draft({ concealed: '1m 2m 3m 4p 5p 6p 7s 8s 2p 1z 1z 2z 2z 2z' }), RULES);
    expect(none).toMatchObject({ legalAsRead: false, readings: [] });
    const tooUnlikely = decodeHand(draft({ concealed: '1m 2m 3m 4p 5p 6p 7s 8s 2p@0.99>9s@0.001 1z 1z 2z 2z 2z' }), RULES);
    expect(tooUnlikely.readings).toEqual([]);
    expect(decodeHand(draft({ concealed: '1m 2m 3m 4p 5p 6p 7s 8s 2p@0.99>9s@0.001 1z 1z 2z 2z 2z' }), RULES, { maxLogRatio: 10 }).readings).toHaveLength(1);
  });

  it('stays within its budget of readings', () => {
    const doubtful = Array.from({ length: 14 }, () => '5z@0.4>6z@0.35>7z@0.25').join(' ');
    const r = decodeHand(draft({ concealed: doubtful }), RULES, { maxReadings: 50, maxLogRatio: 100 });
    expect(r.searched).toBe(50);
    // A legal draft is only searched a little further, for runners-up to show.
    const legalButDoubtful = CLOSED.split(' ').map((t) => `${t}@0.5>5z@0.45>6z@0.05`).join(' ');
    const legal = decodeHand(draft({ concealed: legalButDoubtful }), RULES, { maxLogRatio: 100 });
    expect(legal.legalAsRead).toBe(true);
    expect(legal.searched).toBe(DECODING_DEFAULTS.maxReadingsWhenLegal);
  });
});

describe('decodeCandidates', () => {
  const illegal = draft({ concealed: '1m 2m 3m 4p 5p 6p 7s 8s 2p 1z 1z 2z 2z 2z', dora: '5m' });
  const legal = draft({ concealed: CLOSED, dora: '5m' });
  const fixable = draft({ concealed: '1m 2m 3m 4p 5p 6p 7s 8s 2p@0.55>9s@0.4 1z 1z 2z 2z 2z', dora: '5m' });

  it("keeps the layout's best reading when it is legal as read", () => {
    expect(decodeCandidates(of(legal, 0), [of(legal, 1)], RULES).index).toBe(0);
  });

  it('takes another reading of the layout when only it makes a legal hand', () => {
    const r = decodeCandidates(of(illegal, 0), [of(legal, 1)], RULES);
    expect(r.index).toBe(1);
    expect(r.decoding.readings[0]!.draft).toEqual(legal);
  });

  it('weighs layout cost against the kinds: a likely alternative kind beats a much worse layout', () => {
    expect(decodeCandidates(of(fixable, 0), [of(legal, 1)], RULES).index).toBe(0);
    // 0.32 nats of kinds against 1 nat per layout unit: the cheaper fix of the kinds wins; at 0.1
    // nats per unit the other layout reading does...
    expect(decodeCandidates(of(fixable, 0), [of(legal, 1)], RULES, { natsPerLayoutCost: 0.1 }).index).toBe(1);
    // ...and a layout reading that costs more than the bound (ln 100 = 4.6 nats) is never taken.
    expect(decodeCandidates(of(illegal, 0), [of(legal, 4)], RULES).index).toBe(1);
    expect(decodeCandidates(of(illegal, 0), [of(legal, 5)], RULES).decoding.readings).toEqual([]);
  });

  it('prefers a reading that shows a dora indicator: a scene read upside down leaves it out', () => {
    const noDora = draft({ concealed: CLOSED });
    expect(decodeCandidates(of(noDora, 0), [of(legal, 0)], RULES).index).toBe(1);
    expect(decodeCandidates(of(noDora, 0), [of(legal, 1.5)], RULES).index).toBe(0);
    expect(decodeCandidates(of(legal, 0), [of(noDora, 0)], RULES).index).toBe(0);
  });

  it("on the layout's own readings: a row without a winning tile set apart decodes to a legal grouping", () => {
    const laid = layoutHand(lay('1m 2m 3m | 4p 5p 6p 7s 8s 9s 1z 1z | 2z ^2z 2z'));
    expect(isLegalHand(laid.draft, RULES)).toBe(false);
    const r = decodeCandidates({ draft: laid.draft, warnings: laid.warnings, extraCost: 0 }, laid.alternatives, RULES);
    expect(r.index).toBeGreaterThan(0);
    expect(isLegalHand(r.decoding.readings[0]!.draft, RULES)).toBe(true);
    expect(r.decoding.readings[0]!.draft).toEqual(laid.alternatives[r.index - 1]!.draft);
  });

  it('leaves out a box the hand cannot hold: one tile too many, the least sure one that makes it legal', () => {
    // 15 tiles: a stray 9p (id 4, p 0.3) among the concealed ones.
    const extra = draft({ concealed: '1m 2m 3m 9p@0.3 4p 5p 6p 7s 8s 9s 1z 1z 2z 2z 2z' });
    const r = decodeCandidates(of(extra, 0), [], RULES);
    expect(r.candidate.removed).toEqual([4]);
    expect(r.decoding.readings[0]!.draft.concealed).toBe('123m456p789s11222z');
    expect(r.decoding.readings[0]!.draft.provenance.concealed.map((s) => s.id)).not.toContain(4);
  });
});

describe('indicators a photo can show', () => {
  const open = { concealed: '1m 2m 3m 4p 5p 6p 7s 8s 9s 1z 1z', melds: [{ type: 'pon' as const, tiles: '2z 2z 2z', called_index: 1 }] };

  it('takes ura indicators only with a closed hand, one under each dora indicator', () => {
    expect(isLegalHand(draft({ concealed: CLOSED, dora: '5m', ura: '7p' }), RULES)).toBe(true);
    expect(isLegalHand(draft({ concealed: CLOSED, dora: '5m 6m', ura: '7p' }), RULES)).toBe(false);
    expect(isLegalHand(draft({ ...open, dora: '5m' }), RULES)).toBe(true);
    expect(isLegalHand(draft({ ...open, dora: '5m', ura: '7p' }), RULES)).toBe(false);
    const ankan = { concealed: '1m 2m 3m 4p 5p 6p 7s 8s 9s 1z 1z', melds: [{ type: 'ankan' as const, tiles: '_ 2z 2z _', called_index: null }] };
    expect(isLegalHand(draft({ ...ankan, dora: '5m 3p', ura: '7p 1s' }), RULES)).toBe(true);
  });

  it("reads a pung's stacked tile taken for the dora row as an added kong, the ura row as the dora row", () => {
    // The photo: an added kong of 2z whose added tile the layout took for a one-tile dora row.
    const misread = draft({ ...open, dora: '2z', ura: '5m 3p' });
    expect(isLegalHand(misread, RULES)).toBe(false);
    const [fixed] = withStackedIndicators(of(misread), 1);
    expect(fixed!.extraCost).toBe(1);
    expect(handOf(fixed!.draft)).toEqual({
      concealed: '123m456p789s11z',
      win_tile: '1z',
      melds: [{ type: 'shouminkan', tiles: '2222z', called_index: 1 }],
      dora_indicators: ['5m', '3p'],
      ura_indicators: [],
    });
    // The stacked tile's source follows it, right after the tile under it.
    expect(fixed!.draft.provenance.melds[0]!.map((s) => s.id)).toEqual([12, 13, 15, 14]);
    expect(isLegalHand(fixed!.draft, RULES)).toBe(true);
    const r = decodeCandidates(of(misread), [], RULES);
    expect(handOf(r.decoding.readings[0]!.draft)).toEqual(handOf(fixed!.draft));
  });

  it('also when a tile of the pung was misread: decoding then reads it as the kind', () => {
    const misread = draft({ concealed: open.concealed, melds: [{ type: 'pon', tiles: '2z 3z@0.5>2z@0.4 2z', called_index: 1 }], dora: '2z', ura: '5m' });
    const r = decodeCandidates(of(misread), [], RULES);
    expect(r.decoding.readings[0]!.draft.melds).toEqual([{ type: 'shouminkan', tiles: '2222z', called_index: 1 }]);
    expect(r.decoding.readings[0]!.draft.dora_indicators).toEqual(['5m']);
    expect(r.decoding.readings[0]!.changes).toEqual([{ id: 13, from: '3z', to: '2z', p: 0.4 }]);
  });

  it('offers nothing when a dora indicator matches no pung, or nothing is wrong', () => {
    expect(withStackedIndicators(of(draft({ ...open, dora: '3z', ura: '5m' })), 1)).toEqual([]);
    expect(withStackedIndicators(of(draft({ ...open, dora: '2z' })), 1)).toEqual([]);
  });
});

describe('withIndicatorsMatched', () => {

  it('reads an ura row with no dora row above it as the dora row', () => {
    const [fixed, ...more] = withIndicatorsMatched(of(draft({ concealed: CLOSED, ura: '0p' })), 1);
    expect(more).toEqual([]);
    expect(fixed!.draft.dora_indicators).toEqual(['0p']);
    expect(fixed!.draft.ura_indicators).toEqual([]);
    expect(fixed!.draft.provenance.dora_indicators.map((x) => x.id)).toEqual([15]);
    expect(fixed!.extraCost).toBe(1);
  });

  it('leaves out each tile of a row one longer than the other, and decoding takes a legal one', () => {
    const stray = draft({ concealed: CLOSED, dora: '2z', ura: '9p 6p' });
    expect(isLegalHand(stray, RULES)).toBe(false);
    const variants = withIndicatorsMatched(of(stray), 1);
    expect(variants.map((v) => [v.draft.ura_indicators, v.removed])).toEqual([
      [['6p'], [16]],
      [['9p'], [17]],
    ]);
    const r = decodeCandidates(of(stray), [], RULES);
    expect(r.candidate.removed).toEqual([16]);
    expect(r.decoding.readings[0]!.draft.ura_indicators).toEqual(['6p']);
  });

  it('offers nothing when the rows fit, or differ by more than one tile', () => {
    expect(withIndicatorsMatched(of(draft({ concealed: CLOSED, dora: '2z', ura: '9p' })), 1)).toEqual([]);
    expect(withIndicatorsMatched(of(draft({ concealed: CLOSED, dora: '2z' })), 1)).toEqual([]);
    expect(withIndicatorsMatched(of(draft({ concealed: CLOSED, dora: '2z', ura: '9p 6p 5p' })), 1)).toEqual([]);
  });
});

describe('withoutUraRow', () => {
  it('leaves out a one-tile "ura row" above a dora row of three: a stray read as a row (orchid selection scene 23)', () => {
    // A closed hand, three dora indicators, and a false detection above them read as an ura row
    // of one tile: an ura row lies under the dora row tile for tile, so the photo cannot show it.
    const stray = draft({ concealed: CLOSED, dora: '2p 8s 3z', ura: '5z@0.5>back@0.28' });
    expect(isLegalHand(stray, RULES)).toBe(false);
    expect(withIndicatorsMatched(of(stray), 1)).toEqual([]);
    const [fixed, ...more] = withoutUraRow(of(stray), 1);
    expect(more).toEqual([]);
    expect(fixed!.draft.ura_indicators).toEqual([]);
    expect(fixed!.draft.dora_indicators).toEqual(['2p', '8s', '3z']);
    expect(fixed!.removed).toEqual([18]);
    expect(fixed!.extraCost).toBe(1);
    const r = decodeCandidates(of(stray), [], RULES);
    expect(r.decoding.readings[0]!.draft.ura_indicators).toEqual([]);
    expect(r.decoding.readings[0]!.draft.dora_indicators).toEqual(['2p', '8s', '3z']);
    expect(r.candidate.removed).toEqual([18]);
  });

  it('costs one fix per tile left out, after the one-tile fixes, which win a tie', () => {
    const v = withoutUraRow(of(draft({ concealed: CLOSED, dora: '2z', ura: '9p 6p 5p' })), 1);
    expect(v.map((x) => [x.extraCost, x.removed])).toEqual([[3, [16, 17, 18]]]);
    const stray = draft({ concealed: CLOSED, dora: '2z', ura: '9p 6p' });
    expect(decodeCandidates(of(stray), [], RULES).candidate.removed).toEqual([16]);
  });

  it('offers nothing when the rows fit in number, or there is no dora row', () => {
    expect(withoutUraRow(of(draft({ concealed: CLOSED, dora: '2z', ura: '9p' })), 1)).toEqual([]);
    expect(withoutUraRow(of(draft({ concealed: CLOSED, dora: '2z' })), 1)).toEqual([]);
    expect(withoutUraRow(of(draft({ concealed: CLOSED, ura: '9p' })), 1)).toEqual([]);
  });
});

describe('withMeldTileLeftOut', () => {
  const CONCEALED = '2m 2m 1p 1p 1p 2p 3p 4p 4z 4z 2m';

  it('leaves a stray box out of an open kong that is not four of a kind, keeping the called tile', () => {
    // A chow 678m (6m called) with a stray 5z boxed into its group: read as a kong of 5z678m.
    const glued = draft({ concealed: CONCEALED, melds: [{ type: 'kan', tiles: '5z 6m 7m 8m', called_index: 1 }] });
    expect(isLegalHand(glued, RULES)).toBe(false);
    const [fixed, ...more] = withMeldTileLeftOut(of(glued), 1);
    expect(more).toEqual([]);
    expect(fixed!.draft.melds).toEqual([{ type: 'chi', tiles: '678m', called_index: 0 }]);
    expect(fixed!.removed).toEqual([12]);
    expect(fixed!.draft.provenance.melds[0]!.map((x) => x.id)).toEqual([13, 14, 15]);
    expect(handOf(decodeCandidates(of(glued), [], RULES).decoding.readings[0]!.draft).melds).toEqual([{ type: 'chi', tiles: '678m', called_index: 0 }]);
  });

  it('reads three alike as a pung, and forgets a called tile that was left out', () => {
    const [fixed] = withMeldTileLeftOut(of(draft({ concealed: CONCEALED, melds: [{ type: 'kan', tiles: '9s 9s 9s 5z', called_index: 3 }] })), 1);
    expect(fixed!.draft.melds).toEqual([{ type: 'pon', tiles: '999s', called_index: null }]);
  });

  it('reads an open kong of three faces, its fourth box a back the draft left out, as the chow they make (orchid scene 211 of seed 63)', () => {
    // A chow 678m (7m called) with a stray back touching its end: grouped as four, read as an
    // open kong, and the back (no kind) left out of the draft: "kan 678m".
    const glued = draft({ concealed: '6s 6s', melds: [{ type: 'ankan', tiles: '_ 1z 1z _', called_index: null }, { type: 'pon', tiles: '6m 6m 6m', called_index: 2 }, { type: 'pon', tiles: '9p 9p 9p', called_index: 2 }, { type: 'kan', tiles: '6m 7m 8m', called_index: 1 }] });
    expect(isLegalHand(glued, RULES)).toBe(false);
    const [fixed, ...more] = withMeldTileLeftOut(of(glued), 1);
    expect(more).toEqual([]);
    expect(fixed!.draft.melds[3]).toEqual({ type: 'chi', tiles: '678m', called_index: 1 });
    expect(fixed!.extraCost).toBe(1);
    const best = decodeCandidates(of(glued), [], RULES).decoding.readings[0]!.draft;
    expect(handOf(best).melds[3]).toEqual({ type: 'chi', tiles: '678m', called_index: 1 });
    expect(withMeldTileLeftOut(of(draft({ concealed: CONCEALED, melds: [{ type: 'kan', tiles: '1m 5p 9s', called_index: 0 }] })), 1)).toEqual([]);
  });

  it('leaves out two boxes too many, one in a meld and one among the concealed tiles (a tile boxed twice in each)', () => {
    // The chow 678m with its 7m boxed twice, and a 4p of the hand boxed twice, the second box less sure.
    const twice = draft({ concealed: '2m 2m 1p 1p 1p 2p 3p 4p 4p@0.5 4z 4z 2m', melds: [{ type: 'kan', tiles: '6m 7m 7m 8m', called_index: null }] });
    expect(isLegalHand(twice, RULES)).toBe(false);
    const { candidate, decoding } = decodeCandidates(of(twice), [], RULES);
    expect(candidate.removed).toHaveLength(2);
    expect(handOf(decoding.readings[0]!.draft)).toMatchObject({ concealed: '22m111234p44z2m', melds: [{ type: 'chi', tiles: '678m', called_index: null }] });
  });

  it('offers nothing for a true kong or four tiles that no three of make a meld', () => {
    expect(withMeldTileLeftOut(of(draft({ concealed: CONCEALED, melds: [{ type: 'kan', tiles: '9s 9s 9s 9s', called_index: 0 }] })), 1)).toEqual([]);
    expect(withMeldTileLeftOut(of(draft({ concealed: CONCEALED, melds: [{ type: 'kan', tiles: '1m 5p 9s 5z', called_index: 0 }] })), 1)).toEqual([]);
  });
});

describe('withBacksInKong', () => {
  const CONCEALED = '1m 2m 3m 4p 5p 6p 7s 8s 9s 1z 1z';

  it('reads an open kong whose outer tiles may be backs as a concealed kong, at the backs\' improbability', () => {
    // Backs of an unseen colour read as 7p and 6p, with `back` their second choice.
    const misread = draft({ concealed: CONCEALED, melds: [{ type: 'kan', tiles: '7p@0.5>back@0.4 3p 3p 6p@0.6>back@0.3', called_index: 0 }] });
    expect(isLegalHand(misread, RULES)).toBe(false);
    const [fixed, ...more] = withBacksInKong(of(misread), 1);
    expect(more).toEqual([]);
    expect(fixed!.draft.melds).toEqual([{ type: 'ankan', tiles: '3333p', called_index: null }]);
    expect(fixed!.extraCost).toBeCloseTo(Math.log(0.5 / 0.4) + Math.log(0.6 / 0.3), 9);
    expect(fixed!.draft.provenance.melds[0]!.map((x) => x.seen)).toEqual(['back', '3p', '3p', 'back']);
    expect(decodeCandidates(of(misread), [], RULES).decoding.readings[0]!.draft.melds).toEqual([{ type: 'ankan', tiles: '3333p', called_index: null }]);
  });

  it('keeps a red five among the two faces red', () => {
    const misread = draft({ concealed: '1m 2m 3m 6p 7p 8p 7s 8s 9s 1z 1z', melds: [{ type: 'kan', tiles: '7p@0.5>back@0.4 0p 5p 6p@0.6>back@0.3', called_index: 0 }] });
    const [fixed] = withBacksInKong(of(misread), 1);
    expect(fixed!.draft.melds).toEqual([{ type: 'ankan', tiles: '5055p', called_index: null }]);
    expect(decodeCandidates(of(misread), [], RULES).decoding.readings[0]!.draft.melds).toEqual([{ type: 'ankan', tiles: '5055p', called_index: null }]);
  });

  it('offers nothing when the pair cannot be backs or the other two differ', () => {
    expect(withBacksInKong(of(draft({ concealed: CONCEALED, melds: [{ type: 'kan', tiles: '7p 3p 3p 6p@0.6>back@0.3', called_index: 0 }] })), 1)).toEqual([]);
    expect(withBacksInKong(of(draft({ concealed: CONCEALED, melds: [{ type: 'kan', tiles: '7p@0.5>back@0.4 3p 4p 6p@0.6>back@0.3', called_index: 0 }] })), 1)).toEqual([]);
  });
});

describe('withOneTileFewer', () => {

  it('offers each concealed tile but the winning one left out, least sure first, one unit dearer', () => {
    const extra = draft({ concealed: '1m@0.5 2m 3m 9p@0.3 4p 5p 6p 7s 8s 9s 1z 1z 2z 2z 2z@0.1' });
    const fewer = withOneTileFewer(of(extra, 0.5), 1);
    expect(fewer).toHaveLength(14);
    expect(fewer.map((c) => c.removed![0])).toEqual([4, 1, ...[2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]]);
    expect(fewer.every((c) => c.extraCost === 1.5 && c.draft.win_tile === '2z')).toBe(true);
    expect(fewer[0]!.draft.concealed).toBe('123m456p789s11222z');
  });

  it('offers nothing for a hand of the right size', () => {
    expect(withOneTileFewer(of(draft({ concealed: CLOSED }), 0.5), 1)).toEqual([]);
  });
});
