/**
 * Cutting other authors' tile art (`families.ts`) into one face image per kind: the face alone,
 * without the drawn tile's side walls, so our own renderer puts it on a 3D block of its own
 * (`src/vision/synth/block-tile.ts`). Red fives, which none of these sets has, are made the way
 * real sets make them: the five's ink printed red.
 *
 * Rasterising goes through @resvg/resvg-js for every format (SVG, PNG and GIF alike: a raster is
 * drawn as an `<image>` in a cropping SVG), so no second image library is needed to read the art.
 */
import { Resvg } from '@resvg/resvg-js';
import { PNG } from 'pngjs';
import type { TileLabel } from '../../../src/vision/types';
import { type RasterLayout, kmahjonggElement, mahjongCodePoint } from './families';

export interface Rgba {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
}

/** Faces are cut at this height in pixels (the app's classifier looks at 40x40 crops). */
export const FACE_PIXELS = 128;

function render(svg: string, zoom: number, crop = false, font: { file: string; family: string } | null = null): Rgba {
  const fonts = font === null ? { loadSystemFonts: false } : { loadSystemFonts: false, fontFiles: [font.file], defaultFontFamily: font.family };
  const r = new Resvg(svg, { font: fonts, fitTo: { mode: 'zoom', value: zoom }, shapeRendering: 2, imageRendering: 0 });
  if (crop) {
    const box = r.getBBox();
    if (!box) throw new Error('nothing drawn');
    r.cropByBBox(box);
  }
  const img = r.render();
  return { width: img.width, height: img.height, data: new Uint8Array(img.pixels) };
}

function cropRgba(img: Rgba, x: number, y: number, w: number, h: number): Rgba {
  const x0 = Math.max(0, Math.round(x));
  const y0 = Math.max(0, Math.round(y));
  const width = Math.min(img.width - x0, Math.round(w));
  const height = Math.min(img.height - y0, Math.round(h));
  const data = new Uint8Array(width * height * 4);
  for (let r = 0; r < height; r++) data.set(img.data.subarray(((y0 + r) * img.width + x0) * 4, ((y0 + r) * img.width + x0 + width) * 4), r * width * 4);
  return { width, height, data };
}

/** `top` drawn over `base` (straight alpha), clipped to `base`. */
function over(base: Rgba, top: Rgba): Rgba {
  const data = new Uint8Array(base.data);
  for (let y = 0; y < Math.min(base.height, top.height); y++) {
    for (let x = 0; x < Math.min(base.width, top.width); x++) {
      const t = (y * top.width + x) * 4;
      const b = (y * base.width + x) * 4;
      const a = top.data[t + 3]! / 255;
      if (a === 0) continue;
      const ba = data[b + 3]! / 255;
      const oa = a + ba * (1 - a);
      for (let c = 0; c < 3; c++) data[b + c] = Math.round((top.data[t + c]! * a + data[b + c]! * ba * (1 - a)) / oa);
      data[b + 3] = Math.round(oa * 255);
    }
  }
  return { width: base.width, height: base.height, data };
}

/** The SVG document with its content kept as definitions and one element drawn. */
function oneElement(svg: string, id: string): string {
  const open = /<svg[^>]*>/.exec(svg);
  if (!open) throw new Error('not an SVG document');
  const start = open.index + open[0].length;
  const body = svg.slice(start, svg.lastIndexOf('</svg>'));
  // The element's ancestors' translations are lost with `<use>`; cropping to what is drawn makes
  // them irrelevant (KMahjongg's layers only translate).
  return `${open[0]}<defs>${body}</defs><use xlink:href="#${id}" href="#${id}"/></svg>`;
}

/**
 * A KMahjongg face: the face of TILE_1 (its top-right part, the rest being the tile's side walls)
 * with the kind's element drawn over it, as KMahjongg draws them.
 */
