/**
 * Why a yaku the player declared is not in the computed result, for the yaku whose conditions a
 * player most often gets wrong. Each reason is a code with parameters; the view words it.
 */
import { type Reading, type Ruleset, type Situation, YAKU, YAKUMAN } from '../engine/index';

export type YakuAbsence =
  /** The yaku needs a concealed hand and the hand has a called meld. */
  | { readonly code: 'needs_concealed' }
  /** The yaku comes from the situation (riichi, ippatsu, tsumo...) and the situation does not say so. */
  | { readonly code: 'not_in_situation'; readonly flag: string }
  | { readonly code: 'pinfu_value_pair'; readonly pair: number }
  | { readonly code: 'pinfu_wait'; readonly wait: string }
  | { readonly code: 'pinfu_pung' }
  | { readonly code: 'tanyao_terminal_or_honor' }
  /** Open All Simples, in a preset that counts it only on a concealed hand. */
  | { readonly code: 'open_tanyao_not_in_preset'; readonly preset: string }
  /** The id names no yaku of the engine. */
  | { readonly code: 'unknown_yaku' }
  /** The hand does not have the shape or tiles the yaku asks for. */
  | { readonly code: 'not_in_hand' };

export interface HandView {
  /** No called meld (a concealed kong keeps the hand concealed). */
  readonly concealed: boolean;
  /** Only tiles 2-8 of the suits. */
  readonly allSimples: boolean;
  /** The reading the engine scored, when it scored one. */
  readonly reading: Reading | null;
}

/** The situation flag each situational yaku needs. */
const SITUATION_FLAGS: Readonly<Record<string, (s: Situation) => boolean>> = {
  riichi: (s) => s.riichi,
  'double-riichi': (s) => s.doubleRiichi,
  ippatsu: (s) => s.ippatsu,
  'menzen-tsumo': (s) => s.tsumo,
  haitei: (s) => s.haitei,
  houtei: (s) => s.houtei,
  rinshan: (s) => s.rinshan,
  chankan: (s) => s.chankan,
  renhou: (s) => s.renhou,
  tenhou: (s) => s.tenhou,
  chiihou: (s) => s.chiihou,
};

const isKnown = (id: string): boolean => YAKU.some((d) => d.id === id) || YAKUMAN.some((d) => d.id === id);
const concealedOnly = (id: string): boolean => YAKU.find((d) => d.id === id)?.openHan === null;

/** East..North are kinds 27-30, the dragons 31-33. */
const isValuePair = (kind: number, s: Situation): boolean => kind >= 31 || kind === s.seatWind || kind === s.roundWind;

function pinfuAbsence(r: Reading, s: Situation): YakuAbsence {
  if (r.form === 'standard' && r.blocks.some((b) => b.type !== 'chi')) return { code: 'pinfu_pung' };
  if (r.form === 'standard' && isValuePair(r.pair, s)) return { code: 'pinfu_value_pair', pair: r.pair };
  if (r.wait !== 'ryanmen') return { code: 'pinfu_wait', wait: r.wait };
  return { code: 'not_in_hand' };
}

/** Why the declared yaku `id` does not hold for this hand in this situation under these rules. */
export function yakuAbsence(id: string, hand: HandView, sit: Situation, rules: Ruleset): YakuAbsence {
  if (!isKnown(id)) return { code: 'unknown_yaku' };
  if (concealedOnly(id) && !hand.concealed) return { code: 'needs_concealed' };
  const flag = SITUATION_FLAGS[id];
  if (flag !== undefined && !flag(sit)) return { code: 'not_in_situation', flag: id === 'menzen-tsumo' ? 'tsumo' : id.replace('-', '_') };
  if (id === 'pinfu' && hand.reading !== null) return pinfuAbsence(hand.reading, sit);
  if (id === 'tanyao') return hand.allSimples ? { code: 'open_tanyao_not_in_preset', preset: rules.name } : { code: 'tanyao_terminal_or_honor' };
  return { code: 'not_in_hand' };
}
