/**
 * Scoring a win: every reading of the hand is evaluated (yaku, han, minipoints, value) and the
 * winner's most valuable valid interpretation is kept, using one comparator (points, then han,
 * then minipoints). Failures are values: the hand is not complete, it has no yaku, a situation
 * flag contradicts another, or the five-counter rule is not met.
 */
import { type Result, ok, err } from './result';
import { KIND_FLAGS, F_HONOR, F_OUTSIDE, F_TERMINAL, F_GREEN, F_MAN, F_PIN, F_SOU, kindOf, isTerminalOrHonor, isWind, isDragon } from './tile';
import { describeReading } from './reading-text';
import type { HandIssue, WinningHand } from './hand';
import type { Situation, ContextIssue } from './situation';
import { contextConflict } from './situation';
import type { Ruleset } from './ruleset';
import { type Reading, readingsOf } from './decompose';
import { type HandFacts, type ReadingShape, type YakuContext, NEED } from './yaku/types';
import { type YakuHit, regularYaku, yakumanOf } from './yaku/registry';
import { type FuPart, fuParts, fuTotal } from './fu';
import { type DoraCount, DORA_KINDS, countDora } from './dora';
import { type HandValue, type Level, regularValue, yakumanValue, MANGAN_BASE } from './value';
import { type Settlement, settle } from './payments';

export interface HandScore {
  readonly han: number;
  readonly fu: number;
  readonly yaku: readonly YakuHit[];
  readonly fuParts: readonly FuPart[];
  readonly level: Level;
  readonly base: number;
  readonly settlement: Settlement;
  /** The reading that scored best; null for nagashi mangan (no hand shown). */
  readonly reading: Reading | null;
  /** That reading in notation, red fives kept (reading-text.ts); null for nagashi mangan. */
  readonly readingText: string | null;
  readonly yakuman: boolean;
}

export type ScoreErrorCode = 'invalid_request' | 'invalid_hand' | 'invalid_context' | 'not_winning' | 'no_yaku' | 'two_yaku_required';

export interface ScoreError {
  readonly code: ScoreErrorCode;
  readonly message: string;
  readonly details: readonly { readonly code: string; readonly message: string; readonly field?: string; readonly notation?: NonNullable<HandIssue['notation']>; readonly tiles?: NonNullable<HandIssue['tiles']>; readonly rule?: string }[];
}

interface Candidate {
  readonly han: number;
  readonly fu: number;
  readonly yaku: YakuHit[];
  readonly fuParts: FuPart[];
  readonly value: HandValue;
  readonly reading: Reading;
  readonly yakuman: boolean;
  /** Han from yaku alone (dora excluded), for the yaku requirements. */
  readonly yakuHan: number;
  /** Big Three Dragons or Big Four Winds is among the hand's yakuman (counted or not): liability can apply. */
  readonly paoYakuman: boolean;
}

/** Yakuman for which a player can be liable (rule text 001, 3.3.9). */
const PAO_YAKUMAN = ['daisangen', 'daisuushii'];

/** The one ordering of candidates: more points, then more han, then more minipoints. */
const better = (a: Candidate, b: Candidate): boolean =>
  a.value.base !== b.value.base ? a.value.base > b.value.base : a.han !== b.han ? a.han > b.han : a.fu > b.fu;

