/**
 * Small hand scenes made of one sheet's own tiles, for fitting the detector's last layers to a
 * tile set (`detector-fit.ts`): the sheet shows each face once, flat and upright, and the
 * detector must learn to box *those* faces on 3D blocks, in rows with gaps, sideways in melds,
 * face down, on some table, under some light and camera tilt.
 *
 * Composed at the detector's own resolution (tiles 9-36 pixels wide, as a camera frame
 * letterboxed to the detector's input shows them), in plain JS on RGBA buffers like the
 * classifier's looks (`sheet-augment.ts`), with the synthetic scenes' photo effects: no SVG
 * rasteriser, so it runs in the worker. A box is the tile's visible block (face and near wall),
 * as the detector was trained to draw it.
 */
import type { RgbaFrame } from '../src/vision/frame';
import { convexHull } from '../src/vision/convex-hull';
import { applyHomography, homographyFromQuads, type Homography, type Point, type Quad } from '../src/vision/homography';
import { addNoise, applyLighting, blur, randomEffects, tiltHomography, warpedBounds, warpOver, type Rgba } from '../src/vision/synth/photo-effects';
import type { Box } from '../src/vision/types';
import type { SheetLevels } from './sheet-augment';

/** One face the scenes may show: a sheet tile, cut from the level of the sheet that suits its size. */
export interface SceneFace {
  readonly levels: SheetLevels;
  /** The tile's box in the full sheet frame. */
  readonly box: Box;
}

export interface SheetScene {
  readonly frame: RgbaFrame;
  /** Every tile at least half inside the frame, as the detector should box it. */
  readonly boxes: readonly Box[];
}

/** The ranges scenes are drawn from. */
export const SCENE_RANGES = Object.freeze({
  /** Tile width in the scene, pixels (log-uniform): what a letterboxed frame and the closer look give. */
  width: [9, 36] as const,
  /** Block thickness in tile widths (DESIGN.md section 5: 0.6-0.8). */
  thickness: [0.6, 0.8] as const,
  /** Tiles in the hand row, and in the optional second row (indicators, or another player's melds). */
  handTiles: [6, 18] as const,
  otherTiles: [1, 7] as const,
  /** Chance that a tile of a row lies sideways (a called tile), or face down (a kong's back). */
  sideways: 0.12,
  faceDown: 0.08,
  /** A tile shown only this much inside the frame is not labelled (nor is it a tile to miss). */
  minVisible: 0.5,
});

const between = (rnd: () => number, lo: number, hi: number): number => lo + (hi - lo) * rnd();

/** Table colours a tile set meets: felt green and blue, wood, grey, near black, near white. */
const TABLES: readonly (readonly [number, number, number])[] = [
  [40, 110, 70],
  [30, 70, 120],
  [120, 80, 50],
  [150, 150, 150],
  [35, 35, 40],
  [225, 222, 215],
  [90, 40, 50],
];

/** Back colours of real sets, for sheets without a photographed back (scenes, and the classifier's stand-in backs: `stand-in-tiles.ts`). */
export const BACKS: readonly (readonly [number, number, number])[] = [
  [30, 120, 80],
  [40, 80, 170],
  [230, 190, 60],
  [220, 120, 60],
  [200, 90, 140],
  [60, 60, 70],
];

interface Placed {
  readonly face: SceneFace | null;
  /** The face's corners TL, TR, BR, BL of the face as it reads (upright), in the flat scene. */
  readonly quad: Quad;
}

/**
 * One scene of `faces` (and `back`, the sheet's photographed tile back when it has one) of
 * `size` x `size` pixels.
 */
