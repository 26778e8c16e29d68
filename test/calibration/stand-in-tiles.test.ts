// Stand-ins for a four-row sheet: red fives made from its own fives, backs that cannot pass for its faces.
import { describe, expect, it } from 'vitest';
import { standInSources } from '../../calibration/stand-in-tiles';
import { BACKS } from '../../calibration/sheet-scenes';
import type { SheetSource } from '../../calibration/sheet-sources';
import type { DetectionKind } from '../../src/vision/types';

const TABLE = [40, 60, 90] as const;

/** A sheet of `kinds` in one row: faces of `face` colour, each with a block of `ink` in its middle. */
function sheet(kinds: readonly DetectionKind[], face: readonly number[], ink: readonly number[]): SheetSource {
  const [w, h, gap] = [30, 40, 10];
  const width = kinds.length * (w + gap) + gap;
  const height = h + 2 * gap;
  const data = new Uint8Array(width * height * 4);
  const paint = (x0: number, y0: number, x1: number, y1: number, c: readonly number[]): void => {
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) data.set([c[0]!, c[1]!, c[2]!, 255], (y * width + x) * 4);
  };
  paint(0, 0, width, height, TABLE);
  const tiles = kinds.map((kind, i) => {
    const x = gap + i * (w + gap);
    paint(x, gap, x + w, gap + h, face);
    paint(x + 10, gap + 12, x + 20, gap + 28, ink);
    return { kind, box: { x, y: gap, w, h }, row: 1, column: i + 1 };
  });
  return { frame: { width, height, data }, tiles };
}

const pixel = (s: { frame: { width: number; data: Uint8Array | Uint8ClampedArray } }, x: number, y: number): number[] => Array.from(s.frame.data.subarray((y * s.frame.width + x) * 4, (y * s.frame.width + x) * 4 + 3));

describe('stand-in tiles for a sheet without its fifth row', () => {
  const ivory = [235, 230, 215];
  const black = [20, 20, 20];

  it('prints each five of the sheet in red, as its red five, and leaves the sheet around it as photographed', () => {
    const source = sheet(['5m', '5p', '5s', '1z'], ivory, black);
    const out = standInSources([source]);
    const reds = out.filter((s) => ['0m', '0p', '0s'].includes(s.tiles[0]!.kind));
    expect(reds.map((s) => s.tiles[0]!.kind)).toEqual(['0m', '0p', '0s']);
    for (const red of reds) {
      const box = red.tiles[0]!.box;
      const [r, g, b] = pixel(red, Math.round(box.x + 15), Math.round(box.y + 20));
      expect(r).toBeGreaterThan(150);
      expect(g).toBeLessThan(80);
      expect(b).toBeLessThan(80);
      // The face's ground stays ivory, the table around the tile untouched.
      expect(pixel(red, Math.round(box.x + 3), Math.round(box.y + 3))).toEqual(ivory);
      expect(pixel(red, 0, 0)).toEqual([...TABLE]);
    }
    // The sheet itself is not changed.
    expect(pixel(source, 10 + 15, 10 + 20)).toEqual(black);
  });

  it('makes backs but no red fives for a sheet that shows its fifth row', () => {
    const kinds = standInSources([sheet(['5m', '5p', '1z'], ivory, black)], false).map((s) => s.tiles[0]!.kind);
    expect(kinds.length).toBeGreaterThan(0);
    expect(kinds.every((k) => k === 'back')).toBe(true);
  });

  it('makes no red five for a five the sheet lacks', () => {
    const kinds = standInSources([sheet(['5p', '1z'], ivory, black)]).map((s) => s.tiles[0]!.kind);
    expect(kinds.filter((k) => k !== 'back')).toEqual(['0p']);
  });

  it('covers a face with each back colour, leaving out those a plain face of the set could have', () => {
    const light = standInSources([sheet(['5m', '1z', '2z'], ivory, black)]).filter((s) => s.tiles[0]!.kind === 'back');
    expect(light).toHaveLength(BACKS.length);
    for (const back of light) {
      const box = back.tiles[0]!.box;
      // The middle of the face (where the ink was) is all back colour.
      const middle = pixel(back, Math.round(box.x + 15), Math.round(box.y + 20));
      expect(BACKS.some((c) => Math.hypot(c[0] - middle[0]!, c[1] - middle[1]!, c[2] - middle[2]!) < 20)).toBe(true);
    }
    // A set with dark grey faces: the dark grey back would be a plain face of it.
    const dark = standInSources([sheet(['5m', '1z', '2z'], [62, 62, 72], [240, 240, 240])]).filter((s) => s.tiles[0]!.kind === 'back');
    expect(dark.length).toBeGreaterThan(0);
    expect(dark.length).toBeLessThan(BACKS.length);
    for (const back of dark) {
      const box = back.tiles[0]!.box;
      const middle = pixel(back, Math.round(box.x + 15), Math.round(box.y + 20));
      expect(Math.hypot(middle[0]! - 62, middle[1]! - 62, middle[2]! - 72)).toBeGreaterThan(80);
    }
  });
});
