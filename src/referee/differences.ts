/**
 * The declared claim against the computed result: every difference as a code with parameters,
 * so the view can say it in the reader's language. An empty list means the claim is right.
 */
import type { HandScore, Ruleset, Situation } from '../engine/index';
import { type DeclaredClaim, DORA_IDS } from '../formats/claim';
import { type HanFu, hanFuFor, scoreValue, valueOfHanFu } from './points';
import { type HandView, type YakuAbsence, yakuAbsence } from './yaku-reasons';

export type Difference =
  /** `declaredAs`: the han and minipoints the declared points correspond to (what the player may have counted). */
  | { readonly code: 'points'; readonly declared: number; readonly computed: number; readonly declaredAs: readonly HanFu[]; readonly han: number; readonly fu: number }
  /** `yaku`: where the computed han come from (dora included), so the referee can point at the one in dispute. */
  | { readonly code: 'han'; readonly declared: number; readonly computed: number; readonly yaku: readonly HanSource[] }
  | { readonly code: 'fu'; readonly declared: number; readonly computed: number }
  /** Han and minipoints differ, yet they are worth the same here (a limit hand): no change in points. */
  | { readonly code: 'same_value'; readonly points: number }
  | { readonly code: 'yaku_not_held'; readonly yaku: string; readonly why: YakuAbsence }
  | { readonly code: 'yaku_missed'; readonly yaku: string; readonly name: string; readonly han: number };

export interface HanSource {
  readonly id: string;
  readonly name: string;
  readonly han: number;
}

export type DifferenceCode = Difference['code'];

/** Yaku the computed result has, dora left out. */
const computedYaku = (score: HandScore) => score.yaku.filter((y) => !DORA_IDS.includes(y.id));

function yakuDifferences(declared: readonly string[], score: HandScore, hand: HandView, sit: Situation, rules: Ruleset): Difference[] {
  const held = computedYaku(score);
  const out: Difference[] = [];
  for (const id of declared) {
    if (DORA_IDS.includes(id) || held.some((y) => y.id === id)) continue;
    out.push({ code: 'yaku_not_held', yaku: id, why: yakuAbsence(id, hand, sit, rules) });
  }
  for (const y of held) if (!declared.includes(y.id)) out.push({ code: 'yaku_missed', yaku: y.id, name: y.name, han: y.han });
  return out;
}

function hanFuDifferences(han: number, fu: number, score: HandScore, sit: Situation, rules: Ruleset): Difference[] {
  const out: Difference[] = [];
  if (han !== score.han) out.push({ code: 'han', declared: han, computed: score.han, yaku: score.yaku.map((y) => ({ id: y.id, name: y.name, han: y.han })) });
  // A yakuman's or limit hand's minipoints do not change its value; the engine reports none for a yakuman.
  if (fu !== score.fu && !score.yakuman && score.level === '') out.push({ code: 'fu', declared: fu, computed: score.fu });
  const points = scoreValue(score, sit, rules);
  if (out.length > 0 && !score.yakuman && valueOfHanFu(han, fu, sit, rules) === points) return [{ code: 'same_value', points }];
  return out;
}

/** Each declared yaku of a hand that does not score at all, with why it does not hold. */
export function declaredYakuAbsences(declared: readonly string[], hand: HandView, sit: Situation, rules: Ruleset): Difference[] {
  return declared.filter((id) => !DORA_IDS.includes(id)).map((id) => ({ code: 'yaku_not_held', yaku: id, why: yakuAbsence(id, hand, sit, rules) }));
}

/** The differences between what was declared and what the engine computed for the same hand. */
export function claimDifferences(claim: DeclaredClaim, score: HandScore, hand: HandView, sit: Situation, rules: Ruleset): Difference[] {
  if (claim.kind === 'yaku') return yakuDifferences(claim.yaku, score, hand, sit, rules);
  if (claim.kind === 'han-fu') return hanFuDifferences(claim.han, claim.fu, score, sit, rules);
  const computed = scoreValue(score, sit, rules);
  if (claim.points === computed) return [];
  return [{ code: 'points', declared: claim.points, computed, declaredAs: hanFuFor(claim.points, sit, rules), han: score.han, fu: score.fu }];
}
