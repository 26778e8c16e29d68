/**
 * Detections -> RecognisedHand, as a short pipeline of pure passes (normalise, tilt, orient, cluster,
 * assign roles, partition, assemble), each returning its value and its warnings. The scene is
 * read under all four quarter turns and the cheapest reading kept; the losing readings' warnings
 * are discarded with them. The next cheapest readings (other groupings of the hand row, other
 * turns, the scene without a box that lies mostly inside another) come back as alternatives for
 * rules-aware decoding. Never throws: whatever comes in, a
 * draft and coded warnings come out.
 */
import type { Box, Detection, DetectionId, RecognisedHand, VisionWarning } from '../types';
import { assembleDraft, EMPTY_DRAFT } from './assemble';
import { clusterRows } from './cluster';
import { collector, warn } from './collect';
import { normaliseDetections } from './normalise';
import { chooseOrientation, crossRowNeighbours, handKey, type SceneReading, toScene } from './orient';
import { otherRowReadings, partitionHandRow } from './partition';
import { assignRoles } from './roles';
import type { QuarterTurn } from './scene';
import { estimateTiltDeg } from './tilt';
import { type LayoutOptions, type LayoutTunables, withDefaults } from './tunables';

/** Another reading of the same detections, and how much more it cost than the one chosen. */
export interface LayoutAlternative {
  readonly draft: RecognisedHand;
  readonly warnings: readonly VisionWarning[];
  /** Layout cost above the chosen reading's (same units as the tunables' costs), >= 0. */
  readonly extraCost: number;
  /** Detections this reading leaves out (a box lying mostly inside another: `boxedTwice`). */
  readonly removed?: readonly DetectionId[];
}

export interface LayoutResult {
  readonly draft: RecognisedHand;
  readonly warnings: readonly VisionWarning[];
  /** Cheapest first, each a different hand from the draft and from each other. */
  readonly alternatives: readonly LayoutAlternative[];
}

const TURNS: readonly QuarterTurn[] = [0, 1, 2, 3];

/**
 * The scene read under one turn: rows, roles, the hand row's reading, the draft, and its cost;
 * then the hand row's other readings within the tunables' slack, priced the same way.
 */
function readScene(dets: readonly Detection[], turn: QuarterTurn, tiltDeg: number, t: LayoutTunables): SceneReading[] {
  const shared = collector();
  const scene = toScene(dets, turn, tiltDeg, t);
  const rows = shared.take(clusterRows(scene, t));
  const roles = shared.take(assignRoles(rows, scene, t));
  const rest = t.clutterTileCost * roles.clutter.length + t.crossRowNeighbourCost * crossRowNeighbours(scene, t);
  const wideTiles = scene.tiles.filter((tile) => tile.w > tile.h).length;
  const hand = roles.hand;
  const primary = hand ? partitionHandRow(hand, t) : null;
  const rowReadings = hand && primary ? [primary, ...otherRowReadings(hand, primary.value.layout, t, t.alternativeMaxExtraCost, t.maxAlternatives)] : [null];
  return rowReadings.map((row) => {
    const c = collector();
    c.add(...shared.warnings);
    const reading = row ? c.take(row) : null;
    const draft = c.take(assembleDraft(roles, reading?.layout ?? null, t));
    return { turn, draft, warnings: c.warnings, cost: { structure: (reading?.cost ?? 0) + rest, wideTiles } };
  });
}

/** The share of the smaller box's area that lies inside the other. */
function containedShare(a: Box, b: Box): number {
  const ix = Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x));
  const iy = Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));
  return (ix * iy) / Math.min(a.w * a.h, b.w * b.h);
}

/**
 * Face-up detections lying mostly inside another face-up one (`boxedTwiceShare` of the smaller's
 * area), though not enough alike to be suppressed as duplicates: one tile boxed twice, or a box on
 * part of a tile. Tiles lie side by side, so one of the two is not a tile; which one, the layout
 * cannot tell (the less confident box is often the right kind), so both are offered.
 */
function boxedTwice(dets: readonly Detection[], t: LayoutTunables): Detection[] {
  const out = new Set<Detection>();
  for (const [i, a] of dets.entries())
    for (const b of dets.slice(i + 1))
      if (a.kind !== 'back' && b.kind !== 'back' && containedShare(a.box, b.box) > t.boxedTwiceShare) out.add(a).add(b);
  return [...out];
}

/**
 * Reads a finished hand from one frame's detections by the photo conventions of DESIGN.md
 * section 5, whatever way the scene is turned. `options` overrides tunables (see LAYOUT_DEFAULTS).
 */
export function layoutHand(detections: readonly Detection[], options?: LayoutOptions): LayoutResult {
  const t = withDefaults(options);
  const c = collector();
  const dets = c.take(normaliseDetections(detections, t));
  if (dets.length === 0) {
    const count = Array.isArray(detections) ? detections.length : 0;
    c.add(warn('no_tiles', 'error', [], { detections: count }));
    return { draft: EMPTY_DRAFT, warnings: c.warnings, alternatives: [] };
  }
  const tilt = estimateTiltDeg(dets, t);
  const perTurn = TURNS.map((turn) => readScene(dets, turn, tilt, t));
  // The reading's own warnings first, then any doubt about the orientation that chose it.
  const { value: best, warnings: orientation } = chooseOrientation(perTurn.map((readings) => readings[0]!));
  const common = c.warnings;
  if (best) c.add(...best.warnings);
  c.add(...orientation);
  if (!best) return { draft: EMPTY_DRAFT, warnings: c.warnings, alternatives: [] };
  const ranked: LayoutAlternative[] = perTurn
    .flat()
    .map((r) => ({ draft: r.draft, warnings: [...common, ...r.warnings], extraCost: r.cost.structure - best.cost.structure }))
    .filter((a) => a.extraCost >= 0 && a.extraCost <= t.alternativeMaxExtraCost);
  // The scene without each box of a tile boxed twice, at what its reading costs more (never less
  // than leaving a box out costs).
  for (const left of boxedTwice(dets, t)) {
    const rest = dets.filter((d) => d !== left);
    const { value: without } = chooseOrientation(TURNS.map((turn) => readScene(rest, turn, tilt, t)[0]!));
    if (!without) continue;
    const extraCost = Math.max(0, without.cost.structure - best.cost.structure) + t.boxedTwiceCost;
    if (extraCost <= t.alternativeMaxExtraCost) ranked.push({ draft: without.draft, warnings: [...common, ...without.warnings], extraCost, removed: [left.id] });
  }
  ranked.sort((a, b) => a.extraCost - b.extraCost);
  // Each hand once, at its cheapest reading, and never the draft's own hand again.
  const seen = new Set([handKey(best.draft)]);
  const alternatives: LayoutAlternative[] = [];
  for (const a of ranked) {
    const key = handKey(a.draft);
    if (seen.has(key) || alternatives.length >= t.maxAlternatives) continue;
    seen.add(key);
    alternatives.push(a);
  }
  return { draft: best.draft, warnings: c.warnings, alternatives };
}