export function composeSheetScene(faces: readonly SceneFace[], back: SceneFace | null, rnd: () => number, size: number): SheetScene {
  const r = SCENE_RANGES;
  const aspect = medianAspect(faces);
  const w = Math.exp(between(rnd, Math.log(r.width[0]), Math.log(r.width[1])));
  const h = w * aspect;
  const table = jitter(TABLES[Math.floor(rnd() * TABLES.length)]!, rnd, 18);
  const flat = filled(size, table);
  speckle(flat, rnd);

  const placed = arrange(faces, w, h, size, rnd);
  const backColour = back === null ? jitter(BACKS[Math.floor(rnd() * BACKS.length)]!, rnd, 20) : meanColour(back);
  const faceGround = faces.length > 0 ? groundColour(faces[Math.floor(rnd() * faces.length)]!) : ([235, 230, 215] as const);
  const fx = randomEffects(size, size, rnd);
  // The near wall shows toward the camera (the bottom of the flat scene, before the tilt).
  const wall: Point = [0, w * between(rnd, r.thickness[0], r.thickness[1]) * (0.15 + 0.6 * Math.sin((fx.tiltDeg * Math.PI) / 180))];
  const outlines: Point[][] = [];
  // Far tiles first, so a nearer block's wall covers what lies behind it.
  const order = [...placed].sort((a, b) => Math.max(...a.quad.map((p) => p[1])) - Math.max(...b.quad.map((p) => p[1])));
  for (const { face, quad } of order) {
    const ground = quad.map(([x, y]) => [x + wall[0], y + wall[1]] as const);
    const half = quad.map(([x, y]) => [x + wall[0] * 0.45, y + wall[1] * 0.45] as const);
    fillConvex(flat, convexHull([...quad, ...ground]), shade(backColour, 0.8));
    // A face-up block shows its face layer above the back layer; a face-down one is back all through.
    if (face !== null) fillConvex(flat, convexHull([...quad, ...half]), shade(faceGround, 0.85));
    const top = face ?? back;
    if (top === null) fillConvex(flat, [...quad], backColour);
    else paintFace(flat, top, quad);
    outlines.push([...quad, ...ground]);
  }

  const tilt = tiltHomography(size, size, fx.quad);
  const img = filled(size, table);
  warpOver(img, flat, tilt);
  const boxes: Box[] = [];
  for (const outline of outlines) {
    const whole = rawBounds(tilt, outline);
    const seen = warpedBounds(tilt, outline, size, size);
    if (seen.w * seen.h >= r.minVisible * whole.w * whole.h && seen.w > 2 && seen.h > 2) boxes.push(seen);
  }
  applyLighting(img, fx);
  blur(img, fx.blur > 0 && w < 16 ? 1 : fx.blur);
  addNoise(img, fx.noise, rnd);
  return { frame: img, boxes };
}

/** Rows of tiles: a hand row with gaps and called tiles, maybe a second row, a few strays; turned as a whole. */
function arrange(faces: readonly SceneFace[], w: number, h: number, size: number, rnd: () => number): Placed[] {
  const r = SCENE_RANGES;
  const pick = (): SceneFace | null => (rnd() < r.faceDown || faces.length === 0 ? null : faces[Math.floor(rnd() * faces.length)]!);
  const local: { face: SceneFace | null; cx: number; cy: number; sideways: boolean }[] = [];
  const row = (count: number, y: number): void => {
    let x = 0;
    for (let i = 0; i < count; i++) {
      const sideways = rnd() < r.sideways;
      const width = sideways ? h : w;
      if (i > 0 && rnd() < 0.15) x += w * between(rnd, 0.3, 0.9);
      local.push({ face: pick(), cx: x + width / 2, cy: y + (sideways ? (h - w) / 2 : 0), sideways });
      x += width + w * between(rnd, 0, 0.06);
    }
  };
  const hand = Math.round(between(rnd, r.handTiles[0], r.handTiles[1]));
  row(hand, 0);
  if (rnd() < 0.7) {
    const shift = w * between(rnd, -2, hand / 2);
    const before = local.length;
    row(Math.round(between(rnd, r.otherTiles[0], r.otherTiles[1])), (rnd() < 0.5 ? -1 : 1) * h * between(rnd, 1.3, 2.5));
    for (let i = before; i < local.length; i++) local[i]!.cx += shift;
  }
  const xs = local.map((t) => t.cx);
  const mid = (Math.min(...xs) + Math.max(...xs)) / 2;
  const angle = pickAngle(rnd);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const centre: Point = [size * between(rnd, 0.3, 0.7), size * between(rnd, 0.3, 0.7)];
  const placed = local.map((t) => {
    const half = t.sideways ? [h / 2, w / 2] : [w / 2, h / 2];
    const x = t.cx - mid;
    const y = t.cy;
    // Corners as the face reads: a sideways tile's top edge is its left side, turned a quarter.
    const corners: Point[] = [
      [-half[0]!, -half[1]!],
      [half[0]!, -half[1]!],
      [half[0]!, half[1]!],
      [-half[0]!, half[1]!],
    ];
    const reading = t.sideways ? [corners[3]!, corners[0]!, corners[1]!, corners[2]!] : corners;
    const quad = reading.map(([dx, dy]) => {
      const [px, py] = [x + dx, y + dy];
      return [centre[0] + px * cos - py * sin, centre[1] + px * sin + py * cos] as const;
    }) as unknown as Quad;
    return { face: t.face, quad };
  });
  // A few strays (clutter tiles) anywhere, at any angle.
  const strays = rnd() < 0.4 ? Math.floor(between(rnd, 1, 3)) : 0;
  for (let i = 0; i < strays; i++) {
    const a = between(rnd, 0, 2 * Math.PI);
    const c: Point = [between(rnd, 0, size), between(rnd, 0, size)];
    const pts: Point[] = [
      [-w / 2, -h / 2],
      [w / 2, -h / 2],
      [w / 2, h / 2],
      [-w / 2, h / 2],
    ];
    placed.push({ face: pick(), quad: pts.map(([px, py]) => [c[0] + px * Math.cos(a) - py * Math.sin(a), c[1] + px * Math.sin(a) + py * Math.cos(a)] as const) as unknown as Quad });
  }
  return placed;
}

