// Scenes of one sheet's tiles for fitting the detector: the same seed gives the same scene, every
// labelled box lies in the frame and holds a drawn tile (not the table), and the scenes vary in
// size, count and angle as hand photos do.
import { describe, expect, it } from 'vitest';
import { sheetLevels } from '../../calibration/sheet-augment';
import { composeSheetScene, SCENE_RANGES, type SceneFace } from '../../calibration/sheet-scenes';
import { decodeJpeg } from '../../src/cli/decode-jpeg';
import { renderSheet } from '../../models/pipeline/render-sheet';
import { seededRandom } from '../../src/vision/random';

const sheet = renderSheet({ style: 'orchid', seed: 7, width: 1024, redRow: true });
const decoded = decodeJpeg(sheet.jpeg);
if (!decoded.ok) throw new Error(decoded.message);
const levels = sheetLevels(decoded.frame);
const faces: SceneFace[] = sheet.tiles.filter((t) => t.kind !== 'back').map((t) => ({ levels, box: { x: t.x, y: t.y, w: t.w, h: t.h } }));
const backTile = sheet.tiles.find((t) => t.kind === 'back')!;
const back: SceneFace = { levels, box: { x: backTile.x, y: backTile.y, w: backTile.w, h: backTile.h } };
const SIZE = 160;

describe('scenes of a sheet’s tiles', () => {
  it('are the same for the same seed', () => {
    const a = composeSheetScene(faces, back, seededRandom(3), SIZE);
    const b = composeSheetScene(faces, back, seededRandom(3), SIZE);
    expect(b.boxes).toEqual(a.boxes);
    expect(Buffer.from(b.frame.data).equals(Buffer.from(a.frame.data))).toBe(true);
  });

  it('label boxes inside the frame, each holding a drawn tile rather than the table', () => {
    const rnd = seededRandom(5);
    let tiles = 0;
    let unlike = 0;
    const widths: number[] = [];
    for (let k = 0; k < 12; k++) {
      const { frame, boxes } = composeSheetScene(faces, back, rnd, SIZE);
      expect(frame.width).toBe(SIZE);
      expect(boxes.length).toBeGreaterThan(0);
      // The table: the frame's corner pixels' median level.
      const corner = (x: number, y: number) => frame.data.subarray((y * SIZE + x) * 4, (y * SIZE + x) * 4 + 3);
      for (const box of boxes) {
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.x + box.w).toBeLessThanOrEqual(SIZE + 0.01);
        expect(box.y + box.h).toBeLessThanOrEqual(SIZE + 0.01);
        widths.push(Math.min(box.w, box.h));
        // The box's middle against the farthest-off corner of the frame: a tile's face or body differs from the table.
        const mid = corner(Math.min(SIZE - 1, Math.floor(box.x + box.w / 2)), Math.min(SIZE - 1, Math.floor(box.y + box.h / 2)));
        const far = corner(box.x + box.w / 2 < SIZE / 2 ? SIZE - 1 : 0, box.y + box.h / 2 < SIZE / 2 ? SIZE - 1 : 0);
        tiles++;
        if (Math.abs(mid[0]! - far[0]!) + Math.abs(mid[1]! - far[1]!) + Math.abs(mid[2]! - far[2]!) > 30) unlike++;
      }
    }
    // Nearly every box holds something unlike the table (a white face on a near-white table is the odd one).
    expect(unlike / tiles).toBeGreaterThan(0.85);
    // Sizes over the range a letterboxed frame shows (short side of a box; a tilt foreshortens it).
    expect(Math.min(...widths)).toBeLessThan(SCENE_RANGES.width[0] + 4);
    expect(Math.max(...widths)).toBeGreaterThan(SCENE_RANGES.width[1] * 0.7);
  });
});
