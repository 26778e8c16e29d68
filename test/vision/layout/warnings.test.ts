/**
 * What the layout says instead of throwing: bad input gives an empty or partial draft and coded
 * warnings; doubtful readings are flagged with the detections involved. Rows are hand-made with
 * `lay` (30 x 40 px tiles; `|` a clear gap, `~` a borderline one, `^` sideways, `_` a back).
 */
import { describe, expect, it } from 'vitest';
import { layoutHand } from '../../../src/vision/layout/index';
import type { Detection } from '../../../src/vision/types';
import { buildScene, handOf, lay } from '../scenes';

const codes = (dets: readonly Detection[] | unknown) => layoutHand(dets as Detection[]).warnings.map((w) => w.code);
const EMPTY = { concealed: '', win_tile: null, melds: [], dora_indicators: [], ura_indicators: [] };

describe('bad input: a clear empty or partial result, never a throw', () => {
  it('an empty list', () => {
    const r = layoutHand([]);
    expect(handOf(r.draft)).toEqual(EMPTY);
    expect(r.warnings).toEqual([{ code: 'no_tiles', severity: 'error', ids: [], data: { detections: 0 } }]);
  });

  it.each([null, undefined, 42, 'tiles', { length: 3 }])('not a list at all: %j', (input) => {
    expect(codes(input)).toEqual(['no_tiles']);
  });

  it('one tile: read, but not a hand', () => {
    const r = layoutHand(lay('5m'));
    expect(handOf(r.draft)).toEqual({ ...EMPTY, concealed: '5m' });
    expect(r.warnings.map((w) => w.code)).toEqual(['no_winning_tile', 'tile_count']);
    expect(r.warnings[1]).toMatchObject({ severity: 'error', data: { expected: 14, actual: 1 } });
  });

  it('NaN, infinite, empty and absurd boxes are dropped', () => {
    const box = (x: number, y: number, w: number, h: number) => ({ id: 1, box: { x, y, w, h }, kind: '5m', orientation: 'upright', p: 0.9, topK: [] });
    const bad = [box(NaN, 0, 30, 40), box(0, Infinity, 30, 40), box(0, 0, 0, 40), box(0, 0, -30, 40), box(0, 0, 300, 20), box(1e308, 0, 1e308, 40)].map((d, i) => ({ ...d, id: i + 1 }));
    const r = layoutHand(bad as Detection[]);
    expect(r.warnings).toEqual([
      { code: 'dropped_detection', severity: 'warning', ids: [1, 2, 3, 4, 5, 6], data: { reason: 'bad_box', count: 6 } },
      { code: 'no_tiles', severity: 'error', ids: [], data: { detections: 6 } },
    ]);
  });

  it('junk mixed into a good scene is dropped, one warning per reason, and the hand still read', () => {
    const scene = buildScene({ hand: '123m456p789s1122z', win: '2z' });
    const good = scene.detections[0]!;
    const junk = [
      null,
      { id: 'x', box: good.box, kind: '1m', p: 0.9 },
      { id: 901, box: { x: NaN, y: 0, w: 1, h: 1 }, kind: '1m', orientation: 'upright', p: 0.9, topK: [] },
      { id: 902, box: { x: 5, y: 5, w: 30, h: 40 }, kind: '9z', orientation: 'upright', p: 0.9, topK: [] },
      { ...good, box: { x: 5, y: 5, w: 30, h: 40 } },
      { id: 903, box: { x: 5, y: 5, w: 30, h: 40 }, kind: '1m', orientation: 'upright', p: 0.05, topK: [] },
    ];
    const r = layoutHand([...scene.detections, ...junk] as Detection[]);
    expect(handOf(r.draft)).toEqual(scene.expected);
    expect(r.warnings.map((w) => [w.code, w.code === 'dropped_detection' ? w.data.reason : null, w.ids])).toEqual([
      ['dropped_detection', 'malformed', []],
      ['dropped_detection', 'bad_box', [901]],
      ['dropped_detection', 'unknown_kind', [902]],
      ['dropped_detection', 'duplicate_id', [good.id]],
      ['dropped_detection', 'below_confidence_floor', [903]],
    ]);
  });

  it('boxes all on top of each other are one tile seen many times: the most confident is kept', () => {
    const pile = Array.from({ length: 12 }, (_, i): Detection => ({ id: i + 1, box: { x: 100 + (i % 3), y: 50, w: 30, h: 40 }, kind: i === 7 ? '7p' : '1s', orientation: 'upright', p: i === 7 ? 0.99 : 0.8, topK: [] }));
    const r = layoutHand(pile);
    expect(handOf(r.draft)).toEqual({ ...EMPTY, concealed: '7p' });
    expect(r.warnings.map((w) => w.code)).toEqual(['dropped_detection', 'no_winning_tile', 'tile_count']);
    expect(r.warnings[0]).toMatchObject({ severity: 'info', data: { reason: 'duplicate_box', count: 11 } });
  });

  it('more detections than a frame can hold: the least confident are dropped', () => {
    const scene = buildScene({ hand: '123m456p789s1122z', win: '2z', discardRows: 3 });
    const r = layoutHand(scene.detections, { maxDetections: 20 });
    expect(r.warnings[0]).toMatchObject({ code: 'dropped_detection', data: { reason: 'over_limit', count: scene.detections.length - 20 } });
  });
});

