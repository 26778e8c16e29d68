/**
 * A player's discards (the pond) read from one photo's detections, in the order they were
 * discarded: the pond is laid in rows of six, each left to right as its owner sees it, the first
 * row nearest the owner; the tile that declared riichi lies sideways. Pure, no DOM.
 *
 * The photo may be turned any way. The layout's passes are reused: detections cleaned
 * (`normalise.ts`), the rows' small tilt undone (`tilt.ts`), the scene turned each quarter turn
 * (`orient.ts`). A quarter turn the wrong way shows as tiles whose nearest neighbour lies across
 * the rows; upside down shows only in the pond's shape (full rows first, the last row short and
 * flush left), so that decides between a turn and its opposite. A pond whose shape reads the same
 * both ways (12 tiles in two full rows) is read from the player's side, with a warning.
 */
import { compactTiles } from './tile-labels';
import { normaliseDetections } from './layout/normalise';
import { crossRowNeighbours, toScene } from './layout/orient';
import { type QuarterTurn, type Scene, type SceneTile, leftOf } from './layout/scene';
import { estimateTiltDeg } from './layout/tilt';
import { type LayoutOptions, type LayoutTunables, withDefaults } from './layout/tunables';
import type { Alternative, DetectionId, DetectionKind, DropReason, TileLabel } from './types';

/** Tiles a pond row holds before the next row starts (rule texts: rows of six). */
export const POND_ROW = 6;
/** A pond longer than four rows cannot happen in one hand (the wall runs out first). */
export const POND_MAX_TILES = 24;

export const DISCARD_WARNING_CODES = [
  /** Nothing usable was found; `detections` = how many came in. */
  'no_tiles',
  /** Detections set aside while cleaning (layout's `normalise.ts`): not tiles, duplicates, too doubtful. */
  'dropped_detection',
  /** A row before the last that does not hold six tiles, or any row holding more: order may be wrong. */
  'ragged_rows',
  /** More than `POND_MAX_TILES`: other tiles (a wall, another pond) are probably in view. */
  'too_many_tiles',
  /** The pond reads as well upside down (every row full): read from the near side of the photo. */
  'ambiguous_orientation',
  /** More than one tile lies sideways: only one declares riichi. */
  'several_sideways',
  /** A face-down tile: a discard is always face up; it is left out of the discards. */
  'face_down',
  /** Tiles read below the confidence the referee should check (`uncertainBelow`). */
  'low_confidence',
] as const;
export type DiscardWarningCode = (typeof DISCARD_WARNING_CODES)[number];

export interface DiscardWarning {
  readonly code: DiscardWarningCode;
  /** The detections concerned (empty when the warning is about the whole pond). */
  readonly ids: readonly DetectionId[];
  /** `ragged_rows`: tiles per row, nearest first; `dropped_detection`: the reason; others: counts. */
  readonly detail: { readonly count?: number; readonly rows?: readonly number[]; readonly reason?: DropReason };
}

export interface DiscardTile {
  readonly id: DetectionId;
  readonly tile: TileLabel;
  readonly p: number;
  /** The classifier's next guesses, best first. */
  readonly alternatives: readonly Alternative[];
  /** Lying sideways: the tile that declared riichi. */
  readonly riichi: boolean;
  /** Below `uncertainBelow`: for the referee to check. */
  readonly uncertain: boolean;
  /** Row of the pond, 0 = nearest its owner. */
  readonly row: number;
}

export interface DiscardReading {
  /** In the order discarded. */
  readonly tiles: readonly DiscardTile[];
  /** The same tiles as one mpsz string, order kept (`19m5z3p`): what the referee's field takes. */
  readonly text: string;
  /** Tiles per row, nearest row first. */
  readonly rows: readonly number[];
  /** Degrees (clockwise) the pond was turned in the photo, a multiple of 90. */
  readonly turnDeg: number;
  readonly warnings: readonly DiscardWarning[];
}

export interface DiscardOptions {
  /** Tiles read below this are `uncertain` (0.7, as the hand editor flags them: src/ui/editor/hand-edit.ts). */
  readonly uncertainBelow?: number;
  readonly layout?: LayoutOptions;
}

/** On a tie, the turn nearest upright: a referee photographs a pond from its owner's side first. */
const TURN_PREFERENCE: readonly QuarterTurn[] = [0, 1, 3, 2];

/** Rows of the scene nearest its owner first (largest y: the scene frame's y grows toward him), each left to right. */
function pondRows(scene: Scene, t: LayoutTunables): SceneTile[][] {
  const byDepth = scene.tiles.slice().sort((a, b) => b.cy - a.cy || a.cx - b.cx);
  const rows: SceneTile[][] = [];
  let previous = Infinity;
  for (const tile of byDepth) {
    // Rows are a tile's height apart; within a row centres differ by jitter and a sideways tile's shorter side.
    if (rows.length === 0 || previous - tile.cy > t.rowSplitTileHeights * scene.tileHeight) rows.push([]);
    rows[rows.length - 1]!.push(tile);
    previous = tile.cy;
  }
  return rows.map((row) => row.sort((a, b) => a.cx - b.cx));
}

