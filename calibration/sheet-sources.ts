/**
 * Where a profile's tiles come from: the sheet photo, with any row the user photographed again
 * on its own (a retake: glare, blur or a knocked tile in one row need not cost the whole sheet).
 * A retaken row's tiles replace that row's tiles of the sheet; each source keeps its own frame,
 * since its tiles' boxes are in that frame's pixels. Detection is injected, so the merge is
 * tested without models.
 */
import type { RgbaFrame } from '../src/vision/frame';
import type { Box } from '../src/vision/types';
import { assignRow, assignSheet, SHEET_ROWS, type AssignedTile, type SheetError } from './sheet-layout';

export interface SheetRetake {
  readonly frame: RgbaFrame;
  /** The sheet row photographed, 1-based as on the sheet. */
  readonly row: number;
}

export interface SheetSource {
  readonly frame: RgbaFrame;
  readonly tiles: readonly AssignedTile[];
}

/** The boxes found on a frame, or why it could not be read. */
export type DetectBoxes = (frame: RgbaFrame) => Promise<readonly Box[] | { readonly ok: false; readonly message: string }>;

export type SheetSources =
  | { readonly ok: true; readonly sources: readonly SheetSource[]; readonly hasRedFivesRow: boolean }
  | SheetError
  | { readonly ok: false; readonly code: 'unreadable_frame'; readonly row: number | null; readonly message: string };

/**
 * The sheet frame read whole by `assignSheet`, then each retake read by `assignRow` in its row;
 * a row retaken twice keeps the later retake. A retake of the optional fifth row adds it to a
 * sheet photographed without it. Errors name the row of the retake at fault.
 */
export async function sheetSources(frame: RgbaFrame, retakes: readonly SheetRetake[], detect: DetectBoxes): Promise<SheetSources> {
  const seen = await detect(frame);
  if ('ok' in seen) return { ok: false, code: 'unreadable_frame', row: null, message: seen.message };
  const sheet = assignSheet(seen);
  if (!sheet.ok) return sheet;
  const latest = new Map<number, RgbaFrame>();
  for (const retake of retakes) {
    if (!Number.isInteger(retake.row) || retake.row < 1 || retake.row > SHEET_ROWS.length) {
      return { ok: false, code: 'row_count', row: null, message: `there is no row ${retake.row} on the sheet (rows 1-${SHEET_ROWS.length})` };
    }
    latest.delete(retake.row);
    latest.set(retake.row, retake.frame);
  }
  const again: SheetSource[] = [];
  for (const [row, retakeFrame] of latest) {
    const boxes = await detect(retakeFrame);
    if ('ok' in boxes) return { ok: false, code: 'unreadable_frame', row, message: `row ${row}: ${boxes.message}` };
    const read = assignRow(boxes, row - 1);
    if (!read.ok) return read;
    again.push({ frame: retakeFrame, tiles: read.tiles });
  }
  const kept = sheet.tiles.filter((t) => !latest.has(t.row));
  const sources = [{ frame, tiles: kept }, ...again].filter((s) => s.tiles.length > 0);
  return { ok: true, sources, hasRedFivesRow: sheet.hasRedFivesRow || latest.has(SHEET_ROWS.length) };
}
