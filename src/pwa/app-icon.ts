/**
 * The app's icon, drawn by our own tile renderer (src/vision/render): the one of circles, a round
 * lens of a tile, upright on a rounded square of the theme colour. Pure and deterministic (the
 * same text every build), so the icons need no committed binaries: the build rasterises this SVG
 * into the manifest's PNGs (src/pwa/icon-plugin.ts, which loads this file only when it builds).
 */
import { DEFAULT_UI_STYLE, renderTileSvg, tileSvgSize } from '../vision/render/index';
import { THEME_COLOR } from './brand.ts';

export type IconPurpose = 'any' | 'maskable';

/** The icon's side, in its own units; the PNGs scale it. */
const SIDE = 512;

/**
 * The SVG of the icon. A `maskable` icon may be cut to a circle by the platform, so its tile
 * stays inside the middle 80 % (the maskable "safe zone") and its ground fills the square; an
 * `any` icon is shown whole, so its tile is larger and its ground rounded.
 */
export function appIconSvg(purpose: IconPurpose = 'any'): string {
  const { width, height } = tileSvgSize(DEFAULT_UI_STYLE);
  // The tile's height as a share of the side: its bounding box's corners then stay inside the safe
  // zone's circle (radius 0.4 of the side) when maskable.
  const share = purpose === 'maskable' ? 0.6 : 0.78;
  const h = SIDE * share;
  const w = (h * width) / height;
  const x = (SIDE - w) / 2;
  const y = (SIDE - h) / 2;
  // The tile document nested as an inner <svg> placed and scaled by its own viewBox.
  const tile = renderTileSvg('1p', DEFAULT_UI_STYLE).replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  const ground = purpose === 'maskable' ? `<rect width="${SIDE}" height="${SIDE}" fill="${THEME_COLOR}"/>` : `<rect width="${SIDE}" height="${SIDE}" rx="${SIDE * 0.18}" fill="${THEME_COLOR}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIDE} ${SIDE}" width="${SIDE}" height="${SIDE}">` +
    ground +
    `<svg x="${x.toFixed(2)}" y="${y.toFixed(2)}" width="${w.toFixed(2)}" height="${h.toFixed(2)}" viewBox="0 0 ${width} ${height}">${tile}</svg>` +
    `</svg>`
  );
}
