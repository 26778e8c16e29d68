/**
 * Minipoints (fu), itemised: every part carries a reason code, and the total is derived from the
 * parts (rounded up to 10, seven pairs fixed at 25). Values from the minipoint tables of rule
 * texts 000/002 (identical in 003 and 004).
 */
import { type TileKind, NORTH, isDragon, isTerminalOrHonor } from './tile';
import type { Reading } from './decompose';
import type { Situation } from './situation';
import type { Ruleset } from './ruleset';

export type FuReason =
  | 'base'
  | 'concealed_ron'
  | 'seven_pairs'
  | 'open_pinfu'
  | 'tsumo'
  | 'pair_wait'
  | 'kanchan'
  | 'penchan'
  | 'valued_pair'
  | 'double_valued_pair'
  | `${'open' | 'closed'}_${'' | 'terminal_'}${'pon' | 'kan'}`;

export type FuPart = readonly [FuReason, number];

/** Pung/kong minipoints: 2 for an open pung of simples, doubled when concealed, when of terminals or honours, and x4 for a kong. Index: kan*4 + concealed*2 + outside. */
const SET_FU: readonly FuPart[] = [
  ['open_pon', 2],
  ['open_terminal_pon', 4],
  ['closed_pon', 4],
  ['closed_terminal_pon', 8],
  ['open_kan', 8],
  ['open_terminal_kan', 16],
  ['closed_kan', 16],
  ['closed_terminal_kan', 32],
];

/** A pair worth minipoints: dragons, seat wind, prevalent wind (and North where its pung is a yaku). */
export function isValuedPair(pair: TileKind, sit: Situation, rules: Ruleset): boolean {
  return isDragon(pair) || pair === sit.seatWind || pair === sit.roundWind || (rules.northPungYaku && pair === NORTH);
}

function pairFu(pair: TileKind, sit: Situation, rules: Ruleset): FuPart | null {
  if (pair === sit.seatWind && pair === sit.roundWind) return ['double_valued_pair', rules.doubleWindPairFu];
  return isValuedPair(pair, sit, rules) ? ['valued_pair', 2] : null;
}

/** The minipoint parts of one reading. `pinfu` = the reading earned the Pinfu yaku. */
export function fuParts(reading: Reading, sit: Situation, rules: Ruleset, menzen: boolean, pinfu: boolean): FuPart[] {
  if (reading.form === 'chiitoitsu') return [['seven_pairs', 25]];
  if (reading.form === 'kokushi') return [];
  const parts: FuPart[] = [['base', 20]];
  if (menzen && !sit.tsumo) parts.push(['concealed_ron', 10]);
  for (const b of reading.blocks) {
    if (b.type === 'chi') continue;
    parts.push(SET_FU[(b.type === 'kan' ? 4 : 0) + (b.concealed ? 2 : 0) + (isTerminalOrHonor(b.first) ? 1 : 0)]!);
  }
  const pair = pairFu(reading.pair, sit, rules);
  if (pair) parts.push(pair);
  if (reading.wait === 'tanki') parts.push(['pair_wait', 2]);
  else if (reading.wait === 'kanchan') parts.push(['kanchan', 2]);
  else if (reading.wait === 'penchan') parts.push(['penchan', 2]);
  // "Selfdraw (not in case of pinfu) 2".
  if (sit.tsumo && !pinfu) parts.push(['tsumo', 2]);
  // "Open pinfu 2": an open hand with no other minipoints would be 20; it scores 30.
  if (!menzen && parts.length === 1) parts.push(['open_pinfu', 2]);
  return parts;
}

/** Total of the parts, rounded up to the next 10 (seven pairs stay at 25). */
export function fuTotal(parts: readonly FuPart[]): number {
  let sum = 0;
  for (const [, fu] of parts) sum += fu;
  if (parts.length === 1 && parts[0]![0] === 'seven_pairs') return 25;
  return Math.ceil(sum / 10) * 10;
}
