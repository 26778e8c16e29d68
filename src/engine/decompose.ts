/**
 * Every reading of a complete hand: four sets and a pair, seven pairs, thirteen orphans; and for
 * each, every way the winning tile can have completed it (which decides the wait).
 *
 * The concealed tiles are split suit by suit. A suit's splits depend only on its nine counts, so
 * they are memoised by those counts (base-5 key): a hand is then a small cartesian product of
 * cached splits. The cache holds only suit patterns actually seen and stays far below 1 MB (at most
 * the ~2,000 completable suit patterns of up to 14 tiles, a few dozen bytes each).
 */
import { type TileKind, KINDS, isTerminalOrHonor } from './tile';
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

function suitKey(counts: ArrayLike<number>, offset: number): number {
  let key = 0;
  for (let i = 8; i >= 0; i--) key = key * 5 + counts[offset + i]!;
  return key;
}

/** All splits of nine counts into sets (and one pair when the count is 2 mod 3). */
function splitsOf(counts: ArrayLike<number>, offset: number): readonly Split[] {
  const key = suitKey(counts, offset);
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
  splitMemo.set(key, out);
  return out;
}

/** Honours form only pungs and a pair. Returns null when they cannot. */
function honorSplit(counts: ArrayLike<number>): Split | null {
  const out: number[] = [-1];
  for (let k = 27; k < KINDS; k++) {
    const n = counts[k]!;
    if (n === 0) continue;
    if (n === 3) out.push(k);
    else if (n === 2 && out[0] === -1) out[0] = k;
    else return null;
  }
  return out;
}

const NO_SPLITS: readonly Split[] = [];

/** The concealed part's standard splits as kind-level [pair, ...sets] lists. */
function standardSplits(counts: ArrayLike<number>): Split[] {
  const groups: (readonly Split[])[] = [];
  let pairs = 0;
  for (let s = 0; s < 3; s++) {
    let n = 0;
    for (let i = 0; i < 9; i++) n += counts[s * 9 + i]!;
    const r = n % 3;
    if (r === 1) return [];
    if (r === 2) pairs++;
    if (n === 0) {
      groups.push(NO_SPLITS);
      continue;
    }
    const splits = splitsOf(counts, s * 9);
    if (splits.length === 0) return [];
    groups.push(splits.map((sp) => sp.map((v, j) => (j === 0 && v < 0 ? -1 : j > 0 && v >= CHI ? KIND_CHI + v - CHI + s * 9 : v + s * 9))));
  }
  const honors = honorSplit(counts);
  if (honors === null) return [];
  if (honors[0] !== -1) pairs++;
  if (pairs !== 1) return [];
  let combos: number[][] = [[honors[0]!, ...honors.slice(1)]];
  for (const g of groups) {
    if (g.length === 0) continue;
    const next: number[][] = [];
    for (const base of combos)
      for (const sp of g) next.push([base[0] !== -1 ? base[0]! : sp[0]!, ...base.slice(1), ...sp.slice(1)]);
    combos = next;
  }
  return combos;
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

function meldBlock(m: Meld): Block {
  return { type: m.type === 'chi' ? 'chi' : m.isKan ? 'kan' : 'pon', first: m.first, open: m.open, concealed: !m.open };
}

/**
 * Every reading of the hand with the winning tile placed in each set it can have completed.
 * `counts` are the concealed kinds (winning tile included); `melds` are fixed sets.
 */
export function readingsOf(counts: ArrayLike<number>, melds: readonly Meld[], win: TileKind, tsumo: boolean): Reading[] {
  const out: Reading[] = [];
  const fixed = melds.map(meldBlock);
  for (const split of standardSplits(counts)) {
    const pair = split[0]!;
    const concealedSets = split.slice(1);
    const seen = new Set<number>(); // identical sets give identical readings
    if (pair === win) out.push(standardReading(pair, concealedSets, fixed, -1, 'tanki', tsumo));
    concealedSets.forEach((set, i) => {
      if (seen.has(set)) return;
      if (set >= KIND_CHI) {
        const first = set - KIND_CHI;
        if (win < first || win > first + 2) return;
        seen.add(set);
        out.push(standardReading(pair, concealedSets, fixed, i, chiWait(first, win), tsumo));
      } else if (set === win) {
        seen.add(set);
        out.push(standardReading(pair, concealedSets, fixed, i, 'shanpon', tsumo));
      }
    });
  }
  if (melds.length === 0) {
    if (isSevenPairs(counts)) out.push({ form: 'chiitoitsu', blocks: [], pair: -1, wait: 'tanki', winBlock: -1 });
    const kokushi = kokushiReading(counts, win);
    if (kokushi) out.push(kokushi);
  }
  return out;
}

function standardReading(pair: TileKind, sets: readonly number[], fixed: readonly Block[], winIndex: number, wait: Wait, tsumo: boolean): Reading {
  const blocks: Block[] = sets.map((set, i) =>
    set >= KIND_CHI
      ? { type: 'chi', first: set - KIND_CHI, open: false, concealed: true }
      : // A pung completed by the winning discard counts as an open pung (rule texts: "concealed pungs").
        { type: 'pon', first: set, open: false, concealed: tsumo || i !== winIndex },
  );
  return { form: 'standard', blocks: [...blocks, ...fixed], pair, wait, winBlock: winIndex };
}

/** True when the concealed kinds plus melds form a complete hand in any reading. */
export function isCompleteShape(counts: ArrayLike<number>, meldCount: number): boolean {
  if (meldCount === 0 && (isSevenPairs(counts) || kokushiReading(counts, -1) !== null)) return true;
  return standardSplits(counts).length > 0;
}

export const blockHasTerminalOrHonor = (b: Block): boolean =>
  b.type === 'chi' ? b.first % 9 === 0 || b.first % 9 === 6 : isTerminalOrHonor(b.first);

/** Number of suit patterns memoised so far (for the memory budget check in the bench). */
export const memoisedSuitPatterns = (): number => splitMemo.size;
