/**
 * What the tile renderer draws and how: the tile names it accepts, the rotations, and the
 * `TileStyle` that describes one tile set's look (body, back, inks, glyph look, decorations, wear).
 */

import type { DetectionKind, TileLabel } from '../types';
import { TILE_LABELS, isDetectionKind } from '../tile-labels';

/** Everything the renderer draws: the 34 kinds, the three red fives and a face-down tile (the detector's kinds). */
export type RenderTile = DetectionKind;

/** The 34 kinds in mpsz order (`1m`..`9m`, `1p`.., `1s`.., `1z`..`7z`). */
export const TILE_KINDS: readonly TileLabel[] = TILE_LABELS.filter((t) => t[0] !== '0');
export const RED_FIVES: readonly TileLabel[] = TILE_LABELS.filter((t) => t[0] === '0');
/** Every tile the renderer draws, in a stable order: the 34 kinds, the red fives, the back. */
export const RENDER_TILES: readonly RenderTile[] = [...TILE_LABELS, 'back'];

export const isRenderTile: (value: unknown) => value is RenderTile = isDetectionKind;

/** Quarter turns, clockwise. 90 and 270 lay the tile sideways (a called tile). */
export type Rotation = 0 | 90 | 180 | 270;
export const ROTATIONS: readonly Rotation[] = [0, 90, 180, 270];

/**
 * How glyph strokes (numerals, 萬, winds, dragons, index letters) are finished:
 * `brush` = round ends with a pressed start, like a brushed print; `round` = even round strokes;
 * `block` = square ends and sharp corners, like an engraved sans.
 */
export type GlyphLook = 'brush' | 'round' | 'block';

/** The inks printed on a face. */
export interface TilePalette {
  /** Numerals of the characters suit and the winds. */
  readonly ink: string;
  readonly red: string;
  readonly green: string;
  readonly blue: string;
}

/** One tile set's look. All lengths are in the tile's own units: the face is 60 x 80. */
export interface TileStyle {
  /** Key in `TILE_STYLES`. */
  readonly name: string;
  readonly description: string;
  /** Never used for training: kept to measure how recognition carries over to an unseen set. */
  readonly heldOut: boolean;
  /** Face colour at the top left, and at the bottom right (equal = a flat face). */
  readonly body: string;
  readonly bodyShade: string;
  /** Colour of the back layer (a face-down tile's face, and the thickness under a face-up one). */
  readonly back: string;
  readonly outline: string;
  /** Thickness shown below the face, in tile units (0 = the face alone). */
  readonly depth: number;
  readonly cornerRadius: number;
  readonly palette: TilePalette;
  /** Multiplier of every printed stroke's width (1 = regular). */
  readonly strokeWeight: number;
  readonly glyphLook: GlyphLook;
  /** Colour of a thin frame printed inside the face's edge, or null for none. */
  readonly frame: string | null;
  /** A small index in the top left corner: the number of a suited tile, E/S/W/N on winds. */
  readonly cornerIndex: boolean;
  /** White dragon: an empty face, or a printed rectangular frame. */
  readonly whiteDragon: 'blank' | 'frame';
  /** 1 bamboo: a bird, or a single decorated stick. */
  readonly oneBamboo: 'bird' | 'stick';
  /** Circles: concentric rings with a petal ring, or a plain ring with a dot. */
  readonly pinLook: 'rings' | 'simple';
  /** 0..1: how much a seeded render varies (print offset, faded ink, scuffs). */
  readonly wear: number;
}

export interface RenderOptions {
  readonly rotation?: Rotation;
  /** Seeds the deterministic print and wear variation; without it the tile is drawn clean. */
  readonly seed?: number;
  /** Accessible name: when given, the SVG gets `role="img"`, an `aria-label` and a `<title>`. */
  readonly label?: string;
}
