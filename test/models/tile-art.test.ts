import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { loadArtChoice } from '../../models/pipeline/tile-art/art-choice';
import { type Rgba, faceColour, imageHref, kmahjonggFace, rasterFace } from '../../models/pipeline/tile-art/cut-faces';
import { redFive } from '../../src/vision/synth/red-five';
import { ART_FAMILIES, ART_PACKAGES, type RasterLayout, kmahjonggElement } from '../../models/pipeline/tile-art/families';
import type { FaceManifest } from '../../models/pipeline/tile-art/fetch-art';

const pixel = (img: Rgba, x: number, y: number): number[] => Array.from(img.data.subarray((y * img.width + x) * 4, (y * img.width + x) * 4 + 4));

/** A grid image whose cell (c, r) is a flat colour that names it, with a grey 3D edge at its right and bottom. */
function gridPng(cols: number, rows: number, cw: number, ch: number, face: RasterLayout['face']): Uint8Array {
  const png = new PNG({ width: cols * cw, height: rows * ch });
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) {
      const [c, r] = [Math.floor(x / cw), Math.floor(y / ch)];
      const [u, v] = [x % cw, y % ch];
      const inFace = u >= face.x && u < face.x + face.w && v >= face.y && v < face.y + face.h;
      const i = (y * png.width + x) * 4;
      png.data.set(inFace ? [c * 10, r * 60, 200, 255] : [90, 90, 90, 255], i);
    }
  }
  return PNG.sync.write(png);
}

describe('tile art families', () => {
  it('hold one evaluation family from each package, one of them dark-faced, and skip no riichi kind', () => {
    const evals = ART_FAMILIES.filter((f) => f.split === 'eval');
    for (const pkg of ART_PACKAGES) expect(evals.some((f) => f.package === pkg), pkg).toBe(true);
    expect(evals.some((f) => f.darkFace === true)).toBe(true);
    expect(ART_FAMILIES.filter((f) => f.split === 'train').length).toBeGreaterThanOrEqual(4);
    for (const f of ART_FAMILIES) {
      expect(f.licence.length, f.name).toBeGreaterThan(0);
      if (f.split === 'excluded') expect(f.reason, f.name).toBeTruthy();
      if (f.format !== 'raster') continue;
      const kinds = f.layout.order.filter((k) => k !== null);
      expect(new Set(kinds).size, f.name).toBe(34);
      expect(kinds).toHaveLength(34);
      expect(f.layout.order.length).toBeLessThanOrEqual(f.layout.cols * f.layout.rows);
    }
  });

  it("name KMahjongg's elements: winds North South East West, dragons White Green Red", () => {
    expect(kmahjonggElement('1z' as never)).toBe('WIND_3');
    expect(kmahjonggElement('4z' as never)).toBe('WIND_1');
    expect(kmahjonggElement('5z' as never)).toBe('DRAGON_1');
    expect(kmahjonggElement('7z' as never)).toBe('DRAGON_3');
    expect(kmahjonggElement('3p' as never)).toBe('ROD_3');
    expect(kmahjonggElement('9s' as never)).toBe('BAMBOO_9');
  });
});

