/**
 * Dora, ura dora and red fives. They add han only to a hand that already has a yaku, and never
 * count towards the yaku a hand needs (000 "Mahjong on a discard"; 004 "Dora and red five tiles do
 * not count towards the yaku minimum").
 */
import { type TileCode, kindOf, doraOf } from './tile';
import type { WinningHand } from './hand';
import type { Ruleset } from './ruleset';
import type { Situation } from './situation';

/**
 * The three kinds of dora as results list them after the yaku: id and romaji name, in that order.
 * One list, so the scorer and whoever names them (the UI's translations) cannot drift apart.
 */
export const DORA_KINDS = [
  { id: 'dora', name: 'Dora', count: 'dora' },
  { id: 'aka-dora', name: 'Aka Dora', count: 'red' },
  { id: 'ura-dora', name: 'Ura Dora', count: 'ura' },
] as const satisfies readonly { readonly id: string; readonly name: string; readonly count: keyof DoraCount }[];

export interface DoraCount {
  readonly dora: number;
  readonly ura: number;
  readonly red: number;
}

function countPointedAt(indicators: readonly TileCode[], all: ArrayLike<number>, sanma: boolean): number {
  let n = 0;
  for (const ind of indicators) n += all[doraOf(kindOf(ind), sanma)]!;
  return n;
}

/** `all` = kind counts of every tile of the hand, kongs counting four. */
export function countDora(hand: WinningHand, all: ArrayLike<number>, sit: Situation, rules: Ruleset): DoraCount {
  const sanma = rules.players === 3;
  // Without red fives in the preset, a red five is a plain five (conformance README, ema2016).
  const red = rules.redFives ? hand.reds : 0;
  return {
    dora: countPointedAt(hand.dora, all, sanma),
    // Ura dora "can be claimed only by players who declared riichi" (001, 3.3.14).
    ura: sit.riichi ? countPointedAt(hand.ura, all, sanma) : 0,
    red,
  };
}
