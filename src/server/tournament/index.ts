/**
 * Club and tournament play on the server (src/server/API.md): the routes in one Fastify scope, so
 * their error handler applies to them alone. Their rate limits are the server's, on all of /api
 * (src/server/rate-limits.ts, RIICHI_LENS_RATE_LIMIT), registered before these routes.
 */
import type { FastifyInstance } from 'fastify';
import type { Relay } from '../../relay/relay-server.ts';
import type { Database } from '../database.ts';
import { handleErrors } from './http-errors.ts';
import { registerGameRoutes } from './game-routes.ts';
import { tablePublisher } from './table-publisher.ts';
import { registerTournamentRoutes } from './tournament-routes.ts';

export interface TournamentApiOptions {
  readonly database: Database;
  /** Where a synced table's overlay state goes; null serves the API without an overlay. */
  readonly relay: Pick<Relay, 'publish'> | null;
}

export async function registerTournamentApi(app: FastifyInstance, options: TournamentApiOptions): Promise<void> {
  await app.register(async (scope) => {
    handleErrors(scope);
    const db = options.database.db;
    registerTournamentRoutes(scope, db);
    registerGameRoutes(scope, db, options.relay === null ? null : tablePublisher(db, options.relay));
  });
}
