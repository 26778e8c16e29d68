/** Yaku that depend on the reading: which sets the hand is made of and how it was waited on. */
import { isValuedPair } from '../fu';
import { type YakuContext, type YakuDefinition, NEED } from './types';

/** Number of pairs of identical chows (two for Twice Pure Double Chow). `chis` is sorted. */
function identicalChowPairs(chis: readonly number[]): number {
  let pairs = 0;
  for (let i = 0; i + 1 < chis.length; i++)
    if (chis[i] === chis[i + 1]) {
      pairs++;
      i++;
    }
  return pairs;
}

/** The same number in all three suits among `firsts`. */
function inAllSuits(firsts: readonly number[]): boolean {
  if (firsts.length < 3) return false;
  for (const f of firsts) if (f < 9 && firsts.includes(f + 9) && firsts.includes(f + 18)) return true;
  return false;
}

const standard = (ctx: YakuContext): boolean => ctx.reading.form === 'standard';

export const SHAPE_YAKU = [
  {
    id: 'pinfu',
    name: 'Pinfu',
    closedHan: 1,
    openHan: null,
    needs: NEED.chi,
    // Four chows, a pair worth no minipoints, won on a two-sided wait (000/002).
    test: (ctx) => ctx.reading.wait === 'ryanmen' && ctx.shape.chis.length === 4 && !isValuedPair(ctx.reading.pair, ctx.sit, ctx.rules),
  },
  { id: 'iipeikou', name: 'Iipeiko', closedHan: 1, openHan: null, needs: NEED.chi, test: (ctx) => identicalChowPairs(ctx.shape.chis) >= 1 },
  { id: 'ryanpeikou', name: 'Ryanpeikou', closedHan: 3, openHan: null, needs: NEED.chi, supersedes: ['iipeikou'], test: (ctx) => identicalChowPairs(ctx.shape.chis) === 2 },
  { id: 'sanshoku', name: 'Sanshoku Doujun', closedHan: 2, openHan: 1, needs: NEED.chi, test: (ctx) => inAllSuits(ctx.shape.chis) },
  {
    id: 'ittsu',
    name: 'Ittsu',
    closedHan: 2,
    openHan: 1,
    needs: NEED.chi,
    test: ({ shape: { chis } }) => chis.length >= 3 && [0, 9, 18].some((s) => chis.includes(s) && chis.includes(s + 3) && chis.includes(s + 6)),
  },
  { id: 'toitoi', name: 'Toitoi', closedHan: 2, openHan: 2, needs: NEED.pung, test: (ctx) => standard(ctx) && ctx.shape.pungs.length === 4 },
  { id: 'sanankou', name: 'San Ankou', closedHan: 2, openHan: 2, needs: NEED.pung, test: (ctx) => ctx.shape.concealedPungs === 3 },
  { id: 'sanshoku-doukou', name: 'Sanshoku Doukou', closedHan: 2, openHan: 2, needs: NEED.pung, test: (ctx) => inAllSuits(ctx.shape.pungs) },
  { id: 'sankantsu', name: 'San Kantsu', closedHan: 2, openHan: 2, needs: NEED.pung, test: (ctx) => ctx.hand.kans === 3 },
  { id: 'chiitoitsu', name: 'Chiitoitsu', closedHan: 2, openHan: null, needs: NEED.sevenPairs, test: (ctx) => ctx.reading.form === 'chiitoitsu' },
] as const satisfies readonly YakuDefinition[];
