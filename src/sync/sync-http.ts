/**
 * The device's two requests to the tournament server (src/server/API.md), each answer read with
 * the table-sync schemas and sorted into what the device does next: go on, retry later (the
 * network or the server is down, or busy), stop (the server refuses this device or its events:
 * retrying would be refused the same), or resolve a divergence. Never throws: a network failure
 * or an answer that is not what the contract says is a value like any other.
 */
import * as v from 'valibot';
import { apiErrorSchema, serverGameSchema, syncAnswerSchema, syncConflictSchema, type ServerGame, type SyncAnswer, type SyncConflict } from '../formats/table-sync';
import type { SyncBatch } from './sync-plan';

/** Where the server is and how to reach it: the page's own `fetch` and origin, or a test's. */
export interface Http {
  readonly fetch: typeof fetch;
  /** The server's origin, e.g. `https://club.example` (the page's own `location.origin`). */
  readonly base: string;
}

/** Why the device stopped syncing: each has a sentence in every language (strings `sync.stopped`). */
export type StopReason = 'wrong_secret' | 'not_found' | 'wrong_table' | 'refused_event' | 'bad_answer';

export type Reply<T> =
  | { readonly kind: 'ok'; readonly value: T }
  /** Try again later; `retryAfterMs` is the server's Retry-After where it gave one. */
  | { readonly kind: 'retry'; readonly cause: 'offline' | 'server' | 'busy'; readonly retryAfterMs: number | null }
  | { readonly kind: 'stopped'; readonly reason: StopReason; readonly message: string };

export type SyncReply = Reply<SyncAnswer> | { readonly kind: 'conflict'; readonly conflict: SyncConflict };
export type GameReply = Reply<ServerGame> | { readonly kind: 'not_table' };

/** Retry-After as milliseconds: delta-seconds or an HTTP date (RFC 9110); null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

async function bodyOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** The server's error code and sentence, or the status when the body is not the contract's. */
function refusal(body: unknown, status: number): { code: string; message: string } {
  const e = v.safeParse(apiErrorSchema, body);
  return e.success ? { code: e.output.error, message: e.output.message } : { code: String(status), message: `HTTP ${status}` };
}

/** The answers every route shares: retry on 429 and 5xx, stop on the rest. */
function otherwise(response: Response, body: unknown): Reply<never> {
  const { status } = response;
  if (status === 429 || status >= 500) return { kind: 'retry', cause: status === 429 ? 'busy' : 'server', retryAfterMs: retryAfterMs(response.headers.get('retry-after')) };
  const { code, message } = refusal(body, status);
  if (status === 401) return { kind: 'stopped', reason: 'wrong_secret', message };
  if (status === 404) return { kind: 'stopped', reason: 'not_found', message };
  return { kind: 'stopped', reason: code === 'wrong_table' ? 'wrong_table' : 'refused_event', message };
}

async function request(http: Http, path: string, init: RequestInit): Promise<Response | null> {
  try {
    return await http.fetch(`${http.base}${path}`, { ...init, cache: 'no-store' });
  } catch {
    // fetch rejects only when no answer came: offline, refused, or cut.
    return null;
  }
}

const OFFLINE = { kind: 'retry', cause: 'offline', retryAfterMs: null } as const;

/** POST /api/games/:game/events with the table's secret. */
export async function postEvents(http: Http, game: string, secret: string, body: SyncBatch): Promise<SyncReply> {
  const response = await request(http, `/api/games/${encodeURIComponent(game)}/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify(body),
  });
  if (response === null) return OFFLINE;
  const answer = await bodyOf(response);
  if (response.status === 200) {
    const ok = v.safeParse(syncAnswerSchema, answer);
    return ok.success ? { kind: 'ok', value: ok.output } : { kind: 'stopped', reason: 'bad_answer', message: 'the server’s answer is not a sync answer' };
  }
  if (response.status === 409) {
    const c = v.safeParse(syncConflictSchema, answer);
    return c.success ? { kind: 'conflict', conflict: c.output } : { kind: 'stopped', reason: 'bad_answer', message: 'the server’s conflict is not readable' };
  }
  return otherwise(response, answer);
}

/**
 * GET /api/games/:game: the table and the server's log. A 404, or a 200 that is not a server
 * game (a server without the tournament routes, such as a plain static host answering with the
 * app's page), is no tournament table: the pairing stays a plain overlay pairing.
 */
export async function fetchServerGame(http: Http, game: string): Promise<GameReply> {
  const response = await request(http, `/api/games/${encodeURIComponent(game)}`, { headers: { accept: 'application/json' } });
  if (response === null) return OFFLINE;
  const body = await bodyOf(response);
  if (response.status === 404) return { kind: 'not_table' };
  if (response.status === 200) {
    const g = v.safeParse(serverGameSchema, body);
    return g.success && g.output.table.game === game ? { kind: 'ok', value: g.output } : { kind: 'not_table' };
  }
  return otherwise(response, body);
}
