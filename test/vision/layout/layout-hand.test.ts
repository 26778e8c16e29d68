/**
 * layoutHand on synthetic scenes laid out by the photo conventions (DESIGN.md section 5): every
 * test reads a hand in tile notation back from boxes, and asserts the exact draft and the exact
 * warning codes. Legal scenes must also score with the engine (error null or no_yaku).
 */
import { describe, expect, it } from 'vitest';
import { PRESETS, scoreRequest } from '../../../src/engine/index';
import { LAYOUT_DEFAULTS, layoutHand } from '../../../src/vision/layout/index';
import { decodeCandidates, isLegalHand } from '../../../src/vision/rules-decoding';
import type { RecognisedHand } from '../../../src/vision/types';
import { buildScene, handOf, lay, type DraftWithoutProvenance, type SceneSpec } from '../scenes';

const read = (spec: SceneSpec) => {
  const scene = buildScene(spec);
  const result = layoutHand(scene.detections);
  return { scene, result, hand: handOf(result.draft), codes: result.warnings.map((w) => w.code) };
};

/** The engine's verdict on a draft: legal hands give null or no_yaku, never invalid_hand. */
function engineError(draft: RecognisedHand, win: 'ron' | 'tsumo' = 'ron'): string | null {
  const riichi = draft.ura_indicators.length > 0 && draft.melds.every((m) => m.type === 'ankan');
  return scoreRequest({ hand: draft, context: { win, seat_wind: '2z', round_wind: '1z', ...(riichi ? { riichi: true } : {}) } }, 'ema-2012').error;
}

const hand = (concealed: string, win_tile: string | null, more: Partial<DraftWithoutProvenance> = {}): DraftWithoutProvenance => ({
  concealed,
  win_tile: win_tile as DraftWithoutProvenance['win_tile'],
  melds: [],
  dora_indicators: [],
  ura_indicators: [],
  ...more,
});

describe('a closed hand', () => {
  it('won by ron: the winning tile set apart at the right end', () => {
    const r = read({ hand: '123m456p789s1122z', win: '2z' });
    expect(r.hand).toEqual(hand('123m456p789s11222z', '2z'));
    expect(r.codes).toEqual([]);
    expect(engineError(r.result.draft, 'ron')).toBeNull();
  });

  it('won by tsumo: the winning tile laid sideways at the right end, touching', () => {
    const r = read({ hand: '123m456p789s1122z', win: '2z', winShown: 'sideways', seed: 2 });
    expect(r.hand).toEqual(hand('123m456p789s11222z', '2z'));
    expect(r.codes).toEqual([]);
    expect(engineError(r.result.draft, 'tsumo')).toBeNull();
  });

  it('keeps red fives and the row order, the winning tile last', () => {
    const r = read({ hand: '406p123m789s1122z', win: '0s', seed: 3 });
    expect(r.hand).toEqual(hand('406p123m789s1122z0s', '0s'));
  });

  it('with no winning tile marked reads all 14 as concealed, win_tile null, and says so', () => {
    const r = read({ hand: '123m456p789s1122z', win: '2z', winShown: 'touching' });
    expect(r.hand).toEqual(hand('123m456p789s11222z', null));
    expect(r.codes).toEqual(['no_winning_tile']);
  });
});

// Ten concealed tiles and the winning tile, plus the meld under test: 14 with a kong counted as 3.
const MELD_HAND = { hand: '234p678s1133z', win: '3z' } as const;

