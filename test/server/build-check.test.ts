// The stale check of `npm start` (src/server/build-check.ts) on a temporary tree: a build is redone
// when an input changes, is added or goes, and only then.
import { existsSync, mkdirSync, mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STAMP_FILE, buildInputsHash, buildIsCurrent, buildStamp } from '../../src/server/build-check';

let root: string;
let dist: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'riichi-lens-tree-'));
  dist = join(root, 'dist');
  mkdirSync(join(root, 'src', 'ui'), { recursive: true });
  mkdirSync(dist);
  writeFileSync(join(root, 'src', 'ui', 'main.ts'), 'export {};\n');
  writeFileSync(join(root, 'index.html'), '<!doctype html>\n');
  writeFileSync(join(root, 'package-lock.json'), '{}\n');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

/** What a finished build leaves: the stamp of the inputs as they are now. */
const stamp = (): void => writeFileSync(join(dist, STAMP_FILE), `${buildInputsHash(root)}\n`);

describe('the build stale check', () => {
  it('wants a build when dist/ has no stamp, and none right after one', () => {
    expect(buildIsCurrent(root, dist)).toBe(false);
    stamp();
    expect(buildIsCurrent(root, dist)).toBe(true);
  });

  it('wants a build when a source file is saved again, even with the same size', () => {
    stamp();
    const later = new Date(Date.now() + 5000);
    utimesSync(join(root, 'src', 'ui', 'main.ts'), later, later);
    expect(buildIsCurrent(root, dist)).toBe(false);
  });

  it('wants a build when an input is added or removed', () => {
    stamp();
    writeFileSync(join(root, 'overlay.html'), '<!doctype html>\n');
    expect(buildIsCurrent(root, dist)).toBe(false);
    stamp();
    unlinkSync(join(root, 'src', 'ui', 'main.ts'));
    expect(buildIsCurrent(root, dist)).toBe(false);
  });

  it('ignores what is not an input: tests, the data directory, dist/ itself', () => {
    stamp();
    for (const dir of ['test', 'data']) {
      mkdirSync(join(root, dir));
      writeFileSync(join(root, dir, 'x.ts'), '1');
    }
    writeFileSync(join(dist, 'index.html'), 'rebuilt');
    expect(buildIsCurrent(root, dist)).toBe(true);
  });
});

/** The plugin's hooks as Vite calls them in a build into `outDir` (relative to the tree). */
function runStampPlugin(outDir: string): void {
  const plugin = buildStamp(dist);
  (plugin.configResolved as (config: unknown) => void)({ root, build: { outDir } });
  (plugin.buildStart as () => void)();
  (plugin.closeBundle as { handler: () => void }).handler();
}

describe('the build stamp plugin', () => {
  it('stamps a build into the served dist/, which the check then finds current', () => {
    runStampPlugin('dist');
    expect(buildIsCurrent(root, dist)).toBe(true);
  });

  it('leaves builds into other folders unstamped', () => {
    mkdirSync(join(root, 'elsewhere'));
    runStampPlugin('elsewhere');
    expect(existsSync(join(root, 'elsewhere', STAMP_FILE))).toBe(false);
    expect(existsSync(join(dist, STAMP_FILE))).toBe(false);
  });
});
