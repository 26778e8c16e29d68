// Area-average resampling against PIL itself (stored outputs, test/fixtures/pil-box) and against a
// brute-force reading of PIL's box-filter rule, plus the buffer plumbing and the letterbox fill.
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RgbaFrame } from '../../src/vision/frame';
import { letterbox } from '../../src/vision/letterbox';
import { PAD_VALUE } from '../../src/vision/model-spec';
import { boxWeights, letterboxInto, resampleRegion, type Region } from '../../src/vision/resample';

interface PilCase {
  readonly box: [number, number, number, number] | null;
  readonly width: number;
  readonly height: number;
  readonly rgb: number[];
}
const PIL = JSON.parse(readFileSync(new URL('../fixtures/pil-box/cases.json', import.meta.url), 'utf8')) as {
  source: { width: number; height: number };
  cases: PilCase[];
};

/** The formula of test/fixtures/pil-box/make.py. */
function pilSource(width: number, height: number): RgbaFrame {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      for (let c = 0; c < 4; c++) data[(y * width + x) * 4 + c] = c === 3 ? 255 : (x * 37 + y * 91 + c * 53 + ((x * y) % 17) * 11) % 256;
  return { width, height, data };
}

function randomFrame(width: number, height: number, seed: number): RgbaFrame {
  const data = new Uint8ClampedArray(width * height * 4);
  let s = seed >>> 0 || 1;
  for (let i = 0; i < data.length; i++) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    data[i] = s >>> 24;
  }
  return { width, height, data };
}

/**
 * PIL's rule read literally, one output pixel at a time over every source pixel: a source pixel
 * counts (weight 1) when its centre lies in the output pixel's footprint, half-open on the left;
 * when enlarging the footprint is one source pixel wide (nearest). Weights normalised per pixel.
 * Written from the rule, without Pillow's window arithmetic (which source pixels to look at).
 */
function bruteForce(frame: RgbaFrame, region: Region, outW: number, outH: number): Float32Array {
  const out = new Float32Array(outW * outH * 3);
  // Pillow receives the box as C floats.
  const r = { x0: Math.fround(region.x0), y0: Math.fround(region.y0), x1: Math.fround(region.x1), y1: Math.fround(region.y1) };
  // Distance from the pixel centre to the footprint centre, in footprint widths (PIL's own
  // expression order, so exact ties on an edge round the same way).
  const inAxis = (pixel: number, from: number, to: number, n: number, i: number) => {
    const scale = Math.fround(to - from) / n;
    const mid = from + (i + 0.5) * scale;
    const d = (pixel - mid + 0.5) * (1 / Math.max(scale, 1));
    return d > -0.5 && d <= 0.5;
  };
  for (let j = 0; j < outH; j++)
    for (let i = 0; i < outW; i++) {
      const sum = [0, 0, 0];
      let n = 0;
      for (let y = 0; y < frame.height; y++) {
        if (!inAxis(y, r.y0, r.y1, outH, j)) continue;
        for (let x = 0; x < frame.width; x++) {
          if (!inAxis(x, r.x0, r.x1, outW, i)) continue;
          for (let c = 0; c < 3; c++) sum[c]! += frame.data[(y * frame.width + x) * 4 + c]!;
          n++;
        }
      }
      for (let c = 0; c < 3; c++) out[(j * outW + i) * 3 + c] = sum[c]! / n / 255;
    }
  return out;
}

function resampled(frame: RgbaFrame, r: Region, w: number, h: number): Float32Array {
  const out = new Float32Array(w * h * 3);
  resampleRegion(frame, r, w, h, out);
  return out;
}

const maxAbsDiff = (a: ArrayLike<number>, b: ArrayLike<number>) => {
  expect(a.length).toBe(b.length);
  let m = 0;
  for (let i = 0; i < a.length; i++) m = Math.max(m, Math.abs(a[i]! - b[i]!));
  return m;
};

