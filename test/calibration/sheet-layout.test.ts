// The calibration sheet read by position: boxes into rows by height and columns by x, each given
// its kind from the layout; a row with the wrong count is refused, naming the row.
import { describe, expect, it } from 'vitest';
import { assignSheet, groupRows, SHEET_ROWS } from '../../calibration/index';
import type { Box } from '../../src/vision/types';

/** A sheet's boxes: tiles 40x56, 8 apart, rows 80 apart, each nudged a little as laid by hand. */
function sheetBoxes(rows: readonly number[] = SHEET_ROWS.map((r) => r.length)): Box[] {
  return rows.flatMap((count, r) => Array.from({ length: count }, (_, c) => ({ x: 100 + c * 48 + ((c * 7) % 5) - 2, y: 50 + r * 80 + ((c * 3) % 7) - 3, w: 40, h: 56 })));
}

const shuffled = <T>(xs: readonly T[]): T[] => xs.map((x, i) => [x, (i * 7919) % 37] as const).sort((a, b) => a[1] - b[1]).map(([x]) => x);

describe('the calibration sheet', () => {
  it('has the rows of DESIGN.md section 6', () => {
    expect(SHEET_ROWS.map((r) => r.join(' '))).toEqual([
      '1m 2m 3m 4m 5m 6m 7m 8m 9m',
      '1p 2p 3p 4p 5p 6p 7p 8p 9p',
      '1s 2s 3s 4s 5s 6s 7s 8s 9s',
      '1z 2z 3z 4z 5z 6z 7z',
      '0m 0p 0s back',
    ]);
  });

  it('gives every box its kind by row and column, whatever order the boxes come in', () => {
    const boxes = sheetBoxes();
    const read = assignSheet(shuffled(boxes));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.hasRedFivesRow).toBe(true);
    expect(read.tiles).toHaveLength(38);
    const at = (row: number, column: number) => read.tiles.find((t) => t.row === row && t.column === column);
    expect(at(1, 3)?.kind).toBe('3m');
    expect(at(2, 9)?.kind).toBe('9p');
    expect(at(4, 5)?.kind).toBe('5z');
    expect(at(5, 4)?.kind).toBe('back');
    expect(at(1, 3)?.box).toEqual(boxes[2]);
  });

  it('accepts a sheet without the optional fifth row', () => {
    const read = assignSheet(sheetBoxes([9, 9, 9, 7]));
    expect(read.ok && read.hasRedFivesRow).toBe(false);
    expect(read.ok && read.tiles.length).toBe(34);
  });

  it('refuses a row with a tile missing or one too many, naming the row', () => {
    const missing = assignSheet(sheetBoxes([9, 8, 9, 7, 4]));
    expect(missing).toMatchObject({ ok: false, code: 'row_length', row: 2 });
    expect(!missing.ok && missing.message).toMatch(/row 2 should hold 9 tiles \(1p .* 9p\), found 8/);
    expect(assignSheet(sheetBoxes([9, 9, 9, 8, 4]))).toMatchObject({ ok: false, code: 'row_length', row: 4 });
    expect(assignSheet(sheetBoxes([9, 9, 9, 7, 3]))).toMatchObject({ ok: false, code: 'row_length', row: 5 });
  });

  it('says a row runs off the photo only when the place of its next tile does, not when tiles inside it were missed', () => {
    // Row 1 with its 2nd to 6th tiles missed, in a photo reaching 90 pixels past the 9th.
    const boxes = sheetBoxes().filter((b, i) => i === 0 || i > 5);
    const last = boxes[3]!;
    const wide = (x: number, y: number) => x >= 0 && y >= 0 && x < last.x + last.w + 90 && y < 600;
    expect(assignSheet(boxes, wide)).toMatchObject({ ok: false, code: 'row_length', row: 1 });
    // Cut after its 5th tile: the 6th would lie outside.
    const cut = sheetBoxes().filter((b) => b.y > 120 || b.x < 100 + 5 * 48);
    const edge = (x: number, y: number) => x >= 0 && y >= 0 && x < 100 + 5 * 48 + 10 && y < 600;
    expect(assignSheet(cut, edge)).toMatchObject({ ok: false, code: 'row_cut', row: 1 });
  });

  it('refuses too few or too many rows, and a photo with no tiles', () => {
    const short = assignSheet(sheetBoxes([9, 9, 9]));
    expect(short).toMatchObject({ ok: false, code: 'row_count', row: 4 });
    expect(!short.ok && short.message).toMatch(/row 4 \(honours: 1z .* 7z\) is missing/);
    expect(assignSheet(sheetBoxes([9, 9, 9, 7, 4, 2]))).toMatchObject({ ok: false, code: 'row_count', row: 6 });
    expect(assignSheet([])).toMatchObject({ ok: false, code: 'no_tiles' });
  });

  it('groups rows by the centres\' heights, not by the tops of boxes of different sizes', () => {
    const rows = groupRows([
      { x: 0, y: 10, w: 40, h: 56 },
      { x: 50, y: 4, w: 40, h: 70 },
      { x: 0, y: 100, w: 40, h: 56 },
    ]);
    expect(rows.map((r) => r.length)).toEqual([2, 1]);
  });
});
