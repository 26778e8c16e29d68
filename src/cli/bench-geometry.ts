/**
 * The image-geometry part of `npm run bench`: each step of the worker's pixel work done by today's
 * code and by opencv-wasm (OpenCV 4.3 compiled to WebAssembly, the library the product's design
 * names), on one 1280x720 synthetic frame, in alternation so that a burst of load on a shared
 * machine hits both alike. Issue 19 point 7: opencv-wasm takes over a step only where it is
 * measured faster or more accurate; these are the figures that decide it (models/MODEL_CARD.md).
 *
 * "Accuracy" here is sameness with what the models were trained on: today's resampling is the
 * training pipeline's own filter (PIL's box filter, `resample.ts`, checked against PIL's output by
 * `test/vision/resample.test.ts`), so a difference from it is a difference from training.
 *
 * Node's V8 runs the same WebAssembly as Chromium's worker, single-threaded in both (opencv-wasm
 * is built without threads or SIMD).
 */
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Resvg } from '@resvg/resvg-js';
import type { RgbaFrame } from '../vision/frame';
import { letterbox } from '../vision/letterbox';
import { CLASSIFIER, DETECTOR, PAD_VALUE } from '../vision/model-spec';
import { cropRegion } from '../vision/pipeline';
import { OWN_GEOMETRY, type FrameGeometry } from '../vision/geometry';
import { isWholeReduction, openCvLetterbox, type OpenCv, type OpenCvMat } from '../vision/opencv-geometry';
import { resampleRegion, type Region } from '../vision/resample';
import { composeScene, randomSceneSpec } from '../vision/synth/index';
import { turnedView } from '../vision/turn';
import { yuvToRgba } from '../vision/yuv';
import { letterboxYuvInto, resampleYuvRegion } from '../vision/yuv-resample';
import { toI420Image } from './camera-clip/y4m';
import type { Box } from '../vision/types';

export interface StepFigures {
  readonly step: string;
  readonly todayMs: number;
  readonly opencvMs: number;
  /** Largest and mean absolute difference from today's output, in 8-bit levels. */
  readonly maxLevels: number;
  readonly meanLevels: number;
}

export interface GeometryBench {
  readonly loadMs: number;
  /** Bytes a browser worker would fetch for opencv-wasm (its browser entry and the wasm inlined in it). */
  readonly browserBytes: number;
  readonly steps: readonly StepFigures[];
}

const FRAME_WIDTH = 1280;
const FRAME_HEIGHT = 720;
const TURN_DEG = 25;
/** A 12 MP phone photo's width (4032x3024); the bench frame drawn that wide is 4032x2268. */
const PHOTO_WIDTH = 4032;
const PAD_LEVEL = Math.round(PAD_VALUE * 255);

/** Median of `xs` (sorted in place). */
const median = (xs: number[]): number => {
  xs.sort((a, b) => a - b);
  return xs[xs.length >> 1]!;
};

/** Times `a` and `b` in alternation, `rounds` times each after two warm-up calls: the two medians. */
function alternate(a: () => void, b: () => void, rounds: number): [number, number] {
  const ta: number[] = [];
  const tb: number[] = [];
  for (let i = 0; i < 2; i++) {
    a();
    b();
  }
  for (let i = 0; i < rounds; i++) {
    let t = performance.now();
    a();
    ta.push(performance.now() - t);
    t = performance.now();
    b();
    tb.push(performance.now() - t);
  }
  return [median(ta), median(tb)];
}

/** Absolute differences between two equally long value arrays, scaled to 8-bit levels; `skip(i)` leaves values out. */
function differences(today: ArrayLike<number>, other: ArrayLike<number>, scale: number, skip: (i: number) => boolean = () => false): { max: number; mean: number } {
  let max = 0;
  let sum = 0;
  let n = 0;
  for (let i = 0; i < today.length; i++) {
    if (skip(i)) continue;
    const d = Math.abs((today[i] as number) - (other[i] as number)) * scale;
    max = Math.max(max, d);
    sum += d;
    n++;
  }
  return { max, mean: n === 0 ? 0 : sum / n };
}

