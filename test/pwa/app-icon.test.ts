// The app's icon, drawn from our tile art and rasterised as the build does (@resvg/resvg-js):
// the same text every time, and a maskable icon whose tile stays inside the safe zone, so a
// platform cutting it to a circle never cuts the tile; the PNGs the build writes hold a palette
// and look like the full-colour rendering.
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { appIconSvg } from '../../src/pwa/app-icon';
import { THEME_COLOR } from '../../src/pwa/brand';
import { iconPng } from '../../src/pwa/icon-png';

const SIDE = 512;
const theme = [1, 3, 5].map((i) => parseInt(THEME_COLOR.slice(i, i + 2), 16));

function pixels(svg: string): Uint8Array {
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: SIDE }, font: { loadSystemFonts: false } }).render();
  expect([image.width, image.height]).toEqual([SIDE, SIDE]);
  return new Uint8Array(image.pixels);
}

const isTheme = (px: Uint8Array, i: number): boolean => px[i + 3] === 255 && theme.every((c, k) => Math.abs(px[i + k]! - c) <= 1);

it('is drawn the same every time, on the theme colour', () => {
  expect(appIconSvg('any')).toBe(appIconSvg('any'));
  expect(appIconSvg('maskable')).toContain(THEME_COLOR);
  expect(appIconSvg('any')).not.toBe(appIconSvg('maskable'));
});

it('keeps a maskable icon\'s tile inside the safe zone (the middle circle of radius 40 %), on a full square', () => {
  const px = pixels(appIconSvg('maskable'));
  let outside = 0;
  let tile = 0;
  for (let y = 0; y < SIDE; y++) {
    for (let x = 0; x < SIDE; x++) {
      const i = (y * SIDE + x) * 4;
      const r = Math.hypot(x + 0.5 - SIDE / 2, y + 0.5 - SIDE / 2);
      if (r > SIDE * 0.4 && !isTheme(px, i)) outside++;
      if (!isTheme(px, i)) tile++;
    }
  }
  expect(outside).toBe(0);
  // The tile itself covers a good part of the square.
  expect(tile / (SIDE * SIDE)).toBeGreaterThan(0.15);
});

it('rounds an ordinary icon\'s corners and draws the tile in its middle', () => {
  const px = pixels(appIconSvg('any'));
  expect(px[3]).toBe(0); // the top-left corner is transparent
  expect(isTheme(px, (20 * SIDE + SIDE / 2) * 4)).toBe(true); // the ground near the top edge
  expect(isTheme(px, ((SIDE / 2) * SIDE + SIDE / 2) * 4)).toBe(false); // the tile at the centre
});

it('writes palette PNGs that look like the full-colour rendering, transparent corners kept', async () => {
  for (const purpose of ['any', 'maskable'] as const) {
    const png = await iconPng(appIconSvg(purpose), SIDE);
    // IHDR's colour type (byte 25): 3 is indexed colour.
    expect(png[25]).toBe(3);
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([SIDE, SIDE, 4]);
    const full = pixels(appIconSvg(purpose));
    // Compared as premultiplied colour (resvg's pixels are): a transparent pixel's colour is no colour.
    let sum = 0;
    let worst = 0;
    for (let i = 0; i < full.length; i++) {
      const alpha = data[i - (i % 4) + 3]!;
      const d = Math.abs((i % 4 === 3 ? data[i]! : Math.round((data[i]! * alpha) / 255)) - full[i]!);
      sum += d;
      worst = Math.max(worst, d);
    }
    expect(sum / full.length).toBeLessThan(0.1);
    expect(worst).toBeLessThan(32);
    if (purpose === 'any') expect(data[3]).toBe(0);
  }
});
