/**
 * A tournament server for one table, written from src/server/API.md's sync section alone, over
 * node:http: what the device's sync is tested against until (and beside) the production server's
 * routes. Every event is replayed through the engine's reducer, as the real server does; the
 * first must start with the table's preset and players. Failures can be asked for (a number of
 * 503s or 429s with Retry-After) to test the device's retries; every request is counted.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import { canonicalJson } from '../../src/formats/content-hash';
import { syncRequestSchema, type TableInfo } from '../../src/formats/table-sync';
import { replay, type Envelope } from '../../src/engine/index';

export interface ContractServer {
  readonly url: string;
  /** The server's log. */
  readonly log: Envelope[];
  /** POSTs received, answered or not. */
  posts: number;
  /** The next `count` requests get `status` (with Retry-After `retryAfter` seconds when given). */
  failNext(count: number, status: number, retryAfter?: number): void;
  close(): Promise<void>;
}

export function contractTable(game: string, players: readonly string[] = ['Ann', 'Bob', 'Cat', 'Dan']): TableInfo {
  return { game, tournament: { id: 'tourney-0001', title: 'Spring Open' }, preset: 'ema-2016', session: 1, table: 3, players };
}

export async function startContractServer(table: TableInfo, secret: string): Promise<ContractServer> {
  const log: Envelope[] = [];
  let failures: { count: number; status: number; retryAfter?: number } = { count: 0, status: 0 };
  const state = { posts: 0 };
  const server: Server = createServer((req, res) => {
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString('utf8')));
    req.on('end', () => {
      if (req.method === 'POST') state.posts++;
      if (failures.count > 0) {
        failures = { ...failures, count: failures.count - 1 };
        return send(failures.status, { error: failures.status === 429 ? 'rate_limited' : 'unavailable', message: 'asked for' }, failures.retryAfter === undefined ? {} : { 'retry-after': String(failures.retryAfter) });
      }
      if (req.method === 'GET' && req.url === `/api/games/${table.game}`) return send(200, { table, entries: log });
      if (req.method !== 'POST' || req.url !== `/api/games/${table.game}/events`) return send(404, { error: 'not_found', message: 'no such table' });
      if (req.headers.authorization !== `Bearer ${secret}`) return send(401, { error: 'wrong_secret', message: 'wrong secret' });
      const [status, body] = accept(table, log, text);
      send(status, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    log,
    get posts() {
      return state.posts;
    },
    set posts(n: number) {
      state.posts = n;
    },
    failNext: (count, status, retryAfter) => (failures = retryAfter === undefined ? { count, status } : { count, status, retryAfter }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The sync rules of API.md: duplicates acknowledged, a different envelope or a moved id 409, a gap 409 (at = length), new events replayed. */
function accept(table: TableInfo, log: Envelope[], text: string): [number, unknown] {
  const parsed = v.safeParse(syncRequestSchema, JSON.parse(text));
  if (!parsed.success) return [422, { error: 'bad_request', message: parsed.issues[0].message }];
  const { base, entries } = parsed.output as { base: number; entries: Envelope[] };
  if (base > log.length) return [409, { error: 'gap', message: 'gap', at: log.length, length: log.length }];
  const fresh: Envelope[] = [];
  let duplicates = 0;
  for (const [i, e] of entries.entries()) {
    const p = base + i;
    const held = log.findIndex((x) => x.id === e.id);
    if (p < log.length && (canonicalJson(log[p]) !== canonicalJson(e) || held !== p)) return [409, { error: 'diverged', message: 'diverged', at: p, length: log.length }];
    if (p < log.length) duplicates++;
    else if (held >= 0 || fresh.some((x) => x.id === e.id)) return [409, { error: 'diverged', message: 'diverged', at: p, length: log.length }];
    else fresh.push(e);
  }
  const first = [...log, ...fresh][0];
  if (first !== undefined && (first.event.type !== 'start' || first.event.preset !== table.preset || [...first.event.players].sort().join('\n') !== [...table.players].sort().join('\n'))) {
    return [422, { error: 'wrong_table', message: 'not this table’s players', field: 'entries[0].event' }];
  }
  const r = replay([...log, ...fresh]);
  if (!r.ok) return [422, { error: 'refused_event', message: r.error.error.code, field: `entries[${r.error.index - base}]` }];
  log.push(...fresh);
  return [200, { length: log.length, accepted: fresh.length, duplicates }];
}
