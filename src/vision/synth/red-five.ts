/**
 * Red fives as real sets print them: the five's own face with its ink in red. Other authors' tile
 * art has no red fives (the art pipeline makes them with this), and a calibration sheet photographed
 * without its fifth row shows none (calibration teaches the red fives from the sheet's fives
 * printed so). Pure, on RGBA buffers.
 */
import type { TileLabel } from '../types';
import type { Rgba } from './photo-effects';

/** Each five and its red five. */
export const RED_FIVES: readonly (readonly [TileLabel, TileLabel])[] = [
  ['5m', '0m'],
  ['5p', '0p'],
  ['5s', '0s'],
];

/** Red ink on a light face; a light red on a dark one, where dark red would not show. */
const RED_ON_LIGHT: readonly [number, number, number] = [214, 24, 30];
const RED_ON_DARK: readonly [number, number, number] = [255, 96, 88];

const luminance = (r: number, g: number, b: number): number => 0.299 * r + 0.587 * g + 0.114 * b;

/**
 * A red five from a five: every ink pixel (far from the face's ground colour) printed in red, in
 * proportion to how much ink it holds. `within` limits the recolouring to a rectangle of `five`
 * (a tile on a photo, not its surroundings); the whole image by default.
 */
export function redFive(five: Rgba, ground: readonly [number, number, number], within?: { x0: number; y0: number; x1: number; y1: number }): Rgba {
  const data = new Uint8Array(five.data);
  const red = luminance(...ground) < 110 ? RED_ON_DARK : RED_ON_LIGHT;
  const { x0, y0, x1, y1 } = within ?? { x0: 0, y0: 0, x1: five.width, y1: five.height };
  for (let y = Math.max(0, y0); y < Math.min(five.height, y1); y++) {
    for (let x = Math.max(0, x0); x < Math.min(five.width, x1); x++) {
      const i = (y * five.width + x) * 4;
      const d = Math.hypot(data[i]! - ground[0], data[i + 1]! - ground[1], data[i + 2]! - ground[2]);
      const ink = Math.min(1, Math.max(0, (d - 40) / 120));
      if (ink === 0) continue;
      for (let c = 0; c < 3; c++) data[i + c] = Math.round(data[i + c]! * (1 - ink) + red[c]! * ink);
    }
  }
  return { width: five.width, height: five.height, data };
}