export function kmahjonggFace(svg: string, tile: TileLabel): Rgba {
  const glyphProbe = render(oneElement(svg, kmahjonggElement(tile)), 1, true);
  const zoom = FACE_PIXELS / glyphProbe.height;
  const glyph = render(oneElement(svg, kmahjonggElement(tile)), zoom, true);
  const body = render(oneElement(svg, 'TILE_1'), zoom, true);
  const face = cropRgba(body, body.width - glyph.width, 0, glyph.width, glyph.height);
  return over(face, glyph);
}

/** The tile art file as an `<image>` reference resvg reads (PNG, GIF or SVG). */
export function imageHref(bytes: Uint8Array, file: string): string {
  const mime = file.endsWith('.gif') ? 'image/gif' : file.endsWith('.png') ? 'image/png' : file.endsWith('.svg') ? 'image/svg+xml' : null;
  if (mime === null) throw new Error(`unknown image type: ${file}`);
  return `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;
}

/** Cell `index` of a raster family's grid, its face alone, scaled to `FACE_PIXELS` high. */
export function rasterFace(href: string, imageWidth: number, imageHeight: number, layout: RasterLayout, index: number): Rgba {
  const col = index % layout.cols;
  const row = Math.floor(index / layout.cols);
  const x = col * layout.cellWidth + layout.face.x;
  const y = row * layout.cellHeight + layout.face.y;
  const { w, h } = layout.face;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${w}" height="${h}" viewBox="${x} ${y} ${w} ${h}">` +
    `<image x="0" y="0" width="${imageWidth}" height="${imageHeight}" preserveAspectRatio="none" xlink:href="${href}"/></svg>`;
  return render(svg, FACE_PIXELS / h);
}

/** The face's ground colour: the median of a ring just inside its edge (where no ink is). */
export function faceColour(face: Rgba): [number, number, number] {
  const inset = Math.max(2, Math.round(face.height * 0.04));
  const channels: number[][] = [[], [], []];
  const take = (x: number, y: number): void => {
    const i = (y * face.width + x) * 4;
    if (face.data[i + 3]! < 128) return;
    for (let c = 0; c < 3; c++) channels[c]!.push(face.data[i + c]!);
  };
  for (let x = inset; x < face.width - inset; x++) {
    take(x, inset);
    take(x, face.height - 1 - inset);
  }
  for (let y = inset; y < face.height - inset; y++) {
    take(inset, y);
    take(face.width - 1 - inset, y);
  }
  return channels.map((v) => {
    const sorted = v.sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? 0;
  }) as [number, number, number];
}

/** The ivory of a printed font face: these fonts draw ink only. */
const FONT_GROUND = [0xf3, 0xee, 0xe0] as const;

/**
 * The ink a riichi set prints a kind in, at `v` (0 top, 1 bottom of the face): characters' numerals
 * dark and their 萬 red, circles blue, bamboo green, the Red and Green dragons in their colours.
 * The fonts draw one colour; a set that prints so is the commonest look, and training recolours
 * every family anyway.
 */
function inkColour(tile: TileLabel, v: number): readonly [number, number, number] {
  switch (tile[1]) {
    case 'm':
      return v < 0.45 ? [25, 25, 40] : [185, 25, 30];
    case 'p':
      return [25, 55, 140];
    case 's':
      return [20, 115, 55];
    default:
      return tile === '7z' ? [190, 25, 30] : tile === '6z' ? [20, 115, 55] : tile === '5z' ? [40, 80, 160] : [25, 25, 40];
  }
}

/**
 * Ink pixels (alpha of at least half) connected to the image's edge, 4-neighbour flood fill. Written
 * here rather than taken from opencv-wasm: one fill per glyph, where its Node entry would compile
 * about 10 MB of wasm for each `npm run art`.
 */
