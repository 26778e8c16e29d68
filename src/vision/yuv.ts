/**
 * A camera's YUV pixels (I420 or NV12, as `VideoFrame.copyTo` lays them out): their layout, and
 * their conversion to RGBA. Recognition reads the planes themselves (`picture.ts`,
 * `yuv-resample.ts`) and converts a whole frame only for the turned view of a slanted hand; the
 * sheet's live inspection reads RGBA. Pure: no DOM, no VideoFrame; the worker's reader
 * (`workers/frame-pixels.ts`) copies the planes out.
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
 * luma, a V byte's share of red and of green, a U byte's of green and of blue. Fixed point
 * (`ONE` = 1.0) in integers, rounded by a half added in the luma entry and a shift, clamped to
 * 0..255 through `CLAMP`, a chroma sample's shares looked up once for its two pixels, and each
 * pixel stored as one 32-bit word: a 1280x720 frame took 3.1 ms instead of 4.8 with float sums
 * stored channel by channel into a Uint8ClampedArray, which clamps and rounds each store (Node,
 * medians of 150; models/MODEL_CARD.md "Speed"). The two differ by one level where a sum lies
 * within 2^-16 of a half: 6 of 3.7 million channel values of random planes.
 */
interface Tables {
  readonly y: Int32Array;
  readonly vr: Int32Array;
  readonly vg: Int32Array;
  readonly ug: Int32Array;
  readonly ub: Int32Array;
}

/**
 * The decoding formulas, 0..255 in and out: with luma `l = (Y - yZero) * yScale`, `u = U - 128`
 * and `v = V - 128`, R = l + rv v, G = l + gu u + gv v, B = l + bu u (the range's chroma scale
 * and the matrix's luma weights folded into the four factors). Every conversion here derives
 * from these: `yuvToRgba`'s tables, `yuv-resample.ts`, the blank check on planes.
 */
export interface YuvCoefficients {
  readonly yZero: number;
  readonly yScale: number;
  readonly rv: number;
  readonly gu: number;
  readonly gv: number;
  readonly bu: number;
}

export function yuvCoefficients(matrix: YuvMatrix, fullRange: boolean): YuvCoefficients {
  const { kr, kb } = WEIGHTS[matrix];
  const kg = 1 - kr - kb;
  const c = fullRange ? 1 : 255 / 224;
  return { yZero: fullRange ? 0 : 16, yScale: fullRange ? 1 : 255 / 219, rv: 2 * (1 - kr) * c, gu: (-2 * (1 - kb) * kb * c) / kg, gv: (-2 * (1 - kr) * kr * c) / kg, bu: 2 * (1 - kb) * c };
}

const SHIFT = 16;
const ONE = 1 << SHIFT;
const HALF = ONE >> 1;
/**
 * Every whole sum the tables can reach (about -300..560) maps to 0..255 at `CLAMP[sum + CLAMP_ZERO]`;
 * the luma entries carry the offset, so a sum is never negative and indexes `CLAMP` as it is.
 */
const CLAMP_ZERO = 1024;
const CLAMP = Uint8Array.from({ length: 2 * CLAMP_ZERO }, (_, i) => Math.min(255, Math.max(0, i - CLAMP_ZERO)));

const tableCache = new Map<string, Tables>();

function tablesFor(matrix: YuvMatrix, fullRange: boolean): Tables {
  const key = `${matrix}/${fullRange}`;
  const cached = tableCache.get(key);
  if (cached !== undefined) return cached;
  const { yZero, yScale, rv, gu, gv, bu } = yuvCoefficients(matrix, fullRange);
  const t: Tables = { y: new Int32Array(256), vr: new Int32Array(256), vg: new Int32Array(256), ug: new Int32Array(256), ub: new Int32Array(256) };
  const fixed = (v: number) => Math.round(v * ONE);
  for (let i = 0; i < 256; i++) {
    const c = i - 128;
    // The rounding half and the clamp's offset are in the luma entry, so a pixel's sum needs only the shift.
    t.y[i] = fixed((i - yZero) * yScale) + HALF + CLAMP_ZERO * ONE;
    t.vr[i] = fixed(rv * c);
    t.vg[i] = fixed(gv * c);
    t.ug[i] = fixed(gu * c);
    t.ub[i] = fixed(bu * c);
  }
  tableCache.set(key, t);
  return t;
}

/** Whether this machine stores the low byte of a 32-bit word first (every browser's CPU today), so one store writes R, G, B, A in order. */
export const LITTLE_ENDIAN = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1;

