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
}

export interface YakuContext {
  readonly hand: HandFacts;
  readonly reading: Reading;
  readonly shape: ReadingShape;
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
  readonly test: (ctx: YakuContext) => boolean;
}

export interface YakumanDefinition {
  readonly id: string;
  readonly name: string;
  /** The ruleset switch that makes this yakuman count twice, if any. */
  readonly double?: keyof DoubleYakuman;
  readonly supersedes?: readonly string[];
  readonly test: (ctx: YakuContext) => boolean;
}
