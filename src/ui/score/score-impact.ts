/**
 * What correcting an uncertain tile would do to the score. People skip corrections that do not
 * change the score (DESIGN.md section 8), so the editor shows, for each tile it flags, which of
 * the recogniser's alternatives would change the total and by how much. Each alternative is put
 * in the tile's place and the whole hand scored again by the engine (`scoreDraft`): a few
 * hundred microseconds a hand, so every flagged tile's alternatives are cheap. No rules here.
 */
import type { RenderTile } from '../../vision/render/index';
import { scoreDraft, type HandDraft } from './draft';
import { allTiles, alternativesOf, isUncertain, replaceTile, tileAt, UNCERTAIN_BELOW, type EditHand, type TileAt } from '../editor/hand-edit';
import { handToForm } from '../editor/hand-form';

/** The score of the hand with one alternative in the tile's place. */
export interface AlternativeImpact {
  readonly tile: RenderTile;
  /** How likely the recogniser thought it. */
  readonly p: number;
  /** What the winner receives with it; 0 when the hand is then no valid win. */
  readonly total: number;
  /** `total` less the hand's total as it stands. */
  readonly delta: number;
}

export interface TileImpact {
  readonly at: TileAt;
  readonly alternatives: readonly AlternativeImpact[];
  /** Some alternative would change the total. */
  readonly matters: boolean;
}

/** The total of `hand` in `situation` (the form's situation fields; its tile fields are replaced). */
export function totalOf(hand: EditHand, situation: HandDraft): number {
  const r = scoreDraft({ ...situation, ...handToForm(hand) });
  return r.error === null ? r.total : 0;
}

/** For every flagged tile, in table order, what each of its alternatives would score. */
export function scoreImpacts(hand: EditHand, situation: HandDraft, below = UNCERTAIN_BELOW): TileImpact[] {
  const flagged = allTiles(hand).filter((at) => {
    const t = tileAt(hand, at);
    return t !== null && isUncertain(t, below);
  });
  if (flagged.length === 0) return [];
  const now = totalOf(hand, situation);
  return flagged.map((at) => {
    const alternatives = alternativesOf(tileAt(hand, at)!).map(({ tile, p }) => {
      const total = totalOf(replaceTile(hand, at, tile), situation);
      return { tile, p, total, delta: total - now };
    });
    return { at, alternatives, matters: alternatives.some((a) => a.delta !== 0) };
  });
}
