// The sync route's refusals and its guard against races (src/server/API.md, "Sync"), through the
// real server on each database target: every refusal has its status, code and field, stores
// nothing, and parallel posts for one game never write one position twice.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Envelope } from '../../src/engine/index';
import type { RunningServer } from '../../src/server/server';
import { GAME_1, PLAYERS, TABLE_1, TABLE_2, envelopesOf } from '../tournament/tournament-fixtures';
import { targets } from './database-targets';
import { clientOf, serversOn, type Client } from './tournament-client';

vi.setConfig({ hookTimeout: 60_000, testTimeout: 60_000 });

const LOG = envelopesOf(GAME_1, 'r');

describe.each(targets)('the sync route on $kind', (target) => {
  const servers = serversOn(target);
  let server: RunningServer;
  let api: Client;
  let admin = '';
  let tournament = '';
  let tables: { game: string; secret: string }[] = [];

  const post = (table: number, body: unknown, secret = tables[table]!.secret) => api.call('POST', `/api/games/${tables[table]!.game}/events`, { body, secret });
  const logOf = async (table: number): Promise<Envelope[]> => (await api.call('GET', `/api/games/${tables[table]!.game}`)).body.entries;

  beforeAll(async () => {
    await target.reset();
    server = await servers.start();
    api = clientOf(server.url);
    const created = await api.call('POST', '/api/tournaments', { body: { title: 'Races', preset: 'ema-2016', players: PLAYERS } });
    ({ adminSecret: admin } = created.body);
    tournament = created.body.tournament.id;
    await api.call('POST', `/api/tournaments/${tournament}/sessions`, { body: { tables: [TABLE_1, TABLE_2] }, secret: admin });
    tables = (await api.call('GET', `/api/tournaments/${tournament}/pairings`, { secret: admin })).body.tables;
  });

  afterAll(async () => {
    await server.close();
    servers.cleanUp();
  });

  it('refuses a missing or wrong secret (401), and another table’s secret', async () => {
    const body = { base: 0, entries: LOG.slice(0, 1) };
    expect(await api.call('POST', `/api/games/${tables[0]!.game}/events`, { body })).toMatchObject({ status: 401, body: { error: 'wrong_secret' } });
    expect(await post(0, body, 'z'.repeat(43))).toMatchObject({ status: 401, body: { error: 'wrong_secret' } });
    expect(await post(0, body, tables[1]!.secret)).toMatchObject({ status: 401, body: { error: 'wrong_secret' } });
    expect(await post(0, body, admin)).toMatchObject({ status: 401 });
    expect(await logOf(0)).toEqual([]);
  });

  it('refuses another table’s players or another preset: 422 wrong_table', async () => {
    const players = envelopesOf([{ v: 1, type: 'start', players: TABLE_2, preset: 'ema-2016' }], 'w');
    expect(await post(0, { base: 0, entries: players })).toMatchObject({ status: 422, body: { error: 'wrong_table', field: 'entries[0].event.players' } });
    const preset = envelopesOf([{ v: 1, type: 'start', players: TABLE_1, preset: 'ema-2025' }], 'w');
    expect(await post(0, { base: 0, entries: preset })).toMatchObject({ status: 422, body: { error: 'wrong_table', field: 'entries[0].event.preset' } });
  });

  it('refuses a malformed body (400 bad_fields, with the field), bad JSON (400 bad_json) and an oversize body (413 too_large)', async () => {
    const bad = { ...LOG[1]!, event: { v: 1, type: 'ron', discarder: 7, wins: [{ winner: 0, worth: { han: 5, fu: 30 } }] } };
    const malformed = await post(0, { base: 0, entries: [LOG[0], bad] });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: 'bad_fields', message: expect.any(String), field: 'entries[1].event.discarder' });
    expect(await post(0, { base: -1, entries: LOG })).toMatchObject({ status: 400, body: { error: 'bad_fields', field: 'base' } });
    expect(await post(0, { base: 0, entries: LOG, extra: 1 })).toMatchObject({ status: 400, body: { error: 'bad_fields' } });
    const json = await api.call('POST', `/api/games/${tables[0]!.game}/events`, { raw: '{"base": 0, "entries": [', secret: tables[0]!.secret });
    expect(json).toMatchObject({ status: 400, body: { error: 'bad_json', message: expect.any(String) } });
    const huge = await post(0, { base: 0, entries: LOG, pad: 'x'.repeat(300 * 1024) });
    expect(huge).toMatchObject({ status: 413, body: { error: 'too_large' } });
    for (const answer of [malformed, json, huge]) expect(JSON.stringify(answer.body)).not.toMatch(/ at .*\.ts:\d+/);
    expect(await logOf(0)).toEqual([]);
  });

  it('refuses an event the rules refuse (422 refused_event, the rule’s code and field) and stores none of the request', async () => {
    const riichiTwice = envelopesOf([...GAME_1.slice(0, 2), { v: 1, type: 'riichi', seat: 0 }, { v: 1, type: 'riichi', seat: 0 }], 'q');
    const answer = await post(0, { base: 0, entries: riichiTwice });
    expect(answer).toMatchObject({ status: 422, body: { error: 'refused_event', field: 'entries[3].event' } });
    expect(answer.body.message).toMatch(/^already_riichi: /);
    expect(await logOf(0)).toEqual([]);
  });

  it('answers a divergence and a gap with 409, where and how long the log is', async () => {
    expect(await post(0, { base: 0, entries: LOG.slice(0, 3) })).toMatchObject({ status: 200, body: { length: 3 } });
    const other = { ...LOG[2]!, at: '2026-11-27T11:00:00Z' };
    expect(await post(0, { base: 2, entries: [other, LOG[3]] })).toEqual({ status: 409, body: { error: 'diverged', message: expect.any(String), at: 2, length: 3 }, headers: expect.anything() });
    expect(await post(0, { base: 4, entries: [LOG[4]] })).toMatchObject({ status: 409, body: { error: 'gap', at: 3, length: 3 } });
    expect(await logOf(0)).toEqual(LOG.slice(0, 3));
  });

  it('lets parallel posts for one game take turns: each position written once, the log a prefix of the device’s', async () => {
    const held = (await logOf(0)).length;
    // Eight devices (or one retrying) post overlapping batches at once.
    const batches = Array.from({ length: 8 }, (_, i) => ({ base: held + (i % 3), entries: LOG.slice(held + (i % 3), held + (i % 3) + 3) }));
    const answers = await Promise.all(batches.map((b) => post(0, b)));
    for (const a of answers) expect([200, 409]).toContain(a.status);
    const log = await logOf(0);
    expect(log).toEqual(LOG.slice(0, log.length));
    expect(log.length).toBeGreaterThanOrEqual(held + 3);
    const accepted = answers.filter((a) => a.status === 200).reduce((n, a) => n + a.body.accepted, 0);
    expect(accepted).toBe(log.length - held);
    // The rest of the game, in parallel copies: exactly the game, whatever the order.
    await Promise.all(Array.from({ length: 4 }, () => post(0, { base: log.length, entries: LOG.slice(log.length) })));
    expect(await logOf(0)).toEqual(LOG);
  });
});