/**
 * A landscape synthetic hand (the vision bench's first seed that frames one) rasterised at
 * 1280x720 (a camera frame), or drawn `photoWidth` wide (a bigger camera frame, a phone photo), and
 * its tiles' boxes.
 */
function benchFrame(photoWidth?: number): { frame: RgbaFrame; boxes: Box[] } {
  let seed = 101;
  let spec = randomSceneSpec(seed, { size: FRAME_WIDTH });
  while (spec.width <= spec.height) spec = randomSceneSpec(++seed, { size: FRAME_WIDTH });
  const scene = composeScene({ ...spec, width: FRAME_WIDTH, height: FRAME_HEIGHT });
  const image = new Resvg(scene.svg, { font: { loadSystemFonts: false }, ...(photoWidth === undefined ? {} : { fitTo: { mode: 'width', value: photoWidth } }) }).render();
  const data = new Uint8ClampedArray(image.pixels.buffer, image.pixels.byteOffset, image.pixels.byteLength);
  return { frame: { width: image.width, height: image.height, data }, boxes: scene.labels.map(({ x, y, w, h }) => ({ x, y, w, h })) };
}

/** Loads opencv-wasm's Node entry (synchronous: it compiles the wasm before returning) and times it. */
function loadOpenCv(): { cv: OpenCv; loadMs: number; browserBytes: number } {
  const require = createRequire(import.meta.url);
  const t0 = performance.now();
  const { cv } = require('opencv-wasm') as { cv: OpenCv };
  const loadMs = performance.now() - t0;
  const dir = dirname(require.resolve('opencv-wasm'));
  const browserBytes = statSync(join(dir, 'opencv-deno.js')).size + statSync(join(dir, 'opencv-bin.js')).size;
  return { cv, loadMs, browserBytes };
}

/** The letterbox done both ways on `frame`. */
function letterboxStep(frame: RgbaFrame, viaOpenCv: FrameGeometry['letterbox'], rounds: number): StepFigures {
  const lb = letterbox(frame.width, frame.height, DETECTOR.inputSize, DETECTOR.inputSize);
  const size = lb.inputWidth * lb.inputHeight * 3;
  const today = new Float32Array(size);
  const opencv = new Float32Array(size);
  const [todayMs, opencvMs] = alternate(() => OWN_GEOMETRY.letterbox(frame, lb, today), () => viaOpenCv(frame, lb, opencv), rounds);
  const diff = differences(today, opencv, 255);
  return { step: `letterbox ${frame.width}x${frame.height} -> ${lb.drawnWidth}x${lb.drawnHeight} (${isWholeReduction(lb) ? 'whole-number reduction: the app uses opencv' : 'the app keeps its own'})`, todayMs, opencvMs, maxLevels: diff.max, meanLevels: diff.mean };
}

/**
 * A camera frame arrives as YUV planes: today the letterbox and the crops are read from them
 * (`yuv-resample.ts`); OpenCV's letterbox needs the frame converted to RGBA first, as the app did,
 * and its crops are cut from that RGBA frame in its heap (`cropsViaOpenCv`, the copy not counted).
 */