describe('each meld type', () => {
  it.each([
    ['chow, called tile first', 'chi [3]45m', { type: 'chi', tiles: '345m', called_index: 0 }],
    ['chow, called tile in the middle', 'chi 3[4]5m', { type: 'chi', tiles: '345m', called_index: 1 }],
    ['chow, called tile last', 'chi 34[5]m', { type: 'chi', tiles: '345m', called_index: 2 }],
    ['chow with a red five', 'chi [0]67m', { type: 'chi', tiles: '067m', called_index: 0 }],
    ['pung', 'pon 7[7]7z', { type: 'pon', tiles: '777z', called_index: 1 }],
    ['open kong, called tile last', 'kan 555[5]p', { type: 'kan', tiles: '5555p', called_index: 3 }],
    ['open kong, called tile first', 'kan [9]999s', { type: 'kan', tiles: '9999s', called_index: 0 }],
    ['added kong: the added tile stacked on the sideways one', 'shouminkan 2[22]2s', { type: 'shouminkan', tiles: '2222s', called_index: 1 }],
    ['added kong on the left', 'shouminkan [88]88m', { type: 'shouminkan', tiles: '8888m', called_index: 0 }],
    ['concealed kong, the two outer tiles face down', 'ankan _11_m', { type: 'ankan', tiles: '1111m', called_index: null }],
    ['concealed kong, the two inner tiles face down', 'ankan 9__9p', { type: 'ankan', tiles: '9999p', called_index: null }],
    ['concealed kong with a red five showing', 'ankan _50_m', { type: 'ankan', tiles: '5505m', called_index: null }],
  ] as const)('%s: %s', (_title, melds, meld) => {
    const r = read({ ...MELD_HAND, melds, seed: 11 });
    expect(r.hand).toEqual(hand('234p678s11333z', '3z', { melds: [meld] }));
    expect(r.codes).toEqual([]);
    expect([null, 'no_yaku']).toContain(engineError(r.result.draft));
  });

  it('several melds after the winning tile, each its own group', () => {
    const r = read({ hand: '234p5s', win: '5s', melds: 'pon 7[7]7z, chi 6[7]8s, ankan _11_m', seed: 4 });
    expect(r.hand).toEqual(
      hand('234p55s', '5s', {
        melds: [
          { type: 'pon', tiles: '777z', called_index: 1 },
          { type: 'chi', tiles: '678s', called_index: 1 },
          { type: 'ankan', tiles: '1111m', called_index: null },
        ],
      }),
    );
    expect(r.codes).toEqual([]);
    expect(engineError(r.result.draft)).toBeNull();
  });

  it('four melds and a single wait, the winning tile sideways', () => {
    const r = read({ hand: '4z', win: '4z', winShown: 'sideways', melds: 'chi [1]23m, pon 5[5]5p, kan [9]999s, shouminkan 7[77]7z', seed: 5 });
    expect(r.hand).toEqual(
      hand('44z', '4z', {
        melds: [
          { type: 'chi', tiles: '123m', called_index: 0 },
          { type: 'pon', tiles: '555p', called_index: 1 },
          { type: 'kan', tiles: '9999s', called_index: 0 },
          { type: 'shouminkan', tiles: '7777z', called_index: 1 },
        ],
      }),
    );
    expect(r.codes).toEqual([]);
    expect(engineError(r.result.draft, 'tsumo')).toBeNull();
  });
});

describe('a concealed kong with one tile unseen', () => {
  it.each([
    ['the right back', '_ 2z 2z'],
    ['the left back', '2z 2z _'],
    ['an inner back', '2z _ 2z'],
    ['a face', '_ 2z _'],
  ])('missing %s: read as the kong, flagged', (_title, kong) => {
    const r = layoutHand(lay(`1m 2m 3m 4p 5p 6p 7s 8s 9s 1z | 1z | ${kong}`));
    expect(handOf(r.draft)).toEqual(hand('123m456p789s11z', '1z', { melds: [{ type: 'ankan', tiles: '2222z', called_index: null }] }));
    expect(r.warnings.map((w) => w.code)).toEqual(['unclear_meld']);
    expect(engineError(r.draft)).toBeNull();
    // The added tile stands on the source of a tile that was seen.
    const seen = new Set(lay(kong, { firstId: 12 }).map((d) => d.id));
    expect(r.draft.provenance.melds[0]!.every((s) => seen.has(s.id))).toBe(true);
  });

  it("keeps the kong's one red five red: the unseen tile added as a copy of it is a plain five", () => {
    // `0p _ _`: the fourth tile goes last (face, back, back, face), a copy of the red face.
    const r = layoutHand(lay('1m 2m 3m 6p 7p 8p 7s 8s 9s 1z | 1z | 0p _ _'));
    expect(r.draft.melds).toEqual([{ type: 'ankan', tiles: '0555p', called_index: null }]);
    expect(isLegalHand(r.draft, PRESETS['ema-2012'])).toBe(true);
  });
});

