// Fitting the detector to a sheet's tiles: the composed scenes' boxes are put in the loaded
// detector's own convention before it learns from them (so the boxes it draws do not move), and
// the self-check compares like with like.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boxConvention, checkDetectorFit, detectorTrunk, inConvention, SAME_CONVENTION } from '../../calibration/detector-fit';
import { sheetLevels } from '../../calibration/sheet-augment';
import type { SceneFace } from '../../calibration/sheet-scenes';
import { decodeJpeg } from '../../src/cli/decode-jpeg';
import { renderSheet } from '../../models/pipeline/render-sheet';
import { modelFolder, nodeWasmPaths } from '../../src/cli/node-models';
import { initBackend } from '../../src/vision/model';
import { loadRecognitionModels, type RecognitionModels } from '../../src/vision/pipeline';

const MODELS = fileURLToPath(new URL('../../models/', import.meta.url));

describe('the box convention', () => {
  it('moves and resizes a label box by shares of its own size', () => {
    expect(inConvention({ x: 0, y: 0, w: 10, h: 20 }, SAME_CONVENTION)).toEqual({ x: 0, y: 0, w: 10, h: 20 });
    const moved = inConvention({ x: 0, y: 0, w: 10, h: 20 }, { w: 1.1, h: 1, dx: 0.1, dy: -0.05 });
    expect(moved.w).toBeCloseTo(11);
    expect(moved.h).toBeCloseTo(20);
    expect(moved.x + moved.w / 2).toBeCloseTo(6);
    expect(moved.y + moved.h / 2).toBeCloseTo(9);
  });
});

describe('fitting the detector to composed scenes', () => {
  let models: RecognitionModels & { dispose(): void };
  let faces: SceneFace[];
  beforeAll(async () => {
    await initBackend(nodeWasmPaths());
    models = await loadRecognitionModels(modelFolder(MODELS), nodeWasmPaths());
    const sheet = renderSheet({ style: 'orchid', seed: 7, width: 1024, redRow: false });
    const decoded = decodeJpeg(sheet.jpeg);
    if (!decoded.ok) throw new Error(decoded.message);
    const levels = sheetLevels(decoded.frame);
    faces = sheet.tiles.map((t) => ({ levels, box: { x: t.x, y: t.y, w: t.w, h: t.h } }));
  });
  afterAll(() => models.dispose());

  it("measures how the loaded detector boxes the scenes' tiles, and checks a tail against itself as equal", async () => {
    const { trunk, tail } = await detectorTrunk(models.detector, 160);
    try {
      const c = await boxConvention(trunk, tail.weights, faces, null, 160, 16);
      // Measured, not assumed: close to the labels, but not the labels themselves.
      expect(c).not.toEqual(SAME_CONVENTION);
      for (const share of [c.w, c.h]) {
        expect(share).toBeGreaterThan(0.8);
        expect(share).toBeLessThan(1.25);
      }
      for (const shift of [c.dx, c.dy]) expect(Math.abs(shift)).toBeLessThan(0.15);
      const check = await checkDetectorFit(trunk, tail.weights, tail.weights, faces, null, 160, c, 16);
      expect(check.withProfile).toBe(check.without);
      expect(check.without).toBeGreaterThan(0.6);
    } finally {
      trunk.dispose();
    }
  }, 120_000);
});
