/**
 * Pass 1: turn whatever came in into clean detections. Anything that is not a usable tile box is
 * dropped with a reason (never thrown): not an object, a box that is not finite or not tile
 * shaped, an unknown kind, a repeated id, a confidence under the floor, one box too many, or the
 * same tile detected twice. The survivors keep their input order.
 */
import { iou } from '../metrics';
import { isDetectionKind } from '../tile-labels';
import { DROP_REASONS, type Alternative, type Box, type Detection, type DetectionId, type DropReason, type Severity, type VisionWarning } from '../types';
import { type Passed, passed, warn } from './collect';
import type { LayoutTunables } from './tunables';

/** Model or programming faults are warnings; routine filtering (floor, duplicates) is info. */
const DROP_SEVERITY: Readonly<Record<DropReason, Severity>> = {
  malformed: 'warning',
  bad_box: 'warning',
  unknown_kind: 'warning',
  duplicate_id: 'warning',
  below_confidence_floor: 'info',
  over_limit: 'warning',
  duplicate_box: 'info',
  face_down: 'warning',
};

export interface Dropped {
  readonly reason: DropReason;
  /** null when the input had no usable id. */
  readonly id: DetectionId | null;
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const record = (v: unknown): Record<string, unknown> | null => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : null);

function readBox(value: unknown, t: LayoutTunables): Box | null {
  const b = record(value);
  if (!b || !finite(b.x) || !finite(b.y) || !finite(b.w) || !finite(b.h)) return null;
  const { x, y, w, h } = b;
  if (!(w > 0 && h > 0) || !Number.isFinite(x + w) || !Number.isFinite(y + h)) return null;
  return Math.max(w / h, h / w) <= t.maxBoxAspect ? { x, y, w, h } : null;
}

function readAlternatives(value: unknown): Alternative[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const a = record(item);
    return a && isDetectionKind(a.kind) && finite(a.p) ? [{ kind: a.kind, p: Math.min(1, Math.max(0, a.p)) }] : [];
  });
}

/** One input as a clean detection, or why not. */
function readDetection(value: unknown, t: LayoutTunables): Detection | Dropped {
  const d = record(value);
  const id = d && finite(d.id) ? d.id : null;
  if (!d || id === null || !finite(d.p)) return { reason: 'malformed', id };
  const box = readBox(d.box, t);
  if (!box) return { reason: 'bad_box', id };
  if (!isDetectionKind(d.kind)) return { reason: 'unknown_kind', id };
  const p = Math.min(1, Math.max(0, d.p));
  if (p < t.confidenceFloorP) return { reason: 'below_confidence_floor', id };
  // Layout reads the boxes; the detector's orientation only decides near 45 degrees of tilt,
  // where every box is square (orient.ts). Filled in from the box if absent.
  const orientation = d.orientation === 'upright' || d.orientation === 'sideways' ? d.orientation : box.w > box.h ? 'sideways' : 'upright';
  return { id, box, kind: d.kind, orientation, p, topK: readAlternatives(d.topK) };
}

const isDropped = (v: Detection | Dropped): v is Dropped => 'reason' in v;

/** Greedy suppression, most confident first: a box overlapping a kept one that much is the same tile. */
function suppressDuplicates(dets: readonly Detection[], t: LayoutTunables): { kept: Detection[]; dropped: Dropped[] } {
  const order = dets.map((_, i) => i).sort((a, b) => dets[b]!.p - dets[a]!.p || a - b);
  const keep = new Uint8Array(dets.length);
  const dropped: Dropped[] = [];
  const kept: Detection[] = [];
  for (const i of order) {
    const d = dets[i]!;
    if (kept.some((k) => iou(k.box, d.box) > t.duplicateIoU)) dropped.push({ reason: 'duplicate_box', id: d.id });
    else {
      keep[i] = 1;
      kept.push(d);
    }
  }
  return { kept: dets.filter((_, i) => keep[i] === 1), dropped };
}

export function normaliseDetections(input: unknown, t: LayoutTunables): Passed<Detection[]> {
  const items: readonly unknown[] = Array.isArray(input) ? input : [];
  const dropped: Dropped[] = [];
  const seen = new Set<DetectionId>();
  let clean: Detection[] = [];
  for (const item of items) {
    const read = readDetection(item, t);
    if (isDropped(read)) dropped.push(read);
    else if (seen.has(read.id)) dropped.push({ reason: 'duplicate_id', id: read.id });
    else {
      seen.add(read.id);
      clean.push(read);
    }
  }
  if (clean.length > t.maxDetections) {
    const ranked = clean.map((d, i) => ({ d, i })).sort((a, b) => b.d.p - a.d.p || a.i - b.i);
    const over = new Set(ranked.slice(t.maxDetections).map((r) => r.d.id));
    for (const d of clean) if (over.has(d.id)) dropped.push({ reason: 'over_limit', id: d.id });
    clean = clean.filter((d) => !over.has(d.id));
  }
  const { kept, dropped: duplicates } = suppressDuplicates(clean, t);
  dropped.push(...duplicates);
  return passed(kept, dropWarnings(dropped));
}

/** One warning per reason, in the order of DROP_REASONS. */
export function dropWarnings(dropped: readonly Dropped[]): VisionWarning[] {
  return DROP_REASONS.flatMap((reason) => {
    const these = dropped.filter((d) => d.reason === reason);
    if (these.length === 0) return [];
    const ids = these.flatMap((d) => (d.id === null ? [] : [d.id]));
    return [warn('dropped_detection', DROP_SEVERITY[reason], ids, { reason, count: these.length })];
  });
}
