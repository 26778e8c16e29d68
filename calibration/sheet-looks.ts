/**
 * Whether the tiles of a sheet photo are of one set: a profile is one set's look, and tiles of two
 * sets laid out together (a few borrowed to fill the sheet) would teach the classifier both. Each
 * tile's face colour (the light pixels of the middle of its box, the face's ground rather than its
 * ink) is compared, row by row, with the others': a whole row of another face colour is another
 * set. Colour ratios rather than levels, so uneven light across the sheet does not count.
 */
import type { RgbaFrame } from '../src/vision/frame';
import type { AssignedTile } from './sheet-layout';

/** The share of the brightest pixels taken for the ground: ink covers much of a characters tile. */
const LIGHT_SHARE = 0.15;

/** A face colour as two chromaticity coordinates: blue against red, green against both, in units of the mean level. */
export type FaceTint = readonly [number, number];

/** The face's ground colour of one tile: the brightest half of the pixels in the middle half of its box. */
export function faceTint(frame: RgbaFrame, tile: AssignedTile): FaceTint | null {
  const { x, y, w, h } = tile.box;
  const x0 = Math.max(0, Math.round(x + w / 4));
  const x1 = Math.min(frame.width, Math.round(x + (3 * w) / 4));
  const y0 = Math.max(0, Math.round(y + h / 4));
  const y1 = Math.min(frame.height, Math.round(y + (3 * h) / 4));
  const px: [number, number, number][] = [];
  for (let yy = y0; yy < y1; yy++) {
    for (let xx = x0; xx < x1; xx++) {
      const i = (yy * frame.width + xx) * 4;
      px.push([frame.data[i]!, frame.data[i + 1]!, frame.data[i + 2]!]);
    }
  }
  if (px.length === 0) return null;
  px.sort((a, b) => b[0] + b[1] + b[2] - (a[0] + a[1] + a[2]));
  const light = px.slice(0, Math.max(1, Math.floor(px.length * LIGHT_SHARE)));
  const [r, g, b] = [0, 1, 2].map((k) => light.reduce((s, p) => s + p[k]!, 0) / light.length) as [number, number, number];
  const mean = (r + g + b) / 3 || 1;
  return [(b - r) / mean, (g - (r + b) / 2) / mean];
}

/**
 * A row whose face tint lies further than this from the sheet's median row is another set. The
 * seven rendered styles' sheets, flat and tilted 30 degrees and turned 15, keep every row within
 * 0.015 of their median; the styles' faces lie 0.045 (white against the tournament style's) to
 * 0.35 apart, save two near-white ones 0.005 apart, which no colour tells apart.
 */
export const MIXED_SETS_TINT = 0.04;

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** Each row's median face tint (the tile back left out: its face is the back's colour). */
export function rowTints(frame: RgbaFrame, tiles: readonly AssignedTile[]): Map<number, FaceTint> {
  const byRow = new Map<number, FaceTint[]>();
  for (const tile of tiles) {
    if (tile.kind === 'back') continue;
    const tint = faceTint(frame, tile);
    if (tint === null) continue;
    byRow.set(tile.row, [...(byRow.get(tile.row) ?? []), tint]);
  }
  return new Map([...byRow].map(([row, ts]) => [row, [median(ts.map((t) => t[0])), median(ts.map((t) => t[1]))] as const]));
}

/**
 * The first row whose faces are unlike the first row's (another set), with how far apart, or null
 * when every row's faces are alike.
 */
export function unlikeRow(frame: RgbaFrame, tiles: readonly AssignedTile[]): { readonly row: number; readonly distance: number } | null {
  const tints = [...rowTints(frame, tiles)].sort((a, b) => a[0] - b[0]);
  // Against the sheet's median tint, so one odd row is named, not the rows around it.
  const centre: FaceTint = [median(tints.map(([, t]) => t[0])), median(tints.map(([, t]) => t[1]))];
  for (const [row, t] of tints) {
    const distance = Math.hypot(t[0] - centre[0], t[1] - centre[1]);
    if (distance > MIXED_SETS_TINT) return { row, distance };
  }
  return null;
}
