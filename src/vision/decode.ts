/**
 * Raw model outputs to detections (pure, over typed arrays; never mutates its input):
 *  - detector `[1, 80, 80, 5]` -> tile boxes: peaks of the centre probability (3x3 local maxima at
 *    or above `minScore`), each cell's centre offset and log size (model-spec.ts `DETECTOR`), mapped
 *    back through the letterbox to frame pixels, duplicates suppressed, count capped;
 *  - classifier `[N, 38]` -> the kind of each box, its probability and the next three kinds;
 *  - both together -> `Detection`s, plus each box's detector score kept beside them.
 * An output of the wrong shape throws: the shapes are checked when the models load, so reaching
 * that is a programming error.
 */
import { iou } from './metrics';
import { CLASSES, DETECTOR } from './model-spec';
import { toFrameBox, type Letterbox } from './letterbox';
import type { Alternative, Box, Detection, DetectionKind } from './types';

/** A raw output as read back from a model: its shape and its values, row-major. */
export interface RawOutput {
  readonly shape: readonly number[];
  readonly data: Float32Array;
}

/** A box with the detector's probability that a tile is centred in it. */
export interface ScoredBox extends Box {
  readonly score: number;
}

export interface BoxDecodeOptions {
  /** Cells under this probability are not tiles (model-spec `DETECTOR.minScore`). */
  readonly minScore: number;
  /**
   * Two boxes overlapping more than this are one tile found twice; the higher score stays. The
   * eval matches at IoU 0.5 (DESIGN.md section 4), so both could only ever match one label.
   */
  readonly duplicateIoU: number;
  /**
   * Most boxes kept, best scores first. The busiest labelled photo has 72 tiles (real-chinese);
   * each box costs one classifier crop, so this also bounds the classifier's batch.
   */
  readonly maxBoxes: number;
}

export const BOX_DECODE_DEFAULTS: BoxDecodeOptions = Object.freeze({
  minScore: DETECTOR.minScore,
  duplicateIoU: 0.5,
  maxBoxes: 120,
});

/** Beyond this a log size is not a tile of a frame that fits the input; clamped so exp() stays finite. */
const MAX_LOG_SIZE = Math.log(DETECTOR.inputSize / DETECTOR.stride);

function gridOf(output: RawOutput): { rows: number; cols: number } {
  const [batch, rows, cols, channels] = output.shape;
  if (output.shape.length !== 4 || batch !== 1 || channels !== DETECTOR.channels || rows === undefined || cols === undefined || output.data.length !== rows * cols * channels) {
    throw new Error(`detector output must be [1, rows, cols, ${DETECTOR.channels}], got [${output.shape.join(', ')}] with ${output.data.length} values`);
  }
  return { rows, cols };
}

/**
 * Tiles the detector found, in model-input pixels, unordered: cells whose probability is at least
 * `minScore` and a maximum of their 3x3 neighbourhood. Of two equal neighbouring cells the first
 * in raster order wins, so a flat peak still gives one box.
 */
export function findPeaks(output: RawOutput, minScore: number = DETECTOR.minScore, stride: number = DETECTOR.stride): ScoredBox[] {
  const { rows, cols } = gridOf(output);
  const d = output.data;
  const C = DETECTOR.channels;
  const score = (i: number, j: number): number => d[(i * cols + j) * C] as number;
  const boxes: ScoredBox[] = [];
  for (let i = 0; i < rows; i++) {
    for (let j = 0; j < cols; j++) {
      const p = score(i, j);
      if (!(p >= minScore)) continue; // also skips NaN
      let peak = true;
      for (let di = -1; di <= 1 && peak; di++) {
        for (let dj = -1; dj <= 1; dj++) {
          const ni = i + di;
          const nj = j + dj;
          if ((di === 0 && dj === 0) || ni < 0 || nj < 0 || ni >= rows || nj >= cols) continue;
          const q = score(ni, nj);
          const before = di < 0 || (di === 0 && dj < 0);
          if (q > p || (before && q === p)) {
            peak = false;
            break;
          }
        }
      }
      if (!peak) continue;
      const at = (i * cols + j) * C;
      const dx = d[at + 1] as number;
      const dy = d[at + 2] as number;
      const lw = Math.min(MAX_LOG_SIZE, d[at + 3] as number);
      const lh = Math.min(MAX_LOG_SIZE, d[at + 4] as number);
      const w = Math.exp(lw) * stride;
      const h = Math.exp(lh) * stride;
      const cx = (j + dx) * stride;
      const cy = (i + dy) * stride;
      if (![cx, cy, w, h].every(Number.isFinite)) continue;
      boxes.push({ x: cx - w / 2, y: cy - h / 2, w, h, score: Math.min(1, p) });
    }
  }
  return boxes;
}

