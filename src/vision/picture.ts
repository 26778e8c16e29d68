/**
 * What the pipeline reads pixels from: an RGBA frame (a decoded photo, a bitmap, Node), or a
 * camera frame still in its YUV planes (the worker's reader, `workers/frame-pixels.ts`). From the
 * planes, the models' inputs are resampled directly (`yuv-resample.ts`), so a camera frame is
 * never converted to RGBA whole: only the turned view of a slanted hand (`turn.ts`) needs that.
 * Pure: no DOM, no TF.js.
 */
import { checkFrame, type FrameCheck, type RgbaFrame } from './frame';
import { OWN_GEOMETRY, type FrameGeometry } from './geometry';
import { BLANK_FRAME, isBlankFrame } from './intake';
import type { Letterbox } from './letterbox';
import { resampleRegion, type Region } from './resample';
import { chromaPlanes, isYuvImage, yuvCoefficients, yuvToRgba, type YuvImage } from './yuv';
import { letterboxYuvInto, resampleYuvRegion } from './yuv-resample';
import { cropFrame, type PixelRect } from './zoom';

export type Picture = RgbaFrame | YuvImage;

export const isPlanar = (picture: Picture): picture is YuvImage => 'planes' in picture;

/** `checkFrame` for a picture: a YUV image is checked by `isYuvImage`, then its size as any frame's. Accepts anything. */
export function checkPicture(value: unknown): FrameCheck {
  if (typeof value !== 'object' || value === null || !('planes' in value)) return checkFrame(value);
  if (!isYuvImage(value)) return { ok: false, code: 'bad_frame_data', message: 'a YUV frame whose fields or planes do not fit its buffer' };
  // Its size alone, checked as a frame without pixels (a bitmap's) is.
  return checkFrame({ width: value.width, height: value.height });
}

/** The detector's letterboxed input: from the planes, or by `geometry` from RGBA. */
export function letterboxPicture(picture: Picture, lb: Letterbox, out: Float32Array, geometry: FrameGeometry = OWN_GEOMETRY): void {
  if (isPlanar(picture)) letterboxYuvInto(picture, lb, out);
  else geometry.letterbox(picture, lb, out);
}

/** `resampleRegion` (a tile's crop) for any picture. */
export function resamplePicture(picture: Picture, region: Region, outWidth: number, outHeight: number, out: Float32Array, offset = 0): void {
  if (isPlanar(picture)) resampleYuvRegion(picture, region, outWidth, outHeight, out, offset);
  else resampleRegion(picture, region, outWidth, outHeight, out, offset);
}

/** The buffer planes are converted into for `withRgba`, kept for the next call. */
let scratch: Uint8ClampedArray | undefined;

/**
 * `read` given the picture as RGBA: itself, or its planes converted into a buffer kept from call
 * to call, as a fresh 1280x720 buffer costs more than the conversion (`workers/frame-pixels.ts`).
 * So `read` must be done with the pixels when it returns: it runs at once, and keeps nothing that
 * holds them (the turned view copies what it samples).
 */
export function withRgba<T>(picture: Picture, read: (rgba: RgbaFrame) => T): T {
  if (!isPlanar(picture)) return read(picture);
  const buffer = scratch;
  // Taken while in use, so a nested call gets a buffer of its own.
  scratch = undefined;
  try {
    const rgba = yuvToRgba(picture, buffer);
    const result = read(rgba);
    scratch = rgba.data as Uint8ClampedArray;
    return result;
  } catch (e) {
    scratch = buffer;
    throw e;
  }
}

/**
 * One rectangle of the picture, and the rectangle it is (`rect` inside the picture). RGBA is
 * copied; planes are viewed in place, with the rectangle widened by a pixel to even corners where
 * it must be, so that its chroma samples stay paired with their pixels.
 */
export function cutPicture(picture: Picture, rect: PixelRect): { readonly picture: Picture; readonly rect: PixelRect } {
  if (!isPlanar(picture)) return { picture: cropFrame(picture, rect), rect };
  const x = rect.x & ~1;
  const y = rect.y & ~1;
  const cut = { x, y, w: rect.w + (rect.x - x), h: rect.h + (rect.y - y) };
  const [luma] = picture.planes;
  const { u, v, step } = chromaPlanes(picture);
  const chromaAt = (p: { offset: number; stride: number }) => ({ offset: p.offset + (y >> 1) * p.stride + (x >> 1) * step, stride: p.stride });
  const lumaAt = { offset: luma!.offset + y * luma!.stride + x, stride: luma!.stride };
  // NV12's second plane is U and V together, starting at U.
  const planes = picture.format === 'I420' ? [lumaAt, chromaAt(u), chromaAt(v)] : [lumaAt, chromaAt(u)];
  return { picture: { ...picture, width: cut.w, height: cut.h, planes }, rect: cut };
}

/**
 * `isBlankFrame` for any picture: for planes, on the pixels of its sampling grid converted one by
 * one (the check reads a fixed grid, so that is all it would read of the RGBA).
 */
export function isBlankPicture(picture: Picture): boolean {
  if (!isPlanar(picture)) return isBlankFrame(picture);
  const side = Math.max(1, Math.floor(Math.sqrt(BLANK_FRAME.samples)));
  const nx = Math.min(picture.width, side);
  const ny = Math.min(picture.height, side);
  const data = new Uint8ClampedArray(nx * ny * 4);
  const { yZero, yScale, rv, gu, gv, bu } = yuvCoefficients(picture.matrix, picture.fullRange);
  const [luma] = picture.planes;
  const { u: uPlane, v: vPlane, step } = chromaPlanes(picture);
  const src = picture.data;
  for (let j = 0; j < ny; j++) {
    // The rows and columns `isBlankFrame` samples on a frame of this size.
    const y = Math.min(picture.height - 1, Math.floor(((j + 0.5) * picture.height) / ny));
    for (let i = 0; i < nx; i++) {
      const x = Math.min(picture.width - 1, Math.floor(((i + 0.5) * picture.width) / nx));
      const l = (src[luma!.offset + y * luma!.stride + x]! - yZero) * yScale;
      const u = src[uPlane.offset + (y >> 1) * uPlane.stride + (x >> 1) * step]! - 128;
      const v = src[vPlane.offset + (y >> 1) * vPlane.stride + (x >> 1) * step]! - 128;
      const o = (j * nx + i) * 4;
      data[o] = l + rv * v;
      data[o + 1] = l + gu * u + gv * v;
      data[o + 2] = l + bu * u;
      data[o + 3] = 255;
    }
  }
  return isBlankFrame({ width: nx, height: ny, data });
}
