// The models' inputs read straight from YUV planes (src/vision/yuv-resample.ts) against the same
// inputs read from the RGBA frame the planes convert to (resample.ts): crops and letterboxes,
// every matrix and range, whole-number and fractional reductions, enlarging, NV12, padded rows.
import { describe, expect, it } from 'vitest';
import { letterbox } from '../../src/vision/letterbox';
import { boxWeights, letterboxInto, resampleRegion, type Region } from '../../src/vision/resample';
import { yuvToRgba, type YuvFormat, type YuvImage, type YuvMatrix } from '../../src/vision/yuv';
import { chromaWeights, letterboxYuvInto, resampleYuvRegion } from '../../src/vision/yuv-resample';

/**
 * Seeded planes of a smooth picture: luma a gradient plus a little noise, chroma a slow wave, all
 * inside the colours every matrix can show, so that no pixel is clamped and the two ways agree
 * closely; `stride` pads the rows as camera buffers often are.
 */
function planes(width: number, height: number, format: YuvFormat, matrix: YuvMatrix = 'bt601', fullRange = false, pad = 0): YuvImage {
  let seed = width * 31 + height;
  const noise = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0), (seed >>> 24) % 5);
  const cw = Math.ceil(width / 2);
  const ch = Math.ceil(height / 2);
  const stride = width + pad;
  const chromaStride = format === 'I420' ? cw + pad : 2 * cw + pad;
  const yAt = 5;
  const uAt = yAt + stride * height + 3;
  const vAt = format === 'I420' ? uAt + chromaStride * ch : uAt + 1;
  const data = new Uint8Array(uAt + chromaStride * ch * (format === 'I420' ? 2 : 1) + 8);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data[yAt + y * stride + x] = 90 + Math.floor((60 * (x + y)) / (width + height)) + noise();
  const step = format === 'I420' ? 1 : 2;
  for (let y = 0; y < ch; y++) {
    for (let x = 0; x < cw; x++) {
      data[uAt + y * chromaStride + x * step] = 128 + Math.round(12 * Math.sin(x / 5));
      data[vAt + y * chromaStride + x * step] = 128 + Math.round(12 * Math.cos(y / 4));
    }
  }
  const chroma = format === 'I420' ? [{ offset: uAt, stride: chromaStride }, { offset: vAt, stride: chromaStride }] : [{ offset: uAt, stride: chromaStride }];
  return { format, width, height, planes: [{ offset: yAt, stride }, ...chroma], data, matrix, fullRange };
}

function maxDifference(a: Float32Array, b: Float32Array): number {
  let worst = 0;
  for (let i = 0; i < a.length; i++) worst = Math.max(worst, Math.abs(a[i]! - b[i]!));
  return worst;
}

/** One level, in the models' 0..1 units: the RGBA frame rounds each pixel to a level before it is averaged. */
const LEVEL = 1 / 255;

