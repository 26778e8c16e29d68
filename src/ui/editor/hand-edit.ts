/**
 * A hand being confirmed or corrected: the tiles in the places of the table (concealed row,
 * winning tile, melds, dora and ura-dora rows), each with where recognition saw it, and the
 * edits a person makes to it. Pure data and pure functions, no DOM and no rules: an edit may
 * leave a hand that cannot win (13 tiles, five of a kind, a "chow" of honours); the engine says
 * what is wrong when the hand is scored.
 */
import type { MeldType } from '../../engine/index';
import type { TileSource } from '../../vision/types';
import { type DraftMeld, type DraftTile, type HandDraft, entered } from '../../vision/hand-draft';
import type { RenderTile } from '../../vision/render/index';

/** The rows that hold any number of tiles. */
export const TILE_ROWS = ['concealed', 'dora', 'ura'] as const;
export type TileRow = (typeof TILE_ROWS)[number];

/** Where a tile is on the table. */
export type TileAt =
  | { readonly row: TileRow; readonly index: number }
  | { readonly row: 'win' }
  | { readonly row: 'meld'; readonly meld: number; readonly index: number };

/**
 * Below this confidence a recognised tile is flagged for the person to check. Measured on the
 * committed models' readings (`npm run eval -- --predictions`, tiles matched to their labels):
 * below 0.7 flags 7.4 % of the tiles of real-chinese `dev_eval` and 11.8 % of the held-out
 * synthetic scenes (seed 2), and catches 36 of their 55 and 53 of their 54 wrong tiles; below 0.8
 * it would flag 23.8 % and 31.2 % to catch 40 and 54. Flagging a third of the hand teaches people
 * to ignore the flags. The editor and the overlay take another threshold as a property.
 */
export const UNCERTAIN_BELOW = 0.7;

/**
 * Flagged for checking: recognised below the threshold, or doubted by recognition whatever its
 * confidence (part of what made no legal hand: vision/legal-draft.ts), and not yet looked at.
 */
export const isUncertain = (t: DraftTile, below = UNCERTAIN_BELOW): boolean => t.source !== null && !t.confirmed && isDoubtedSource(t.source, below);

/** A recognised tile to check: read below the threshold, or doubted by recognition. */
export const isDoubtedSource = (s: TileSource, below = UNCERTAIN_BELOW): boolean => s.p < below || s.doubted === true;

/** A tile the recogniser thought possible, and how likely. */
export interface TileOption {
  readonly tile: RenderTile;
  readonly p: number;
}

/**
 * What else the tile may be, most likely first: what the detector saw (when decoding changed it)
 * and its alternatives, without the tile itself and without repeats.
 */
export function alternativesOf(t: DraftTile): TileOption[] {
  if (t.source === null) return [];
  const out: TileOption[] = [];
  const candidates = [{ tile: t.source.seen, p: t.source.p }, ...t.source.alternatives.map((a) => ({ tile: a.kind, p: a.p }))];
  for (const c of candidates) {
    if (c.tile !== t.tile && !out.some((o) => o.tile === c.tile)) out.push(c);
  }
  return out.sort((a, b) => b.p - a.p);
}

// ---------------------------------------------------------------------------------------------
// Edits. Each returns a new hand; an address that points nowhere returns the hand unchanged.

export function tileAt(hand: HandDraft, at: TileAt): DraftTile | null {
  if (at.row === 'win') return hand.win;
  if (at.row === 'meld') return hand.melds[at.meld]?.tiles[at.index] ?? null;
  return hand[at.row][at.index] ?? null;
}

const replaceAt = <T>(list: readonly T[], index: number, value: T): T[] => list.map((x, i) => (i === index ? value : x));

function updateTile(hand: HandDraft, at: TileAt, f: (t: DraftTile) => DraftTile): HandDraft {
  const t = tileAt(hand, at);
  if (t === null) return hand;
  if (at.row === 'win') return { ...hand, win: f(t) };
  if (at.row === 'meld') {
    const meld = hand.melds[at.meld]!;
    return { ...hand, melds: replaceAt(hand.melds, at.meld, { ...meld, tiles: replaceAt(meld.tiles, at.index, f(t)) }) };
  }
  return { ...hand, [at.row]: replaceAt(hand[at.row], at.index, f(t)) };
}

