import { describe, expect, it } from 'vitest';
import { scoreRequest } from '../../src/engine/index';
import { HELD_OUT_STYLES, TRAINING_STYLES } from '../../src/vision/render/index';
import { applyHomography, composeScene, homographyFromQuads, invertHomography, mapBox, randomSceneSpec, tiltQuad } from '../../src/vision/synth/index';
import type { Quad, SceneSpec } from '../../src/vision/synth/index';
import { labelsOf } from '../../src/vision/tile-labels';

const SEEDS = Array.from({ length: 40 }, (_, i) => i + 1);

describe('randomSceneSpec / composeScene', () => {
  it('is deterministic per seed, and seeds differ', () => {
    expect(composeScene(randomSceneSpec(7))).toEqual(composeScene(randomSceneSpec(7)));
    expect(randomSceneSpec(7)).toEqual(randomSceneSpec(7));
    expect(composeScene(randomSceneSpec(8)).svg).not.toBe(composeScene(randomSceneSpec(7)).svg);
  });

  it('boxes every tile inside the image, one box a tile, roles matching the hand', () => {
    let others = 0;
    for (const seed of SEEDS) {
      const spec = randomSceneSpec(seed, { size: 320 });
      const scene = composeScene(spec);
      expect(scene.svg.startsWith('<svg')).toBe(true);
      for (const b of scene.labels) {
        expect(b.w).toBeGreaterThan(1);
        expect(b.h).toBeGreaterThan(1);
        expect(b.x).toBeGreaterThanOrEqual(0);
        expect(b.y).toBeGreaterThanOrEqual(0);
        expect(b.x + b.w).toBeLessThanOrEqual(scene.width + 0.05);
        expect(b.y + b.h).toBeLessThanOrEqual(scene.height + 0.05);
      }
      const count = (role: string): number => scene.labels.filter((b) => b.role === role).length;
      const hand = scene.hand;
      const melds = hand.melds ?? [];
      // 13-14 hand tiles: concealed row (winning tile included) + 3 a meld (a kong shows 4).
      expect(count('hand') + count('win')).toBe(labelsOf(hand.concealed).length);
      expect(count('win')).toBe(1);
      expect(count('meld')).toBe(melds.reduce((n, m) => n + labelsOf(m.tiles).length, 0));
      expect(count('hand') + count('win') + 3 * melds.length).toBe(14);
      expect(count('dora')).toBe(hand.dora_indicators?.length ?? 0);
      expect(count('ura')).toBe(hand.ura_indicators?.length ?? 0);
      const clutter = spec.clutter.discards.reduce((n, d) => n + d.tiles.length, 0) + spec.clutter.wall + spec.clutter.strays.length;
      expect(count('other')).toBeLessThanOrEqual(clutter);
      others += count('other');
      expect(scene.outlines).toHaveLength(scene.labels.length);
      // A concealed kong shows exactly two backs; no other hand tile is face down.
      const ankans = melds.filter((m) => m.type === 'ankan').length;
      const handBacks = scene.labels.filter((b) => b.role !== 'other' && b.tile === 'back');
      expect(handBacks).toHaveLength(2 * ankans);
      expect(handBacks.every((b) => b.orientation === 'back')).toBe(true);
    }
    expect(others).toBeGreaterThan(SEEDS.length); // clutter is common
  });

  it('shows a legal hand', () => {
    for (const seed of SEEDS) {
      const { hand } = composeScene(randomSceneSpec(seed));
      // Ura indicators are turned over only for a riichi win (issue 20 refuses them otherwise).
      const riichi = (hand.ura_indicators?.length ?? 0) > 0;
      const result = scoreRequest({ hand, context: { win: 'tsumo', seat_wind: '1z', round_wind: '1z', riichi } }, 'ema-2012');
      expect([null, 'no_yaku'], `seed ${seed}: ${JSON.stringify(hand)} -> ${String(result.error)}`).toContain(result.error);
    }
  });

  it('draws kongs as often as asked, every hand still legal', () => {
    const kongs = (kongRate?: number): number =>
      SEEDS.reduce((n, seed) => {
        const { hand } = composeScene(randomSceneSpec(seed, kongRate === undefined ? {} : { kongRate }));
        const riichi = (hand.ura_indicators?.length ?? 0) > 0;
        const result = scoreRequest({ hand, context: { win: 'tsumo', seat_wind: '1z', round_wind: '1z', riichi } }, 'ema-2012');
        expect([null, 'no_yaku'], `seed ${seed}, kongs ${kongRate}: ${String(result.error)}`).toContain(result.error);
        return n + (hand.melds ?? []).filter((m) => ['kan', 'ankan', 'shouminkan'].includes(m.type)).length;
      }, 0);
    const usual = kongs();
    expect(kongs(0)).toBe(0);
    expect(kongs(0.6)).toBeGreaterThan(3 * Math.max(usual, 5));
    expect(() => randomSceneSpec(7, { kongRate: 1.5 })).toThrow(/kongRate/);
  });

  it('keeps the held-out style out of training scenes', () => {
    const heldOut = new Set(HELD_OUT_STYLES.map((s) => s.name));
    expect(heldOut.size).toBeGreaterThan(0);
    const training = new Set(Array.from({ length: 300 }, (_, i) => randomSceneSpec(i + 1, { styles: 'training' }).style));
    for (const name of training) expect(heldOut.has(name)).toBe(false);
    expect(training.size).toBe(TRAINING_STYLES.length);
    for (let seed = 1; seed <= 20; seed++) expect(heldOut.has(randomSceneSpec(seed, { styles: 'held-out' }).style)).toBe(true);
  });

  it('draws portrait and landscape canvases and every rotation', () => {
    const specs = Array.from({ length: 200 }, (_, i) => randomSceneSpec(i + 1));
    expect(specs.some((s) => s.height > s.width)).toBe(true);
    expect(specs.some((s) => s.width > s.height)).toBe(true);
    const quarters = new Set(specs.map((s) => Math.round((((s.rotationDeg % 360) + 360) % 360) / 90) % 4));
    expect(quarters.size).toBe(4);
    expect(specs.some((s) => s.melds.some((m) => m.type === 'shouminkan'))).toBe(true);
    expect(specs.some((s) => s.melds.some((m) => m.type === 'ankan'))).toBe(true);
    expect(specs.some((s) => s.ura.length > 0)).toBe(true);
  });

  it('lays the row left to right, the called tile sideways, and turns it with the scene', () => {
    const base = randomSceneSpec(3);
    const spec: SceneSpec = {
      ...base,
      concealed: labelsOf('123m456p789s1z'),
      win: '1z',
      winShown: 'apart',
      melds: [{ type: 'pon', tiles: labelsOf('777z'), called: 1 }],
      dora: ['2p'],
      ura: [],
      clutter: { discards: [], wall: 0, strays: [] },
      rotationDeg: 0,
      jitter: 0,
      angleJitterDeg: 0,
    };
    const upright = composeScene(spec);
    const handXs = upright.labels.filter((b) => b.role === 'hand').map((b) => b.x);
    expect(handXs).toEqual([...handXs].sort((a, b) => a - b));
    const meld = upright.labels.filter((b) => b.role === 'meld');
    expect(meld.map((b) => b.orientation)).toEqual(['upright', 'sideways', 'upright']);
    const dora = upright.labels.find((b) => b.role === 'dora')!;
    expect(dora.y + dora.h).toBeLessThan(Math.min(...upright.labels.filter((b) => b.role === 'hand').map((b) => b.y)));
    expect(upright.hand.melds).toEqual([{ type: 'pon', tiles: '777z', called_index: 1 }]);

    const flipped = composeScene({ ...spec, rotationDeg: 180 });
    const flippedXs = flipped.labels.filter((b) => b.role === 'hand').map((b) => b.x);
    expect(flippedXs).toEqual([...flippedXs].sort((a, b) => b - a));
    const turned = composeScene({ ...spec, rotationDeg: 90 });
    expect(turned.labels.filter((b) => b.role === 'meld').map((b) => b.orientation)).toEqual(['sideways', 'upright', 'sideways']);
  });
});

