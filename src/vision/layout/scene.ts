/**
 * The layout's own model of a photo, once turned upright: the scene frame has the hand row running
 * along x, left to right as the player sees it, and y growing toward the player (so "above the
 * hand" = smaller y). Lengths stay in pixels; the passes divide them by the scene's tile size.
 */
import type { MeldType } from '../../engine/index';
import type { Detection } from '../types';

/** Quarter turns the scene is rotated clockwise in the image (1 = 90 degrees). */
export type QuarterTurn = 0 | 1 | 2 | 3;

export interface SceneTile {
  readonly det: Detection;
  /** Centre and size in the scene frame. */
  readonly cx: number;
  readonly cy: number;
  readonly w: number;
  readonly h: number;
  /** Long side along the row: a called tile, or a winning tile laid sideways. */
  readonly sideways: boolean;
  readonly back: boolean;
}

export interface Scene {
  readonly turn: QuarterTurn;
  readonly tiltDeg: number;
  readonly tiles: readonly SceneTile[];
  /** Median short and long side of the upright tiles: the unit of every gap and distance. */
  readonly tileWidth: number;
  readonly tileHeight: number;
}

/** One place along a row: a tile, and the tile stacked on it (the added tile of an added kong). */
export interface Column {
  readonly tile: SceneTile;
  readonly stacked: SceneTile | null;
}

export interface Row {
  readonly columns: readonly Column[];
  /** Every tile of the row, column by column, stacked tiles after the tile under them. */
  readonly tiles: readonly SceneTile[];
  /** `gaps[i]` = free space between columns i and i+1, in this row's tile widths (< 0: overlap). */
  readonly gaps: readonly number[];
  /** Extent of the row's tiles, stacked tiles left out. */
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

/** What each row of the scene is. */
export interface Roles {
  readonly hand: Row | null;
  readonly dora: Row | null;
  readonly ura: Row | null;
  readonly clutter: readonly SceneTile[];
}

export interface MeldLayout {
  readonly type: MeldType;
  readonly columns: readonly Column[];
  readonly calledIndex: number | null;
  /** Whether the columns match the type's pattern; false = the type is a guess. */
  readonly fits: boolean;
}

/** The hand row read by the conventions. */
export interface HandLayout {
  /** Concealed tiles before the winning tile, in row order. */
  readonly concealed: readonly Column[];
  readonly win: Column | null;
  readonly melds: readonly MeldLayout[];
  /** Tiles right of the winning tile that fit no meld. */
  readonly ungrouped: readonly Column[];
}

export const leftOf = (t: SceneTile): number => t.cx - t.w / 2;
export const rightOf = (t: SceneTile): number => t.cx + t.w / 2;
export const topOf = (t: SceneTile): number => t.cy - t.h / 2;
export const bottomOf = (t: SceneTile): number => t.cy + t.h / 2;

/** The tiles of a column, the stacked one last. */
export const tilesOf = (c: Column): SceneTile[] => (c.stacked ? [c.tile, c.stacked] : [c.tile]);

/** The median of a list (0 for an empty one). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = values.slice().sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
