/** Melds as written in the Hand format: chi, pon, open kan, concealed kan, added kan. */
import { type TileCode, type TileKind, kindOf, isHonor } from './tile';
import type { Block } from './decompose';

export const MELD_TYPES = ['chi', 'pon', 'kan', 'ankan', 'shouminkan'] as const;
export type MeldType = (typeof MELD_TYPES)[number];

export interface Meld {
  readonly type: MeldType;
  readonly tiles: readonly TileCode[];
  /** Lowest kind in the meld: the first tile of a chow, the tile of a pung/kong. */
  readonly first: TileKind;
  /** Called from another player (everything but a concealed kan). */
  readonly open: boolean;
  readonly isKan: boolean;
  /** Position of the sideways tile, when the photo or the user gave it. */
  readonly calledIndex: number | null;
  /** The meld as a fixed set of every reading (built once, shared by all readings). */
  readonly block: Block;
}

const isMeldType = (type: unknown): type is MeldType =>
  typeof type === 'string' && (MELD_TYPES as readonly string[]).includes(type);

/** EMA's English terms for the same melds: chow, pung, kong (open), concealed kong, added kong. */
const MELD_ALIASES: Readonly<Record<string, MeldType>> = {
  chow: 'chi',
  pung: 'pon',
  kong: 'kan',
  'concealed-kong': 'ankan',
  'added-kong': 'shouminkan',
};

/** The meld type a name stands for (`pon` or `pung`, `chi` or `chow`...), or null. */
export function meldTypeOf(name: unknown): MeldType | null {
  if (typeof name !== 'string') return null;
  const lower = name.toLowerCase();
  return isMeldType(lower) ? lower : (MELD_ALIASES[lower] ?? null);
}

/** Why a meld's tiles do not make its type, or null when they do. */
export function meldShapeProblem(type: MeldType, tiles: readonly TileCode[]): string | null {
  const kinds = tiles.map(kindOf).sort((a, b) => a - b);
  if (type === 'chi') {
    if (kinds.length !== 3) return `a chi has 3 tiles, got ${kinds.length}`;
    const [a, b, c] = kinds as [number, number, number];
    if (isHonor(a) || isHonor(c)) return 'a chi cannot hold honour tiles';
    if (Math.floor(a / 9) !== Math.floor(c / 9) || b !== a + 1 || c !== a + 2) return 'a chi must be three consecutive tiles of one suit';
    return null;
  }
  const size = type === 'pon' ? 3 : 4;
  if (kinds.length !== size) return `a ${type} has ${size} tiles, got ${kinds.length}`;
  if (kinds.some((k) => k !== kinds[0])) return `a ${type} must be ${size} identical tiles`;
  return null;
}

export function makeMeld(type: MeldType, tiles: readonly TileCode[], calledIndex: number | null): Meld {
  const first = Math.min(...tiles.map(kindOf));
  const open = type !== 'ankan';
  const isKan = type !== 'chi' && type !== 'pon';
  const block: Block = { type: type === 'chi' ? 'chi' : isKan ? 'kan' : 'pon', first, open, concealed: !open };
  return { type, tiles, first, open, isKan, calledIndex, block };
}
