/**
 * Club and tournament play on the server (src/server/API.md): the routes in one Fastify scope, so
 * their error handler and rate limit apply to them alone.
 */
import rateLimit from '@fastify/rate-limit';
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
  /** Requests per address per minute (default 600: a club's devices often share one address, and a device syncs every event). */
  readonly ratePerMinute?: number;
}

export const DEFAULT_RATE_PER_MINUTE = 600;

export async function registerTournamentApi(app: FastifyInstance, options: TournamentApiOptions): Promise<void> {
  await app.register(async (scope) => {
    handleErrors(scope);
    await scope.register(rateLimit, {
      max: options.ratePerMinute ?? DEFAULT_RATE_PER_MINUTE,
      timeWindow: 60_000,
      errorResponseBuilder: (_request, context) => ({ statusCode: 429, error: 'rate_limited', message: `too many requests: retry in ${context.after}` }),
    });
    const db = options.database.db;
    registerTournamentRoutes(scope, db);
    registerGameRoutes(scope, db, options.relay === null ? null : tablePublisher(db, options.relay));
  });
}
