/**
 * Renders a photo of one player's discards (the pond) with our tile art, for referee mode's tests:
 * rows of six, each left to right, the first row nearest the player (the bottom of the photo
 * before turning), tiles touching, the riichi tile lying sideways on its row's near edge; the
 * whole pond turned by `rotationDeg` on a plain table, mild light, a little noise, JPEG. Node only
 * (@resvg/resvg-js). Used by test/fixtures/ponds/make.ts; generated data never goes elsewhere.
 */
import { seededRandom } from '../../src/vision/random';
import { TILE_STYLES, isTileStyleName, renderTileSvg, tileSvgSize } from '../../src/vision/render/index';
import type { TileLabel } from '../../src/vision/types';
import { flatPhoto } from './flat-photo';

export interface PondOptions {
  readonly style: string;
  readonly seed: number;
  /** In discard order. */
  readonly tiles: readonly TileLabel[];
  /** Index in `tiles` of the sideways (riichi) tile, or null. */
  readonly riichiAt: number | null;
  /** Clockwise, about the photo's centre. */
  readonly rotationDeg: number;
  readonly width: number;
  readonly height: number;
}

export function renderPond(o: PondOptions): Uint8Array {
  if (!isTileStyleName(o.style)) throw new Error(`unknown style '${o.style}'`);
  const style = TILE_STYLES[o.style];
  const rnd = seededRandom(Math.imul(o.seed, 0x3a5b7c9d) ^ 0xd15c);
  const up = tileSvgSize(style, 0);
  const side = tileSvgSize(style, 90);
  const rows = Math.ceil(o.tiles.length / 6);
  // Six tiles and a sideways one's extra length fill about 55 % of the width.
  const scale = Math.min((0.55 * o.width) / (5 * up.width + side.width), (0.6 * o.height) / (rows * up.height * 1.05));
  const pondW = (5 * up.width + side.width) * scale;
  const pondH = rows * up.height * 1.05 * scale;
  const left = (o.width - pondW) / 2;
  const nearEdge = (o.height + pondH) / 2;
  let markup = '';
  let x = left;
  o.tiles.forEach((tile, i) => {
    const row = Math.floor(i / 6);
    if (i % 6 === 0) x = left;
    const sideways = i === o.riichiAt;
    const size = sideways ? side : up;
    const bottom = nearEdge - row * up.height * 1.05 * scale;
    // Laid by hand: a little off the grid, never quite square.
    const tx = x + (rnd() - 0.5) * 0.04 * up.width * scale;
    const ty = bottom - size.height * scale + (rnd() - 0.5) * 0.04 * up.height * scale;
    const angle = (rnd() - 0.5) * 2;
    const svg = renderTileSvg(tile, style, { rotation: sideways ? 90 : 0, seed: (o.seed * 131 + i * 17) >>> 0 });
    const [cw, ch] = [(size.width * scale) / 2, (size.height * scale) / 2];
    markup += `<g transform="translate(${tx.toFixed(2)} ${ty.toFixed(2)}) rotate(${angle.toFixed(2)} ${cw.toFixed(2)} ${ch.toFixed(2)}) scale(${scale.toFixed(4)})">${svg}</g>`;
    x += size.width * scale * (1 + 0.02 * rnd());
  });
  const turned = `<g transform="rotate(${o.rotationDeg} ${o.width / 2} ${o.height / 2})">${markup}</g>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${o.width}" height="${o.height}" viewBox="0 0 ${o.width} ${o.height}"><rect x="0" y="0" width="${o.width}" height="${o.height}" fill="#2e5d46"/>${turned}</svg>`;
  return flatPhoto(svg, o.width, o.height, rnd, 85);
}
