// The rooms of the repository import downwards only (DESIGN.md section 2): no two top-level
// source folders import each other, live recognition does not import the training-scene
// generator, and no source file imports test/. Read from the import statements themselves
// (scripts/import-loops.ts; `npx tsx scripts/import-loops.ts` prints the same picture).
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { roomImports, roomLoops, sourceImports, testImports } from '../scripts/import-loops';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const edges = sourceImports(ROOT);

describe('the rooms of the repository', () => {
  it('reads the imports of every source folder', () => {
    // A checker that reads nothing passes vacuously: these arrows are known to exist.
    expect(edges).toContainEqual({ from: 'workers/vision.worker.ts', to: 'src/recognition/recognizer.ts' });
    expect(edges).toContainEqual({ from: 'src/recognition/recognizer.ts', to: 'calibration/index.ts' });
    expect(edges.some((e) => e.from.startsWith('src/ui/') && e.to.startsWith('src/store/'))).toBe(true);
  });

  it('has no loop between rooms', () => {
    expect(roomLoops(roomImports(edges))).toEqual([]);
  });

  it('finds a loop when one room imports another back', () => {
    const back = [...edges, { from: 'src/vision/turn.ts', to: 'src/vision/synth/index.ts' }, { from: 'src/vision/pipeline.ts', to: 'calibration/index.ts' }];
    expect(roomLoops(roomImports(back))).toEqual([['calibration', 'src/formats', 'src/vision', 'src/vision/synth']]);
  });

  it('has no source file importing test/', () => {
    expect(testImports(edges)).toEqual([]);
    expect(testImports([{ from: 'src/cli/bench-app.ts', to: 'test/fixtures/camera/clip.ts' }])).toHaveLength(1);
  });
});