function cameraPlaneSteps(frame: RgbaFrame, regions: readonly Region[], viaOpenCv: FrameGeometry['letterbox'], cropsViaOpenCv: () => Float32Array, rounds: number): StepFigures[] {
  const planes = toI420Image(frame);
  const lb = letterbox(frame.width, frame.height, DETECTOR.inputSize, DETECTOR.inputSize);
  const fromPlanes = new Float32Array(lb.inputWidth * lb.inputHeight * 3);
  const converted = new Float32Array(fromPlanes.length);
  const rgba = new Uint8ClampedArray(frame.width * frame.height * 4);
  const [planesMs, convertMs] = alternate(
    () => letterboxYuvInto(planes, lb, fromPlanes),
    () => viaOpenCv(yuvToRgba(planes, rgba), lb, converted),
    rounds,
  );
  const letterboxDiff = differences(fromPlanes, converted, 255);
  const each = CLASSIFIER.inputSize * CLASSIFIER.inputSize * 3;
  const crops = new Float32Array(regions.length * each);
  let cropsCv: Float32Array = new Float32Array(0);
  const [cropMs, cropCvMs] = alternate(
    () => regions.forEach((r, i) => resampleYuvRegion(planes, r, CLASSIFIER.inputSize, CLASSIFIER.inputSize, crops, i * each)),
    () => (cropsCv = cropsViaOpenCv()),
    rounds,
  );
  const cropDiff = differences(crops, cropsCv, 255);
  return [
    { step: `a camera's I420 ${frame.width}x${frame.height} -> letterbox (today from the planes; opencv after converting to RGBA)`, todayMs: planesMs, opencvMs: convertMs, maxLevels: letterboxDiff.max, meanLevels: letterboxDiff.mean },
    { step: `${regions.length} tile crops from a camera's I420 planes`, todayMs: cropMs, opencvMs: cropCvMs, maxLevels: cropDiff.max, meanLevels: cropDiff.mean },
  ];
}

