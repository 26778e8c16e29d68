/**
 * The server's settings, read from the environment once at start (DESIGN.md section 4): `npm start`
 * must work with none of them set, listening on loopback only, so every default is the safe one.
 */
import { resolve } from 'node:path';
import { StartupError } from './startup-error.ts';

export interface ServerConfig {
  readonly host: string;
  readonly port: number;
  /** Where the embedded database keeps its files (under `db/`). */
  readonly dataDir: string;
  /** A PostgreSQL server to use instead of the embedded database; null for the embedded one. */
  readonly databaseUrl: string | null;
}

export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 4173;
export const DEFAULT_DATA_DIR = './data';

/**
 * The settings `env` asks for, relative paths taken from `cwd`. HOST wins over RIICHI_LENS_LAN=1,
 * which the README has long given for "let a phone on the LAN in" and stays a short way to say
 * HOST=0.0.0.0.
 */
export function readConfig(env: NodeJS.ProcessEnv, cwd: string = process.cwd()): ServerConfig {
  const host = nonEmpty(env.HOST) ?? (env.RIICHI_LENS_LAN === '1' ? '0.0.0.0' : DEFAULT_HOST);
  const port = readPort(nonEmpty(env.PORT));
  const dataDir = resolve(cwd, nonEmpty(env.RIICHI_LENS_DATA) ?? DEFAULT_DATA_DIR);
  return { host, port, dataDir, databaseUrl: nonEmpty(env.DATABASE_URL) ?? null };
}

const nonEmpty = (value: string | undefined): string | undefined => (value === undefined || value.trim() === '' ? undefined : value.trim());

function readPort(value: string | undefined): number {
  if (value === undefined) return DEFAULT_PORT;
  const port = Number(value);
  // 0 asks the system for a free port, which tests use.
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new StartupError(`PORT must be a number from 0 to 65535, not "${value}"`);
  return port;
}
