/**
 * A camera's YUV pixels (I420 or NV12, as `VideoFrame.copyTo` lays them out) turned into the RGBA
 * frame the pipeline reads. Pure: no DOM, no VideoFrame; the worker's reader
 * (`workers/video-frame-pixels.ts`) copies the planes out and calls this.
 *
 * Why our own conversion rather than `copyTo(..., { format: 'RGBA' })`: in Chromium that asks the
 * browser for the same conversion and took 11.8 ms for a 1280x720 camera frame, against 0.1 ms
 * for the planes as they are plus about 5 ms for this (headless Chromium 156 on the 2-core
 * development machine, fake camera; the pixels agree within 2 levels, mean 0.04). Reading an
 * `ImageBitmap` of the same frame through a canvas took 12-13 ms, and making that bitmap on the
 * page another 24 ms.
 *
 * Colours: the frame's matrix (BT.601, BT.709 or BT.2020) and range (studio: Y 16..235, chroma
 * 16..240; or full), which a camera frame states in its `colorSpace`. A frame that states none is
 * read as BT.601 studio range, as Chromium itself converts it (and as `camera-clip/y4m.ts` writes).
 */
import type { RgbaFrame } from './frame';

export type YuvFormat = 'I420' | 'NV12';
export type YuvMatrix = 'bt601' | 'bt709' | 'bt2020';

/** Where one plane starts in the buffer and how many bytes one of its rows takes. */
export interface PlaneLayout {
  readonly offset: number;
  readonly stride: number;
}

export interface YuvImage {
  readonly format: YuvFormat;
  readonly width: number;
  readonly height: number;
  /** I420: Y, U, V; NV12: Y, then U and V interleaved. Extra planes (an alpha plane) are ignored. */
  readonly planes: readonly PlaneLayout[];
  readonly data: Uint8Array;
  readonly matrix: YuvMatrix;
  readonly fullRange: boolean;
}

/** The luma weights of red and blue (ITU-R BT.601, BT.709, BT.2020 non-constant luminance). */
const WEIGHTS: Readonly<Record<YuvMatrix, { readonly kr: number; readonly kb: number }>> = {
  bt601: { kr: 0.299, kb: 0.114 },
  bt709: { kr: 0.2126, kb: 0.0722 },
  bt2020: { kr: 0.2627, kb: 0.0593 },
};

/**
 * Lookup tables of each byte's share of R, G and B, so the inner loop only adds: a Y byte's
 * luma, a V byte's share of red and of green, a U byte's of green and of blue.
 */
interface Tables {
  readonly y: Float32Array;
  readonly vr: Float32Array;
  readonly vg: Float32Array;
  readonly ug: Float32Array;
  readonly ub: Float32Array;
}

const tableCache = new Map<string, Tables>();

function tablesFor(matrix: YuvMatrix, fullRange: boolean): Tables {
  const key = `${matrix}/${fullRange}`;
  const cached = tableCache.get(key);
  if (cached !== undefined) return cached;
  const { kr, kb } = WEIGHTS[matrix];
  const kg = 1 - kr - kb;
  const yScale = fullRange ? 1 : 255 / 219;
  const cScale = fullRange ? 1 : 255 / 224;
  const yZero = fullRange ? 0 : 16;
  const t: Tables = { y: new Float32Array(256), vr: new Float32Array(256), vg: new Float32Array(256), ug: new Float32Array(256), ub: new Float32Array(256) };
  for (let i = 0; i < 256; i++) {
    const c = (i - 128) * cScale;
    // Fractions are kept: the Uint8ClampedArray store clamps and rounds each channel.
    t.y[i] = (i - yZero) * yScale;
    t.vr[i] = 2 * (1 - kr) * c;
    t.vg[i] = (-2 * (1 - kr) * kr * c) / kg;
    t.ug[i] = (-2 * (1 - kb) * kb * c) / kg;
    t.ub[i] = 2 * (1 - kb) * c;
  }
  tableCache.set(key, t);
  return t;
}

/** Why a YUV image cannot be read, or null: its planes must lie inside its buffer. */
export function yuvProblem(image: YuvImage): string | null {
  const { width, height, planes, data, format } = image;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) return `bad size ${width}x${height}`;
  const cw = Math.ceil(width / 2);
  const ch = Math.ceil(height / 2);
  const needs = format === 'I420' ? [[width, height], [cw, ch], [cw, ch]] : [[width, height], [cw * 2, ch]];
  if (planes.length < needs.length) return `${format} needs ${needs.length} planes, got ${planes.length}`;
  for (const [i, [rowBytes, rows]] of needs.entries()) {
    const { offset, stride } = planes[i]!;
    if (!Number.isInteger(offset) || !Number.isInteger(stride) || offset < 0 || stride < rowBytes!) return `plane ${i}: offset ${offset}, stride ${stride} for rows of ${rowBytes} bytes`;
    if (offset + stride * (rows! - 1) + rowBytes! > data.length) return `plane ${i} runs past the end of the ${data.length}-byte buffer`;
  }
  return null;
}

/**
 * The image as RGBA (alpha 255), written into `into` when it is given and has the right length
 * (a buffer filled again costs far less than a fresh one: see `workers/frame-pixels.ts`). Throws
 * on planes that do not fit the buffer (`yuvProblem`).
 */
export function yuvToRgba(image: YuvImage, into?: Uint8ClampedArray): RgbaFrame {
  const problem = yuvProblem(image);
  if (problem !== null) throw new Error(`cannot read the ${image.format} frame: ${problem}`);
  const { width, height, data: src, planes, format } = image;
  const t = tablesFor(image.matrix, image.fullRange);
  const out = into !== undefined && into.length === width * height * 4 ? into : new Uint8ClampedArray(width * height * 4);
  const yPlane = planes[0]!;
  const uPlane = planes[1]!;
  // NV12 keeps U and V side by side in one plane: U at even bytes, V at odd.
  const vPlane = format === 'I420' ? planes[2]! : { offset: uPlane.offset + 1, stride: uPlane.stride };
  const step = format === 'I420' ? 1 : 2;
  let o = 0;
  for (let y = 0; y < height; y++) {
    const yRow = yPlane.offset + y * yPlane.stride;
    const uRow = uPlane.offset + (y >> 1) * uPlane.stride;
    const vRow = vPlane.offset + (y >> 1) * vPlane.stride;
    for (let x = 0; x < width; x++) {
      const l = t.y[src[yRow + x]!]!;
      const u = src[uRow + (x >> 1) * step]!;
      const v = src[vRow + (x >> 1) * step]!;
      out[o] = l + t.vr[v]!;
      out[o + 1] = l + t.vg[v]! + t.ug[u]!;
      out[o + 2] = l + t.ub[u]!;
      out[o + 3] = 255;
      o += 4;
    }
  }
  return { width, height, data: out };
}
