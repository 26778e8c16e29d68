/**
 * An `ImageBitmap`'s RGBA pixels, read through an OffscreenCanvas (worker or page; not Node).
 * The recogniser works on RGBA buffers only (`src/vision` has no DOM), so this is the one place a
 * bitmap becomes pixels. One canvas is kept and reused while frames keep the same size.
 */
import type { RgbaFrame } from '../src/vision/frame';

export function createBitmapReader(): (bitmap: ImageBitmap) => RgbaFrame {
  let canvas: OffscreenCanvas | undefined;
  let ctx: OffscreenCanvasRenderingContext2D | null = null;
  return (bitmap) => {
    const { width, height } = bitmap;
    if (canvas === undefined || ctx === null || canvas.width !== width || canvas.height !== height) {
      canvas = new OffscreenCanvas(width, height);
      ctx = canvas.getContext('2d', { willReadFrequently: true });
      if (ctx === null) throw new Error('no 2d context on an OffscreenCanvas');
    }
    ctx.clearRect(0, 0, width, height);
    ctx.drawImage(bitmap, 0, 0);
    return { width, height, data: ctx.getImageData(0, 0, width, height).data };
  };
}
