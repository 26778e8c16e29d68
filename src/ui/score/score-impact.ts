/**
 * What correcting an uncertain tile would do to the score. People skip corrections that do not
 * change the score (DESIGN.md section 8), so the editor shows, for each tile it flags, which of
 * the recogniser's alternatives would change the total and by how much. Each alternative is put
 * in the tile's place and the whole hand scored again by the engine (`scoreHand`), tile for tile, with no text in between: a few
 * hundred microseconds a hand, so every flagged tile's alternatives are cheap. No rules here.
 */
import type { RenderTile } from '../../vision/render/index';
import type { HandDraft } from '../../vision/hand-draft';
import { scoreHand, type Situation } from './situation';
import { allTiles, alternativesOf, isUncertain, replaceTile, tileAt, UNCERTAIN_BELOW, type TileAt } from '../editor/hand-edit';

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

/** The total of `hand` in `situation`; 0 when it is no valid win. */
export function totalOf(hand: HandDraft, situation: Situation): number {
  const r = scoreHand(hand, situation);
  return r.error === null ? r.total : 0;
}

/** For every flagged tile, in table order, what each of its alternatives would score. */
export function scoreImpacts(hand: HandDraft, situation: Situation, below = UNCERTAIN_BELOW): TileImpact[] {
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
