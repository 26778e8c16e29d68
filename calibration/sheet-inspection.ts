/**
 * What a live camera frame of the calibration sheet shows, row by row, from the detector's boxes
 * alone (no classifier): the screen says what is still missing while the user frames the sheet,
 * and offers the frame only once `assignSheet` would read it whole. Pure: boxes in, report out.
 */
import type { Box, DetectionKind } from '../src/vision/types';
import { assignSheet, followRows, liesLevel, REQUIRED_ROWS, SHEET_ROWS, type InPhoto, type SheetErrorCode } from './sheet-layout';

export interface RowInspection {
  /** 1-based, as on the sheet. */
  readonly row: number;
  readonly kinds: readonly DetectionKind[];
  /** Boxes found in this row. */
  readonly found: number;
  /**
   * Per kind of the row, whether a tile was found in its place. Where tiles are missing, the
   * places come from the spacing of the tiles found (a gap of two pitches is a tile missing
   * between them); a tile missing at the right end cannot be told from one at the left end, so
   * missing places at the ends are counted from the right.
   */
  readonly tiles: readonly boolean[];
  /** The row reads whole: every tile found, lying level. */
  readonly whole: boolean;
  /** The fifth row, which a sheet may leave off. */
  readonly optional: boolean;
  /** Why the row does not read whole (`null` when it does, or when the optional row is left off). */
  readonly code: SheetErrorCode | null;
}

export interface SheetInspection {
  readonly rows: readonly RowInspection[];
  /** `assignSheet` reads these boxes whole: a profile can be built from this frame. */
  readonly whole: boolean;
  /** `assignSheet`'s refusal, when it refuses (its row, 1-based, or `null`). */
  readonly error: { readonly code: SheetErrorCode; readonly row: number | null } | null;
  /** Rows found beyond the sheet's five (something else in the picture). */
  readonly extraRows: number;
}

type Along = readonly [number, number];
/** How far along the rows a box's centre lies (the rows of a turned or tilted photo run slanted). */
const alongOf = (b: Box, [dx, dy]: Along): number => (b.x + b.w / 2) * dx + (b.y + b.h / 2) * dy;
const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/**
 * The pitch of tiles laid side by side: the median gap between neighbouring centres, among gaps
 * under 1.6 tile widths (a larger one has a tile missing in it). A lone tile: its width, padded.
 */
function pitchOf(rows: readonly (readonly Box[])[], along: Along): number {
  const width = median(rows.flat().map((b) => b.w));
  const gaps = rows.flatMap((r) => r.slice(1).map((b, i) => alongOf(b, along) - alongOf(r[i]!, along))).filter((g) => g < 1.6 * width);
  return gaps.length === 0 ? width * 1.1 : median(gaps);
}

function places(row: readonly Box[], expected: number, pitch: number, along: Along): boolean[] {
  if (row.length >= expected) return Array.from({ length: expected }, () => true);
  const first = alongOf(row[0] ?? { x: 0, y: 0, w: 0, h: 0 }, along);
  const taken = new Set(row.map((b) => Math.round((alongOf(b, along) - first) / pitch)));
  return Array.from({ length: expected }, (_, c) => taken.has(c));
}

/** `inPhoto`: which points of the boxes' frame lie in the photo, as `assignSheet` takes it. */
export function inspectSheetBoxes(boxes: readonly Box[], inPhoto?: InPhoto): SheetInspection {
  const { rows: found, along } = followRows(boxes);
  const pitch = pitchOf(found, along);
  const rows = SHEET_ROWS.map((kinds, r): RowInspection => {
    const row = found[r] ?? [];
    const optional = r >= REQUIRED_ROWS;
    const level = row.length === 0 || liesLevel(row);
    const whole = row.length === kinds.length && level;
    const code: SheetErrorCode | null = whole || (optional && row.length === 0) ? null : row.length === 0 ? 'row_count' : row.length !== kinds.length ? 'row_length' : 'overlapping_rows';
    return { row: r + 1, kinds, found: row.length, tiles: places(row, kinds.length, pitch, along), whole, optional, code };
  });
  const sheet = assignSheet(boxes, inPhoto);
  return {
    rows,
    whole: sheet.ok,
    error: sheet.ok ? null : { code: sheet.code, row: sheet.row },
    extraRows: Math.max(0, found.length - SHEET_ROWS.length),
  };
}
