// The device's sync against a server for one table over real HTTP (test/sync/contract-server.ts,
// written from API.md): events sent in order, each once on the server; a failure keeps them
// queued and retries with backoff and Retry-After; an undo or edit of a synced event is found
// before sending; a server that disagrees is a divergence, one that lost events (a gap) gets them
// again; a refusal stops with its reason.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_SYNC_BATCH } from '../../src/formats/table-sync';
import { memorySyncStore, type SyncRecord, type SyncRecordStore } from '../../src/store/sync-store';
import { fingerprintOf } from '../../src/sync/fingerprint';
import { TableSyncer, type SyncStatus } from '../../src/sync/table-syncer';
import { editAt, undo, type GameLog } from '../../src/engine/index';
import { contractTable, startContractServer, type ContractServer } from './contract-server';
import { ALL_TENPAI, START, extend, gameOf, handTimers, tsumo } from './sync-harness';

const GAME = 'table-game-0001';
const SECRET = 'S'.repeat(43);
const table = contractTable(GAME);

let server: ContractServer;
beforeEach(async () => {
  server = await startContractServer(table, SECRET);
});
afterEach(() => server.close());

const fresh = (secret = SECRET): SyncRecord => ({ game: GAME, secret, table, acked: 0, fingerprint: fingerprintOf([]) });

function syncer(record = fresh(), records: SyncRecordStore = memorySyncStore()) {
  const timers = handTimers();
  const statuses: SyncStatus[] = [];
  const s = new TableSyncer({ http: { fetch, base: server.url }, records, timers, onStatus: (x) => statuses.push(x) }, record);
  return { s, timers, statuses, records };
}

const ids = (log: GameLog) => log.entries.slice(0, log.cursor).map((e) => e.id);

describe('sending', () => {
  it('sends the events in effect in order, each once, and keeps what was acknowledged', async () => {
    const { s, records } = syncer();
    const log = gameOf(START, tsumo(1), ALL_TENPAI);
    await s.update(log);
    expect(server.log.map((e) => e.id)).toEqual(ids(log));
    expect(s.status).toEqual({ kind: 'synced', events: 3 });
    expect(await records.load(GAME)).toEqual({ ...fresh(), acked: 3, fingerprint: fingerprintOf(log.entries) });
    // Two more: only they go (base 3), and nothing more is sent once synced.
    const more = extend(log, [tsumo(2), tsumo(0)]);
    await s.update(more);
    await s.update(more);
    expect(server.log.map((e) => e.id)).toEqual(ids(more));
    expect(server.posts).toBe(2);
  });

  it('sends a long game in batches of at most MAX_SYNC_BATCH', async () => {
    const log = extend(gameOf(START), Array.from({ length: 2 * MAX_SYNC_BATCH + 10 }, () => ALL_TENPAI));
    const { s } = syncer();
    await s.update(log);
    expect(server.posts).toBe(3);
    expect(server.log.map((e) => e.id)).toEqual(ids(log));
    expect(s.status).toEqual({ kind: 'synced', events: log.cursor });
  });

  it('after a reload (a new syncer on the kept record) sends only what is new; a lost record resends safely', async () => {
    const records = memorySyncStore();
    const log = gameOf(START, tsumo(1));
    await syncer(fresh(), records).s.update(log);
    const kept = (await records.load(GAME))!;
    const more = extend(log, [tsumo(3)]);
    server.posts = 0;
    await syncer(kept, records).s.update(more);
    expect(server.posts).toBe(1);
    // The record lost: everything again from 0; the server acknowledges the duplicates and holds each event once.
    const again = syncer(fresh());
    await again.s.update(more);
    expect(again.s.status).toEqual({ kind: 'synced', events: 3 });
    expect(server.log.map((e) => e.id)).toEqual(ids(more));
  });
});