/** Mostly level rows, some a quarter or half turn off, some at any angle (DESIGN.md section 5: any rotation). */
function pickAngle(rnd: () => number): number {
  const u = rnd();
  const deg = u < 0.45 ? between(rnd, -12, 12) : u < 0.75 ? 90 * Math.floor(between(rnd, 1, 4)) + between(rnd, -10, 10) : between(rnd, 0, 360);
  return (deg * Math.PI) / 180;
}

/** The face cut from the sheet level that suits its size, warped onto `quad`. */
function paintFace(img: Rgba, face: SceneFace, quad: Quad): void {
  const target = Math.hypot(quad[1][0] - quad[0][0], quad[1][1] - quad[0][1]);
  const { levels } = face.levels;
  let level = 0;
  while (level + 1 < levels.length && face.box.w * 2 ** -(level + 1) >= 2 * target) level++;
  const f = 2 ** -level;
  const src = levels[level]!;
  const x0 = Math.max(0, Math.floor(face.box.x * f));
  const y0 = Math.max(0, Math.floor(face.box.y * f));
  const x1 = Math.min(src.width, Math.ceil((face.box.x + face.box.w) * f));
  const y1 = Math.min(src.height, Math.ceil((face.box.y + face.box.h) * f));
  const cw = Math.max(1, x1 - x0);
  const ch = Math.max(1, y1 - y0);
  const data = new Uint8Array(cw * ch * 4);
  for (let y = 0; y < ch; y++) data.set(src.data.subarray(((y0 + y) * src.width + x0) * 4, ((y0 + y) * src.width + x0 + cw) * 4), y * cw * 4);
  for (let i = 3; i < data.length; i += 4) data[i] = 255;
  const from: Quad = [
    [0, 0],
    [cw, 0],
    [cw, ch],
    [0, ch],
  ];
  warpOver(img, { width: cw, height: ch, data }, homographyFromQuads(from, quad));
}

function medianAspect(faces: readonly SceneFace[]): number {
  const a = faces.map((f) => f.box.h / f.box.w).sort((x, y) => x - y);
  return a.length === 0 ? 1.35 : a[Math.floor(a.length / 2)]!;
}

/** The mean colour of a face (a photographed back is one colour). */
function meanColour(face: SceneFace): readonly [number, number, number] {
  return ringColour(face, 0.1, 0.9);
}

/** The face's ground: the mean of a ring just inside its edge, where symbols seldom reach. */
export function groundColour(face: SceneFace): readonly [number, number, number] {
  return ringColour(face, 0.04, 0.12);
}

