/**
 * The server's routes: the built app and its overlay page as files, /api/health, club and
 * tournament play (./tournament, API.md), and what is not
 * found. The app is a single page that routes nothing by path (the overlay is a page of its own,
 * a pairing link is `/?pair#...`), so an unknown path is a 404, never index.html; under /api/ the
 * 404 is JSON, for programs.
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Relay } from '../relay/relay-server.ts';
import type { Database } from './database.ts';
import { registerStaticFiles } from './static-files.ts';
import { registerTournamentApi } from './tournament/index.ts';

const PACKAGE = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
export const APP_VERSION = PACKAGE.version;

export interface AppOptions {
  readonly distDir: string;
  readonly database: Database;
  /** The relay a synced tournament table publishes its overlay state to; absent, no overlay. */
  readonly relay?: Pick<Relay, 'publish'>;
}

/** /api/health: up, which database, and whether its schema is the one this code migrates to; 503 when it is not or the database does not answer. */
function registerHealth(app: FastifyInstance, database: Database): void {
  app.get('/api/health', async (request, reply) => {
    try {
      const schema = await database.schemaInfo();
      // A schema behind this code's (a migration not applied) is as unhealthy as no database.
      if (!schema.current) reply.code(503);
      return { ok: schema.current, version: APP_VERSION, database: { kind: database.kind, ...schema } };
    } catch (error) {
      request.log.error({ err: error }, 'database health check failed');
      return reply.code(503).send({ ok: false, version: APP_VERSION, database: { kind: database.kind, error: 'unavailable' } });
    }
  });
}

const isApiPath = (url: string): boolean => /^\/api(?:[/?]|$)/.test(url);

export async function registerApp(app: FastifyInstance, options: AppOptions): Promise<void> {
  registerHealth(app, options.database);
  await registerTournamentApi(app, { database: options.database, relay: options.relay ?? null });
  await registerStaticFiles(app, options.distDir);
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) return reply.code(404).send({ error: 'not_found', path: request.url.split('?')[0] });
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
  });
}
