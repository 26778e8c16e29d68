// Pass 3: stacks, rows and gaps.
import { describe, expect, it } from 'vitest';
import { clusterRows } from '../../../src/vision/layout/cluster';
import { toScene } from '../../../src/vision/layout/orient';
import { LAYOUT_DEFAULTS as T } from '../../../src/vision/layout/tunables';
import type { Detection } from '../../../src/vision/types';
import { lay, TILE_H, TILE_W } from '../scenes';
import { layoutHand } from '../../../src/vision/layout/index';
import { handOf } from '../scenes';

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

  describe('an indicator row right above a hand row that bends up toward it (orchid scenes: tilt undone for one part of the row only)', () => {
    /**
     * 13 concealed tiles and the winning tile set apart: the left half lies level, the right half
     * rises a tenth of a tile height per tile (perspective: rows bend, and one tilt straightens
     * one part of them), so the right end sits 0.85 heights higher; the dora row, three tiles,
     * lies 1.25 heights above the left end. Sorted by height the two rows interleave (no step
     * of half a height between them).
     */
    const bent = (): Detection[] => {
      const hand = lay('1m 2m 3m 4p 5p 6p 7s 8s 9s 1z 1z 2z 2z | 2z').map((d, i) => (i <= 6 ? d : { ...d, box: { ...d.box, y: d.box.y - (i - 6) * 0.12 * TILE_H } }));
      const dora = lay('5m 6p 7s', { y: 100 - 1.25 * TILE_H, firstId: 50 }).map((d) => ({ ...d, box: { ...d.box, x: d.box.x + 1.4 * TILE_W } }));
      return [...hand, ...dora];
    };

    it('keeps the two rows apart', () => {
      expect(kinds(bent())).toEqual(['5m 6p 7s', '1m 2m 3m 4p 5p 6p 7s 8s 9s 1z 1z 2z 2z 2z']);
    });

    it('so the layout reads the hand and its dora indicators', () => {
      expect(handOf(layoutHand(bent()).draft)).toEqual({ concealed: '123m456p789s11222z', win_tile: '2z', melds: [], dora_indicators: ['5m', '6p', '7s'], ura_indicators: [] });
    });

    it('but keeps a tile boxed twice, at the same height, in its row', () => {
      const row = lay('1m 2m 3m 4p 5p 6p');
      const twice: Detection = { ...row[2]!, id: 99, kind: '2p', box: { ...row[2]!.box, x: row[2]!.box.x + 0.3 * TILE_W } };
      expect(kinds([...row, twice])).toEqual(['1m 2m 3m 2p 4p 5p 6p']);
    });
  });

  describe('a stray lying right under a meld\'s called tile (orchid scenes)', () => {
    /** A chow 678s, 7s called (sideways, between upright tiles), and a sideways stray 1.2 of its heights below it. */
    const scene = (): Detection[] => {
      const row = lay('1m 2m 3m 4p 5p 6p 7s 8s 9s 1z | 1z | 6s ^7s 8s');
      const called = row.find((d) => d.kind === '7s' && d.orientation === 'sideways')!;
      const stray: Detection = { ...called, id: 90, kind: '2m', box: { ...called.box, x: called.box.x + 2, y: called.box.y + 1.2 * called.box.h } };
      return [...row, stray];
    };

    it('is not taken for the tile the called tile was added to', () => {
      expect(kinds(scene())).toEqual(['1m 2m 3m 4p 5p 6p 7s 8s 9s 1z 1z 6s 7s 8s', '2m']);
    });

    it('so the chow keeps its called tile', () => {
      const { draft } = layoutHand(scene());
      expect(handOf(draft)).toEqual({ concealed: '123m456p789s11z', win_tile: '1z', melds: [{ type: 'chi', tiles: '678s', called_index: 1 }], dora_indicators: [], ura_indicators: [] });
    });

    it('while an added kong\'s tile, above its meld, still lies on the tile under it', () => {
      const row = lay('1m 2m 3m 4p 5p 6p 7s 8s 9s 1z | 1z | 4p ^4p 4p');
      const host = row.find((d, i) => d.kind === '4p' && d.orientation === 'sideways' && i > 5)!;
      const added: Detection = { ...host, id: 99, box: { ...host.box, y: host.box.y - host.box.h - 1 } };
      expect(kinds([...row, added])).toEqual(['1m 2m 3m 4p 5p 6p 7s 8s 9s 1z 1z 4p 4p+4p 4p']);
    });
  });
});