describe('alternatives for rules-aware decoding', () => {
  it('offers other groupings of the hand row, dearer than the draft, each a different hand', () => {
    // A gap among the concealed tiles and no winning tile set apart: several readings come close.
    const r = layoutHand(lay('1m 2m 3m | 4p 5p 6p 7s 8s 9s 1z 1z | 2z ^2z 2z'));
    expect(r.alternatives.length).toBeGreaterThan(0);
    const keys = [r.draft, ...r.alternatives.map((a) => a.draft)].map((d) => JSON.stringify(handOf(d)));
    expect(new Set(keys).size).toBe(keys.length);
    const costs = r.alternatives.map((a) => a.extraCost);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    expect(costs.every((c) => c >= 0 && c <= LAYOUT_DEFAULTS.alternativeMaxExtraCost)).toBe(true);
  });

  it('offers the rightmost tile as the winning tile when nothing sets one apart, and decoding takes it', () => {
    const r = layoutHand(lay('1m 2m 3m 4p 5p 6p 7s 8s 9s 1z 1z 2z 2z 2z'));
    expect(r.draft.win_tile).toBeNull();
    const touching = r.alternatives.find((a) => a.draft.win_tile === '2z' && a.draft.melds.length === 0);
    expect(touching?.extraCost).toBe(LAYOUT_DEFAULTS.touchingWinTileCost - LAYOUT_DEFAULTS.noWinningTileCost);
    const decoded = decodeCandidates({ draft: r.draft, warnings: r.warnings, extraCost: 0 }, r.alternatives, PRESETS['ema-2012']);
    expect(handOf(decoded.decoding.readings[0]!.draft)).toEqual(hand('123m456p789s11222z', '2z'));
  });

  it('offers none when asked for none', () => {
    expect(layoutHand(lay('1m 2m 3m | 4p 5p 6p 7s 8s 9s 1z 1z | 2z ^2z 2z'), { maxAlternatives: 0 }).alternatives).toEqual([]);
  });

  it('offers none for a clean row whose other readings all cost more than the slack', () => {
    expect(layoutHand(lay('1m 2m 3m 4p 5p 6p 7s 8s 9s 1z | 1z | 2z ^2z 2z')).alternatives).toEqual([]);
  });

  it('offers a lone box between the winning tile and a meld, touching both, as a tile of its own, and decoding leaves it out (orchid scene 14 of seed 63)', () => {
    const row = lay('1m 2m 3m 4p 5p 6p 7s 8s 9s 1z | 1z | _ 4z 4z _');
    const win = row[10]!;
    // A box on no tile filling the gap: it touches the winning tile and overlaps the kong's first back.
    const stray = { ...win, id: 77, kind: '5z' as const, p: 0.91, box: { ...win.box, x: win.box.x + win.box.w - 1 } };
    const r = layoutHand([...row, stray]);
    expect(r.draft.win_tile).toBeNull();
    const decoded = decodeCandidates({ draft: r.draft, warnings: r.warnings, extraCost: 0 }, r.alternatives, PRESETS['ema-2012']);
    expect(handOf(decoded.decoding.readings[0]!.draft)).toEqual(hand('123m456p789s11z', '1z', { melds: [{ type: 'ankan', tiles: '4444z', called_index: null }] }));
    expect(decoded.candidate.removed).toEqual([77]);
  });

  describe('a box lying mostly inside a tile\'s box (orchid selection scene 61: a box on part of a kong\'s called tile)', () => {
    const scene = () => {
      const row = lay('1m 2m 3m 4p 5p 6p 7s 8s 9s 1z | 1z | 5s 5s ^5s 5s');
      const called = row.find((d) => d.orientation === 'sideways')!;
      // 20x22, three quarters of it inside the called tile's 40x30 box (IoU 0.3: no duplicate).
      const onIt = { ...called, id: 77, kind: '2p' as const, p: 0.53, orientation: 'upright' as const, box: { x: called.box.x + 25, y: called.box.y + 4, w: 20, h: 22 } };
      return [...row, onIt];
    };

    it('offers the scene read without it, at one box left out, and decoding takes it', () => {
      const r = layoutHand(scene());
      // As read, the box is a tile of the hand: five tiles after the winning one, one a 2p.
      expect(handOf(r.draft).melds.map((m) => m.tiles)).toEqual(['55s2p5s']);
      const without = r.alternatives.find((a) => a.removed?.includes(77));
      expect(without).toBeDefined();
      expect(without!.extraCost).toBeGreaterThanOrEqual(LAYOUT_DEFAULTS.boxedTwiceCost);
      expect(handOf(without!.draft)).toEqual(hand('123m456p789s11z', '1z', { melds: [{ type: 'kan', tiles: '5555s', called_index: 2 }] }));
      const decoded = decodeCandidates({ draft: r.draft, warnings: r.warnings, extraCost: 0 }, r.alternatives, PRESETS['ema-2012']);
      expect(handOf(decoded.decoding.readings[0]!.draft)).toEqual(hand('123m456p789s11z', '1z', { melds: [{ type: 'kan', tiles: '5555s', called_index: 2 }] }));
      expect(decoded.candidate.removed).toEqual([77]);
    });

    it('offers nothing of the kind for backs, whose boxes in a wall overlap more', () => {
      const row = lay('1m 2m 3m 4p 5p 6p 7s 8s 9s 1z | 1z | 5s 5s ^5s 5s');
      const called = row.find((d) => d.orientation === 'sideways')!;
      const back = { ...called, id: 77, kind: 'back' as const, orientation: 'upright' as const, box: { x: called.box.x + 25, y: called.box.y + 4, w: 20, h: 22 } };
      expect(layoutHand([...row, back]).alternatives.some((a) => a.removed !== undefined)).toBe(false);
    });
  });
});

