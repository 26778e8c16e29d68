// The eval metrics of DESIGN.md section 4, on small hand-made images whose numbers are worked out
// in the comments.
import { describe, expect, it } from 'vitest';
import { evaluate, formatEvalTable, iou, kindOfBox, matchImage, sameHand, type LabelBox, type PredictedTile } from '../../src/vision/metrics';

const label = (tile: string, x: number, extra: Partial<LabelBox> = {}): LabelBox => ({ tile, red: false, x, y: 0, w: 30, h: 40, ...extra });
const pred = (tile: string, x: number, p: number, red = false): PredictedTile => ({ tile, red, x, y: 0, w: 30, h: 40, p });

describe('iou', () => {
  it('is 1 for the same box, 0 for disjoint ones, and the overlap share otherwise', () => {
    expect(iou(label('1m', 0), label('1m', 0))).toBe(1);
    expect(iou(label('1m', 0), label('1m', 100))).toBe(0);
    // Shifted by 10 of 30: overlap 20x40 = 800, union 2 x 1200 - 800 = 1600.
    expect(iou(label('1m', 0), label('1m', 10))).toBeCloseTo(0.5);
  });
});

describe('kinds', () => {
  it('a red five is its own kind where the label says red, and a back is a kind', () => {
    expect(kindOfBox({ tile: '5p', red: true })).toBe('0p');
    expect(kindOfBox({ tile: '5p', red: false })).toBe('5p');
    expect(kindOfBox({ tile: '5z', orientation: 'back' })).toBe('back');
  });
});

describe('matching', () => {
  it('is greedy by confidence and one-to-one', () => {
    // Two predictions on the same label: the more confident one takes it; the other matches nothing.
    const m = matchImage([label('1m', 0)], [pred('1m', 2, 0.4), pred('2m', 0, 0.9)]);
    expect(m.pairs).toEqual([[0, 1]]);
    expect(m.labelOf).toEqual([-1, 0]);
  });

  it('names the label of every prediction, a ? box too, which is ignored', () => {
    const m = matchImage([label('1m', 0), label('?', 40)], [pred('5z', 40, 0.5), pred('1m', 0, 0.9), pred('2m', 200, 0.9)]);
    expect([m.pairs, m.ignored, m.labelOf]).toEqual([[[0, 1]], [0], [1, 0, -1]]);
  });

  it('needs IoU of at least 0.5', () => {
    expect(matchImage([label('1m', 0)], [pred('1m', 11, 0.9)]).pairs).toEqual([]);
    expect(matchImage([label('1m', 0)], [pred('1m', 10, 0.9)]).pairs).toEqual([[0, 0]]);
  });
});

describe('evaluate', () => {
  it('counts precision, recall, F1 and class accuracy, ignoring detections on ? boxes', () => {
    const labels = [label('1m', 0), label('2m', 40), label('3m', 80), label('?', 120)];
    const predictions = [
      pred('1m', 0, 0.9), // right
      pred('3m', 40, 0.8), // found, wrong kind (2m -> 3m)
      pred('9s', 120, 0.7), // on the flower: ignored
      pred('5p', 200, 0.6), // nothing there: a false detection
    ];
    const s = evaluate([{ labels, predictions }]);
    // Detections counted: 3 (the one on ? ignored); matched 2 -> precision 2/3. Labelled riichi
    // boxes 3 -> recall 2/3. Class accuracy 1/2.
    expect(s.boxes).toBe(3);
    expect(s.tile_precision).toBeCloseTo(2 / 3);
    expect(s.tile_recall).toBeCloseTo(2 / 3);
    expect(s.tile_f1).toBeCloseTo(2 / 3);
    expect(s.class_accuracy).toBeCloseTo(0.5);
    expect(s.hand_exact).toBeNull();
    expect(s.confusions).toEqual([['2m', '3m', 1]]);
    expect(s.perKind.find((k) => k.kind === '2m')).toEqual({ kind: '2m', labelled: 1, found: 1, predicted: 0, correct: 0 });
    expect(formatEvalTable(s)).toContain('2m -> 3m: 1');
  });

  it('scores hand_exact only over images with a hand label', () => {
    const hand = { concealed: '123m456p789s11122z', win_tile: '2z', melds: [] };
    const s = evaluate([
      { labels: [], predictions: [], hand, predictedHand: { ...hand, concealed: '22z111z789s456p123m' } },
      { labels: [], predictions: [], hand, predictedHand: null },
      { labels: [], predictions: [] },
    ]);
    expect(s.hand_exact).toBe(0.5);
  });
});

describe('sameHand', () => {
  const base = { concealed: '123m406p789s11122z', win_tile: '2z', melds: [{ type: 'pon' as const, tiles: '777z' }], dora_indicators: ['1p'], ura_indicators: [] };
  it('compares the concealed tiles as a multiset, red fives distinct', () => {
    expect(sameHand(base, { ...base, concealed: '11122z789s604p321m' })).toBe(true);
    expect(sameHand(base, { ...base, concealed: '123m456p789s11122z' })).toBe(false);
  });
  it('compares the winning tile, melds with their types, and the indicators', () => {
    expect(sameHand(base, { ...base, win_tile: '1z' })).toBe(false);
    expect(sameHand(base, { ...base, melds: [{ type: 'kan', tiles: '777z' }] })).toBe(false);
    expect(sameHand(base, { ...base, dora_indicators: ['2p'] })).toBe(false);
    expect(sameHand(base, { ...base, ura_indicators: ['2p'] })).toBe(false);
  });
  it('never equates unreadable notation', () => {
    expect(sameHand({ ...base, concealed: 'xx' }, { ...base, concealed: 'xx' })).toBe(false);
  });
});
