/** What every yaku predicate receives, and the shape of a yaku definition. */
import type { TileKind } from '../tile';
import type { Reading } from '../decompose';
import type { Situation } from '../situation';
import type { DoubleYakuman, Ruleset } from '../ruleset';

/** Facts about the whole hand that do not depend on the reading, computed once per hand. */
export interface HandFacts {
  /** Kind counts of every tile of the hand, melds included (a kong counts 4). */
  readonly all: Uint8Array;
  /** Kind counts of the concealed tiles, the winning tile included. */
  readonly concealed: ArrayLike<number>;
  /** No called meld (a concealed kong keeps the hand concealed). */
  readonly menzen: boolean;
  readonly meldCount: number;
  readonly kans: number;
  /** Bit s set when suit s (0 m, 1 p, 2 s) is present. */
  readonly suitMask: number;
  readonly hasHonors: boolean;
  readonly allSimples: boolean;
  readonly allTerminalsOrHonors: boolean;
  readonly allTerminals: boolean;
  readonly allHonors: boolean;
  readonly allGreen: boolean;
  /** Nine Gates shape: 0 none, 1 plain, 2 on the nine-sided wait. */
  readonly nineGates: 0 | 1 | 2;
  readonly winKind: TileKind;
}

/** Facts about one reading, computed once so the predicates allocate nothing. */
export interface ReadingShape {
  /** First tiles of the chows, sorted. */
  readonly chis: readonly TileKind[];
  /** Kinds of the pungs and kongs. */
  readonly pungs: readonly TileKind[];
  readonly concealedPungs: number;
  readonly windPungs: number;
  readonly dragonPungs: number;
  /** Every set holds a terminal or honour. */
  readonly allSetsOutside: boolean;
  /** NEED bits of the reading's shape (chi, pung, dragonPung, windPung, sevenPairs, kokushi). */
  readonly features: number;
}

/**
 * What a yaku needs before its predicate can hold: situation flags and reading features. The
 * registry skips a definition whose needs the reading lacks (most yaku, for most hands), so the
 * predicates are only asked where they can succeed; the predicate stays the truth.
 */
export const NEED = {
  riichi: 1 << 0,
  doubleRiichi: 1 << 1,
  ippatsu: 1 << 2,
  tsumo: 1 << 3,
  haitei: 1 << 4,
  houtei: 1 << 5,
  rinshan: 1 << 6,
  chankan: 1 << 7,
  renhou: 1 << 8,
  tenhou: 1 << 9,
  chiihou: 1 << 10,
  /** At least one chow. */
  chi: 1 << 11,
  /** At least one pung or kong. */
  pung: 1 << 12,
  dragonPung: 1 << 13,
  windPung: 1 << 14,
  sevenPairs: 1 << 15,
  kokushi: 1 << 16,
} as const;

export interface YakuContext {
  readonly hand: HandFacts;
  readonly reading: Reading;
  readonly shape: ReadingShape;
  /** NEED bits this situation and reading have. */
  readonly have: number;
  readonly sit: Situation;
  readonly rules: Ruleset;
}

export interface YakuDefinition {
  readonly id: string;
  /** Romaji name as printed in results (stable: the UI translates by id). */
  readonly name: string;
  readonly closedHan: number;
  /** Han on an open hand; null = concealed hands only. */
  readonly openHan: number | null;
  /** Yaku that this one replaces when both hold (e.g. Junchan replaces Chanta). */
  readonly supersedes?: readonly string[];
  /** NEED bits required before `test` can hold. */
  readonly needs?: number;
  readonly test: (ctx: YakuContext) => boolean;
}

export interface YakumanDefinition {
  readonly id: string;
  readonly name: string;
  /** The ruleset switch that makes this yakuman count twice, if any. */
  readonly double?: keyof DoubleYakuman;
  readonly supersedes?: readonly string[];
  readonly needs?: number;
  readonly test: (ctx: YakuContext) => boolean;
}
