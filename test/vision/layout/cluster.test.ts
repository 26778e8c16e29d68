// Pass 3: stacks, rows and gaps.
import { describe, expect, it } from 'vitest';
import { clusterRows } from '../../../src/vision/layout/cluster';
import { toScene } from '../../../src/vision/layout/orient';
import { LAYOUT_DEFAULTS as T } from '../../../src/vision/layout/tunables';
import type { Detection } from '../../../src/vision/types';
import { lay, TILE_H } from '../scenes';

const rowsOf = (dets: readonly Detection[]) => clusterRows(toScene(dets, 0, 0, T), T).value;
const kinds = (dets: readonly Detection[]) => rowsOf(dets).map((r) => r.columns.map((c) => c.tile.det.kind + (c.stacked ? `+${c.stacked.det.kind}` : '')).join(' '));

describe('clusterRows', () => {
  it('sets an added kong tile on the sideways tile under it instead of making it a row', () => {
    const row = lay('1m 2m 3m | ^4p 4p 4p');
    const host = row[3]!;
    const added: Detection = { ...host, id: 99, box: { ...host.box, y: host.box.y - host.box.h - 1 } };
    expect(kinds([...row, added])).toEqual(['1m 2m 3m 4p+4p 4p 4p']);
  });

  it('splits rows by height and breaks a row where the gap is wider than a group of tiles allows', () => {
    const dets = [...lay('5z 6z', { y: 20, firstId: 50 }), ...lay('1m 2m | 3m || 9p')];
    expect(kinds(dets)).toEqual(['5z 6z', '1m 2m 3m', '9p']);
  });

  it('measures gaps in tile widths', () => {
    const [row] = rowsOf(lay('1m 2m | 3m'));
    expect(row!.gaps.map((g) => Math.round(g * 100) / 100)).toEqual([0.03, 0.73]);
  });

  it('keeps a sideways tile, sitting lower, in the row of the upright ones', () => {
    expect(kinds(lay('1m ^2m 3m', { y: TILE_H }))).toEqual(['1m 2m 3m']);
  });
});
