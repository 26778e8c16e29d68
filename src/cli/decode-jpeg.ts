/**
 * JPEG decoding for the Node side (eval, tools): `checkImage` first (format, size limits,
 * truncation, all from the header), then jpeg-js with its own resolution and memory caps set from
 * the same limits, then the EXIF orientation applied. Returns a coded error, never throws.
 * Node only (jpeg-js needs `Buffer`); the browser decodes with `createImageBitmap` instead.
 */
import jpeg from 'jpeg-js';
import type { RgbaFrame } from '../vision/frame';
import { type ExifOrientation, type IntakeErrorCode, type IntakeLimits, INTAKE_LIMITS, checkImage, orientFrame } from '../vision/intake';

/**
 * What jpeg-js allocates per pixel, at worst (4:4:4, three components): 4 bytes a component of
 * coefficient blocks, 1 a component of decoded lines, 4 of RGBA output = 19, rounded up.
 */
export const JPEG_DECODE_BYTES_PER_PIXEL = 20;

export type DecodeErrorCode = IntakeErrorCode | 'decode_failed';

export type DecodeResult =
  | {
      readonly ok: true;
      /** Oriented for display (EXIF applied). */
      readonly frame: RgbaFrame;
      /** The orientation that was applied (1 = none). */
      readonly orientation: ExifOrientation;
    }
  | { readonly ok: false; readonly code: DecodeErrorCode; readonly message: string };

/**
 * Limits for decoding in Node (eval, calibrate, tools): 24 MP instead of the browser's 40. jpeg-js
 * spends up to 20 bytes a pixel (above), so 24 MP bounds a decode near 460 MB, where 40 MP took
 * 800 MB and more; a 24 MP phone photo still passes whole.
 */
export const NODE_DECODE_LIMITS: IntakeLimits = Object.freeze({ ...INTAKE_LIMITS, maxPixels: 24_000_000 });

/** jpeg-js options derived from the intake limits. */
export function jpegDecodeOptions(limits: IntakeLimits = NODE_DECODE_LIMITS) {
  return {
    useTArray: true,
    formatAsRGBA: true,
    maxResolutionInMP: limits.maxPixels / 1e6,
    maxMemoryUsageInMB: Math.ceil((limits.maxPixels * JPEG_DECODE_BYTES_PER_PIXEL) / (1024 * 1024)),
  } as const;
}

/** Decodes a JPEG into an RGBA frame, oriented for display. */
export function decodeJpeg(bytes: Uint8Array, limits: IntakeLimits = NODE_DECODE_LIMITS): DecodeResult {
  const check = checkImage(bytes, limits);
  if (!check.ok) return check;
  if (check.format !== 'jpeg') return { ok: false, code: 'unsupported_format', message: `${check.format}: only JPEG is decoded in Node` };
  let decoded: { width: number; height: number; data: Uint8Array };
  try {
    decoded = jpeg.decode(bytes, jpegDecodeOptions(limits));
  } catch (e) {
    return { ok: false, code: 'decode_failed', message: `JPEG decoding failed: ${e instanceof Error ? e.message : String(e)}` };
  }
  if (decoded.width !== check.width || decoded.height !== check.height || decoded.data.length !== decoded.width * decoded.height * 4) {
    return { ok: false, code: 'decode_failed', message: `decoded ${decoded.width}x${decoded.height}, header said ${check.width}x${check.height}` };
  }
  // A view, not a copy: frames carry Uint8ClampedArray like ImageData.
  const data = new Uint8ClampedArray(decoded.data.buffer, decoded.data.byteOffset, decoded.data.length);
  const frame: RgbaFrame = { width: decoded.width, height: decoded.height, data };
  return { ok: true, frame: check.orientation === 1 ? frame : orientFrame(frame, check.orientation), orientation: check.orientation };
}
