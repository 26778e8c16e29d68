// The looks at one sheet photo merged (calibration/merged-looks.ts): each tile once, from the
// surest look that boxed it, and no box that is not a tile's size (a dark face's symbols).
import { describe, expect, it } from 'vitest';
import { mergeSheetLooks } from '../../calibration/merged-looks';
import type { Box } from '../../src/vision/types';

/** A row of `count` tiles 40x56, 8 apart. */
const row = (count: number, y = 50): Box[] => Array.from({ length: count }, (_, c) => ({ x: 100 + c * 48, y, w: 40, h: 56 }));
const without = (boxes: readonly Box[], ...at: number[]): Box[] => boxes.filter((_, i) => !at.includes(i));

describe('the looks at a sheet merged', () => {
  it('takes each tile from the first look that boxed it', () => {
    const tiles = row(9);
    const merged = mergeSheetLooks([without(tiles, 2, 3), without(tiles, 3, 7), without(tiles, 0)]);
    expect([...merged].sort((a, b) => a.x - b.x)).toEqual(tiles);
  });

  it('keeps the surer look\'s box where two looks box one tile', () => {
    const tiles = row(9);
    const nudged = tiles.map((b) => ({ ...b, x: b.x + 5, y: b.y - 4 }));
    const merged = mergeSheetLooks([without(tiles, 4), nudged]);
    expect(merged).toHaveLength(9);
    // The 5th tile, which only the second look boxed, comes from it; every other from the first.
    expect(merged.find((b) => Math.abs(b.x - (100 + 4 * 48 + 5)) < 1)).toEqual(nudged[4]);
    expect(merged.filter((b) => b !== nudged[4]).every((b) => tiles.includes(b))).toBe(true);
  });

  it('leaves out a symbol boxed inside a tile, and a box of another size where a tile was missed', () => {
    const tiles = row(9);
    const symbol = { x: 100 + 48 + 10, y: 60, w: 20, h: 20 };
    // A half-size box where the 4th tile lies, which no look boxed whole.
    const half = { x: 100 + 3 * 48 + 10, y: 64, w: 20, h: 28 };
    const merged = mergeSheetLooks([without(tiles, 1, 3), [symbol, tiles[1]!, half]]);
    expect(merged).toHaveLength(8);
    expect(merged).not.toContainEqual(symbol);
    expect(merged).not.toContainEqual(half);
  });

  it('gives nothing for no boxes', () => {
    expect(mergeSheetLooks([[], []])).toEqual([]);
  });
});
