/**
 * Frames as recognition receives them, and the check that runs before any pixel is touched.
 * Pure (no DOM, no TF.js): the worker calls `checkFrame` and turns a failure into an
 * `{ ok: false, code }` value instead of a throw.
 */

/** An RGBA frame: `ImageData`, or the same shape built by hand (Node, tests, decoded uploads). */
export interface RgbaFrame {
  readonly width: number;
  readonly height: number;
  /** `width * height * 4` bytes, row-major RGBA. */
  readonly data: Uint8ClampedArray | Uint8Array;
}

/** Largest frame side accepted. A 10000x10000 photo is refused, not decoded into 400 MB. */
export const MAX_FRAME_SIDE = 8192;

export const FRAME_ERROR_CODES = ['bad_frame_size', 'bad_frame_data', 'frame_too_large'] as const;
export type FrameErrorCode = (typeof FRAME_ERROR_CODES)[number];

export type FrameCheck =
  | { readonly ok: true; readonly width: number; readonly height: number }
  | { readonly ok: false; readonly code: FrameErrorCode; readonly message: string };

/** Duck-typed so it works on both sides of a worker boundary and in Node (no `instanceof ImageBitmap`). */
function isBitmapLike(frame: object): frame is { width: number; height: number } {
  return !('data' in frame) && 'width' in frame && 'height' in frame;
}

/** A camera's `VideoFrame`, duck-typed likewise: its size is the one it is shown at. */
function isVideoFrameLike(frame: object): frame is { displayWidth: unknown; displayHeight: unknown } {
  return !('data' in frame) && 'displayWidth' in frame && 'displayHeight' in frame;
}

/**
 * Checks a frame's size and, for an RGBA buffer, its data length. Accepts anything: a value that
 * crossed a worker boundary is untyped at run time.
 */
export function checkFrame(frame: unknown): FrameCheck {
  if (typeof frame !== 'object' || frame === null) {
    return { ok: false, code: 'bad_frame_data', message: 'frame is not an object' };
  }
  const { width, height } = isVideoFrameLike(frame) ? { width: frame.displayWidth, height: frame.displayHeight } : (frame as { width?: unknown; height?: unknown });
  if (typeof width !== 'number' || typeof height !== 'number' || !Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) {
    return { ok: false, code: 'bad_frame_size', message: `frame size must be positive whole pixels, got ${String(width)}x${String(height)}` };
  }
  if (width > MAX_FRAME_SIDE || height > MAX_FRAME_SIDE) {
    return { ok: false, code: 'frame_too_large', message: `frame ${width}x${height} exceeds ${MAX_FRAME_SIDE} pixels on a side` };
  }
  if (isBitmapLike(frame) || isVideoFrameLike(frame)) return { ok: true, width, height };
  const { data } = frame as { data?: unknown };
  if (!(data instanceof Uint8ClampedArray || data instanceof Uint8Array)) {
    return { ok: false, code: 'bad_frame_data', message: 'frame data must be a Uint8ClampedArray or Uint8Array' };
  }
  if (data.length !== width * height * 4) {
    return { ok: false, code: 'bad_frame_data', message: `frame data has ${data.length} bytes, expected ${width * height * 4} for ${width}x${height} RGBA` };
  }
  return { ok: true, width, height };
}