function handFacts(hand: WinningHand): HandFacts {
  const all = hand.allCounts;
  let menzen = true;
  let kans = 0;
  for (const m of hand.melds) {
    if (m.open) menzen = false;
    if (m.isKan) kans++;
  }
  // OR and AND of the flags of the kinds present, without a branch per kind (which kinds are
  // present is different in every hand, so branches here mispredict).
  let any = 0;
  let every = 0xff;
  for (let k = 0; k < all.length; k++) {
    const present = (all[k]! + 7) >> 3; // 1 for a count of 1..4, else 0
    const f = KIND_FLAGS[k]!;
    any |= f & -present;
    every &= f | ((present - 1) & 0xff);
  }
  const suitMask = ((any & F_MAN) !== 0 ? 1 : 0) | ((any & F_PIN) !== 0 ? 2 : 0) | ((any & F_SOU) !== 0 ? 4 : 0);
  const hasHonors = (any & F_HONOR) !== 0;
  const allSimples = (any & F_OUTSIDE) === 0;
  const allTerminalsOrHonors = (every & F_OUTSIDE) !== 0;
  const allTerminals = (every & F_TERMINAL) !== 0;
  const allGreen = (every & F_GREEN) !== 0;
  const winKind = kindOf(hand.winTile);
  const oneSuit = suitMask === 1 || suitMask === 2 || suitMask === 4;
  return {
    all,
    concealed: hand.counts,
    menzen,
    meldCount: hand.melds.length,
    kans,
    suitMask,
    hasHonors,
    allSimples,
    allTerminalsOrHonors,
    allTerminals,
    allHonors: suitMask === 0,
    allGreen,
    nineGates: hand.melds.length === 0 && oneSuit && !hasHonors ? nineGates(hand.counts, winKind) : 0,
    winKind,
  };
}

const NINE_GATES = [3, 1, 1, 1, 1, 1, 1, 1, 3];

/** Nine Gates: 1112345678999 plus one tile of the same suit; nine-sided when the hand held exactly 1112345678999 before the winning tile. */
function nineGates(counts: ArrayLike<number>, win: number): 0 | 1 | 2 {
  const s = Math.floor(win / 9) * 9;
  let nineSided = true;
  for (let i = 0; i < 9; i++) {
    const n = counts[s + i]!;
    if (n < NINE_GATES[i]!) return 0;
    if (n - (s + i === win ? 1 : 0) !== NINE_GATES[i]) nineSided = false;
  }
  return nineSided ? 2 : 1;
}

/** One pass over the reading's sets: everything the shape predicates ask about. */
function shapeOf(reading: Reading): ReadingShape {
  const chis: number[] = [];
  const pungs: number[] = [];
  let concealedPungs = 0;
  let windPungs = 0;
  let dragonPungs = 0;
  let allSetsOutside = true;
  for (const b of reading.blocks) {
    if (b.type === 'chi') {
      // Insertion keeps `chis` sorted (at most four items: cheaper than Array.sort).
      let i = chis.length;
      chis.push(b.first);
      while (i > 0 && chis[i - 1]! > b.first) {
        chis[i] = chis[i - 1]!;
        chis[--i] = b.first;
      }
      if (b.first % 9 !== 0 && b.first % 9 !== 6) allSetsOutside = false;
      continue;
    }
    pungs.push(b.first);
    if (b.concealed) concealedPungs++;
    if (isWind(b.first)) windPungs++;
    else if (isDragon(b.first)) dragonPungs++;
    if (!isTerminalOrHonor(b.first)) allSetsOutside = false;
  }
  const features =
    (chis.length > 0 ? NEED.chi : 0) |
    (pungs.length > 0 ? NEED.pung : 0) |
    (dragonPungs > 0 ? NEED.dragonPung : 0) |
    (windPungs > 0 ? NEED.windPung : 0) |
    (reading.form === 'chiitoitsu' ? NEED.sevenPairs : reading.form === 'kokushi' ? NEED.kokushi : 0);
  return { chis, pungs, concealedPungs, windPungs, dragonPungs, allSetsOutside, features };
}

/** The situation's NEED bits (computed once per hand). */
function situationFeatures(s: Situation): number {
  return (
    (s.riichi ? NEED.riichi : 0) |
    (s.doubleRiichi ? NEED.doubleRiichi : 0) |
    (s.ippatsu ? NEED.ippatsu : 0) |
    (s.tsumo ? NEED.tsumo : 0) |
    (s.haitei ? NEED.haitei : 0) |
    (s.houtei ? NEED.houtei : 0) |
    (s.rinshan ? NEED.rinshan : 0) |
    (s.chankan ? NEED.chankan : 0) |
    (s.renhou ? NEED.renhou : 0) |
    (s.tenhou ? NEED.tenhou : 0) |
    (s.chiihou ? NEED.chiihou : 0)
  );
}

