// The production server (src/server/server.ts) on port 0 with a temporary data directory and a
// prepared dist/: caching headers and compressed copies, the health and 404 answers, the relay
// through the server, the closing order, and the one-line errors a person starting it reads.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createServer as createNetServer, type Server as NetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { DEFAULT_RATE_LIMIT } from '../../src/server/config';
import { LATEST_MIGRATION } from '../../src/server/migrations';
import { startServer, type RunningServer } from '../../src/server/server';
import { IMMUTABLE, REVALIDATE } from '../../src/server/static-files';
import { StartupError, startupErrorLine } from '../../src/server/startup-error';
import { FIXTURE_FILES, precompressedFixtureDist } from './fixture-dist';
import { GAME, SECRET, gameState } from '../relay/relay-fixtures';

// Opening the embedded database the first time builds its files: seconds on two loaded cores, more
// than Vitest's 10 s for a hook (a clean clone's full run once took longer).
vi.setConfig({ hookTimeout: 60_000, testTimeout: 60_000 });

const temps: string[] = [];

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'riichi-lens-data-'));
  temps.push(dir);
  return dir;
}

async function start(overrides: { port?: number; dataDir?: string; databaseUrl?: string } = {}): Promise<RunningServer> {
  const distDir = await precompressedFixtureDist();
  temps.push(distDir);
  const config = { host: '127.0.0.1', port: overrides.port ?? 0, dataDir: overrides.dataDir ?? tempDir(), databaseUrl: overrides.databaseUrl ?? null, trustProxy: false, rateLimit: DEFAULT_RATE_LIMIT } as const;
  return startServer({ config, distDir, logger: false });
}

interface RawResponse {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

/** A GET through node:http, its body as sent: fetch() would undo the Content-Encoding under test. */
function getRaw(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.once('error', reject);
    })
      .once('error', reject)
      .end();
  });
}

