/**
 * Properties over many inputs: layoutHand never throws and its output is always well formed,
 * whatever comes in; and every legal hand laid out by the conventions (random melds, poses,
 * rotation, tilt, indicator rows, clutter) is read back exactly and scores with the engine.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scoreRequest } from '../../../src/engine/index';
import { layoutHand } from '../../../src/vision/layout/index';
import { labelsOf, TILE_LABELS } from '../../../src/vision/tile-labels';
import { SEVERITIES, VISION_WARNING_CODES, type Detection } from '../../../src/vision/types';
import { buildScene, handOf, legalScene, TILE_H, TILE_W } from '../scenes';

const kind = fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...TILE_LABELS, 'back') }, { weight: 1, arbitrary: fc.string({ maxLength: 3 }) });
const wildNumber = fc.oneof(fc.double(), fc.constantFrom(NaN, Infinity, -Infinity, 0, -0, 1e308, -1e308, 5e-324), fc.integer({ min: -100, max: 2000 }));

/** Plausible boxes scattered over a frame, overlapping at random. */
const scattered = fc.record({
  id: fc.integer({ min: 0, max: 50 }),
  box: fc.record({ x: fc.integer({ min: 0, max: 600 }), y: fc.integer({ min: 0, max: 400 }), w: fc.integer({ min: 5, max: 80 }), h: fc.integer({ min: 5, max: 80 }) }),
  kind,
  orientation: fc.constantFrom('upright', 'sideways', 'diagonal'),
  p: fc.double({ min: 0, max: 1, noNaN: true }),
  topK: fc.array(fc.record({ kind, p: wildNumber }), { maxLength: 3 }),
});

/** Anything at all where a detection should be. */
const wild = fc.oneof(
  fc.record({ id: wildNumber, box: fc.record({ x: wildNumber, y: wildNumber, w: wildNumber, h: wildNumber }), kind, orientation: fc.anything(), p: wildNumber, topK: fc.anything() }),
  fc.anything(),
);

/** Rows of tiles with random gaps, poses and kinds: exercises grouping and meld reading hard. */
const rows = fc
  .array(fc.record({ row: fc.integer({ min: 0, max: 3 }), gap: fc.constantFrom(0.03, 0.03, 0.03, 0.25, 0.7, 3), sideways: fc.boolean(), kind }), { maxLength: 40 })
  .map((tiles) => {
    const x = [10, 10, 10, 10];
    return tiles.map(({ row, gap, sideways, kind }, i) => {
      const [w, h] = sideways ? [TILE_H, TILE_W] : [TILE_W, TILE_H];
      const box = { x: x[row]!, y: 60 * row + (sideways ? TILE_H - TILE_W : 0), w, h };
      x[row]! += w + gap * TILE_W;
      return { id: i, box, kind, orientation: sideways ? 'sideways' : 'upright', p: 0.9, topK: [] };
    });
  });

const input = fc.oneof(rows, fc.array(fc.oneof({ weight: 8, arbitrary: scattered }, { weight: 2, arbitrary: wild }), { maxLength: 40 }));

describe('layoutHand on arbitrary input', () => {
  it('never throws, and returns a well-formed draft whose every tile names a distinct input detection', () => {
    fc.assert(
      fc.property(input, (dets) => {
        const { draft, warnings } = layoutHand(dets as Detection[]);
        for (const w of warnings) {
          expect(VISION_WARNING_CODES).toContain(w.code);
          expect(SEVERITIES).toContain(w.severity);
        }
        const p = draft.provenance;
        expect(p.concealed).toHaveLength(labelsOf(draft.concealed).length);
        draft.melds.forEach((m, i) => expect(p.melds[i]).toHaveLength(labelsOf(m.tiles).length));
        expect(p.dora_indicators).toHaveLength(draft.dora_indicators.length);
        expect(p.ura_indicators).toHaveLength(draft.ura_indicators.length);
        const ids = [...p.concealed, ...p.melds.flat(), ...p.dora_indicators, ...p.ura_indicators].map((s) => s.id);
        const inputIds = new Set((dets as { id?: unknown }[]).map((d) => (typeof d === 'object' && d !== null ? d.id : undefined)));
        expect(new Set(ids).size).toBe(ids.length);
        for (const id of ids) expect(inputIds.has(id)).toBe(true);
      }),
      { numRuns: 2000, seed: 20261122 },
    );
  });
});

describe('legal hands laid out by the conventions', () => {
  it('are read back exactly, any rotation, and score with the engine (300 seeded scenes)', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const { spec, context } = legalScene(seed);
      const scene = buildScene(spec);
      const { draft, warnings } = layoutHand(scene.detections);
      const where = `seed ${seed}: ${JSON.stringify(spec)}`;
      expect(handOf(draft), where).toEqual(scene.expected);
      expect(
        warnings.map((w) => w.code),
        where,
      ).toEqual(scene.clutterIds.length > 0 ? ['clutter_excluded'] : []);
      const verdict = scoreRequest({ hand: draft, context }, 'ema-2012');
      expect([null, 'no_yaku'], `${where} -> ${verdict.message}`).toContain(verdict.error);
    }
  });
});
