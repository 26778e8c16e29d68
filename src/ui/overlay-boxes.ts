/**
 * The boxes drawn over a photo or the live video: one per detection, in the frame's own pixels
 * (the overlay's viewBox is the frame, so the browser scales it with the picture), with a label
 * that names the tile and says by more than colour what to look at: `?` for a tile read below the
 * editor's threshold (drawn dashed too), `↻` for a tile lying sideways. Pure.
 */
import type { Detection, DetectionKind, HandDraft, TileSource } from '../vision/types';
import { UNCERTAIN_BELOW } from './hand-edit';

export interface OverlayBox {
  readonly id: number;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  /** The tile in mpsz (`0p` = red five) or the back's word, then the marks. */
  readonly label: string;
  readonly uncertain: boolean;
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
function draftSources(draft: HandDraft): TileSource[] {
  const p = draft.provenance;
  const concealed = p.win_tile !== null && p.concealed.at(-1)?.id === p.win_tile.id ? p.concealed : [...p.concealed, ...(p.win_tile === null ? [] : [p.win_tile])];
  return [...concealed, ...p.melds.flat(), ...p.dora_indicators, ...p.ura_indicators];
}

/** Every detection id the draft used. */
function draftIds(draft: HandDraft | null): Set<number> {
  return new Set(draft === null ? [] : draftSources(draft).map((s) => s.id));
}

export function tileLabel(kind: DetectionKind, backWord: string): string {
  return kind === 'back' ? backWord : kind;
}

/**
 * The boxes for a frame's detections. With a draft, tiles it did not use are marked as set
 * aside; without one (or an empty one), every box counts as part of the hand.
 */
export function overlayBoxes(detections: readonly Detection[], draft: HandDraft | null, backWord: string, uncertainBelow = UNCERTAIN_BELOW): OverlayBox[] {
  const used = draftIds(draft);
  return detections.map((d) => {
    const uncertain = d.p < uncertainBelow;
    const sideways = d.orientation === 'sideways';
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

/** Label text height in frame pixels: readable at the size the frame is shown, never huge. */
export function labelSize(frame: { readonly width: number; readonly height: number }): number {
  return Math.max(10, Math.round(Math.min(frame.width, frame.height) * 0.035));
}

/** What a reading found, for the line under the picture: tiles in the hand and how many to check. */
export function readingSummary(draft: HandDraft, uncertainBelow = UNCERTAIN_BELOW): { readonly tiles: number; readonly toCheck: number } {
  const sources = draftSources(draft);
  return { tiles: sources.length, toCheck: sources.filter((s) => s.p < uncertainBelow).length };
}
