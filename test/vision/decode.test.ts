// Raw model outputs to detections, on hand-built output arrays: peaks and their 3x3 neighbourhood,
// the score floor, box geometry from the cell, the way back through the letterbox, duplicate
// suppression and the cap; classifier rows to kinds and alternatives.
import { describe, expect, it } from 'vitest';
import { decodeBoxes, decodeClasses, findPeaks, suppressOverlaps, toDetections, type RawOutput, type ScoredBox } from '../../src/vision/decode';
import { letterbox } from '../../src/vision/letterbox';
import { CLASSES, DETECTOR } from '../../src/vision/model-spec';

interface Cell {
  readonly i: number;
  readonly j: number;
  readonly p: number;
  readonly dx?: number;
  readonly dy?: number;
  /** log(size / stride): 0 = one cell (4 input pixels). */
  readonly lw?: number;
  readonly lh?: number;
}

/** A `[1, rows, cols, 5]` detector output, zero except the given cells. */
function detectorOutput(cells: readonly Cell[], rows = 80, cols = 80): RawOutput {
  const data = new Float32Array(rows * cols * 5);
  for (const c of cells) data.set([c.p, c.dx ?? 0.5, c.dy ?? 0.5, c.lw ?? 0, c.lh ?? 0], (c.i * cols + c.j) * 5);
  return { shape: [1, rows, cols, 5], data };
}

const sorted = (boxes: readonly ScoredBox[]) => [...boxes].sort((a, b) => a.y - b.y || a.x - b.x);

describe('findPeaks', () => {
  it('turns a cell into a box centred at (j + dx, i + dy) cells, exp(log size) cells wide, in input pixels', () => {
    const out = detectorOutput([{ i: 10, j: 20, p: 0.9, dx: 0.25, dy: 0.75, lw: Math.log(3), lh: Math.log(4) }]);
    const [box] = findPeaks(out);
    // Centre (20.25 * 4, 10.75 * 4) = (81, 43); size 12 x 16.
    expect(box?.score).toBeCloseTo(0.9, 6);
    expect(box?.x).toBeCloseTo(81 - 6, 4);
    expect(box?.y).toBeCloseTo(43 - 8, 4);
    expect(box?.w).toBeCloseTo(12, 4);
    expect(box?.h).toBeCloseTo(16, 4);
  });

  it('keeps only the maxima of each 3x3 neighbourhood', () => {
    const out = detectorOutput([
      { i: 5, j: 5, p: 0.9 },
      { i: 5, j: 6, p: 0.8 }, // next to a higher cell
      { i: 6, j: 6, p: 0.85 }, // diagonal to a higher cell
      { i: 5, j: 7, p: 0.7 }, // its only higher neighbour (0.8) is not a peak, but 0.8 still outranks it
      { i: 5, j: 9, p: 0.6 }, // two cells from any higher one: a peak of its own
    ]);
    expect(sorted(findPeaks(out)).map((b) => b.score.toFixed(2))).toEqual(['0.90', '0.60']);
  });

  it('gives one box for a flat peak: of equal neighbours the first in raster order wins', () => {
    const flat = detectorOutput([
      { i: 3, j: 3, p: 0.5 },
      { i: 3, j: 4, p: 0.5 },
      { i: 4, j: 3, p: 0.5 },
      { i: 4, j: 4, p: 0.5 },
    ]);
    const peaks = findPeaks(flat);
    expect(peaks).toHaveLength(1);
    expect(peaks[0]?.x).toBeCloseTo(3 * 4, 4); // cell (3, 3), centre 3.5 cells, one cell wide
  });

  it('drops cells under minScore, and NaN scores', () => {
    const at = DETECTOR.minScore;
    const out = detectorOutput([
      { i: 1, j: 1, p: at },
      { i: 1, j: 10, p: at - 0.01 },
      { i: 1, j: 20, p: NaN },
    ]);
    expect(findPeaks(out).map((b) => b.score)).toEqual([Math.fround(at)]);
    expect(findPeaks(out, 0.5)).toEqual([]);
  });

  it('finds peaks on the edges and corners of the grid', () => {
    const out = detectorOutput([
      { i: 0, j: 0, p: 0.9 },
      { i: 79, j: 79, p: 0.9 },
      { i: 0, j: 79, p: 0.9 },
    ]);
    expect(findPeaks(out)).toHaveLength(3);
  });

  it('keeps box sizes finite whatever the log size says', () => {
    const [box] = findPeaks(detectorOutput([{ i: 40, j: 40, p: 0.9, lw: 1e6, lh: -1e6 }]));
    expect(box?.w).toBeCloseTo(320, 3); // at most the whole input
    expect(box?.h).toBe(0);
  });

  it('refuses an output of the wrong shape (checked at load, so a programming error)', () => {
    expect(() => findPeaks({ shape: [1, 80, 80, 4], data: new Float32Array(80 * 80 * 4) })).toThrow(/\[1, rows, cols, 5\]/);
    expect(() => findPeaks({ shape: [2, 80, 80, 5], data: new Float32Array(2 * 80 * 80 * 5) })).toThrow();
    expect(() => findPeaks({ shape: [1, 80, 80, 5], data: new Float32Array(10) })).toThrow();
  });

  it('does not touch its input', () => {
    const out = detectorOutput([{ i: 2, j: 2, p: 0.9 }]);
    const copy = out.data.slice();
    findPeaks(out);
    decodeBoxes(out, letterbox(640, 480, 320, 320));
    expect(out.data).toEqual(copy);
  });
});