function doraHits(d: DoraCount): YakuHit[] {
  const hits: YakuHit[] = [];
  for (const k of DORA_KINDS) if (d[k.count]) hits.push({ id: k.id, name: k.name, han: d[k.count], yakuman: false });
  return hits;
}

const sumHan = (hits: readonly YakuHit[]): number => {
  let han = 0;
  for (const y of hits) han += y.han;
  return han;
};

function evaluate(ctx: YakuContext, dora: DoraCount): Candidate {
  const { reading, hand, sit, rules } = ctx;
  const yakuman = yakumanOf(ctx);
  if (yakuman.length > 0) {
    // Not cumulative: only the most valuable yakuman counts (ties: the first in registry order).
    let counted = yakuman;
    if (rules.yakumanStacking === 'highest' && yakuman.length > 1) counted = [yakuman.reduce((a, b) => (b.han > a.han ? b : a))];
    const han = sumHan(counted);
    const paoYakuman = yakuman.some((y) => PAO_YAKUMAN.includes(y.id));
    // A yakuman's value does not depend on minipoints: none are reported.
    return { han, fu: 0, yaku: counted, fuParts: [], value: yakumanValue(han / 13), reading, yakuman: true, yakuHan: han, paoYakuman };
  }
  const yaku = regularYaku(ctx);
  const yakuHan = sumHan(yaku);
  let pinfu = false;
  for (const y of yaku) if (y.id === 'pinfu') pinfu = true;
  if (yakuHan > 0) for (const d of doraHits(dora)) yaku.push(d);
  const han = yakuHan > 0 ? sumHan(yaku) : 0;
  const parts = fuParts(reading, sit, rules, hand.menzen, pinfu);
  const fu = fuTotal(parts);
  return { han, fu, yaku, fuParts: parts, value: regularValue(han, fu, rules), reading, yakuman: false, yakuHan, paoYakuman: false };
}

/** Why a candidate may not win, or null when it may. */
function invalidity(c: Candidate, sit: Situation, rules: Ruleset): 'no_yaku' | 'two_yaku_required' | null {
  if (c.yakuHan === 0) return 'no_yaku';
  if (!c.yakuman && rules.twoYakuCounters !== null && sit.honba >= rules.twoYakuCounters && c.yakuHan < 2) return 'two_yaku_required';
  return null;
}

const fail = (code: ScoreErrorCode, message: string, details: ScoreError['details'] = []): Result<never, ScoreError> => err({ code, message, details });

