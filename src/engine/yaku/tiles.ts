/** Yaku that depend on which tiles the hand uses: simples, flushes, terminals, valued pungs. */
import { type TileKind, EAST, SOUTH, WEST, NORTH, WHITE, GREEN, RED, isDragon, isTerminalOrHonor } from '../tile';
import { type YakuContext, type YakuDefinition, NEED } from './types';

const hasPung = (ctx: YakuContext, kind: TileKind): boolean => ctx.shape.pungs.includes(kind);

/**
 * Every set and the pair hold a terminal or honour, with at least one chow. Chanta has honours
 * (without them the hand is Junchan, which replaces it); Junchan has none.
 */
function outside(ctx: YakuContext, terminalsOnly: boolean): boolean {
  const { reading, hand, shape } = ctx;
  if (shape.chis.length === 0 || !shape.allSetsOutside || !isTerminalOrHonor(reading.pair)) return false;
  return terminalsOnly ? !hand.hasHonors : hand.hasHonors;
}

const oneSuit = (ctx: YakuContext): boolean => [1, 2, 4].includes(ctx.hand.suitMask);

/** One yakuhai per valued tile: a factory, so the eight wind yaku are not eight copies. */
function windYaku(role: 'seat' | 'round', wind: TileKind, label: string): YakuDefinition {
  return {
    id: `${role}-wind-${label}`,
    name: `Yakuhai (${role} wind ${label})`,
    closedHan: 1,
    openHan: 1,
    needs: NEED.windPung,
    test: (ctx) => (role === 'seat' ? ctx.sit.seatWind : ctx.sit.roundWind) === wind && hasPung(ctx, wind),
  };
}

const WINDS: readonly [TileKind, string][] = [
  [EAST, 'east'],
  [SOUTH, 'south'],
  [WEST, 'west'],
  [NORTH, 'north'],
];

export const TILE_YAKU: readonly YakuDefinition[] = [
  // Closed only in EMA 2008/2012 (italic on the sheets); open too from 2016 and in text 003.
  { id: 'tanyao', name: 'Tanyao', closedHan: 1, openHan: 1, test: (ctx) => ctx.hand.allSimples && (ctx.hand.menzen || ctx.rules.openTanyao) },
  { id: 'haku', name: 'Yakuhai (haku)', closedHan: 1, openHan: 1, needs: NEED.dragonPung, test: (ctx) => hasPung(ctx, WHITE) },
  { id: 'hatsu', name: 'Yakuhai (hatsu)', closedHan: 1, openHan: 1, needs: NEED.dragonPung, test: (ctx) => hasPung(ctx, GREEN) },
  { id: 'chun', name: 'Yakuhai (chun)', closedHan: 1, openHan: 1, needs: NEED.dragonPung, test: (ctx) => hasPung(ctx, RED) },
  ...WINDS.map(([w, label]) => windYaku('seat', w, label)),
  ...WINDS.map(([w, label]) => windYaku('round', w, label)),
  // Kansai three-player (003): "A pong of North scores 1 yaku, open or concealed".
  { id: 'north', name: 'Yakuhai (north)', closedHan: 1, openHan: 1, needs: NEED.windPung, test: (ctx) => ctx.rules.northPungYaku && hasPung(ctx, NORTH) },
  { id: 'chanta', name: 'Chantai', closedHan: 2, openHan: 1, needs: NEED.chi, test: (ctx) => outside(ctx, false) },
  { id: 'junchan', name: 'Junchan', closedHan: 3, openHan: 2, needs: NEED.chi, supersedes: ['chanta'], test: (ctx) => outside(ctx, true) },
  { id: 'honroutou', name: 'Honroutou', closedHan: 2, openHan: 2, test: (ctx) => ctx.hand.allTerminalsOrHonors },
  { id: 'honitsu', name: 'Honitsu', closedHan: 3, openHan: 2, test: (ctx) => ctx.hand.hasHonors && oneSuit(ctx) },
  { id: 'chinitsu', name: 'Chinitsu', closedHan: 6, openHan: 5, supersedes: ['honitsu'], test: (ctx) => !ctx.hand.hasHonors && oneSuit(ctx) },
  {
    id: 'shousangen',
    name: 'Shou Sangen',
    closedHan: 2,
    openHan: 2,
    needs: NEED.dragonPung,
    test: (ctx) => isDragon(ctx.reading.pair) && ctx.shape.dragonPungs === 2,
  },
];
