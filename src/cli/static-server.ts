/**
 * A tiny static file server on an ephemeral loopback port, for the vision bench: serves a built
 * folder at `/`, and other folders under URL prefixes (a model outside the build). GET and HEAD
 * only, no directory listings, nothing outside the served folders.
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const MIME_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  // `WebAssembly.instantiateStreaming` refuses anything but application/wasm.
  '.wasm': 'application/wasm',
  '.bin': 'application/octet-stream',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
};

export interface StaticServer {
  /** `http://127.0.0.1:PORT` (no trailing slash). */
  readonly origin: string;
  close(): Promise<void>;
}

/** Finds the file for a URL path: the longest matching prefix of `mounts` (`'/'` = the root). */
function fileFor(urlPath: string, mounts: ReadonlyMap<string, string>): string | null {
  let path: string;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const prefix = [...mounts.keys()].filter((p) => path.startsWith(p)).sort((a, b) => b.length - a.length)[0];
  if (prefix === undefined) return null;
  const dir = mounts.get(prefix)!;
  const file = normalize(join(dir, path.slice(prefix.length)));
  if (file !== dir && !file.startsWith(dir.endsWith(sep) ? dir : dir + sep)) return null;
  try {
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

/** `mounts`: URL prefix (starting and ending with `/`) -> absolute folder. */
export function serveStatic(mounts: ReadonlyMap<string, string>): Promise<StaticServer> {
  const server: Server = createServer((req, res) => {
    const file = req.method === 'GET' || req.method === 'HEAD' ? fileFor(new URL(req.url ?? '/', 'http://x').pathname, mounts) : null;
    if (file === null) {
      res.writeHead(req.method === 'GET' || req.method === 'HEAD' ? 404 : 405).end();
      return;
    }
    res.writeHead(200, { 'content-type': MIME_TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') {
        reject(new Error('the bench server has no TCP address'));
        return;
      }
      resolve({
        origin: `http://127.0.0.1:${address.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections(); // the browser's keep-alive sockets
          }),
      });
    });
  });
}
