/** Yaku that depend on the reading: which sets the hand is made of and how it was waited on. */
import type { Block } from '../decompose';
import { isValuedPair } from '../fu';
import type { YakuContext, YakuDefinition } from './types';

const chis = (ctx: YakuContext): Block[] => ctx.reading.blocks.filter((b) => b.type === 'chi');
const pungs = (ctx: YakuContext): Block[] => ctx.reading.blocks.filter((b) => b.type !== 'chi');

/** Number of pairs of identical chows (two for Twice Pure Double Chow). */
function identicalChowPairs(ctx: YakuContext): number {
  const firsts = chis(ctx).map((b) => b.first).sort((a, b) => a - b);
  let pairs = 0;
  for (let i = 0; i + 1 < firsts.length; i++)
    if (firsts[i] === firsts[i + 1]) {
      pairs++;
      i++;
    }
  return pairs;
}

/** The same number in all three suits among `firsts`. */
function inAllSuits(firsts: readonly number[]): boolean {
  return firsts.some((f) => f < 9 && firsts.includes(f + 9) && firsts.includes(f + 18));
}

const standard = (ctx: YakuContext): boolean => ctx.reading.form === 'standard';

export const SHAPE_YAKU = [
  {
    id: 'pinfu',
    name: 'Pinfu',
    closedHan: 1,
    openHan: null,
    // Four chows, a pair worth no minipoints, won on a two-sided wait (000/002).
    test: (ctx) => standard(ctx) && ctx.reading.wait === 'ryanmen' && chis(ctx).length === 4 && !isValuedPair(ctx.reading.pair, ctx.sit, ctx.rules),
  },
  { id: 'iipeikou', name: 'Iipeiko', closedHan: 1, openHan: null, test: (ctx) => standard(ctx) && identicalChowPairs(ctx) >= 1 },
  { id: 'ryanpeikou', name: 'Ryanpeikou', closedHan: 3, openHan: null, supersedes: ['iipeikou'], test: (ctx) => standard(ctx) && identicalChowPairs(ctx) === 2 },
  { id: 'sanshoku', name: 'Sanshoku Doujun', closedHan: 2, openHan: 1, test: (ctx) => inAllSuits(chis(ctx).map((b) => b.first)) },
  {
    id: 'ittsu',
    name: 'Ittsu',
    closedHan: 2,
    openHan: 1,
    test: (ctx) => {
      const firsts = chis(ctx).map((b) => b.first);
      return [0, 9, 18].some((s) => firsts.includes(s) && firsts.includes(s + 3) && firsts.includes(s + 6));
    },
  },
  { id: 'toitoi', name: 'Toitoi', closedHan: 2, openHan: 2, test: (ctx) => standard(ctx) && pungs(ctx).length === 4 },
  { id: 'sanankou', name: 'San Ankou', closedHan: 2, openHan: 2, test: (ctx) => pungs(ctx).filter((b) => b.concealed).length === 3 },
  { id: 'sanshoku-doukou', name: 'Sanshoku Doukou', closedHan: 2, openHan: 2, test: (ctx) => inAllSuits(pungs(ctx).map((b) => b.first)) },
  { id: 'sankantsu', name: 'San Kantsu', closedHan: 2, openHan: 2, test: (ctx) => ctx.hand.kans === 3 },
  { id: 'chiitoitsu', name: 'Chiitoitsu', closedHan: 2, openHan: null, test: (ctx) => ctx.reading.form === 'chiitoitsu' },
] as const satisfies readonly YakuDefinition[];