describe('doubtful readings are flagged, not hidden', () => {
  it('a tile under the confidence bar, with its alternatives', () => {
    const row = lay('1m 2m 3m 4m 5m 6m 7m 8m 9m 1p 2p 3p 4p | 4p');
    const shaky = { ...row[4]!, p: 0.45, topK: [{ kind: '6m' as const, p: 0.4 }] };
    const r = layoutHand(row.map((d) => (d.id === shaky.id ? shaky : d)));
    expect(r.warnings).toEqual([{ code: 'low_confidence', severity: 'warning', ids: [5], data: { kind: '5m', p: 0.45, alternatives: [{ kind: '6m', p: 0.4 }] } }]);
    expect(r.draft.provenance.concealed[4]).toEqual({ id: 5, seen: '5m', p: 0.45, alternatives: [{ kind: '6m', p: 0.4 }] });
  });

  it('five of a kind', () => {
    const r = layoutHand(lay('1m 1m 1m 1m 2m 3m 4p 5p 6p 7s 8s 9s 2z | 1m'));
    expect(r.warnings).toEqual([{ code: 'too_many_copies', severity: 'error', ids: [1, 2, 3, 4, 14], data: { kind: '1m', count: 5 } }]);
  });

  it('a face-down tile among the concealed ones cannot be read: dropped, and the count is short', () => {
    const r = layoutHand(lay('1m 2m 3m _ 5m 6m 7m 8m 9m 1p 2p 3p 4p | 4p'));
    expect(r.draft.concealed).toBe('12356789m12344p');
    expect(r.warnings.map((w) => w.code)).toEqual(['dropped_detection', 'tile_count']);
    expect(r.warnings[0]).toMatchObject({ ids: [4], data: { reason: 'face_down' } });
  });

  it('a gap close to the threshold', () => {
    const r = layoutHand(lay('1m 2m 3m 4m 5m 6m 7m 8m 9m 1p 2p 3p 4p ~ 4p'));
    expect(r.draft.win_tile).toBe('4p');
    // Touching tiles are 1 px apart here: the threshold sits 0.25 widths above that (gapThreshold).
    expect(r.warnings).toEqual([{ code: 'borderline_gap', severity: 'warning', ids: [13, 14], data: { gapTileWidths: 10 / 30, thresholdTileWidths: 0.25 + 1 / 30 } }]);
  });

  it('touching tiles boxed a little narrow (every gap 0.29 widths) still read as one run, without doubt', () => {
    const narrow = lay('1m 2m 3m 4m 5m 6m 7m 8m 9m 1p 2p 3p 4p | 4p').map((d) => ({ ...d, box: { ...d.box, x: d.box.x + 3, w: d.box.w - 6 } }));
    const borderline = (r: ReturnType<typeof layoutHand>) => r.warnings.filter((w) => w.code === 'borderline_gap');
    const r = layoutHand(narrow);
    expect(handOf(r.draft)).toEqual({ ...EMPTY, concealed: '123456789m12344p', win_tile: '4p' });
    expect(borderline(r)).toEqual([]);
    // With a fixed threshold every touching pair is a borderline gap.
    const fixed = borderline(layoutHand(narrow, { gapShiftMaxTileWidths: 0 }));
    expect(fixed).toHaveLength(12);
  });

  it('a group after the winning tile with no sideways tile: read as the likeliest meld, flagged', () => {
    const r = layoutHand(lay('1m 2m 3m 4m 5m 6m 7m 8m 9m 1p | 2p | 7z 7z 7z'));
    expect(r.draft.melds).toEqual([{ type: 'pon', tiles: '777z', called_index: null }]);
    expect(r.warnings).toEqual([{ code: 'unclear_meld', severity: 'warning', ids: [12, 13, 14], data: { readAs: 'pon' } }]);
  });

  it('tiles after the winning tile that make no meld are kept with the concealed tiles', () => {
    const r = layoutHand(lay('1m 2m 3m 4m 5m 6m 7m 8m 9m 1p 2p | 3p | 6s 7s'));
    expect(handOf(r.draft)).toEqual({ ...EMPTY, concealed: '123456789m12p67s3p', win_tile: '3p' });
    expect(r.warnings).toEqual([{ code: 'ungrouped_tiles', severity: 'warning', ids: [13, 14], data: { count: 2 } }]);
  });

  it('several equally good readings of the row: the most cautious is used, and flagged', () => {
    // All concealed with no winning tile, or the sideways 1s as the winning tile with a 3s left
    // over, or a three-tile group that fits no meld: each departs from the conventions as much.
    const r = layoutHand(lay('1m 2m 3m 4m 5m 6m 7m 8m 3s ^1s 3s'));
    expect(handOf(r.draft)).toEqual({ ...EMPTY, concealed: '12345678m313s' });
    expect(r.warnings.map((w) => w.code)).toEqual(['ambiguous_grouping', 'no_winning_tile', 'tile_count']);
    expect(r.warnings[0]).toMatchObject({ ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], data: { readings: 4 } });
  });
});

describe('departures the reading absorbs without doubt', () => {
  it('melds touching each other are still told apart by their shapes', () => {
    const r = layoutHand(lay('1m 2m 3m 4m 5m 6m 1p | 2p | ^3m 4m 5m 7z ^7z 7z'));
    expect(r.draft.melds).toEqual([
      { type: 'chi', tiles: '345m', called_index: 0 },
      { type: 'pon', tiles: '777z', called_index: 1 },
    ]);
    expect(r.warnings).toEqual([]);
  });

  it('a stray gap inside the concealed tiles does not split them', () => {
    const r = layoutHand(lay('1m 2m 3m | 4m 5m 6m 7m 8m 9m 1p 2p 3p 4p | 5p'));
    expect(handOf(r.draft)).toEqual({ ...EMPTY, concealed: '123456789m12345p', win_tile: '5p' });
    expect(r.warnings).toEqual([]);
  });
});
