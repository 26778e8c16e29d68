/**
 * Where a profile's tiles come from: the sheet photo, with any row the user photographed again
 * on its own (a retake: glare, blur or a knocked tile in one row need not cost the whole sheet).
 * A retaken row's tiles replace that row's tiles of the sheet; each source keeps its own frame,
 * since its tiles' boxes are in that frame's pixels. Detection is injected, so the merge is
 * tested without models.
 */
import type { RgbaFrame } from '../src/vision/frame';
import type { TileBoxes } from '../src/vision/pipeline';
import { viewToFrame } from '../src/vision/turn';
import type { Box } from '../src/vision/types';
import { assignRow, assignSheet, SHEET_ROWS, type AssignedTile, type InPhoto, type SheetError } from './sheet-layout';
import { unlikeRow } from './sheet-looks';

export interface SheetRetake {
  readonly frame: RgbaFrame;
  /** The sheet row photographed, 1-based as on the sheet. */
  readonly row: number;
}

export interface SheetSource {
  readonly frame: RgbaFrame;
  readonly tiles: readonly AssignedTile[];
}

/**
 * Tiles found on a photo in the frame they are best cut from: the photo itself, or the turned
 * view of it the detector read them in (upright there), with which of that frame's points lie
 * in the photo.
 */
export interface FoundBoxes {
  readonly frame: RgbaFrame;
  readonly boxes: readonly Box[];
  /** Absent: not known (boxes given alone), a short row is then never taken for a cut one. */
  readonly inPhoto?: InPhoto;
}

/** The boxes found on a frame (plain boxes: in that frame), or why it could not be read. */
export type DetectBoxes = (frame: RgbaFrame) => Promise<readonly Box[] | FoundBoxes | { readonly ok: false; readonly message: string }>;

const inside = (width: number, height: number): InPhoto => (x, y) => x >= 0 && y >= 0 && x < width && y < height;

/**
 * `detectTiles`'s answer (src/vision/pipeline.ts, the detection recognition uses) as the sheet is
 * read from it: in the turned view when the detector turned the photo, whose tiles stand upright.
 */
export function sheetBoxes(frame: RgbaFrame, seen: TileBoxes): FoundBoxes | { readonly ok: false; readonly message: string } {
  if (!seen.ok) return { ok: false, message: seen.message };
  const photo = inside(frame.width, frame.height);
  const { view } = seen;
  if (view === null) return { frame, boxes: seen.boxes, inPhoto: photo };
  return { frame: view.frame, boxes: view.boxes, inPhoto: (u, v) => photo(...viewToFrame(view, u, v)) };
}

function found(frame: RgbaFrame, seen: readonly Box[] | FoundBoxes): FoundBoxes {
  return 'boxes' in seen ? seen : { frame, boxes: seen as readonly Box[] };
}

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
  const detected = await detect(frame);
  if ('ok' in detected) return { ok: false, code: 'unreadable_frame', row: null, message: detected.message };
  const seen = found(frame, detected);
  const sheet = assignSheet(seen.boxes, seen.inPhoto);
  if (!sheet.ok) return sheet;
  const unlike = unlikeRow(seen.frame, sheet.tiles);
  if (unlike !== null) {
    return { ok: false, code: 'mixed_sets', row: unlike.row, message: `the tiles of row ${unlike.row} look unlike the rest of the sheet (another face colour): photograph one tile set alone` };
  }
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
    const retaken = found(retakeFrame, boxes);
    const read = assignRow(retaken.boxes, row - 1);
    if (!read.ok) return read;
    again.push({ frame: retaken.frame, tiles: read.tiles });
  }
  const kept = sheet.tiles.filter((t) => !latest.has(t.row));
  const sources = [{ frame: seen.frame, tiles: kept }, ...again].filter((s) => s.tiles.length > 0);
  return { ok: true, sources, hasRedFivesRow: sheet.hasRedFivesRow || latest.has(SHEET_ROWS.length) };
}
