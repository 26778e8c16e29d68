/**
 * Recognition metrics exactly as DESIGN.md section 4 defines them for `npm run eval`:
 * a detection matches a label box when IoU >= 0.5 (greedy, highest confidence first, one-to-one);
 * precision = matched / detections, detections matching a `?` box (flowers, seasons) ignored;
 * recall = matched / labelled riichi boxes; class accuracy = share of matched pairs whose tile kind
 * agrees (a red five is its own kind where the label says red; `back` is a kind); hand exact =
 * share of images with a hand label whose decoded hand equals it exactly.
 */
import { parseTiles, type HandInput } from '../engine/index';
import type { LabelBox } from './types';

export type { LabelBox };

export interface PredictedTile {
  readonly tile: string;
  readonly red: boolean;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly p: number;
}

export interface ImageResult {
  readonly labels: readonly LabelBox[];
  readonly predictions: readonly PredictedTile[];
  /** The labelled hand, when the image has one. */
  readonly hand?: HandInput | null;
  /** The decoded hand (null when none could be read). */
  readonly predictedHand?: HandInput | null;
}

export const IOU_MATCH = 0.5;

type Rect = Pick<LabelBox, 'x' | 'y' | 'w' | 'h'>;

export function iou(a: Rect, b: Rect): number {
  const ix = Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x));
  const iy = Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));
  const inter = ix * iy;
  const union = a.w * a.h + b.w * b.h - inter;
  return union > 0 ? inter / union : 0;
}

/** The kind a box stands for: `back`, a red five as `0m/0p/0s`, else its tile. */
export function kindOfBox(box: { tile: string; red?: boolean; orientation?: string }): string {
  if (box.orientation === 'back' || box.tile === 'back') return 'back';
  if (box.red && box.tile.length === 2 && box.tile[0] === '5') return `0${box.tile[1]}`;
  return box.tile;
}

const isIgnored = (label: LabelBox): boolean => label.tile === '?';

export interface ImageMatch {
  /** [label index, prediction index] pairs. */
  readonly pairs: readonly (readonly [number, number])[];
  /** Predictions that matched a `?` box: neither rewarded nor penalised. */
  readonly ignored: readonly number[];
  /** For each prediction, the label it matched (a `?` box included), or -1. */
  readonly labelOf: readonly number[];
}

/** Greedy one-to-one matching, highest confidence first, each prediction to its best free label. */
export function matchImage(labels: readonly LabelBox[], predictions: readonly (Rect & { readonly p: number })[]): ImageMatch {
  const order = predictions.map((_, i) => i).sort((a, b) => predictions[b]!.p - predictions[a]!.p);
  const taken = new Uint8Array(labels.length);
  const pairs: [number, number][] = [];
  const ignored: number[] = [];
  const labelOf = predictions.map(() => -1);
  for (const pi of order) {
    let best = -1;
    let bestIou = IOU_MATCH;
    labels.forEach((label, li) => {
      if (taken[li]) return;
      const v = iou(label, predictions[pi]!);
      if (v >= bestIou) {
        best = li;
        bestIou = v;
      }
    });
    if (best < 0) continue;
    taken[best] = 1;
    labelOf[pi] = best;
    if (isIgnored(labels[best]!)) ignored.push(pi);
    else pairs.push([best, pi]);
  }
  return { pairs, ignored, labelOf };
}

export interface KindStats {
  readonly kind: string;
  /** Labelled boxes of this kind. */
  readonly labelled: number;
  /** Labelled boxes of this kind matched by a detection of any kind. */
  readonly found: number;
  /** Matched detections that said this kind. */
  readonly predicted: number;
  /** ...and were right. */
  readonly correct: number;
}

export interface EvalSummary {
  readonly images: number;
  readonly boxes: number;
  readonly tile_precision: number;
  readonly tile_recall: number;
  readonly tile_f1: number;
  readonly class_accuracy: number;
  readonly hand_exact: number | null;
  readonly perKind: readonly KindStats[];
  /** Most common [label kind, predicted kind, count] confusions among matched pairs. */
  readonly confusions: readonly (readonly [string, string, number])[];
}

const ratio = (a: number, b: number): number => (b > 0 ? a / b : 0);

