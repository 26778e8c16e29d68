/**
 * Who pays what: the payment keys of DESIGN.md section 3, counters included (300 per counter on
 * ron, 100 per payer on tsumo), riichi sticks to the winner, and liability (pao, rule text 001
 * 3.3.9) for Big Three Dragons and Big Four Winds.
 */
import { roundUp100 } from './value';
import type { Situation } from './situation';
import type { Ruleset } from './ruleset';

export type Payments =
  | { readonly discarder: number }
  | { readonly each: number }
  | { readonly dealer: number; readonly non_dealer: number }
  /** Liability on a ron by someone else: discarder and liable player share the value; the discarder alone pays the counters. */
  | { readonly discarder: number; readonly liable: number }
  /** Liability on a self-draw: the liable player pays the full value, the others nothing. */
  | { readonly liable: number };

export interface Settlement {
  /** Payments before counters and sticks, in the same keys. */
  readonly handValue: Payments;
  readonly payments: Payments;
  readonly riichiSticksBonus: number;
  /** Everything the winner gains. */
  readonly total: number;
}

/** What the payers hand over in all: with three players, a tsumo has one non-dealer payer fewer. */
const sum = (p: Payments, players: number): number => {
  if ('each' in p) return p.each * (players - 1);
  if ('non_dealer' in p) return p.dealer + p.non_dealer * (players - 2);
  return ('discarder' in p ? p.discarder : 0) + ('liable' in p ? p.liable : 0);
};

/**
 * Settles a win worth `base` points. `liable` = pao applies to this hand (a Big Three Dragons /
 * Big Four Winds yakuman with a liable player named in the situation).
 */
export function settle(base: number, sit: Situation, rules: Ruleset, liable: boolean): Settlement {
  const { honba, dealer, tsumo } = sit;
  const players = rules.players;
  const ronValue = roundUp100(base * (dealer ? 6 : 4));
  let handValue: Payments;
  let payments: Payments;
  if (liable && tsumo) {
    // The full value of the hand (its ron value) from the liable player, counters as on a ron.
    handValue = { liable: ronValue };
    payments = { liable: ronValue + 300 * honba };
  } else if (liable && sit.paoSeat !== sit.discarderSeat) {
    const half = roundUp100(ronValue / 2);
    handValue = { discarder: ronValue - half, liable: half };
    payments = { discarder: ronValue - half + 300 * honba, liable: half };
  } else if (!tsumo) {
    handValue = { discarder: ronValue };
    payments = { discarder: ronValue + 300 * honba };
  } else if (dealer) {
    const each = roundUp100(base * 2);
    handValue = { each };
    payments = { each: each + 100 * honba };
  } else {
    const d = roundUp100(base * 2);
    const n = roundUp100(base);
    handValue = { dealer: d, non_dealer: n };
    payments = { dealer: d + 100 * honba, non_dealer: n + 100 * honba };
  }
  const riichiSticksBonus = 1000 * sit.riichiSticks;
  return { handValue, payments, riichiSticksBonus, total: sum(payments, players) + riichiSticksBonus };
}
