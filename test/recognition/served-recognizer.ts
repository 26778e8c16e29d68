// The worker's recogniser (src/recognition/recognizer.ts) in Node for the tests that drive it directly:
// the committed models served over loopback HTTP, fetched as the app fetches them (so the
// classifier's fingerprint is taken from the weights as served), and JPEG decoding in JS.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { decodeJpeg } from '../../src/cli/decode-jpeg';
import { nodeWasmPaths } from '../../src/cli/node-models';
import { createRecognizer } from '../../src/recognition/recognizer';
import type { VisionWorkerApi } from '../../src/recognition/worker-api';

const MODELS = fileURLToPath(new URL('../../models/', import.meta.url));

/** A recogniser with the committed models loaded from `base`; `close` ends it and its server. */
export async function servedRecognizer(): Promise<{ readonly api: VisionWorkerApi; readonly base: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    readFile(`${MODELS}${path.replace(/^\/+/, '').replace(/\.\./g, '')}`).then(
      (body) => res.end(body),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}/`;
  const api = createRecognizer({ wasmPaths: nodeWasmPaths(), decodeImage: (bytes) => decodeJpeg(bytes) });
  expect((await api.init(base)).ok).toBe(true);
  return {
    api,
    base,
    close: async () => {
      await api.dispose();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
