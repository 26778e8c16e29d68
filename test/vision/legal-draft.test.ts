/**
 * Never an impossible hand (issue 19): whatever recognition hands the editor has every meld legal
 * for its type and no more red fives than the preset's set; a draft that is still no legal hand
 * has its trouble doubted, so the editor's count of tiles to check is never 0 for it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { meldShapeProblem, parseTiles, PRESETS, type Ruleset } from '../../src/engine/index';
import { readingSummary, readingTrouble } from '../../src/ui/capture/overlay-boxes';
import { decideHand, readHand } from '../../src/vision/hand-decision';
import { guardDraft, unexplained } from '../../src/vision/legal-draft';
import { isLegalHand } from '../../src/vision/rules-decoding';
import { compactTiles, labelsOf, plainLabel, TILE_LABELS } from '../../src/vision/tile-labels';
import type { DetectionKind, RecognisedHand, RecognisedMeld, TileLabel, TileSource, VisionWarning } from '../../src/vision/types';
import { draft } from './drafts';
import { lay } from './scenes';

const RED = PRESETS['ema-2012'];
const NO_RED = PRESETS['ema-2016'];

const meldText = (m: RecognisedMeld): string => `${m.type}:${m.tiles}`;
/** Melds whose tiles are not their type, as the engine judges them. */
const illegalMelds = (d: RecognisedHand): string[] =>
  d.melds.flatMap((m) => {
    const tiles = parseTiles(m.tiles);
    return tiles.ok && meldShapeProblem(m.type, tiles.value) === null ? [] : [meldText(m)];
  });
const everyLabel = (d: RecognisedHand): TileLabel[] => [...labelsOf(d.concealed), ...d.melds.flatMap((m) => labelsOf(m.tiles)), ...d.dora_indicators, ...d.ura_indicators];
/** Red fives of the suit that holds the most. */
const mostReds = (d: RecognisedHand): number => Math.max(...['0m', '0p', '0s'].map((red) => everyLabel(d).filter((l) => l === red).length));
/** What the editor counts to check (src/ui: the line under the photo). */
const toCheck = (d: RecognisedHand): number => readingSummary(d).toCheck;
const codes = (warnings: readonly VisionWarning[]) => warnings.map((w) => w.code);

/** The contract, for any draft recognition gives. */
function expectNeverImpossible(d: RecognisedHand, rules: Ruleset): void {
  expect(illegalMelds(d)).toEqual([]);
  expect(mostReds(d)).toBeLessThanOrEqual(rules.redFives ? 1 : 0);
  if (!isLegalHand(d, rules)) expect(toCheck(d)).toBeGreaterThan(0);
}

