import { describe, expect, it } from 'vitest';
import { lookColor } from '../../src/vision/synth/block-tile';
import { type ArtFamilyInfo, type SceneSpec, composeScene, randomSceneSpec } from '../../src/vision/synth/scene';

/** A face picture resvg could read: any href does for the SVG text these tests look at. */
const pictures = (family: string, kind: string): string => `data:image/png;base64,${Buffer.from(`${family}/${kind}`).toString('base64')}`;
const FAMILIES: readonly ArtFamilyInfo[] = [
  { name: 'light', faceColour: '#f0ead8' },
  { name: 'other', faceColour: '#e8e8e8' },
];
const artSpec = (seed: number, looks: 'natural' | 'any' = 'any'): SceneSpec => randomSceneSpec(seed, { size: 640, art: { families: FAMILIES, looks } });

describe('scenes of block tiles with other authors’ art', () => {
  it('leave a scene without art exactly as before (the art is drawn after every other choice)', () => {
    for (const seed of [1, 2, 3]) {
      const plain = randomSceneSpec(seed, { size: 640 });
      const { art, ...rest } = artSpec(seed);
      expect(art).toBeDefined();
      expect({ ...rest, style: plain.style }).toEqual(plain);
    }
  });

  it('need the face pictures, and draw each kind once as a shared picture', () => {
    const spec = artSpec(4);
    expect(() => composeScene(spec)).toThrow(/no face pictures/);
    const scene = composeScene(spec, pictures);
    const kinds = new Set(scene.labels.filter((l) => l.tile !== 'back').map((l) => `${l.red ? `0${l.tile[1]}` : l.tile}`));
    for (const kind of kinds) {
      const href = pictures(spec.art!.family, kind);
      expect(scene.svg.split(href).length - 1, kind).toBe(1);
    }
    expect(scene.svg).not.toContain(pictures(spec.art!.family, 'back'));
  });

  it('box each tile as its visible block: the face and the wall towards the camera', () => {
    let tallerThanFace = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const spec = artSpec(seed);
      const plain = composeScene({ ...spec, art: { ...spec.art!, thickness: 0 } }, pictures);
      const block = composeScene(spec, pictures);
      expect(block.labels).toHaveLength(plain.labels.length);
      // Tiles are drawn farthest first, so compare the same tile by its outline's first point.
      const key = (o: readonly (readonly [number, number])[]): string => o[0]!.map((v) => v.toFixed(3)).join(',');
      const plainBox = new Map(plain.outlines.map((o, i) => [key(o), plain.labels[i]!]));
      block.outlines.forEach((o, i) => {
        const face = plainBox.get(key(o));
        const box = block.labels[i]!;
        expect(face, `seed ${seed}`).toBeDefined();
        // The block's box holds its face's box (to the labels' 0.1 px rounding).
        expect(box.x).toBeLessThanOrEqual(face!.x + 0.1);
        expect(box.y).toBeLessThanOrEqual(face!.y + 0.1);
        expect(box.x + box.w).toBeGreaterThanOrEqual(face!.x + face!.w - 0.2);
        expect(box.y + box.h).toBeGreaterThanOrEqual(face!.y + face!.h - 0.2);
        if (box.w * box.h > face!.w * face!.h * 1.05) tallerThanFace++;
        // A wall is at most about the tile's thickness seen at 45 degrees: the block's box is never
        // much more than its face's (a wall several tiles long is a unit error, seen once).
        if (box.x > 0 && box.y > 0 && box.x + box.w < block.width && box.y + box.h < block.height) expect(box.w * box.h, `seed ${seed}`).toBeLessThan(face!.w * face!.h * 4);
        // The wall shows on the camera's side: the footprint lies nearer the point under the camera.
        const [nx, ny] = block.nadir!;
        const centre = (b: { x: number; y: number; w: number; h: number }): number => Math.hypot(b.x + b.w / 2 - nx, b.y + b.h / 2 - ny);
        if (box.x > 0 && box.y > 0 && box.x + box.w < block.width && box.y + box.h < block.height) expect(centre(box)).toBeLessThanOrEqual(centre(face!) + 0.2);
      });
    }
    expect(tallerThanFace).toBeGreaterThan(100);
  });

  it('print evaluation families as drawn, and recolour only when asked for any look', () => {
    const looks = (mode: 'natural' | 'any'): Set<string> => new Set(Array.from({ length: 60 }, (_, i) => artSpec(i + 1, mode).art!.block.look.kind));
    expect([...looks('natural')]).toEqual(['natural']);
    expect(looks('any')).toEqual(new Set(['natural', 'dark', 'tint']));
  });

  it('give blocks the thickness of real tiles and a camera above the table', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const art = artSpec(seed).art!;
      expect(art.thickness).toBeGreaterThanOrEqual(0.6);
      expect(art.thickness).toBeLessThanOrEqual(0.8);
      expect(art.cameraHeight).toBeGreaterThan(art.thickness * 5);
      expect(art.tiltDeg).toBeGreaterThanOrEqual(0);
      expect(art.tiltDeg).toBeLessThanOrEqual(45);
    }
  });
});

describe('lookColor', () => {
  const lum = (hex: string): number => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).reduce((a, v, i) => a + v * [0.299, 0.587, 0.114][i]!, 0);

  it('turns a light face dark and dark ink light, keeping the hue of a coloured ink', () => {
    expect(lum(lookColor('#f0ead8', { kind: 'dark', ground: '#121212' }))).toBeLessThan(40);
    expect(lum(lookColor('#101010', { kind: 'dark', ground: '#121212' }))).toBeGreaterThan(220);
    const red = lookColor('#c01010', { kind: 'dark', ground: '#121212' });
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(red.slice(i, i + 2), 16));
    expect(r!).toBeGreaterThan(g!);
    expect(r!).toBeGreaterThan(b!);
  });

  it('prints a white face as the dark ground asked for, and black ink still light', () => {
    for (const ground of ['#5a0d10', '#0d3b24', '#101a4a']) {
      const face = lookColor('#ffffff', { kind: 'dark', ground });
      const [a, b] = [face, ground].map((h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16)));
      a!.forEach((v, i) => expect(Math.abs(v - b![i]!)).toBeLessThanOrEqual(2));
      expect(lum(lookColor('#000000', { kind: 'dark', ground }))).toBeGreaterThan(240);
    }
  });

  it('tints by multiplying, and leaves natural faces alone', () => {
    expect(lookColor('#ffffff', { kind: 'tint', color: '#d6f0ff' })).toBe('#d6f0ff');
    expect(lookColor('#808080', { kind: 'natural' })).toBe('#808080');
  });
});
