/**
 * Image intake: the checks an uploaded or captured image passes BEFORE it is decoded (so a hostile
 * or broken file never costs more than one pass over its bytes), the EXIF orientation applied to a
 * decoded frame, and a cheap test for a blank frame. Pure (no DOM, no Node APIs).
 */
import { type RgbaFrame, MAX_FRAME_SIDE, checkFrame } from './frame';
import { type ExifOrientation, type ImageFormat, IMAGE_FORMATS, hasCompleteData, readImageHeader } from './image-header';

export type { ExifOrientation, ImageFormat } from './image-header';

/**
 * Limits, in one place. A decoded frame is `width * height * 4` bytes, so `maxPixels` bounds the
 * memory of a decode: 40 MP = 160 MB of RGBA (a 12-16 MP phone photo is well inside; a 48 MP
 * full-resolution shot is refused). `maxSide` matches `checkFrame`, so whatever passes here also
 * passes there after decoding. `minSide`: below 16 px no tile can be read.
 */
export const INTAKE_LIMITS = Object.freeze({
  /** Smallest side, in pixels. */
  minSide: 16,
  /** Largest side, in pixels (`MAX_FRAME_SIDE`). */
  maxSide: MAX_FRAME_SIDE,
  /** Most pixels (width * height) decoded. */
  maxPixels: 40_000_000,
  /** Largest file, in bytes: bounds the one scan for truncation. */
  maxBytes: 64 * 1024 * 1024,
  /** Formats accepted. */
  formats: IMAGE_FORMATS,
});
export type IntakeLimits = {
  readonly minSide: number;
  readonly maxSide: number;
  readonly maxPixels: number;
  readonly maxBytes: number;
  readonly formats: readonly ImageFormat[];
};

export const INTAKE_ERROR_CODES = ['not_an_image', 'unsupported_format', 'truncated', 'too_small', 'too_large'] as const;
export type IntakeErrorCode = (typeof INTAKE_ERROR_CODES)[number];

export type ImageCheck =
  | {
      readonly ok: true;
      readonly format: ImageFormat;
      /** Size as stored in the file (orientations 5-8 swap the sides on display). */
      readonly width: number;
      readonly height: number;
      readonly orientation: ExifOrientation;
    }
  | { readonly ok: false; readonly code: IntakeErrorCode; readonly message: string };

function toBytes(input: unknown): Uint8Array | null {
  if (input instanceof Uint8Array) return input;
  if (input instanceof ArrayBuffer) return new Uint8Array(input);
  if (ArrayBuffer.isView(input)) return new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
  return null;
}

/**
 * Checks an encoded image from its bytes, without decoding: format, stored size against the
 * limits, and (JPEG, PNG, WebP) that the data runs to its end marker. Accepts anything (a value
 * from a worker boundary is untyped at run time); never throws.
 */
export function checkImage(input: unknown, limits: IntakeLimits = INTAKE_LIMITS): ImageCheck {
  const bytes = toBytes(input);
  if (bytes === null) return { ok: false, code: 'not_an_image', message: 'expected the image bytes (Uint8Array or ArrayBuffer)' };
  if (bytes.length > limits.maxBytes) {
    return { ok: false, code: 'too_large', message: `file of ${bytes.length} bytes exceeds ${limits.maxBytes}` };
  }
  const header = readImageHeader(bytes);
  if (!header.ok) return header;
  const { format, width, height, orientation } = header;
  if (!limits.formats.includes(format)) {
    return { ok: false, code: 'unsupported_format', message: `${format} images are not accepted here` };
  }
  if (width < limits.minSide || height < limits.minSide) {
    return { ok: false, code: 'too_small', message: `image ${width}x${height} is under ${limits.minSide} pixels on a side` };
  }
  if (width > limits.maxSide || height > limits.maxSide) {
    return { ok: false, code: 'too_large', message: `image ${width}x${height} exceeds ${limits.maxSide} pixels on a side` };
  }
  if (width * height > limits.maxPixels) {
    return { ok: false, code: 'too_large', message: `image ${width}x${height} exceeds ${limits.maxPixels / 1e6} megapixels` };
  }
  const least = leastPlausibleBytes(format, width, height);
  if (bytes.length < least) {
    return { ok: false, code: 'truncated', message: `a ${format} of ${width}x${height} cannot fit in ${bytes.length} bytes (at least ${least}): the file is cut short or its header is false` };
  }
  if (!hasCompleteData(bytes, format)) {
    return { ok: false, code: 'truncated', message: `${format} data ends before its end marker (${bytes.length} bytes)` };
  }
  return { ok: true, format, width, height, orientation };
}

/**
 * The fewest bytes a real file of this size can have, from what its coding must spend at the least,
 * halved for safety, so a header that lies about the size (a 13.7 KB JPEG claiming 8000x5000, which
 * jpeg-js would allocate over a GB for) is refused before any decoding:
 * - JPEG (Huffman coding, baseline or progressive): every 8x8 block of even one component takes a
 *   DC code and an end-of-block code, at least 1 bit each, so >= 2 bits per 64 pixels = 1 byte per
 *   256; half of it is 1 byte per 512 pixels. (Arithmetic-coded JPEG could go lower; no decoder we
 *   use reads it.)
 * - PNG: deflate compresses at most about 1032:1, and a pixel is at least 1 bit: 1 byte per 8,256
 *   pixels, halved.
 * - WebP and GIF: their coders can spend under a bit on a whole run of pixels, so no bound here;
 *   the pixel cap stays their limit.
 */
