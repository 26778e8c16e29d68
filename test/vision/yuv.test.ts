// A camera's YUV planes to RGBA (src/vision/yuv.ts): colours through each matrix and range, both
// layouts, padded rows, and planes that do not fit their buffer refused.
import { describe, expect, it } from 'vitest';
import { toI420 } from '../../src/cli/camera-clip/y4m';
import { yuvProblem, yuvToRgba, type PlaneLayout, type YuvImage, type YuvMatrix } from '../../src/vision/yuv';

const W = 6;
const H = 4;

/** A 6x4 picture of six colours, each filling a 2x2 block, so 4:2:0 keeps every colour whole. */
const COLOURS = [
  [255, 0, 0],
  [0, 255, 0],
  [0, 0, 255],
  [250, 240, 220],
  [30, 120, 60],
  [128, 128, 128],
] as const;

function blocks(): { width: number; height: number; data: Uint8ClampedArray } {
  const data = new Uint8ClampedArray(W * H * 4);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const c = COLOURS[(y >> 1) * (W / 2) + (x >> 1)]!;
      data.set([...c, 255], (y * W + x) * 4);
    }
  }
  return { width: W, height: H, data };
}

const I420_PLANES: PlaneLayout[] = [
  { offset: 0, stride: W },
  { offset: W * H, stride: W / 2 },
  { offset: W * H + (W / 2) * (H / 2), stride: W / 2 },
];

function maxDifference(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let worst = 0;
  for (let i = 0; i < a.length; i++) worst = Math.max(worst, Math.abs(a[i]! - b[i]!));
  return worst;
}

/** Y'CbCr of an RGB colour by the standard's forward formulas, written independently of yuv.ts. */
function encode(rgb: readonly number[], matrix: YuvMatrix, fullRange: boolean): [number, number, number] {
  const [kr, kb] = matrix === 'bt709' ? [0.2126, 0.0722] : matrix === 'bt2020' ? [0.2627, 0.0593] : [0.299, 0.114];
  const [r, g, b] = rgb.map((v) => v / 255) as [number, number, number];
  const y = kr * r + (1 - kr - kb) * g + kb * b;
  const cb = (b - y) / (2 * (1 - kb));
  const cr = (r - y) / (2 * (1 - kr));
  return fullRange ? [255 * y, 128 + 255 * cb, 128 + 255 * cr] : [16 + 219 * y, 128 + 224 * cb, 128 + 224 * cr];
}

const byte = (v: number): number => Math.min(255, Math.max(0, Math.round(v)));

function i420Of(matrix: YuvMatrix, fullRange: boolean): Uint8Array {
  const out = new Uint8Array(W * H * 1.5);
  const src = blocks();
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 4;
      const [l, u, v] = encode([src.data[i]!, src.data[i + 1]!, src.data[i + 2]!], matrix, fullRange);
      // Clamped as an encoder clamps: full-range red's Cr is 255.5.
      out[y * W + x] = byte(l);
      out[I420_PLANES[1]!.offset + (y >> 1) * (W / 2) + (x >> 1)] = byte(u);
      out[I420_PLANES[2]!.offset + (y >> 1) * (W / 2) + (x >> 1)] = byte(v);
    }
  }
  return out;
}

