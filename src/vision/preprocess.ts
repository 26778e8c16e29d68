/**
 * Pixels to the models' input tensors. The resampling itself is pure (`resample.ts`, the same box
 * filter the training pipeline uses); this file only wraps the filled buffers as tensors:
 *  - the detector input: the frame letterboxed (scaled to fit, centred, `PAD_VALUE` grey), RGB 0..1;
 *  - the classifier batch: one area-averaged crop per region, stacked (or several per region, in
 *    quarter turns, for a second opinion on the tiles the classifier doubted).
 * The caller owns each returned tensor and disposes it. Imports `tfjs-core` only; works on any RGBA
 * buffer (Node included), or a camera frame's YUV planes (`picture.ts`), which a worker reads out of
 * a `VideoFrame` (`workers/frame-pixels.ts`).
 */
import * as tf from '@tensorflow/tfjs-core';
import { OWN_GEOMETRY, type FrameGeometry } from './geometry';
import { letterbox, type Letterbox } from './letterbox';
import { letterboxPicture, resamplePicture, type Picture } from './picture';
import type { Region } from './resample';

export interface Preprocessed {
  /** `[1, inputHeight, inputWidth, 3]`, float32 in 0..1. The caller owns it and disposes it. */
  readonly input: tf.Tensor4D;
  /** The geometry used, to map boxes back to frame pixels (`toFrameBox`). */
  readonly letterbox: Letterbox;
}

/** The letterboxed detector input, resampled by `geometry` (an RGBA frame's). The caller has already checked the frame (`checkPicture`). */
export function preprocess(frame: Picture, inputWidth: number, inputHeight: number, geometry: FrameGeometry = OWN_GEOMETRY, shrink = 1): Preprocessed {
  const lb = letterbox(frame.width, frame.height, inputWidth, inputHeight, shrink);
  const data = new Float32Array(inputWidth * inputHeight * 3);
  letterboxPicture(frame, lb, data, geometry);
  return { input: tf.tensor4d(data, [1, inputHeight, inputWidth, 3]), letterbox: lb };
}

/** `[regions.length, size, size, 3]`: each region of the frame area-averaged to `size` x `size`. */
export function cropBatch(frame: Picture, regions: readonly Region[], size: number): tf.Tensor4D {
  const each = size * size * 3;
  const data = new Float32Array(regions.length * each);
  regions.forEach((r, i) => resamplePicture(frame, r, size, size, data, i * each));
  return tf.tensor4d(data, [regions.length, size, size, 3]);
}

/**
 * `[regions.length * turns.length, size, size, 3]`: each region's crop turned by each of `turns`
 * quarter turns (clockwise), region-major. The classifier was trained on crops in all four turns,
 * so each turn is another honest look at the same tile.
 */
export function turnedCropBatch(frame: Picture, regions: readonly Region[], size: number, turns: readonly number[]): tf.Tensor4D {
  const each = size * size * 3;
  const crop = new Float32Array(each);
  const data = new Float32Array(regions.length * turns.length * each);
  regions.forEach((r, i) => {
    resamplePicture(frame, r, size, size, crop, 0);
    turns.forEach((turn, j) => turnInto(crop, size, turn, data, (i * turns.length + j) * each));
  });
  return tf.tensor4d(data, [regions.length * turns.length, size, size, 3]);
}

/** Writes a size x size RGB crop turned clockwise by `turn` quarter turns at `offset` of `out`. */
export function turnInto(src: Float32Array, size: number, turn: number, out: Float32Array, offset: number): void {
  const last = size - 1;
  const q = ((turn % 4) + 4) % 4;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      // The source pixel that lands on (x, y) after q clockwise quarter turns.
      const [sx, sy] = q === 0 ? [x, y] : q === 1 ? [y, last - x] : q === 2 ? [last - x, last - y] : [last - y, x];
      const from = (sy * size + sx) * 3;
      const to = offset + (y * size + x) * 3;
      out[to] = src[from]!;
      out[to + 1] = src[from + 1]!;
      out[to + 2] = src[from + 2]!;
    }
  }
}
