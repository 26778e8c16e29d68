// Pass 2: tilt, the scene frame of each turn, sideways tiles, and the choice between readings.
import { describe, expect, it } from 'vitest';
import { chooseOrientation, toScene, type SceneReading } from '../../../src/vision/layout/orient';
import { estimateTiltDeg } from '../../../src/vision/layout/tilt';
import { EMPTY_DRAFT } from '../../../src/vision/layout/assemble';
import { LAYOUT_DEFAULTS as T } from '../../../src/vision/layout/tunables';
import type { Detection } from '../../../src/vision/types';
import { buildScene, lay } from '../scenes';

describe('estimateTiltDeg', () => {
  it.each([0, 4, -9, 17, 90 + 6, 180 - 12])('finds the tilt of rows turned %i degrees to within half a degree (mod 90)', (deg) => {
    const scene = buildScene({ hand: '123m456p789s1122z', win: '2z', dora: '1p', discardRows: 2, rotationDeg: deg, seed: 3 });
    const expected = ((((deg + 45) % 90) + 90) % 90) - 45;
    expect(Math.abs(estimateTiltDeg(scene.detections, T) - expected)).toBeLessThan(0.5);
  });

  it('is 0 with too few tiles to tell', () => {
    expect(estimateTiltDeg(lay('1m 2m'), T)).toBe(0);
  });
});

describe('toScene', () => {
  it('turns a column of tiles lying on their side into a row running left to right', () => {
    // The scene turned 90 degrees clockwise: the hand runs top to bottom, tiles wider than tall.
    const column = (['1m', '2m', '3m'] as const).map((kind, i): Detection => ({ id: i + 1, box: { x: 100, y: 10 + 31 * i, w: 40, h: 30 }, kind, orientation: 'sideways', p: 0.9, topK: [] }));
    const scene = toScene(column, 1, 0, T);
    expect(scene.tiles.map((t) => t.det.kind)).toEqual(['1m', '2m', '3m']);
    expect(scene.tiles.map((t) => t.cx)).toEqual([...scene.tiles.map((t) => t.cx)].sort((a, b) => a - b));
    expect(scene.tiles.every((t) => !t.sideways && t.h > t.w)).toBe(true);
    expect([scene.tileWidth, scene.tileHeight]).toEqual([30, 40]);
  });

  it('tells sideways tiles by their aspect relative to the upright ones, even when a tilted camera squashes every tile', () => {
    const squashed = buildScene({ hand: '123m456p789s', win: '1z', melds: 'pon [2]22z', foreshorten: 0.6, seed: 4 });
    const scene = toScene(squashed.detections, 0, 0, T);
    const sideways = scene.tiles.filter((t) => t.sideways);
    expect(sideways.map((t) => t.det.kind)).toEqual(['2z']);
    expect(scene.tiles.filter((t) => !t.sideways).every((t) => t.w >= t.h * 0.95)).toBe(true); // upright tiles look square or wide
  });
});

describe('chooseOrientation', () => {
  const reading = (turn: 0 | 1 | 2 | 3, structure: number, concealed = '1m'): SceneReading => ({ turn, draft: { ...EMPTY_DRAFT, concealed }, warnings: [], cost: { structure, wideTiles: 0 } });

  it('takes the cheapest reading', () => {
    expect(chooseOrientation([reading(0, 3), reading(2, 1)]).value?.turn).toBe(2);
  });

  it('on a tie prefers the turn nearest upright, and warns only if the hands differ', () => {
    expect(chooseOrientation([reading(2, 1, '1m2m'), reading(0, 1, '2m1m')])).toEqual({ value: reading(0, 1, '2m1m'), warnings: [] });
    expect(chooseOrientation([reading(2, 1, '1m'), reading(0, 1, '2m')]).warnings).toEqual([
      { code: 'ambiguous_orientation', severity: 'warning', ids: [], data: { rotationsDeg: [0, 180] } },
    ]);
  });
});
