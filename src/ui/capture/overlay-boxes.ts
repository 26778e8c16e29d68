/**
 * The boxes drawn over a photo or the live video: one per detection, in the frame's own pixels
 * (the overlay's viewBox is the frame, so the browser scales it with the picture), with a label
 * that names the tile and says by more than colour what to look at: `?` for a tile read below the
 * editor's threshold or doubted by recognition (drawn dashed too), `↻` for a tile lying across
 * the hand's other tiles. Pure.
 */
import { LEGALITY_WARNINGS, type Detection, type DetectionKind, type RecognisedHand, type LegalityWarning, type TileSource, type VisionWarningCode } from '../../vision/types';
import { isDoubtedSource, UNCERTAIN_BELOW } from '../editor/hand-edit';

export interface OverlayBox {
  readonly id: number;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  /** The tile in mpsz (`0p` = red five) or the back's word, then the marks. */
  readonly label: string;
  readonly uncertain: boolean;
  /**
   * Turned against the hand: the detector's orientation differs from most of the hand's tiles.
   * Relative, not as seen in the image: in a hand photographed at 90 degrees every tile is
   * "sideways" in the image, and in one at 45 degrees the detector's call is a coin toss for all
   * of them; what the person needs to see is the called tile laid across its meld.
   */
  readonly sideways: boolean;
  /** Part of the hand as read (its tiles or indicators); false for tiles set aside (walls, discards). */
  readonly inHand: boolean;
}

export const UNCERTAIN_MARK = '?';
export const SIDEWAYS_MARK = '↻';

/**
 * Where every tile of the draft came from. The winning tile is the last concealed tile (its
 * source is listed in both places), so it is taken once.
 */
function draftSources(draft: RecognisedHand): TileSource[] {
  const p = draft.provenance;
  const concealed = p.win_tile !== null && p.concealed.at(-1)?.id === p.win_tile.id ? p.concealed : [...p.concealed, ...(p.win_tile === null ? [] : [p.win_tile])];
  return [...concealed, ...p.melds.flat(), ...p.dora_indicators, ...p.ura_indicators];
}

/** Every detection id the draft used. */
function draftIds(draft: RecognisedHand | null): Set<number> {
  return new Set(draft === null ? [] : draftSources(draft).map((s) => s.id));
}

export function tileLabel(kind: DetectionKind, backWord: string): string {
  return kind === 'back' ? backWord : kind;
}

/**
 * The boxes for a frame's detections. With a draft, tiles it did not use are marked as set
 * aside; without one (or an empty one), every box counts as part of the hand.
 */
export function overlayBoxes(detections: readonly Detection[], draft: RecognisedHand | null, backWord: string, uncertainBelow = UNCERTAIN_BELOW): OverlayBox[] {
  const used = draftIds(draft);
  // Tiles recognition doubts whatever their confidence (vision/legal-draft.ts).
  const doubted = new Set(draft === null ? [] : draftSources(draft).flatMap((s) => (s.doubted === true ? [s.id] : [])));
  const hand = detections.filter((d) => used.size === 0 || used.has(d.id));
  // Ties go to upright: the conventions lay a hand's tiles upright (DESIGN.md section 5).
  const usual = 2 * hand.filter((d) => d.orientation === 'sideways').length > hand.length ? 'sideways' : 'upright';
  return detections.map((d) => {
    const uncertain = d.p < uncertainBelow || doubted.has(d.id);
    const sideways = d.orientation !== usual;
    const marks = `${sideways ? SIDEWAYS_MARK : ''}${uncertain ? UNCERTAIN_MARK : ''}`;
    return {
      id: d.id,
      ...d.box,
      label: `${tileLabel(d.kind, backWord)}${marks}`,
      uncertain,
      sideways,
      inHand: used.size === 0 || used.has(d.id),
    };
  });
}

/** A label's box in frame pixels, estimated from its characters (glyphs ~0.62 of the text height wide). */
function labelRect(b: OverlayBox, size: number, above: boolean) {
  const w = [...b.label].length * size * 0.62;
  const y = above ? b.y - size * 1.05 : b.y + b.h + size * 0.1;
  return { x: b.x, y, w, h: size };
}

const overlaps = (a: ReturnType<typeof labelRect>, b: ReturnType<typeof labelRect>): boolean =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * Where each box's label goes, as the baseline's y: above the box, or below it when that would
 * cover a label already placed (tiles in a row touch, and a label is wider than a small tile) or
 * leave the frame. Boxes are placed left to right; a label that collides both ways goes above.
 */
export function labelBaselines(boxes: readonly OverlayBox[], size: number): number[] {
  const placed: ReturnType<typeof labelRect>[] = [];
  const baseline = new Map<OverlayBox, number>();
  for (const b of [...boxes].sort((p, q) => p.x - q.x)) {
    const above = labelRect(b, size, true);
    const below = labelRect(b, size, false);
    const aboveFree = above.y >= 0 && !placed.some((r) => overlaps(r, above));
    const belowFree = !placed.some((r) => overlaps(r, below));
    const rect = aboveFree || !belowFree ? above : below;
    placed.push(rect);
    baseline.set(b, rect.y + size * 0.85);
  }
  return boxes.map((b) => baseline.get(b)!);
}

/** Label text height in frame pixels: readable at the size the frame is shown, never huge. */
export function labelSize(frame: { readonly width: number; readonly height: number }): number {
  return Math.max(10, Math.round(Math.min(frame.width, frame.height) * 0.035));
}

/**
 * Why no legal hand fits a reading, for the line under the picture (said beside the count of tiles
 * to check, which the guard made non-zero): its most specific legality warning, else null.
 */
export function readingTrouble(warnings: readonly { readonly code: VisionWarningCode }[]): LegalityWarning | null {
  return LEGALITY_WARNINGS.find((code) => warnings.some((w) => w.code === code)) ?? null;
}

/** What a reading found, for the line under the picture: tiles in the hand and how many to check. */
export function readingSummary(draft: RecognisedHand, uncertainBelow = UNCERTAIN_BELOW): { readonly tiles: number; readonly toCheck: number } {
  const sources = draftSources(draft);
  return { tiles: sources.length, toCheck: sources.filter((s) => isDoubtedSource(s, uncertainBelow)).length };
}