describe('indicator rows', () => {
  it('dora above the hand, ura above that', () => {
    const r = read({ hand: '123m456p789s1122z', win: '2z', dora: '3m7z', ura: '1p6s', seed: 6 });
    expect(r.hand).toEqual(hand('123m456p789s11222z', '2z', { dora_indicators: ['3m', '7z'], ura_indicators: ['1p', '6s'] }));
    expect(r.codes).toEqual([]);
    expect(engineError(r.result.draft)).toBeNull();
  });

  it('a single dora indicator above a hand with an added kong', () => {
    const r = read({ hand: '234p678s1133z', win: '3z', melds: 'shouminkan 2[22]2s', dora: '5z', seed: 7 });
    expect(r.hand.dora_indicators).toEqual(['5z']);
    expect(r.hand.ura_indicators).toEqual([]);
    expect(r.codes).toEqual([]);
  });
});

// One scene with a bit of everything, turned every way.
const RICH: SceneSpec = { hand: '234p5s', win: '5s', melds: 'chi 6[7]8s, shouminkan [77]77z, ankan 1__1m', dora: '9m', ura: '3p', discardRows: 2, strays: 2 };
const RICH_HAND = hand('234p55s', '5s', {
  melds: [
    { type: 'chi', tiles: '678s', called_index: 1 },
    { type: 'shouminkan', tiles: '7777z', called_index: 0 },
    { type: 'ankan', tiles: '1111m', called_index: null },
  ],
  dora_indicators: ['9m'],
  ura_indicators: ['3p'],
});

describe('scene rotation', () => {
  it.each([0, 90, 180, 270])('turned %i degrees, landscape and portrait', (rotationDeg) => {
    for (const portrait of [false, true]) {
      const r = read({ ...RICH, rotationDeg, portrait, seed: rotationDeg + 1 });
      expect(r.hand).toEqual(RICH_HAND);
      expect(r.codes).toEqual(['clutter_excluded']);
    }
  });

  it.each([-12, -5, 3, 8, 15, 94, 176, 187, 263, 281])('tilted to %i degrees', (rotationDeg) => {
    const r = read({ ...RICH, rotationDeg, seed: 100 + rotationDeg });
    expect(r.hand).toEqual(RICH_HAND);
    expect(r.codes).toEqual(['clutter_excluded']);
  });

  it.each([0, 90, 180, 270])('camera tilted 45 degrees toward the table (upright tiles look square), turned %i', (rotationDeg) => {
    const r = read({ ...RICH, rotationDeg, foreshorten: Math.SQRT1_2, seed: 200 + rotationDeg });
    expect(r.hand).toEqual(RICH_HAND);
    expect(r.codes).toEqual(['clutter_excluded']);
  });

  it('upside down without indicator rows: the concealed run and the win gap show the way', () => {
    const r = read({ hand: '123m456p789s1122z', win: '2z', rotationDeg: 180 });
    expect(r.hand).toEqual(hand('123m456p789s11222z', '2z'));
    expect(r.codes).toEqual([]);
  });
});

describe('clutter', () => {
  it('discard rows, a wall and stray tiles are excluded with one warning naming them', () => {
    const r = read({ hand: '123m456p789s1122z', win: '2z', dora: '4m', discardRows: 3, strays: 3, wall: true, seed: 8 });
    expect(r.hand).toEqual(hand('123m456p789s11222z', '2z', { dora_indicators: ['4m'] }));
    expect(r.codes).toEqual(['clutter_excluded']);
    const clutter = r.result.warnings[0]!;
    expect(clutter).toMatchObject({ code: 'clutter_excluded', severity: 'info', data: { count: r.scene.clutterIds.length } });
    expect([...clutter.ids].sort((a, b) => a - b)).toEqual([...r.scene.clutterIds].sort((a, b) => a - b));
  });

  it('a discard row too far above the hand is not read as dora', () => {
    const r = read({ hand: '123m456p789s1122z', win: '2z', discardRows: 1, seed: 9 });
    expect(r.hand.dora_indicators).toEqual([]);
    expect(r.codes).toEqual(['clutter_excluded']);
  });
});

describe('provenance', () => {
  it('names, for every tile of the draft, the detection it came from', () => {
    const r = read({ ...RICH, seed: 12 });
    const byId = new Map(r.scene.detections.map((d) => [d.id, d]));
    const p = r.result.draft.provenance;
    const sources = [...p.concealed, ...p.melds.flat(), ...p.dora_indicators, ...p.ura_indicators];
    expect(sources).toHaveLength(14 + 2 + 2); // two kongs add one tile each; one dora, one ura
    expect(new Set(sources.map((s) => s.id)).size).toBe(sources.length);
    for (const s of sources) expect(byId.get(s.id)).toMatchObject({ kind: s.seen, p: s.p, topK: s.alternatives });
    expect(p.win_tile).toEqual(p.concealed.at(-1));
    // The concealed kong's backs are read as the kind its faces show, and say they were backs.
    expect(p.melds[2]!.map((s) => s.seen)).toEqual(['1m', 'back', 'back', '1m']);
  });
});
