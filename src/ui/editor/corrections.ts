/**
 * The corrections in a confirmed hand: the recognised tiles whose kind the person changed from
 * what the recogniser read, by detection, for learning into the tile-set profile
 * (calibration/learned.ts). Pure; tiles the person entered (no detection) teach nothing.
 */
import type { DetectionId, DetectionKind } from '../../vision/types';
import type { DraftTile, HandDraft } from '../../vision/hand-draft';

export interface Correction {
  readonly id: DetectionId;
  readonly kind: DetectionKind;
}

const tilesOf = (hand: HandDraft): DraftTile[] => [...hand.concealed, ...(hand.win === null ? [] : [hand.win]), ...hand.melds.flatMap((m) => m.tiles), ...hand.dora, ...hand.ura];

/** Per detection in `read` (the hand as recognised), the tiles of `confirmed` now read otherwise. */
export function correctionsOf(read: HandDraft, confirmed: HandDraft): Correction[] {
  const was = new Map<DetectionId, DetectionKind>();
  for (const t of tilesOf(read)) if (t.source !== null) was.set(t.source.id, t.tile);
  const out: Correction[] = [];
  const seen = new Set<DetectionId>();
  for (const t of tilesOf(confirmed)) {
    if (t.source === null || seen.has(t.source.id)) continue;
    seen.add(t.source.id);
    const before = was.get(t.source.id);
    if (before !== undefined && before !== t.tile) out.push({ id: t.source.id, kind: t.tile });
  }
  return out;
}
