/**
 * Letterbox geometry: how a frame of any size is fitted into the model's fixed input (scaled
 * uniformly to fit, centred, the rest padded), and how boxes found in the model input map back
 * to frame pixels. Pure numbers, no TF.js: `preprocess.ts` applies it to pixels, the decoder and
 * the tests use it to map boxes back.
 */
import type { Box } from './types';

export interface Letterbox {
  /** The frame the geometry was computed for, in pixels. */
  readonly frameWidth: number;
  readonly frameHeight: number;
  /** The model input, in pixels. */
  readonly inputWidth: number;
  readonly inputHeight: number;
  /** Input pixels per frame pixel (the same on both axes: the image is never stretched). */
  readonly scale: number;
  /** Size of the scaled frame inside the input, whole pixels, at least 1. */
  readonly drawnWidth: number;
  readonly drawnHeight: number;
  /** Padding before the scaled frame (left, top); the rest of the padding is after it. */
  readonly padX: number;
  readonly padY: number;
}

function assertSize(what: string, w: number, h: number): void {
  if (!Number.isInteger(w) || !Number.isInteger(h) || w <= 0 || h <= 0) {
    // Callers validate frames first (`checkFrame`), so reaching this is a programming error.
    throw new RangeError(`${what} must be positive whole pixels, got ${w}x${h}`);
  }
}

/**
 * Fits a `frameWidth` x `frameHeight` frame into an `inputWidth` x `inputHeight` model input;
 * `shrink` > 1 draws it that many times smaller, centred, as if photographed from farther away
 * (the calibration sheet's farther look: `SHEET_FARTHER_LOOK` in calibration/sheet-sources.ts).
 */
export function letterbox(frameWidth: number, frameHeight: number, inputWidth: number, inputHeight: number, shrink = 1): Letterbox {
  assertSize('frame', frameWidth, frameHeight);
  assertSize('input', inputWidth, inputHeight);
  if (!(shrink >= 1 && Number.isFinite(shrink))) throw new RangeError(`letterbox: shrink must be a number >= 1, got ${shrink}`);
  const scale = Math.min(inputWidth / frameWidth, inputHeight / frameHeight) / shrink;
  // Rounded, clamped to the input, and never 0 (a 1x10000 frame still draws one pixel column).
  const drawnWidth = Math.min(inputWidth, Math.max(1, Math.round(frameWidth * scale)));
  const drawnHeight = Math.min(inputHeight, Math.max(1, Math.round(frameHeight * scale)));
  const padX = Math.floor((inputWidth - drawnWidth) / 2);
  const padY = Math.floor((inputHeight - drawnHeight) / 2);
  return { frameWidth, frameHeight, inputWidth, inputHeight, scale, drawnWidth, drawnHeight, padX, padY };
}

/**
 * Maps a box in model-input pixels back to frame pixels, clipped to the frame. Uses the drawn
 * size rather than `scale`, so rounding of the drawn size does not shift boxes near the far edge.
 * A box entirely in the padding comes back with zero width or height.
 */
export function toFrameBox(box: Box, lb: Letterbox): Box {
  const sx = lb.frameWidth / lb.drawnWidth;
  const sy = lb.frameHeight / lb.drawnHeight;
  const clampX = (v: number) => Math.min(lb.frameWidth, Math.max(0, v));
  const clampY = (v: number) => Math.min(lb.frameHeight, Math.max(0, v));
  const x0 = clampX((box.x - lb.padX) * sx);
  const y0 = clampY((box.y - lb.padY) * sy);
  const x1 = clampX((box.x + box.w - lb.padX) * sx);
  const y1 = clampY((box.y + box.h - lb.padY) * sy);
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/** Maps a box in frame pixels into model-input pixels (the inverse of `toFrameBox`, unclipped). */
export function toInputBox(box: Box, lb: Letterbox): Box {
  const sx = lb.drawnWidth / lb.frameWidth;
  const sy = lb.drawnHeight / lb.frameHeight;
  return { x: box.x * sx + lb.padX, y: box.y * sy + lb.padY, w: box.w * sx, h: box.h * sy };
}

/**
 * The detector input for a frame: the long side `size` (the square the detector was trained on),
 * the short side only as long as the scaled frame needs plus `minPad` grey pixels on each side,
 * rounded up to a multiple of `multiple` (the detector's total stride) and at most `size`. A
 * 1280x720 frame fills 180 of 320 rows: 320x192 instead of 320x320 leaves out 40 % of the
 * detector's work, all of it on padding.
 */
export function fittedInputSize(frameWidth: number, frameHeight: number, size: number, multiple: number, minPad = 0): { width: number; height: number } {
  assertSize('frame', frameWidth, frameHeight);
  const scale = size / Math.max(frameWidth, frameHeight);
  // Rounded up, never down: a short side rounded down to a multiple would shrink the scale below
  // the long side's, and cut the frame (fast-check found 256.3 -> 256 at pad 0).
  const scaledShort = Math.max(1, Math.ceil(Math.min(frameWidth, frameHeight) * scale - 1e-9));
  const short = Math.min(size, Math.ceil((scaledShort + 2 * minPad) / multiple) * multiple);
  return frameWidth >= frameHeight ? { width: size, height: short } : { width: short, height: size };
}
