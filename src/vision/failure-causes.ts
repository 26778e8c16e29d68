/**
 * Why a hand was not read exactly (`npm run eval -- --causes`): the classifier, the detector or
 * the layout. The hand is read a second time with every found tile given its labelled kind
 * (`trueKinds`, through the pipeline's `relabel`); a hand that then reads right was lost to the
 * classifier alone, which calibration is meant to fix. A hand still wrong with true kinds was lost
 * to the boxes or their grouping, which no classifier can make up for. Pure; no models.
 */
import { iou, kindOfBox, matchImage } from './metrics';
import type { Relabel } from './pipeline';
import type { Box, Detection, DetectionKind, LabelBox, LabelRole } from './types';

/**
 * `missed_tile`: a tile of the hand on which no box lies (`seenLabels`); `box_off`: every tile of the hand that the
 * eval counts as missed has a box on no label over it, drawn too far off to count (IoU at least
 * `BOX_OFF_IOU`, under the eval's 0.5): the detector saw the tile but misjudged its extent, and
 * the hand does not read right even with true kinds; `unread`: the photo itself could not be read
 * (eval counts it with no detections).
 */
export const FAILURE_CAUSES = ['missed_tile', 'kind', 'box_off', 'extra_box', 'layout', 'unread'] as const;
export type FailureCause = (typeof FAILURE_CAUSES)[number];

/** The roles whose tiles make up the scored hand: a tile of another role (a discard) may be missed. */
const HAND_ROLES: ReadonlySet<LabelRole> = new Set(['hand', 'win', 'meld', 'dora', 'ura']);

/**
 * A box on no label overlapping a missed tile this much is taken for that tile boxed too far off,
 * not for a box on its neighbour: a missed tile's nearest neighbour in a row overlaps its label
 * box by 0.23 at the median (0.29 at the upper quartile; kde-traditional, kde-jade and the
 * selection scenes alike), and a loose box matched that neighbour not at all.
 */
export const BOX_OFF_IOU = 0.3;

const isHandTile = (label: LabelBox): boolean => label.tile !== '?' && label.role !== undefined && HAND_ROLES.has(label.role);

/** For each detection (boxes in frame pixels), the label box it matches as the eval matches them (`matchImage`), or null. */
export function labelsOfDetections(labels: readonly LabelBox[], boxes: readonly { readonly box: Box; readonly p: number }[]): (LabelBox | null)[] {
  const { labelOf } = matchImage(
    labels,
    boxes.map((b) => ({ ...b.box, p: b.p })),
  );
  return labelOf.map((li) => (li < 0 ? null : labels[li]!));
}

/**
 * For each detection, the label box of the tile it is on: the one it matches as the eval matches
 * them (`labelsOfDetections`), or, for a box that matched none, a tile of the hand left without a
 * match that it overlaps by `BOX_OFF_IOU` or more (the surest box first, each taking the free tile
 * it overlaps most; each tile once): the tile seen but boxed too far off. Else null.
 */
export function seenLabels(labels: readonly LabelBox[], boxes: readonly { readonly box: Box; readonly p: number }[]): (LabelBox | null)[] {
  const seen = labelsOfDetections(labels, boxes);
  const taken = new Set(seen.filter((l) => l !== null));
  const loose = boxes.map((_, i) => i).filter((i) => seen[i] === null);
  loose.sort((a, b) => boxes[b]!.p - boxes[a]!.p);
  for (const i of loose) {
    let best: LabelBox | null = null;
    let bestIou = BOX_OFF_IOU;
    for (const label of labels) {
      if (!isHandTile(label) || taken.has(label)) continue;
      const v = iou(label, boxes[i]!.box);
      if (v >= bestIou) {
        best = label;
        bestIou = v;
      }
    }
    if (best !== null) {
      seen[i] = best;
      taken.add(best);
    }
  }
  return seen;
}

/**
 * A `relabel` giving each detection on a labelled tile (`seenLabels`: matched, or boxed too far
 * off) the label's kind, surely (p 1, no alternatives); detections on no label, or on a `?` box,
 * keep what the classifier read.
 */
export function trueKinds(labels: readonly LabelBox[]): Relabel {
  return (detections, toFrame) => {
    const matched = seenLabels(
      labels,
      detections.map((d) => ({ box: toFrame(d.box), p: d.p })),
    );
    return detections.map((d, i): Detection => {
      const label = matched[i];
      if (label === null || label === undefined || label.tile === '?') return d;
      return { ...d, kind: kindOfBox(label) as DetectionKind, p: 1, topK: [] };
    });
  };
}

/**
 * Why a hand read wrong, the first that applies: a tile of the hand (or an indicator) on which no
 * box lies (`seenLabels`); the hand reads right with the true kinds (`exactWithTrueKinds`, the
 * tiles boxed too far off given theirs too), so only kinds were wrong; a tile of the hand boxed
 * too far off to count; a box on no labelled tile; else the layout of the boxes found.
 */
export function failureCause(labels: readonly LabelBox[], detections: readonly { readonly box: Box; readonly p: number }[], exactWithTrueKinds: boolean): FailureCause {
  const seen = seenLabels(labels, detections);
  const onTile = new Set(seen.filter((l) => l !== null));
  if (labels.some((l) => isHandTile(l) && !onTile.has(l))) return 'missed_tile';
  if (exactWithTrueKinds) return 'kind';
  const matched = new Set(labelsOfDetections(labels, detections).filter((l) => l !== null));
  if (labels.some((l) => isHandTile(l) && !matched.has(l))) return 'box_off';
  if (seen.some((l) => l === null)) return 'extra_box';
  return 'layout';
}
