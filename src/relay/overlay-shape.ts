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

/** The relay's close code for a publisher without the room's secret (relay-rooms.ts); a publisher stops retrying on it. */
export const CLOSE_CODE_WRONG_SECRET = 4001;

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
