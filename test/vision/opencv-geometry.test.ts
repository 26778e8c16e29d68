// OpenCV's letterbox (opencv-wasm's Node build: the same wasm the worker runs) against our own,
// the training pipeline's filter: where the app uses it (whole-number reductions) it must give the
// detector the same input, and elsewhere the app's geometry must be our own code exactly.
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RgbaFrame } from '../../src/vision/frame';
import { OWN_GEOMETRY } from '../../src/vision/geometry';
import { letterbox } from '../../src/vision/letterbox';
import { isWholeReduction, openCvGeometry, openCvLetterbox, type OpenCv } from '../../src/vision/opencv-geometry';
import { seededRandom } from '../../src/vision/random';

let cv: OpenCv;
beforeAll(() => {
  cv = (createRequire(import.meta.url)('opencv-wasm') as { cv: OpenCv }).cv;
});

/** Smooth colour fields plus noise: area averages of it are not all alike. */
function photoLike(width: number, height: number, seed: number): RgbaFrame {
  const rnd = seededRandom(seed);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      data[o] = 128 + 100 * Math.sin(x / 37) + 20 * rnd();
      data[o + 1] = 128 + 100 * Math.cos(y / 23) + 20 * rnd();
      data[o + 2] = (x * y) % 256;
      data[o + 3] = 255;
    }
  }
  return { width, height, data };
}

function bothWays(frame: RgbaFrame, letterboxBy: (f: RgbaFrame, lb: ReturnType<typeof letterbox>, out: Float32Array) => void): { own: Float32Array; other: Float32Array; whole: boolean } {
  const lb = letterbox(frame.width, frame.height, 320, 320);
  const own = new Float32Array(320 * 320 * 3);
  const other = new Float32Array(320 * 320 * 3).fill(-1);
  OWN_GEOMETRY.letterbox(frame, lb, own);
  letterboxBy(frame, lb, other);
  return { own, other, whole: isWholeReduction(lb) };
}

const largestDifference = (a: Float32Array, b: Float32Array): number => a.reduce((m, v, i) => Math.max(m, Math.abs(v - b[i]!)), 0);

describe('OpenCV geometry', () => {
  it('letterboxes a whole-number reduction as the training filter does, to within OpenCV\'s 8-bit rounding', () => {
    for (const [w, h] of [[1280, 720], [1920, 1080], [640, 480]] as const) {
      const { own, other, whole } = bothWays(photoLike(w, h, w), openCvLetterbox(cv));
      expect(whole).toBe(true);
      expect(largestDifference(own, other) * 255).toBeLessThanOrEqual(0.5 + 1e-3);
    }
  });

  it('leaves other ratios to our own code, whose output the app then gets exactly', () => {
    const frame = photoLike(1000, 700, 7);
    const lb = letterbox(1000, 700, 320, 320);
    expect(isWholeReduction(lb)).toBe(false);
    const viaApp = bothWays(frame, openCvGeometry(cv).letterbox);
    expect(largestDifference(viaApp.own, viaApp.other)).toBe(0);
    // Raw OpenCV differs there (a true area average, not PIL's box filter): that is why.
    const raw = bothWays(frame, openCvLetterbox(cv));
    expect(largestDifference(raw.own, raw.other)).toBeGreaterThan(0.5 / 255);
  });

  it('follows frames that change size (the matrix it reuses is made again)', () => {
    const letterboxBy = openCvLetterbox(cv);
    for (const [w, h] of [[1280, 720], [640, 360], [1280, 720]] as const) {
      const { own, other } = bothWays(photoLike(w, h, h), letterboxBy);
      expect(largestDifference(own, other) * 255).toBeLessThanOrEqual(0.5 + 1e-3);
    }
  });

  it('refuses a letterbox made for another frame', () => {
    const lb = letterbox(1280, 720, 320, 320);
    expect(() => openCvLetterbox(cv)(photoLike(640, 360, 1), lb, new Float32Array(320 * 320 * 3))).toThrow(RangeError);
  });
});
