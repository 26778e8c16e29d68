/**
 * The tournament routes of the server (src/server/API.md) as functions: each request's answer is
 * read with the contract's schema (src/formats/table-sync.ts), and every way it can fail (no
 * network, a refusal, an answer that is not what the contract says) comes back as a value, never
 * as a thrown error, so a page can say what went wrong and offer to retry. DOM-free: `fetch` is
 * passed in (the page's own by default), so it runs in Node as well.
 */
import * as v from 'valibot';
import {
  apiErrorSchema,
  createdTournamentSchema,
  pairingsSchema,
  serverGameSchema,
  tournamentViewSchema,
  type AddPenalty,
  type AddSession,
  type CreateTournament,
  type CreatedTournament,
  type Pairings,
  type ServerGame,
  type TournamentView,
} from '../../formats/table-sync';

/** Why a request gave nothing usable. */
export type ApiProblem =
  /** No answer at all (offline, server down, connection cut): worth retrying. */
  | { readonly kind: 'offline' }
  /** The server's refusal: its status, stable code, sentence, and the field at fault where it named one. */
  | { readonly kind: 'refused'; readonly status: number; readonly error: string; readonly message: string; readonly field?: string }
  /** An answer the contract's schema does not accept (another server, a proxy's error page). */
  | { readonly kind: 'bad_answer'; readonly status: number };

export type ApiResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: ApiProblem };

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** Where the API lives, and the admin secret when this device has one. */
export interface ApiClient {
  /** The server's origin (or any URL on it): the routes are resolved against it. */
  readonly base: string;
  readonly fetch?: Fetch;
}

const path = (...parts: string[]): string => `/api/${parts.map(encodeURIComponent).join('/')}`;

/** A refusal's body when it is the contract's error shape; otherwise the status alone says it. */
async function refusal(response: Response): Promise<ApiProblem> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy's page): the status is all there is.
  }
  const parsed = v.safeParse(apiErrorSchema, body);
  if (!parsed.success) return { kind: 'refused', status: response.status, error: `http_${response.status}`, message: response.statusText };
  const { error, message, field } = parsed.output;
  return { kind: 'refused', status: response.status, error, message, ...(field === undefined ? {} : { field }) };
}

/** One request: JSON in, the schema's output out, or the problem. */
async function call<S extends v.GenericSchema>(
  client: ApiClient,
  route: string,
  schema: S,
  init: { method?: 'GET' | 'POST'; body?: unknown; secret?: string | null } = {},
): Promise<ApiResult<v.InferOutput<S>>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.secret) headers.authorization = `Bearer ${init.secret}`;
  let response: Response;
  try {
    const request: RequestInit = { method: init.method ?? 'GET', headers, cache: 'no-store' };
    if (init.body !== undefined) request.body = JSON.stringify(init.body);
    response = await (client.fetch ?? globalThis.fetch)(new URL(route, client.base).href, request);
  } catch {
    return { ok: false, problem: { kind: 'offline' } };
  }
  if (!response.ok) return { ok: false, problem: await refusal(response) };
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, problem: { kind: 'bad_answer', status: response.status } };
  }
  const parsed = v.safeParse(schema, body);
  return parsed.success ? { ok: true, value: parsed.output } : { ok: false, problem: { kind: 'bad_answer', status: response.status } };
}

export const createTournament = (c: ApiClient, body: CreateTournament): Promise<ApiResult<CreatedTournament>> =>
  call(c, path('tournaments'), createdTournamentSchema, { method: 'POST', body });

export const getTournament = (c: ApiClient, id: string): Promise<ApiResult<TournamentView>> => call(c, path('tournaments', id), tournamentViewSchema);

export const addSession = (c: ApiClient, id: string, secret: string, body: AddSession): Promise<ApiResult<TournamentView>> =>
  call(c, path('tournaments', id, 'sessions'), tournamentViewSchema, { method: 'POST', body, secret });

export const getPairings = (c: ApiClient, id: string, secret: string): Promise<ApiResult<Pairings>> =>
  call(c, path('tournaments', id, 'pairings'), pairingsSchema, { secret });

export const addPenalty = (c: ApiClient, id: string, secret: string, body: AddPenalty): Promise<ApiResult<TournamentView>> =>
  call(c, path('tournaments', id, 'penalties'), tournamentViewSchema, { method: 'POST', body, secret });

export const getGame = (c: ApiClient, game: string): Promise<ApiResult<ServerGame>> => call(c, path('games', game), serverGameSchema);

/** The results sheet's address (a plain link: the browser downloads it). */
export const resultsCsvUrl = (base: string, id: string): string => new URL(`${path('tournaments', id)}/results.csv`, base).href;
