// Asking the server whether a paired game is a tournament table: a table, a plain pairing (404, or
// a server without the tournament routes answering its page), and offline at pairing time, which
// keeps asking with backoff until the server answers.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { lookUpTable, type LookupStatus } from '../../src/sync/table-lookup';
import { contractTable, startContractServer, type ContractServer } from './contract-server';
import { handTimers } from './sync-harness';

const GAME = 'table-game-0003';
const table = contractTable(GAME);
let server: ContractServer;
beforeEach(async () => {
  server = await startContractServer(table, 'L'.repeat(43));
});
afterEach(() => server.close());

/** Waits until `statuses` holds `count` statuses. */
async function settle(statuses: LookupStatus[], count: number): Promise<void> {
  for (let i = 0; i < 300 && statuses.length < count; i++) await new Promise((r) => setTimeout(r, 10));
  expect(statuses.length).toBe(count);
}

it('finds a table, and a 404 is a plain pairing', async () => {
  const found: LookupStatus[] = [];
  lookUpTable({ fetch, base: server.url }, GAME, handTimers(), (s) => found.push(s));
  await settle(found, 2);
  expect(found.map((s) => s.kind)).toEqual(['asking', 'table']);
  expect(found[1]).toMatchObject({ server: { table, entries: [] } });
  const plain: LookupStatus[] = [];
  lookUpTable({ fetch, base: server.url }, 'not-a-table-0000', handTimers(), (s) => plain.push(s));
  await settle(plain, 2);
  expect(plain.map((s) => s.kind)).toEqual(['asking', 'plain']);
});

it('a server that answers its page for every path is no tournament server: a plain pairing', async () => {
  const page = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>app</title>'));
  await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
  const seen: LookupStatus[] = [];
  lookUpTable({ fetch, base: `http://127.0.0.1:${(page.address() as AddressInfo).port}` }, GAME, handTimers(), (s) => seen.push(s));
  await settle(seen, 2);
  page.close();
  expect(seen.at(-1)).toEqual({ kind: 'plain' });
});

it('offline at pairing time: keeps asking with backoff, and finds the table once the server answers', async () => {
  const timers = handTimers();
  const seen: LookupStatus[] = [];
  server.failNext(2, 503);
  const lookup = lookUpTable({ fetch, base: server.url }, GAME, timers, (s) => seen.push(s));
  await settle(seen, 2);
  timers.fire();
  await settle(seen, 4);
  expect(timers.delays).toEqual([1000, 2000]);
  lookup.retryNow();
  await settle(seen, 6);
  expect(seen.map((s) => s.kind)).toEqual(['asking', 'retrying', 'asking', 'retrying', 'asking', 'table']);
});

it('a cancelled lookup says nothing more', async () => {
  const timers = handTimers();
  const seen: LookupStatus[] = [];
  server.failNext(1, 503);
  const lookup = lookUpTable({ fetch, base: server.url }, GAME, timers, (s) => seen.push(s));
  await settle(seen, 2);
  lookup.cancel();
  timers.fire();
  await new Promise((r) => setTimeout(r, 100));
  expect(seen.map((s) => s.kind)).toEqual(['asking', 'retrying']);
});
