/**
 * The exported models, loaded and run by the app's own executor (src/vision/layers-graph.ts),
 * reproduce the outputs PyTorch gave at export time (reference.json next to each model.json): the
 * exporter's topology, weight layout, BatchNorm folding and padding, and our reading of them, are
 * right, or these numbers differ. `RIICHI_MODELS` points at another export (e.g. a fresh run).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as tf from '@tensorflow/tfjs-core';
import '@tensorflow/tfjs-backend-cpu';
import { beforeAll, describe, expect, it } from 'vitest';
import { modelFile } from '../../src/cli/node-models';
import { loadLayersGraph } from '../../src/vision/layers-graph';
import { MODEL_PATHS } from '../../src/vision/model-spec';
import { probeInput, readReference } from './model-reference';

const root = process.env['RIICHI_MODELS'] ?? 'models';
const TOLERANCE = 2e-4;

beforeAll(async () => {
  await tf.setBackend('cpu');
});

function sampled(out: tf.Tensor, step: number): number[] {
  const [, h = 0, w = 0, c = 0] = out.shape;
  const data = out.dataSync();
  const picked: number[] = [];
  for (let y = 0; y < h; y += step) for (let x = 0; x < w; x += step) for (let k = 0; k < c; k++) picked.push(data[(y * w + x) * c + k] ?? NaN);
  return picked;
}

describe.each([
  ['detector', MODEL_PATHS.detector.replace(/^models\//, '')],
  ['classifier', MODEL_PATHS.classifier.replace(/^models\//, '')],
])('%s export', (_name, rel) => {
  const file = join(root, rel);
  it('exists (the trained model is committed)', () => {
    expect(existsSync(file), `${file} missing: run the training pipeline (models/pipeline/README.md)`).toBe(true);
  });

  it('reproduces the PyTorch reference outputs', async () => {
    const ref = readReference(file);
    const graph = await loadLayersGraph(modelFile(file));
    const input = probeInput(ref.batch, ref.size);
    const [out] = graph.run(input, graph.outputs) as [tf.Tensor];
    expect(out.shape).toEqual(ref.output_shape);
    const got = out.rank === 4 ? sampled(out, ref.step) : Array.from(out.dataSync());
    const want = (ref.values as unknown[]).flat(3) as number[];
    expect(got.length).toBe(want.length);
    let worst = 0;
    for (let i = 0; i < got.length; i++) worst = Math.max(worst, Math.abs((got[i] ?? NaN) - (want[i] ?? NaN)));
    expect(worst).toBeLessThan(TOLERANCE);
    tf.dispose([input, out]);
    graph.dispose();
  });
});
