/**
 * Every reading of a complete hand: four sets and a pair, seven pairs, thirteen orphans; and for
 * each, every way the winning tile can have completed it (which decides the wait).
 *
 * The concealed tiles are split suit by suit. A suit's splits depend only on its nine counts, so
 * they are memoised by those counts (base-5 key): a hand is then a small cartesian product of
 * cached splits. Only patterns that do split are kept: of the 405,349 suit patterns of up to 14
 * tiles, 21,742 split, so the memo is bounded (measured by `npm run bench` when full: see README).
 */
import { type TileKind, KINDS } from './tile';
import type { Meld } from './meld';

export type Wait = 'ryanmen' | 'kanchan' | 'penchan' | 'shanpon' | 'tanki' | 'juusanmen';

export interface Block {
  readonly type: 'chi' | 'pon' | 'kan';
  /** First tile of a chow; the tile of a pung or kong. */
  readonly first: TileKind;
  /** Called from another player (an open meld). */
  readonly open: boolean;
  /** Counts as a concealed set for minipoints and Three/Four Concealed Pungs: not called, and not
   * a pung completed by the winning discard. */
  readonly concealed: boolean;
}

export interface Reading {
  readonly form: 'standard' | 'chiitoitsu' | 'kokushi';
  /** Four sets (melds included) for `standard`; empty otherwise. */
  readonly blocks: readonly Block[];
  /** The pair of a standard hand; the doubled tile of thirteen orphans; -1 for seven pairs. */
  readonly pair: TileKind;
  readonly wait: Wait;
  /** Index in `blocks` of the set the winning tile completed, or -1 when it completed the pair. */
  readonly winBlock: number;
}

/**
 * A split: [pair or -1, ...sets]. Within a suit, a set is `i` (pung at i) or `CHI + i` (chow from
 * i); across the hand, a pung is its kind and a chow `KIND_CHI + first kind` (no overlap with
 * honour kinds).
 */
type Split = readonly number[];
const CHI = 16;
const KIND_CHI = 100;
const splitMemo = new Map<number, readonly Split[]>();
const NO_SPLITS: readonly Split[] = Object.freeze([]);
/** The one split of a suit with no tiles: no pair, no sets. */
const EMPTY_SUIT: readonly Split[] = Object.freeze([Object.freeze([-1])]);

function suitKey(counts: ArrayLike<number>, offset: number): number {
  let key = 0;
  for (let i = 8; i >= 0; i--) key = key * 5 + counts[offset + i]!;
  return key;
}

/** All splits of nine counts into sets (and one pair when the count is 2 mod 3). `key` = suitKey(counts, offset). */
function splitsOf(counts: ArrayLike<number>, offset: number, key = suitKey(counts, offset)): readonly Split[] {
  const cached = splitMemo.get(key);
  if (cached) return cached;
  const c = Array.from({ length: 9 }, (_, i) => counts[offset + i]!);
  const out: Split[] = [];
  const acc: number[] = [-1];
  // Options at one index are taken in the order pair < pung < chow, so each multiset of
  // sets is produced exactly once.
  const rec = (i: number, minOption: number): void => {
    while (i < 9 && c[i] === 0) {
      i++;
      minOption = 0;
    }
    if (i === 9) return void out.push(acc.slice());
    if (minOption <= 0 && acc[0] === -1 && c[i]! >= 2) {
      c[i]! -= 2;
      acc[0] = i;
      rec(i, 1);
      acc[0] = -1;
      c[i]! += 2;
    }
    if (minOption <= 1 && c[i]! >= 3) {
      c[i]! -= 3;
      acc.push(i);
      rec(i, 2);
      acc.pop();
      c[i]! += 3;
    }
    if (i <= 6 && c[i + 1]! > 0 && c[i + 2]! > 0) {
      c[i]!--;
      c[i + 1]!--;
      c[i + 2]!--;
      acc.push(CHI + i);
      rec(i, 2);
      acc.pop();
      c[i]!++;
      c[i + 1]!++;
      c[i + 2]!++;
    }
  };
  rec(0, 0);
  if (out.length === 0) return NO_SPLITS;
  splitMemo.set(key, out);
  return out;
}

