/**
 * The contract between the training pipeline (`models/pipeline/*.py`, which writes the models)
 * and the recogniser (which reads them): input sizes, resampling, output layout, class order.
 * The Python side repeats these numbers in `models/pipeline/spec.py`; a test reads that file and
 * checks they agree, so neither side can drift alone.
 *
 * Two models, chosen by measurement (see models/MODEL_CARD.md): a class-agnostic detector on the
 * whole frame at low resolution, then a classifier on each tile cut from the full-resolution frame.
 * Classifying at detector resolution loses the strokes that tell 2m from 3m.
 *
 * Resampling for both is PIL's `Image.BOX` filter, which training uses (src/vision/resample.ts
 * reproduces it): each output pixel is the mean of the source pixels whose centres fall inside its
 * footprint (partial pixels are not weighted), and enlarging picks the nearest pixel. For whole-
 * number reductions (1280x720 or 640x640 to 320) that is the area average. Bilinear sampling
 * would alias at the 4x reduction from a 1280x720 frame to the detector input.
 */
import { TILE_LABELS } from './tile-labels';
import type { DetectionKind } from './types';

/** Grey used for letterbox padding, 0..1 (114/255). */
export const PAD_VALUE = 114 / 255;

export const DETECTOR = {
  /** Square input: the frame letterboxed (scaled to fit, centred, grey padding), RGB in 0..1. */
  inputSize: 320,
  /** Input pixels per output cell. */
  stride: 4,
  /**
   * The network is fully convolutional, with five stride-2 stages: it also takes inputs of other
   * sizes, if each side is a multiple of this. The pipeline feeds it a frame's own shape rather
   * than the square (`fittedInputSize` in letterbox.ts).
   */
  sizeMultiple: 32,
  /**
   * Grey kept on each side of the frame in a fitted input, in input pixels: the detector was
   * trained on letterboxed frames, and tiles at the frame's edge are read worse against the
   * network's own zero padding. 200 training-style scenes (seed 4), hand exact: square input
   * 0.935, fitted with no grey 0.920, with 8 pixels 0.940; `dev_eval` tile F1 0.9817, 0.9818, 0.9817.
   */
  fittedPad: 8,
  /**
   * Output `[1, 80, 80, 5]`, channels last. Per cell (row i, column j):
   *  0: probability that a tile's centre lies in this cell (sigmoid applied by the model);
   *  1, 2: centre offset inside the cell in cells, x then y (target 0..1, linear);
   *  3, 4: log(width / stride), log(height / stride) of the tile's box in input pixels (linear).
   * Decoding: a cell is a tile when its probability is a local maximum of its 3x3 neighbourhood
   * and at least `minScore`; centre = ((j + dx) * stride, (i + dy) * stride).
   */
  channels: 5,
  minScore: 0.4,
} as const;

export const CLASSIFIER = {
  /** Square input `[N, 40, 40, 3]`, RGB in 0..1: each box cut from the full-resolution frame. */
  inputSize: 40,
  /** The box is grown by this share of its width / height on every side, then clipped to the frame. */
  margin: 0.1,
} as const;

/** Classifier output order: 34 kinds (mpsz order), red fives, then `back`. Output `[N, 38]`, softmax. */
export const CLASSES: readonly DetectionKind[] = [...TILE_LABELS, 'back'];

/** Where the bundled models live, relative to the repository root / the app's base URL. */
export const MODEL_PATHS = {
  detector: 'models/detector/model.json',
  classifier: 'models/classifier/model.json',
} as const;
