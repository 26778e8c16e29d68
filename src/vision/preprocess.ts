/**
 * A frame to the model's input tensor: RGB, letterboxed to the input size (scaled to fit,
 * centred, padded with grey), values in 0..1, batch of one. All intermediates live inside
 * `tf.tidy`, so the only tensor that survives is the returned input, which the caller disposes.
 * Imports `tfjs-core` only; works on a worker's `ImageBitmap` or any RGBA buffer (Node included).
 */
import * as tf from '@tensorflow/tfjs-core';
import type { RgbaFrame } from './frame';
import { letterbox, type Letterbox } from './letterbox';

/** What `preprocess` accepts. The caller has already run `checkFrame` on it. */
export type FrameSource = RgbaFrame | ImageBitmap;

/** Padding value (0..1): mid grey, as YOLO-style detectors are trained with. */
export const PAD_VALUE = 114 / 255;

export interface Preprocessed {
  /** `[1, inputHeight, inputWidth, 3]`, float32 in 0..1. The caller owns it and disposes it. */
  readonly input: tf.Tensor4D;
  /** The geometry used, to map boxes back to frame pixels (`toFrameBox`). */
  readonly letterbox: Letterbox;
}

function pixelsOf(frame: FrameSource): tf.Tensor3D {
  if ('data' in frame) {
    // fromPixels takes `{ data: Uint8Array, width, height }` (PixelData) and keeps RGB of RGBA.
    const data = frame.data instanceof Uint8Array ? frame.data : new Uint8Array(frame.data.buffer, frame.data.byteOffset, frame.data.byteLength);
    return tf.browser.fromPixels({ data, width: frame.width, height: frame.height }, 3);
  }
  return tf.browser.fromPixels(frame, 3);
}

export function preprocess(frame: FrameSource, inputWidth: number, inputHeight: number): Preprocessed {
  const lb = letterbox(frame.width, frame.height, inputWidth, inputHeight);
  const input = tf.tidy(() => {
    const rgb = tf.cast(pixelsOf(frame), 'float32');
    const resized = tf.image.resizeBilinear(rgb, [lb.drawnHeight, lb.drawnWidth], true);
    const scaled = tf.div(resized, 255);
    const padded = tf.pad(
      scaled,
      [
        [lb.padY, inputHeight - lb.drawnHeight - lb.padY],
        [lb.padX, inputWidth - lb.drawnWidth - lb.padX],
        [0, 0],
      ],
      PAD_VALUE,
    );
    return tf.expandDims<tf.Tensor4D>(padded, 0);
  });
  return { input, letterbox: lb };
}