const MATRIX_NAMES: readonly string[] = Object.keys(WEIGHTS);

/**
 * Whether a value that crossed a worker boundary, untyped at run time, is a YUV image this file
 * can read: its fields of the right kinds and its planes inside its buffer (`yuvProblem`).
 */
export function isYuvImage(value: unknown): value is YuvImage {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Record<keyof YuvImage, unknown>>;
  if ((v.format !== 'I420' && v.format !== 'NV12') || typeof v.matrix !== 'string' || !MATRIX_NAMES.includes(v.matrix) || typeof v.fullRange !== 'boolean') return false;
  if (!(v.data instanceof Uint8Array) || !Array.isArray(v.planes) || typeof v.width !== 'number' || typeof v.height !== 'number') return false;
  if (!v.planes.every((p: unknown) => typeof p === 'object' && p !== null && typeof (p as PlaneLayout).offset === 'number' && typeof (p as PlaneLayout).stride === 'number')) return false;
  return yuvProblem(value as YuvImage) === null;
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

/** Where U and V lie: their own planes (I420), or side by side in one, U at even bytes and V at odd (NV12, `step` 2). */
export function chromaPlanes(image: YuvImage): { readonly u: PlaneLayout; readonly v: PlaneLayout; readonly step: 1 | 2 } {
  const u = image.planes[1]!;
  return image.format === 'I420' ? { u, v: image.planes[2]!, step: 1 } : { u, v: { offset: u.offset + 1, stride: u.stride }, step: 2 };
}

/**
 * The image as RGBA (alpha 255), written into `into` when it is given and has the right length
 * (a buffer filled again costs far less than a fresh one: see `workers/frame-pixels.ts`). Throws
 * on planes that do not fit the buffer (`yuvProblem`).
 */
export function yuvToRgba(image: YuvImage, into?: Uint8ClampedArray): RgbaFrame {
  const problem = yuvProblem(image);
  if (problem !== null) throw new Error(`cannot read the ${image.format} frame: ${problem}`);
  const { width, height, data: src, planes } = image;
  const t = tablesFor(image.matrix, image.fullRange);
  const out = into !== undefined && into.length === width * height * 4 ? into : new Uint8ClampedArray(width * height * 4);
  const yPlane = planes[0]!;
  const { u: uPlane, v: vPlane, step } = chromaPlanes(image);
  const { y: ty, vr, vg, ug, ub } = t;
  // One 32-bit store per pixel where the buffer allows it (aligned, little-endian), else four.
  const words = LITTLE_ENDIAN && out.byteOffset % 4 === 0 ? new Uint32Array(out.buffer, out.byteOffset, width * height) : null;
  const even = width & ~1;
  for (let y = 0; y < height; y++) {
    const yRow = yPlane.offset + y * yPlane.stride;
    const uRow = uPlane.offset + (y >> 1) * uPlane.stride;
    const vRow = vPlane.offset + (y >> 1) * vPlane.stride;
    const o = y * width;
    if (words !== null) {
      // Two pixels a chroma sample: its shares are looked up once for both.
      for (let x = 0, c = 0; x < even; x += 2, c += step) {
        const u = src[uRow + c]!;
        const v = src[vRow + c]!;
        const dr = vr[v]!;
        const dg = vg[v]! + ug[u]!;
        const db = ub[u]!;
        const l0 = ty[src[yRow + x]!]!;
        const l1 = ty[src[yRow + x + 1]!]!;
        words[o + x] = CLAMP[(l0 + dr) >> SHIFT]! | (CLAMP[(l0 + dg) >> SHIFT]! << 8) | (CLAMP[(l0 + db) >> SHIFT]! << 16) | 0xff000000;
        words[o + x + 1] = CLAMP[(l1 + dr) >> SHIFT]! | (CLAMP[(l1 + dg) >> SHIFT]! << 8) | (CLAMP[(l1 + db) >> SHIFT]! << 16) | 0xff000000;
      }
    }
    for (let x = words !== null ? even : 0; x < width; x++) {
      const c = (x >> 1) * step;
      const u = src[uRow + c]!;
      const v = src[vRow + c]!;
      const l = ty[src[yRow + x]!]!;
      const i = (o + x) * 4;
      out[i] = CLAMP[(l + vr[v]!) >> SHIFT]!;
      out[i + 1] = CLAMP[(l + vg[v]! + ug[u]!) >> SHIFT]!;
      out[i + 2] = CLAMP[(l + ub[u]!) >> SHIFT]!;
      out[i + 3] = 255;
    }
  }
  return { width, height, data: out };
}
