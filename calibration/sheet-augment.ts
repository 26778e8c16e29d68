/**
 * One sheet tile as a hand photo might show it: small, turned, foreshortened, lit unevenly,
 * blurred and noisy. The classifier's last layers are fine-tuned on these (`fine-tune.ts`): the
 * sheet shows each tile once, large, flat and sharp, and a network taught only that look would
 * learn the photo rather than the tile. Pure (no DOM, no TF.js); the photo effects are the same
 * ones the synthetic training scenes use (`src/vision/synth/photo-effects.ts`).
 */
import type { RgbaFrame } from '../src/vision/frame';
import { homographyFromQuads, type Quad } from '../src/vision/homography';
import { addNoise, applyLighting, blur, randomEffects, warpedBounds, warpOver, type Rgba } from '../src/vision/synth/photo-effects';
import type { Box } from '../src/vision/types';
import { shrinkFrame } from './shrink';

/** A sheet frame and its halvings, so a warp never samples more than 2x minified (no aliasing). */
export interface SheetLevels {
  readonly levels: readonly RgbaFrame[];
}

export function sheetLevels(frame: RgbaFrame, count = 4): SheetLevels {
  const levels: RgbaFrame[] = [frame];
  for (let i = 1; i < count; i++) levels.push(shrinkFrame(frame, 2 ** -i));
  return { levels };
}

/** The ranges the looks are drawn from: the tiles of the synthetic hand scenes, measured. */
export const AUGMENT_RANGES = Object.freeze({
  /** Tile width in the photo, pixels (log-uniform). */
  width: [13, 48] as const,
  /** Turn off the axes, degrees (quarter turns are added when cropping). */
  turn: [-45, 45] as const,
  /** Foreshortening of the tile's height (camera tilt) and a little of its width. */
  squashY: [0.7, 1] as const,
  squashX: [0.92, 1] as const,
  /** Keystone: how much wider the far edge is than the near one, per unit height. */
  keystone: [-0.12, 0.12] as const,
  /** Margin of sheet around the tile carried along (neighbours show at a crop's edges). */
  margin: 0.8,
  /** The detector's box around the tile: shifted and resized this much. */
  boxShift: 0.07,
  boxScale: [0.9, 1.1] as const,
});

export interface AugmentedTile {
  readonly frame: RgbaFrame;
  /** The tile's box in `frame`, as a detector might have drawn it. */
  readonly box: Box;
}

/** `box` (in the full sheet frame's pixels) seen as a hand photo might show it. */
export function augmentTile(sheet: SheetLevels, box: Box, rnd: () => number): AugmentedTile {
  const r = AUGMENT_RANGES;
  const between = (lo: number, hi: number): number => lo + (hi - lo) * rnd();
  const width = Math.exp(between(Math.log(r.width[0]), Math.log(r.width[1])));
  const scale = width / box.w;
  // The smallest level still at least twice the target size.
  let level = 0;
  while (level + 1 < sheet.levels.length && 2 ** -(level + 1) >= 2 * scale) level++;
  const factor = 2 ** -level;
  const src = sheet.levels[level]!;
  const layer = cut(src, {
    x: (box.x - r.margin * box.w) * factor,
    y: (box.y - r.margin * box.h) * factor,
    w: box.w * (1 + 2 * r.margin) * factor,
    h: box.h * (1 + 2 * r.margin) * factor,
  });
  const k = scale / factor;
  const cx = (box.x + box.w / 2) * factor - layer.x0;
  const cy = (box.y + box.h / 2) * factor - layer.y0;
  const half = (box.h * factor) / 2;
  const angle = (between(r.turn[0], r.turn[1]) * Math.PI) / 180;
  const [sx, sy, key] = [between(r.squashX[0], r.squashX[1]), between(r.squashY[0], r.squashY[1]), between(r.keystone[0], r.keystone[1])];
  const warp = (px: number, py: number): [number, number] => {
    const v = py - cy;
    const u = (px - cx) * (1 + (key * v) / half);
    const [a, b] = [u * sx * k, v * sy * k];
    return [a * Math.cos(angle) - b * Math.sin(angle), a * Math.sin(angle) + b * Math.cos(angle)];
  };
  const corners: Quad = [
    [0, 0],
    [layer.img.width, 0],
    [layer.img.width, layer.img.height],
    [0, layer.img.height],
  ];
  const moved = corners.map(([x, y]) => warp(x, y));
  const minX = Math.min(...moved.map((p) => p[0]));
  const minY = Math.min(...moved.map((p) => p[1]));
  const to = moved.map(([x, y]) => [x - minX, y - minY] as const) as unknown as Quad;
  const w = Math.max(2, Math.ceil(Math.max(...to.map((p) => p[0]))));
  const h = Math.max(2, Math.ceil(Math.max(...to.map((p) => p[1]))));
  const homography = homographyFromQuads(corners, to);

  const out: Rgba = { width: w, height: h, data: new Uint8Array(w * h * 4) };
  // The sheet's own background (its corner) under whatever the warp leaves uncovered.
  const bg = layer.img.data.subarray(0, 4);
  for (let i = 0; i < out.data.length; i += 4) {
    out.data.set(bg, i);
    out.data[i + 3] = 255;
  }
  warpOver(out, layer.img, homography);
  const fx = randomEffects(w, h, rnd);
  applyLighting(out, fx);
  blur(out, fx.blur > 0 && width < 20 ? 1 : fx.blur);
  addNoise(out, fx.noise, rnd);

  const tile = warpedBounds(homography, [
    [cx - (box.w * factor) / 2, cy - half],
    [cx + (box.w * factor) / 2, cy - half],
    [cx + (box.w * factor) / 2, cy + half],
    [cx - (box.w * factor) / 2, cy + half],
  ], w, h);
  const s = between(r.boxScale[0], r.boxScale[1]);
  return {
    frame: out,
    box: {
      x: tile.x + between(-r.boxShift, r.boxShift) * tile.w + ((1 - s) * tile.w) / 2,
      y: tile.y + between(-r.boxShift, r.boxShift) * tile.h + ((1 - s) * tile.h) / 2,
      w: tile.w * s,
      h: tile.h * s,
    },
  };
}

/** The part of `frame` under `region` (clamped to the frame) as an opaque RGBA layer. */
function cut(frame: RgbaFrame, region: Box): { img: Rgba; x0: number; y0: number } {
  const x0 = Math.max(0, Math.floor(region.x));
  const y0 = Math.max(0, Math.floor(region.y));
  const x1 = Math.min(frame.width, Math.ceil(region.x + region.w));
  const y1 = Math.min(frame.height, Math.ceil(region.y + region.h));
  const w = Math.max(1, x1 - x0);
  const h = Math.max(1, y1 - y0);
  const data = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) data.set(frame.data.subarray(((y0 + y) * frame.width + x0) * 4, ((y0 + y) * frame.width + x0 + w) * 4), y * w * 4);
  for (let i = 3; i < data.length; i += 4) data[i] = 255;
  return { img: { width: w, height: h, data }, x0, y0 };
}
