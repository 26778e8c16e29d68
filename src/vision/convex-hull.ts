/**
 * The convex hull of a point set (Andrew's monotone chain), for the silhouettes of block tiles:
 * a block's outline is its face's and its footprint's corners, and what the photo shows of it is
 * their hull. Shared by the calibration's sheet scenes and the training scenes' visible boxes.
 */
import type { Point } from './homography';

/** The hull of `points`, counter-clockwise in image coordinates (y down), no repeated or collinear corner. */
export function convexHull(points: readonly Point[]): Point[] {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: Point, a: Point, b: Point): number => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Point[] = [];
  for (const q of p) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, q) <= 0) lower.pop();
    lower.push(q);
  }
  const upper: Point[] = [];
  for (const q of [...p].reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, q) <= 0) upper.pop();
    upper.push(q);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}
