/**
 * The repository's rooms (top-level source folders) and the imports between them, read from the
 * source's own import statements: which rooms import each other in a loop, and which source files
 * import `test/`. A room may import the rooms below it, never one that imports it back (DESIGN.md
 * section 2: calibration imports vision, the recognition layer imports both, the UI imports the
 * recognition layer, ...). The training-scene generator (`src/vision/synth`) is a room of its own
 * so that live recognition importing it shows as a loop.
 *
 *   npx tsx scripts/import-loops.ts [ROOT]   prints the rooms' imports and any loop (of this checkout,
 *                                            or of the one at ROOT); exits 1 on a loop or a test/ import
 *
 * test/architecture.test.ts runs the same checks.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Source folders read, relative to the repository root. */
export const SOURCE_FOLDERS = ['src', 'workers', 'calibration', 'models/pipeline'] as const;

/** The rooms, most specific first: a file belongs to the first whose folder holds it. */
export const ROOMS = [
  'src/vision/synth',
  'src/vision',
  'src/recognition',
  'src/engine',
  'src/formats',
  'src/referee',
  'src/relay',
  'src/store',
  'src/pwa',
  'src/cli',
  'src/ui',
  'calibration',
  'workers',
  'models/pipeline',
] as const;

export interface ImportEdge {
  readonly from: string;
  readonly to: string;
}

function sourceFiles(root: string, folder: string): string[] {
  const dir = join(root, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(folder, e.name);
    if (e.isDirectory()) return sourceFiles(root, path);
    return /\.(ts|mts|js|mjs)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

// `import ... from '...'`, `export ... from '...'`, `import '...'` and `import('...')`; only
// relative specifiers (packages are no rooms). Not the client's `new Worker(new URL(...))`: it
// names the worker's entry for the bundler, which builds the worker as a bundle of its own; no
// binding of the worker's modules is imported into the page's.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.{1,2}\/[^'"]+)\1/g;

function resolveImport(root: string, file: string, specifier: string): string {
  const path = specifier.split('?')[0]!;
  const target = relative(root, resolve(root, dirname(file), path));
  for (const candidate of [target, `${target}.ts`, `${target}/index.ts`]) {
    const full = join(root, candidate);
    if (existsSync(full) && statSync(full).isFile()) return candidate;
  }
  return target;
}

/** Every relative import of every source file, as repository-relative paths. */
export function sourceImports(root: string): ImportEdge[] {
  return SOURCE_FOLDERS.flatMap((folder) => sourceFiles(root, folder)).flatMap((from) => {
    const text = readFileSync(join(root, from), 'utf8');
    return [...text.matchAll(SPECIFIER)].map((m) => ({ from, to: resolveImport(root, from, m[2]!) }));
  });
}

export const roomOf = (path: string): string | undefined => ROOMS.find((room) => path === room || path.startsWith(`${room}/`));

/** Room -> the rooms it imports (itself left out), with one file import that shows each. */
export function roomImports(edges: readonly ImportEdge[]): Map<string, Map<string, ImportEdge>> {
  const rooms = new Map<string, Map<string, ImportEdge>>();
  for (const edge of edges) {
    const a = roomOf(edge.from);
    const b = roomOf(edge.to);
    if (a === undefined || b === undefined || a === b) continue;
    const out = rooms.get(a) ?? new Map<string, ImportEdge>();
    if (!out.has(b)) out.set(b, edge);
    rooms.set(a, out);
  }
  return rooms;
}

/** The rooms that import each other in a loop (strongly connected components of two or more). */
export function roomLoops(rooms: Map<string, Map<string, ImportEdge>>): string[][] {
  // Tarjan's algorithm.
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const loops: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    for (const w of rooms.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) loops.push(component.sort());
    }
  };
  for (const room of ROOMS) if (!index.has(room)) visit(room);
  return loops;
}

/** Source files that import anything under `test/`. */
export const testImports = (edges: readonly ImportEdge[]): ImportEdge[] => edges.filter((e) => e.to === 'test' || e.to.startsWith('test/'));

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
  const edges = sourceImports(root);
  const rooms = roomImports(edges);
  for (const room of ROOMS) console.log(`${room} -> ${[...(rooms.get(room)?.keys() ?? [])].sort().join(', ') || '(nothing)'}`);
  const loops = roomLoops(rooms);
  for (const loop of loops) {
    console.log(`LOOP: ${loop.join(' <-> ')}`);
    for (const a of loop) for (const [b, e] of rooms.get(a) ?? []) if (loop.includes(b)) console.log(`  ${e.from} -> ${e.to}`);
  }
  const toTest = testImports(edges);
  for (const e of toTest) console.log(`IMPORTS test/: ${e.from} -> ${e.to}`);
  console.log(`${loops.length} loop(s), ${toTest.length} import(s) of test/`);
  process.exitCode = loops.length > 0 || toTest.length > 0 ? 1 : 0;
}