/** Runs the geometry bench: `rounds` alternations per step. */
export function benchGeometry(rounds = 40): GeometryBench {
  const { cv, loadMs, browserBytes } = loadOpenCv();
  const { frame, boxes } = benchFrame();
  const steps: StepFigures[] = [];
  const viaOpenCv = openCvLetterbox(cv);
  // The crops' comparison only (the app keeps its own crops): the frame in OpenCV's heap.
  const src = new cv.Mat(frame.height, frame.width, cv.CV_8UC4);
  src.data.set(frame.data);
  const scratch = { small: new cv.Mat(), rgb: new cv.Mat(), float: new cv.Mat() };
  // RGBA bytes -> RGB floats in 0..1, as the models take them.
  const toFloatRgb = (m: OpenCvMat): Float32Array => {
    cv.cvtColor(m, scratch.rgb, cv.COLOR_RGBA2RGB);
    scratch.rgb.convertTo(scratch.float, cv.CV_32F, 1 / 255);
    return scratch.float.data32F;
  };
  try {
    // 1. The detector's input: the frame area-averaged into the letterbox, for camera frames of
    //    1280x720 and 1920x1080 and for a phone photo. A new frame arrives as JavaScript bytes each time, so OpenCV's copy into
    //    its heap is part of its cost (in `letterbox`).
    for (const f of [frame, benchFrame(1920).frame, benchFrame(PHOTO_WIDTH).frame]) steps.push(letterboxStep(f, viaOpenCv, rounds));

    // 2. The classifier's crops, one per tile, from the frame already in OpenCV's heap (the copy not
    //    counted, as it would be shared with the letterbox). OpenCV's regions of interest are whole
    //    pixels: the fractional crop is widened to the pixels it touches.
    const regions = boxes.map((b) => cropRegion(b, frame.width, frame.height)).filter((r): r is Region => r !== null);
    const each = CLASSIFIER.inputSize * CLASSIFIER.inputSize * 3;
    const cropsToday = new Float32Array(regions.length * each);
    const cropsCv = new Float32Array(regions.length * each);
    const rects = regions.map((r) => new cv.Rect(Math.floor(r.x0), Math.floor(r.y0), Math.ceil(r.x1) - Math.floor(r.x0), Math.ceil(r.y1) - Math.floor(r.y0)));
    const cropSize = new cv.Size(CLASSIFIER.inputSize, CLASSIFIER.inputSize);
    const cropsViaOpenCv = (): Float32Array => {
      rects.forEach((rect, i) => {
        const roi = src.roi(rect);
        cv.resize(roi, scratch.small, cropSize, 0, 0, cv.INTER_AREA);
        cropsCv.set(toFloatRgb(scratch.small), i * each);
        roi.delete();
      });
      return cropsCv;
    };
    const [cropToday, cropCv] = alternate(() => regions.forEach((r, i) => resampleRegion(frame, r, CLASSIFIER.inputSize, CLASSIFIER.inputSize, cropsToday, i * each)), cropsViaOpenCv, rounds);
    const cropDiff = differences(cropsToday, cropsCv, 255);
    steps.push({ step: `${regions.length} tile crops -> ${CLASSIFIER.inputSize}x${CLASSIFIER.inputSize}`, todayMs: cropToday, opencvMs: cropCv, maxLevels: cropDiff.max, meanLevels: cropDiff.mean });
    steps.push(...cameraPlaneSteps(frame, regions, viaOpenCv, cropsViaOpenCv, rounds));

    // 3. The turned view of a hand photographed at a slant: bilinear samples of the turned region.
    const view = turnedView(frame, boxes, TURN_DEG);
    if (view === null) throw new Error('the bench frame has no tiles to turn');
    const a = (TURN_DEG * Math.PI) / 180;
    const [c, sin] = [Math.cos(a), Math.sin(a)];
    // View pixel (u, v) shows frame point origin + (u + 0.5) (c, s) + (v + 0.5) (-s, c) - 0.5 in
    // pixel-index space (turn.ts): that map as an affine matrix, applied view -> frame. The result
    // is copied out of the wasm heap, as the pipeline would need it.
    const [ox, oy] = view.origin;
    const m = cv.matFromArray(2, 3, cv.CV_64F, [c, -sin, ox + 0.5 * c - 0.5 * sin - 0.5, sin, c, oy + 0.5 * sin + 0.5 * c - 0.5]);
    const warped = new cv.Mat();
    const viewSize = new cv.Size(view.frame.width, view.frame.height);
    const grey = new cv.Scalar(PAD_LEVEL, PAD_LEVEL, PAD_LEVEL, 255);
    let turned = new Uint8ClampedArray(0);
    const [turnToday, turnCv] = alternate(
      () => turnedView(frame, boxes, TURN_DEG),
      () => {
        src.data.set(frame.data);
        cv.warpAffine(src, warped, m, viewSize, cv.INTER_LINEAR | cv.WARP_INVERSE_MAP, cv.BORDER_CONSTANT, grey);
        turned = new Uint8ClampedArray(warped.data);
      },
      Math.max(5, rounds >> 2),
    );
    m.delete();
    warped.delete();
    const turnDiff = differences(view.frame.data, turned, 1, (i) => i % 4 === 3);
    steps.push({ step: `turned view ${view.frame.width}x${view.frame.height} at ${TURN_DEG} deg`, todayMs: turnToday, opencvMs: turnCv, maxLevels: turnDiff.max, meanLevels: turnDiff.mean });
  } finally {
    src.delete();
    Object.values(scratch).forEach((mat) => mat.delete());
  }
  return { loadMs, browserBytes, steps };
}

/** The bench's report lines. */
export function geometryLines(bench: GeometryBench): string[] {
  const lines = [`geometry: today's code vs opencv-wasm, medians of alternating runs; opencv-wasm loads in ${bench.loadMs.toFixed(0)} ms here, ${(bench.browserBytes / 1e6).toFixed(1)} MB for a browser worker`];
  for (const f of bench.steps) {
    const saved = f.todayMs - f.opencvMs;
    const payback = saved > 0 ? `, its load paid back after ${Math.ceil(bench.loadMs / saved)} frames` : '';
    lines.push(
      `geometry: ${f.step}: today ${f.todayMs.toFixed(2)} ms, opencv ${f.opencvMs.toFixed(2)} ms (${(f.opencvMs / f.todayMs).toFixed(2)}x${payback}); ` +
        `opencv differs by up to ${f.maxLevels.toFixed(1)} levels (mean ${f.meanLevels.toFixed(2)})`,
    );
  }
  return lines;
}