describe('the impossible melds seen on unseen tile art, laid out from detections', () => {
  // Every tile read at 0.95 with no alternative: decoding has nothing to change, finds no legal
  // reading, and the draft as read (the layout's likeliest type for a group that fits none) was
  // what reached the editor, "0 to check".
  const CONCEALED = '1m 2m 3m 4p 5p 6p 7s 8s 9s 1z | 1z';
  it.each([
    ['ankan:7797m', '_ 7m 9m _'],
    ['chi:54s3z', '^5s 4s 3z'],
    ['kan:8s884p', '8s ^8p 8p 4p'],
    ['chi:7z86p', '^7z 8p 6p'],
  ])('%s: shown as a legal meld of its type, every tile of it doubted', (asRead, group) => {
    const dets = [...lay(`${CONCEALED} | ${group}`), ...lay('3z', { y: 20, firstId: 50 })];
    const r = readHand(dets);
    // The layout does read the impossible meld...
    expect(r.read.melds.map(meldText)).toEqual([asRead]);
    expect(toCheck(r.read)).toBe(0);
    // ...and the editor is given a meld of the same type that is legal, all of it to check.
    expectNeverImpossible(r.draft, RED);
    expect(r.draft.melds.map((m) => m.type)).toEqual([r.read.melds[0]!.type]);
    expect(r.draft.provenance.melds[0]!.every((s) => s.doubted)).toBe(true);
    expect(toCheck(r.draft)).toBeGreaterThanOrEqual(3);
    const why = r.warnings.find((w) => w.code === 'illegal_meld');
    expect(why).toMatchObject({ severity: 'error', data: { type: r.read.melds[0]!.type, read: r.read.melds[0]!.tiles } });
    expect(new Set(why!.ids)).toEqual(new Set(r.draft.provenance.melds[0]!.map((s) => s.id)));
  });

  it.each([
    ['ankan:7797m', '_ 7m 9m _'],
    ['chi:54s3z', '^5s 4s 3z'],
    ['kan:8s884p', '8s ^8p 8p 4p'],
    ['chi:7z86p', '^7z 8p 6p'],
  ])('%s in a hand short of a tile: the meld made legal, and what no shape explains doubted too', (asRead, group) => {
    // The concealed row has lost its 9s: no legal hand whatever the meld is.
    const r = readHand(lay(`1m 2m 3m 4p 5p 6p 7s 8s 1z | 1z | ${group}`));
    expect(r.read.melds.map(meldText)).toEqual([asRead]);
    expectNeverImpossible(r.draft, RED);
    expect(isLegalHand(r.draft, RED)).toBe(false);
    expect(codes(r.warnings)).toEqual(expect.arrayContaining(['illegal_meld', 'no_legal_reading']));
    // The line under the photo names the most specific trouble.
    expect(readingTrouble(r.warnings)).toBe('illegal_meld');
    const concealedDoubted = r.draft.provenance.concealed.filter((s) => s.doubted).map((s) => s.seen);
    expect(concealedDoubted.length).toBeGreaterThan(0);
  });

  it('repairs with what the classifier saw: a 3z whose second choice is 6s makes a chow of 456s', () => {
    const dets = lay(`${CONCEALED} | ^5s 4s 3z`).map((d) => (d.kind === '3z' ? { ...d, p: 0.8, topK: [{ kind: '6s' as DetectionKind, p: 0.001 }] } : d));
    // Decoding finds no legal hand within its bound (0.001 is 800 times less likely than 3z)...
    const r = readHand(dets, { decoding: { maxLogRatio: Math.log(100) } });
    expect(r.decoding!.readings).toEqual([]);
    // ...and the guard takes the kind the classifier named over one it never did (345s).
    expect(r.draft.melds).toEqual([{ type: 'chi', tiles: '546s', called_index: 0 }]);
  });
});

