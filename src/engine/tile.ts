/**
 * Tiles. Internally a tile KIND is an index 0..33: 0-8 = 1m-9m, 9-17 = 1p-9p, 18-26 = 1s-9s,
 * 27-33 = East, South, West, North, White, Green, Red. A tile CODE additionally distinguishes the
 * red fives (34 = 0m, 35 = 0p, 36 = 0s), so a parsed hand never loses which five was red.
 */
export type TileKind = number;
export type TileCode = number;

export const KINDS = 34;
export const RED_MAN = 34;
export const RED_PIN = 35;
export const RED_SOU = 36;

export const EAST = 27;
export const SOUTH = 28;
export const WEST = 29;
export const NORTH = 30;
export const WHITE = 31;
export const GREEN = 32;
export const RED = 33;

const SUITS = 'mpsz';

/** The kind of a code: a red five is a five. */
export const kindOf = (code: TileCode): TileKind => (code >= KINDS ? (code - KINDS) * 9 + 4 : code);
export const isRed = (code: TileCode): boolean => code >= KINDS;
export const isHonor = (kind: TileKind): boolean => kind >= 27;
export const suitOf = (kind: TileKind): number => Math.floor(kind / 9); // 3 = honours
export const numberOf = (kind: TileKind): number => (kind % 9) + 1;
export const isTerminal = (kind: TileKind): boolean => kind < 27 && (kind % 9 === 0 || kind % 9 === 8);
export const isTerminalOrHonor = (kind: TileKind): boolean => kind >= 27 || kind % 9 === 0 || kind % 9 === 8;
export const isDragon = (kind: TileKind): boolean => kind >= WHITE;
export const isWind = (kind: TileKind): boolean => kind >= EAST && kind <= NORTH;

/** Green tiles for All Green: 2, 3, 4, 6, 8 bamboo and the Green dragon. */
const GREEN_KINDS = [19, 20, 21, 23, 25, GREEN];
export const isGreen = (kind: TileKind): boolean => GREEN_KINDS.includes(kind);

/** Per-kind property bits, so whole-hand checks are an AND/OR over a table lookup. */
export const F_HONOR = 1;
export const F_OUTSIDE = 2; // terminal or honour
export const F_TERMINAL = 4;
export const F_GREEN = 8;
export const F_MAN = 16;
export const F_PIN = 32;
export const F_SOU = 64;
export const KIND_FLAGS: Uint8Array = Uint8Array.from(
  { length: KINDS },
  (_, k) =>
    (isHonor(k) ? F_HONOR : 0) |
    (isTerminalOrHonor(k) ? F_OUTSIDE : 0) |
    (isTerminal(k) ? F_TERMINAL : 0) |
    (isGreen(k) ? F_GREEN : 0) |
    (k < 27 ? [F_MAN, F_PIN, F_SOU][Math.floor(k / 9)]! : 0),
);

/** Readable name of a code: `5m`, `0p` (red five), `7z`. */
export const tileName = (code: TileCode): string =>
  code >= KINDS ? `0${SUITS[code - KINDS]}` : `${numberOf(code)}${SUITS[suitOf(code)]}`;

/**
 * The dora a given indicator points at. Suits wrap 9 -> 1, winds E-S-W-N-E, dragons
 * White-Green-Red-White (rule text 003, "Dora, Kan Dora and Ura Dora").
 * `sanma` wraps 1m -> 9m -> 1m because 2m-8m are not in the three-player set (our decision:
 * rule text 003 is silent; this is the usual Kansai convention).
 */
export function doraOf(indicator: TileKind, sanma = false): TileKind {
  if (indicator < 27) {
    if (sanma && indicator === 0) return 8;
    if (sanma && indicator === 8) return 0;
    return indicator % 9 === 8 ? indicator - 8 : indicator + 1;
  }
  if (indicator <= NORTH) return indicator === NORTH ? EAST : indicator + 1;
  return indicator === RED ? WHITE : indicator + 1;
}
