// The tournament routes' guards that the suites through the whole server do not reach: a body
// that is not JSON (415), unknown tournaments (404), on a Fastify app with only these routes over
// the embedded database. The rate limit per address is rate-limits.test.ts's and
// server-limits.test.ts's (the whole server).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../src/server/database';
import { registerTournamentApi } from '../../src/server/tournament/index';
import { overlayTitle } from '../../src/server/tournament/table-publisher';

vi.setConfig({ hookTimeout: 60_000, testTimeout: 60_000 });

let dataDir = '';
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'riichi-lens-db-'));
  database = await openDatabase({ dataDir, databaseUrl: null });
  app = Fastify({ logger: false });
  await registerTournamentApi(app, { database, relay: null });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the tournament routes’ guards', () => {
  it('answer an unknown tournament or game 404 not_found, a body of another type 415', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/tournaments/nosuchtournament', remoteAddress: '10.0.0.1' })).json()).toEqual({ error: 'not_found', message: 'no such tournament' });
    expect((await app.inject({ method: 'GET', url: '/api/tournaments/bad!id/results.csv', remoteAddress: '10.0.0.1' })).statusCode).toBe(404);
    const text = await app.inject({ method: 'POST', url: '/api/tournaments', payload: 'title=x', headers: { 'content-type': 'application/x-www-form-urlencoded' }, remoteAddress: '10.0.0.2' });
    expect([text.statusCode, text.json().error]).toEqual([415, 'unsupported_media_type']);
  });
});

describe('overlayTitle', () => {
  it('names the session and table, cutting the tournament’s title so the whole fits an overlay state (200 characters)', () => {
    expect(overlayTitle('Autumn Cup', 2, 11)).toBe('Autumn Cup · session 2, table 11');
    const long = overlayTitle('x'.repeat(200), 64, 128);
    expect(long).toHaveLength(200);
    expect(long.endsWith(' · session 64, table 128')).toBe(true);
  });
});