async function openSocket(url: string): Promise<WebSocket> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/relay`);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return ws;
}

let server: RunningServer;

beforeAll(async () => {
  server = await start();
});

afterAll(async () => {
  await server.close();
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe('the built app', () => {
  it('serves the pages and the service worker to be revalidated, and hashed assets for a year', async () => {
    const expected: [string, string, RegExp][] = [
      ['/', REVALIDATE, /text\/html/],
      ['/index.html', REVALIDATE, /text\/html/],
      ['/overlay.html?game=game-0001-abcd&lang=de', REVALIDATE, /text\/html/],
      ['/sw.js', REVALIDATE, /javascript/],
      ['/workbox-0123abcd.js', REVALIDATE, /javascript/],
      ['/manifest.webmanifest', REVALIDATE, /manifest\+json/],
      ['/models/detector/model.json', REVALIDATE, /json/],
      ['/assets/main-DzynPcj8.js', IMMUTABLE, /javascript/],
    ];
    for (const [path, cacheControl, type] of expected) {
      const response = await fetch(`${server.url}${path}`);
      expect([path, response.status, response.headers.get('cache-control')]).toEqual([path, 200, cacheControl]);
      expect(response.headers.get('content-type')).toMatch(type);
    }
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
    expect(await (await fetch(`${server.url}/overlay.html`)).text()).toContain('Riichi Lens overlay');
  });

  it('sends the brotli or gzip copy a browser accepts, and the file to one that accepts neither, cached as the file', async () => {
    const decode = { br: brotliDecompressSync, gzip: gunzipSync };
    const files: [string, string, string][] = [
      ['/', 'index.html', REVALIDATE],
      ['/index.html', 'index.html', REVALIDATE],
      ['/sw.js', 'sw.js', REVALIDATE],
      ['/assets/main-DzynPcj8.js', 'assets/main-DzynPcj8.js', IMMUTABLE],
    ];
    for (const [path, file, cacheControl] of files) {
      const text = FIXTURE_FILES[file]!;
      const plain = await getRaw(`${server.url}${path}`);
      // Vary on the plain answer too: a cache in between must not hand it to a browser that accepts brotli, nor the reverse.
      expect([path, plain.status, plain.headers['content-encoding'], plain.headers['cache-control'], plain.headers.vary]).toEqual([path, 200, undefined, cacheControl, 'accept-encoding']);
      expect(plain.body.toString()).toBe(text);
      for (const [accept, encoding] of [['br', 'br'], ['gzip', 'gzip'], ['gzip, deflate, br, zstd', 'br']] as const) {
        const sent = await getRaw(`${server.url}${path}`, { 'accept-encoding': accept });
        const headers = [sent.status, sent.headers['content-encoding'], sent.headers['cache-control'], sent.headers['content-type'], sent.headers.vary];
        expect([path, accept, ...headers]).toEqual([path, accept, 200, encoding, cacheControl, plain.headers['content-type'], 'accept-encoding']);
        expect(sent.body.length).toBeLessThan(plain.body.length);
        expect(decode[encoding](sent.body).toString()).toBe(text);
      }
    }
    // Too small to gain from compressing (`{}`), the model's manifest has no copies: it comes as it is.
    const small = await getRaw(`${server.url}/models/detector/model.json`, { 'accept-encoding': 'br, gzip' });
    expect([small.status, small.headers['content-encoding'], small.body.toString()]).toEqual([200, undefined, FIXTURE_FILES['models/detector/model.json']]);
  });

  it('revalidates each encoding of a file by its own ETag', async () => {
    const url = `${server.url}/assets/main-DzynPcj8.js`;
    const plain = await getRaw(url);
    const br = await getRaw(url, { 'accept-encoding': 'br' });
    expect(br.headers.etag).toBeDefined();
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const unchanged = await getRaw(url, { 'accept-encoding': 'br', 'if-none-match': br.headers.etag! });
    expect([unchanged.status, unchanged.body.length, unchanged.headers['cache-control']]).toEqual([304, 0, IMMUTABLE]);
    // The plain file's ETag does not stand for the brotli copy, which is sent whole.
    const other = await getRaw(url, { 'accept-encoding': 'br', 'if-none-match': plain.headers.etag! });
    expect([other.status, other.headers['content-encoding']]).toEqual([200, 'br']);
  });

  it('answers an unknown page 404, not the app, and never serves the build stamp or a compressed copy by its own name', async () => {
    for (const path of ['/no-such-page', '/assets/gone-1234.js', '/.build-stamp', '/assets/main-DzynPcj8.js.br', '/index.html.gz', '/sw.js.br']) {
      const response = await fetch(`${server.url}${path}`);
      expect([path, response.status]).toEqual([path, 404]);
      expect(await response.text()).not.toContain('Riichi Lens');
    }
  });
});

describe('the API', () => {
  it('reports health: the database kind, its schema and the version', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, version: '0.0.0', database: { kind: 'pglite', migration: LATEST_MIGRATION, current: true } });
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await fetch(`${server.url}/api/nothing?x=1`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ error: 'not_found', path: '/api/nothing' });
  });
});

// `npm run test:postgres`: the same server on a PostgreSQL server.
const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  describe('on PostgreSQL (TEST_DATABASE_URL)', () => {
    it('reports the PostgreSQL database in its health', async () => {
      const own = await start({ databaseUrl: postgresUrl });
      try {
        const health = await (await fetch(`${own.url}/api/health`)).json();
        expect(health).toEqual({ ok: true, version: '0.0.0', database: { kind: 'postgres', migration: LATEST_MIGRATION, current: true } });
      } finally {
        await own.close();
      }
    });
  });
}

describe('the relay through the server', () => {
  it('a subscriber at /relay receives the state a publisher sends', async () => {
    const overlay = await openSocket(server.url);
    const scorer = await openSocket(server.url);
    overlay.send(JSON.stringify({ type: 'subscribe', game: GAME }));
    const received = new Promise((resolve) => overlay.once('message', (data) => resolve(JSON.parse(data.toString()))));
    // The subscribe reaches the relay before the publish: one socket's messages keep their order, two sockets' need not.
    await new Promise((resolve) => setTimeout(resolve, 50));
    scorer.send(JSON.stringify({ type: 'publish', game: GAME, secret: SECRET, state: gameState() }));
    expect(await received).toEqual({ type: 'state', game: GAME, state: gameState() });
    overlay.close();
    scorer.close();
  });
});

describe('the relay across a restart of the server', () => {
  const nextMessage = (ws: WebSocket) => new Promise((resolve) => ws.once('message', (data) => resolve(JSON.parse(data.toString()))));

  it('keeps the game’s owner and its last state in the database: an impostor is refused, an overlay gets the table at once', async () => {
    const dataDir = tempDir();
    const first = await start({ dataDir });
    const scorer = await openSocket(first.url);
    const overlay = await openSocket(first.url);
    overlay.send(JSON.stringify({ type: 'subscribe', game: GAME }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const seen = nextMessage(overlay);
    scorer.send(JSON.stringify({ type: 'publish', game: GAME, secret: SECRET, state: gameState() }));
    // The relay stores a claim before it tells anyone of it.
    expect(await seen).toEqual({ type: 'state', game: GAME, state: gameState() });
    await first.close();

    const again = await start({ dataDir });
    try {
      const impostor = await openSocket(again.url);
      const refused = new Promise<number>((resolve) => impostor.once('close', (code) => resolve(code)));
      impostor.send(JSON.stringify({ type: 'publish', game: GAME, secret: 'X'.repeat(32), state: gameState() }));
      expect(await refused).toBe(4001);
      const late = await openSocket(again.url);
      const table = nextMessage(late);
      late.send(JSON.stringify({ type: 'subscribe', game: GAME }));
      expect(await table).toEqual({ type: 'state', game: GAME, state: gameState() });
      late.close();
    } finally {
      await again.close();
    }
  });
});

describe('WebSocket upgrades elsewhere', () => {
  it('are refused with 404 at once rather than left hanging', async () => {
    const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}/not-the-relay`);
    const error = await new Promise<Error>((resolve) => ws.once('error', resolve));
    expect(error.message).toBe('Unexpected server response: 404');
  });
});