export function leastPlausibleBytes(format: ImageFormat, width: number, height: number): number {
  const pixels = width * height;
  switch (format) {
    case 'jpeg':
      return Math.floor(pixels / 512);
    case 'png':
      return Math.floor(pixels / 16_512);
    case 'webp':
    case 'gif':
      return 0;
  }
}

/**
 * Applies an EXIF orientation to an RGBA frame: returns a new frame as it should be displayed
 * (orientations 5-8 swap width and height). Orientation 1, or a value outside 1-8, gives a copy.
 */
export function orientFrame(frame: RgbaFrame, orientation: ExifOrientation): RgbaFrame {
  const { width: w, height: h, data: src } = frame;
  const swap = orientation >= 5 && orientation <= 8;
  const dw = swap ? h : w;
  const dh = swap ? w : h;
  const out = new Uint8ClampedArray(w * h * 4);
  // Source pixel for destination (dx, dy): sx = ax*dx + bx*dy + cx, sy = ay*dx + by*dy + cy.
  let ax = 1, bx = 0, cx = 0, ay = 0, by = 1, cy = 0;
  switch (orientation) {
    case 2: ax = -1; cx = w - 1; break;
    case 3: ax = -1; cx = w - 1; by = -1; cy = h - 1; break;
    case 4: by = -1; cy = h - 1; break;
    case 5: ax = 0; bx = 1; ay = 1; by = 0; break;
    case 6: ax = 0; bx = 1; ay = -1; by = 0; cy = h - 1; break;
    case 7: ax = 0; bx = -1; cx = w - 1; ay = -1; by = 0; cy = h - 1; break;
    case 8: ax = 0; bx = -1; cx = w - 1; ay = 1; by = 0; break;
    default: break;
  }
  let o = 0;
  for (let dy = 0; dy < dh; dy++) {
    let sx = bx * dy + cx;
    let sy = by * dy + cy;
    for (let dx = 0; dx < dw; dx++) {
      const s = (sy * w + sx) * 4;
      out[o] = src[s] as number;
      out[o + 1] = src[s + 1] as number;
      out[o + 2] = src[s + 2] as number;
      out[o + 3] = src[s + 3] as number;
      o += 4;
      sx += ax;
      sy += ay;
    }
  }
  return { width: dw, height: dh, data: out };
}

/** Thresholds of `isBlankFrame`, in levels of 255. */
export const BLANK_FRAME = Object.freeze({
  /** Pixels sampled at most (a 64x64 grid): the check costs the same on any frame size. */
  samples: 64 * 64,
  /**
   * Share of samples ignored at each end of every channel (sensor noise, a hot pixel). Small, so a
   * hand covering under 1% of a wide shot (14 tiles 20 px wide in 1280x720) still counts.
   */
  tail: 0.002,
  /** All black: in every channel, the high percentile at most this. */
  maxDarkLevel: 16,
  /** Near uniform: in every channel, the high minus the low percentile at most this. */
  maxSpread: 12,
});

/**
 * Whether a frame shows nothing to read: all black (lens covered, camera not started) or nearly one
 * colour. Samples a fixed grid, so it costs the same on any frame. Conservative: a warning case,
 * so only a frame with (nearly) nothing else in it counts. A frame that fails `checkFrame` counts
 * as blank.
 */
export function isBlankFrame(frame: RgbaFrame): boolean {
  if (!checkFrame(frame).ok) return true;
  const { width: w, height: h, data } = frame;
  const side = Math.max(1, Math.floor(Math.sqrt(BLANK_FRAME.samples)));
  const nx = Math.min(w, side);
  const ny = Math.min(h, side);
  const hist = [new Uint32Array(256), new Uint32Array(256), new Uint32Array(256)];
  for (let j = 0; j < ny; j++) {
    const y = Math.min(h - 1, Math.floor(((j + 0.5) * h) / ny));
    for (let i = 0; i < nx; i++) {
      const x = Math.min(w - 1, Math.floor(((i + 0.5) * w) / nx));
      const p = (y * w + x) * 4;
      for (let c = 0; c < 3; c++) {
        const v = data[p + c] as number;
        const hc = hist[c] as Uint32Array;
        hc[v] = (hc[v] as number) + 1;
      }
    }
  }
  const n = nx * ny;
  const skip = Math.floor(n * BLANK_FRAME.tail);
  let dark = true;
  let uniform = true;
  for (const hc of hist) {
    let seen = 0;
    let low = -1;
    let high = 255;
    for (let v = 0; v < 256; v++) {
      seen += hc[v] as number;
      if (low < 0 && seen > skip) low = v;
      if (seen >= n - skip) {
        high = v;
        break;
      }
    }
    if (high > BLANK_FRAME.maxDarkLevel) dark = false;
    if (high - low > BLANK_FRAME.maxSpread) uniform = false;
  }
  return dark || uniform;
}