/** Appends a suit split's sets as kind-level codes (pung: its kind; chow: KIND_CHI + first kind). */
function pushKindSets(out: number[], split: Split, offset: number): void {
  for (let i = 1; i < split.length; i++) {
    const v = split[i]!;
    out.push(v >= CHI ? KIND_CHI + v - CHI + offset : v + offset);
  }
}

/** The concealed part's standard splits as kind-level [pair, ...sets] lists. */
function standardSplits(counts: ArrayLike<number>): Split[] {
  let pairs = 0;
  // Honours: pungs and at most one pair.
  let honorPair = -1;
  let honorSets = 0;
  for (let k = 27; k < KINDS; k++) {
    const n = counts[k]!;
    if (n === 0) continue;
    if (n === 3) honorSets++;
    else if (n === 2 && honorPair === -1) honorPair = k;
    else return [];
  }
  if (honorPair !== -1) pairs++;
  let g0: readonly Split[] = NO_SPLITS;
  let g1: readonly Split[] = NO_SPLITS;
  let g2: readonly Split[] = NO_SPLITS;
  for (let s = 0; s < 3; s++) {
    // The suit's tile count and its memo key in one pass.
    let n = 0;
    let key = 0;
    for (let i = s * 9 + 8; i >= s * 9; i--) {
      const c = counts[i]!;
      n += c;
      key = key * 5 + c;
    }
    if (n === 0) continue;
    const r = n % 3;
    if (r === 1) return [];
    if (r === 2 && ++pairs > 1) return [];
    const splits = splitsOf(counts, s * 9, key);
    if (splits.length === 0) return [];
    if (s === 0) g0 = splits;
    else if (s === 1) g1 = splits;
    else g2 = splits;
  }
  if (pairs !== 1) return [];
  const honors: number[] = [];
  if (honorSets > 0) for (let k = 27; k < KINDS; k++) if (counts[k] === 3) honors.push(k);
  const out: Split[] = [];
  for (const a of g0.length ? g0 : EMPTY_SUIT)
    for (const b of g1.length ? g1 : EMPTY_SUIT)
      for (const c of g2.length ? g2 : EMPTY_SUIT) {
        const pair = honorPair !== -1 ? honorPair : a[0] !== -1 ? a[0]! : b[0] !== -1 ? b[0]! + 9 : c[0]! + 18;
        const sets: number[] = [pair];
        pushKindSets(sets, a, 0);
        pushKindSets(sets, b, 9);
        pushKindSets(sets, c, 18);
        for (const h of honors) sets.push(h);
        out.push(sets);
      }
  return out;
}

const KOKUSHI = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

function kokushiReading(counts: ArrayLike<number>, win: TileKind): Reading | null {
  let pair = -1;
  let total = 0;
  for (const k of KOKUSHI) {
    const n = counts[k]!;
    if (n === 0 || n > 2) return null;
    if (n === 2) {
      if (pair !== -1) return null;
      pair = k;
    }
    total += n;
  }
  if (total !== 14) return null;
  // Thirteen-sided: before the winning tile, the hand held one of each of the thirteen.
  return { form: 'kokushi', blocks: [], pair, wait: pair === win ? 'juusanmen' : 'tanki', winBlock: -1 };
}

function isSevenPairs(counts: ArrayLike<number>): boolean {
  let pairs = 0;
  for (let k = 0; k < KINDS; k++) {
    const n = counts[k]!;
    if (n === 2) pairs++;
    else if (n !== 0) return false;
  }
  return pairs === 7;
}

function chiWait(first: TileKind, win: TileKind): Wait {
  const pos = win - first; // 0, 1 or 2
  if (pos === 1) return 'kanchan';
  const n = first % 9; // 0 = a 1-2-3 chow
  if (pos === 0) return n === 6 ? 'penchan' : 'ryanmen'; // 7-8-9 won on the 7
  return n === 0 ? 'penchan' : 'ryanmen'; // 1-2-3 won on the 3
}

