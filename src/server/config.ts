/**
 * The server's settings, read from the environment once at start (DESIGN.md section 4): `npm start`
 * must work with none of them set, listening on loopback only, so every default is the safe one.
 */
import { resolve } from 'node:path';
import { isTrustEntry, type TrustProxy } from './client-address.ts';
import { StartupError } from './startup-error.ts';

export interface ServerConfig {
  readonly host: string;
  readonly port: number;
  /** Where the embedded database keeps its files (under `db/`). */
  readonly dataDir: string;
  /** A PostgreSQL server to use instead of the embedded database; null for the embedded one. */
  readonly databaseUrl: string | null;
  /** Whom X-Forwarded-For is believed from (client-address.ts); false: nobody, the socket's address is the client. */
  readonly trustProxy: TrustProxy;
  /** Requests per minute one address may make to /api (creating tournaments: fewer, rate-limits.ts); 0: no limit. */
  readonly rateLimit: number;
}

export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 4173;
export const DEFAULT_DATA_DIR = './data';
/**
 * A club's devices often share one address (one router, or one proxy in front): 64 tables syncing
 * and a few overlays polling the leaderboard stay far below 600 a minute, a script hammering the
 * API does not.
 */
export const DEFAULT_RATE_LIMIT = 600;

/**
 * The settings `env` asks for, relative paths taken from `cwd`. HOST wins over RIICHI_LENS_LAN=1,
 * which the README has long given for "let a phone on the LAN in" and stays a short way to say
 * HOST=0.0.0.0.
 */
export function readConfig(env: NodeJS.ProcessEnv, cwd: string = process.cwd()): ServerConfig {
  const host = nonEmpty(env.HOST) ?? (env.RIICHI_LENS_LAN === '1' ? '0.0.0.0' : DEFAULT_HOST);
  const port = readPort(nonEmpty(env.PORT));
  const dataDir = resolve(cwd, nonEmpty(env.RIICHI_LENS_DATA) ?? DEFAULT_DATA_DIR);
  const trustProxy = readTrustProxy(nonEmpty(env.RIICHI_LENS_TRUST_PROXY));
  const rateLimit = readRateLimit(nonEmpty(env.RIICHI_LENS_RATE_LIMIT));
  return { host, port, dataDir, databaseUrl: nonEmpty(env.DATABASE_URL) ?? null, trustProxy, rateLimit };
}

const nonEmpty = (value: string | undefined): string | undefined => (value === undefined || value.trim() === '' ? undefined : value.trim());

function readPort(value: string | undefined): number {
  if (value === undefined) return DEFAULT_PORT;
  const port = Number(value);
  // 0 asks the system for a free port, which tests use.
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new StartupError(`PORT must be a number from 0 to 65535, not "${value}"`);
  return port;
}

/**
 * RIICHI_LENS_TRUST_PROXY: a hop count (`1`: one proxy in front, believe what it says) or a
 * comma-separated list of the proxies' addresses, CIDR ranges or `loopback`/`linklocal`/`uniquelocal`.
 * Unset or `0`: X-Forwarded-For is ignored. `true` (trust every hop) is refused: anyone could then
 * name any address and escape the per-address limits.
 */
function readTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((x) => x.trim()).filter((x) => x !== '');
  const bad = entries.find((e) => !isTrustEntry(e));
  if (bad !== undefined || entries.length === 0) {
    throw new StartupError(`RIICHI_LENS_TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses (or CIDR ranges, or loopback), not "${bad ?? value}"`);
  }
  return entries;
}

function readRateLimit(value: string | undefined): number {
  if (value === undefined) return DEFAULT_RATE_LIMIT;
  const limit = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(limit)) throw new StartupError(`RIICHI_LENS_RATE_LIMIT must be a whole number of requests per minute (0: no limit), not "${value}"`);
  return limit;
}
