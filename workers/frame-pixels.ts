/**
 * A `PictureFrame`'s pixels: the one place in the worker where a camera's `VideoFrame` or an
 * `ImageBitmap` becomes the buffer the pipeline reads (`src/vision` has no DOM).
 *
 * A camera frame in I420 or NV12 (what cameras give) is copied out as it is: recognition reads
 * those planes themselves (`src/vision/picture.ts`), and a reader asking for RGBA gets them
 * converted by `src/vision/yuv.ts`. Any other frame (RGB formats, 4:4:4, an unknown colour
 * matrix, a frame to be turned, mirrored or scaled for display) is drawn by the browser, which
 * knows them all.
 *
 * The planes' buffer and the RGBA buffer are kept and filled again by the next frame once the
 * recogniser releases them. Fresh buffers each frame cost far more than the work itself: for a
 * 1280x720 frame, copying the planes took 4-7 ms into a new buffer and 0.1 ms into a used one,
 * converting them 16-30 ms and 5-6 ms (headless Chromium 156, this 2-core machine; the memory's
 * first touch). Drawing the same frame through a canvas took 12-13 ms.
 */
import { isPlanar, type Picture } from '../src/vision/picture';
import { yuvToRgba, type YuvImage, type YuvMatrix } from '../src/vision/yuv';
import type { PictureReader } from '../src/recognition/recognizer';
import { createBitmapReader } from './bitmap-pixels';

/** `VideoColorSpace.matrix` values we convert ourselves (null, unstated, is read as BT.601). */
const MATRICES: Readonly<Record<string, YuvMatrix>> = { bt709: 'bt709', bt470bg: 'bt601', smpte170m: 'bt601', 'bt2020-ncl': 'bt2020' };

/**
 * One spare buffer: `take` hands it out (or a new one, when it is out or of another size) and
 * `give` puts one back. A buffer is thus never in two frames' hands, however calls interleave.
 */
class Spare<T extends Uint8Array | Uint8ClampedArray> {
  private spare: T | undefined;
  constructor(private readonly make: (length: number) => T) {}
  take(length: number): T {
    const b = this.spare;
    this.spare = undefined;
    return b !== undefined && b.length === length ? b : this.make(length);
  }
  give(buffer: T): void {
    this.spare = buffer;
  }
}

export function createFrameReader(): PictureReader {
  const readBitmap = createBitmapReader();
  const planes = new Spare<Uint8Array>((n) => new Uint8Array(n));
  const rgba = new Spare<Uint8ClampedArray>((n) => new Uint8ClampedArray(n));

  /**
   * The frame's YUV planes, in a buffer of `planes` that the caller gives back; or null when the
   * browser must draw it instead.
   */
  async function readPlanes(frame: VideoFrame): Promise<YuvImage | null> {
    const { format, visibleRect, displayWidth, displayHeight } = frame;
    // Stated by every browser that ships VideoFrame today, but cheap to doubt.
    const colorSpace = frame.colorSpace as VideoColorSpace | undefined;
    if (colorSpace === undefined) return null;
    if (format !== 'I420' && format !== 'I420A' && format !== 'NV12') return null;
    if (visibleRect === null || displayWidth !== visibleRect.width || displayHeight !== visibleRect.height) return null;
    // Newer browsers can hand a frame that is still to be turned or mirrored for display.
    const shown = frame as unknown as { readonly rotation?: number; readonly flip?: boolean };
    if ((shown.rotation ?? 0) !== 0 || shown.flip === true) return null;
    const matrix = colorSpace.matrix === null ? 'bt601' : MATRICES[colorSpace.matrix];
    if (matrix === undefined) return null;
    const { width, height } = visibleRect;
    const data = planes.take(frame.allocationSize());
    try {
      const layout = await frame.copyTo(data);
      return { format: format === 'NV12' ? 'NV12' : 'I420', width, height, planes: layout, data, matrix, fullRange: colorSpace.fullRange === true };
    } catch (e) {
      planes.give(data);
      throw e;
    }
  }

  return {
    async read(frame, options = {}) {
      if (!('displayWidth' in frame)) return readBitmap(frame);
      // A frame the planes cannot be read from (a layout copyTo refuses) is still drawn.
      const yuv = await readPlanes(frame).catch(() => null);
      if (yuv !== null && options.planes === true) return yuv;
      if (yuv !== null) {
        try {
          return yuvToRgba(yuv, rgba.take(yuv.width * yuv.height * 4));
        } finally {
          planes.give(yuv.data);
        }
      }
      const bitmap = await createImageBitmap(frame);
      try {
        return readBitmap(bitmap);
      } finally {
        bitmap.close();
      }
    },
    release(pixels: Picture) {
      // Ours, or a bitmap's ImageData, which nothing else holds once read (an RGBA frame sent
      // as it is never comes here: the recogniser releases only what it read).
      if (isPlanar(pixels)) planes.give(pixels.data);
      else if (pixels.data instanceof Uint8ClampedArray) rgba.give(pixels.data);
    },
  };
}
