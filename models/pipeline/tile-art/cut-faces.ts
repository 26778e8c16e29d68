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
import type { TileLabel } from '../../../src/vision/types';
import { type RasterLayout, kmahjonggElement } from './families';

export interface Rgba {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
}

/** Faces are cut at this height in pixels (the app's classifier looks at 40x40 crops). */
export const FACE_PIXELS = 128;

function render(svg: string, zoom: number, crop = false): Rgba {
  const r = new Resvg(svg, { font: { loadSystemFonts: false }, fitTo: { mode: 'zoom', value: zoom }, shapeRendering: 2, imageRendering: 0 });
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