describe('decodeBoxes', () => {
  it('maps boxes back to frame pixels through the letterbox padding', () => {
    // 640x480 into 320x320: scale 0.5, drawn 320x240, 40 px of padding above (10 cells).
    const lb = letterbox(640, 480, 320, 320);
    expect(lb).toMatchObject({ drawnWidth: 320, drawnHeight: 240, padX: 0, padY: 40 });
    const [box] = decodeBoxes(detectorOutput([{ i: 12, j: 7, p: 0.8, lw: Math.log(3), lh: Math.log(4) }]), lb);
    // Input centre (30, 50), 12x16 -> input box (24, 42); frame: ((24 - 0) * 2, (42 - 40) * 2), 24x32.
    expect(box).toMatchObject({ score: expect.closeTo(0.8, 6) });
    for (const [k, v] of Object.entries({ x: 48, y: 4, w: 24, h: 32 })) expect(box?.[k as 'x']).toBeCloseTo(v, 4);
  });

  it('maps through side padding for a portrait frame, and drops boxes entirely in the padding', () => {
    // 480x640: drawn 240x320, 40 px of padding left (10 cells).
    const lb = letterbox(480, 640, 320, 320);
    const boxes = decodeBoxes(detectorOutput([{ i: 0, j: 10, p: 0.9 }, { i: 40, j: 2, p: 0.9 }]), lb);
    expect(boxes).toHaveLength(1); // the one at column 2 lies in the left padding
    expect(boxes[0]).toMatchObject({ x: 0, y: 0, w: 8, h: 8 });
  });

  it('clips a box that runs over the frame edge', () => {
    const lb = letterbox(640, 480, 320, 320);
    const [box] = decodeBoxes(detectorOutput([{ i: 10, j: 0, p: 0.9, dx: 0, dy: 0, lw: Math.log(2), lh: Math.log(2) }]), lb);
    // Input box (-4, 36)-(4, 44): frame x from -8 clipped to 0, y from -8 clipped to 0.
    expect(box).toMatchObject({ x: 0, y: 0 });
    expect(box?.w).toBeCloseTo(8, 4);
    expect(box?.h).toBeCloseTo(8, 4);
  });

  it('suppresses the lower of two boxes that overlap by more than IoU 0.5, keeps boxes that overlap less', () => {
    const lb = letterbox(320, 320, 320, 320);
    const big = { lw: Math.log(6), lh: Math.log(8) }; // 24x32 input px
    const boxes = decodeBoxes(
      detectorOutput([
        { i: 20, j: 20, p: 0.9, ...big },
        { i: 20, j: 23, p: 0.7, ...big }, // 12 px to the right: IoU (12*32)/(2*768-384) = 0.33, kept
        { i: 30, j: 20, p: 0.8, ...big },
        { i: 31, j: 21, p: 0.6, ...big }, // 4 px right and down of the 0.8 box: IoU (20*28)/(2*768-560) = 0.57, suppressed
      ]),
      lb,
    );
    expect(boxes.map((b) => b.score.toFixed(1))).toEqual(['0.9', '0.8', '0.7']);
  });

  it('returns boxes best score first and stops at maxBoxes', () => {
    const cells = Array.from({ length: 200 }, (_, k) => ({ i: 2 * Math.floor(k / 20), j: 2 * (k % 20) + 20, p: 0.31 + k / 400 }));
    const boxes = decodeBoxes(detectorOutput(cells), letterbox(320, 320, 320, 320), { maxBoxes: 50 });
    expect(boxes).toHaveLength(50);
    expect(boxes[0]?.score).toBeCloseTo(0.31 + 199 / 400, 5);
    expect(boxes.every((b, i) => i === 0 || b.score <= boxes[i - 1]!.score)).toBe(true);
    expect(decodeBoxes(detectorOutput(cells), letterbox(320, 320, 320, 320))).toHaveLength(120);
  });
});

