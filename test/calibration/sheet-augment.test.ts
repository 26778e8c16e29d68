// Looks of a sheet tile for fitting (calibration/sheet-augment.ts): the same seed gives the same
// look, the tile's box lies inside the look's frame at a hand photo's tile size, and the looks vary.
import { describe, expect, it } from 'vitest';
import { AUGMENT_RANGES, augmentTile, sheetLevels } from '../../calibration/sheet-augment';
import type { RgbaFrame } from '../../src/vision/frame';
import { seededRandom } from '../../src/vision/random';

/** A 400x300 grey sheet with one dark 60x84 tile at (170, 108). */
function sheet(): RgbaFrame {
  const width = 400;
  const height = 300;
  const data = new Uint8ClampedArray(width * height * 4).fill(200);
  for (let y = 108; y < 192; y++) for (let x = 170; x < 230; x++) data.set([40, 40, 90, 255], (y * width + x) * 4);
  return { width, height, data };
}
const box = { x: 170, y: 108, w: 60, h: 84 };

describe('looks of a sheet tile', () => {
  const levels = sheetLevels(sheet());

  it('are the same for the same seed', () => {
    const a = augmentTile(levels, box, seededRandom(3));
    const b = augmentTile(levels, box, seededRandom(3));
    expect(a.box).toEqual(b.box);
    expect(a.frame.data).toEqual(b.frame.data);
  });

  it('keep the tile inside the frame at the sizes hand photos give tiles, and vary', () => {
    const rnd = seededRandom(4);
    const widths: number[] = [];
    for (let i = 0; i < 40; i++) {
      const { frame, box: b } = augmentTile(levels, box, rnd);
      expect(b.x).toBeGreaterThanOrEqual(-1);
      expect(b.y).toBeGreaterThanOrEqual(-1);
      expect(b.x + b.w).toBeLessThanOrEqual(frame.width + 1);
      expect(b.y + b.h).toBeLessThanOrEqual(frame.height + 1);
      widths.push(Math.min(b.w, b.h));
    }
    // Turned up to 45 degrees, a box is at most about 1.5x the tile's longer side, foreshortened down to 0.7x.
    expect(Math.min(...widths)).toBeGreaterThan(AUGMENT_RANGES.width[0] * 0.6);
    expect(Math.max(...widths)).toBeLessThan(AUGMENT_RANGES.width[1] * 2.5);
    expect(new Set(widths.map((w) => Math.round(w))).size).toBeGreaterThan(10);
  });
});
