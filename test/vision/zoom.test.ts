import { describe, expect, it } from 'vitest';
import type { ScoredBox } from '../../src/vision/decode';
import { letterbox } from '../../src/vision/letterbox';
import { cropFrame, mergeLooks, zoomRegion, ZOOM_DEFAULTS } from '../../src/vision/zoom';

const box = (x: number, y: number, w: number, h: number, score = 0.9): ScoredBox => ({ x, y, w, h, score });

/** A row of `n` tiles of `w` x `h` frame pixels starting at (x, y), touching. */
const row = (n: number, x: number, y: number, w: number, h: number): ScoredBox[] => Array.from({ length: n }, (_, i) => box(x + i * w, y, w, h));

describe('zoomRegion', () => {
  // 1280x720 into 320: scale 0.25, so a 40-pixel tile is 10 input pixels.
  const lb = letterbox(1280, 720, 320, 320);

  it('looks again around small tiles, with a margin of 1.5 tile sizes', () => {
    const tiles = row(14, 400, 300, 40, 40);
    const r = zoomRegion(tiles, lb);
    expect(r).toEqual({ x: 400 - 60, y: 300 - 60, w: 14 * 40 + 120, h: 40 + 120 });
  });

  it('does not look again when the tiles are large enough', () => {
    expect(zoomRegion(row(14, 0, 300, 80, 100), lb)).toBeNull(); // sqrt(80 * 100) * 0.25 = 22 input pixels
  });

  it('does not look again when the tiles spread over the whole frame', () => {
    const spread = [...row(3, 0, 0, 40, 40), ...row(3, 1160, 640, 40, 40)];
    expect(zoomRegion(spread, lb)).toBeNull();
  });

  it('does not look again at nothing', () => {
    expect(zoomRegion([], lb)).toBeNull();
  });

  it('clips the region to the frame', () => {
    const r = zoomRegion(row(4, 0, 0, 30, 30), lb)!;
    expect(r).toEqual({ x: 0, y: 0, w: 4 * 30 + 45, h: 30 + 45 });
  });

  it('follows its options', () => {
    const tiles = row(14, 400, 300, 40, 40);
    expect(zoomRegion(tiles, lb, { ...ZOOM_DEFAULTS, belowSize: 9 })).toBeNull();
    expect(zoomRegion(tiles, lb, { ...ZOOM_DEFAULTS, minGain: 5 })).toBeNull();
    expect(zoomRegion(tiles, lb, { ...ZOOM_DEFAULTS, margin: 0 })).toEqual({ x: 400, y: 300, w: 560, h: 40 });
  });
});

describe('cropFrame', () => {
  it('copies the rectangle row by row', () => {
    const width = 5;
    const height = 4;
    const data = new Uint8ClampedArray(width * height * 4).map((_, i) => i % 251);
    const crop = cropFrame({ width, height, data }, { x: 1, y: 2, w: 3, h: 2 });
    expect(crop.width).toBe(3);
    expect(crop.height).toBe(2);
    for (let y = 0; y < 2; y++) {
      for (let x = 0; x < 3; x++) {
        for (let c = 0; c < 4; c++) expect(crop.data[(y * 3 + x) * 4 + c]).toBe(data[((y + 2) * width + x + 1) * 4 + c]);
      }
    }
  });
});

describe('mergeLooks', () => {
  it('keeps every closer box and the first-look boxes nothing closer touches, best first', () => {
    const near = [box(0, 0, 10, 10, 0.8), box(20, 0, 10, 10, 0.95)];
    const far = [box(1, 1, 10, 10, 0.99), box(100, 100, 10, 10, 0.5), box(29, 0, 10, 10, 0.7)];
    expect(mergeLooks(near, far, 10)).toEqual([near[1], near[0], far[1]]);
  });

  it('caps the count', () => {
    expect(mergeLooks(row(5, 0, 0, 10, 10), row(5, 0, 100, 10, 10), 7)).toHaveLength(7);
  });
});
