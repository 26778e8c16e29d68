/**
 * The benchmark's HTTP calls to the server's API (src/server/API.md), each from a simulated
 * address (X-Forwarded-For, believed because the benchmark's server trusts loopback), and the
 * tournament it sets up: one session of `tables` tables seated automatically, each table's game,
 * players and secret.
 */
import * as v from 'valibot';
import { createdTournamentSchema, pairingsSchema, serverGameSchema, tournamentViewSchema } from '../../formats/table-sync';
import type { PresetName } from '../../engine/index';

export interface ApiAnswer {
  readonly status: number;
  readonly body: unknown;
}

export interface ApiCall {
  readonly method?: 'GET' | 'POST';
  readonly body?: unknown;
  /** A secret for `Authorization: Bearer`. */
  readonly secret?: string;
  /** The client address the request is made for. */
  readonly from: string;
  readonly timeoutMs?: number;
}

export async function api(base: string, path: string, call: ApiCall): Promise<ApiAnswer> {
  const headers: Record<string, string> = { 'x-forwarded-for': call.from };
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  if (call.secret !== undefined) headers.authorization = `Bearer ${call.secret}`;
  const response = await fetch(`${base}${path}`, {
    method: call.method ?? 'GET',
    headers,
    body: call.body === undefined ? null : JSON.stringify(call.body),
    signal: AbortSignal.timeout(call.timeoutMs ?? 10_000),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: kept as text for the error message.
  }
  return { status: response.status, body };
}

/** The answer's body read with `schema`, or an error naming the call and what came back. */
function expectAnswer<S extends v.GenericSchema>(what: string, answer: ApiAnswer, status: number, schema: S): v.InferOutput<S> {
  if (answer.status !== status) throw new Error(`${what}: HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  const parsed = v.safeParse(schema, answer.body);
  if (!parsed.success) throw new Error(`${what}: unexpected answer ${v.summarize(parsed.issues)}`);
  return parsed.output;
}

export interface BenchTable {
  readonly number: number;
  readonly game: string;
  readonly secret: string;
  readonly players: readonly string[];
}

export interface BenchTournament {
  readonly id: string;
  readonly preset: PresetName;
  readonly tables: readonly BenchTable[];
}

/** The referee's address (opening the tournament, seating, pairings, the final check). */
export const REFEREE = '10.255.0.1';

/** Opens a tournament of 4 x `tables` players, seats one session automatically, and reads each table's secret. */
export async function setUpTournament(base: string, tables: number, preset: PresetName): Promise<BenchTournament> {
  const players = Array.from({ length: tables * 4 }, (_, i) => `Player ${String(i + 1).padStart(3, '0')}`);
  const created = expectAnswer('POST /api/tournaments', await api(base, '/api/tournaments', { method: 'POST', body: { title: 'Load benchmark', preset, players }, from: REFEREE }), 201, createdTournamentSchema);
  const id = created.tournament.id;
  const admin = created.adminSecret;
  const session = await api(base, `/api/tournaments/${id}/sessions`, { method: 'POST', body: { seating: 'auto' }, secret: admin, from: REFEREE });
  const view = expectAnswer('POST sessions', session, 201, tournamentViewSchema);
  const pairings = expectAnswer('GET pairings', await api(base, `/api/tournaments/${id}/pairings`, { secret: admin, from: REFEREE }), 200, pairingsSchema);
  const secrets = new Map(pairings.tables.map((t) => [t.game, t.secret]));
  const seated = view.sessions[0]?.tables ?? [];
  if (seated.length !== tables) throw new Error(`expected ${tables} tables in the session, got ${seated.length}`);
  return {
    id,
    preset,
    tables: seated.map((t) => {
      const secret = secrets.get(t.game);
      if (secret === undefined) throw new Error(`no pairing for table ${t.number}`);
      return { number: t.number, game: t.game, secret, players: t.players };
    }),
  };
}

/** The ids of the events in the server's log of `game`, in order. */
export async function serverLogIds(base: string, game: string): Promise<string[]> {
  const answer = await api(base, `/api/games/${game}`, { from: REFEREE, timeoutMs: 30_000 });
  return expectAnswer(`GET /api/games/${game}`, answer, 200, serverGameSchema).entries.map((e) => e.id);
}
