/**
 * Pass 2: how the scene lies in the image. Boxes are axis-aligned, so a rotation shows only as
 * which way rows run (tiles touch side by side), which end of the hand row holds the concealed
 * tiles, and on which side of it the indicator rows lie. The first is measured here
 * (`crossRowNeighbours`); the others need the rows read. So the scene is turned each of the four
 * ways (`toScene`), each turn is read in full, and the cheapest reading wins
 * (`chooseOrientation`). A small tilt is measured beforehand (tilt.ts) and undone before turning.
 */
import { labelsOf } from '../tile-labels';
import type { Detection, RecognisedHand, VisionWarning } from '../types';
import { type Passed, passed, warn } from './collect';
import { type QuarterTurn, type Scene, type SceneTile, median } from './scene';
import type { LayoutTunables } from './tunables';

const DEG = Math.PI / 180;

/**
 * A tilted tile's axis-aligned box is larger than the tile: W = w cos + h sin, H = w sin + h cos.
 * Solved back for w, h while that is well conditioned (cos^2 - sin^2 = cos 2t, which vanishes at
 * 45 degrees, where every tile's box is the same square whichever way it lies). Past that the box
 * still gives w + h = (W + H) / (cos + sin), and the detector's orientation (long side nearer
 * vertical in the image or not) says which of the two is the long side.
 */
function untiltedSize(det: Detection, tiltDeg: number, t: LayoutTunables): [number, number] {
  const { w, h } = det.box;
  const c = Math.cos(Math.abs(tiltDeg) * DEG);
  const s = Math.sin(Math.abs(tiltDeg) * DEG);
  const conditioning = c * c - s * s;
  if (conditioning >= t.sizeSolveMinConditioning) {
    const tw = (c * w - s * h) / conditioning;
    const th = (c * h - s * w) / conditioning;
    if (tw > 0.2 * w && th > 0.2 * h) return [tw, th];
  }
  const sum = (w + h) / (c + s);
  const short = (sum * t.tileShortOverLong) / (1 + t.tileShortOverLong);
  return det.orientation === 'sideways' ? [sum - short, short] : [short, sum - short];
}

/** Percentile of a list (nearest rank below). */
const percentile = (values: readonly number[], q: number): number => values.slice().sort((a, b) => a - b)[Math.floor(q * (values.length - 1))] ?? 0;

/**
 * The detections in the scene frame for a given turn and tilt: centres untilted then turned back
 * counter-clockwise, sizes untilted then swapped on odd turns. A tile is sideways when its log
 * aspect exceeds the upright reference by the margin (see the tunables for why that is robust
 * to camera tilt).
 */
export function toScene(dets: readonly Detection[], turn: QuarterTurn, tiltDeg: number, t: LayoutTunables): Scene {
  const cos = Math.cos(-tiltDeg * DEG);
  const sin = Math.sin(-tiltDeg * DEG);
  const placed = dets.map((det) => {
    const bx = det.box.x + det.box.w / 2;
    const by = det.box.y + det.box.h / 2;
    let x = bx * cos - by * sin;
    let y = bx * sin + by * cos;
    for (let k = 0; k < turn; k++) [x, y] = [y, -x];
    const [w, h] = untiltedSize(det, tiltDeg, t);
    return turn % 2 === 0 ? { det, cx: x, cy: y, w, h } : { det, cx: x, cy: y, w: h, h: w };
  });
  const logAspect = placed.map((p) => Math.log(p.w / p.h));
  const upright = percentile(logAspect, t.uprightReferencePercentile);
  const tiles = placed.map((p, i): SceneTile => ({ det: p.det, cx: p.cx, cy: p.cy, w: p.w, h: p.h, sideways: logAspect[i]! - upright > t.sidewaysLogAspectMargin, back: p.det.kind === 'back' }));
  const standing = tiles.filter((tile) => !tile.sideways);
  return { turn, tiltDeg, tiles, tileWidth: median(standing.map((s) => s.w)), tileHeight: median(standing.map((s) => s.h)) };
}

/**
 * How many tiles have their nearest neighbour across the rows (more up-down than sideways) in
 * this scene frame: few when rows run along x as they should, nearly all when turned wrong.
 */
export function crossRowNeighbours(scene: Scene, t: LayoutTunables): number {
  return scene.tiles.filter((tile) => {
    let [best, dx, dy] = [Infinity, 0, 0];
    for (const o of scene.tiles) {
      const d2 = (o.cx - tile.cx) ** 2 + (o.cy - tile.cy) ** 2;
      if (o !== tile && d2 < best) [best, dx, dy] = [d2, o.cx - tile.cx, o.cy - tile.cy];
    }
    return best <= (t.neighbourMaxTileHeights * Math.max(tile.w, tile.h)) ** 2 && Math.abs(dy) > Math.abs(dx);
  }).length;
}

/** A full reading of the scene under one turn, and what it cost. */
export interface SceneReading {
  readonly turn: QuarterTurn;
  readonly draft: RecognisedHand;
  readonly warnings: readonly VisionWarning[];
  /**
   * `structure`: the hand row's reading penalties + clutter left over + tiles whose nearest
   * neighbour lies across the rows (see the tunables); `wideTiles` (wider than tall) breaks ties.
   */
  readonly cost: { readonly structure: number; readonly wideTiles: number };
}

/** On a tie the turn nearest upright wins: most photos are taken from the player's own seat. */
const TURN_PREFERENCE: readonly QuarterTurn[] = [0, 1, 3, 2];

/** The hand a draft shows, as a key: tiles as multisets, so a row read backwards is the same hand. */
export function handKey(d: RecognisedHand): string {
  const sorted = (text: string): string => labelsOf(text).sort().join('');
  return JSON.stringify([
    sorted(d.concealed),
    d.win_tile,
    d.melds.map((m) => `${m.type}:${sorted(m.tiles)}:${m.called_index}`).sort(),
    [...d.dora_indicators].sort(),
    [...d.ura_indicators].sort(),
  ]);
}

/** The cheapest reading; two equally cheap ones that disagree on the hand are flagged. */
export function chooseOrientation(readings: readonly SceneReading[]): Passed<SceneReading | null> {
  const rank = (r: SceneReading): number => TURN_PREFERENCE.indexOf(r.turn);
  const ordered = readings.slice().sort((a, b) => a.cost.structure - b.cost.structure || a.cost.wideTiles - b.cost.wideTiles || rank(a) - rank(b));
  const [best, next] = ordered;
  if (!best) return passed(null);
  const tie = next && next.cost.structure === best.cost.structure && next.cost.wideTiles === best.cost.wideTiles;
  if (!tie || handKey(next.draft) === handKey(best.draft)) return passed(best);
  return passed(best, [warn('ambiguous_orientation', 'warning', [], { rotationsDeg: [best.turn * 90, next.turn * 90] })]);
}