describe('suppressOverlaps', () => {
  it('keeps the higher score of a duplicate pair regardless of input order', () => {
    const a = { x: 0, y: 0, w: 10, h: 10, score: 0.4 };
    const b = { x: 1, y: 1, w: 10, h: 10, score: 0.9 };
    expect(suppressOverlaps([a, b], 0.5, 10)).toEqual([b]);
    expect(suppressOverlaps([b, a], 0.5, 10)).toEqual([b]);
  });
});

describe('decodeClasses', () => {
  const row = (entries: Record<string, number>): number[] => CLASSES.map((k) => entries[k] ?? 0);

  it('reads each row: best kind, its probability, the next three kinds best first', () => {
    const data = Float32Array.from([...row({ '3m': 0.5, '2m': 0.3, back: 0.15, '0p': 0.05 }), ...row({ '7z': 1 })]);
    const [a, b] = decodeClasses({ shape: [2, 38], data });
    expect(a).toEqual({
      kind: '3m',
      p: 0.5,
      topK: [
        { kind: '2m', p: Math.fround(0.3) },
        { kind: 'back', p: Math.fround(0.15) },
        { kind: '0p', p: Math.fround(0.05) },
      ],
    });
    expect(b?.kind).toBe('7z');
    expect(b?.topK.map((t) => t.kind)).toEqual(['1m', '2m', '3m']); // ties: class order
  });

  it('follows the class order of model-spec.ts: 34 kinds, red fives, back', () => {
    const data = new Float32Array(4 * 38);
    [0, 33, 35, 37].forEach((c, r) => (data[r * 38 + c] = 1));
    expect(decodeClasses({ shape: [4, 38], data }).map((c) => c.kind)).toEqual(['1m', '7z', '0p', 'back']);
  });

  it('accepts an empty batch and refuses a wrong width', () => {
    expect(decodeClasses({ shape: [0, 38], data: new Float32Array(0) })).toEqual([]);
    expect(() => decodeClasses({ shape: [1, 37], data: new Float32Array(37) })).toThrow(/\[N, 38\]/);
  });
});

describe('toDetections', () => {
  it('numbers boxes in order, reads orientation from the box shape, keeps detector scores beside', () => {
    const boxes = [
      { x: 0, y: 0, w: 30, h: 40, score: 0.9 },
      { x: 50, y: 0, w: 40, h: 30, score: 0.6 },
    ];
    const classes = [
      { kind: '1m' as const, p: 0.8, topK: [] },
      { kind: 'back' as const, p: 0.7, topK: [{ kind: '5z' as const, p: 0.2 }] },
    ];
    const { detections, detectorScores } = toDetections(boxes, classes);
    expect(detections).toEqual([
      { id: 0, box: { x: 0, y: 0, w: 30, h: 40 }, kind: '1m', orientation: 'upright', p: 0.8, topK: [] },
      { id: 1, box: { x: 50, y: 0, w: 40, h: 30 }, kind: 'back', orientation: 'sideways', p: 0.7, topK: [{ kind: '5z', p: 0.2 }] },
    ]);
    expect(detectorScores).toEqual([0.9, 0.6]);
    expect(() => toDetections(boxes, classes.slice(1))).toThrow();
  });
});
