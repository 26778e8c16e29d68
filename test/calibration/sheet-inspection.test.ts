// A live frame of the sheet judged from the detector's boxes alone: per row the tiles found and
// where, whether it reads whole and why not; the frame offered only when assignSheet reads it.
import { describe, expect, it } from 'vitest';
import { assignSheet, inspectSheetBoxes, SHEET_ROWS } from '../../calibration/index';
import type { Box } from '../../src/vision/types';

/** Tiles 40x56, 8 apart, rows 80 apart; `skip` leaves out [row, column] places (0-based). */
function sheetBoxes(rows: readonly number[] = SHEET_ROWS.map((r) => r.length), skip: readonly (readonly [number, number])[] = []): Box[] {
  return rows.flatMap((count, r) =>
    Array.from({ length: count }, (_, c) => ({ x: 100 + c * 48 + ((c * 7) % 5) - 2, y: 50 + r * 80 + ((c * 3) % 7) - 3, w: 40, h: 56 })).filter((_, c) => !skip.some(([sr, sc]) => sr === r && sc === c)),
  );
}

describe('inspecting a live frame of the sheet', () => {
  it('reads a whole sheet whole, every row and every tile found', () => {
    const report = inspectSheetBoxes(sheetBoxes());
    expect(report.whole).toBe(true);
    expect(report.error).toBeNull();
    expect(report.rows.map((r) => [r.row, r.found, r.whole, r.code])).toEqual([
      [1, 9, true, null],
      [2, 9, true, null],
      [3, 9, true, null],
      [4, 7, true, null],
      [5, 4, true, null],
    ]);
    expect(report.rows.every((r) => r.tiles.every(Boolean))).toBe(true);
    expect(report.rows[1]!.kinds).toEqual(SHEET_ROWS[1]);
  });

  it('says which tile of a row is missing, from the gap it leaves', () => {
    const report = inspectSheetBoxes(sheetBoxes(undefined, [[1, 3]]));
    expect(report.whole).toBe(false);
    expect(report.error).toEqual({ code: 'row_length', row: 2 });
    const row2 = report.rows[1]!;
    expect([row2.found, row2.whole, row2.code]).toEqual([8, false, 'row_length']);
    expect(row2.tiles).toEqual([true, true, true, false, true, true, true, true, true]);
    expect(report.rows[0]!.whole).toBe(true);
  });

  it('counts a tile missing at the end of a row as missing at the right', () => {
    const row4 = inspectSheetBoxes(sheetBoxes(undefined, [[3, 0]])).rows[3]!;
    expect(row4.tiles).toEqual([true, true, true, true, true, true, false]);
  });

  it('is whole without the optional fifth row, which is then neither found nor at fault', () => {
    const report = inspectSheetBoxes(sheetBoxes([9, 9, 9, 7]));
    expect(report.whole).toBe(true);
    expect(report.rows[4]).toMatchObject({ found: 0, whole: false, optional: true, code: null, tiles: [false, false, false, false] });
  });

  it('marks required rows not in the picture, and says the sheet has too few rows', () => {
    const report = inspectSheetBoxes(sheetBoxes([9, 9]));
    expect(report.whole).toBe(false);
    expect(report.error).toEqual({ code: 'row_count', row: null });
    expect(report.rows.map((r) => r.code)).toEqual([null, null, 'row_count', 'row_count', null]);
  });

  it('finds nothing in an empty frame', () => {
    const report = inspectSheetBoxes([]);
    expect(report.error).toEqual({ code: 'no_tiles', row: null });
    expect(report.rows.every((r) => r.found === 0)).toBe(true);
  });

  it('counts rows beyond the sheet and never calls such a frame whole', () => {
    const report = inspectSheetBoxes(sheetBoxes([9, 9, 9, 7, 4, 3]));
    expect(report.extraRows).toBe(1);
    expect(report.whole).toBe(false);
  });

  it('agrees with assignSheet on every frame: whole exactly when the sheet reads', () => {
    const frames = [sheetBoxes(), sheetBoxes([9, 9, 9, 7]), sheetBoxes(undefined, [[0, 0]]), sheetBoxes([9, 9, 9, 7, 5]), sheetBoxes([9, 10, 9, 7])];
    for (const boxes of frames) expect(inspectSheetBoxes(boxes).whole).toBe(assignSheet(boxes).ok);
  });
});