describe('guardDraft', () => {
  const CLOSED = '1m 2m 3m 4p 5p 6p 7s 8s 9s 1z 1z 2z 2z 2z';

  it('gives a legal draft back as it is, with no warning', () => {
    const d = draft({ concealed: CLOSED, dora: '0m' });
    expect(guardDraft(d, RED)).toEqual({ draft: d, warnings: [] });
  });

  it('keeps the surest red five of a suit when the set has one, and doubts them all', () => {
    const d = draft({ concealed: '0m@0.6>5m@0.3 0m@0.9 5m 2p 3p 4p 6s 7s 8s 1z 1z 2z 2z 2z' });
    const g = guardDraft(d, RED);
    expect(g.draft.concealed).toBe('505m234p678s11222z');
    expect(g.draft.provenance.concealed.slice(0, 2).map((s) => s.doubted)).toEqual([true, true]);
    expect(g.warnings).toEqual([{ code: 'too_many_red_fives', severity: 'error', ids: [1, 2], data: { suit: 'm', count: 2, allowed: 1 } }]);
    expect(readingTrouble(g.warnings)).toBe('too_many_red_fives');
    expect(isLegalHand(g.draft, RED)).toBe(true);
  });

  it('shows a red five as the five it is where the set has none, without doubting it', () => {
    const d = draft({ concealed: CLOSED.replace('5p', '0p') });
    const g = guardDraft(d, NO_RED);
    expect(g.draft.concealed).toBe('123m456p789s11222z');
    expect(g.warnings).toEqual([]);
    expect(toCheck(g.draft)).toBe(0);
  });

  it("keeps a kong's red five red when its tiles are repaired", () => {
    const d = draft({ concealed: '1m 2m 3m 6p 7p 8p 7s 8s 9s 1z 1z', melds: [{ type: 'kan', tiles: '0p 5p 5p 6p', called_index: 2 }] });
    const g = guardDraft(d, RED);
    expect(g.draft.melds).toEqual([{ type: 'kan', tiles: '0555p', called_index: 2 }]);
    expect(g.warnings).toMatchObject([{ code: 'illegal_meld', data: { type: 'kan', read: '0556p', shown: { type: 'kan', tiles: '0555p' } } }]);
    expect(isLegalHand(g.draft, RED)).toBe(true);
  });

  it('reads a kong of three alike as four (its back a misread face), and three of a run as a chow', () => {
    const kong = guardDraft(draft({ concealed: '1m 2m 3m 4p 5p 6p 7s 8s 9s 1z 1z', melds: [{ type: 'kan', tiles: '5z 5z 5z', called_index: 2 }] }), RED);
    expect(kong.draft.melds).toEqual([{ type: 'kan', tiles: '5555z', called_index: 2 }]);
    expect(kong.draft.provenance.melds[0]).toHaveLength(4);
    const chow = guardDraft(draft({ concealed: '1m 2m 3m 4p 5p 6p 7s 8s 9s 1z 1z', melds: [{ type: 'kan', tiles: '6m 7m 8m', called_index: 1 }] }), RED);
    expect(chow.draft.melds).toEqual([{ type: 'chi', tiles: '678m', called_index: 1 }]);
    expect(chow.draft.provenance.melds[0]!.every((s) => s.doubted)).toBe(true);
  });

  it('repairs with kinds the preset\'s set has: no 2m-8m in three-player', () => {
    const sanma = PRESETS['kansai-sanma'];
    const d = draft({ concealed: '1m 1m 1m 9m 9m 1p 2p 3p 7s 8s 9s', melds: [{ type: 'pon', tiles: '5m 5m 4p', called_index: 1 }] });
    expect(guardDraft(d, RED).draft.melds[0]!.tiles).toBe('555m');
    const g = guardDraft(d, sanma);
    expect(g.draft.melds).toEqual([{ type: 'pon', tiles: '444p', called_index: 1 }]);
    expect(isLegalHand(g.draft, sanma)).toBe(true);
  });

  it('gives a group that cannot be its type as concealed tiles before the winning tile, doubted', () => {
    const d = draft({ concealed: '1m 2m 3m 4p 5p 6p 7s 8s 9s 1z 1z', melds: [{ type: 'pon', tiles: '2z 2z', called_index: 1 }] });
    const g = guardDraft(d, RED);
    expect(g.draft.melds).toEqual([]);
    expect(g.draft.concealed).toBe('123m456p789s1221z');
    expect(g.draft.win_tile).toBe('1z');
    expect(g.draft.provenance.concealed.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 13, 11]);
    expect(g.warnings[0]).toEqual({ code: 'illegal_meld', severity: 'error', ids: [12, 13], data: { type: 'pon', read: '22z', shown: null } });
    expect(toCheck(g.draft)).toBeGreaterThanOrEqual(2);
  });

  it('doubts the tiles no winning shape explains, the least sure copy of a kind', () => {
    const d = draft({ concealed: '1m 2m 3m 4p 5p 6p 7s 8s 2p 1z 1z 2z 2z 2z' });
    const g = guardDraft(d, RED);
    expect(g.draft.concealed).toBe(d.concealed);
    expect(g.draft.provenance.concealed.filter((s) => s.doubted).map((s) => s.seen)).toEqual(['7s', '8s', '2p']);
    expect(g.warnings).toEqual([{ code: 'no_legal_reading', severity: 'error', ids: [7, 8, 9], data: { issues: ['incomplete'] } }]);
    expect(readingTrouble(g.warnings)).toBe('no_legal_reading');
  });

  it('doubts the whole concealed part when a tile is missing and every tile read fits a shape', () => {
    const d = draft({ concealed: '1m 2m 3m 4p 5p 6p 1z 1z 2z 2z 2z' });
    const g = guardDraft(d, RED);
    expect(g.draft.provenance.concealed.every((s) => s.doubted)).toBe(true);
    expect(g.warnings).toMatchObject([{ code: 'no_legal_reading', data: { issues: ['wrong_tile_count'] } }]);
  });

  it('doubts five of a kind, and an ura row an open hand cannot show', () => {
    const five = guardDraft(draft({ concealed: CLOSED, dora: '2z 2z' }), RED);
    expect(five.draft.provenance.concealed.filter((s) => s.doubted).map((s) => s.seen)).toEqual(['2z', '2z', '2z']);
    expect(five.draft.provenance.dora_indicators.every((s) => s.doubted)).toBe(true);
    const open = draft({ concealed: '1m 2m 3m 4p 5p 6p 7s 8s 9s 1z 1z', melds: [{ type: 'pon', tiles: '2z 2z 2z', called_index: 1 }], dora: '5m', ura: '7p' });
    const g = guardDraft(open, RED);
    expect(g.draft.provenance.ura_indicators.every((s) => s.doubted)).toBe(true);
    expect(g.warnings).toMatchObject([{ code: 'no_legal_reading', data: { issues: ['indicators'] } }]);
  });

  it('flags the winning tile that is not held, and its source with it', () => {
    const d = { ...draft({ concealed: CLOSED }), win_tile: '9p' as TileLabel };
    const g = guardDraft(d, RED);
    expect(g.draft.win_tile).toBe('9p');
    expect(g.warnings).toMatchObject([{ code: 'no_legal_reading', data: { issues: ['win_tile_not_held'] } }]);
    expect(toCheck(g.draft)).toBeGreaterThan(0);
  });

  it('gives an empty draft back as it is', () => {
    const empty = draft({ concealed: '' });
    expect(guardDraft(empty, RED)).toEqual({ draft: empty, warnings: [] });
  });
});