describe('cutting faces', () => {
  it('cuts the face of the right cell from a raster grid, without its drawn side walls', () => {
    const face = { x: 1, y: 2, w: 12, h: 14 };
    const layout: RasterLayout = { cols: 5, rows: 2, cellWidth: 16, cellHeight: 20, face, order: [] };
    const bytes = gridPng(5, 2, 16, 20, face);
    const href = imageHref(bytes, 'grid.png');
    for (const index of [0, 3, 7]) {
      const img = rasterFace(href, 80, 40, layout, index);
      const [c, r] = [index % 5, Math.floor(index / 5)];
      // Every pixel a source pixel in from the edges (resampling blends the outermost) is the
      // cell's own colour: no grey wall, no neighbour.
      const m = Math.ceil((1.5 * img.height) / 14);
      for (const [x, y] of [[m, m], [img.width - 1 - m, img.height - 1 - m], [Math.floor(img.width / 2), Math.floor(img.height / 2)]] as const) {
        const [R, G, B] = pixel(img, x, y);
        // (resvg's smooth scaling rings a little at edges: a few levels either way)
        expect(Math.abs(R! - c * 10), `cell ${index}`).toBeLessThanOrEqual(6);
        expect(Math.abs(G! - r * 60), `cell ${index}`).toBeLessThanOrEqual(6);
        expect(Math.abs(B! - 200)).toBeLessThanOrEqual(6);
      }
      expect(img.width / img.height).toBeCloseTo(12 / 14, 1);
    }
  });

  it("draws a KMahjongg element over its TILE_1's face (the top-right part, the rest being walls)", () => {
    // TILE_1: a 30 x 40 tile whose top-right 20 x 30 is the cream face; CHARACTER_1: a 20 x 30 element, transparent but for a black bar.
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="200">' +
      '<g transform="translate(100 0)"><g id="TILE_1"><rect x="0" y="0" width="30" height="40" fill="#444444"/><rect x="10" y="0" width="20" height="30" fill="#f0e8d0"/></g></g>' +
      '<g transform="translate(0 100)"><g id="CHARACTER_1"><rect x="0" y="0" width="20" height="30" fill="#ffffff" fill-opacity="0.003"/><rect x="8" y="5" width="4" height="20" fill="#000000"/></g></g></svg>';
    const face = kmahjonggFace(svg, '1m' as never);
    expect(face.height).toBeGreaterThanOrEqual(126);
    const ground = faceColour(face);
    expect(ground.map((v) => Math.abs(v - [0xf0, 0xe8, 0xd0][ground.indexOf(v)]!)).every((d) => d <= 3)).toBe(true);
    const [r, g, b] = pixel(face, Math.floor(face.width / 2), Math.floor(face.height / 2));
    expect(r! + g! + b!).toBeLessThan(40);
    // No grey wall anywhere on the face.
    const grey = [...Array(face.width).keys()].filter((x) => pixel(face, x, 2)[0] === 0x44);
    expect(grey).toHaveLength(0);
  });

  it('prints a red five by turning the ink red and leaving the ground alone', () => {
    const five: Rgba = { width: 2, height: 1, data: new Uint8Array([240, 235, 220, 255, 20, 20, 20, 255]) };
    const red = redFive(five, [240, 235, 220]);
    expect(pixel(red, 0, 0)).toEqual([240, 235, 220, 255]);
    const [r, g, b] = pixel(red, 1, 0);
    expect(r!).toBeGreaterThan(150);
    expect(g!).toBeLessThan(60);
    expect(b!).toBeLessThan(60);
    // On a dark face the red is light enough to show.
    const dark = redFive({ width: 1, height: 1, data: new Uint8Array([250, 250, 250, 255]) }, [90, 10, 10]);
    expect(pixel(dark, 0, 0)[0]).toBeGreaterThan(240);
  });
});

describe('choosing art for a scene run', () => {
  const dir = mkdtempSync(join(tmpdir(), 'art-choice-'));
  const entry = (name: string, split: 'train' | 'eval') => ({ name, package: 'p', author: 'a', licence: 'l', split, darkFace: false, faceColour: '#eeeeee', width: 10, height: 13 });
  const manifest: FaceManifest = { families: [entry('a', 'train'), entry('b', 'train'), entry('x', 'eval')] };
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));

  it('never gives a training run an evaluation family, and prints evaluation families as drawn', () => {
    const train = loadArtChoice(dir, 'train', undefined);
    expect(train.families.map((f) => f.name)).toEqual(['a', 'b']);
    expect(train.looks).toBe('any');
    const evaluation = loadArtChoice(dir, 'eval', undefined);
    expect(evaluation.families.map((f) => f.name)).toEqual(['x']);
    expect(evaluation.looks).toBe('natural');
    expect(loadArtChoice(dir, 'x', undefined).looks).toBe('natural');
  });

  it('refuses a family that is not there, naming those that are, and a folder without faces', () => {
    expect(() => loadArtChoice(dir, 'a,zz', undefined)).toThrow(/no family 'zz'.*a, b, x/);
    expect(() => loadArtChoice(tmpdir(), 'train', undefined)).toThrow(/npm run art/);
  });
});
