/**
 * Projective transforms of the image plane (a camera tilted over the table): solve the 3x3
 * homography that sends four points onto four others, map points and boxes through it. Pure math,
 * used by live recognition (turn.ts), the training-scene rasteriser (synth/, a pixel warp) and the
 * calibration sheet's augmentation.
 */

/** Row-major 3x3 matrix with h[8] = 1: x' = (h0 x + h1 y + h2) / (h6 x + h7 y + 1), likewise y'. */
export type Homography = readonly [number, number, number, number, number, number, number, number, number];
export type Point = readonly [number, number];
export type Quad = readonly [Point, Point, Point, Point];

export const IDENTITY: Homography = [1, 0, 0, 0, 1, 0, 0, 0, 1];

/** The homography sending `from[i]` to `to[i]` (i = 0..3); throws on a degenerate quad. */
export function homographyFromQuads(from: Quad, to: Quad): Homography {
  // Eight equations in h0..h7: Gaussian elimination with partial pivoting.
  const a: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i]!;
    const [u, v] = to[i]!;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let col = 0; col < 8; col++) {
    let pivot = col;
    for (let r = col + 1; r < 8; r++) if (Math.abs(a[r]![col]!) > Math.abs(a[pivot]![col]!)) pivot = r;
    if (Math.abs(a[pivot]![col]!) < 1e-12) throw new Error('homographyFromQuads: degenerate quad');
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    const row = a[col]!;
    for (let r = 0; r < 8; r++) {
      if (r === col) continue;
      const other = a[r]!;
      const f = other[col]! / row[col]!;
      if (f === 0) continue;
      for (let c = col; c < 9; c++) other[c]! -= f * row[c]!;
    }
  }
  const h = a.map((row, i) => row[8]! / row[i]!);
  return [h[0]!, h[1]!, h[2]!, h[3]!, h[4]!, h[5]!, h[6]!, h[7]!, 1];
}

export function applyHomography(h: Homography, x: number, y: number): [number, number] {
  const w = h[6] * x + h[7] * y + h[8];
  return [(h[0] * x + h[1] * y + h[2]) / w, (h[3] * x + h[4] * y + h[5]) / w];
}

/** The inverse (up to scale, normalised so h[8] = 1). */
export function invertHomography(h: Homography): Homography {
  const [a, b, c, d, e, f, g, k, l] = h;
  const m = [e * l - f * k, c * k - b * l, b * f - c * e, f * g - d * l, a * l - c * g, c * d - a * f, d * k - e * g, b * g - a * k, a * e - b * d];
  const det = a * m[0]! + b * m[3]! + c * m[6]!;
  if (Math.abs(det) < 1e-15) throw new Error('invertHomography: singular matrix');
  const s = m[8]!;
  return m.map((v) => v / s) as unknown as Homography;
}

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** The axis-aligned bounds of a box's four corners after the homography (a box stays convex). */
export function mapBox(h: Homography, box: Rect): Rect {
  const corners = [
    applyHomography(h, box.x, box.y),
    applyHomography(h, box.x + box.w, box.y),
    applyHomography(h, box.x, box.y + box.h),
    applyHomography(h, box.x + box.w, box.y + box.h),
  ];
  const xs = corners.map((p) => p[0]);
  const ys = corners.map((p) => p[1]);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y };
}

/**
 * A camera tilted `tiltDeg` (0..~45) toward the top of the image: the far (top) edge shrinks and
 * the picture is foreshortened, kept inside the frame. `shift` in -1..1 slides the far edge
 * sideways (a camera a little off-centre). Returns where the image corners go (TL, TR, BR, BL).
 */
export function tiltQuad(width: number, height: number, tiltDeg: number, shift = 0): Quad {
  const t = (Math.max(0, Math.min(60, tiltDeg)) * Math.PI) / 180;
  // Far edge width relative to the near one; vertical squash; both 1 at t = 0.
  const far = 1 / (1 + 0.9 * Math.sin(t));
  const squash = 0.55 + 0.45 * Math.cos(t);
  const top = height * (1 - squash);
  const inset = (width * (1 - far)) / 2;
  const dx = shift * inset;
  return [
    [inset + dx, top],
    [width - inset + dx, top],
    [width, height],
    [0, height],
  ];
}
