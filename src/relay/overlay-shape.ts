/**
 * The stream overlay's state as it travels (overlay-state.ts derives it from a game): its schema
 * and type live in src/formats/overlay-state.ts; here the relay's constants and the one reading
 * of a state off the wire. Imports nothing of the engine at run time, so the relay, which Vite's
 * config loads in Node, stays free of it.
 */
import * as v from 'valibot';
import { OVERLAY_STATE_VERSION, WINDS, overlayStateSchema, type OverlayState } from '../formats/overlay-state.ts';
import { issuePath } from '../formats/issue-path.ts';

export { OVERLAY_STATE_VERSION, WINDS };
export type { OverlayHand, OverlaySeat, OverlayState, OverlayWin, WindTile } from '../formats/overlay-state.ts';

/** Where the relay answers WebSocket upgrades, on the app's own server. */
export const RELAY_PATH_NAME = '/relay';

export { GAME_ID_PATTERN, SECRET_PATTERN } from '../formats/pairing-link.ts';

/**
 * The relay's close codes (4000-4999 are the application's, RFC 6455 7.4.2). Each closes only the
 * connection at fault; what a client does on each is said beside it.
 */
/** A publisher without the room's secret (relay-rooms.ts); a publisher stops retrying on it. */
export const CLOSE_CODE_WRONG_SECRET = 4001;
/**
 * Too many games: this connection holds as many rooms as one may (RelayLimits), or its address
 * does. Other connections are not touched, and what it held is freed when it closes, so a
 * publisher may retry later.
 */
export const CLOSE_CODE_TOO_MANY_GAMES = 4002;
/** A publish whose state fails `parseOverlayState`; the reason is the field at fault. Retrying the same state cannot help. */
export const CLOSE_CODE_BAD_STATE = 4003;
/** A message that is no relay message at all (not JSON, unknown type, bad game id or secret). */
export const CLOSE_CODE_BAD_MESSAGE = 4004;
/** The connection fell behind: more unsent (or unhandled) data than the relay keeps for one socket. */
export const CLOSE_CODE_OVERLOADED = 4005;
/** Too many open connections from one address. */
export const CLOSE_CODE_TOO_MANY_CONNECTIONS = 4006;

/**
 * What the relay tells a room's subscribers when its publisher's state was refused (code 4003):
 * the overlay says so instead of going blank, and keeps the last state it drew. Sent only for a
 * publisher that holds the room's secret (or claims a room nobody holds), so no stranger can put
 * the line on someone's stream. Clients that do not know it ignore it, as any other type.
 */
export interface RefusedMessage {
  readonly type: 'refused';
  readonly game: string;
  /** The field at fault, by its path (`seats.0.name`). */
  readonly field: string;
}

/** Why a state off the wire is not drawn: the field at fault, by its path. */
export interface OverlayStateError {
  readonly code: 'bad_state';
  readonly field: string;
  readonly reason: string;
}

export type OverlayStateRead = { readonly ok: true; readonly value: OverlayState } | { readonly ok: false; readonly error: OverlayStateError };

/** The value as an overlay state when every field has the shape the overlay draws, else the coded refusal. */
export function parseOverlayState(x: unknown): OverlayStateRead {
  const parsed = v.safeParse(overlayStateSchema, x, { abortEarly: true });
  if (parsed.success) return { ok: true, value: parsed.output };
  const issue = parsed.issues[0];
  return { ok: false, error: { code: 'bad_state', field: issuePath(issue), reason: issue.message } };
}
