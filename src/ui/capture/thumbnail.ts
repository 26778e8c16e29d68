/**
 * A small picture of the photo or camera frame a hand was read from, kept with the hand in the
 * game record (`HandNote.thumbnail`). A JPEG data URL, so it travels inside the record and its
 * export with nothing else to store, and stays under the size the record check accepts.
 */
import { HAND_NOTE_THUMBNAIL_MAX } from '../../engine/index';

/** Longest side of a thumbnail, in pixels: enough to recognise the hand in the history. */
export const THUMBNAIL_SIDE = 240;

/** The picture's size scaled to fit THUMBNAIL_SIDE, never enlarged, at least 1 pixel a side. */
export function thumbnailSize(width: number, height: number, side = THUMBNAIL_SIDE): { width: number; height: number } {
  const scale = Math.min(1, side / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Qualities tried in turn until the data URL fits. */
const QUALITIES = [0.75, 0.55, 0.35];

/** The thumbnail of a picture, or undefined when the browser cannot make one small enough. */
export function thumbnailOf(source: CanvasImageSource, width: number, height: number): string | undefined {
  if (width <= 0 || height <= 0) return undefined;
  const size = thumbnailSize(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext('2d');
  if (ctx === null) return undefined;
  ctx.drawImage(source, 0, 0, size.width, size.height);
  for (const q of QUALITIES) {
    const url = canvas.toDataURL('image/jpeg', q);
    // A browser without a JPEG encoder answers with PNG; either is accepted if it fits.
    if (url.length <= HAND_NOTE_THUMBNAIL_MAX && url.startsWith('data:image/')) return url;
  }
  return undefined;
}
