/**
 * The detector's second look at small tiles. The detector sees the frame letterboxed to 320
 * pixels, where a tile photographed from far away is under 10 pixels across, and a third of such
 * tiles were missed (held-out synthetic style, 300 scenes: 105 of 327 boxes under 10 input pixels
 * missed, 21 of 2,243 at 18 or more; with this second look, 2 and 21). When the first look finds
 * tiles that small, the part of the frame that holds them is cut out and detected again, so the
 * same tiles come in larger. Pure geometry and pixel copying; `pipeline.ts` runs the models.
 */
import type { RgbaFrame } from './frame';
import type { Letterbox } from './letterbox';
import type { ScoredBox } from './decode';
import { median } from './layout/scene';
import { iou } from './metrics';

export interface ZoomOptions {
  /**
   * Look again when the median tile found is under this many detector-input pixels across (sqrt
   * of w x h). 200 synthetic scenes of the training styles (seed 4): tile recall 0.9835 at 16,
   * 0.9874 at 20 and 0.9882 at 24, hand exact 0.840 at 16 and 0.845 at 20; real-chinese dev_eval
   * unchanged (tile F1 0.9805 at 16 and 20).
   */
  readonly belowSize: number;
  /** ...and the cut-out region would show the tiles at least this many times larger. */
  readonly minGain: number;
  /** Margin around the tiles found, in median tile sizes, so tiles the first pass missed at the edge are inside. */
  readonly margin: number;
}

export const ZOOM_DEFAULTS: ZoomOptions = Object.freeze({ belowSize: 20, minGain: 1.25, margin: 1.5 });

/** A whole-pixel rectangle of a frame. */
export interface PixelRect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/**
 * The region of the frame to detect again, or null when a second look would not help: no tiles
 * found, tiles already large enough, or the tiles spread so wide that cutting gains too little.
 */
export function zoomRegion(found: readonly ScoredBox[], lb: Letterbox, options: ZoomOptions = ZOOM_DEFAULTS): PixelRect | null {
  if (found.length === 0) return null;
  const tile = median(found.map((b) => Math.sqrt(b.w * b.h)));
  if (tile * lb.scale >= options.belowSize) return null;
  const pad = options.margin * tile;
  const x0 = Math.max(0, Math.floor(Math.min(...found.map((b) => b.x)) - pad));
  const y0 = Math.max(0, Math.floor(Math.min(...found.map((b) => b.y)) - pad));
  const x1 = Math.min(lb.frameWidth, Math.ceil(Math.max(...found.map((b) => b.x + b.w)) + pad));
  const y1 = Math.min(lb.frameHeight, Math.ceil(Math.max(...found.map((b) => b.y + b.h)) + pad));
  const w = x1 - x0;
  const h = y1 - y0;
  if (w < 1 || h < 1) return null;
  // The closer look's input has the region's own shape with the same long side (`fittedInputSize`;
  // a square input of that side scales the same), so the region is drawn at long side / its long side.
  const gain = Math.max(lb.inputWidth, lb.inputHeight) / Math.max(w, h) / lb.scale;
  return gain >= options.minGain ? { x: x0, y: y0, w, h } : null;
}

/** A copy of one rectangle of a frame (the rectangle lies inside it: `zoomRegion` clips). */
export function cropFrame(frame: RgbaFrame, rect: PixelRect): RgbaFrame {
  const data = new Uint8ClampedArray(rect.w * rect.h * 4);
  const rowBytes = rect.w * 4;
  for (let y = 0; y < rect.h; y++) {
    const from = ((rect.y + y) * frame.width + rect.x) * 4;
    data.set(frame.data.subarray(from, from + rowBytes), y * rowBytes);
  }
  return { width: rect.w, height: rect.h, data };
}

/**
 * The boxes of both looks in frame pixels, best score first: every box of the closer look (`near`,
 * already shifted back by the region's corner), and those of the first look that no closer box
 * touches at all, so a tile the closer look missed is still kept. Any overlap counts because the
 * first look places boxes of small tiles loosely: keeping those that overlap a closer box by up to
 * 0.5 added duplicates (200 synthetic scenes of the training styles, seed 4: tile precision 0.981
 * against 0.987 when nothing overlapping is kept).
 */
export function mergeLooks(near: readonly ScoredBox[], far: readonly ScoredBox[], maxCount: number): ScoredBox[] {
  const kept = [...near, ...far.filter((f) => !near.some((n) => iou(n, f) > 0))];
  return kept.sort((a, b) => b.score - a.score).slice(0, maxCount);
}