/** Scores a validated hand in a situation under a ruleset. */
export function scoreHand(hand: WinningHand, sit: Situation, rules: Ruleset): Result<HandScore, ScoreError> {
  const facts = handFacts(hand);
  const readings = readingsOf(hand.counts, hand.melds, facts.winKind, sit.tsumo);
  if (readings.length === 0) return fail('not_winning', 'the tiles do not form a complete hand (four sets and a pair, seven pairs or thirteen orphans)');
  const conflict: ContextIssue | null = contextConflict(sit, { open: !facts.menzen, melds: hand.melds.length > 0, kans: facts.kans, doraIndicators: hand.dora.length, uraIndicators: hand.ura.length });
  if (conflict) return fail('invalid_context', conflict.message, [conflict]);

  const dora = countDora(hand, facts.all, sit, rules);
  let best: Candidate | null = null;
  let bestInvalid: Candidate | null = null;
  const sitFeatures = situationFeatures(sit);
  for (const reading of readings) {
    const shape = shapeOf(reading);
    const c = evaluate({ hand: facts, reading, shape, have: sitFeatures | shape.features, sit, rules }, dora);
    if (invalidity(c, sit, rules) === null) {
      if (!best || better(c, best)) best = c;
    } else if (!bestInvalid || c.yakuHan > bestInvalid.yakuHan) bestInvalid = c;
  }
  // EMA 2025 (rules README, preset table: "Renho 5 han standing alone"): the hand is scored as the
  // higher of Renho alone and its other yaku, the winner's most valuable reading. Alone it is a 5-han
  // mangan, so it wins below a mangan and, at a mangan's value, over fewer han (a kiriage mangan of
  // 4 han 30 fu or 3 han 60 fu, or 4 han 40 fu, pays the same: the record keeps the higher count).
  if (sit.renhou && rules.renhou === 'standalone-mangan' && (!best || (!best.yakuman && (best.value.base < MANGAN_BASE || (best.value.base === MANGAN_BASE && best.han < 5))))) {
    const reading = (best ?? bestInvalid)!.reading;
    best = { han: 5, fu: 0, yaku: [{ id: 'renhou', name: 'Renhou', han: 5, yakuman: false }], fuParts: [], value: { base: MANGAN_BASE, level: 'mangan' }, reading, yakuman: false, yakuHan: 5, paoYakuman: false };
  }
  if (!best) {
    const why = invalidity(bestInvalid!, sit, rules)!;
    return why === 'no_yaku'
      ? fail('no_yaku', 'the hand has no yaku (dora and red fives do not count as yaku)')
      : fail('two_yaku_required', `with ${sit.honba} counters on the table, two han must come from yaku (dora excluded); this hand has ${bestInvalid!.yakuHan}`);
  }
  // Under non-cumulative rules the hand is worth one yakuman whichever is listed, so liability
  // covers the whole value; no preset stacks yakuman, so a split liability is not modelled.
  const liable = sit.paoSeat !== null && best.paoYakuman;
  if (sit.paoSeat !== null && !(liable && paoSetsCalled(hand))) {
    const message = 'liability (pao) applies only to Big Three Dragons with all three dragon sets called, or Big Four Winds with all four wind sets called (rule text 001, 3.3.9)';
    return fail('invalid_context', message, [{ code: 'pao_not_applicable', message }]);
  }
  return ok({
    han: best.han,
    fu: best.fu,
    yaku: best.yaku,
    fuParts: best.fuParts,
    level: best.value.level,
    base: best.value.base,
    settlement: settle(best.value.base, sit, rules, liable),
    reading: best.reading,
    readingText: describeReading(best.reading, hand),
    yakuman: best.yakuman,
  });
}

/** The liable player fed the third dragon set or the fourth wind set: all of them are called melds. */
function paoSetsCalled(hand: WinningHand): boolean {
  let dragons = 0;
  let winds = 0;
  for (const m of hand.melds)
    if (m.open && m.type !== 'chi') {
      if (isDragon(m.first)) dragons++;
      else if (isWind(m.first)) winds++;
    }
  return dragons === 3 || winds === 4;
}

/** Nagashi mangan: a mangan paid as a self-draw, whatever the hand (000 "Five yaku"). */
export function scoreNagashi(sit: Situation, rules: Ruleset): Result<HandScore, ScoreError> {
  if (!rules.nagashiMangan)
    return fail('invalid_context', `nagashi mangan is not a yaku in ${rules.title}`, [{ code: 'nagashi_not_in_preset', message: `nagashi mangan is not a yaku in ${rules.title}` }]);
  const asTsumo: Situation = { ...sit, tsumo: true, paoSeat: null };
  return ok({
    han: 5,
    fu: 0,
    yaku: [{ id: 'nagashi-mangan', name: 'Nagashi Mangan', han: 5, yakuman: false }],
    fuParts: [],
    level: 'nagashi mangan',
    base: MANGAN_BASE,
    settlement: settle(MANGAN_BASE, asTsumo, rules, false),
    reading: null,
    readingText: null,
    yakuman: false,
  });
}