function edgeInk(alpha: Uint8Array, width: number, height: number): Uint8Array {
  const seen = new Uint8Array(width * height);
  const stack: number[] = [];
  const push = (x: number, y: number): void => {
    const i = y * width + x;
    if (seen[i] === 0 && alpha[i]! >= 128) {
      seen[i] = 1;
      stack.push(i);
    }
  };
  for (let x = 0; x < width; x++) {
    push(x, 0);
    push(x, height - 1);
  }
  for (let y = 0; y < height; y++) {
    push(0, y);
    push(width - 1, y);
  }
  while (stack.length > 0) {
    const i = stack.pop()!;
    const [x, y] = [i % width, Math.floor(i / width)];
    if (x > 0) push(x - 1, y);
    if (x < width - 1) push(x + 1, y);
    if (y > 0) push(x, y - 1);
    if (y < height - 1) push(x, y + 1);
  }
  return seen;
}

/**
 * A font's glyph of a kind (U+1F000 block) as a face: drawn in black, cut inside the glyph's own tile
 * frame (its line measured at mid-height, and what is left of its rounded corners removed), then
 * printed in `inkColour` on ivory.
 */
export function fontFace(fontFile: string, fontFamily: string, tile: TileLabel): Rgba {
  const size = FACE_PIXELS * 1.25;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size * 2}" height="${size * 2}">` +
    `<text x="${size / 4}" y="${size * 1.5}" font-size="${size}" font-family="${fontFamily}" fill="#000">&#x${mahjongCodePoint(tile).toString(16)};</text></svg>`;
  return glyphFace(render(svg, 1, true, { file: fontFile, family: fontFamily }), tile);
}

/**
 * A glyph drawn in a tile frame (alpha is ink, cropped to what is drawn) as a face: the frame's
 * line measured at mid-height and cut away, its rounded corners' ink removed, the rest printed.
 */
export function glyphFace(glyph: Rgba, tile: TileLabel): Rgba {
  const alphaAt = (x: number, y: number): number => glyph.data[(y * glyph.width + x) * 4 + 3]!;
  // The frame's line: ink from the left edge at mid-height, then the gap after it.
  const mid = Math.floor(glyph.height / 2);
  let line = 0;
  while (line < glyph.width / 4 && alphaAt(line, mid) >= 128) line++;
  if (line === 0 || line >= glyph.width / 4) throw new Error(`${tile}: no tile frame around the glyph`);
  const inset = line + Math.ceil(line / 2);
  const face = cropRgba(glyph, inset, inset, glyph.width - 2 * inset, glyph.height - 2 * inset);
  const alpha = new Uint8Array(face.width * face.height);
  for (let i = 0; i < alpha.length; i++) alpha[i] = face.data[i * 4 + 3]!;
  // Ink still touching the cut's edge is the frame's rounded corners (the symbols keep clear of it).
  const corners = edgeInk(alpha, face.width, face.height);
  const data = new Uint8Array(face.width * face.height * 4);
  for (let y = 0; y < face.height; y++) {
    const ink = inkColour(tile, y / face.height);
    for (let x = 0; x < face.width; x++) {
      const i = y * face.width + x;
      // Thin strokes (Symbola's 1-bamboo bird) rasterise faint: coverage is darkened as print would.
      const a = corners[i] === 1 ? 0 : 1 - (1 - alpha[i]! / 255) ** 2;
      for (let c = 0; c < 3; c++) data[i * 4 + c] = Math.round(FONT_GROUND[c]! * (1 - a) + ink[c]! * a);
      data[i * 4 + 3] = 255;
    }
  }
  const drawn: Rgba = { width: face.width, height: face.height, data };
  return scaleTo(drawn, FACE_PIXELS);
}

/** `img` resampled (resvg, smooth) to `height` pixels high, its aspect kept. */
function scaleTo(img: Rgba, height: number): Rgba {
  const png = PNG.sync.write({ width: img.width, height: img.height, data: Buffer.from(img.data) } as PNG);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${img.width}" height="${img.height}">` +
    `<image width="${img.width}" height="${img.height}" xlink:href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
  return render(svg, height / img.height);
}