describe('resampleYuvRegion', () => {
  const cases: [string, number, number, Region, number, number][] = [
    ['a 4x reduction of the whole frame', 128, 72, { x0: 0, y0: 0, x1: 128, y1: 72 }, 32, 18],
    ['a fractional reduction', 137, 77, { x0: 0, y0: 0, x1: 137, y1: 77 }, 32, 18],
    ['a tile crop at odd, fractional corners', 120, 90, { x0: 33.4, y0: 17.7, x1: 61.2, y1: 55.1 }, 20, 20],
    ['an enlargement', 30, 20, { x0: 3, y0: 5, x1: 13, y1: 15 }, 40, 40],
  ];
  for (const format of ['I420', 'NV12'] as const) {
    for (const [what, w, h, region, ow, oh] of cases) {
      it(`${format}: ${what} reads as the converted frame does, within a level`, () => {
        const image = planes(w, h, format, 'bt601', false, 6);
        const fromPlanes = new Float32Array(ow * oh * 3);
        const fromRgba = new Float32Array(ow * oh * 3);
        resampleYuvRegion(image, region, ow, oh, fromPlanes);
        resampleRegion(yuvToRgba(image), region, ow, oh, fromRgba);
        expect(maxDifference(fromPlanes, fromRgba)).toBeLessThanOrEqual(LEVEL);
      });
    }
  }

  for (const matrix of ['bt601', 'bt709', 'bt2020'] as const) {
    for (const fullRange of [false, true]) {
      it(`converts ${matrix} in ${fullRange ? 'full' : 'studio'} range as yuvToRgba does`, () => {
        const image = planes(64, 36, 'I420', matrix, fullRange);
        const fromPlanes = new Float32Array(16 * 9 * 3);
        const fromRgba = new Float32Array(16 * 9 * 3);
        const whole = { x0: 0, y0: 0, x1: 64, y1: 36 };
        resampleYuvRegion(image, whole, 16, 9, fromPlanes);
        resampleRegion(yuvToRgba(image), whole, 16, 9, fromRgba);
        expect(maxDifference(fromPlanes, fromRgba)).toBeLessThanOrEqual(LEVEL);
      });
    }
  }

  it('clamps colours outside 0..1 after averaging: saturated red stays within a few levels of the converted frame', () => {
    // Pure red in studio range: V at 240 puts R past 255 for the brighter luma bytes.
    const image = planes(16, 16, 'I420');
    const [, u, v] = image.planes;
    for (let y = 0; y < 8; y++) {
      for (let x = 0; x < 8; x++) {
        image.data[u!.offset + y * u!.stride + x] = 90;
        image.data[v!.offset + y * v!.stride + x] = 240;
      }
    }
    const fromPlanes = new Float32Array(4 * 4 * 3);
    const fromRgba = new Float32Array(4 * 4 * 3);
    resampleYuvRegion(image, { x0: 0, y0: 0, x1: 16, y1: 16 }, 4, 4, fromPlanes);
    resampleRegion(yuvToRgba(image), { x0: 0, y0: 0, x1: 16, y1: 16 }, 4, 4, fromRgba);
    expect(Math.min(...fromPlanes)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...fromPlanes)).toBeLessThanOrEqual(1);
    expect(maxDifference(fromPlanes, fromRgba)).toBeLessThanOrEqual(4 * LEVEL);
  });

  it('reads rows on 4-byte boundaries four bytes at a time to the same values as rows off them, byte by byte', () => {
    for (const format of ['I420', 'NV12'] as const) {
      // 4x and 3x reductions and an odd row length (a tail of bytes after the last whole word).
      for (const [w, h, ow, oh] of [
        [128, 72, 32, 18],
        [126, 72, 42, 24],
      ] as const) {
        const image = planes(w, h, format);
        const stride = w + (4 - (w % 4)) % 4;
        // Every plane re-laid at offsets and strides that are multiples of 4 ...
        const aligned = new Uint8Array(4 * image.data.length);
        const at = [0, stride * h, stride * h + stride * (h / 2)];
        image.planes.forEach((p, i) => {
          const rows = i === 0 ? h : h / 2;
          const bytes = i === 0 || format === 'NV12' ? w : w / 2;
          for (let r = 0; r < rows; r++) aligned.set(image.data.subarray(p.offset + r * p.stride, p.offset + r * p.stride + bytes), at[i]! + r * stride);
        });
        const onWords = { ...image, data: aligned, planes: image.planes.map((_, i) => ({ offset: at[i]!, stride })) };
        // ... and the same one byte further on.
        const offWords = { ...onWords, data: new Uint8Array(aligned.length + 1), planes: onWords.planes.map((p) => ({ offset: p.offset + 1, stride })) };
        offWords.data.set(aligned, 1);
        const a = new Float32Array(ow * oh * 3);
        const b = new Float32Array(ow * oh * 3);
        resampleYuvRegion(onWords, { x0: 0, y0: 0, x1: w, y1: h }, ow, oh, a);
        resampleYuvRegion(offWords, { x0: 0, y0: 0, x1: w, y1: h }, ow, oh, b);
        expect(maxDifference(a, b), `${format} ${w}x${h}`).toBeLessThan(1e-5);
        const fromRgba = new Float32Array(ow * oh * 3);
        resampleRegion(yuvToRgba(image), { x0: 0, y0: 0, x1: w, y1: h }, ow, oh, fromRgba);
        expect(maxDifference(a, fromRgba), `${format} ${w}x${h}`).toBeLessThanOrEqual(LEVEL);
      }
    }
  });

  it('writes at an offset with a row stride and leaves the rest of the buffer alone', () => {
    const image = planes(40, 30, 'I420');
    const out = new Float32Array(10 * 8 * 3).fill(-1);
    resampleYuvRegion(image, { x0: 0, y0: 0, x1: 40, y1: 30 }, 4, 3, out, 3 * 10 + 6, 10 * 3);
    const written = new Set<number>();
    for (let j = 0; j < 3; j++) for (let i = 0; i < 12; i++) written.add(3 * 10 + 6 + j * 30 + i);
    out.forEach((v, i) => expect(v === -1, `value ${i}`).toBe(!written.has(i)));
  });

  it('refuses planes past their buffer and outputs that do not fit (programming errors)', () => {
    const image = planes(20, 10, 'I420');
    expect(() => resampleYuvRegion({ ...image, data: image.data.subarray(0, 100) }, { x0: 0, y0: 0, x1: 20, y1: 10 }, 5, 5, new Float32Array(75))).toThrow(/runs past the end/);
    expect(() => resampleYuvRegion(image, { x0: 0, y0: 0, x1: 20, y1: 10 }, 5, 5, new Float32Array(74))).toThrow(RangeError);
  });
});

describe('letterboxYuvInto', () => {
  it('pads and places the frame as letterboxInto does, within a level', () => {
    const image = planes(160, 90, 'NV12');
    const lb = letterbox(160, 90, 64, 64);
    const fromPlanes = new Float32Array(64 * 64 * 3);
    const fromRgba = new Float32Array(64 * 64 * 3);
    letterboxYuvInto(image, lb, fromPlanes);
    letterboxInto(yuvToRgba(image), lb, fromRgba);
    expect(maxDifference(fromPlanes, fromRgba)).toBeLessThanOrEqual(LEVEL);
    // The padding rows are exactly the grey, not nearly.
    expect(fromPlanes[0]).toBe(fromRgba[0]);
  });

  it('refuses a letterbox made for another size', () => {
    expect(() => letterboxYuvInto(planes(16, 8, 'I420'), letterbox(8, 8, 32, 32), new Float32Array(32 * 32 * 3))).toThrow(/letterbox computed for 8x8/);
  });
});

describe('chromaWeights', () => {
  it('gives each chroma sample the weights of the luma pixels it stands for, summing to 1', () => {
    // 5 luma pixels per output from 0: outputs read luma 0-4 (chroma 0, 0, 1, 1, 2) and 5-9 (2, 3, 3, 4, 4).
    const chroma = chromaWeights(boxWeights(10, 0, 10, 2));
    expect([...chroma.first]).toEqual([0, 2]);
    expect([...chroma.count]).toEqual([3, 3]);
    expect([...chroma.weights.subarray(0, 3)].map((w) => w.toFixed(2))).toEqual(['0.40', '0.40', '0.20']);
    expect([...chroma.weights.subarray(chroma.taps, chroma.taps + 3)].map((w) => w.toFixed(2))).toEqual(['0.20', '0.40', '0.40']);
  });
});
