/**
 * Pass 3: rows and the gaps along them. First the added kongs' stacked tiles are set on the
 * tiles under them (otherwise each would look like a one-tile row above the hand); then tiles
 * are banded by height and each band cut into rows where a gap is too wide to be part of one
 * group of tiles. Distances are in the scene's tile sizes.
 */
import { type Column, type Row, type Scene, type SceneTile, bottomOf, leftOf, median, rightOf, tilesOf, topOf } from './scene';
import { type Passed, passed } from './collect';
import type { LayoutTunables } from './tunables';

/**
 * Whether a sideways tile lies in a row: an upright tile touches it at its own height. An added
 * kong's tile lies above the row, a sideways tile's height over the upright tiles' centres, with
 * nothing beside it; a meld's called tile lies between upright ones. (Without this, a stray
 * lying right under a meld's called tile is taken for the tile it was added to, and the called
 * tile leaves the hand row.)
 */
function inRow(tile: SceneTile, scene: Scene, t: LayoutTunables): boolean {
  return scene.tiles.some((o) => {
    if (o === tile || o.sideways) return false;
    const apart = Math.max(leftOf(o) - rightOf(tile), leftOf(tile) - rightOf(o)) / scene.tileWidth;
    return Math.abs(o.cy - tile.cy) <= t.stackRowNeighbourTileHeights * scene.tileHeight && apart <= t.groupGapTileWidths;
  });
}

/** Added tile -> the sideways tile it lies on (each tile in one stack at most, closest pairs first). */
export function findStacks(scene: Scene, t: LayoutTunables): Map<SceneTile, SceneTile> {
  const sideways = scene.tiles.filter((tile) => tile.sideways);
  const pairs: { added: SceneTile; host: SceneTile; misfit: number }[] = [];
  for (const added of sideways.filter((tile) => !inRow(tile, scene, t)))
    for (const host of sideways) {
      const offset = Math.abs(added.cx - host.cx) / host.w;
      const rise = (host.cy - added.cy) / host.h;
      const misSized = Math.max(Math.abs(Math.log(added.w / host.w)), Math.abs(Math.log(added.h / host.h)));
      if (offset <= t.stackMaxOffsetHostWidths && rise >= t.stackMinRiseHostHeights && rise <= t.stackMaxRiseHostHeights && misSized <= t.stackMaxLogSizeRatio)
        pairs.push({ added, host, misfit: offset + Math.abs(rise - 1) });
    }
  const stacks = new Map<SceneTile, SceneTile>();
  const used = new Set<SceneTile>();
  for (const { added, host } of pairs.sort((a, b) => a.misfit - b.misfit)) {
    if (used.has(added) || used.has(host)) continue;
    stacks.set(added, host);
    used.add(added).add(host);
  }
  return stacks;
}

/** Splits a sorted list where the step from one item to the next exceeds `maxStep`. */
function splitAt<T>(sorted: readonly T[], position: (item: T) => number, maxStep: number): T[][] {
  const groups: T[][] = [];
  let previous = -Infinity;
  for (const item of sorted) {
    const at = position(item);
    if (groups.length === 0 || !(at - previous <= maxStep)) groups.push([]);
    groups[groups.length - 1]!.push(item);
    previous = at;
  }
  return groups;
}

function makeRow(columns: readonly Column[], scene: Scene): Row {
  const bases = columns.map((c) => c.tile);
  // Gaps are measured in this row's own tile width: rows farther from the camera look smaller.
  const width = median(bases.filter((b) => !b.sideways).map((b) => b.w)) || scene.tileWidth;
  return {
    columns,
    tiles: columns.flatMap(tilesOf),
    gaps: bases.slice(1).map((b, i) => (leftOf(b) - rightOf(bases[i]!)) / width),
    left: Math.min(...bases.map(leftOf)),
    right: Math.max(...bases.map(rightOf)),
    top: Math.min(...bases.map(topOf)),
    bottom: Math.max(...bases.map(bottomOf)),
  };
}

/**
 * Whether two tiles of one band lie one above the other: they overlap along the row by more than
 * `stackedRowMinOverlap` of the narrower one's width, which tiles side by side never do (touching
 * boxes overlap ~0.1), and their centres are a row apart. A band can hold two such rows when
 * they run slanted: an indicator row right above one end of a long hand row whose tilt was not
 * quite undone (the camera's perspective bends rows differently) falls within the hand row's
 * heights. A box on a box at the same height (a tile boxed twice) is not a row above.
 */
function stackedPair(a: SceneTile, b: SceneTile, scene: Scene, t: LayoutTunables): boolean {
  const overlap = Math.min(rightOf(a), rightOf(b)) - Math.max(leftOf(a), leftOf(b));
  return overlap > t.stackedRowMinOverlap * Math.min(a.w, b.w) && Math.abs(a.cy - b.cy) > t.rowSplitTileHeights * scene.tileHeight;
}

/**
 * A band (sorted left to right) as the rows it holds: itself, unless two of its tiles lie one
 * above the other (`stackedPair`). Then it is followed left to right as chains: each tile joins
 * the chain whose last tile is nearest in height, within `rowSplitTileHeights` and
 * `rowBreakTileWidths` of it, and not one it lies over or under; else it starts a chain. So a slanted row stays one row, as it does in the
 * band, and the row above it comes apart.
 */
function unstackBand(band: readonly SceneTile[], scene: Scene, t: LayoutTunables): SceneTile[][] {
  if (!band.some((a, i) => band.some((b, j) => j > i && stackedPair(a, b, scene, t)))) return [band.slice()];
  const chains: SceneTile[][] = [];
  for (const tile of band) {
    let best: SceneTile[] | null = null;
    for (const chain of chains) {
      const last = chain[chain.length - 1]!;
      const dy = Math.abs(tile.cy - last.cy);
      const gap = (leftOf(tile) - rightOf(last)) / scene.tileWidth;
      if (dy > t.rowSplitTileHeights * scene.tileHeight || !(gap <= t.rowBreakTileWidths) || stackedPair(tile, last, scene, t)) continue;
      if (best === null || dy < Math.abs(tile.cy - best[best.length - 1]!.cy)) best = chain;
    }
    if (best) best.push(tile);
    else chains.push([tile]);
  }
  return chains;
}

/** The rows of the scene, top (farthest from the player) first, each left to right. */
export function clusterRows(scene: Scene, t: LayoutTunables): Passed<Row[]> {
  const stacks = findStacks(scene, t);
  const stackedOn = new Map([...stacks].map(([added, host]) => [host, added]));
  const bases = scene.tiles.filter((tile) => !stacks.has(tile)).sort((a, b) => a.cy - b.cy || a.cx - b.cx);
  const rows: Row[] = [];
  const bands = splitAt(bases, (b) => b.cy, t.rowSplitTileHeights * scene.tileHeight).flatMap((band) => unstackBand(band.sort((a, b) => a.cx - b.cx), scene, t));
  for (const band of bands) {
    const columns = band.map((tile): Column => ({ tile, stacked: stackedOn.get(tile) ?? null }));
    let start = 0;
    for (let i = 1; i <= columns.length; i++) {
      const gap = i < columns.length ? (leftOf(columns[i]!.tile) - rightOf(columns[i - 1]!.tile)) / scene.tileWidth : Infinity;
      if (!(gap <= t.rowBreakTileWidths)) {
        rows.push(makeRow(columns.slice(start, i), scene));
        start = i;
      }
    }
  }
  return passed(rows.sort((a, b) => (a.top + a.bottom) / 2 - (b.top + b.bottom) / 2 || a.left - b.left));
}
