/**
 * The annotated photo of an evidence record: the picture with every tile's box and name drawn
 * on it, as a PNG. The boxes are in the pixels of the image the tiles were read from; the
 * picture kept may be a smaller copy, so they are scaled to it.
 */
import type { EvidencePhoto } from '../../referee/index';

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('the photo could not be decoded'));
    img.src = url;
  });
}

/** The photo with its boxes drawn, as a PNG blob; null when the browser cannot draw it. */
export async function annotatedPhotoPng(photo: EvidencePhoto): Promise<Blob | null> {
  const img = await loadImage(photo.ref);
  const canvas = document.createElement('canvas');
  canvas.width = img.naturalWidth;
  canvas.height = img.naturalHeight;
  const g = canvas.getContext('2d');
  if (g === null) return null;
  g.drawImage(img, 0, 0);
  const sx = img.naturalWidth / photo.width;
  const sy = img.naturalHeight / photo.height;
  // Line and label sizes follow the picture, so a thumbnail and a full photo read alike.
  const unit = Math.max(1, Math.round(Math.min(canvas.width, canvas.height) / 200));
  g.lineWidth = 2 * unit;
  g.font = `${8 * unit}px sans-serif`;
  g.textBaseline = 'bottom';
  for (const b of photo.boxes) {
    const x = b.x * sx;
    const y = b.y * sy;
    // Fixed colours, not theme tokens: the PNG is evidence handed to someone else, drawn the same
    // whatever scheme the referee's screen is in (an orange that shows on felt and on tiles).
    g.strokeStyle = '#e8542b';
    g.strokeRect(x, y, b.w * sx, b.h * sy);
    const label = b.tile;
    const w = g.measureText(label).width + 4 * unit;
    g.fillStyle = '#e8542b';
    g.fillRect(x, y - 10 * unit, w, 10 * unit);
    g.fillStyle = '#fff';
    g.fillText(label, x + 2 * unit, y - unit);
  }
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}
