// The meld patterns of DESIGN.md 5.3, on columns as the cluster pass builds them.
import { describe, expect, it } from 'vitest';
import { clusterRows } from '../../../src/vision/layout/cluster';
import { readMeldShape } from '../../../src/vision/layout/meld-shape';
import { toScene } from '../../../src/vision/layout/orient';
import { LAYOUT_DEFAULTS as T } from '../../../src/vision/layout/tunables';
import type { Detection } from '../../../src/vision/types';
import { lay } from '../scenes';

/** `lay` notation plus `^^5p` for a sideways tile with another stacked on it; padded with upright tiles so the scene has upright ones to compare with. */
function shapeOf(text: string) {
  const dets: Detection[] = lay(`1z 1z 1z 1z | ${text.replace('^^', '^')}`);
  if (text.includes('^^')) {
    const host = dets.find((d) => d.orientation === 'sideways')!;
    dets.push({ ...host, id: 99, box: { ...host.box, y: host.box.y - host.box.h - 1 } });
  }
  const [row] = clusterRows(toScene(dets, 0, 0, T), T).value;
  return readMeldShape(row!.columns.slice(4));
}

describe('readMeldShape', () => {
  it.each([
    ['^3m 4m 5m', { type: 'chi', calledIndex: 0, fits: true }],
    ['4m ^3m 5m', { type: 'chi', calledIndex: 1, fits: true }],
    ['3m 4m ^0m', { type: 'chi', calledIndex: 2, fits: true }],
    ['7z ^7z 7z', { type: 'pon', calledIndex: 1, fits: true }],
    ['5p 0p ^5p', { type: 'pon', calledIndex: 2, fits: true }],
    ['^9s 9s 9s 9s', { type: 'kan', calledIndex: 0, fits: true }],
    ['2s ^^2s 2s', { type: 'shouminkan', calledIndex: 1, fits: true }],
    ['_ 1m 1m _', { type: 'ankan', calledIndex: null, fits: true }],
    ['1m _ _ 1m', { type: 'ankan', calledIndex: null, fits: true }],
    // Misfits: still the likeliest type, flagged.
    ['7z 7z 7z', { type: 'pon', calledIndex: null, fits: false }],
    ['^3m 4m 6m', { type: 'chi', calledIndex: 0, fits: false }],
    ['^3m 3m 4m', { type: 'pon', calledIndex: 0, fits: false }],
    ['^7z ^7z 7z', { type: 'pon', calledIndex: 0, fits: false }],
    ['_ 1m 2m _', { type: 'ankan', calledIndex: null, fits: false }],
    ['_ 1m 1m 1m', { type: 'ankan', calledIndex: null, fits: false }],
    // Backs decide a concealed kong even where a tilted scene makes a tile look sideways...
    ['_ ^1m 1m _', { type: 'ankan', calledIndex: null, fits: false }],
    // ...and three tiles of one, a tile unseen (assemble.ts adds it).
    ['_ 1m 1m', { type: 'ankan', calledIndex: null, fits: false }],
    ['1m _ 1m', { type: 'ankan', calledIndex: null, fits: false }],
    ['_ 1m _', { type: 'ankan', calledIndex: null, fits: false }],
    ['_ 1m 2m', { type: 'chi', calledIndex: null, fits: false }],
    ['1m 1m 1m 1m', { type: 'kan', calledIndex: null, fits: false }],
  ] as const)('%s', (text, shape) => {
    expect(shapeOf(text)).toEqual(shape);
  });

  it('reads three tiles with a back boxed wide, as if sideways, as a concealed kong with a tile unseen (orchid scene 98 of seed 63)', () => {
    const dets = lay('1z 1z 1z 1z | 4m _ 4m');
    const back = dets.find((d) => d.kind === 'back')!;
    const wide: Detection = { ...back, orientation: 'sideways', box: { x: back.box.x, y: back.box.y + back.box.h - back.box.w, w: back.box.h, h: back.box.w } };
    const [row] = clusterRows(toScene(dets.map((d) => (d === back ? wide : d)), 0, 0, T), T).value;
    expect(row!.columns[5]!.tile.sideways).toBe(true);
    expect(readMeldShape(row!.columns.slice(4))).toEqual({ type: 'ankan', calledIndex: null, fits: false });
  });
});
