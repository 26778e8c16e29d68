/**
 * The stream overlay's state as it travels (overlay-state.ts derives it from a game) and its shape
 * check. Imports nothing at run time, so the relay, which Vite's config loads in Node, stays
 * free of the engine; the preset is checked as a name here, and the overlay falls back to plain
 * han and fu text for one it does not know.
 */
import type { HandWorth, PresetName } from '../engine/index';

export const OVERLAY_STATE_VERSION = 1;

/** Where the relay answers WebSocket upgrades, on the app's own server. */
export const RELAY_PATH_NAME = '/relay';

/**
 * A game id (an overlay room) and a publishing secret: URL-safe characters, so either fits in a
 * link as it is. The relay checks messages with them and the pairing link its fragment.
 */
export const GAME_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
export const SECRET_PATTERN = /^[A-Za-z0-9_-]{22,128}$/;

/** The relay's close code for a publisher without the room's secret (relay-rooms.ts); a publisher stops retrying on it. */
export const CLOSE_CODE_WRONG_SECRET = 4001;

export type WindTile = '1z' | '2z' | '3z' | '4z';
export const WINDS: readonly WindTile[] = ['1z', '2z', '3z', '4z'];

export interface OverlaySeat {
  readonly name: string;
  readonly points: number;
  readonly wind: WindTile;
  readonly dealer: boolean;
  readonly riichi: boolean;
}

export interface OverlayWin {
  readonly winner: number;
  readonly worth: HandWorth;
  /** The reading that scored, in notation (`123m 456p [777z] 11z`); absent when only the worth was entered. */
  readonly tiles?: string;
  readonly yaku: readonly (readonly [name: string, han: number])[];
  readonly dora?: string;
}

export interface OverlayHand {
  /** The event's id: a new id is a new hand to animate in, the same one is only redrawn. */
  readonly id: string;
  readonly kind: 'ron' | 'tsumo';
  readonly wins: readonly OverlayWin[];
  /** Each seat's change in points over that event (counters and sticks included). */
  readonly deltas: readonly number[];
}

export interface OverlayState {
  readonly v: typeof OVERLAY_STATE_VERSION;
  readonly title: string;
  readonly preset: PresetName;
  readonly seats: readonly OverlaySeat[];
  /** Prevalent wind 0-3 (East-North) and hand number within it, 0-based. */
  readonly round: { readonly wind: number; readonly hand: number };
  readonly honba: number;
  readonly sticks: number;
  readonly ended: boolean;
  readonly lastHand: OverlayHand | null;
}

// ---- Shape checks: a value off the wire is trusted only once every field is what the overlay draws.

type Rec = Record<string, unknown>;
const isRec = (x: unknown): x is Rec => typeof x === 'object' && x !== null && !Array.isArray(x);
const isInt = (x: unknown, min: number, max: number): x is number => Number.isInteger(x) && (x as number) >= min && (x as number) <= max;
const isText = (x: unknown, max: number): x is string => typeof x === 'string' && x.length <= max;
// Points stay far inside these bounds in any real game; the bound only keeps nonsense out.
const POINTS = 10_000_000;

const isSeat = (x: unknown): x is OverlaySeat =>
  isRec(x) && isText(x.name, 64) && isInt(x.points, -POINTS, POINTS) && WINDS.includes(x.wind as WindTile) && typeof x.dealer === 'boolean' && typeof x.riichi === 'boolean';

const isWorth = (x: unknown): x is HandWorth => isRec(x) && ('yakuman' in x ? isInt(x.yakuman, 1, 6) : isInt(x.han, 1, 99) && isInt(x.fu, 20, 130));

const isYaku = (x: unknown): boolean => Array.isArray(x) && x.length === 2 && isText(x[0], 64) && isInt(x[1], 0, 99);

const isWin = (x: unknown, seats: number): x is OverlayWin =>
  isRec(x) &&
  isInt(x.winner, 0, seats - 1) &&
  isWorth(x.worth) &&
  Array.isArray(x.yaku) &&
  x.yaku.length <= 20 &&
  x.yaku.every(isYaku) &&
  (x.tiles === undefined || (isText(x.tiles, 120) && /^[0-9mpsz? [\]()]*$/.test(x.tiles))) &&
  (x.dora === undefined || (isText(x.dora, 40) && /^[0-9mpsz]*$/.test(x.dora)));

const isHand = (x: unknown, seats: number): x is OverlayHand =>
  isRec(x) &&
  isText(x.id, 100) &&
  (x.kind === 'ron' || x.kind === 'tsumo') &&
  Array.isArray(x.wins) &&
  x.wins.length >= 1 &&
  x.wins.length < seats &&
  x.wins.every((w) => isWin(w, seats)) &&
  Array.isArray(x.deltas) &&
  x.deltas.length === seats &&
  x.deltas.every((d) => isInt(d, -POINTS, POINTS));

/** The value as an overlay state when every field has the shape the overlay draws, else null. */
export function parseOverlayState(x: unknown): OverlayState | null {
  if (!isRec(x) || x.v !== OVERLAY_STATE_VERSION || !isText(x.title, 200) || !(isText(x.preset, 32) && /^[a-z0-9-]+$/.test(x.preset))) return null;
  const seats = x.seats;
  if (!Array.isArray(seats) || seats.length < 3 || seats.length > 4 || !seats.every(isSeat)) return null;
  const r = x.round;
  if (!isRec(r) || !isInt(r.wind, 0, 3) || !isInt(r.hand, 0, seats.length - 1)) return null;
  if (!isInt(x.honba, 0, 999) || !isInt(x.sticks, 0, 999) || typeof x.ended !== 'boolean') return null;
  if (x.lastHand !== null && !isHand(x.lastHand, seats.length)) return null;
  return x as unknown as OverlayState;
}
