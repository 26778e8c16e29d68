// Pass 4: which row is the hand, which are the indicator rows, what is clutter.
import { describe, expect, it } from 'vitest';
import { clusterRows } from '../../../src/vision/layout/cluster';
import { toScene } from '../../../src/vision/layout/orient';
import { assignRoles } from '../../../src/vision/layout/roles';
import { LAYOUT_DEFAULTS as T } from '../../../src/vision/layout/tunables';
import type { Detection } from '../../../src/vision/types';
import { lay } from '../scenes';

const HAND = '1m 2m 3m 4m 5m 6m 7m 8m 9m 1p 2p 3p 4p | 4p';

function roles(dets: readonly Detection[]) {
  const scene = toScene(dets, 0, 0, T);
  const { value, warnings } = assignRoles(clusterRows(scene, T).value, scene, T);
  const text = (row: typeof value.hand) => row?.tiles.map((t) => t.det.kind).join(' ') ?? null;
  return { hand: text(value.hand), dora: text(value.dora), ura: text(value.ura), clutter: value.clutter.map((t) => t.det.id), warnings };
}

describe('assignRoles', () => {
  it('hand row nearest the player, dora right above it, ura above that', () => {
    const r = roles([...lay('7z 8p', { y: 0, firstId: 20 }), ...lay('3s', { y: 50, firstId: 30 }), ...lay(HAND, { y: 100 })]);
    expect(r).toMatchObject({ hand: '1m 2m 3m 4m 5m 6m 7m 8m 9m 1p 2p 3p 4p 4p', dora: '3s', ura: '7z 8p', clutter: [] });
  });

  it('a short row below the hand (nearer the player) is clutter, not the hand', () => {
    const r = roles([...lay(HAND, { y: 100 }), ...lay('5s', { y: 220, firstId: 40 })]);
    expect(r.hand).toMatch(/^1m/);
    expect(r.clutter).toEqual([40]);
    expect(r.warnings).toEqual([{ code: 'clutter_excluded', severity: 'info', ids: [40], data: { count: 1 } }]);
  });

  it('a row of face-down tiles is a wall, even when it is the longest and nearest', () => {
    const wall = lay(Array(17).fill('_').join(' '), { y: 160, firstId: 100 });
    expect(roles([...lay(HAND, { y: 100 }), ...wall]).hand).toMatch(/^1m/);
  });

  it('a row of six right above the hand is discards, not dora; a row off to the side is not dora either', () => {
    expect(roles([...lay('1s 2s 3s 4s 5s 6s', { y: 50, firstId: 20 }), ...lay(HAND, { y: 100 })]).dora).toBeNull();
    const aside = lay('3s', { y: 50, firstId: 20 }).map((d) => ({ ...d, box: { ...d.box, x: 900 } }));
    expect(roles([...aside, ...lay(HAND, { y: 100 })]).dora).toBeNull();
  });
});
