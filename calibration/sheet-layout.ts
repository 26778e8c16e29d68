/**
 * The calibration sheet (DESIGN.md section 6): one of each tile, upright, in five rows, and how
 * the boxes found on a photo of it are given their kinds. Pure: no models, no I/O.
 *
 * Reading the sheet by position rather than by the classifier is the point of calibration: on a
 * tile set the classifier has never seen its answers are what calibration must correct, so the
 * only trustworthy label of a tile is where it lies on the sheet.
 */
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

export const SHEET_ERROR_CODES = ['no_tiles', 'row_count', 'row_length', 'overlapping_rows'] as const;
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

const centreY = (b: Box): number => b.y + b.h / 2;
const centreX = (b: Box): number => b.x + b.w / 2;

/**
 * Boxes into rows by their centres' heights: sorted by y, a new row starts where the gap to the
 * previous centre exceeds half the median tile height. The sheet lies flat and upright, so a
 * row's centres differ by far less than that and rows by more than a tile's height.
 */
export function groupRows(boxes: readonly Box[]): Box[][] {
  if (boxes.length === 0) return [];
  const heights = boxes.map((b) => b.h).sort((a, b) => a - b);
  const medianH = heights[Math.floor(heights.length / 2)]!;
  const sorted = [...boxes].sort((a, b) => centreY(a) - centreY(b));
  const rows: Box[][] = [[sorted[0]!]];
  for (let i = 1; i < sorted.length; i++) {
    const b = sorted[i]!;
    if (centreY(b) - centreY(sorted[i - 1]!) > medianH / 2) rows.push([b]);
    else rows[rows.length - 1]!.push(b);
  }
  return rows.map((row) => row.sort((a, b) => centreX(a) - centreX(b)));
}

/** A row whose tiles stand at clearly different heights is two rows run together (a tilted photo). */
export function liesLevel(row: readonly Box[]): boolean {
  const top = Math.max(...row.map((b) => b.y));
  const bottom = Math.min(...row.map((b) => b.y + b.h));
  return top < bottom;
}

/**
 * Each box's kind from its place on the sheet, or a coded error naming the row whose count is
 * wrong: a missed or doubled tile would shift every kind after it in the row, and a profile
 * built from shifted kinds is worse than none.
 */
export function assignSheet(boxes: readonly Box[]): SheetReading | SheetError {
  if (boxes.length === 0) return { ok: false, code: 'no_tiles', row: null, message: 'no tiles were found on the sheet photo' };
  const rows = groupRows(boxes);
  if (rows.length < REQUIRED_ROWS || rows.length > SHEET_ROWS.length) {
    const counts = rows.map((r) => r.length).join(', ');
    return {
      ok: false,
      code: 'row_count',
      row: null,
      message: `the sheet should have ${REQUIRED_ROWS} or ${SHEET_ROWS.length} rows of tiles (${SHEET_ROWS.map((r) => r.length).join(', ')}), found ${rows.length} (${counts} tiles)`,
    };
  }
  const tiles: AssignedTile[] = [];
  for (const [r, row] of rows.entries()) {
    const kinds = SHEET_ROWS[r]!;
    if (row.length !== kinds.length) {
      const what = row.length < kinds.length ? 'a tile was missed or is missing' : 'something besides its tiles was found';
      return {
        ok: false,
        code: 'row_length',
        row: r + 1,
        message: `row ${r + 1} should hold ${kinds.length} tiles (${kinds.join(' ')}), found ${row.length}: ${what}`,
      };
    }
    if (!liesLevel(row)) {
      return { ok: false, code: 'overlapping_rows', row: r + 1, message: `the tiles of row ${r + 1} do not lie level: photograph the sheet from straight above, upright` };
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
  if (!liesLevel(found)) return { ok: false, code: 'overlapping_rows', row, message: `the tiles of row ${row} do not lie level: photograph the row from straight above, upright` };
  return { ok: true, tiles: found.map((box, c) => ({ kind: kinds[c]!, box, row, column: c + 1 })) };
}