describe('unexplained', () => {
  const countsOf = (text: string): number[] => {
    const counts = new Array<number>(34).fill(0);
    for (const l of labelsOf(text)) counts[TILE_LABELS.indexOf(plainLabel(l))]!++;
    return counts;
  };
  const left = (text: string, sets: number): string => compactTiles(unexplained(countsOf(text), sets).flatMap((n, k) => Array.from({ length: n }, () => TILE_LABELS[k]!)));

  it('leaves nothing of a complete hand, seven pairs included', () => {
    expect(left('123m456p789s11222z', 4)).toBe('');
    expect(left('1133m5577p99s1122z', 4)).toBe('');
  });

  it('leaves the fewest tiles, within the sets the melds leave', () => {
    expect(left('123m2456p78s11222z', 4)).toBe('2p78s');
    expect(left('123m456p789s11222z', 3)).toBe('123m');
  });
});

// ---------------------------------------------------------------------------------------------
// Properties: any probability table, any meld the layout may declare, any preset.

const label = fc.constantFrom(...TILE_LABELS);
/** One tile as the classifier saw it: a first choice and up to three runners-up, probabilities falling. */
const source = fc
  .record({ seen: label, p: fc.double({ min: 0.05, max: 1, noNaN: true }), alternatives: fc.array(fc.record({ kind: label, share: fc.double({ min: 0, max: 1, noNaN: true }) }), { maxLength: 3 }) })
  .map(({ seen, p, alternatives }) => {
    let left = 1 - p;
    const alts = alternatives.flatMap((a) => {
      const q = Math.min(p, left * a.share);
      left -= q;
      return a.kind === seen || q <= 0 ? [] : [{ kind: a.kind as DetectionKind, p: q }];
    });
    return { seen: seen as DetectionKind, p, alternatives: alts };
  });
const meld = fc.record({ type: fc.constantFrom<RecognisedMeld['type']>('chi', 'pon', 'kan', 'ankan', 'shouminkan'), size: fc.constantFrom(3, 3, 4, 4, 2), backs: fc.boolean(), called: fc.integer({ min: 0, max: 3 }) });
const table = fc.record({
  melds: fc.array(meld, { maxLength: 4 }),
  tiles: fc.array(source, { minLength: 24, maxLength: 24 }),
  concealedShift: fc.integer({ min: -1, max: 1 }),
  doraCount: fc.integer({ min: 0, max: 2 }),
  uraCount: fc.integer({ min: 0, max: 2 }),
  preset: fc.constantFrom(RED, NO_RED, PRESETS['kansai-sanma']),
});

