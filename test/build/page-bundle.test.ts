/**
 * TF.js (and OpenCV, at the end) runs only in the vision worker (workers/, reached from the page through comlink; DESIGN.md
 * section 2). It is about half a megabyte of minified script, so it must never reach the scripts the
 * pages themselves load: the entries of index.html and overlay.html and every chunk those import,
 * statically or dynamically. Page code importing one TF.js-importing module (the calibration barrel
 * once re-exported such modules) is enough to pull it all in, since TF.js registers its kernels and
 * backends as side effects that no tree-shaking removes.
 *
 * One production build, as `npm run build` builds, into a temporary folder; the test reads its
 * bundle graph (which modules each chunk holds, which chunks each imports) rather than guessing
 * from the minified text. The vision worker is a bundle of its own (Vite builds workers apart and
 * emits them as files of the page's bundle), read the same way to show that the check sees TF.js
 * where it belongs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { build, type Plugin } from 'vite';

/** A module of one of the TF.js packages (`@tensorflow/tfjs-core`, `-layers`, `-backend-wasm`...). */
const isTfjs = (id: string): boolean => /[\\/]node_modules[\\/]@tensorflow[\\/]/.test(id);

interface Chunk {
  readonly fileName: string;
  readonly isEntry: boolean;
  readonly imports: readonly string[];
  readonly dynamicImports: readonly string[];
  readonly modules: readonly string[];
}

interface Bundle {
  readonly chunks: Chunk[];
  /** For each TF.js module the build reached, how: the import chain from an entry to it. */
  readonly chains: Map<string, string[]>;
  /** The inputs the configuration names (the two pages). */
  inputs: string[];
}

const page: Bundle = { chunks: [], chains: new Map(), inputs: [] };
const worker: Bundle = { chunks: [], chains: new Map(), inputs: [] };
let dir: string;

/** Records one build's chunks and, for each TF.js module in it, one import chain from an entry. */
function recorder(into: Bundle): Plugin {
  return {
    name: 'test:bundle-graph',
    configResolved(config) {
      const input = config.build.rollupOptions.input;
      into.inputs = typeof input === 'string' ? [input] : Array.isArray(input) ? input : Object.values(input ?? {});
    },
    generateBundle(_options, bundle) {
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        into.chunks.push({ fileName: out.fileName, isEntry: out.isEntry, imports: out.imports, dynamicImports: out.dynamicImports, modules: Object.keys(out.modules) });
      }
      // Breadth first from the entries, so each chain is a shortest one; it stops at TF.js's own
      // modules, since the chain that matters is how the app's code got there.
      const from = new Map<string, string | null>();
      const queue = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      for (const id of queue) from.set(id, null);
      while (queue.length > 0) {
        const id = queue.shift()!;
        const info = this.getModuleInfo(id);
        for (const next of [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])]) {
          if (from.has(next)) continue;
          from.set(next, id);
          if (isTfjs(next)) {
            const chain = [next];
            for (let at = from.get(next); at; at = from.get(at)) chain.unshift(at);
            into.chains.set(next, chain.map(shortName));
          } else {
            queue.push(next);
          }
        }
      }
    },
  };
}

/** A module id as a reader knows it: the package name for a dependency, else the path in the repository. */
function shortName(id: string): string {
  const dependency = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id);
  return dependency ? dependency[1]!.replaceAll('\\', '/') : relative(process.cwd(), id.replace(/^\0/, '').replace(/\?.*$/, ''));
}

/** The chunks a page loads: its entries and, transitively, every chunk they import statically or dynamically. */
function reachable(bundle: Bundle): Chunk[] {
  const byName = new Map(bundle.chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const queue = bundle.chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  while (queue.length > 0) {
    const name = queue.shift()!;
    if (seen.has(name)) continue;
    seen.add(name);
    const chunk = byName.get(name);
    if (chunk) queue.push(...chunk.imports, ...chunk.dynamicImports);
  }
  return bundle.chunks.filter((chunk) => seen.has(chunk.fileName));
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'riichi-lens-page-bundle-'));
  // Built as `npm run build` builds (Vitest sets NODE_ENV=test, which Vite would follow).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: 'vite.config.ts',
      logLevel: 'error',
      build: { outDir: dir, emptyOutDir: true },
      plugins: [recorder(page)],
      // Vite builds each worker with the configuration's worker plugins, not the page's.
      worker: { plugins: () => [recorder(worker)] },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}, 120_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

it('builds a script for every page the configuration names', () => {
  expect(page.inputs.length).toBeGreaterThan(0);
  expect(reachable(page).filter((chunk) => chunk.isEntry)).toHaveLength(page.inputs.length);
});

it('keeps TF.js in the vision worker, where the check finds it', () => {
  const tfjs = worker.chunks.flatMap((chunk) => chunk.modules.filter(isTfjs));
  expect(new Set(tfjs.map(shortName))).toContain('@tensorflow/tfjs-core');
});

it('keeps TF.js out of every script the pages load', () => {
  const offenders = reachable(page).flatMap((chunk) => {
    const tfjs = chunk.modules.filter(isTfjs);
    if (tfjs.length === 0) return [];
    return [{
      chunk: chunk.fileName,
      tfjsModules: tfjs.length,
      packages: [...new Set(tfjs.map(shortName))].sort(),
      // How the page's code reached TF.js: the chains end at the TF.js modules it imports itself.
      via: [...new Set(tfjs.flatMap((id) => page.chains.get(id)?.join(' -> ') ?? []))],
    }];
  });
  expect(offenders).toEqual([]);
});

/** A module of opencv-wasm (OpenCV compiled to WebAssembly, ~9.4 MB with its wasm inlined). */
const isOpenCv = (id: string): boolean => /[\\/]node_modules[\\/]opencv-wasm[\\/]/.test(id);

it('keeps OpenCV in a chunk of its own that only the vision worker imports, and only when it asks', () => {
  expect(reachable(page).flatMap((chunk) => chunk.modules.filter(isOpenCv))).toEqual([]);
  const holders = worker.chunks.filter((chunk) => chunk.modules.some(isOpenCv));
  expect(holders.map((chunk) => chunk.modules.every(isOpenCv))).toEqual([true]);
  // Imported dynamically (after the models), never statically: the worker starts without it.
  const [opencv] = holders;
  expect(worker.chunks.filter((chunk) => chunk.dynamicImports.includes(opencv!.fileName)).length).toBeGreaterThan(0);
  expect(worker.chunks.filter((chunk) => chunk.imports.includes(opencv!.fileName))).toEqual([]);
});
