/**
 * The two ways a state reaches a stream overlay: a BroadcastChannel for pages of this browser
 * (no server needed) and the relay's WebSocket for other browsers and machines. Each game has a
 * secret made here and kept in this browser: it claims the game on the relay, and it never
 * goes into the overlay link, which carries the game id only (an overlay reads, never publishes).
 * The secret leaves this browser only in the publisher pairing link (src/relay/pairing-link.ts),
 * which the user reveals and hands to a device of their own.
 */
import {
  CLOSE_CODE_BAD_STATE,
  CLOSE_CODE_OVERLOADED,
  CLOSE_CODE_TOO_MANY_CONNECTIONS,
  CLOSE_CODE_TOO_MANY_GAMES,
  CLOSE_CODE_WRONG_SECRET,
  RELAY_PATH_NAME,
  type OverlayState,
} from '../../relay/overlay-shape.ts';
import { pageStorage } from '../../store/page-storage';

export const OVERLAY_CHANNEL = 'riichi-lens-overlay';
const SECRET_KEY = 'riichi-lens.overlay-secret.';
/** Wait before trying the relay again after it closed (a server restart, a phone waking up). */
const RETRY_MS = 2000;

/** This browser's secret for a game, made on first use: 24 random bytes, base64url. */
export function gameSecret(game: string): string {
  const storage = pageStorage();
  const kept = storage?.getItem(SECRET_KEY + game);
  if (kept) return kept;
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  const secret = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  storage?.setItem(SECRET_KEY + game, secret);
  return secret;
}

/** The relay's WebSocket address on the server that served this page. */
export const relayUrl = (base: Location = location): string => `${base.protocol === 'https:' ? 'wss' : 'ws'}://${base.host}${RELAY_PATH_NAME}`;

/** The overlay page for a game: read-only, the game id only. */
export const overlayUrl = (game: string, base: Location = location): string => new URL(`overlay.html?game=${encodeURIComponent(game)}`, base.href).href;

/**
 * A socket that reopens itself after a close until `stop`; `onOpen` runs at each opening. A close
 * with one of the codes in `stopOn` ends it too: retrying cannot change the relay's answer.
 * `onStatus` hears each opening, and each close with its code.
 */
export function keepOpen(
  url: string,
  onOpen: (ws: WebSocket) => void,
  onMessage: (data: unknown) => void,
  onStatus: (open: boolean, closeCode?: number) => void,
  stopOn: readonly number[] = [],
): { stop: () => void; socket: () => WebSocket | null } {
  let ws: WebSocket | null = null;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const connect = (): void => {
    ws = new WebSocket(url);
    ws.addEventListener('open', () => {
      onStatus(true);
      if (ws) onOpen(ws);
    });
    ws.addEventListener('message', (e) => onMessage(e.data));
    ws.addEventListener('close', (e) => {
      if (stopOn.includes(e.code)) stopped = true;
      onStatus(false, e.code);
      ws = null;
      if (!stopped) timer = setTimeout(connect, RETRY_MS);
    });
  };
  connect();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      ws?.close();
    },
    socket: () => (ws !== null && ws.readyState === WebSocket.OPEN ? ws : null),
  };
}

/**
 * The publisher's link to the relay: publishing (the relay sent this room's state back), not
 * reached (retrying), refused for a wrong secret (given up), refused for too many games or
 * connections or for falling behind (retrying: the relay frees what a closed connection held), or
 * its state refused as one the overlay cannot draw (waiting for the next state).
 */
export type RelayStatus = 'live' | 'offline' | 'refused' | 'full' | 'bad_state';

/** What a close code from the relay means for the publisher. */
export function statusOfClose(code: number | undefined): RelayStatus {
  if (code === CLOSE_CODE_WRONG_SECRET) return 'refused';
  if (code === CLOSE_CODE_BAD_STATE) return 'bad_state';
  if (code === CLOSE_CODE_TOO_MANY_GAMES || code === CLOSE_CODE_TOO_MANY_CONNECTIONS || code === CLOSE_CODE_OVERLOADED) return 'full';
  return 'offline';
}

/**
 * Publishes states to one overlay room (a game id), with that room's secret, to this browser's
 * overlays and to the relay; the latest state is sent again whenever the relay (re)opens. The
 * room is the open game's own, or the one this device is paired to (pairing-store.ts). The
 * publisher also subscribes to its room: the relay sends an accepted state back, and only that
 * says "live" (an open socket alone does not: the relay may still refuse what it sends).
 */
export class OverlayPublisher {
  private readonly channel = new BroadcastChannel(OVERLAY_CHANNEL);
  private latest: OverlayState | null = null;
  private link: ReturnType<typeof keepOpen>;
  /** The relay refused the last state (4003): the link stays shut until a new state comes. */
  private shutForState = false;

  constructor(
    readonly game: string,
    readonly secret: string,
    private readonly onStatus: (status: RelayStatus) => void,
  ) {
    this.link = this.open();
  }

  private open(): ReturnType<typeof keepOpen> {
    return keepOpen(
      relayUrl(),
      (ws) => {
        // Publish first: the state the subscription then sends back is this one, once accepted.
        this.send(ws);
        ws.send(JSON.stringify({ type: 'subscribe', game: this.game }));
        if (this.latest === null) this.onStatus('live');
      },
      (data) => {
        if (typeof data === 'string' && isStateOf(data, this.game)) this.onStatus('live');
      },
      (open, code) => {
        if (open) return;
        const status = statusOfClose(code);
        if (status === 'bad_state') this.shutForState = true;
        this.onStatus(status);
      },
      [CLOSE_CODE_WRONG_SECRET, CLOSE_CODE_BAD_STATE],
    );
  }

  publish(state: OverlayState): void {
    this.latest = state;
    this.channel.postMessage({ type: 'state', game: this.game, state });
    if (this.shutForState) {
      // A new state may well pass where the last did not: try the relay again with it.
      this.shutForState = false;
      this.link = this.open();
      return;
    }
    this.send();
  }

  private send(ws: WebSocket | null = this.link.socket()): void {
    if (ws === null || this.latest === null) return;
    ws.send(JSON.stringify({ type: 'publish', game: this.game, secret: this.secret, state: this.latest }));
  }

  close(): void {
    this.link.stop();
    this.channel.close();
  }
}

/** Whether a message off the relay is a state of `game` (its shape is the overlay's business, not the publisher's). */
function isStateOf(text: string, game: string): boolean {
  try {
    const m = JSON.parse(text) as { type?: unknown; game?: unknown } | null;
    return m !== null && m.type === 'state' && m.game === game;
  } catch {
    return false;
  }
}
