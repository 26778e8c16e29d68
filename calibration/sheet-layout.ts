/**
 * The calibration sheet (DESIGN.md section 6): one of each tile, upright, in five rows, and how
 * the boxes found on a photo of it are given their kinds. Pure: no models, no I/O.
 *
 * Reading the sheet by position rather than by the classifier is the point of calibration: on a
 * tile set the classifier has never seen its answers are what calibration must correct, so the
 * only trustworthy label of a tile is where it lies on the sheet.
 */
import { rowAngle } from '../src/vision/turn';
import type { Box, DetectionKind } from '../src/vision/types';

const suit = (s: 'm' | 'p' | 's'): DetectionKind[] => ['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((n) => `${n}${s}` as DetectionKind);

/** The sheet's rows, top to bottom, each left to right. Row 5 is optional. */
export const SHEET_ROWS: readonly (readonly DetectionKind[])[] = [
  suit('m'),
  suit('p'),
  suit('s'),
  ['1z', '2z', '3z', '4z', '5z', '6z', '7z'],
  ['0m', '0p', '0s', 'back'],
];
/** Rows a sheet must have; the last row (red fives and a back) may be left off. */
export const REQUIRED_ROWS = 4;

export const SHEET_ERROR_CODES = ['no_tiles', 'not_a_sheet', 'row_count', 'row_length', 'row_cut', 'overlapping_rows', 'mixed_sets'] as const;
export type SheetErrorCode = (typeof SHEET_ERROR_CODES)[number];

export interface SheetError {
  readonly ok: false;
  readonly code: SheetErrorCode;
  /** The 1-based row the error is about, when it is about one. */
  readonly row: number | null;
  readonly message: string;
}

export interface AssignedTile {
  readonly kind: DetectionKind;
  readonly box: Box;
  /** 1-based row and column on the sheet. */
  readonly row: number;
  readonly column: number;
}

export interface SheetReading {
  readonly ok: true;
  readonly tiles: readonly AssignedTile[];
  /** Whether the optional fifth row was on the sheet. */
  readonly hasRedFivesRow: boolean;
}

const centre = (b: Box): [number, number] => [b.x + b.w / 2, b.y + b.h / 2];
const median = (xs: readonly number[]): number => [...xs].sort((p, q) => p - q)[Math.floor(xs.length / 2)] ?? 0;

/** A neighbour along the row lies within this many degrees of the row's direction... */
const ROW_CONE_DEG = 40;
/** ...and within this many tile widths (two pitches and a little: one tile missing between). */
const ROW_REACH = 2.9;
/** A row's centres lie this close to one straight line, in tile heights (perspective keeps lines straight). */
const STRAIGHT = 0.25;

/** The rows of a sheet photo as `followRows` finds them, and the direction they run in. */
export interface FollowedRows {
  /** Top to bottom, each in order along the row. */
  readonly rows: Box[][];
  /** Unit vector along the rows (left to right on the sheet). */
  readonly along: readonly [number, number];
}

/**
 * The direction the rows run in, from each tile to its nearest neighbour (as `rowAngle` in
 * src/vision/turn.ts finds the rows of a hand): on the sheet the nearest neighbour is the next
 * tile in the row (rows lie further apart than tiles do), so the angle within 45 degrees of the
 * photo's x axis is the rows'. A sheet turned further than that is not read.
 */
function rowDirection(boxes: readonly Box[]): [number, number] {
  const angle = rowAngle(boxes);
  const a = ((angle?.angleDeg ?? 0) * Math.PI) / 180;
  return [Math.cos(a), Math.sin(a)];
}

/**
 * Boxes into the sheet's rows, following each row from tile to tile: a tile's neighbour along the
 * row is the nearest tile ahead of it within `ROW_CONE_DEG` of the rows' direction and
 * `ROW_REACH` tile widths, and two tiles are linked when each is the other's nearest that way.
 * Rows photographed turned or by a tilted camera (whose rows converge) are followed as they run,
 * where grouping by height ran neighbouring rows together. Pieces of one row split by a wide gap
 * (tiles missing) are joined again when one lies on the other's line ahead of it. Rows are
 * ordered by where they lie across the rows' direction, each along it.
 */
export function followRows(boxes: readonly Box[]): FollowedRows {
  const along = rowDirection(boxes);
  if (boxes.length === 0) return { rows: [], along };
  const [dx, dy] = along;
  const centres = boxes.map(centre);
  const cone = Math.cos((ROW_CONE_DEG * Math.PI) / 180);
  // The nearest tile ahead (sign 1) or behind (sign -1) along the row, by distance.
  const nearest = (i: number, sign: number): number => {
    const [x, y] = centres[i]!;
    let best = -1;
    let bestD = Infinity;
    centres.forEach(([u, v], j) => {
      if (j === i) return;
      const ex = u - x;
      const ey = v - y;
      const d = Math.hypot(ex, ey);
      const reach = ROW_REACH * (boxes[i]!.w + boxes[j]!.w) / 2;
      if (d === 0 || d > reach || (sign * (ex * dx + ey * dy)) / d < cone) return;
      if (d < bestD) {
        bestD = d;
        best = j;
      }
    });
    return best;
  };
  const ahead = boxes.map((_, i) => nearest(i, 1));
  const behind = boxes.map((_, i) => nearest(i, -1));
  const next = ahead.map((j, i) => (j >= 0 && behind[j] === i ? j : -1));
  const hasPrevious = new Set(next.filter((j) => j >= 0));
  let chains: number[][] = [];
  boxes.forEach((_, i) => {
    if (hasPrevious.has(i)) return;
    const chain = [i];
    for (let j = next[i]!; j >= 0 && chain.length <= boxes.length; j = next[j]!) chain.push(j);
    chains.push(chain);
  });
  chains = joinPieces(chains, centres, boxes, along);
  const across = (chain: readonly number[]) => chain.reduce((s, i) => s - centres[i]![0] * dy + centres[i]![1] * dx, 0) / chain.length;
  chains.sort((p, q) => across(p) - across(q));
  return { rows: chains.map((chain) => chain.map((i) => boxes[i]!)), along };
}

/** Pieces of a row split where tiles are missing, joined: a piece that starts on another's line, ahead of its end. */
function joinPieces(chains: number[][], centres: readonly [number, number][], boxes: readonly Box[], along: readonly [number, number]): number[][] {
  const height = median(boxes.map((b) => b.h));
  const width = median(boxes.map((b) => b.w));
  const pieces = chains.map((c) => [...c]);
  for (let joined = true; joined; ) {
    joined = false;
    for (const first of pieces) {
      const last = centres[first[first.length - 1]!]!;
      // The piece's own direction where it has one: the rows of a tilted photo converge.
      const [dx, dy] = first.length > 1 ? unitFrom(centres[first[0]!]!, last) : along;
      const k = pieces.findIndex((other) => {
        if (other === first) return false;
        const [u, v] = centres[other[0]!]!;
        const ahead = (u - last[0]) * dx + (v - last[1]) * dy;
        const off = Math.abs(-(u - last[0]) * dy + (v - last[1]) * dx);
        return ahead > 0.5 * width && ahead < 8 * width && off < 0.5 * height;
      });
      if (k >= 0) {
        first.push(...pieces[k]!);
        pieces.splice(k, 1);
        joined = true;
        break;
      }
    }
  }
  return pieces;
}

function unitFrom([x0, y0]: readonly [number, number], [x1, y1]: readonly [number, number]): [number, number] {
  const d = Math.hypot(x1 - x0, y1 - y0) || 1;
  return [(x1 - x0) / d, (y1 - y0) / d];
}

/** The sheet's rows, top to bottom, each in order along the row (`followRows`). */
export function groupRows(boxes: readonly Box[]): Box[][] {
  return followRows(boxes).rows;
}

/**
 * A row's tiles lie on one straight line (a camera's perspective keeps lines straight): every
 * centre within `STRAIGHT` of a tile height of the line fitted through them. A row that bends is
 * two rows run into each other.
 */
export function liesLevel(row: readonly Box[]): boolean {
  if (row.length < 3) return true;
  const cs = row.map(centre);
  const [mx, my] = [cs.reduce((s, c) => s + c[0], 0) / cs.length, cs.reduce((s, c) => s + c[1], 0) / cs.length];
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (const [x, y] of cs) {
    sxx += (x - mx) ** 2;
    sxy += (x - mx) * (y - my);
    syy += (y - my) ** 2;
  }
  // The principal direction of the centres: the fitted line.
  const theta = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  const [dx, dy] = [Math.cos(theta), Math.sin(theta)];
  const limit = STRAIGHT * median(row.map((b) => b.h));
  return cs.every(([x, y]) => Math.abs(-(x - mx) * dy + (y - my) * dx) <= limit);
}

/** Whether a point of the boxes' frame lies in the photo (a row running off it is cut, not short). */
export type InPhoto = (x: number, y: number) => boolean;

const ROW_NAMES = ['characters', 'circles', 'bamboos', 'honours', 'red fives and a back'];
const rowName = (r: number): string => `row ${r + 1} (${ROW_NAMES[r]}: ${SHEET_ROWS[r]!.join(' ')})`;

/**
 * The side of the photo a short row runs off, if it does: the place one pitch beyond either end
 * lies outside the photo.
 */
function runsOff(row: readonly Box[], inPhoto: InPhoto | undefined): string | null {
  if (inPhoto === undefined || row.length === 0) return null;
  const cs = row.map(centre);
  const first = cs[0]!;
  const last = cs[cs.length - 1]!;
  // The closest two neighbours: where the detector missed tiles inside the row, the mean gap spans
  // them and puts the next tile past an edge the row is far from (a dark sheet, 1024 pixels wide,
  // with 4 of its first row's 9 tiles found at x = 188, 671, 749 and 825, was told to leave a margin).
  const gaps = cs.slice(1).map((c, i) => Math.hypot(c[0] - cs[i]![0], c[1] - cs[i]![1]));
  const pitch = row.length > 1 ? Math.min(...gaps) : row[0]!.w * 1.15;
  const [dx, dy] = row.length > 1 ? unitFrom(first, last) : [1, 0];
  // The far side of where the next tile would lie: a tile cut in half by the edge may not be found
  // at all, and then its centre can still be in the picture while the tile is not.
  const reach = pitch * 1.45;
  if (!inPhoto(last[0] + dx * reach, last[1] + dy * reach)) return 'right';
  if (!inPhoto(first[0] - dx * reach, first[1] - dy * reach)) return 'left';
  return null;
}

/**
 * Rows a photo holds that no sheet has: a row much longer than the sheet's (a hand laid out is a
 * row of 13 or 14 tiles), or tiles that make no two rows of four or more. Null when the rows
 * could be a sheet's.
 */
function notASheet(rows: readonly (readonly Box[])[]): SheetError | null {
  const longest = Math.max(...SHEET_ROWS.map((r) => r.length));
  const long = rows.findIndex((r) => r.length > longest + 2);
  const counts = rows.map((r) => r.length).join(', ');
  const sheet = `the sheet has rows of ${SHEET_ROWS.map((r) => r.length).join(', ')} tiles, one of each tile`;
  if (long >= 0) {
    return { ok: false, code: 'not_a_sheet', row: long + 1, message: `this does not look like the calibration sheet: row ${long + 1} holds ${rows[long]!.length} tiles in a line (a hand?), found rows of ${counts} tiles; ${sheet}` };
  }
  if (rows.filter((r) => r.length >= 4).length < 2) {
    return { ok: false, code: 'not_a_sheet', row: null, message: `this does not look like the calibration sheet: found rows of ${counts} tiles; ${sheet}` };
  }
  return null;
}

/**
 * Which sheet row is missing when the rows found are the sheet's with one left out (rows 1-3
 * have the same length, so a missing suit row is named by the first it could be).
 */
function missingRow(lengths: readonly number[]): number | null {
  const sheet = SHEET_ROWS.map((r) => r.length);
  for (let gone = 0; gone < sheet.length; gone++) {
    const expected = sheet.filter((_, r) => r !== gone);
    const upTo = Math.min(expected.length, Math.max(lengths.length, REQUIRED_ROWS - 1));
    if (gone < upTo + 1 && lengths.length === upTo && lengths.every((n, r) => n === expected[r])) return gone;
  }
  return null;
}

/**
 * Each box's kind from its place on the sheet, or a coded error naming the row whose count is
 * wrong: a missed or doubled tile would shift every kind after it in the row, and a profile
 * built from shifted kinds is worse than none. `inPhoto`, when given, tells a row cut by the
 * photo's edge from a row with a tile missing.
 */
export function assignSheet(boxes: readonly Box[], inPhoto?: InPhoto): SheetReading | SheetError {
  if (boxes.length === 0) return { ok: false, code: 'no_tiles', row: null, message: 'no tiles were found on the sheet photo' };
  const rows = groupRows(boxes);
  const strange = notASheet(rows);
  if (strange !== null) return strange;
  const counts = rows.map((r) => r.length).join(', ');
  if (rows.length < REQUIRED_ROWS || rows.length > SHEET_ROWS.length) {
    const gone = rows.length < REQUIRED_ROWS ? missingRow(rows.map((r) => r.length)) : null;
    const what = gone !== null ? `: ${rowName(gone)} is missing, keep the whole sheet in the picture` : rows.length > SHEET_ROWS.length ? `: row ${SHEET_ROWS.length + 1} and below are not the sheet's` : '';
    return {
      ok: false,
      code: 'row_count',
      row: gone !== null ? gone + 1 : rows.length > SHEET_ROWS.length ? SHEET_ROWS.length + 1 : null,
      message: `the sheet should have ${REQUIRED_ROWS} or ${SHEET_ROWS.length} rows of tiles (${SHEET_ROWS.map((r) => r.length).join(', ')}), found ${rows.length} (${counts} tiles)${what}`,
    };
  }
  const gone = missingRow(rows.map((r) => r.length));
  if (gone !== null && gone < REQUIRED_ROWS) {
    return { ok: false, code: 'row_count', row: gone + 1, message: `found rows of ${counts} tiles: ${rowName(gone)} is missing` };
  }
  const tiles: AssignedTile[] = [];
  for (const [r, row] of rows.entries()) {
    const kinds = SHEET_ROWS[r]!;
    if (row.length !== kinds.length) {
      const side = row.length < kinds.length ? runsOff(row, inPhoto) : null;
      if (side !== null) {
        return { ok: false, code: 'row_cut', row: r + 1, message: `${rowName(r)} runs off the photo's ${side} edge: ${row.length} of its ${kinds.length} tiles are in the picture; leave a margin around the sheet` };
      }
      const what = row.length < kinds.length ? 'a tile was missed or is missing' : 'something besides its tiles was found';
      return {
        ok: false,
        code: 'row_length',
        row: r + 1,
        message: `row ${r + 1} should hold ${kinds.length} tiles (${kinds.join(' ')}), found ${row.length}: ${what}`,
      };
    }
    if (!liesLevel(row)) {
      return { ok: false, code: 'overlapping_rows', row: r + 1, message: `the tiles of row ${r + 1} do not lie in a line: lay each row straight, apart from the next` };
    }
    row.forEach((box, c) => tiles.push({ kind: kinds[c]!, box, row: r + 1, column: c + 1 }));
  }
  return { ok: true, tiles, hasRedFivesRow: rows.length === SHEET_ROWS.length };
}

export interface RowReading {
  readonly ok: true;
  /** The row's tiles, `row` as on the sheet (1-based), so they stand in for that row's tiles. */
  readonly tiles: readonly AssignedTile[];
}

/**
 * The tiles of one sheet row photographed alone (a retake), given their kinds by position as
 * `assignSheet` gives them: `rowIndex` is 0-based into `SHEET_ROWS`, errors name the row 1-based.
 * A photo with more than one row is refused (`row_count`): it is not clear which row is meant.
 */
export function assignRow(boxes: readonly Box[], rowIndex: number): RowReading | SheetError {
  const kinds = SHEET_ROWS[rowIndex];
  if (kinds === undefined) throw new Error(`no sheet row ${rowIndex} (0-${SHEET_ROWS.length - 1})`);
  const row = rowIndex + 1;
  if (boxes.length === 0) return { ok: false, code: 'no_tiles', row, message: `no tiles were found on the photo of row ${row}` };
  const rows = groupRows(boxes);
  if (rows.length !== 1) {
    return { ok: false, code: 'row_count', row, message: `the photo of row ${row} should hold that one row, found ${rows.length} rows (${rows.map((r) => r.length).join(', ')} tiles)` };
  }
  const found = rows[0]!;
  if (found.length !== kinds.length) {
    const what = found.length < kinds.length ? 'a tile was missed or is missing' : 'something besides its tiles was found';
    return { ok: false, code: 'row_length', row, message: `row ${row} should hold ${kinds.length} tiles (${kinds.join(' ')}), found ${found.length}: ${what}` };
  }
  if (!liesLevel(found)) return { ok: false, code: 'overlapping_rows', row, message: `the tiles of row ${row} do not lie in a line: lay the row straight` };
  return { ok: true, tiles: found.map((box, c) => ({ kind: kinds[c]!, box, row, column: c + 1 })) };
}
