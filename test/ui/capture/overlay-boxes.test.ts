// The boxes drawn over a photo or the video: where, with which label, and which marks.
import { describe, expect, it } from 'vitest';
import { type OverlayBox, SIDEWAYS_MARK, UNCERTAIN_MARK, labelBaselines, labelSize, overlayBoxes, readingSummary } from '../../../src/ui/capture/overlay-boxes';
import type { Detection, DetectionKind, RecognisedHand, TileSource } from '../../../src/vision/types';

const det = (id: number, kind: DetectionKind, p: number, orientation: Detection['orientation'] = 'upright'): Detection => ({
  id,
  box: { x: 10 * id, y: 20, w: 8, h: 11 },
  kind,
  orientation,
  p,
  topK: [],
});
const src = (id: number, p = 0.99): TileSource => ({ id, seen: '1m', p, alternatives: [] });

/** A draft that used detections 1..4 (3 concealed + the winning tile 4, listed in both places) and 5 as dora. */
const draft: RecognisedHand = {
  concealed: '123m4m',
  win_tile: '4m',
  melds: [],
  dora_indicators: ['5z'],
  ura_indicators: [],
  provenance: { concealed: [src(1), src(2, 0.5), src(3), src(4, 0.6)], win_tile: src(4, 0.6), melds: [], dora_indicators: [src(5)], ura_indicators: [] },
};

describe('overlayBoxes', () => {
  it('keeps each box where the detector put it, in frame pixels', () => {
    const [b] = overlayBoxes([det(3, '7z', 0.95)], null, 'back');
    expect(b).toMatchObject({ id: 3, x: 30, y: 20, w: 8, h: 11, label: '7z', uncertain: false, sideways: false, inHand: true });
  });

  it('marks a tile read below 70 % with ? (not by colour alone), and one lying across the others with ↻', () => {
    const boxes = overlayBoxes([det(1, '5p', 0.69), det(2, '0s', 0.7, 'sideways'), det(3, '3m', 0.3, 'sideways'), det(4, '1z', 0.9), det(5, '2z', 0.9)], null, 'back');
    expect(boxes.map((b) => b.label)).toEqual([`5p${UNCERTAIN_MARK}`, `0s${SIDEWAYS_MARK}`, `3m${SIDEWAYS_MARK}${UNCERTAIN_MARK}`, '1z', '2z']);
    expect(boxes.map((b) => b.uncertain)).toEqual([true, false, true, false, false]);
    expect(boxes.map((b) => b.sideways)).toEqual([false, true, true, false, false]);
  });

  it('judges sideways against the hand, not the image: in a hand photographed turned, the upright one is across', () => {
    const turned = overlayBoxes([det(1, '1m', 0.9, 'sideways'), det(2, '2m', 0.9, 'sideways'), det(3, '3m', 0.9, 'sideways'), det(4, '4m', 0.9)], null, 'back');
    expect(turned.map((b) => b.sideways)).toEqual([false, false, false, true]);
    // Only the hand's tiles count: sideways clutter (a wall seen end on) does not turn the hand.
    const withClutter = overlayBoxes([1, 2, 3, 4, 5].map((id) => det(id, '1m', 0.9)).concat([6, 7, 8, 9, 10, 11].map((id) => det(id, '1m', 0.9, 'sideways'))), draft, 'back');
    expect(withClutter.filter((b) => b.sideways).map((b) => b.id)).toEqual([6, 7, 8, 9, 10, 11]);
  });

  it('marks a tile of the draft that recognition doubts with ?, however sure the classifier was', () => {
    const doubted: RecognisedHand = { ...draft, provenance: { ...draft.provenance, dora_indicators: [{ ...src(5), doubted: true }] } };
    const boxes = overlayBoxes([det(5, '5z', 0.99)], doubted, 'back');
    expect(boxes.map((b) => [b.label, b.uncertain])).toEqual([[`5z${UNCERTAIN_MARK}`, true]]);
  });

  it('takes another threshold when given one', () => {
    expect(overlayBoxes([det(1, '5p', 0.69)], null, 'back', 0.5)[0]!.uncertain).toBe(false);
  });

  it('labels a face-down tile with the locale’s word', () => {
    expect(overlayBoxes([det(1, 'back', 0.99)], null, '裏')[0]!.label).toBe('裏');
  });

  it('marks tiles the draft did not use as set aside (walls, discards), and the winning tile as used', () => {
    const boxes = overlayBoxes([1, 2, 3, 4, 5, 6, 7].map((id) => det(id, '1m', 0.9)), draft, 'back');
    expect(boxes.map((b) => b.inHand)).toEqual([true, true, true, true, true, false, false]);
  });
});

describe('readingSummary', () => {
  it('counts every tile of the draft once (the winning tile too) and those to check', () => {
    expect(readingSummary(draft)).toEqual({ tiles: 5, toCheck: 2 });
  });

  it('counts a winning tile the concealed row does not end with, and meld and ura tiles', () => {
    const apart: RecognisedHand = {
      ...draft,
      provenance: { ...draft.provenance, concealed: [src(1), src(2)], win_tile: src(9, 0.1), melds: [[src(6), src(7), src(8, 0.2)]], ura_indicators: [src(10)] },
    };
    expect(readingSummary(apart)).toEqual({ tiles: 8, toCheck: 2 });
  });

  it('counts a doubted tile to check whatever its p: a draft that is no legal hand never says 0 to check', () => {
    const doubted: RecognisedHand = { ...draft, provenance: { ...draft.provenance, melds: [[src(6), { ...src(7), doubted: true }, src(8)]] } };
    expect(readingSummary(doubted)).toEqual({ tiles: 8, toCheck: 3 });
  });
});

describe('labelSize', () => {
  it('scales with the frame’s shorter side, never below 10 px', () => {
    expect(labelSize({ width: 1280, height: 720 })).toBe(25);
    expect(labelSize({ width: 360, height: 640 })).toBe(13);
    expect(labelSize({ width: 64, height: 40 })).toBe(10);
  });
});

describe('labelBaselines', () => {
  const box = (x: number, y: number, label = '5p'): OverlayBox => ({ id: x, x, y, w: 10, h: 14, label, uncertain: false, sideways: false, inHand: true });

  it('puts a lone label above its box', () => {
    expect(labelBaselines([box(50, 100)], 10)).toEqual([100 - 10.5 + 8.5]);
  });

  it('alternates above and below along a row of touching tiles, so labels do not cover each other', () => {
    const row = [0, 10, 20, 30].map((x) => box(100 + x, 100));
    const ys = labelBaselines(row, 10);
    expect(ys.map((y) => y < 100)).toEqual([true, false, true, false]);
  });

  it('goes by position, not by the order the detections came in', () => {
    const row = [30, 0, 20, 10].map((x) => box(100 + x, 100));
    expect(labelBaselines(row, 10).map((y) => y < 100)).toEqual([false, true, true, false]);
  });

  it('puts the label below a box at the top edge of the frame', () => {
    expect(labelBaselines([box(50, 3)], 10)[0]).toBeGreaterThan(3 + 14);
  });
});