/** The hand with `t` (tile and source) at `at`. */
export const setTileAt = (hand: HandDraft, at: TileAt, t: DraftTile): HandDraft => updateTile(hand, at, () => t);

/** The person chose this tile: it replaces what was there and counts as checked. */
export const replaceTile = (hand: HandDraft, at: TileAt, tile: RenderTile): HandDraft =>
  updateTile(hand, at, (t) => ({ ...t, tile, confirmed: true }));

/** The person looked at the tile and kept it. */
export const confirmTile = (hand: HandDraft, at: TileAt): HandDraft => updateTile(hand, at, (t) => ({ ...t, confirmed: true }));

/** Adds a tile to a row, at `index` or at its end. */
export function addTile(hand: HandDraft, row: TileRow, tile: RenderTile, index = hand[row].length): HandDraft {
  const list = [...hand[row]];
  list.splice(Math.max(0, Math.min(index, list.length)), 0, entered(tile));
  return { ...hand, [row]: list };
}

/**
 * Takes a tile off the table. A meld keeps its tiles (a pung of two is no meld): change its
 * tiles or remove the whole meld instead.
 */
export function removeTile(hand: HandDraft, at: TileAt): HandDraft {
  if (tileAt(hand, at) === null || at.row === 'meld') return hand;
  if (at.row === 'win') return { ...hand, win: null };
  return { ...hand, [at.row]: hand[at.row].filter((_, i) => i !== at.index) };
}

/** Moves a tile `by` places within its row or meld (-1 = one to the left); stops at the ends. */
export function moveTile(hand: HandDraft, at: TileAt, by: number): HandDraft {
  if (at.row === 'win' || tileAt(hand, at) === null) return hand;
  const move = <T>(list: readonly T[]): T[] => {
    const to = Math.max(0, Math.min(list.length - 1, at.index + by));
    const out = [...list];
    const [t] = out.splice(at.index, 1);
    out.splice(to, 0, t!);
    return out;
  };
  if (at.row === 'meld') {
    const meld = hand.melds[at.meld]!;
    return { ...hand, melds: replaceAt(hand.melds, at.meld, { ...meld, tiles: move(meld.tiles) }) };
  }
  return { ...hand, [at.row]: move(hand[at.row]) };
}

/**
 * Makes a concealed tile the winning tile. The tile that was the winning tile (if any) takes its
 * place in the row, so the number of tiles in the hand stays the same.
 */
export function chooseWinTile(hand: HandDraft, index: number): HandDraft {
  const t = hand.concealed[index];
  if (t === undefined) return hand;
  const concealed = hand.win === null ? hand.concealed.filter((_, i) => i !== index) : replaceAt(hand.concealed, index, hand.win);
  return { ...hand, concealed, win: t };
}

/** Puts the winning tile back at the end of the concealed row: the hand has no winning tile. */
export const clearWinTile = (hand: HandDraft): HandDraft =>
  hand.win === null ? hand : { ...hand, concealed: [...hand.concealed, hand.win], win: null };

/** Sets the winning tile to a tile from the palette (replacing any winning tile). */
export const setWinTile = (hand: HandDraft, tile: RenderTile): HandDraft => ({ ...hand, win: entered(tile) });

// ---------------------------------------------------------------------------------------------
// Melds.

/** How many tiles a meld of this type lays out. */
export const meldSize = (type: MeldType): number => (type === 'chi' || type === 'pon' ? 3 : 4);

/**
 * The positions a called tile can take: one per tile, except an added kong, whose added tile
 * lies on the called one (so it has one position fewer); none for a concealed kong.
 */
export function calledPositions(type: MeldType): number[] {
  if (type === 'ankan') return [];
  const n = type === 'shouminkan' ? 3 : meldSize(type);
  return Array.from({ length: n }, (_, i) => i);
}

