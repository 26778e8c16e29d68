/**
 * Detections -> HandDraft, as a short pipeline of pure passes (normalise, tilt, orient, cluster,
 * assign roles, partition, assemble), each returning its value and its warnings. The scene is
 * read under all four quarter turns and the cheapest reading kept; the losing readings' warnings
 * are discarded with them. Never throws: whatever comes in, a draft and coded warnings come out.
 */
import type { Detection, HandDraft, VisionWarning } from '../types';
import { assembleDraft, EMPTY_DRAFT } from './assemble';
import { clusterRows } from './cluster';
import { collector, warn } from './collect';
import { normaliseDetections } from './normalise';
import { chooseOrientation, crossRowNeighbours, type SceneReading, toScene } from './orient';
import { partitionHandRow } from './partition';
import { assignRoles } from './roles';
import type { QuarterTurn } from './scene';
import { estimateTiltDeg } from './tilt';
import { type LayoutOptions, type LayoutTunables, withDefaults } from './tunables';

export interface LayoutResult {
  readonly draft: HandDraft;
  readonly warnings: readonly VisionWarning[];
}

const TURNS: readonly QuarterTurn[] = [0, 1, 2, 3];

/** The scene read under one turn: rows, roles, the hand row's reading, the draft, and its cost. */
function readScene(dets: readonly Detection[], turn: QuarterTurn, tiltDeg: number, t: LayoutTunables): SceneReading {
  const c = collector();
  const scene = toScene(dets, turn, tiltDeg, t);
  const rows = c.take(clusterRows(scene, t));
  const roles = c.take(assignRoles(rows, scene, t));
  const reading = roles.hand ? c.take(partitionHandRow(roles.hand, t)) : null;
  const draft = c.take(assembleDraft(roles, reading?.layout ?? null, t));
  const structure =
    (reading?.cost ?? 0) + t.clutterTileCost * roles.clutter.length + t.crossRowNeighbourCost * crossRowNeighbours(scene, t);
  const wideTiles = scene.tiles.filter((tile) => tile.w > tile.h).length;
  return { turn, draft, warnings: c.warnings, cost: { structure, wideTiles } };
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
    return { draft: EMPTY_DRAFT, warnings: c.warnings };
  }
  const tilt = estimateTiltDeg(dets, t);
  // The reading's own warnings first, then any doubt about the orientation that chose it.
  const { value: best, warnings: orientation } = chooseOrientation(TURNS.map((turn) => readScene(dets, turn, tilt, t)));
  if (best) c.add(...best.warnings);
  c.add(...orientation);
  return { draft: best?.draft ?? EMPTY_DRAFT, warnings: c.warnings };
}
