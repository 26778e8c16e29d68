/**
 * The tournament routes of src/server/API.md: open a tournament, read it, add a session, the
 * pairings, penalties and the results sheet. Bodies are checked with the table-sync schemas; the
 * seating and standings are the pure core's (src/tournament).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PRESETS } from '../../engine/index';
import { addPenaltySchema, addSessionSchema, createTournamentSchema, MAX_SESSIONS, tournamentIdSchema } from '../../formats/table-sync.ts';
import { ownerHashOf } from '../../relay/owner-hash.ts';
import { resultsCsv } from '../../tournament/results-csv.ts';
import { autoSeating, checkTables, duplicateName, nameKey } from '../../tournament/seating.ts';
import { randomToken, tableSecretOf } from '../../tournament/table-secret.ts';
import type { Database } from '../database.ts';
import { ApiRefusal, BODY_LIMIT, notFound, parseBody, requireSecret } from './http-errors.ts';
import { insertPenalty, insertTables, insertTournament, loadLogs, loadPenalties, loadTables, loadTournament, type TableRecord, type TournamentRecord } from './tournament-store.ts';
import { sessionCountOf, tournamentView, type TournamentData } from './tournament-view.ts';
import * as v from 'valibot';

type Db = Database['db'];

async function loadData(db: Db, id: string): Promise<TournamentData> {
  if (!v.is(tournamentIdSchema, id)) throw notFound('tournament');
  const tournament = await loadTournament(db, id);
  if (tournament === null) throw notFound('tournament');
  const tables = await loadTables(db, id);
  return { tournament, tables, logs: await loadLogs(db, tables.map((t) => t.game)), penalties: await loadPenalties(db, id) };
}

/** The tournament, and the admin secret of the request when it is this tournament's. */
async function asAdmin(db: Db, request: FastifyRequest<{ Params: { id: string } }>): Promise<{ tournament: TournamentRecord; secret: string }> {
  const id = request.params.id;
  const tournament = v.is(tournamentIdSchema, id) ? await loadTournament(db, id) : null;
  if (tournament === null) throw notFound('tournament');
  return { tournament, secret: requireSecret(request, tournament.adminHash) };
}

async function createTournament(db: Db, body: unknown) {
  const input = parseBody(createTournamentSchema, body);
  const twice = duplicateName(input.players);
  if (twice !== null) throw new ApiRefusal(400, 'bad_fields', `${twice} is listed twice`, `players[${input.players.lastIndexOf(twice)}]`);
  const adminSecret = randomToken(32);
  const id = randomToken(12);
  await insertTournament(db, { id, title: input.title, preset: input.preset, players: input.players, adminHash: ownerHashOf(adminSecret) });
  return { tournament: tournamentView(await loadData(db, id)), adminSecret };
}

/** The next session's tables as names: the referee's, checked, or seated by `auto` given the sessions before. */
function seatingOf(body: unknown, tournament: TournamentRecord, tables: readonly TableRecord[], session: number): string[][] {
  const input = parseBody(addSessionSchema, body);
  const size = PRESETS[tournament.preset].players;
  const previous = Array.from({ length: session - 1 }, (_, i) => tables.filter((t) => t.session === i + 1).map((t) => t.players));
  const seating = 'tables' in input ? checkTables(input.tables, tournament.players, size) : autoSeating(tournament.players, size, session, previous);
  if (!seating.ok) throw new ApiRefusal(422, seating.error.code, seating.error.message, seating.error.field);
  return seating.value;
}

async function addSession(db: Db, request: FastifyRequest<{ Params: { id: string } }>): Promise<TournamentData> {
  const { tournament, secret } = await asAdmin(db, request);
  await db.transaction().execute(async (trx) => {
    await loadTournament(trx, tournament.id, true);
    const tables = await loadTables(trx, tournament.id);
    const session = sessionCountOf(tables) + 1;
    if (session > MAX_SESSIONS) throw new ApiRefusal(422, 'too_many_sessions', `a tournament has ${MAX_SESSIONS} sessions at most`);
    const seating = seatingOf(request.body, tournament, tables, session);
    const rows = await Promise.all(
      seating.map(async (players, i): Promise<TableRecord> => {
        const game = randomToken(12);
        return { game, tournament: tournament.id, session, table: i + 1, players, secretHash: ownerHashOf(await tableSecretOf(secret, game)) };
      }),
    );
    await insertTables(trx, rows);
  });
  return loadData(db, tournament.id);
}

async function addPenalty(db: Db, request: FastifyRequest<{ Params: { id: string } }>): Promise<TournamentData> {
  const { tournament } = await asAdmin(db, request);
  const input = parseBody(addPenaltySchema, request.body);
  const player = tournament.players.find((p) => nameKey(p) === nameKey(input.player));
  if (player === undefined) throw new ApiRefusal(422, 'unknown_player', `${input.player} is no player of this tournament`, 'player');
  await insertPenalty(db, tournament.id, { player, points: input.points, reason: input.reason });
  return loadData(db, tournament.id);
}

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

export function registerTournamentRoutes(scope: FastifyInstance, db: Db): void {
  scope.post('/api/tournaments', { bodyLimit: BODY_LIMIT }, async (request, reply) => reply.code(201).send(await createTournament(db, request.body)));
  scope.get('/api/tournaments/:id', async (request: IdRequest) => tournamentView(await loadData(db, request.params.id)));
  scope.post('/api/tournaments/:id/sessions', { bodyLimit: BODY_LIMIT }, async (request: IdRequest, reply) => reply.code(201).send(tournamentView(await addSession(db, request))));
  scope.post('/api/tournaments/:id/penalties', { bodyLimit: BODY_LIMIT }, async (request: IdRequest, reply) => reply.code(201).send(tournamentView(await addPenalty(db, request))));
  scope.get('/api/tournaments/:id/pairings', async (request: IdRequest) => {
    const { tournament, secret } = await asAdmin(db, request);
    const tables = await loadTables(db, tournament.id);
    return { tables: await Promise.all(tables.map(async (t) => ({ session: t.session, table: t.table, game: t.game, secret: await tableSecretOf(secret, t.game) }))) };
  });
  scope.get('/api/tournaments/:id/results.csv', async (request: IdRequest, reply) => {
    const view = tournamentView(await loadData(db, request.params.id));
    const slug = view.title.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'tournament';
    reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${slug}-results.csv"`);
    return resultsCsv(view.standings, view.sessions.length);
  });
}
