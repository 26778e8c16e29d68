// Club and tournament play through the real server (src/server/API.md), on each database target:
// a tournament opened, sessions seated by hand and automatically, the pairings, two tables'
// games synced from real event logs, standings and the results sheet checked against figures
// worked out by hand (test/tournament/tournament-fixtures.ts), a referee's penalty, a restart on
// the same data, and a relay subscriber receiving a table's state after a sync.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import * as v from 'valibot';
import { createdTournamentSchema, pairingsSchema, serverGameSchema, tournamentViewSchema } from '../../src/formats/table-sync';
import type { RunningServer } from '../../src/server/server';
import { GAME_1, GAME_2, PLAYERS, SCORES, TABLE_1, TABLE_2, UMA, envelopesOf } from '../tournament/tournament-fixtures';
import { targets } from './database-targets';
import { clientOf, serversOn, type Client } from './tournament-client';

vi.setConfig({ hookTimeout: 60_000, testTimeout: 60_000 });

const LOG_1 = envelopesOf(GAME_1, 't1');
const LOG_2 = envelopesOf(GAME_2, 't2');

describe.each(targets)('a tournament on $kind', (target) => {
  const servers = serversOn(target);
  let server: RunningServer;
  let api: Client;
  let id = '';
  let admin = '';
  let pairings: v.InferOutput<typeof pairingsSchema>['tables'] = [];

  beforeAll(async () => {
    await target.reset();
    server = await servers.start();
    api = clientOf(server.url);
  });

  afterAll(async () => {
    await server.close();
    servers.cleanUp();
  });

  const tableGame = (session: number, table: number) => pairings.find((p) => p.session === session && p.table === table)!;

  it('opens a tournament: 201, the view and an admin secret shown once', async () => {
    const created = await api.call('POST', '/api/tournaments', { body: { title: ' Autumn Cup ', preset: 'ema-2016', players: PLAYERS } });
    expect(created.status).toBe(201);
    const body = v.parse(createdTournamentSchema, created.body);
    expect(body.tournament).toMatchObject({ title: 'Autumn Cup', preset: 'ema-2016', players: PLAYERS, sessions: [], penalties: [] });
    expect(body.adminSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    id = body.tournament.id;
    admin = body.adminSecret;
    expect((await api.call('GET', `/api/tournaments/${id}`)).body).toEqual(body.tournament);
  });

  it('adds a session seated by the referee (names as the tournament writes them) and one seated automatically', async () => {
    const refused = await api.call('POST', `/api/tournaments/${id}/sessions`, { body: { tables: [TABLE_1, TABLE_2] }, secret: 'x'.repeat(43) });
    expect(refused).toMatchObject({ status: 401, body: { error: 'wrong_secret' } });
    const first = await api.call('POST', `/api/tournaments/${id}/sessions`, { body: { tables: [['a', 'b', 'c', 'd'], TABLE_2] }, secret: admin });
    expect(first.status).toBe(201);
    const view = v.parse(tournamentViewSchema, first.body);
    expect(view.sessions.map((s) => s.tables.map((t) => t.players))).toEqual([[TABLE_1, TABLE_2]]);
    const second = await api.call('POST', `/api/tournaments/${id}/sessions`, { body: { seating: 'auto' }, secret: admin });
    expect(second.status).toBe(201);
    const seated = v.parse(tournamentViewSchema, second.body).sessions[1]!.tables.map((t) => t.players);
    expect(seated).toHaveLength(2);
    expect(seated.flat().sort()).toEqual(PLAYERS);
    // 8 players at 2 tables: each table of session 2 must mix the two tables of session 1 (2 and 2 is the fewest repeats).
    for (const table of seated) expect(table.filter((p) => TABLE_1.includes(p))).toHaveLength(2);
  });

  it('gives the pairings to the admin only: each table’s secret, derived as API.md says', async () => {
    expect((await api.call('GET', `/api/tournaments/${id}/pairings`)).status).toBe(401);
    const answer = await api.call('GET', `/api/tournaments/${id}/pairings`, { secret: admin });
    expect(answer.status).toBe(200);
    pairings = v.parse(pairingsSchema, answer.body).tables;
    expect(pairings.map((p) => [p.session, p.table])).toEqual([[1, 1], [1, 2], [2, 1], [2, 2]]);
    for (const p of pairings) expect(p.secret).toBe(createHmac('sha256', admin).update(`table:${p.game}`).digest('base64url'));
  });

  it('tells a device its table (and no secret); an unknown game is 404', async () => {
    const game = await api.call('GET', `/api/games/${tableGame(1, 1).game}`);
    expect(v.parse(serverGameSchema, game.body)).toEqual({
      table: { game: tableGame(1, 1).game, tournament: { id, title: 'Autumn Cup' }, preset: 'ema-2016', session: 1, table: 1, players: TABLE_1 },
      entries: [],
    });
    expect(JSON.stringify(game.body)).not.toContain(tableGame(1, 1).secret);
    expect(await api.call('GET', '/api/games/no-such-game')).toMatchObject({ status: 404, body: { error: 'not_found' } });
  });

  it('syncs a whole game in batches, a retried batch acknowledged as duplicates', async () => {
    const { game, secret } = tableGame(1, 1);
    const path = `/api/games/${game}/events`;
    expect(await api.call('POST', path, { body: { base: 0, entries: LOG_1.slice(0, 4) }, secret })).toMatchObject({ status: 200, body: { length: 4, accepted: 4, duplicates: 0 } });
    expect(await api.call('POST', path, { body: { base: 0, entries: LOG_1.slice(0, 4) }, secret })).toMatchObject({ status: 200, body: { length: 4, accepted: 0, duplicates: 4 } });
    expect(await api.call('POST', path, { body: { base: 2, entries: LOG_1.slice(2) }, secret })).toMatchObject({ status: 200, body: { length: LOG_1.length, accepted: LOG_1.length - 4, duplicates: 2 } });
    expect((await api.call('GET', `/api/games/${game}`)).body.entries).toEqual(LOG_1);
    const table2 = tableGame(1, 2);
    expect(await api.call('POST', `/api/games/${table2.game}/events`, { body: { base: 0, entries: LOG_2 }, secret: table2.secret })).toMatchObject({ status: 200, body: { length: 2 } });
  });

  it('scores the tournament: the finished game final, the unfinished one provisional, a penalty off the total, ties sharing a rank', async () => {
    const penalty = await api.call('POST', `/api/tournaments/${id}/penalties`, { body: { player: 'b', points: 2000, reason: 'late' }, secret: admin });
    expect(penalty.status).toBe(201);
    const view = v.parse(tournamentViewSchema, penalty.body);
    const total = (p: string) => SCORES[p]! - (p === 'B' ? 2000 : 0);
    expect(view.standings.map((r) => [r.rank, r.player, r.games, r.sessions, r.uma, r.penalties, r.total])).toEqual(
      (
        [
          [1, 'A'],
          [2, 'F'],
          [3, 'C'],
          [4, 'G'],
          [4, 'H'],
          [6, 'D'],
          [7, 'E'],
          [8, 'B'],
        ] as const
      ).map(([rank, p]) => [rank, p, 1, [SCORES[p], null], UMA[p], p === 'B' ? 2000 : 0, total(p)]),
    );
    expect(view.penalties).toEqual([{ player: 'B', points: 2000, reason: 'late', at: expect.any(String) }]);
    const [t1, t2] = view.sessions[0]!.tables;
    expect(t1).toMatchObject({ events: LOG_1.length, started: true, ended: true, round: { wind: 1, hand: 3 } });
    expect(t2).toMatchObject({ events: 2, started: true, ended: false, round: { wind: 0, hand: 1 } });
    expect(view.sessions[1]!.tables.every((t) => !t.started && t.updatedAt === null)).toBe(true);
  });

  it('writes the results sheet', async () => {
    const csv = await api.call('GET', `/api/tournaments/${id}/results.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.body).toBe(
      [
        'rank,player,session 1,session 2,uma,penalties,total',
        '1,A,27000,,15000,0,27000',
        '2,F,16100,,15000,0,16100',
        '3,C,7000,,5000,0,7000',
        '4,G,-300,,0,0,-300',
        '4,H,-300,,0,0,-300',
        '6,D,-6000,,-5000,0,-6000',
        '7,E,-15500,,-15000,0,-15500',
        '8,B,-28000,,-15000,2000,-30000',
        '',
      ].join('\r\n'),
    );
  });

  it('sends a table’s state to a relay subscriber of its game after a sync', async () => {
    const { game, secret } = tableGame(2, 1);
    const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}/relay`);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    const heard = new Promise<{ type: string; state: { title: string; seats: { name: string; points: number }[] } }>((resolve) => ws.once('message', (data) => resolve(JSON.parse(data.toString()))));
    ws.send(JSON.stringify({ type: 'subscribe', game }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const players = pairings.length > 0 ? (await api.call('GET', `/api/games/${game}`)).body.table.players : [];
    const start = envelopesOf([{ v: 1, type: 'start', players, preset: 'ema-2016' }], 's2t1');
    expect((await api.call('POST', `/api/games/${game}/events`, { body: { base: 0, entries: start }, secret })).status).toBe(200);
    const message = await heard;
    expect(message.type).toBe('state');
    expect(message.state.title).toBe('Autumn Cup · session 2, table 1');
    expect(message.state.seats.map((s) => [s.name, s.points])).toEqual(players.map((p: string) => [p, 30000]));
    // The device holding the table's secret may publish to the room as well; a stranger may not.
    const stranger = new WebSocket(`${server.url.replace(/^http/, 'ws')}/relay`);
    await new Promise((resolve, reject) => stranger.once('open', resolve).once('error', reject));
    const closed = new Promise<number>((resolve) => stranger.once('close', (code) => resolve(code)));
    stranger.send(JSON.stringify({ type: 'publish', game: tableGame(2, 2).game, secret: 'y'.repeat(43), state: message.state }));
    expect(await closed).toBe(4001);
    ws.close();
  });

  it('keeps the logs and standings across a restart on the same data', async () => {
    const before = (await api.call('GET', `/api/tournaments/${id}`)).body;
    await server.close();
    server = await servers.start();
    api = clientOf(server.url);
    expect((await api.call('GET', `/api/tournaments/${id}`)).body).toEqual(before);
    expect((await api.call('GET', `/api/games/${tableGame(1, 1).game}`)).body.entries).toEqual(LOG_1);
    // And the sync goes on where it was.
    const { game, secret } = tableGame(1, 2);
    expect(await api.call('POST', `/api/games/${game}/events`, { body: { base: 0, entries: LOG_2 }, secret })).toMatchObject({ status: 200, body: { length: 2, duplicates: 2 } });
  });
});