function ringColour(face: SceneFace, inner: number, outer: number): readonly [number, number, number] {
  const src = face.levels.levels[0]!;
  const { x, y, w, h } = face.box;
  const sum = [0, 0, 0];
  let n = 0;
  for (let py = Math.max(0, Math.floor(y)); py < Math.min(src.height, Math.ceil(y + h)); py += 2) {
    for (let px = Math.max(0, Math.floor(x)); px < Math.min(src.width, Math.ceil(x + w)); px += 2) {
      const edge = Math.min((px - x) / w, (x + w - px) / w, (py - y) / h, (y + h - py) / h);
      if (edge < inner || edge > outer) continue;
      const o = (py * src.width + px) * 4;
      for (let c = 0; c < 3; c++) sum[c]! += src.data[o + c]!;
      n++;
    }
  }
  return n === 0 ? [235, 230, 215] : [sum[0]! / n, sum[1]! / n, sum[2]! / n];
}

function jitter(c: readonly [number, number, number], rnd: () => number, by: number): readonly [number, number, number] {
  return [clampByte(c[0] + between(rnd, -by, by)), clampByte(c[1] + between(rnd, -by, by)), clampByte(c[2] + between(rnd, -by, by))];
}

const shade = (c: readonly [number, number, number], k: number): readonly [number, number, number] => [c[0] * k, c[1] * k, c[2] * k];

const clampByte = (v: number): number => (v < 0 ? 0 : v > 255 ? 255 : v);

function filled(size: number, c: readonly [number, number, number]): Rgba {
  const data = new Uint8Array(size * size * 4);
  for (let i = 0; i < data.length; i += 4) {
    data[i] = c[0];
    data[i + 1] = c[1];
    data[i + 2] = c[2];
    data[i + 3] = 255;
  }
  return { width: size, height: size, data };
}

/** A table's grain: a few soft darker and lighter blotches. */
function speckle(img: Rgba, rnd: () => number): void {
  const { width, height, data } = img;
  const spots = Array.from({ length: 6 }, () => ({ x: between(rnd, 0, width), y: between(rnd, 0, height), r: between(rnd, 0.1, 0.4) * width, k: between(rnd, -0.12, 0.12) }));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let gain = 1;
      for (const s of spots) gain += s.k * Math.exp(-((x - s.x) ** 2 + (y - s.y) ** 2) / (2 * s.r * s.r));
      const o = (y * width + x) * 4;
      for (let c = 0; c < 3; c++) data[o + c] = clampByte(data[o + c]! * gain);
    }
  }
}

/** Fills a convex polygon, each pixel by its share of 4 samples inside (soft edges). */
function fillConvex(img: Rgba, poly: readonly Point[], c: readonly [number, number, number]): void {
  if (poly.length < 3) return;
  const { width, height, data } = img;
  const xs = poly.map((q) => q[0]);
  const ys = poly.map((q) => q[1]);
  const inside = (x: number, y: number): boolean => {
    let sign = 0;
    for (let i = 0; i < poly.length; i++) {
      const a = poly[i]!;
      const b = poly[(i + 1) % poly.length]!;
      const s = (b[0] - a[0]) * (y - a[1]) - (b[1] - a[1]) * (x - a[0]);
      if (s === 0) continue;
      if (sign === 0) sign = Math.sign(s);
      else if (Math.sign(s) !== sign) return false;
    }
    return true;
  };
  for (let y = Math.max(0, Math.floor(Math.min(...ys))); y < Math.min(height, Math.ceil(Math.max(...ys))); y++) {
    for (let x = Math.max(0, Math.floor(Math.min(...xs))); x < Math.min(width, Math.ceil(Math.max(...xs))); x++) {
      let k = 0;
      for (const [sx, sy] of [
        [0.25, 0.25],
        [0.75, 0.25],
        [0.25, 0.75],
        [0.75, 0.75],
      ] as const) {
        if (inside(x + sx, y + sy)) k++;
      }
      if (k === 0) continue;
      const a = k / 4;
      const o = (y * width + x) * 4;
      for (let ch = 0; ch < 3; ch++) data[o + ch] = data[o + ch]! * (1 - a) + c[ch]! * a;
    }
  }
}

/** Bounds of an outline after the homography, not clamped: how big the tile would be whole. */
function rawBounds(h: Homography, outline: readonly Point[]): { w: number; h: number } {
  const pts = outline.map(([x, y]) => applyHomography(h, x, y));
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  return { w: Math.max(...xs) - Math.min(...xs), h: Math.max(...ys) - Math.min(...ys) };
}
