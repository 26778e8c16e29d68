/**
 * Whether the tiles of a sheet photo are of one set: a profile is one set's look, and tiles of two
 * sets laid out together (a few borrowed to fill the sheet) would teach the classifier both. Each
 * tile's face colour (the light pixels of the middle of its box, the face's ground rather than its
 * ink) is compared, row by row, with the others': a whole row of another face colour is another
 * set. Colour ratios rather than levels, so uneven light across the sheet does not count.
 *
 * A sheet of dark faces with light symbols (other authors' `kde-jade` art: deep red faces, white
 * ink) is judged otherwise (`darkUnlikeRow`): there the brightest pixels are the ink, and ratios
 * of a deep red's small levels swing with its texture (rows 0.3-1.1 apart on one set): the hue of
 * each face's ground, taken near its edges, is compared instead.
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

/**
 * Tiles whose face says nothing of the set's face colour: the back (its face is the back's colour)
 * and the red fives, whose red ink can be the brightest thing on a photographed face (the
 * xmj-real art's sheet: its red-five row lay 0.125 from the rest, a light set's rows within 0.015).
 */
const NO_FACE_COLOUR: ReadonlySet<string> = new Set(['back', '0m', '0p', '0s']);

/** Each row's median face tint (the back and the red fives left out: `NO_FACE_COLOUR`). */
export function rowTints(frame: RgbaFrame, tiles: readonly AssignedTile[]): Map<number, FaceTint> {
  const byRow = new Map<number, FaceTint[]>();
  for (const tile of tiles) {
    if (NO_FACE_COLOUR.has(tile.kind)) continue;
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
  const dark = darkUnlikeRow(frame, tiles);
  if (dark !== 'light sheet') return dark;
  const tints = [...rowTints(frame, tiles)].sort((a, b) => a[0] - b[0]);
  // Against the sheet's median tint, so one odd row is named, not the rows around it.
  const centre: FaceTint = [median(tints.map(([, t]) => t[0])), median(tints.map(([, t]) => t[1]))];
  for (const [row, t] of tints) {
    const distance = Math.hypot(t[0] - centre[0], t[1] - centre[1]);
    if (distance > MIXED_SETS_TINT) return { row, distance };
  }
  return null;
}

/**
 * A sheet whose faces' ground (`darkLook`) has a level (0-765, the sum of the channels) below this
 * in the median is dark-faced, and so is a row of one; above it, light. Measured in the median over
 * a sheet's faces: kde-jade's sheets 162-177 (seeds 7, 8, 10), the light art families' 567-708,
 * our seven styles' 587-712.
 */
export const DARK_SHEET_LEVEL = 330;
/** On a dark sheet, a row whose faces' hue lies further than this from the sheet's is another set. */
export const DARK_HUE_DEGREES = 20;
/** ...when the faces have a hue at all: below this saturation (chroma over level) a black or grey face has none to compare. */
const DARK_MIN_SATURATION = 0.2;

interface DarkLook {
  /** The ground's level, 0-765. */
  readonly level: number;
  /** The ground's hue, degrees, and its saturation (chroma / mean level). */
  readonly hue: number;
  readonly saturation: number;
}

/**
 * A face's ground seen where symbols seldom reach: the ring between 8 % and 18 % in from its box's
 * edges, its middle half by level (a stroke or a shadow crossing it left out).
 */
function darkLook(frame: RgbaFrame, tile: AssignedTile): DarkLook | null {
  const { x, y, w, h } = tile.box;
  const px: [number, number, number][] = [];
  for (let yy = Math.max(0, Math.round(y + 0.08 * h)); yy < Math.min(frame.height, Math.round(y + 0.92 * h)); yy++) {
    for (let xx = Math.max(0, Math.round(x + 0.08 * w)); xx < Math.min(frame.width, Math.round(x + 0.92 * w)); xx++) {
      const [u, v] = [(xx - x) / w, (yy - y) / h];
      if (u > 0.18 && u < 0.82 && v > 0.18 && v < 0.82) continue;
      const i = (yy * frame.width + xx) * 4;
      px.push([frame.data[i]!, frame.data[i + 1]!, frame.data[i + 2]!]);
    }
  }
  if (px.length === 0) return null;
  const level = (p: readonly number[]): number => p[0]! + p[1]! + p[2]!;
  px.sort((a, b) => level(a) - level(b));
  const middle = px.slice(px.length >> 2, Math.max((px.length >> 2) + 1, (3 * px.length) >> 2));
  const [r, g, b] = [0, 1, 2].map((k) => middle.reduce((sum, p) => sum + p[k]!, 0) / middle.length) as [number, number, number];
  const [cx, cy] = [2 * r - g - b, Math.sqrt(3) * (g - b)];
  const mean = (r + g + b) / 3 || 1;
  return { level: r + g + b, hue: (Math.atan2(cy, cx) * 180) / Math.PI, saturation: Math.hypot(cx, cy) / 2 / mean };
}

/** Degrees from `a` to `b` the short way round. */
const hueApart = (a: number, b: number): number => Math.abs(((b - a + 540) % 360) - 180);

/**
 * On a dark-faced sheet, the first row of another set (its faces light, or of another hue), or
 * null when all are alike; `'light sheet'` when the sheet is not dark-faced (`unlikeRow` judges it).
 */
function darkUnlikeRow(frame: RgbaFrame, tiles: readonly AssignedTile[]): { readonly row: number; readonly distance: number } | null | 'light sheet' {
  const looks = tiles.filter((t) => !NO_FACE_COLOUR.has(t.kind)).flatMap((t) => {
    const look = darkLook(frame, t);
    return look === null ? [] : [{ row: t.row, look }];
  });
  if (looks.length === 0 || median(looks.map((l) => l.look.level)) >= DARK_SHEET_LEVEL) return 'light sheet';
  const rows = [...new Set(looks.map((l) => l.row))].sort((a, b) => a - b);
  // Hues as offsets from one tile's, so the median does not straddle 180 degrees.
  const ref = looks[0]!.look.hue;
  const offset = (hue: number): number => ((hue - ref + 540) % 360) - 180;
  const sheetHue = ref + median(looks.map((l) => offset(l.look.hue)));
  const hued = median(looks.map((l) => l.look.saturation)) >= DARK_MIN_SATURATION;
  for (const row of rows) {
    const own = looks.filter((l) => l.row === row).map((l) => l.look);
    const level = median(own.map((l) => l.level));
    if (level >= DARK_SHEET_LEVEL) return { row, distance: (level - DARK_SHEET_LEVEL) / 765 };
    const apart = hueApart(sheetHue, ref + median(own.map((l) => offset(l.hue))));
    if (hued && apart > DARK_HUE_DEGREES) return { row, distance: apart / 360 };
  }
  return null;
}
