// The per-address limits through the production server: the tournament routes answer 429 in the
// API's shape, and the relay's per-address caps count the same client address as the API's rate
// limits: the socket's, unless RIICHI_LENS_TRUST_PROXY names the proxy in front. A spoofed
// X-Forwarded-For must not let one machine past the 64-connection cap.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { CLOSE_CODE_TOO_MANY_CONNECTIONS } from '../../src/relay/overlay-shape';
import { DEFAULT_LIMITS } from '../../src/relay/relay-limits';
import type { TrustProxy } from '../../src/server/client-address';
import { startServer, type RunningServer } from '../../src/server/server';
import { fixtureDist } from './fixture-dist';

vi.setConfig({ hookTimeout: 60_000, testTimeout: 60_000 });

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

async function start(trustProxy: TrustProxy, rateLimit = 600): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'riichi-lens-data-'));
  const distDir = fixtureDist();
  temps.push(dataDir, distDir);
  return startServer({ config: { host: '127.0.0.1', port: 0, dataDir, databaseUrl: null, trustProxy, rateLimit }, distDir, logger: false });
}

/** Opens a relay socket; resolves with 'open' once it has stayed open a moment, or the close code / HTTP status it got. */
function attempt(url: string, headers: Record<string, string>, origin: string | null = url): Promise<{ ws: WebSocket; outcome: string }> {
  // The server's own origin by default, as the overlay page sends it; null: none, as a program.
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/relay`, { headers: origin === null ? headers : { origin, ...headers } });
  return new Promise((resolve) => {
    ws.once('unexpected-response', (_req, res) => resolve({ ws, outcome: `HTTP ${res.statusCode}` }));
    ws.once('close', (code) => resolve({ ws, outcome: String(code) }));
    // A refused connection is closed right after it opens: wait for the relay's word.
    ws.once('open', () => setTimeout(() => resolve({ ws, outcome: 'open' }), 300));
    ws.on('error', () => undefined);
  });
}

/** Opens the address cap's worth of sockets plus one at once, each with the X-Forwarded-For `xff(i)` gives; returns the outcomes, sorted. */
async function flood(server: RunningServer, xff: (i: number) => string): Promise<string[]> {
  const tries = Array.from({ length: DEFAULT_LIMITS.connectionsPerAddress + 1 }, (_, i) => attempt(server.url, { 'x-forwarded-for': xff(i) }));
  const opened = await Promise.all(tries);
  for (const { ws } of opened) ws.terminate();
  return opened.map((o) => o.outcome).sort();
}

const tooMany = String(CLOSE_CODE_TOO_MANY_CONNECTIONS);

describe('the relay’s client address', () => {
  it('without RIICHI_LENS_TRUST_PROXY, distinct spoofed X-Forwarded-For addresses still count as the socket’s one address', async () => {
    const server = await start(false);
    try {
      const outcomes = await flood(server, (i) => `203.0.113.${i}`);
      expect(outcomes).toEqual([tooMany, ...Array(DEFAULT_LIMITS.connectionsPerAddress).fill('open')]);
    } finally {
      await server.close();
    }
  });

  it('with the proxy trusted, each forwarded client has its own cap, and one client is still capped', async () => {
    const server = await start(['loopback']);
    try {
      expect(await flood(server, (i) => `203.0.113.${i}`)).toEqual(Array(DEFAULT_LIMITS.connectionsPerAddress + 1).fill('open'));
      expect(await flood(server, () => '203.0.113.7')).toEqual([tooMany, ...Array(DEFAULT_LIMITS.connectionsPerAddress).fill('open')]);
      // A program without an Origin is let in from loopback only: behind the proxy, the client is not loopback.
      const bare = await attempt(server.url, { 'x-forwarded-for': '192.168.1.20' }, null);
      expect((await attempt(server.url, {}, null)).outcome).toBe('open');
      expect(bare.outcome).toBe('HTTP 403');
    } finally {
      await server.close();
    }
  });
});

describe('the tournament routes', () => {
  it('answer past the budget for opening tournaments 429 rate_limited, with Retry-After', async () => {
    // 60 a minute: one tournament a minute per address.
    const server = await start(false, 60);
    try {
      const open = () => fetch(`${server.url}/api/tournaments`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title: 'Club night', preset: 'ema-2016', players: ['A', 'B', 'C', 'D'] }) });
      expect((await open()).status).toBe(201);
      const refused = await open();
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ error: 'rate_limited', message: expect.any(String) });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // Reading is another budget.
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
