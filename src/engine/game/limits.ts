/**
 * What a recorded win's worth and a game's figures may be (issue 20): one check that the Win
 * dialog, the reducer and every file door share, so what one refuses the others refuse too. The
 * bounds are derived from the rules the engine scores with, not typed in: a worth outside them is
 * no hand the preset can produce, whatever door it came through.
 */
import { YAKU, YAKUMAN } from '../yaku/registry';
import { PRESETS, PRESET_NAMES, type Ruleset } from '../ruleset';
import type { HandWorth } from './events';

/** Points, deltas and starting points stay within this (a real game moves a few hundred thousand); far inside 2^53, so sums stay exact. */
export const POINTS_LIMIT = 10_000_000;
/** A player's name and an adjustment's reason: generous for a person, small for a file (a stored record longer than this is refused). */
export const NAME_MAX = 64;
export const REASON_MAX = 500;

/**
 * Most han a regular (non-yakuman) hand can count: every yaku of the registry at its concealed
 * value (one superseded by another left out, as the scorer drops it), plus four dora per
 * indicator (five dora and five ura indicators at most: one plus one per kong, four kongs) and
 * one per red five. No hand reaches it; none goes past it.
 */
export function maxHanOf(rules: Ruleset): number {
  const superseded = new Set(YAKU.flatMap((y) => y.supersedes ?? []));
  const yaku = YAKU.filter((y) => !superseded.has(y.id)).reduce((sum, y) => sum + y.closedHan, 0);
  const INDICATORS = 10;
  return yaku + 4 * INDICATORS + (rules.redFives ? 3 : 0);
}

/** Largest yakuman multiple: one yakuman (two where a double counts) unless the preset adds them up. */
export function maxYakumanOf(rules: Ruleset): number {
  const weight = (y: (typeof YAKUMAN)[number]): number => (y.double !== undefined && rules.doubleYakuman[y.double] ? 2 : 1);
  return rules.yakumanStacking === 'cumulative' ? YAKUMAN.reduce((sum, y) => sum + weight(y), 0) : Math.max(...YAKUMAN.map(weight));
}

/**
 * Largest minipoint count of a regular hand: three concealed kongs of terminals or honours
 * (3 x 32; a fourth kong would be four kongs, a yakuman), a pung of terminals completed on a
 * discard (open, 4: had it been concealed with a pair wait, four concealed pungs), a pair of the
 * double wind, 20 base and 10 for a concealed ron: 134 (132 where the double wind pair gives 2),
 * rounded up to 140.
 */
export function maxFuOf(rules: Ruleset): number {
  return Math.ceil((20 + 10 + 3 * 32 + 4 + rules.doubleWindPairFu) / 10) * 10;
}

/** The minipoint counts a hand can have under the preset: 25 (seven pairs) and 20 up to the largest in tens. */
export function fuChoicesOf(rules: Ruleset): readonly number[] {
  const tens = Array.from({ length: (maxFuOf(rules) - 20) / 10 + 1 }, (_, i) => 20 + 10 * i);
  return [20, 25, ...tens.slice(1)];
}

const overPresets = (of: (r: Ruleset) => number): number => Math.max(...PRESET_NAMES.map((p) => of(PRESETS[p])));
/** The bounds over every preset: what a file's shape allows before its preset is known (the replay then applies the preset's own). */
export const HAN_BOUND = overPresets(maxHanOf);
export const YAKUMAN_BOUND = overPresets(maxYakumanOf);
export const FU_BOUND_CHOICES: readonly number[] = fuChoicesOf(PRESETS[PRESET_NAMES.reduce((a, b) => (maxFuOf(PRESETS[b]) > maxFuOf(PRESETS[a]) ? b : a))]);

export type WorthProblem = 'han_out_of_range' | 'fu_out_of_range' | 'fu_not_for_han' | 'fu_not_for_ron' | 'yakuman_out_of_range';

/**
 * Why a worth is no hand the preset can score, won as `win` says, or null. 20 fu is a concealed
 * pinfu hand won by self-draw (on a discard it counts 30: 20 + 10 for a concealed ron, and an
 * open hand's 22 rounds up to 30), and 25 fu seven pairs: both come with two han of their own,
 * so one han with them is a typing slip, not a hand.
 */
export function worthProblem(worth: HandWorth, rules: Ruleset, win: 'ron' | 'tsumo'): WorthProblem | null {
  const whole = (x: number, min: number, max: number): boolean => Number.isInteger(x) && x >= min && x <= max;
  if ('yakuman' in worth) return whole(worth.yakuman, 1, maxYakumanOf(rules)) ? null : 'yakuman_out_of_range';
  if (!whole(worth.han, 1, maxHanOf(rules))) return 'han_out_of_range';
  if (!fuChoicesOf(rules).includes(worth.fu)) return 'fu_out_of_range';
  if (worth.han === 1 && (worth.fu === 20 || worth.fu === 25)) return 'fu_not_for_han';
  return win === 'ron' && worth.fu === 20 ? 'fu_not_for_ron' : null;
}

/** Why an adjustment cannot be recorded, or null: one whole number per seat within the points bound, summing to zero, not all zero. */
export type AdjustProblem = 'adjust_count' | 'adjust_out_of_range' | 'adjust_not_zero' | 'adjust_all_zero';

export function adjustProblem(deltas: readonly number[], players: number): AdjustProblem | null {
  if (deltas.length !== players) return 'adjust_count';
  // Bounded first: the zero-sum test below is then exact (1e16 + 1 - 1e16 would round to zero).
  if (deltas.some((d) => !Number.isInteger(d) || Math.abs(d) > POINTS_LIMIT)) return 'adjust_out_of_range';
  if (deltas.reduce((a, b) => a + b, 0) !== 0) return 'adjust_not_zero';
  return deltas.every((d) => d === 0) ? 'adjust_all_zero' : null;
}
