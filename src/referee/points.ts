/**
 * Points as a player declares them: the hand's value before counters and riichi sticks (on a
 * tsumo, the payments added up). Counters and sticks are table bookkeeping, not part of a claim.
 */
import { type HandScore, type Ruleset, type Situation, regularValue, settle } from '../engine/index';

/** The hand's value as declared (no counters, no sticks). */
export function declaredValueOf(base: number, sit: Situation, rules: Ruleset): number {
  return settle(base, { ...sit, honba: 0, riichiSticks: 0, paoSeat: null }, rules, false).total;
}

export const scoreValue = (score: HandScore, sit: Situation, rules: Ruleset): number => declaredValueOf(score.base, sit, rules);

export interface HanFu {
  readonly han: number;
  readonly fu: number;
}

// Every minipoint total a hand can reach (25 = seven pairs), and han below the mangan limit,
// where points depend on both: above it, the han alone say the value.
const FU_STEPS = [20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110];

/** The han and minipoints (1-4 han) worth exactly `points` in this situation: what the player may have counted. */
export function hanFuFor(points: number, sit: Situation, rules: Ruleset): HanFu[] {
  const out: HanFu[] = [];
  for (let han = 1; han <= 4; han++)
    for (const fu of FU_STEPS) {
      const v = regularValue(han, fu, rules);
      if (v.level === '' && declaredValueOf(v.base, sit, rules) === points) out.push({ han, fu });
    }
  return out;
}

/** The value of `han` and `fu` in this situation (limits applied). */
export const valueOfHanFu = (han: number, fu: number, sit: Situation, rules: Ruleset): number => declaredValueOf(regularValue(han, fu, rules).base, sit, rules);
