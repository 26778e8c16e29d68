/**
 * The tilt of the rows: a photo taken slightly askew turns every row by a few degrees, and boxes
 * stay axis-aligned, so rows must be straightened before tiles are banded by height.
 */
import type { Detection } from '../types';
import type { LayoutTunables } from './tunables';

const DEG = Math.PI / 180;

/** Angle folded into [-45, 45): a neighbour along a row and one across it tell the same tilt. */
const fold = (deg: number): number => ((((deg + 45) % 90) + 90) % 90) - 45;
/** Difference of two folded angles, the short way round. */
const foldedDiff = (a: number, b: number): number => fold(a - b);

/** Width of one bin of the direction histogram. */
const BIN_DEG = 0.25;

/**
 * The tilt of the rows in degrees (clockwise); 0 if unclear. Every pair of near tiles votes with
 * its direction (folded, so along and across a row agree) into a smoothed histogram, and the
 * densest direction wins. A mode, not a median: diagonal pairs between offset rows (discards)
 * spread out while aligned pairs pile up.
 */
export function estimateTiltDeg(dets: readonly Detection[], t: LayoutTunables): number {
  const centres = dets.map((d) => ({ x: d.box.x + d.box.w / 2, y: d.box.y + d.box.h / 2, reach: t.tiltPairMaxTileHeights * Math.max(d.box.w, d.box.h) }));
  const angles: number[] = [];
  for (let i = 0; i < centres.length; i++)
    for (let j = i + 1; j < centres.length; j++) {
      const [c, o] = [centres[i]!, centres[j]!];
      if ((o.x - c.x) ** 2 + (o.y - c.y) ** 2 <= Math.min(c.reach, o.reach) ** 2) angles.push(fold(Math.atan2(o.y - c.y, o.x - c.x) / DEG));
    }
  if (angles.length < t.tiltMinPairs) return 0;
  // Each vote spreads a Gaussian over the bins around it (the histogram wraps at +-45 degrees).
  const bins = Math.round(90 / BIN_DEG);
  const sigma = t.tiltVoteSpreadDeg / BIN_DEG;
  const half = Math.ceil(3 * sigma);
  const kernel = Float64Array.from({ length: 2 * half + 1 }, (_, k) => Math.exp(-(((k - half) / sigma) ** 2) / 2));
  const density = new Float64Array(bins);
  for (const a of angles) {
    const at = Math.min(bins - 1, Math.floor((a + 45) / BIN_DEG));
    for (let k = 0; k < kernel.length; k++) density[(at + k - half + bins) % bins]! += kernel[k]!;
  }
  const peak = density.indexOf(Math.max(...density));
  const centre = -45 + (peak + 0.5) * BIN_DEG;
  const near = angles.map((a) => foldedDiff(a, centre)).filter((d) => Math.abs(d) <= 2 * t.tiltVoteSpreadDeg);
  return fold(centre + near.reduce((a, b) => a + b, 0) / Math.max(1, near.length));
}

