/**
 * Shorthand for the referee suites: a ruling from a hand in mpsz notation, the winning tile, the
 * melds and the situation in a few words (the engine suites' notation, test/engine/referee.ts).
 */
import type { PresetName } from '../../src/engine/index';
import { type DeclaredClaim, type Ruling, type RulingInput, ruleOnWin } from '../../src/referee/index';
import { context, melds } from '../engine/referee';

export interface Extra {
  readonly claim?: DeclaredClaim;
  readonly discards?: string;
  readonly passedWin?: boolean;
  readonly deadHand?: RulingInput['deadHand'];
  readonly preset?: PresetName;
}

export function input(concealed: string, win: string, meldSpec: string, situation: string, extra: Extra = {}): RulingInput {
  return {
    preset: extra.preset ?? 'ema-2012',
    request: { hand: { concealed, win_tile: win, melds: melds(meldSpec) }, context: context(situation) },
    claim: extra.claim ?? null,
    discards: extra.discards ?? '',
    passedWin: extra.passedWin ?? false,
    deadHand: extra.deadHand ?? [],
  };
}

export const rule = (concealed: string, win: string, meldSpec: string, situation: string, extra: Extra = {}): Ruling => ruleOnWin(input(concealed, win, meldSpec, situation, extra));

/** The codes of a ruling's reasons, in order. */
export const reasons = (r: Ruling): string[] => r.invalid.map((i) => i.code);