describe('closing and failing to start', () => {
  it('closes the relay sockets, stops listening and closes the database', async () => {
    const own = await start();
    const ws = await openSocket(own.url);
    const socketClosed = new Promise((resolve) => ws.once('close', resolve));
    await own.close();
    await socketClosed;
    await expect(fetch(`${own.url}/api/health`)).rejects.toThrow();
    await expect(own.database.schemaInfo()).rejects.toThrow();
  });

  it('says in one line that the port is in use', async () => {
    const blocker: NetServer = createNetServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const error: unknown = await start({ port }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StartupError);
      expect(startupErrorLine(error)).toBe(`riichi-lens: port ${port} on 127.0.0.1 is already in use: stop the other server or choose another with PORT=...`);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it('says in one line that the data directory cannot be written', async () => {
    // A file where the directory should be: unwritable even for root, which ignores permissions.
    const file = join(tempDir(), 'not-a-directory');
    writeFileSync(file, '');
    const error: unknown = await start({ dataDir: file }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StartupError);
    expect(startupErrorLine(error)).toMatch(new RegExp(`^riichi-lens: cannot write the data directory ${file} \\((ENOTDIR|EEXIST)\\): .*RIICHI_LENS_DATA=\\.\\.\\.$`));
  });

  it('says in one line that the PostgreSQL server cannot be reached, without the password', async () => {
    // Port 1 on loopback: nothing listens there, so the connection is refused at once.
    const error: unknown = await start({ databaseUrl: 'postgres://someone:hunter2@127.0.0.1:1/riichi' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StartupError);
    const line = startupErrorLine(error);
    expect(line).toMatch(/^riichi-lens: cannot use the PostgreSQL database in DATABASE_URL: .*ECONNREFUSED/);
    expect(line).not.toContain('hunter2');
    expect(line).not.toContain('\n');
  });
});
