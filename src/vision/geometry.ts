/**
 * The one step of the worker's pixel geometry that OpenCV (opencv-wasm) was measured doing faster
 * than our own code: an RGBA frame area-averaged into the detector's letterbox (0.80-0.88x the
 * time at 1280x720, 0.58-0.68x at 1920x1080); that is a photo or a bitmap now, as a camera's frame
 * is read from its YUV planes, faster still (`picture.ts`: 2.9 ms against 10.3 for converting it
 * and OpenCV's letterbox). The tile crops and the turned view stay ours: OpenCV took 2.3-3.2x and
 * 1.04-1.24x the time there (`npm run bench`, table in models/MODEL_CARD.md).
 *
 * Our own code is the default and the fallback: OpenCV is ~10 MB that the worker loads after its
 * models (`workers/opencv.ts`); until it has (or where it cannot), frames are read with this.
 */
import type { RgbaFrame } from './frame';
import type { Letterbox } from './letterbox';
import { letterboxInto } from './resample';

export interface FrameGeometry {
  /** Which implementation this is, reported in the worker's stats. */
  readonly name: 'own' | 'opencv';
  /** Fills `out` with the letterboxed frame, RGB floats 0..1 (as `letterboxInto`). */
  letterbox(frame: RgbaFrame, lb: Letterbox, out: Float32Array): void;
}

/** Our own resampling: the training pipeline's filter, exactly (`resample.ts`). */
export const OWN_GEOMETRY: FrameGeometry = Object.freeze({ name: 'own', letterbox: letterboxInto });
