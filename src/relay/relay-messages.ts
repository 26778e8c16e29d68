/**
 * The relay's reading of one message off the wire: size before parsing, JSON, nesting depth, then
 * the envelope (type, game id, secret) and the state by its schema. Anything else is refused
 * with the close code that names why (overlay-shape.ts), so a client at fault learns it instead of
 * being silently ignored.
 */
import { readJsonText } from '../formats/json-text.ts';
import { CLOSE_CODE_BAD_MESSAGE, CLOSE_CODE_BAD_STATE, GAME_ID_PATTERN, SECRET_PATTERN, parseOverlayState, type OverlayState } from './overlay-shape.ts';

/** Longest message accepted (bytes of its text): a state is 1-3 KB, so this leaves room without letting one client hold much memory. */
export const MAX_MESSAGE_BYTES = 32 * 1024;
/** A publish nests 7 levels (message, state, lastHand, wins, a win, yaku, a yaku); deeper is no message of ours. */
const MAX_MESSAGE_DEPTH = 10;

export type ClientMessage =
  | { readonly type: 'subscribe'; readonly game: string }
  | { readonly type: 'publish'; readonly game: string; readonly secret: string; readonly state: OverlayState };

export type MessageRead =
  | { readonly ok: true; readonly message: ClientMessage }
  | { readonly ok: false; readonly code: typeof CLOSE_CODE_BAD_MESSAGE; readonly reason: string }
  /** A well-formed publish whose state the overlay could not draw: who sent it decides who hears of it. */
  | { readonly ok: false; readonly code: typeof CLOSE_CODE_BAD_STATE; readonly reason: string; readonly game: string; readonly secret: string; readonly field: string };

const badMessage = (reason: string): MessageRead => ({ ok: false, code: CLOSE_CODE_BAD_MESSAGE, reason });

/** A close reason is at most 123 bytes (RFC 6455 5.5); ASCII field paths and our texts stay well inside when cut to 100 characters. */
export const closeReason = (text: string): string => text.replace(/[^\x20-\x7e]/g, '?').slice(0, 100);

/** A message's text as a client message, or the coded refusal. */
export function readClientMessage(text: string): MessageRead {
  const json = readJsonText(text, MAX_MESSAGE_BYTES, MAX_MESSAGE_DEPTH);
  if (!json.ok) return badMessage(json.error.code === 'too_large' ? 'message too large' : json.error.code === 'too_deep' ? 'message nested too deep' : 'not JSON');
  const x = json.value;
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return badMessage('not a relay message');
  const m = x as Record<string, unknown>;
  if (m.type !== 'subscribe' && m.type !== 'publish') return badMessage('unknown message type');
  if (typeof m.game !== 'string' || !GAME_ID_PATTERN.test(m.game)) return badMessage('bad game id');
  if (m.type === 'subscribe') return { ok: true, message: { type: 'subscribe', game: m.game } };
  if (typeof m.secret !== 'string' || !SECRET_PATTERN.test(m.secret)) return badMessage('bad secret');
  const state = parseOverlayState(m.state);
  if (!state.ok) {
    const { field } = state.error;
    return { ok: false, code: CLOSE_CODE_BAD_STATE, reason: closeReason(`state refused: ${field || 'state'}`), game: m.game, secret: m.secret, field };
  }
  return { ok: true, message: { type: 'publish', game: m.game, secret: m.secret, state: state.value } };
}
