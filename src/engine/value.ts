/**
 * From han and minipoints to the hand's base value and limit level. The rule texts' payment tables
 * are this arithmetic: base = fu x 2^(han+2), capped at mangan (2000); limit hands per the "Limit
 * hands" table (5 mangan, 6-7 haneman, 8-10 baiman, 11-12 sanbaiman, 13+ yakuman). A payer's share
 * is base x 4 (non-dealer ron), x 6 (dealer ron), x 2 / x 1 (tsumo), rounded up to 100.
 */
import type { Ruleset } from './ruleset';

export type Level = '' | 'mangan' | 'kiriage mangan' | 'haneman' | 'baiman' | 'sanbaiman' | 'kazoe yakuman' | 'yakuman' | `${number}x yakuman` | 'nagashi mangan';

export interface HandValue {
  readonly base: number;
  readonly level: Level;
}

export const MANGAN_BASE = 2000;
export const YAKUMAN_BASE = 8000;

/** Base value of a regular (non-yakuman) hand. */
export function regularValue(han: number, fu: number, rules: Ruleset): HandValue {
  if (han >= 13) return rules.kazoe === 'yakuman' ? { base: YAKUMAN_BASE, level: 'kazoe yakuman' } : { base: 6000, level: 'sanbaiman' };
  if (han >= 11) return { base: 6000, level: 'sanbaiman' };
  if (han >= 8) return { base: 4000, level: 'baiman' };
  if (han >= 6) return { base: 3000, level: 'haneman' };
  if (han >= 5) return { base: MANGAN_BASE, level: 'mangan' };
  const base = fu * 2 ** (han + 2);
  if (base >= MANGAN_BASE) return { base: MANGAN_BASE, level: 'mangan' };
  // Kiriage: 4 han 30 fu and 3 han 60 fu (base 1920) are paid as mangan.
  if (rules.kiriage && base >= 1920) return { base: MANGAN_BASE, level: 'kiriage mangan' };
  return { base, level: '' };
}

export function yakumanValue(multiple: number): HandValue {
  return { base: YAKUMAN_BASE * multiple, level: multiple === 1 ? 'yakuman' : `${multiple}x yakuman` };
}

export const roundUp100 = (points: number): number => Math.ceil(points / 100) * 100;