export function evaluate(images: readonly ImageResult[]): EvalSummary {
  let boxes = 0;
  let detections = 0;
  let matched = 0;
  let agree = 0;
  let handImages = 0;
  let handsExact = 0;
  const kinds = new Map<string, { labelled: number; found: number; predicted: number; correct: number }>();
  const stat = (k: string) => kinds.get(k) ?? kinds.set(k, { labelled: 0, found: 0, predicted: 0, correct: 0 }).get(k)!;
  const confusions = new Map<string, number>();
  for (const image of images) {
    const { pairs, ignored } = matchImage(image.labels, image.predictions);
    for (const label of image.labels) if (!isIgnored(label)) stat(kindOfBox(label)).labelled++;
    boxes += image.labels.filter((l) => !isIgnored(l)).length;
    detections += image.predictions.length - ignored.length;
    matched += pairs.length;
    for (const [li, pi] of pairs) {
      const truth = kindOfBox(image.labels[li]!);
      const said = kindOfBox(image.predictions[pi]!);
      stat(truth).found++;
      stat(said).predicted++;
      if (truth === said) {
        agree++;
        stat(said).correct++;
      } else confusions.set(`${truth}>${said}`, (confusions.get(`${truth}>${said}`) ?? 0) + 1);
    }
    if (image.hand) {
      handImages++;
      if (image.predictedHand && sameHand(image.hand, image.predictedHand)) handsExact++;
    }
  }
  const precision = ratio(matched, detections);
  const recall = ratio(matched, boxes);
  return {
    images: images.length,
    boxes,
    tile_precision: precision,
    tile_recall: recall,
    tile_f1: precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0,
    class_accuracy: ratio(agree, matched),
    hand_exact: handImages > 0 ? handsExact / handImages : null,
    perKind: [...kinds.entries()].map(([kind, s]) => ({ kind, ...s })).sort((a, b) => a.kind.localeCompare(b.kind)),
    confusions: [...confusions.entries()]
      .map(([key, n]) => [...(key.split('>') as [string, string]), n] as const)
      .sort((a, b) => b[2] - a[2]),
  };
}

/** Tiles of a notation string as a sorted list of codes (red fives distinct), or null if unreadable. */
function tileMultiset(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return '';
  const parsed = parseTiles(text);
  return parsed.ok ? parsed.value.slice().sort((a, b) => a - b).join(',') : null;
}

const listMultiset = (tiles: readonly string[] | undefined): string | null => tileMultiset((tiles ?? []).join(''));

/** Hands equal as DESIGN.md defines: concealed multiset with red fives, win tile, melds with types and tiles, dora and ura indicators. */
export function sameHand(a: HandInput, b: HandInput): boolean {
  const melds = (h: HandInput): string | null => {
    const keys = (h.melds ?? []).map((m) => `${m.type}:${tileMultiset(m.tiles)}`);
    return keys.some((k) => k.endsWith(':null')) ? null : keys.sort().join('|');
  };
  const pairs: [string | null, string | null][] = [
    [tileMultiset(a.concealed), tileMultiset(b.concealed)],
    [tileMultiset(a.win_tile), tileMultiset(b.win_tile)],
    [melds(a), melds(b)],
    [listMultiset(a.dora_indicators), listMultiset(b.dora_indicators)],
    [listMultiset(a.ura_indicators), listMultiset(b.ura_indicators)],
  ];
  return pairs.every(([x, y]) => x !== null && x === y);
}

/** The per-kind table and top confusions as text (printed by `npm run eval` before its JSON line). */
export function formatEvalTable(summary: EvalSummary, topConfusions = 10): string {
  const pct = (x: number): string => (100 * x).toFixed(1).padStart(6);
  // found = detected at all; recall and precision count only the right kind.
  const lines = ['kind   labelled   found  recall  precision'];
  for (const k of summary.perKind)
    lines.push(`${k.kind.padEnd(6)} ${String(k.labelled).padStart(8)}  ${pct(ratio(k.found, k.labelled))}  ${pct(ratio(k.correct, k.labelled))}  ${pct(ratio(k.correct, k.predicted))}`);
  if (summary.confusions.length > 0) {
    lines.push('', 'most common confusions (label -> predicted: count)');
    for (const [truth, said, n] of summary.confusions.slice(0, topConfusions)) lines.push(`  ${truth} -> ${said}: ${n}`);
  }
  return lines.join('\n');
}
