/**
 * Pass 4: which row is what (DESIGN.md 5.4-5.5). The hand row is the row nearest the player among
 * the long rows that are mostly face up; the dora row is the nearest short row right above it,
 * the ura row the nearest short row right above that. Every other tile (walls, discards, strays)
 * is clutter, set aside with one warning.
 */
import type { Roles, Row, Scene } from './scene';
import { type Passed, passed, warn } from './collect';
import type { LayoutTunables } from './tunables';

const tileCount = (row: Row): number => row.tiles.length;
const backShare = (row: Row): number => row.tiles.filter((t) => t.back).length / Math.max(1, tileCount(row));

function pickHandRow(rows: readonly Row[], t: LayoutTunables): Row | null {
  const faceUp = rows.filter((r) => backShare(r) <= t.handRowMaxBackShare);
  const candidates = faceUp.length > 0 ? faceUp : rows;
  const longest = Math.max(0, ...candidates.map(tileCount));
  const long = candidates.filter((r) => tileCount(r) >= t.handRowMinShareOfLongest * longest);
  return long.reduce<Row | null>((best, r) => (best === null || r.bottom > best.bottom ? r : best), null);
}

/** The nearest row right above `below` that overlaps the hand sideways, if it is short enough to hold indicators. */
function rowAbove(below: Row, hand: Row, rows: readonly Row[], scene: Scene, t: LayoutTunables): Row | null {
  const maxGap = t.indicatorRowMaxGapTileHeights * scene.tileHeight;
  const near = rows.filter(
    (r) =>
      r !== below &&
      r !== hand &&
      r.top + r.bottom < below.top + below.bottom &&
      below.top - r.bottom <= maxGap &&
      r.left < hand.right &&
      r.right > hand.left,
  );
  const nearest = near.reduce<Row | null>((best, r) => (best === null || r.bottom > best.bottom ? r : best), null);
  return nearest && tileCount(nearest) <= t.maxIndicatorTiles ? nearest : null;
}

export function assignRoles(rows: readonly Row[], scene: Scene, t: LayoutTunables): Passed<Roles> {
  const hand = pickHandRow(rows, t);
  const dora = hand && rowAbove(hand, hand, rows, scene, t);
  const ura = hand && dora && rowAbove(dora, hand, rows, scene, t);
  const clutter = rows.filter((r) => r !== hand && r !== dora && r !== ura).flatMap((r) => r.tiles);
  const roles: Roles = { hand, dora, ura, clutter };
  if (clutter.length === 0) return passed(roles);
  return passed(roles, [warn('clutter_excluded', 'info', clutter.map((c) => c.det.id), { count: clutter.length })]);
}
