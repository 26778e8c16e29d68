/**
 * One running server: the database opened and migrated, the app's routes, and the relay on the
 * same http server, listening on HOST:PORT; and how it all closes again, in order (stop accepting,
 * close the relay's sockets, close the database). main.ts runs it for `npm start`; the tests run it
 * on port 0 with a temporary data directory.
 */
import { createServer as createNetServer } from 'node:net';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { RELAY_PATH, openRelay, type Relay } from '../relay/relay-server.ts';
import { registerApp } from './app.ts';
import { clientAddressOf, trustFunction } from './client-address.ts';
import type { ServerConfig } from './config.ts';
import { openDatabase, type Database } from './database.ts';
import { registerRateLimits } from './rate-limits.ts';
import { DatabaseRoomStore } from './relay-room-store.ts';
import { listenError } from './startup-error.ts';

export interface ServerOptions {
  readonly config: ServerConfig;
  readonly distDir: string;
  /** Fastify's logger: pino's JSON lines to stdout for `npm start`, false in tests. */
  readonly logger: NonNullable<FastifyServerOptions['logger']>;
  /** Runs before anything is served or opened (main.ts builds dist/ there when it is stale). */
  readonly prepare?: (log: FastifyBaseLogger) => Promise<void>;
}

export interface RunningServer {
  readonly app: FastifyInstance;
  readonly database: Database;
  /** Where it listens, e.g. http://127.0.0.1:4173. */
  readonly url: string;
  /** Stops accepting, closes the relay's sockets and the database; resolves when all is closed. */
  close(): Promise<void>;
}

/**
 * The relay shares the app's port (the overlay finds it at its own origin): its WebSocket
 * upgrades are answered on Fastify's http server. The one place the relay is attached, so a
 * change to attachRelay's signature is a change here.
 */
function attachRelayTo(app: FastifyInstance, database: Database, config: ServerConfig): Relay {
  // Rooms' owners and last states live in the database: a restart keeps them. The relay's
  // per-address caps count the same client address as the API's rate limits.
  const trust = trustFunction(config.trustProxy);
  const relay = openRelay(app.server, { store: new DatabaseRoomStore(database.db), clientAddress: (request) => clientAddressOf(request, trust) });
  // The relay leaves other upgrades alone (under Vite they are its hot reload's); Fastify answers
  // none, so here such a socket would hang until it timed out.
  app.server.on('upgrade', (request, socket) => {
    if (new URL(request.url ?? '/', 'http://server').pathname === RELAY_PATH) return;
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  // preClose runs before the http server stops: open WebSockets would otherwise keep it waiting.
  app.addHook('preClose', (done) => {
    relay.close();
    done();
  });
  return relay;
}

/**
 * Fails fast when HOST:PORT cannot be listened on, before the database is opened: a second
 * `npm start` beside a running one must not open the embedded database's files the first holds.
 */
async function checkPortFree(host: string, port: number): Promise<void> {
  if (port === 0) return;
  const probe = createNetServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', (error) => reject(listenError(error, host, port)));
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const { host, port } = options.config;
  const app = Fastify({ logger: options.logger, trustProxy: trustFunction(options.config.trustProxy) });
  let database: Database | null = null;
  app.addHook('onClose', async () => {
    await database?.close();
  });
  try {
    await checkPortFree(host, port);
    await options.prepare?.(app.log);
    database = await openDatabase(options.config);
    app.log.info({ database: database.kind }, 'database ready');
    // The relay first: a tournament table's sync publishes to it.
    const relay = attachRelayTo(app, database, options.config);
    await registerRateLimits(app, options.config.rateLimit);
    await registerApp(app, { distDir: options.distDir, database, relay });
    const url = await app.listen({ host, port }).catch((error: unknown) => {
      throw listenError(error, host, port);
    });
    const opened = database;
    return { app, database: opened, url, close: () => app.close() };
  } catch (error) {
    await app.close();
    throw error;
  }
}
