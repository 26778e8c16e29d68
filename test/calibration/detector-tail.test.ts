// The detector's hand-trained tail: it reads the loaded detector's own layers back exactly (the
// tail's forward pass on the trunk's features gives the detector's output), its gradients match
// finite differences, and its targets are the training pipeline's.
import { fileURLToPath } from 'node:url';
import * as tf from '@tensorflow/tfjs-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectTail, detectorLossAndGradients, detectorTailOf, detectorTargets, type DetectorTailWeights } from '../../calibration/detector-tail';
import { modelFolder, nodeWasmPaths } from '../../src/cli/node-models';
import { initBackend } from '../../src/vision/model';
import { DETECTOR } from '../../src/vision/model-spec';
import { loadRecognitionModels, type RecognitionModels } from '../../src/vision/pipeline';
import { seededRandom } from '../../src/vision/random';

const MODELS = fileURLToPath(new URL('../../models/', import.meta.url));
const rnd = seededRandom(23);
const randomArray = (n: number, scale = 1) => Float32Array.from({ length: n }, () => (rnd() * 2 - 1) * scale);

describe("the detector's fitted tail", () => {
  let models: RecognitionModels & { dispose(): void };
  beforeAll(async () => {
    await initBackend(nodeWasmPaths());
    models = await loadRecognitionModels(modelFolder(MODELS), nodeWasmPaths());
  });
  afterAll(() => models.dispose());

  it("is the loaded detector's last layers: trunk then tail gives the detector's own output", async () => {
    const { trunkLayers, weights } = detectorTailOf(models.detector.layers());
    expect(weights.conv.kernel.length).toBe(9 * weights.conv.cin * weights.conv.cout);
    expect(weights.head.bias.length).toBe(DETECTOR.channels);
    const trunk = await models.detector.truncated(trunkLayers, { expectedOutputs: [[null, null, null, null]] });
    const size = DETECTOR.inputSize;
    const input = tf.tensor4d(Float32Array.from({ length: size * size * 3 }, () => rnd()), [1, size, size, 3]);
    try {
      const [whole] = await models.detector.run(input);
      const [features] = await trunk.run(input);
      const [, h, w, c] = features!.shape as number[];
      const out = detectTail(weights, features!.data, 1, { height: h!, width: w!, channels: c! });
      expect(out.length).toBe(whole!.data.length);
      let worst = 0;
      for (let i = 0; i < out.length; i++) worst = Math.max(worst, Math.abs(out[i]! - whole!.data[i]!));
      expect(worst).toBeLessThan(1e-3);
    } finally {
      input.dispose();
      trunk.dispose();
    }
  });

  it('is refused for a network that does not end in the two heads', () => {
    const layers = models.detector.layers();
    expect(() => detectorTailOf(layers.slice(0, -1))).toThrow(/concatenation/);
  });
});

describe("the detector tail's training", () => {
  const small = (): DetectorTailWeights => ({
    conv: { cin: 3, cout: 4, stride: 1, kernel: randomArray(27 * 4, 0.5), bias: randomArray(4, 0.1) },
    head: { kernel: randomArray(4 * 5, 0.5), bias: randomArray(5, 0.1) },
  });
  const shape = { height: 5, width: 6, channels: 3 };

  it('makes the targets the training pipeline makes: a peak of 1 at the centre cell, offset and log size there', () => {
    const t = detectorTargets([{ x: 6, y: 2, w: 8, h: 12 }], 5, 6);
    // Centre (10, 8) in input pixels: cell (2.5, 2) -> row 2, column 2.
    expect(t.heat[2 * 6 + 2]).toBe(1);
    expect(t.mask[2 * 6 + 2]).toBe(1);
    expect(t.mask.reduce((a, b) => a + b, 0)).toBe(1);
    expect([...t.reg.subarray((2 * 6 + 2) * 4, (2 * 6 + 3) * 4)].map((v) => Math.round(v * 1000) / 1000)).toEqual([0.5, 0, Math.round(Math.log(2) * 1000) / 1000, Math.round(Math.log(3) * 1000) / 1000]);
    // A Gaussian around it, under 1 elsewhere.
    expect(t.heat[2 * 6 + 3]!).toBeGreaterThan(0);
    expect(t.heat[2 * 6 + 3]!).toBeLessThan(1);
  });

  it('has gradients that match finite differences', () => {
    const net = small();
    const n = 2;
    const x = randomArray(n * shape.height * shape.width * shape.channels);
    const targets = [detectorTargets([{ x: 4, y: 4, w: 6, h: 8 }], shape.height, shape.width), detectorTargets([{ x: 10, y: 2, w: 5, h: 7 }, { x: 2, y: 10, w: 4, h: 6 }], shape.height, shape.width)];
    const { gradients } = detectorLossAndGradients(net, x, n, shape, targets);
    const lossAt = () => detectorLossAndGradients(net, x, n, shape, targets).loss;
    const probes: [Float32Array, Float32Array][] = [
      [net.conv.kernel, gradients.conv.kernel],
      [net.conv.bias, gradients.conv.bias],
      [net.head.kernel, gradients.head.kernel],
      [net.head.bias, gradients.head.bias],
    ];
    for (const [w, g] of probes) {
      for (const i of [0, Math.floor(w.length / 2), w.length - 1]) {
        const keep = w[i]!;
        const h = 1e-3;
        w[i] = keep + h;
        const up = lossAt();
        w[i] = keep - h;
        const down = lossAt();
        w[i] = keep;
        expect(g[i]!).toBeCloseTo((up - down) / (2 * h), 2);
      }
    }
  });
});