describe('yuvToRgba', () => {
  it('gives back what the camera clip writer encoded (BT.601 studio range), within rounding', () => {
    const picture = blocks();
    const rgba = yuvToRgba({ format: 'I420', width: W, height: H, planes: I420_PLANES, data: toI420(picture), matrix: 'bt601', fullRange: false });
    expect(rgba.width).toBe(W);
    expect(rgba.height).toBe(H);
    expect(maxDifference(rgba.data, picture.data)).toBeLessThanOrEqual(2);
  });

  for (const matrix of ['bt601', 'bt709', 'bt2020'] as const) {
    for (const fullRange of [false, true]) {
      it(`reads ${matrix} in ${fullRange ? 'full' : 'studio'} range`, () => {
        const rgba = yuvToRgba({ format: 'I420', width: W, height: H, planes: I420_PLANES, data: i420Of(matrix, fullRange), matrix, fullRange });
        expect(maxDifference(rgba.data, blocks().data)).toBeLessThanOrEqual(2);
      });
    }
  }

  it('tells the matrices apart: BT.709 planes read as BT.601 come out visibly wrong', () => {
    const rgba = yuvToRgba({ format: 'I420', width: W, height: H, planes: I420_PLANES, data: i420Of('bt709', false), matrix: 'bt601', fullRange: false });
    expect(maxDifference(rgba.data, blocks().data)).toBeGreaterThan(10);
  });

  it('reads NV12 (U and V interleaved) and padded rows as I420', () => {
    const i420 = i420Of('bt601', false);
    const stride = W + 10; // rows padded, as camera buffers often are
    const chromaAt = 3 + stride * H + 7;
    const nv12 = new Uint8Array(chromaAt + stride * (H / 2));
    for (let y = 0; y < H; y++) nv12.set(i420.subarray(y * W, (y + 1) * W), 3 + y * stride);
    for (let y = 0; y < H / 2; y++) {
      for (let x = 0; x < W / 2; x++) {
        nv12[chromaAt + y * stride + 2 * x] = i420[I420_PLANES[1]!.offset + y * (W / 2) + x]!;
        nv12[chromaAt + y * stride + 2 * x + 1] = i420[I420_PLANES[2]!.offset + y * (W / 2) + x]!;
      }
    }
    const planar = yuvToRgba({ format: 'I420', width: W, height: H, planes: I420_PLANES, data: i420, matrix: 'bt601', fullRange: false });
    const interleaved = yuvToRgba({ format: 'NV12', width: W, height: H, planes: [{ offset: 3, stride }, { offset: chromaAt, stride }], data: nv12, matrix: 'bt601', fullRange: false });
    expect([...interleaved.data]).toEqual([...planar.data]);
  });

  it('reads odd sizes: the last column and row share the chroma of the one before', () => {
    // 3x3: chroma planes of 2x2, the last column and row reading the second chroma sample.
    const data = new Uint8Array(9 + 4 + 4).fill(128);
    data.fill(200, 0, 9);
    const rgba = yuvToRgba({ format: 'I420', width: 3, height: 3, planes: [{ offset: 0, stride: 3 }, { offset: 9, stride: 2 }, { offset: 13, stride: 2 }], data, matrix: 'bt601', fullRange: false });
    expect(rgba.data).toHaveLength(36);
    expect(new Set(rgba.data.filter((_, i) => i % 4 !== 3))).toEqual(new Set([Math.round(((200 - 16) * 255) / 219)]));
  });

  it('converts any bytes to within one level of the exact formulas, each matrix and range, odd width', () => {
    // Random planes (seeded), 7x5: every chroma byte against every luma byte, the last column alone.
    let seed = 7;
    const next = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0), seed >>> 24);
    const [w, h, cw, ch] = [7, 5, 4, 3];
    const data = Uint8Array.from({ length: w * h + 2 * cw * ch }, next);
    const planes = [{ offset: 0, stride: w }, { offset: w * h, stride: cw }, { offset: w * h + cw * ch, stride: cw }];
    for (const matrix of ['bt601', 'bt709', 'bt2020'] as const) {
      for (const fullRange of [false, true]) {
        const [kr, kb] = matrix === 'bt709' ? [0.2126, 0.0722] : matrix === 'bt2020' ? [0.2627, 0.0593] : [0.299, 0.114];
        const kg = 1 - kr - kb;
        const rgba = yuvToRgba({ format: 'I420', width: w, height: h, planes, data, matrix, fullRange });
        for (let y = 0; y < h; y++) {
          for (let x = 0; x < w; x++) {
            const c = (y >> 1) * cw + (x >> 1);
            const l = fullRange ? data[y * w + x]! : ((data[y * w + x]! - 16) * 255) / 219;
            const [cb, cr] = [data[planes[1]!.offset + c]!, data[planes[2]!.offset + c]!].map((v) => (fullRange ? v - 128 : ((v - 128) * 255) / 224)) as [number, number];
            const r = l + 2 * (1 - kr) * cr;
            const b = l + 2 * (1 - kb) * cb;
            const g = (l - kr * r - kb * b) / kg;
            const i = (y * w + x) * 4;
            expect(maxDifference(rgba.data.subarray(i, i + 4), [byte(r), byte(g), byte(b), 255])).toBeLessThanOrEqual(1);
          }
        }
      }
    }
  });

  it('writes the same pixels into a buffer that starts off a 4-byte boundary', () => {
    const image: YuvImage = { format: 'I420', width: W, height: H, planes: I420_PLANES, data: i420Of('bt709', true), matrix: 'bt709', fullRange: true };
    const aligned = yuvToRgba(image).data;
    const offset = new Uint8ClampedArray(W * H * 4 + 1).subarray(1);
    expect(yuvToRgba(image, offset).data).toBe(offset);
    expect([...offset]).toEqual([...aligned]);
  });

  it('fills the buffer it is given when it has the right length, and makes its own otherwise', () => {
    const image: YuvImage = { format: 'I420', width: W, height: H, planes: I420_PLANES, data: i420Of('bt601', false), matrix: 'bt601', fullRange: false };
    const into = new Uint8ClampedArray(W * H * 4);
    expect(yuvToRgba(image, into).data).toBe(into);
    expect(maxDifference(into, blocks().data)).toBeLessThanOrEqual(2);
    const wrong = new Uint8ClampedArray(8);
    const made = yuvToRgba(image, wrong).data;
    expect(made).not.toBe(wrong);
    expect(made).toHaveLength(W * H * 4);
  });

  it('refuses planes that run past their buffer, too few planes, or a stride shorter than a row, naming the plane', () => {
    const base: YuvImage = { format: 'I420', width: W, height: H, planes: I420_PLANES, data: new Uint8Array(W * H * 1.5), matrix: 'bt601', fullRange: false };
    expect(yuvProblem(base)).toBeNull();
    expect(yuvProblem({ ...base, data: new Uint8Array(W * H * 1.5 - 1) })).toMatch(/plane 2 runs past the end/);
    expect(yuvProblem({ ...base, planes: I420_PLANES.slice(0, 2) })).toMatch(/I420 needs 3 planes, got 2/);
    expect(yuvProblem({ ...base, planes: [{ offset: 0, stride: W - 1 }, ...I420_PLANES.slice(1)] })).toMatch(/plane 0: .*stride 5 for rows of 6 bytes/);
    expect(yuvProblem({ ...base, width: 0 })).toMatch(/bad size/);
    expect(() => yuvToRgba({ ...base, data: new Uint8Array(10) })).toThrow(/cannot read the I420 frame: plane 0 runs past the end of the 10-byte buffer/);
  });
});
