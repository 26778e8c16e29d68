/**
 * A tournament on the production server (src/server/server.ts on port 0, temporary data) with one
 * session of one table, opened through the API as a referee would: what the device-side suites
 * sync against.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { createdTournamentSchema, pairingsSchema } from '../../src/formats/table-sync';
import { startServer, type RunningServer } from '../../src/server/server';
import { DEFAULT_RATE_LIMIT } from '../../src/server/config';
import { fixtureDist } from '../server/fixture-dist';

export const TABLE_PLAYERS = ['Ann', 'Bob', 'Cat', 'Dan'];

export interface TournamentTable {
  readonly server: RunningServer;
  readonly game: string;
  readonly secret: string;
  readonly tournament: string;
  /** Table 2 of the same session (Eve, Fay, Gus, Hal). */
  readonly other: { readonly game: string; readonly secret: string };
  close(): Promise<void>;
}

async function json(response: Response): Promise<unknown> {
  if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
  return response.json();
}

export async function tournamentTable(title = 'Spring Open'): Promise<TournamentTable> {
  const dirs = [mkdtempSync(join(tmpdir(), 'riichi-lens-data-')), fixtureDist()];
  const server = await startServer({ config: { host: '127.0.0.1', port: 0, dataDir: dirs[0]!, databaseUrl: null, trustProxy: false, rateLimit: DEFAULT_RATE_LIMIT }, distDir: dirs[1]!, logger: false });
  const post = (path: string, body: unknown, secret?: string) =>
    fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(secret === undefined ? {} : { authorization: `Bearer ${secret}` }) }, body: JSON.stringify(body) });
  const created = v.parse(createdTournamentSchema, await json(await post('/api/tournaments', { title, preset: 'ema-2016', players: [...TABLE_PLAYERS, 'Eve', 'Fay', 'Gus', 'Hal'] })));
  const id = created.tournament.id;
  await json(await post(`/api/tournaments/${id}/sessions`, { tables: [TABLE_PLAYERS, ['Eve', 'Fay', 'Gus', 'Hal']] }, created.adminSecret));
  const pairings = v.parse(pairingsSchema, await json(await fetch(`${server.url}/api/tournaments/${id}/pairings`, { headers: { authorization: `Bearer ${created.adminSecret}` } })));
  const first = pairings.tables.find((t) => t.session === 1 && t.table === 1)!;
  const second = pairings.tables.find((t) => t.session === 1 && t.table === 2)!;
  return {
    server,
    game: first.game,
    secret: first.secret,
    tournament: id,
    other: { game: second.game, secret: second.secret },
    close: async () => {
      await server.close();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}
