// A server for the tournament suites (src/server/server.ts on port 0 with a temporary data
// directory, on a database target of database-targets.ts) and a small client for its API.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_RATE_LIMIT } from '../../src/server/config';
import { startServer, type RunningServer } from '../../src/server/server';
import type { Target } from './database-targets';
import { fixtureDist } from './fixture-dist';

export interface Answer {
  readonly status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked with toEqual/toMatchObject
  readonly body: any;
  readonly headers: Headers;
}

export interface Client {
  readonly url: string;
  call(method: string, path: string, options?: { body?: unknown; raw?: string; secret?: string; contentType?: string }): Promise<Answer>;
}

export function clientOf(url: string): Client {
  return {
    url,
    async call(method, path, options = {}) {
      const headers: Record<string, string> = {};
      if (options.secret !== undefined) headers.authorization = `Bearer ${options.secret}`;
      const payload = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
      if (payload !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
      const response = await fetch(`${url}${path}`, { method, headers, ...(payload === undefined ? {} : { body: payload }) });
      const text = await response.text();
      const body = (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text;
      return { status: response.status, body, headers: response.headers };
    },
  };
}

/** Servers on one target's database: `start()` again opens the same data (a restart). */
export function serversOn(target: Target): { start(): Promise<RunningServer>; cleanUp(): void } {
  const temps: string[] = [];
  let dataDir = '';
  return {
    start: () => {
      const distDir = fixtureDist();
      temps.push(distDir);
      if (dataDir === '') {
        dataDir = target.kind === 'pglite' ? target.options().dataDir : mkdtempSync(join(tmpdir(), 'riichi-lens-data-'));
        if (target.kind !== 'pglite') temps.push(dataDir);
      }
      return startServer({ config: { host: '127.0.0.1', port: 0, dataDir, databaseUrl: target.options().databaseUrl, trustProxy: false, rateLimit: DEFAULT_RATE_LIMIT }, distDir, logger: false });
    },
    cleanUp: () => {
      for (const dir of temps) rmSync(dir, { recursive: true, force: true });
      target.cleanUp();
    },
  };
}