/**
 * Every reading of the hand with the winning tile placed in each set it can have completed.
 * `counts` are the concealed kinds (winning tile included); `melds` are fixed sets.
 */
export function readingsOf(counts: ArrayLike<number>, melds: readonly Meld[], win: TileKind, tsumo: boolean): Reading[] {
  const out: Reading[] = [];
  for (const split of standardSplits(counts)) {
    // split = [pair, ...concealed sets]
    const pair = split[0]!;
    if (pair === win) out.push(standardReading(split, melds, -1, 'tanki', tsumo));
    for (let i = 1; i < split.length; i++) {
      const set = split[i]!;
      // An identical set earlier in the split gives an identical reading.
      if (split.indexOf(set, 1) !== i) continue;
      if (set >= KIND_CHI) {
        const first = set - KIND_CHI;
        if (win >= first && win <= first + 2) out.push(standardReading(split, melds, i, chiWait(first, win), tsumo));
      } else if (set === win) out.push(standardReading(split, melds, i, 'shanpon', tsumo));
    }
  }
  if (melds.length === 0) {
    if (isSevenPairs(counts)) out.push({ form: 'chiitoitsu', blocks: [], pair: -1, wait: 'tanki', winBlock: -1 });
    const kokushi = kokushiReading(counts, win);
    if (kokushi) out.push(kokushi);
  }
  return out;
}

// Blocks are immutable: the concealed chows and pungs are shared, not built per reading.
const CHI_BLOCKS: readonly Block[] = Array.from({ length: 27 }, (_, first) => Object.freeze({ type: 'chi' as const, first, open: false, concealed: true }));
const PON_BLOCKS: readonly (readonly [Block, Block])[] = Array.from({ length: KINDS }, (_, first) => [
  Object.freeze({ type: 'pon' as const, first, open: false, concealed: false }),
  Object.freeze({ type: 'pon' as const, first, open: false, concealed: true }),
]);

/** A reading from a split ([pair, ...sets]) with the winning tile in set `winIndex` (-1: the pair). */
function standardReading(split: readonly number[], melds: readonly Meld[], winIndex: number, wait: Wait, tsumo: boolean): Reading {
  const blocks: Block[] = [];
  for (let i = 1; i < split.length; i++) {
    const set = split[i]!;
    blocks.push(
      set >= KIND_CHI
        ? CHI_BLOCKS[set - KIND_CHI]!
        : // A pung completed by the winning discard counts as an open pung (rule texts: "concealed pungs").
          PON_BLOCKS[set]![tsumo || i !== winIndex ? 1 : 0]!,
    );
  }
  for (const m of melds) blocks.push(m.block);
  return { form: 'standard', blocks, pair: split[0]!, wait, winBlock: winIndex < 0 ? -1 : winIndex - 1 };
}

/** True when the concealed kinds plus melds form a complete hand in any reading. */
export function isCompleteShape(counts: ArrayLike<number>, meldCount: number): boolean {
  if (meldCount === 0 && (isSevenPairs(counts) || kokushiReading(counts, -1) !== null)) return true;
  return standardSplits(counts).length > 0;
}


/**
 * Fills the suit-split memo with every pattern of up to 14 tiles that splits (21,743 with the
 * empty suit), so later
 * scoring never computes one; returns the number stored. Optional: the memo also fills as hands
 * are scored. The bench uses it to measure the table's memory when full.
 */
export function precomputeSuitSplits(): number {
  const c = new Array<number>(9).fill(0);
  const walk = (i: number, left: number): void => {
    if (i === 9) {
      splitsOf(c, 0);
      return;
    }
    for (let n = 0; n <= Math.min(4, left); n++) {
      c[i] = n;
      walk(i + 1, left - n);
    }
    c[i] = 0;
  };
  walk(0, 14);
  return splitMemo.size;
}
