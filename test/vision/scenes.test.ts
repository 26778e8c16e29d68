/**
 * The whole recogniser on committed scenes rendered by our own generator (`test/fixtures/scenes`,
 * made by `test/fixtures/scenes/make.ts`: seed run 7, used by no
 * training run), with the bundled models, in Node on the wasm backend exactly as `eval` runs it:
 * JPEG bytes -> intake -> detector -> classifier -> layout -> the hand of each scene.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJpeg } from '../../models/pipeline/decode-jpeg';
import { modelFolder, nodeWasmPaths } from '../../src/cli/node-models';
import type { HandInput } from '../../src/engine/index';
import { sameHand } from '../../src/vision/metrics';
import { initBackend, tensorStats } from '../../src/vision/model';
import { handOfDraft, loadRecognitionModels, recognizeImage, type RecognitionModels } from '../../src/vision/pipeline';

const DIR = 'test/fixtures/scenes';
const rows = readFileSync(join(DIR, 'labels.jsonl'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as { image: string; boxes: unknown[]; hand: HandInput; style: string });

let models: RecognitionModels & { dispose(): void };
beforeAll(async () => {
  await initBackend(nodeWasmPaths());
  models = await loadRecognitionModels(modelFolder('models'), nodeWasmPaths());
});
afterAll(() => models.dispose());

describe('bundled models on rendered scenes', () => {
  it.each(rows.map((r) => [r.image, r.style, r] as const))('%s (%s): reads the hand exactly', async (image, _style, row) => {
    const before = tensorStats().numTensors;
    const result = await recognizeImage(readFileSync(join(DIR, image)), models, decodeJpeg);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const hand = handOfDraft(result.draft);
    expect(hand, JSON.stringify(result.warnings.map((w) => w.code))).not.toBeNull();
    expect(sameHand(hand!, row.hand), `read ${JSON.stringify(hand)}\nwant ${JSON.stringify(row.hand)}`).toBe(true);
    expect(tensorStats().numTensors).toBe(before);
  });
});
