/**
 * The browser's image decoder for uploads (worker or page; not Node): encoded bytes -> an RGBA
 * frame oriented for display. `createImageBitmap` with `imageOrientation: 'from-image'` applies the
 * EXIF orientation, so the caller must NOT apply it again (intake.ts `orientFrame` is for the Node
 * decoder, which gets the stored pixels): an orientation-6 photo would otherwise be turned twice.
 * The option is spelled out for readers; it cannot be switched off anyway: Chromium 156 treats the
 * old `'none'` as `'from-image'` (checked: the orientation-6 fixture still comes out 40x64).
 *
 * Runs only after intake's header checks (pipeline.ts `recognizeImage`): the size it decodes to is
 * already known to be within `INTAKE_LIMITS`. A file the browser cannot decode is a
 * `decode_failed` value, not a throw.
 */
import type { DecodedImage, ImageDecoder } from '../src/vision/pipeline';
import { createBitmapReader } from './bitmap-pixels';

export function createImageDecoder(): ImageDecoder {
  return async (bytes): Promise<DecodedImage> => {
    let bitmap: ImageBitmap;
    try {
      // The Blob copies the bytes once; the browser sniffs the format from them.
      bitmap = await createImageBitmap(new Blob([bytes as Uint8Array<ArrayBuffer>]), { imageOrientation: 'from-image' });
    } catch (e) {
      return { ok: false, code: 'decode_failed', message: `the browser could not decode the image: ${e instanceof Error ? e.message : String(e)}` };
    }
    try {
      // A reader of its own per image, dropped afterwards: the camera's reader keeps its canvas for
      // the next frame, and an upload's canvas (up to INTAKE_LIMITS.maxPixels) must not stay alive.
      return { ok: true, frame: createBitmapReader()(bitmap) };
    } catch (e) {
      return { ok: false, code: 'decode_failed', message: `could not read the decoded image's pixels: ${e instanceof Error ? e.message : String(e)}` };
    } finally {
      bitmap.close();
    }
  };
}
