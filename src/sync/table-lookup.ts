/**
 * Asking the server whether a paired game is a tournament table (GET /api/games/:game), until it
 * answers: offline at pairing time, the pairing is kept (pairing-store.ts) and the question asked
 * again with backoff, so a phone paired in a basement starts syncing once it has a network.
 */
import type { ServerGame } from '../formats/table-sync';
import { retryDelay } from './backoff';
import { fetchServerGame, type Http, type StopReason } from './sync-http';
import type { Timers } from './table-syncer';

export type LookupStatus =
  | { readonly kind: 'asking' }
  | { readonly kind: 'retrying'; readonly retryAt: number }
  | { readonly kind: 'table'; readonly server: ServerGame }
  /** No tournament table: a plain overlay pairing, as before tournaments. */
  | { readonly kind: 'plain' }
  | { readonly kind: 'stopped'; readonly reason: StopReason; readonly message: string };

export interface Lookup {
  /** Asks again at once (the network is back). */
  retryNow(): void;
  /** Stops asking; no status is told after. */
  cancel(): void;
}

export function lookUpTable(http: Http, game: string, timers: Timers, onStatus: (s: LookupStatus) => void): Lookup {
  let attempts = 0;
  let timer: unknown = null;
  let cancelled = false;
  let asking = false;
  const ask = async (): Promise<void> => {
    if (cancelled || asking) return;
    asking = true;
    onStatus({ kind: 'asking' });
    const reply = await fetchServerGame(http, game);
    asking = false;
    if (cancelled) return;
    if (reply.kind === 'ok') return onStatus({ kind: 'table', server: reply.value });
    if (reply.kind === 'not_table') return onStatus({ kind: 'plain' });
    if (reply.kind === 'stopped') return onStatus(reply);
    const delay = retryDelay(attempts++, reply.retryAfterMs);
    timer = timers.setTimeout(() => {
      timer = null;
      void ask();
    }, delay);
    onStatus({ kind: 'retrying', retryAt: timers.now() + delay });
  };
  void ask();
  return {
    retryNow() {
      if (timer === null) return;
      timers.clearTimeout(timer);
      timer = null;
      void ask();
    },
    cancel() {
      cancelled = true;
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
    },
  };
}