type Table = typeof table extends fc.Arbitrary<infer T> ? T : never;

/** A draft as the layout builds one: the tiles dealt out from the table; a concealed kong's outer tiles backs, their kind the first face's. */
function draftOf(t: Table): RecognisedHand {
  let next = 0;
  let id = 1;
  const take = (): TileSource => ({ id: id++, ...t.tiles[next++ % t.tiles.length]! });
  const melds: RecognisedMeld[] = [];
  const meldSources: TileSource[][] = [];
  for (const m of t.melds) {
    const sources = Array.from({ length: m.size }, take).map((s, i, all): TileSource => (m.type === 'ankan' && m.backs && all.length === 4 && (i === 0 || i === 3) ? { id: s.id, seen: 'back', p: s.p, alternatives: [] } : s));
    const face = sources.find((s) => s.seen !== 'back')?.seen as TileLabel | undefined;
    if (face === undefined) continue;
    melds.push({ type: m.type, tiles: compactTiles(sources.map((s) => (s.seen === 'back' ? plainLabel(face) : (s.seen as TileLabel)))), called_index: m.type === 'ankan' ? null : Math.min(m.called, m.size - 1) });
    meldSources.push(sources);
  }
  const concealed = Array.from({ length: Math.max(1, 14 - 3 * melds.length + t.concealedShift) }, take);
  const dora = Array.from({ length: t.doraCount }, take);
  const ura = Array.from({ length: t.uraCount }, take);
  const labels = (sources: readonly TileSource[]) => sources.map((s) => s.seen as TileLabel);
  return {
    concealed: compactTiles(labels(concealed)),
    win_tile: labels(concealed).at(-1)!,
    melds,
    dora_indicators: labels(dora),
    ura_indicators: labels(ura),
    provenance: { concealed, win_tile: concealed.at(-1)!, melds: meldSources, dora_indicators: dora, ura_indicators: ura },
  };
}

describe('every draft recognition gives (properties)', () => {
  it('over random probability tables and declared melds: melds legal for their types, red fives within the preset, or the trouble doubted', () => {
    fc.assert(
      fc.property(table, fc.constantFrom(60, 3000), (t, maxReadings) => {
        const read = draftOf(t);
        const decided = decideHand({ draft: read, warnings: [], alternatives: [] }, { rules: t.preset, decoding: { maxReadings } });
        expectNeverImpossible(decided.draft, t.preset);
        // The guard says why whenever it had to step in.
        if (!isLegalHand(decided.draft, t.preset)) {
          expect(codes(decided.warnings)).toContain('no_legal_reading');
          // ...and the line under the photo says it in words, beside a count that is not 0.
          expect(readingTrouble(decided.warnings)).not.toBeNull();
        }
      }),
      { numRuns: 300 },
    );
  });

  it('over random rows laid out from detections (backs, sideways tiles, any kinds): the same', () => {
    const token = fc.oneof({ weight: 8, arbitrary: label.map(String) }, { weight: 1, arbitrary: fc.constant('_') }, { weight: 2, arbitrary: label.map((l) => `^${l}`) });
    const row = fc.record({
      concealed: fc.array(label, { minLength: 8, maxLength: 14 }),
      win: label,
      groups: fc.array(fc.array(token, { minLength: 2, maxLength: 4 }), { maxLength: 3 }),
      p: fc.double({ min: 0.3, max: 1, noNaN: true }),
    });
    fc.assert(
      fc.property(row, ({ concealed, win, groups, p }) => {
        const text = [concealed.join(' '), win, ...groups.map((g) => g.join(' '))].join(' | ');
        const r = readHand(lay(text, { p }), { decoding: { maxReadings: 300 } });
        expectNeverImpossible(r.draft, RED);
      }),
      { numRuns: 200 },
    );
  });
});
