// The face-colour check on a sheet of dark faces with light symbols (as other authors' kde-jade
// art: deep red faces, white ink): one set reads as one, a row of another hue or a light row is
// another set. The dark sheet is our own rendered sheet with every face turned dark the way the
// scene renderer's dark look does it (ground g, ink light: x' = g + (1 - g)(1 - x)).
import { describe, expect, it } from 'vitest';
import { SHEET_ROWS, unlikeRow, type AssignedTile } from '../../calibration/index';
import { decodeJpeg } from '../../src/cli/decode-jpeg';
import { renderSheet } from '../../models/pipeline/render-sheet';
import type { RgbaFrame } from '../../src/vision/frame';
import { darkenFaces, type Ground } from './warped-sheet';

const JADE_RED: Ground = [0.5, 0.06, 0.07];
const NAVY: Ground = [0.08, 0.12, 0.42];

const sheet = (() => {
  const rendered = renderSheet({ style: 'orchid', seed: 7, width: 1024, redRow: false });
  const decoded = decodeJpeg(rendered.jpeg);
  if (!decoded.ok) throw new Error(decoded.message);
  const rows = SHEET_ROWS.flatMap((kinds, r) => kinds.map(() => r + 1));
  const tiles: AssignedTile[] = rendered.tiles.map((t, i) => ({ kind: t.kind, row: rows[i]!, column: 0, box: { x: t.x, y: t.y, w: t.w, h: t.h } }) as unknown as AssignedTile);
  return { frame: decoded.frame, tiles };
})();

/** The sheet with the faces of each row turned dark on the ground `groundOf(row)` (null: left as it is). */
function darkened(groundOf: (row: number) => Ground | null): RgbaFrame {
  return darkenFaces(sheet.frame, sheet.tiles, groundOf);
}

describe('the face-colour check on a dark-faced sheet', () => {
  it('reads one dark set as one, whatever the ink covers', () => {
    expect(unlikeRow(darkened(() => JADE_RED), sheet.tiles)).toBeNull();
    expect(unlikeRow(darkened(() => NAVY), sheet.tiles)).toBeNull();
  });

  it('names a row of another dark set, and a row of light faces among dark ones', () => {
    expect(unlikeRow(darkened((row) => (row === 3 ? NAVY : JADE_RED)), sheet.tiles)).toMatchObject({ row: 3 });
    expect(unlikeRow(darkened((row) => (row === 2 ? null : JADE_RED)), sheet.tiles)).toMatchObject({ row: 2 });
  });

  it('is printed dark by the sheet renderer only for other authors\' art, on a colour it can read', () => {
    // Our own styles have their own looks; --dark is the training families' dark print.
    expect(() => renderSheet({ style: 'orchid', seed: 1, width: 512, redRow: false, dark: '#121212' })).toThrow(/--dark '#121212': give a colour as #rrggbb, with --art and --family/);
    expect(() => renderSheet({ style: 'art:kde-default', art: '/nonexistent', seed: 1, width: 512, redRow: false, dark: 'black' })).toThrow(/--dark 'black'/);
  });

  it('leaves the light sheet to the light check, which reads it as one set', () => {
    expect(unlikeRow(sheet.frame, sheet.tiles)).toBeNull();
  });
});
