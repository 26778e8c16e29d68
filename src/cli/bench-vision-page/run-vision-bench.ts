/**
 * The vision bench's page half, opened in headless Chromium by `src/cli/bench-vision.ts`: it starts
 * the vision worker through the app's own client, loads the model, then sends 1280x720 synthetic
 * riichi scenes one at a time (each awaited, so none is superseded) and times every frame.
 * Frames arrive as a camera's do in the app (`src/ui/capture/video-frame.ts`): an I420
 * `VideoFrame` in memory, BT.601 studio range, transferred; with `bitmaps`, as browsers without
 * `VideoFrame` send them: an `ImageBitmap` drawn from a canvas. Either is made before its clock starts.
 *
 * The worker's result is read defensively (any numeric field of `result.ms`, the length of
 * `result.detections` if it has one): the recogniser's result type is still changing, and this
 * page must keep working across that change without edits.
 */
import { createVisionClient } from '../../recognition/client';
import { composeScene, randomSceneSpec, type SceneSpec } from '../../vision/synth/index';
import { toI420 } from '../camera-clip/y4m';

export interface VisionBenchOptions {
  /** Absolute URL of a models folder (detector/ and classifier/ inside); null = the bundled models (`init()`). */
  readonly modelUrl: string | null;
  /** Frames sent, one at a time; the first is reported apart (it pays one-off costs). */
  readonly frames: number;
  /** Distinct scenes, sent in turn (tile counts differ between them, and so does classifier cost). */
  readonly scenes: number;
  readonly width: number;
  readonly height: number;
  /** Send `ImageBitmap`s instead of camera-like `VideoFrame`s. */
  readonly bitmaps: boolean;
}

export interface FrameTiming {
  /** From `recognize()` called on the page to its result back on the page, milliseconds. */
  readonly roundTripMs: number;
  /** Every numeric field of the worker's `result.ms`, as reported. */
  readonly workerMs: Readonly<Record<string, number>>;
  /** Tiles the worker found, when its result lists them. */
  readonly tiles: number | null;
  /** Whether the detector looked a second time, closer, at small tiles (src/vision/zoom.ts). */
  readonly zoomed: boolean;
  /** Whether the frame was turned for a second look because the hand's rows ran slanted (src/vision/turn.ts). */
  readonly turned: boolean;
}

export type VisionBenchReport =
  | {
      readonly ok: true;
      /** `init()` as measured on the page, and the worker's own `loadMs` when it reports one. */
      readonly init: { readonly roundTripMs: number; readonly loadMs: number | null; readonly backend: string };
      /** Tiles drawn in each scene (labels of the synthetic generator). */
      readonly sceneTiles: readonly number[];
      readonly frames: readonly FrameTiming[];
    }
  | { readonly ok: false; readonly stage: 'init' | 'recognize'; readonly code: string; readonly message: string };

declare global {
  interface Window {
    runVisionBench?: (options: VisionBenchOptions) => Promise<VisionBenchReport>;
  }
}

// Fixed seeds: every run times the same scenes.
const FIRST_SEED = 101;

/**
 * The first `count` seeds from FIRST_SEED whose scene the generator frames in landscape (the hand
 * row along the long side, as someone filming a 16:9 frame holds the camera), restaged on the
 * frame's exact size.
 */
function landscapeSpecs(count: number, width: number, height: number): SceneSpec[] {
  const specs: SceneSpec[] = [];
  for (let seed = FIRST_SEED; specs.length < count; seed++) {
    const spec = randomSceneSpec(seed, { size: Math.max(width, height) });
    if (spec.width > spec.height) specs.push({ ...spec, width, height });
  }
  return specs;
}

interface DrawnScene {
  readonly canvas: HTMLCanvasElement;
  /** The canvas's pixels as a camera gives them: I420, BT.601 studio range (`camera-clip/y4m.ts`). */
  readonly i420: Uint8Array;
  readonly tiles: number;
}

/** A synthetic scene rasterised by the browser onto a canvas of the spec's size. */
async function drawScene(spec: SceneSpec): Promise<DrawnScene> {
  const { width, height } = spec;
  const scene = composeScene(spec);
  const url = URL.createObjectURL(new Blob([scene.svg], { type: 'image/svg+xml' }));
  try {
    const img = new Image(width, height);
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (ctx === null) throw new Error('no 2d canvas context');
    ctx.drawImage(img, 0, 0, width, height);
    return { canvas, i420: toI420(ctx.getImageData(0, 0, width, height)), tiles: scene.labels.length };
  } finally {
    URL.revokeObjectURL(url);
  }
}

function numericFields(value: unknown): Record<string, number> {
  const out: Record<string, number> = {};
  if (typeof value !== 'object' || value === null) return out;
  for (const [k, v] of Object.entries(value)) if (typeof v === 'number' && Number.isFinite(v)) out[k] = v;
  return out;
}

function backendName(info: unknown): string {
  const b = (info as { backend?: unknown }).backend;
  if (typeof b === 'string') return b;
  if (typeof b === 'object' && b !== null) {
    const { backend, simd, threads } = b as { backend?: unknown; simd?: unknown; threads?: unknown };
    return `${String(backend)}${simd === true ? ' (SIMD)' : ''}${threads === true ? ' (threads)' : ''}`;
  }
  return 'unknown';
}

/** A frame as `new VideoFrame(video)` wraps a camera's: I420 planes in memory, colours stated. */
function cameraFrame(scene: DrawnScene, index: number): VideoFrame {
  const { width, height } = scene.canvas;
  return new VideoFrame(scene.i420, {
    format: 'I420',
    codedWidth: width,
    codedHeight: height,
    timestamp: index * 33_333,
    colorSpace: { matrix: 'smpte170m', fullRange: false, primaries: 'smpte170m', transfer: 'smpte170m' },
  });
}

async function runVisionBench(options: VisionBenchOptions): Promise<VisionBenchReport> {
  const scenes = await Promise.all(landscapeSpecs(options.scenes, options.width, options.height).map(drawScene));
  const client = createVisionClient();
  try {
    const t0 = performance.now();
    const info = options.modelUrl === null ? await client.init() : await client.init(options.modelUrl);
    const initMs = performance.now() - t0;
    if (!info.ok) return { ok: false, stage: 'init', code: info.code, message: info.message };
    const loadMs = (info as { loadMs?: unknown }).loadMs;

    const frames: FrameTiming[] = [];
    for (let i = 0; i < options.frames; i++) {
      const scene = scenes[i % scenes.length]!;
      const frame = options.bitmaps ? await createImageBitmap(scene.canvas) : cameraFrame(scene, i);
      const start = performance.now();
      const result = await client.recognize(frame);
      const roundTripMs = performance.now() - start;
      if (!result.ok) return { ok: false, stage: 'recognize', code: result.code, message: result.message };
      const fields = result as unknown as { ms?: unknown; detections?: unknown; zoom?: unknown; turnedDeg?: unknown };
      frames.push({
        roundTripMs,
        workerMs: numericFields(fields.ms),
        tiles: Array.isArray(fields.detections) ? fields.detections.length : null,
        zoomed: typeof fields.zoom === 'object' && fields.zoom !== null,
        turned: typeof fields.turnedDeg === 'number',
      });
    }
    return {
      ok: true,
      init: { roundTripMs: initMs, loadMs: typeof loadMs === 'number' ? loadMs : null, backend: backendName(info) },
      sceneTiles: scenes.map((s) => s.tiles),
      frames,
    };
  } finally {
    client.dispose();
  }
}

window.runVisionBench = runVisionBench;