describe('resampleRegion', () => {
  it('matches PIL Image.BOX to within one level (PIL rounds to 8 bits after each pass)', () => {
    const { width, height } = PIL.source;
    const frame = pilSource(width, height);
    expect(PIL.cases.length).toBe(6);
    for (const c of PIL.cases) {
      const [x0, y0, x1, y1] = c.box ?? [0, 0, width, height];
      const ours = resampled(frame, { x0, y0, x1, y1 }, c.width, c.height);
      const pil = c.rgb.map((v) => v / 255);
      expect(maxAbsDiff(ours, pil), `box ${JSON.stringify(c.box)} to ${c.width}x${c.height}`).toBeLessThanOrEqual(1 / 255 + 1e-6);
      // PIL's double rounding costs half a level on average at most.
      const meanDiff = ours.reduce((sum, v, i) => sum + Math.abs(v - pil[i]!), 0) / ours.length;
      expect(meanDiff).toBeLessThan(0.5 / 255);
    }
  });

  it('equals the brute-force box filter on random frames and regions', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 23 }),
        fc.integer({ min: 1, max: 19 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 12 }),
        fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })),
        fc.integer(),
        (w, h, outW, outH, [a, b, c, d], seed) => {
          const frame = randomFrame(w, h, seed);
          // A region of at least 0.05 px inside the frame.
          const x0 = Math.min(a, b) * (w - 0.05);
          const y0 = Math.min(c, d) * (h - 0.05);
          const region = { x0, y0, x1: Math.max(x0 + 0.05, Math.max(a, b) * w), y1: Math.max(y0 + 0.05, Math.max(c, d) * h) };
          expect(maxAbsDiff(resampled(frame, region, outW, outH), bruteForce(frame, region, outW, outH))).toBeLessThan(1e-5);
        },
      ),
      { numRuns: 300, seed: 7 },
    );
  });

  it('is the plain block mean for a whole-number reduction', () => {
    const frame = randomFrame(8, 6, 3);
    const out = resampled(frame, { x0: 0, y0: 0, x1: 8, y1: 6 }, 4, 2);
    // Output (1, 1) averages source x 2..3, y 3..5.
    let sum = 0;
    for (let y = 3; y < 6; y++) for (let x = 2; x < 4; x++) sum += frame.data[(y * 8 + x) * 4 + 1]!;
    expect(out[(1 * 4 + 1) * 3 + 1]).toBeCloseTo(sum / 6 / 255, 6);
  });

  it('keeps a constant frame constant and ignores alpha', () => {
    const data = new Uint8ClampedArray(9 * 7 * 4);
    for (let i = 0; i < data.length; i += 4) data.set([200, 100, 0, i % 8 === 0 ? 0 : 255], i);
    const out = resampled({ width: 9, height: 7, data }, { x0: 0.7, y0: 1.2, x1: 8.1, y1: 6.5 }, 5, 11);
    for (let i = 0; i < out.length; i += 3) expect([out[i], out[i + 1], out[i + 2]].map((v) => Math.round(v! * 255))).toEqual([200, 100, 0]);
  });

  it('writes at an offset with a row stride and leaves the rest of the buffer alone', () => {
    const frame = randomFrame(10, 10, 9);
    const packed = resampled(frame, { x0: 0, y0: 0, x1: 10, y1: 10 }, 2, 3);
    const out = new Float32Array(100).fill(-1);
    resampleRegion(frame, { x0: 0, y0: 0, x1: 10, y1: 10 }, 2, 3, out, 5, 10);
    for (let j = 0; j < 3; j++) expect([...out.subarray(5 + j * 10, 5 + j * 10 + 6)]).toEqual([...packed.subarray(j * 6, j * 6 + 6)]);
    const untouched = [...out].filter((v) => v === -1).length;
    expect(untouched).toBe(100 - 18);
  });

  it('refuses regions outside the frame and buffers too small (programming errors)', () => {
    const frame = randomFrame(10, 10, 1);
    const out = new Float32Array(12);
    expect(() => resampleRegion(frame, { x0: -1, y0: 0, x1: 5, y1: 5 }, 2, 2, out)).toThrow(RangeError);
    expect(() => resampleRegion(frame, { x0: 0, y0: 0, x1: 10.5, y1: 5 }, 2, 2, out)).toThrow(RangeError);
    expect(() => resampleRegion(frame, { x0: 3, y0: 0, x1: 3, y1: 5 }, 2, 2, out)).toThrow(RangeError);
    expect(() => resampleRegion(frame, { x0: 0, y0: 0, x1: 5, y1: 5 }, 2, 2, out, 1)).toThrow(RangeError);
    expect(() => resampleRegion({ width: 10, height: 10, data: new Uint8Array(399) }, { x0: 0, y0: 0, x1: 5, y1: 5 }, 2, 2, out)).toThrow(RangeError);
  });
});

describe('boxWeights', () => {
  it('gives four equal taps per output for a 4x reduction, normalised to 1', () => {
    const w = boxWeights(1280, 0, 1280, 320);
    expect([...w.count].every((n) => n === 4)).toBe(true);
    expect([w.first[0], w.first[1], w.first[319]]).toEqual([0, 4, 1276]);
    expect([...w.weights.subarray(0, 4)]).toEqual([0.25, 0.25, 0.25, 0.25]);
  });

  it('is nearest-neighbour when enlarging', () => {
    const w = boxWeights(3, 0, 3, 9);
    expect([...w.first]).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 2]);
    expect([...w.count]).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1]);
  });
});

describe('letterboxInto', () => {
  it('draws the resampled frame at the letterbox offset with grey padding around it', () => {
    const frame = randomFrame(1280, 720, 5);
    const lb = letterbox(1280, 720, 320, 320);
    expect(lb).toMatchObject({ drawnWidth: 320, drawnHeight: 180, padX: 0, padY: 70 });
    const out = new Float32Array(320 * 320 * 3 + 7).fill(-1);
    letterboxInto(frame, lb, out, 7);
    const drawn = resampled(frame, { x0: 0, y0: 0, x1: 1280, y1: 720 }, 320, 180);
    expect([...out.subarray(7 + 70 * 960, 7 + 250 * 960)]).toEqual([...drawn]);
    const pad = Math.fround(PAD_VALUE);
    expect(out[6]).toBe(-1);
    for (const i of [7, 7 + 69 * 960 + 959, 7 + 250 * 960, out.length - 1]) expect(out[i]).toBe(pad);
  });

  it('pads left and right of a portrait frame', () => {
    const frame = randomFrame(20, 60, 2);
    const lb = letterbox(20, 60, 64, 48);
    const out = new Float32Array(64 * 48 * 3);
    letterboxInto(frame, lb, out);
    expect(lb).toMatchObject({ drawnWidth: 16, drawnHeight: 48, padX: 24 });
    const pad = Math.fround(PAD_VALUE);
    for (const x of [0, 23, 40, 63]) expect(out[(10 * 64 + x) * 3]).toBe(pad);
    expect(out[(10 * 64 + 30) * 3]).not.toBe(pad);
  });

  it('costs a few milliseconds for a 1280x720 frame', () => {
    const frame = randomFrame(1280, 720, 11);
    const lb = letterbox(1280, 720, 320, 320);
    const out = new Float32Array(320 * 320 * 3);
    letterboxInto(frame, lb, out);
    let best = Infinity;
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      letterboxInto(frame, lb, out);
      best = Math.min(best, performance.now() - t0);
    }
    // Measured ~3-5 ms here; the bound only catches an accidentally quadratic or per-pixel-allocating change.
    expect(best).toBeLessThan(40);
  });
});