/**
 * How unlike a pond the rows are: each row before the last not six tiles, each row over six, and
 * a last row that does not start flush with the first (a pond read upside down starts its short
 * row at the right).
 */
function shapeCost(rows: readonly SceneTile[][], scene: Scene): number {
  let cost = 0;
  rows.forEach((row, i) => {
    if (row.length > POND_ROW || (i < rows.length - 1 && row.length !== POND_ROW)) cost += 1;
  });
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (first && last && rows.length > 1 && last.length < POND_ROW) {
    const offset = Math.abs(leftOf(last[0]!) - leftOf(first[0]!)) / (scene.tileWidth || 1);
    if (offset > 0.5) cost += 1;
  }
  return cost;
}

interface TurnReading {
  readonly turn: QuarterTurn;
  readonly rows: SceneTile[][];
  readonly cross: number;
  readonly shape: number;
  readonly wide: number;
}

/** Reads a pond from one photo's detections (anything: a worker boundary is untyped at run time). Never throws. */
export function readDiscards(detections: unknown, options: DiscardOptions = {}): DiscardReading {
  const t = withDefaults(options.layout);
  const uncertainBelow = options.uncertainBelow ?? 0.7;
  const cleaned = normaliseDetections(detections, t);
  const warnings: DiscardWarning[] = cleaned.warnings.flatMap((w) =>
    w.code === 'dropped_detection' ? [{ code: 'dropped_detection' as const, ids: w.ids, detail: { reason: w.data.reason, count: w.data.count } }] : [],
  );
  const backs = cleaned.value.filter((d) => d.kind === 'back');
  if (backs.length > 0) warnings.push({ code: 'face_down', ids: backs.map((d) => d.id), detail: { count: backs.length } });
  const dets = cleaned.value.filter((d) => d.kind !== 'back');
  if (dets.length === 0) {
    const count = Array.isArray(detections) ? detections.length : 0;
    return { tiles: [], text: '', rows: [], turnDeg: 0, warnings: [{ code: 'no_tiles', ids: [], detail: { count } }, ...warnings] };
  }

  const tilt = estimateTiltDeg(dets, t);
  const readings = TURN_PREFERENCE.map((turn): TurnReading => {
    const scene = toScene(dets, turn, tilt, t);
    const rows = pondRows(scene, t);
    return { turn, rows, cross: crossRowNeighbours(scene, t), shape: shapeCost(rows, scene), wide: scene.tiles.filter((s) => s.w > s.h).length };
  });
  const order = (a: TurnReading, b: TurnReading): number => a.cross - b.cross || a.wide - b.wide || a.shape - b.shape;
  const ranked = readings.slice().sort((a, b) => order(a, b) || TURN_PREFERENCE.indexOf(a.turn) - TURN_PREFERENCE.indexOf(b.turn));
  const best = ranked[0]!;
  const opposite = readings.find((r) => r.turn === (best.turn + 2) % 4)!;
  // The opposite turn reads as well and gives the tiles in another order: say which was used.
  if (order(best, opposite) === 0 && best.rows.flat().some((tile, i) => tile !== [...opposite.rows.flat()][i]) && dets.length > 1)
    warnings.push({ code: 'ambiguous_orientation', ids: [], detail: {} });

  const counts = best.rows.map((row) => row.length);
  if (best.rows.some((row, i) => row.length > POND_ROW || (i < best.rows.length - 1 && row.length !== POND_ROW)))
    warnings.push({ code: 'ragged_rows', ids: [], detail: { rows: counts } });
  if (dets.length > POND_MAX_TILES) warnings.push({ code: 'too_many_tiles', ids: [], detail: { count: dets.length } });

  const tiles = best.rows.flatMap((row, r) =>
    row.map((s): DiscardTile => {
      const alternatives = s.det.topK.filter((a): a is { kind: Exclude<DetectionKind, 'back'>; p: number } => a.kind !== 'back');
      return { id: s.det.id, tile: s.det.kind as TileLabel, p: s.det.p, alternatives, riichi: s.sideways, uncertain: s.det.p < uncertainBelow, row: r };
    }),
  );
  const sideways = tiles.filter((d) => d.riichi);
  if (sideways.length > 1) warnings.push({ code: 'several_sideways', ids: sideways.map((d) => d.id), detail: { count: sideways.length } });
  const doubted = tiles.filter((d) => d.uncertain);
  if (doubted.length > 0) warnings.push({ code: 'low_confidence', ids: doubted.map((d) => d.id), detail: { count: doubted.length } });
  return { tiles, text: compactTiles(tiles.map((d) => d.tile)), rows: counts, turnDeg: best.turn * 90, warnings };
}