describe('offline first', () => {
  it('keeps the events queued when the server cannot be reached, and sends them when it can', async () => {
    // A closed port: the connection is refused, as when the network is down.
    const down = await startContractServer(table, SECRET);
    await down.close();
    const timers = handTimers();
    let base = down.url;
    const http = { fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(String(input).replace(down.url, base), init), base: down.url };
    const s = new TableSyncer({ http, records: memorySyncStore(), timers, onStatus: () => undefined }, fresh());
    const log = gameOf(START, tsumo(1));
    await s.update(log);
    expect(s.status).toMatchObject({ kind: 'retrying', cause: 'offline', waiting: 2 });
    expect(server.log).toEqual([]);
    // The network is back (the same address now reaches the server): the queue goes out whole.
    base = server.url;
    timers.fire();
    await until(() => s.status.kind === 'synced');
    expect(server.log.map((e) => e.id)).toEqual(ids(log));
  });

  it('retries 503s with doubling delays, respects Retry-After on 429, and loses nothing', async () => {
    const { s, timers } = syncer();
    server.failNext(2, 503);
    const log = gameOf(START, tsumo(1));
    await s.update(log);
    expect(s.status).toMatchObject({ kind: 'retrying', cause: 'server', waiting: 2 });
    // Recorded while waiting: queued behind the others, not sent before the retry.
    const more = extend(log, [tsumo(2)]);
    await s.update(more);
    expect(s.status).toMatchObject({ kind: 'retrying', waiting: 3 });
    expect(server.posts).toBe(1);
    timers.fire();
    await until(() => server.posts === 2 && s.status.kind === 'retrying');
    server.failNext(1, 429, 30);
    timers.fire();
    await until(() => server.posts === 3 && s.status.kind === 'retrying');
    expect(timers.delays).toEqual([1000, 2000, 30_000]);
    expect(s.status).toMatchObject({ cause: 'busy' });
    timers.fire();
    await until(() => s.status.kind === 'synced');
    expect(server.log.map((e) => e.id)).toEqual(ids(more));
  });

  it('retries at once when told the network is back', async () => {
    const { s, timers } = syncer();
    server.failNext(1, 502);
    await s.update(gameOf(START));
    expect(timers.pending()).toBe(1);
    await s.retryNow();
    expect(timers.pending()).toBe(0);
    expect(s.status).toEqual({ kind: 'synced', events: 1 });
  });
});

describe('divergence', () => {
  it('an undo of an acknowledged event is found before sending, and a redo mends it', async () => {
    const { s } = syncer();
    const log = gameOf(START, tsumo(1), tsumo(2));
    await s.update(log);
    const undone = undo(log)!;
    await s.update(undone);
    expect(s.status).toEqual({ kind: 'diverged', reason: 'undone' });
    // Undone then a new event: as many events as acknowledged, but not the same ones.
    const replaced = extend(undone, [tsumo(3)], 3, 'x');
    server.posts = 0;
    await s.update(replaced);
    expect(s.status).toEqual({ kind: 'diverged', reason: 'changed' });
    expect(server.posts).toBe(0);
    await s.update(log);
    expect(s.status).toEqual({ kind: 'synced', events: 3 });
  });

  it('an edit of an acknowledged event is a divergence', async () => {
    const { s } = syncer();
    const log = gameOf(START, tsumo(1), tsumo(2));
    await s.update(log);
    const edited = editAt(log, 1, { ...log.entries[1]!, event: tsumo(3) });
    if (!edited.ok) throw new Error('edit refused');
    await s.update(edited.value.log);
    expect(s.status).toEqual({ kind: 'diverged', reason: 'changed' });
  });

  it('a server holding other events (409) is a divergence, sticky until the game is pulled', async () => {
    const mine = gameOf(START, tsumo(1));
    const theirs = extend(gameOf(START), [tsumo(2)], 1, 'other');
    await syncer().s.update(theirs);
    const { s } = syncer();
    await s.update(mine);
    expect(s.status).toEqual({ kind: 'diverged', reason: 'server' });
    await s.update(extend(mine, [tsumo(0)]));
    expect(s.status).toEqual({ kind: 'diverged', reason: 'server' });
    expect(server.log.map((e) => e.id)).toEqual(ids(theirs));
  });

  it('a server holding fewer events than it acknowledged (409 gap) gets them all again from the start', async () => {
    const log = gameOf(START, tsumo(1), tsumo(2));
    // This device's record says 2 acknowledged; the server (restored from a backup) holds none.
    const { s } = syncer({ ...fresh(), acked: 2, fingerprint: fingerprintOf(log.entries.slice(0, 2)) });
    await s.update(log);
    expect(s.status).toEqual({ kind: 'synced', events: 3 });
    expect(server.log.map((e) => e.id)).toEqual(ids(log));
    expect(server.posts).toBe(2);
  });

  it('a server further along than this device (another device at the table) is a divergence', async () => {
    const log = gameOf(START, tsumo(1), tsumo(2));
    await syncer().s.update(log);
    const { s } = syncer();
    await s.update(gameOf(START));
    expect(s.status).toEqual({ kind: 'diverged', reason: 'server' });
  });
});

describe('refusals stop the sync with the reason', () => {
  it('a wrong secret', async () => {
    const { s, timers } = syncer(fresh('W'.repeat(43)));
    await s.update(gameOf(START));
    expect(s.status).toMatchObject({ kind: 'stopped', reason: 'wrong_secret' });
    expect(timers.pending()).toBe(0);
  });

  it('a start with other players than the table’s', async () => {
    const { s } = syncer();
    await s.update(gameOf({ v: 1, type: 'start', players: ['Ann', 'Bob', 'Cat', 'Eve'], preset: 'ema-2016' }));
    expect(s.status).toMatchObject({ kind: 'stopped', reason: 'wrong_table' });
    expect(server.log).toEqual([]);
  });
});

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}