export const MELD_BUILD_ERRORS = ['no_tile', 'no_chow'] as const;
export type MeldBuildError = (typeof MELD_BUILD_ERRORS)[number];

/**
 * The tiles of a new meld of `type` built from one tile: the lowest tile of a chow (a red five
 * stands for a five; the person can mark a five red afterwards), or the tile of a pung or kong.
 * A chow needs three numbers of one suit from `tile` up, so it starts at 7 at most.
 */
export function meldTilesFrom(type: MeldType, tile: RenderTile): { ok: true; tiles: RenderTile[] } | { ok: false; error: MeldBuildError } {
  if (tile === 'back') return { ok: false, error: 'no_tile' };
  if (type !== 'chi') return { ok: true, tiles: Array.from({ length: meldSize(type) }, () => tile) };
  const n = tile[0] === '0' ? 5 : Number(tile[0]);
  const suit = tile[1]!;
  if (suit === 'z' || n > 7) return { ok: false, error: 'no_chow' };
  return { ok: true, tiles: [0, 1, 2].map((d) => `${n + d}${suit}` as RenderTile) };
}

/** Where the called tile goes by default: from the left-hand player (the first position). */
const defaultCalled = (type: MeldType): number | null => (type === 'ankan' ? null : 0);

export function addMeld(hand: HandDraft, type: MeldType, tiles: readonly RenderTile[], calledIndex = defaultCalled(type)): HandDraft {
  const meld: DraftMeld = { type, tiles: tiles.map(entered), calledIndex: fitCalled(type, calledIndex) };
  return { ...hand, melds: [...hand.melds, meld] };
}

export const removeMeld = (hand: HandDraft, index: number): HandDraft => ({ ...hand, melds: hand.melds.filter((_, i) => i !== index) });

/** A called position that fits the meld type: none for a concealed kong, else within its positions. */
function fitCalled(type: MeldType, calledIndex: number | null): number | null {
  const positions = calledPositions(type);
  if (positions.length === 0) return null;
  return calledIndex === null ? 0 : Math.max(0, Math.min(positions.length - 1, calledIndex));
}

/**
 * Changes a meld's type, tiles or called position. A new type keeps the tiles when it has as
 * many, else it is rebuilt from the meld's first tile (a pung made a kong gets its fourth tile).
 */
export function editMeld(
  hand: HandDraft,
  index: number,
  patch: { readonly type?: MeldType; readonly tiles?: readonly RenderTile[]; readonly calledIndex?: number | null },
): HandDraft {
  const meld = hand.melds[index];
  if (meld === undefined) return hand;
  const type = patch.type ?? meld.type;
  let tiles: readonly DraftTile[] = patch.tiles?.map(entered) ?? meld.tiles;
  if (tiles.length !== meldSize(type) && tiles[0] !== undefined) {
    const built = meldTilesFrom(type, tiles[0].tile);
    if (built.ok) tiles = built.tiles.map((tile, i) => tiles[i] ?? entered(tile));
  }
  const calledIndex = fitCalled(type, patch.calledIndex === undefined ? meld.calledIndex : patch.calledIndex);
  return { ...hand, melds: replaceAt(hand.melds, index, { type, tiles, calledIndex }) };
}

// ---------------------------------------------------------------------------------------------
// Counting, for the screen ("13 + 1 tiles").

/** Tiles that count towards the 14 of a winning hand: a kong counts 3, as in the engine's check. */
export const handTileCount = (hand: HandDraft): number => hand.concealed.length + (hand.win === null ? 0 : 1) + 3 * hand.melds.length;

/** Every tile's address, in table order: concealed row, winning tile, melds, dora, ura. */
export function allTiles(hand: HandDraft): TileAt[] {
  const row = (r: TileRow): TileAt[] => hand[r].map((_, index) => ({ row: r, index }));
  return [
    ...row('concealed'),
    ...(hand.win === null ? [] : [{ row: 'win' } as const]),
    ...hand.melds.flatMap((m, meld) => m.tiles.map((_, index) => ({ row: 'meld', meld, index }) as const)),
    ...row('dora'),
    ...row('ura'),
  ];
}
