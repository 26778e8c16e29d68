import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { loadArtChoice } from '../../models/pipeline/tile-art/art-choice';
import { FACE_PIXELS, type Rgba, faceColour, glyphFace, imageHref, kmahjonggFace, rasterFace } from '../../models/pipeline/tile-art/cut-faces';
import { redFive } from '../../src/vision/synth/red-five';
import { ART_FAMILIES, ART_PACKAGES, FONT_PACKAGES, type RasterLayout, kmahjonggElement, mahjongCodePoint } from '../../models/pipeline/tile-art/families';
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

  it('train on the fonts, never evaluate on them: the evaluation families stay the games\' art', () => {
    const fonts = ART_FAMILIES.filter((f) => (FONT_PACKAGES as readonly string[]).includes(f.package));
    expect(fonts.length).toBeGreaterThanOrEqual(2);
    for (const f of fonts) expect(f.split, f.name).toBe('train');
  });

  it('name the Mahjong Tiles block: winds East to North, dragons Red Green White, then characters, bamboo, circles', () => {
    expect(mahjongCodePoint('1z' as never)).toBe(0x1f000);
    expect(mahjongCodePoint('4z' as never)).toBe(0x1f003);
    expect(mahjongCodePoint('7z' as never)).toBe(0x1f004);
    expect(mahjongCodePoint('5z' as never)).toBe(0x1f006);
    expect(mahjongCodePoint('1m' as never)).toBe(0x1f007);
    expect(mahjongCodePoint('9s' as never)).toBe(0x1f018);
    expect(mahjongCodePoint('9p' as never)).toBe(0x1f021);
    const kinds = [...'mps'].flatMap((s) => Array.from({ length: 9 }, (_, i) => `${i + 1}${s}`)).concat(Array.from({ length: 7 }, (_, i) => `${i + 1}z`));
    expect(new Set(kinds.map((k) => mahjongCodePoint(k as never))).size).toBe(34);
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

  it("cuts a font glyph's own tile frame away, rounded corners too, and prints its ink in the kind's colour", () => {
    // A 60 x 80 glyph: a 3-pixel frame with rounded (diagonal) corners around one bar of ink.
    const [w, h] = [60, 80];
    const data = new Uint8Array(w * h * 4);
    const ink = (x: number, y: number): void => {
      data[(y * w + x) * 4 + 3] = 255;
    };
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const edge = Math.min(x, y, w - 1 - x, h - 1 - y);
        const corner = Math.min(x, w - 1 - x) + Math.min(y, h - 1 - y);
        if ((edge < 3 && corner >= 6) || (corner >= 6 && corner < 9)) ink(x, y);
      }
    }
    for (let y = 20; y < 60; y++) for (let x = 27; x < 33; x++) ink(x, y);
    const face = glyphFace({ width: w, height: h, data }, '3s' as never);
    expect(face.height).toBe(FACE_PIXELS);
    const ground = faceColour(face);
    // No frame left on the edges: they are the ivory ground all round.
    for (let x = 0; x < face.width; x++) {
      for (const y of [0, face.height - 1]) expect(pixel(face, x, y).slice(0, 3).every((v, c) => Math.abs(v - ground[c]!) <= 8), `(${x}, ${y})`).toBe(true);
    }
    for (let y = 0; y < face.height; y++) {
      for (const x of [0, face.width - 1]) expect(pixel(face, x, y).slice(0, 3).every((v, c) => Math.abs(v - ground[c]!) <= 8), `(${x}, ${y})`).toBe(true);
    }
    // The bar is printed green, as bamboo is.
    const [r, g, b] = pixel(face, Math.floor(face.width / 2), Math.floor(face.height / 2));
    expect(g!).toBeGreaterThan(r! + 50);
    expect(g!).toBeGreaterThan(b! + 30);
    // A glyph without a frame is refused, not cut blind.
    expect(() => glyphFace({ width: 10, height: 10, data: new Uint8Array(400) }, '1m' as never)).toThrow(/no tile frame/);
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
