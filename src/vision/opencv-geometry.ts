/**
 * `FrameGeometry` done by OpenCV (opencv-wasm: OpenCV 4.3 compiled to WebAssembly). Pure: it is
 * handed a loaded OpenCV object (the worker loads the browser build, `workers/opencv.ts`; Node
 * tests and the bench load the Node build), so it runs wherever that runs.
 *
 * Same results as our own code, up to rounding: OpenCV's area resize is the training filter's area
 * average for whole-number reductions (a 1280x720 frame to 320x180: within half a level, from
 * OpenCV's 8-bit output) and a true area average otherwise, where PIL's box filter counts edge
 * pixels whole or not at all. `npm run bench` prints how far the output differs.
 *
 * OpenCV's matrices live in the wasm heap and are freed by hand: the few reused from frame to
 * frame are kept for as long as the worker lives.
 */
import type { RgbaFrame } from './frame';
import { OWN_GEOMETRY, type FrameGeometry } from './geometry';
import type { Letterbox } from './letterbox';
import { PAD_VALUE } from './model-spec';

/** The slice of OpenCV.js's API used here and by `npm run bench` (opencv-wasm ships no types a bundler can use). */
export interface OpenCvMat {
  readonly rows: number;
  readonly cols: number;
  readonly data: Uint8Array;
  readonly data32F: Float32Array;
  roi(rect: unknown): OpenCvMat;
  convertTo(dst: OpenCvMat, type: number, alpha: number): void;
  delete(): void;
}

export interface OpenCv {
  Mat: new (rows?: number, cols?: number, type?: number) => OpenCvMat;
  Size: new (width: number, height: number) => unknown;
  Rect: new (x: number, y: number, width: number, height: number) => unknown;
  Scalar: new (...values: number[]) => unknown;
  matFromArray(rows: number, cols: number, type: number, values: readonly number[]): OpenCvMat;
  resize(src: OpenCvMat, dst: OpenCvMat, size: unknown, fx: number, fy: number, interpolation: number): void;
  cvtColor(src: OpenCvMat, dst: OpenCvMat, code: number): void;
  warpAffine(src: OpenCvMat, dst: OpenCvMat, m: OpenCvMat, size: unknown, flags: number, borderMode: number, borderValue: unknown): void;
  readonly CV_8UC4: number;
  readonly CV_32F: number;
  readonly CV_64F: number;
  readonly INTER_AREA: number;
  readonly INTER_LINEAR: number;
  readonly WARP_INVERSE_MAP: number;
  readonly BORDER_CONSTANT: number;
  readonly COLOR_RGBA2RGB: number;
}

/**
 * Whether the letterbox shrinks the frame by the same whole number on both axes (a 1280x720 or
 * 1920x1080 camera frame to 320x180): there OpenCV's area resize is the training filter exactly
 * and was measured faster; for other ratios (a phone photo, the closer look's crop) it was slower.
 */
export function isWholeReduction(lb: Letterbox): boolean {
  const factor = lb.frameWidth / lb.drawnWidth;
  return Number.isInteger(factor) && lb.frameHeight === lb.drawnHeight * factor;
}

/** The letterbox done by OpenCV at any ratio (the bench measures it so). Its matrices are reused as long as the worker lives. */
export function openCvLetterbox(cv: OpenCv): FrameGeometry['letterbox'] {
  let source: OpenCvMat | null = null;
  const small = new cv.Mat();
  const rgb = new cv.Mat();
  const floats = new cv.Mat();

  /** The frame's pixels in the wasm heap, in a matrix reused while frames keep their size. */
  const sourceOf = (frame: RgbaFrame): OpenCvMat => {
    if (source === null || source.rows !== frame.height || source.cols !== frame.width) {
      source?.delete();
      source = new cv.Mat(frame.height, frame.width, cv.CV_8UC4);
    }
    source.data.set(frame.data);
    return source;
  };

  return (frame: RgbaFrame, lb: Letterbox, out: Float32Array): void => {
    if (frame.width !== lb.frameWidth || frame.height !== lb.frameHeight) {
      throw new RangeError(`letterbox: frame ${frame.width}x${frame.height}, letterbox computed for ${lb.frameWidth}x${lb.frameHeight}`);
    }
    const size = lb.inputWidth * lb.inputHeight * 3;
    if (out.length < size) throw new RangeError(`letterbox: ${size} values do not fit a buffer of ${out.length}`);
    cv.resize(sourceOf(frame), small, new cv.Size(lb.drawnWidth, lb.drawnHeight), 0, 0, cv.INTER_AREA);
    cv.cvtColor(small, rgb, cv.COLOR_RGBA2RGB);
    rgb.convertTo(floats, cv.CV_32F, 1 / 255);
    const rows = floats.data32F;
    out.fill(PAD_VALUE, 0, size);
    const rowLength = lb.drawnWidth * 3;
    for (let y = 0; y < lb.drawnHeight; y++) {
      out.set(rows.subarray(y * rowLength, (y + 1) * rowLength), ((y + lb.padY) * lb.inputWidth + lb.padX) * 3);
    }
  };
}

/** The app's geometry once OpenCV is loaded: OpenCV where it was measured faster (`isWholeReduction`), our own code elsewhere. */
export function openCvGeometry(cv: OpenCv): FrameGeometry {
  const viaOpenCv = openCvLetterbox(cv);
  return {
    name: 'opencv',
    letterbox: (frame, lb, out) => (isWholeReduction(lb) ? viaOpenCv : OWN_GEOMETRY.letterbox)(frame, lb, out),
  };
}