describe('homography', () => {
  const corners: Quad = [
    [0, 0],
    [640, 0],
    [640, 480],
    [0, 480],
  ];

  it('maps the four image corners as intended, and back', () => {
    const quad = tiltQuad(640, 480, 40, 0.3);
    const h = homographyFromQuads(corners, quad);
    corners.forEach(([x, y], i) => {
      const [u, v] = applyHomography(h, x, y);
      expect(u).toBeCloseTo(quad[i]![0], 6);
      expect(v).toBeCloseTo(quad[i]![1], 6);
    });
    const inv = invertHomography(h);
    const [x, y] = applyHomography(inv, ...applyHomography(h, 123, 321));
    expect(x).toBeCloseTo(123, 6);
    expect(y).toBeCloseTo(321, 6);
  });

  it('tilts: the far edge shrinks, the near edge stays, everything stays in frame', () => {
    expect(tiltQuad(640, 480, 0)).toEqual(corners);
    const q = tiltQuad(640, 480, 45);
    expect(q[1][0] - q[0][0]).toBeLessThan(640 * 0.7);
    expect(q[2][0] - q[3][0]).toBe(640);
    for (const [x, y] of q) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(640);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(480);
    }
  });

  it('maps a box to the bounds of its mapped corners', () => {
    const h = homographyFromQuads(corners, tiltQuad(640, 480, 30));
    const box = mapBox(h, { x: 100, y: 100, w: 50, h: 60 });
    const pts = [applyHomography(h, 100, 100), applyHomography(h, 150, 160), applyHomography(h, 150, 100), applyHomography(h, 100, 160)];
    expect(box.x).toBeCloseTo(Math.min(...pts.map((p) => p[0])), 9);
    expect(box.y + box.h).toBeCloseTo(Math.max(...pts.map((p) => p[1])), 9);
    expect(() => homographyFromQuads(corners, [[0, 0], [0, 0], [0, 0], [0, 0]])).toThrow();
  });
});
