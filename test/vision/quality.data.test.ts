/**
 * Recognition quality floors (issue 3), measured with the `eval` command itself on
 *  - real-chinese `dev_eval` (../shared/datasets), and
 *  - 300 synthetic scenes of the held-out tile style (`slate`, never used in training), rendered
 *    here by our own generator into a temporary folder.
 * The floors sit a little under what the committed models measured (models/MODEL_CARD.md), so a
 * regression of the models or of the pipeline code fails CI.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { evalLine, npmRun, type EvalLine } from '../setup/npm-run';
import { SHARED_DIR } from '../setup/require-shared';

/**
 * A little under the committed models' measurements (see models/MODEL_CARD.md). The held-out
 * style's class accuracy and as-read hand exact were lowered with issue 19's first art models
 * (0.9910 -> 0.9816 and 0.8567 -> 0.8067, decoded hand exact 0.9300 -> 0.9100), which were
 * trained for other authors' art: that style comes from the same renderer as the training styles
 * and measures the renderer, not a tile set never seen (test/vision/art-families.data.test.ts
 * does). The committed (second art) classifier read it better again; the comments give the
 * committed models' figures (the detector taught kongs, 2026-11-28).
 */
const FLOORS = {
  devTileF1: 0.977, // measured 0.9851
  devClassAccuracy: 0.985, // measured 0.9897
  heldoutHandExact: 0.9, // measured 0.9267 (rules-aware decoding on); issue 3's floor
  heldoutHandExactAsRead: 0.79, // measured 0.8500 (eval --as-read)
  heldoutDecodingGain: 0.05, // measured 0.0767
  heldoutClassAccuracy: 0.975, // measured 0.9851
};

const TEN_MINUTES = 600_000;

/** Runs `npm run eval` as other tools do and reads its contract line (the last one). */
const evaluate = async (args: readonly string[]): Promise<EvalLine> => evalLine(await npmRun('eval', '--', ...args));

const work = mkdtempSync(join(tmpdir(), 'riichi-quality-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

// The two tests, and the held-out style's two evals, run at once: each eval runs on one core.
describe('recognition quality', () => {
  it.concurrent(
    'real-chinese dev_eval: tile F1 and class accuracy',
    async () => {
      const r = await evaluate(['--dataset', join(SHARED_DIR, 'datasets/real-chinese'), '--subset', 'dev_eval']);
      expect(r.images).toBe(287);
      expect(r.tile_f1).toBeGreaterThanOrEqual(FLOORS.devTileF1);
      expect(r.class_accuracy).toBeGreaterThanOrEqual(FLOORS.devClassAccuracy);
    },
    TEN_MINUTES,
  );

  it.concurrent(
    'held-out synthetic style: whole-hand exact on 300 scenes, with and without rules-aware decoding',
    async () => {
      const dir = join(work, 'heldout');
      await npmRun('synth', '--', '--out', dir, '--count', '300', '--styles', 'held-out', '--seed', '2', '--jobs', '2');
      // What rules-aware decoding adds: the same scenes also scored on the hand as laid out.
      const [r, asRead] = await Promise.all([evaluate(['--dataset', dir]), evaluate(['--dataset', dir, '--as-read'])]);
      expect(r.images).toBe(300);
      expect(r.hand_exact).not.toBeNull();
      expect(r.hand_exact ?? 0).toBeGreaterThanOrEqual(FLOORS.heldoutHandExact);
      expect(r.class_accuracy).toBeGreaterThanOrEqual(FLOORS.heldoutClassAccuracy);
      expect(asRead.hand_exact ?? 0).toBeGreaterThanOrEqual(FLOORS.heldoutHandExactAsRead);
      expect((r.hand_exact ?? 0) - (asRead.hand_exact ?? 0)).toBeGreaterThanOrEqual(FLOORS.heldoutDecodingGain);
    },
    TEN_MINUTES,
  );
});