/** Greedy suppression, best score first: a box overlapping a kept one by more than `maxIoU` goes. At most `maxCount` kept. */
export function suppressOverlaps(boxes: readonly ScoredBox[], maxIoU: number, maxCount: number): ScoredBox[] {
  const order = boxes.map((_, i) => i).sort((a, b) => (boxes[b] as ScoredBox).score - (boxes[a] as ScoredBox).score || a - b);
  const kept: ScoredBox[] = [];
  for (const i of order) {
    if (kept.length >= maxCount) break;
    const box = boxes[i] as ScoredBox;
    if (!kept.some((k) => iou(k, box) > maxIoU)) kept.push(box);
  }
  return kept;
}

/**
 * The detector's tiles in FRAME pixels, best score first: peaks mapped back through the letterbox
 * (clipped to the frame; a box left empty, i.e. in the padding, is dropped), then duplicates
 * suppressed and the count capped.
 */
export function decodeBoxes(output: RawOutput, lb: Letterbox, options: Partial<BoxDecodeOptions> = {}): ScoredBox[] {
  const o = { ...BOX_DECODE_DEFAULTS, ...options };
  const stride = lb.inputWidth / gridOf(output).cols;
  const inFrame = findPeaks(output, o.minScore, stride).flatMap((b) => {
    const f = toFrameBox(b, lb);
    return f.w > 0 && f.h > 0 ? [{ ...f, score: b.score }] : [];
  });
  return suppressOverlaps(inFrame, o.duplicateIoU, o.maxBoxes);
}

/** One box's kind as the classifier read it. */
export interface Classification {
  readonly kind: DetectionKind;
  readonly p: number;
  /** The next most likely kinds, best first, `kind` excluded. */
  readonly topK: readonly Alternative[];
}

/** Classifier probabilities `[N, classes]` to the best kind of each row and its `alternatives` runners-up. */
export function decodeClasses(output: RawOutput, classes: readonly DetectionKind[] = CLASSES, alternatives = 3): Classification[] {
  const [n, k] = output.shape;
  if (output.shape.length !== 2 || n === undefined || k !== classes.length || output.data.length !== n * k) {
    throw new Error(`classifier output must be [N, ${classes.length}], got [${output.shape.join(', ')}] with ${output.data.length} values`);
  }
  const out: Classification[] = [];
  for (let row = 0; row < n; row++) {
    const probs = output.data.subarray(row * k, (row + 1) * k);
    const ranked = [...probs.keys()].sort((a, b) => (probs[b] as number) - (probs[a] as number) || a - b).slice(0, alternatives + 1);
    const [best, ...rest] = ranked.map((c) => ({ kind: classes[c] as DetectionKind, p: clamp01(probs[c] as number) }));
    out.push({ kind: (best as Alternative).kind, p: (best as Alternative).p, topK: rest });
  }
  return out;
}

const clamp01 = (v: number): number => (Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0);

/**
 * Boxes and their classifications (same order) as detections: id = position, orientation from the
 * box's shape in the image (wider than high = `sideways`), `p` = the classifier's probability of
 * its kind. `detectorScores[i]` is the detector's score of `detections[i]`.
 */
export function toDetections(
  boxes: readonly ScoredBox[],
  classes: readonly Classification[],
): { readonly detections: Detection[]; readonly detectorScores: number[] } {
  if (boxes.length !== classes.length) throw new Error(`${boxes.length} boxes but ${classes.length} classifications`);
  const detections = boxes.map((b, id): Detection => {
    const c = classes[id] as Classification;
    return { id, box: { x: b.x, y: b.y, w: b.w, h: b.h }, kind: c.kind, orientation: b.w > b.h ? 'sideways' : 'upright', p: c.p, topK: c.topK };
  });
  return { detections, detectorScores: boxes.map((b) => b.score) };
}
