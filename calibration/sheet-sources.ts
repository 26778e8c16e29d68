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
import { mergeSheetLooks } from './merged-looks';
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

/**
 * The boxes found on a frame (plain boxes: in that frame), or why it could not be read. `closer`:
 * look again, keeping boxes the detector is less sure of (`SHEET_CLOSER_LOOK`); `farther`: with
 * the frame drawn smaller in the detector's input (`SHEET_FARTHER_LOOK`).
 */
export type DetectBoxes = (frame: RgbaFrame, closer?: boolean, farther?: boolean) => Promise<readonly Box[] | FoundBoxes | { readonly ok: false; readonly message: string }>;

/**
 * The closer look at a sheet that did not read whole: boxes the detector is less sure of (score
 * down to 0.2; the default is `DETECTOR.minScore`, 0.4), and two boxes overlapping more than 0.2
 * taken for one tile (0.5 by default: a hand's tiles touch, a sheet's lie apart). Tiles of a set no
 * model saw may score lower: on the sheet of the dark-faced `kde-jade` art the 4p was missed at
 * 0.4 on three sheets of three (seeds 7, 8 and 10, without the fifth row); at 0.2 it was found,
 * in two boxes overlapping 0.33, one tile again at 0.2: two of the three sheets read whole. What
 * the closer look finds is used only when the whole sheet (or the retaken row) then reads
 * exactly, every row its count on one straight line, so a box on no tile cannot slip in;
 * otherwise the first look's refusal stands.
 */
export const SHEET_CLOSER_LOOK = Object.freeze({ minScore: 0.2, duplicateIoU: 0.2 });

/**
 * The farther look at a sheet that neither look read whole: the photo drawn this many times
 * smaller in the detector's input (the `farther` option of src/vision/pipeline.ts), then with the
 * closer look's settings too. A sheet's tiles fill more of the picture than a hand's (nine across
 * 70 % of it: 27 input pixels wide, against about 17 in the hand scenes the detector learnt from),
 * and on dark faces the detector then boxes the symbols, not the tiles. Chosen on sheets of the
 * training art families printed dark (`npm run synth:sheet -- --dark`, 7 families x 3 seeds):
 * 19 of 21 read whole with the first two looks, 20 with a farther look at 1.5 or at 2; the
 * smaller shrink was kept. The evaluation families' figures are in models/MODEL_CARD.md.
 */
export const SHEET_FARTHER_LOOK = 1.5;

/** The looks tried in turn until one reads: first, closer, farther, farther and closer. */
const LOOKS: readonly (readonly [closer: boolean, farther: boolean])[] = [
  [false, false],
  [true, false],
  [false, true],
  [true, true],
];

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

/**
 * `frame` read by `assign` from the detector's first look, and while that is refused, from the
 * other looks in turn (`LOOKS`), then from their boxes merged (`mergeSheetLooks`): the first that
 * reads, with what it found; else the first look's refusal and boxes. What the other looks and
 * the merge find is used only when it reads exactly (every row its count on one straight line),
 * so a box on no tile cannot slip in.
 */
export async function lookUntilRead<R extends { readonly ok: true }>(
  frame: RgbaFrame,
  detect: DetectBoxes,
  assign: (seen: FoundBoxes) => R | SheetError,
): Promise<
  | { readonly ok: true; readonly seen: FoundBoxes; readonly result: R }
  | { readonly ok: false; readonly refusal: SheetError; readonly first: FoundBoxes }
  | { readonly ok: false; readonly code: 'unreadable_frame'; readonly message: string }
> {
  let first: { seen: FoundBoxes; refusal: SheetError } | null = null;
  const refused: { seen: FoundBoxes; closer: boolean }[] = [];
  for (const [closer, farther] of LOOKS) {
    const boxes = await detect(frame, closer, farther);
    if ('ok' in boxes) {
      if (first === null) return { ok: false, code: 'unreadable_frame', message: boxes.message };
      continue;
    }
    const seen = found(frame, boxes);
    const result = assign(seen);
    if (result.ok) return { ok: true, seen, result };
    first ??= { seen, refusal: result };
    refused.push({ seen, closer });
  }
  const merged = mergedLooks(refused);
  if (merged !== null) {
    const result = assign(merged);
    if (result.ok) return { ok: true, seen: merged, result };
  }
  return { ok: false, refusal: first!.refusal, first: first!.seen };
}

/**
 * The boxes of the looks that lie in the first look's frame, merged, surer looks first (the
 * closer looks keep boxes the detector is less sure of); null when fewer than two lie there (a
 * sheet read in a turned view is turned anew by each look, into a frame of its own).
 */
function mergedLooks(looks: readonly { readonly seen: FoundBoxes; readonly closer: boolean }[]): FoundBoxes | null {
  const base = looks[0]?.seen;
  const inBase = looks.filter((l) => l.seen.frame === base?.frame);
  if (base === undefined || inBase.length < 2) return null;
  const surerFirst = [...inBase.filter((l) => !l.closer), ...inBase.filter((l) => l.closer)];
  return { ...base, boxes: mergeSheetLooks(surerFirst.map((l) => l.seen.boxes)) };
}

/** `lookUntilRead` with the first look's refusal as the answer when no look reads. */
async function readWhole<R extends { readonly ok: true }>(
  frame: RgbaFrame,
  detect: DetectBoxes,
  assign: (seen: FoundBoxes) => R | SheetError,
): Promise<{ readonly ok: true; readonly seen: FoundBoxes; readonly result: R } | SheetError | { readonly ok: false; readonly code: 'unreadable_frame'; readonly message: string }> {
  const read = await lookUntilRead(frame, detect, assign);
  return read.ok || 'code' in read ? read : read.refusal;
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
  const read = await readWhole(frame, detect, (f) => assignSheet(f.boxes, f.inPhoto));
  if (!read.ok) return read.code === 'unreadable_frame' ? { ...read, row: null } : read;
  const { seen, result: sheet } = read;
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
    const retake = await readWhole(retakeFrame, detect, (f) => assignRow(f.boxes, row - 1));
    if (!retake.ok) return retake.code === 'unreadable_frame' ? { ...retake, row, message: `row ${row}: ${retake.message}` } : retake;
    again.push({ frame: retake.seen.frame, tiles: retake.result.tiles });
  }
  const kept = sheet.tiles.filter((t) => !latest.has(t.row));
  const sources = [{ frame: seen.frame, tiles: kept }, ...again].filter((s) => s.tiles.length > 0);
  return { ok: true, sources, hasRedFivesRow: sheet.hasRedFivesRow || latest.has(SHEET_ROWS.length) };
}
