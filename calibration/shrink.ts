/**
 * A frame shrunk by area averaging, pure. A calibration sheet is photographed close, its tiles
 * large and sharp; a hand's tiles reach the classifier from far fewer pixels. Shrinking the sheet
 * before cutting its crops lets the prototypes see the tiles as a hand photo shows them.
 */
import type { RgbaFrame } from '../src/vision/frame';

/** `frame` scaled by `factor` (0 < factor <= 1): each output pixel the mean of the source pixels it covers. */
export function shrinkFrame(frame: RgbaFrame, factor: number): RgbaFrame {
  if (!(factor > 0 && factor <= 1)) throw new Error(`a shrink factor must be in (0, 1], got ${factor}`);
  if (factor === 1) return frame;
  const width = Math.max(1, Math.round(frame.width * factor));
  const height = Math.max(1, Math.round(frame.height * factor));
  const data = new Uint8ClampedArray(width * height * 4);
  const sx = frame.width / width;
  const sy = frame.height / height;
  for (let oy = 0; oy < height; oy++) {
    const y0 = Math.floor(oy * sy);
    const y1 = Math.max(y0 + 1, Math.min(frame.height, Math.floor((oy + 1) * sy)));
    for (let ox = 0; ox < width; ox++) {
      const x0 = Math.floor(ox * sx);
      const x1 = Math.max(x0 + 1, Math.min(frame.width, Math.floor((ox + 1) * sx)));
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let y = y0; y < y1; y++) {
        for (let x = x0; x < x1; x++) {
          const i = (y * frame.width + x) * 4;
          r += frame.data[i]!;
          g += frame.data[i + 1]!;
          b += frame.data[i + 2]!;
          a += frame.data[i + 3]!;
        }
      }
      const count = (y1 - y0) * (x1 - x0);
      const o = (oy * width + ox) * 4;
      data[o] = r / count;
      data[o + 1] = g / count;
      data[o + 2] = b / count;
      data[o + 3] = a / count;
    }
  }
  return { width, height, data };
}
