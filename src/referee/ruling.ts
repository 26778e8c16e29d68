/**
 * A referee's ruling on a declared win: whether the win stands, every reason it does not, and
 * every difference between what was declared and what the hand is worth. Built on the engine's
 * score request; nothing here scores a hand itself.
 *
 * Which presets each rule applies to: the five-counter rule only where the preset has it
 * (`twoYakuCounters`: ema-2008, ema-2012, mahjong-time; texts 000 and 004). Furiten from the
 * discards in every preset (000 "Furiten", 001 3.4.5, 003 states it too). Temporary furiten and
 * furiten after riichi (001 3.4.5, 000 "temporary furiten") and the dead hand (000, 004; 001 names
 * it under tenpai) are written in the EMA texts only; text 003 is silent, and where a text is
 * silent a preset follows the nearest EMA edition (../shared/rules/README.md): every preset.
 */
import {
  type Reading,
  type PresetName,
  type Ruleset,
  type ScoreRequest,
  type ScoreResultJson,
  type Situation,
  PRESETS,
  parseHand,
  parseSituation,
  scoreRequestParsed,
  toResultJson,
} from '../engine/index';
import type { DeclaredClaim, DeclaredDeadHand } from '../formats/claim';
import { type Difference, claimDifferences, declaredYakuAbsences } from './differences';
import type { HandView } from './yaku-reasons';
import { furitenFinding } from './furiten';
import { scoreValue } from './points';

// The dead-hand situations the referee declares are part of the evidence file's vocabulary.
export { DEAD_HAND_REASONS, type DeclaredDeadHand } from '../formats/claim';
export type DeadHandReason = DeclaredDeadHand | 'wrong_tile_count' | 'invalid_meld';

export type Invalidity =
  | { readonly code: 'incomplete' }
  | { readonly code: 'no_yaku' }
  /** Five or more counters need two han from yaku, dora excluded (000 "Counters", 004), where the preset has the rule. */
  | { readonly code: 'two_yaku_required'; readonly counters: number; readonly threshold: number }
  | { readonly code: 'furiten'; readonly waits: readonly string[]; readonly discarded: readonly string[] }
  /** A winning discard passed since the player's last draw, or at any time after riichi (001, 3.4.5). */
  | { readonly code: 'temporary_furiten'; readonly riichi: boolean }
  | { readonly code: 'dead_hand'; readonly reason: DeadHandReason }
  | { readonly code: 'invalid_hand'; readonly issues: readonly string[] }
  | { readonly code: 'invalid_situation'; readonly issue: string; readonly message: string }
  | { readonly code: 'bad_discards'; readonly message: string };

export interface RulingInput {
  readonly preset: PresetName;
  /** The hand and situation, as the score calculator sends them to the engine. */
  readonly request: ScoreRequest;
  readonly claim: DeclaredClaim | null;
  /** The winner's own discards, mpsz (`19m5z3p`); empty when not given. */
  readonly discards: string;
  /** The winner let a winning discard pass (this go-around, or at all since riichi). */
  readonly passedWin: boolean;
  readonly deadHand: readonly DeclaredDeadHand[];
}

export interface Ruling {
  readonly valid: boolean;
  readonly invalid: readonly Invalidity[];
  /** Empty when no claim was given, or the claim matches. */
  readonly differences: readonly Difference[];
  /** The engine's result row, as the calculator shows it. */
  readonly result: ScoreResultJson;
  /** The hand's value as a player declares it (no counters, no sticks); null when it does not score. */
  readonly points: number | null;
  /** The waits before the win, when discards were given and could be checked. */
  readonly waits: readonly string[] | null;
}

/** The engine's refusal as the referee words it. */
function engineInvalidity(result: ScoreResultJson, sit: Situation | null, rules: Ruleset): Invalidity[] {
  switch (result.error) {
    case null:
      return [];
    case 'not_winning':
      return [{ code: 'incomplete' }];
    case 'no_yaku':
      return [{ code: 'no_yaku' }];
    case 'two_yaku_required':
      return [{ code: 'two_yaku_required', counters: sit?.honba ?? 0, threshold: rules.twoYakuCounters ?? 0 }];
    case 'invalid_context': {
      const d = result.details?.[0];
      return [{ code: 'invalid_situation', issue: d?.code ?? 'bad_context', message: d?.message ?? result.message ?? '' }];
    }
    default: {
      const codes = (result.details ?? []).map((d) => d.code);
      // A hand with too few or too many tiles, or a meld that is not one, is dead (000 "Dead hand").
      if (codes.includes('wrong_tile_count')) return [{ code: 'dead_hand', reason: 'wrong_tile_count' }];
      if (codes.includes('bad_meld')) return [{ code: 'dead_hand', reason: 'invalid_meld' }];
      return [{ code: 'invalid_hand', issues: (result.details ?? []).map((d) => d.message) }];
    }
  }
}

function furitenInvalidity(input: RulingInput, rules: Ruleset): { invalid: Invalidity[]; waits: readonly string[] | null } {
  if (input.discards.trim() === '') return { invalid: [], waits: null };
  const found = furitenFinding(input.request.hand, input.discards, rules);
  if (!found.ok) return { invalid: [{ code: 'bad_discards', message: found.error }], waits: null };
  const invalid: Invalidity[] = found.value.discarded.length > 0 ? [{ code: 'furiten', waits: found.value.waits, discarded: found.value.discarded }] : [];
  return { invalid, waits: found.value.waits };
}

/** What the hand looks like to the yaku explanations. */
function handView(input: RulingInput, rules: Ruleset, reading: Reading | null): HandView {
  const parsed = parseHand(input.request.hand, rules);
  const concealed = parsed.ok ? parsed.value.melds.every((m) => !m.open) : true;
  let allSimples = false;
  if (parsed.ok) {
    const all = parsed.value.allCounts;
    allSimples = all.every((n, k) => n === 0 || (k < 27 && k % 9 !== 0 && k % 9 !== 8));
  }
  return { concealed, allSimples, reading };
}

/** Rules on a declared win under the preset. */
export function ruleOnWin(input: RulingInput): Ruling {
  const rules = PRESETS[input.preset];
  const scored = scoreRequestParsed(input.request, rules);
  const result = toResultJson(scored);
  const parsedSit = parseSituation(input.request.context, rules);
  const sit = parsedSit.ok ? parsedSit.value : null;
  const invalid = engineInvalidity(result, sit, rules);
  let waits: readonly string[] | null = null;
  // Furiten forbids a win on a discard only: a self-drawn win stands (001, 3.4.5).
  if (sit !== null && !sit.tsumo) {
    const f = furitenInvalidity(input, rules);
    invalid.push(...f.invalid);
    waits = f.waits;
    if (input.passedWin) invalid.push({ code: 'temporary_furiten', riichi: sit.riichi });
  }
  for (const reason of input.deadHand) invalid.push({ code: 'dead_hand', reason });
  const score = scored.ok ? scored.value : null;
  const points = score !== null && sit !== null ? scoreValue(score, sit, rules) : null;
  let differences: Difference[] = [];
  if (input.claim !== null && sit !== null) {
    if (score !== null) differences = claimDifferences(input.claim, score, handView(input, rules, score.reading), sit, rules);
    // A hand that does not score: the declared yaku are still explained one by one.
    else if (input.claim.kind === 'yaku') differences = declaredYakuAbsences(input.claim.yaku, handView(input, rules, null), sit, rules);
  }
  return { valid: invalid.length === 0, invalid, differences, result, points, waits };
}
