// The dev server (and Vitest's browser projects) optimise dependencies found by scanning the pages
// and test files, which never follows `new Worker(new URL(...))`. A package first met in the worker
// is optimised mid-run and every open page reloaded: CI's fresh cache did that under the camera
// tests. vite.config.ts therefore names the worker's packages; this reads the
// worker's real imports (esbuild, packages left external) and checks none is missing.
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import viteConfig from '../vite.config.ts';

/** Bare package imports reachable from `entry`, assets (`?url`) left out. */
async function packageImports(entry: string): Promise<string[]> {
  const { metafile } = await build({ entryPoints: [entry], bundle: true, write: false, metafile: true, packages: 'external', format: 'esm', logLevel: 'silent' });
  const found = Object.values(metafile.inputs).flatMap((input) => input.imports.filter((i) => i.external && !i.path.includes('?')).map((i) => i.path));
  return [...new Set(found)].sort();
}

/** `@scope/name/deep/path` -> `@scope/name`; `name/deep` -> `name`. */
const packageOf = (path: string) => path.split('/').slice(0, path.startsWith('@') ? 2 : 1).join('/');

describe("the worker's dependencies", () => {
  it('are all optimised before a page opens, or left out of optimisation on purpose', async () => {
    const imports = await packageImports('workers/vision.worker.ts');
    // A reader that finds nothing would pass vacuously: the worker runs TF.js through comlink.
    expect(imports).toEqual(expect.arrayContaining(['@tensorflow/tfjs-core', 'comlink']));
    const { include = [], exclude = [] } = viteConfig.optimizeDeps ?? {};
    const unnamed = imports.filter((path) => !include.includes(path) && !exclude.includes(packageOf(path)));
    expect(unnamed).toEqual([]);
  });
});
