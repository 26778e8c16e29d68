/**
 * A flat, straight-down photo of an SVG layout of our tile art (a calibration sheet, a pond):
 * rasterised, then mild uneven light, a little blur and noise, and JPEG, with the synthetic
 * scenes' own effects. Node only (@resvg/resvg-js). Scenes with perspective and shadows are
 * src/vision/synth's; these layouts are laid flat on purpose.
 */
import { Resvg } from '@resvg/resvg-js';
import jpeg from 'jpeg-js';
import { addNoise, applyLighting, blur, type PhotoEffects } from '../../src/vision/synth/photo-effects';

/** `svg` (a whole document of `width` x `height`) as JPEG bytes; `rnd` draws the light. */
export function flatPhoto(svg: string, width: number, height: number, rnd: () => number, jpegQuality: number): Uint8Array {
  const image = new Resvg(svg, { font: { loadSystemFonts: false }, shapeRendering: 2, imageRendering: 0 }).render();
  const img = { width: image.width, height: image.height, data: new Uint8Array(image.pixels.buffer, image.pixels.byteOffset, image.pixels.byteLength) };
  const fx: PhotoEffects = {
    quad: [[0, 0], [width, 0], [width, height], [0, height]],
    tiltDeg: 0,
    brightness: 0.92 + rnd() * 0.1,
    gradient: (rnd() - 0.5) * 0.2,
    gradientAngleDeg: rnd() * 360,
    cast: [1, 1, 1],
    shadow: null,
    blur: 1,
    noise: 2,
    jpegQuality,
  };
  applyLighting(img, fx);
  blur(img, fx.blur);
  addNoise(img, fx.noise, rnd);
  const encoded = jpeg.encode({ data: img.data, width, height }, fx.jpegQuality);
  return new Uint8Array(encoded.data.buffer, encoded.data.byteOffset, encoded.data.byteLength);
}
