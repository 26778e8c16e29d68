/**
 * A tournament table's game over HTTP (src/server/API.md): GET /api/games/:game (the table and
 * the server's log) and POST /api/games/:game/events (the sync). A sync reads the log, decides
 * with the pure core (src/tournament/sync.ts) and appends in one transaction, the table's row
 * locked, so two posts for one game take turns; the log's primary key is the last guard.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { gameIdSchema, syncRequestSchema } from '../../formats/table-sync.ts';
import { decideSync, type SyncDecision } from '../../tournament/sync.ts';
import type { Database } from '../database.ts';
import { ApiRefusal, BODY_LIMIT, notFound, parseBody, requireSecret } from './http-errors.ts';
import type { TablePublisher } from './table-publisher.ts';
import { tableInfo } from './tournament-view.ts';
import { appendEvents, loadLog, loadTable, loadTournament, type TableRecord, type TournamentRecord } from './tournament-store.ts';

type Db = Database['db'];
type GameRequest = FastifyRequest<{ Params: { game: string } }>;

/** Tries of a sync that lost a race for a log position (PostgreSQL's unique violation). */
const SYNC_TRIES = 3;

async function tableOf(db: Db, game: string): Promise<{ table: TableRecord; tournament: TournamentRecord }> {
  const table = v.is(gameIdSchema, game) ? await loadTable(db, game) : null;
  const tournament = table === null ? null : await loadTournament(db, table.tournament);
  if (table === null || tournament === null) throw notFound('tournament table');
  return { table, tournament };
}

const isUniqueViolation = (error: unknown): boolean => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** One transaction: lock the table, read its log, decide, append what was accepted. */
async function syncOnce(db: Db, game: string, tournament: TournamentRecord, body: v.InferOutput<typeof syncRequestSchema>): Promise<SyncDecision> {
  return db.transaction().execute(async (trx) => {
    const table = await loadTable(trx, game, true);
    if (table === null) throw notFound('tournament table');
    const log = await loadLog(trx, game);
    const decision = decideSync(log.entries, body, { preset: tournament.preset, players: table.players });
    if (decision.kind === 'accepted') await appendEvents(trx, game, log.entries.length, decision.append);
    return decision;
  });
}

async function sync(db: Db, game: string, tournament: TournamentRecord, body: v.InferOutput<typeof syncRequestSchema>): Promise<SyncDecision> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await syncOnce(db, game, tournament, body);
    } catch (error) {
      // Another sync took the position first (the row lock makes this rare): decide again on the log it left.
      if (!isUniqueViolation(error) || attempt >= SYNC_TRIES) throw error;
    }
  }
}

export function registerGameRoutes(scope: FastifyInstance, db: Db, publish: TablePublisher | null): void {
  scope.get('/api/games/:game', async (request: GameRequest) => {
    const { table, tournament } = await tableOf(db, request.params.game);
    return { table: tableInfo(tournament, table), entries: (await loadLog(db, table.game)).entries };
  });
  scope.post('/api/games/:game/events', { bodyLimit: BODY_LIMIT }, async (request: GameRequest, reply) => {
    const { table, tournament } = await tableOf(db, request.params.game);
    requireSecret(request, table.secretHash);
    const body = parseBody(syncRequestSchema, request.body);
    const decision = await sync(db, table.game, tournament, body);
    if (decision.kind === 'conflict') return reply.code(409).send({ error: decision.error, message: decision.message, at: decision.at, length: decision.length });
    if (decision.kind === 'refused') throw new ApiRefusal(422, decision.error, decision.message, decision.field);
    // The overlay is a view: a relay that fails must not turn a stored sync into an error.
    await publish?.(table.game).catch((error: unknown) => request.log.warn({ err: error }, 'publishing the table to the relay failed'));
    return { length: decision.length, accepted: decision.append.length, duplicates: decision.duplicates };
  });
}
