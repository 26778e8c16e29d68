/** Yakuman (rule texts 000, 002, 004). Which of them count twice is a ruleset switch. */
import { EAST, NORTH, WHITE, RED, isTerminal, isGreen } from '../tile';
import type { YakuContext, YakumanDefinition } from './types';

const pungKinds = (ctx: YakuContext): number[] => ctx.reading.blocks.filter((b) => b.type !== 'chi').map((b) => b.first);
const countIn = (kinds: readonly number[], lo: number, hi: number): number => kinds.filter((k) => k >= lo && k <= hi).length;
const concealedPungs = (ctx: YakuContext): number => ctx.reading.blocks.filter((b) => b.type !== 'chi' && b.concealed).length;

/** Every tile of the hand satisfies `pred` (counts over the full tile multiset). */
function allTiles(ctx: YakuContext, pred: (kind: number) => boolean): boolean {
  const all = ctx.hand.all;
  for (let k = 0; k < all.length; k++) if (all[k]! > 0 && !pred(k)) return false;
  return true;
}

/** Nine Gates: 1112345678999 plus one tile of the same suit, concealed, no kong. */
function nineGates(ctx: YakuContext): { ok: boolean; nineSided: boolean } {
  const { hand } = ctx;
  if (hand.meldCount > 0 || ![1, 2, 4].includes(hand.suitMask) || hand.hasHonors) return { ok: false, nineSided: false };
  const s = Math.floor(hand.winKind / 9) * 9;
  const c = hand.concealed;
  const need = [3, 1, 1, 1, 1, 1, 1, 1, 3];
  if (!need.every((n, i) => c[s + i]! >= n)) return { ok: false, nineSided: false };
  // Nine-sided: before the winning tile the hand was exactly 1112345678999.
  return { ok: true, nineSided: need.every((n, i) => c[s + i]! - (s + i === hand.winKind ? 1 : 0) === n) };
}

export const YAKUMAN: readonly YakumanDefinition[] = [
  { id: 'kokushi', name: 'Kokushi Musou', test: (ctx) => ctx.reading.form === 'kokushi' && ctx.reading.wait !== 'juusanmen' },
  { id: 'kokushi-13', name: 'Kokushi Musou Juusanmen Matchi', double: 'kokushi13', test: (ctx) => ctx.reading.form === 'kokushi' && ctx.reading.wait === 'juusanmen' },
  { id: 'chuuren', name: 'Chuuren Poutou', test: (ctx) => nineGates(ctx).ok && !nineGates(ctx).nineSided },
  { id: 'chuuren-9', name: 'Daburu Chuuren Poutou', double: 'chuuren9', test: (ctx) => nineGates(ctx).nineSided },
  { id: 'suuankou', name: 'Suu Ankou', test: (ctx) => concealedPungs(ctx) === 4 && ctx.reading.wait !== 'tanki' },
  { id: 'suuankou-tanki', name: 'Suu Ankou Tanki', double: 'suuankouTanki', test: (ctx) => concealedPungs(ctx) === 4 && ctx.reading.wait === 'tanki' },
  { id: 'suukantsu', name: 'Suu Kantsu', test: (ctx) => ctx.hand.kans === 4 },
  { id: 'ryuuiisou', name: 'Ryuuiisou', test: (ctx) => allTiles(ctx, isGreen) },
  { id: 'chinroutou', name: 'Chinroutou', test: (ctx) => allTiles(ctx, isTerminal) },
  { id: 'tsuuiisou', name: 'Tsuu Iisou', test: (ctx) => allTiles(ctx, (k) => k >= EAST) },
  { id: 'daisangen', name: 'Daisangen', test: (ctx) => countIn(pungKinds(ctx), WHITE, RED) === 3 },
  { id: 'shousuushii', name: 'Shousuushii', test: (ctx) => countIn(pungKinds(ctx), EAST, NORTH) === 3 && ctx.reading.pair >= EAST && ctx.reading.pair <= NORTH },
  { id: 'daisuushii', name: 'Dai Suushii', double: 'daisuushii', test: (ctx) => countIn(pungKinds(ctx), EAST, NORTH) === 4 },
  { id: 'tenhou', name: 'Tenhou', test: (ctx) => ctx.sit.tenhou },
  { id: 'chiihou', name: 'Chiihou', test: (ctx) => ctx.sit.chiihou },
  { id: 'renhou-yakuman', name: 'Renhou (yakuman)', test: (ctx) => ctx.sit.renhou && ctx.rules.renhou === 'yakuman' },
];
