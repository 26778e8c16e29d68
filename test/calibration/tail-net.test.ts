import { beforeAll, describe, expect, it } from 'vitest';
import { classifyTail, col2im, im2col, lossAndGradients, type TailWeights } from '../../calibration/tail-net';
import { nodeWasmPaths } from '../../src/cli/node-models';
import { initBackend } from '../../src/vision/model';
import { seededRandom } from '../../src/vision/random';

const rnd = seededRandom(5);
const randomArray = (n: number, scale = 1) => Float32Array.from({ length: n }, () => (rnd() * 2 - 1) * scale);

function smallNet(): TailWeights {
  return {
    convs: [
      { cin: 3, cout: 4, stride: 2, kernel: randomArray(27 * 4, 0.5), bias: randomArray(4, 0.1) },
      { cin: 4, cout: 5, stride: 1, kernel: randomArray(36 * 5, 0.5), bias: randomArray(5, 0.1) },
    ],
    dense: { kernel: randomArray(5 * 6, 0.5), bias: randomArray(6, 0.1) },
  };
}
const shape = { height: 6, width: 6, channels: 3 };

beforeAll(async () => {
  await initBackend(nodeWasmPaths());
});

describe('the hand-trained tail of the classifier', () => {
  it('trains with the same forward pass it reads with: the training loss is the cross-entropy of what classifyTail answers', () => {
    const net = smallNet();
    const n = 3;
    const x = randomArray(n * 6 * 6 * 3);
    const labels = [0, 2, 5];
    const smoothing = 0.05;
    const { probs, embedding } = classifyTail(net, x, n, shape);
    const classes = 6;
    let expected = 0;
    for (let b = 0; b < n; b++) {
      for (let c = 0; c < classes; c++) expected -= ((c === labels[b] ? 1 - smoothing : 0) + smoothing / classes) * Math.log(probs[b * classes + c]!);
    }
    expect(lossAndGradients(net, x, n, shape, labels, smoothing).loss).toBeCloseTo(expected / n, 5);
    // The embedding is the mean of the last convolution's ReLU outputs: non-negative, one row of 5 per crop.
    expect(embedding.length).toBe(n * 5);
    expect(Math.min(...embedding)).toBeGreaterThanOrEqual(0);
  });

  it('col2im is the adjoint of im2col: <im2col(x), y> = <x, col2im(y)>', () => {
    for (const stride of [1, 2]) {
      const x = randomArray(2 * 6 * 6 * 3);
      const { cols } = im2col(x, 2, shape, stride);
      const y = randomArray(cols.length);
      const back = col2im(y, 2, shape, stride);
      const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, v, i) => s + v * b[i]!, 0);
      expect(dot(cols, y)).toBeCloseTo(dot(x, back), 3);
    }
  });

  it('has gradients that match finite differences', () => {
    const net = smallNet();
    const n = 2;
    const x = randomArray(n * 6 * 6 * 3);
    const labels = [1, 4];
    const { gradients } = lossAndGradients(net, x, n, shape, labels, 0.05);
    const lossAt = () => lossAndGradients(net, x, n, shape, labels, 0.05).loss;
    const probes: [Float32Array, Float32Array][] = [
      [net.convs[0]!.kernel, gradients.convs[0]!.kernel],
      [net.convs[0]!.bias, gradients.convs[0]!.bias],
      [net.convs[1]!.kernel, gradients.convs[1]!.kernel],
      [net.dense.kernel, gradients.dense.kernel],
      [net.dense.bias, gradients.dense.bias],
    ];
    for (const [w, g] of probes) {
      for (const i of [0, Math.floor(w.length / 2), w.length - 1]) {
        const keep = w[i]!;
        const h = 1e-2;
        w[i] = keep + h;
        const up = lossAt();
        w[i] = keep - h;
        const down = lossAt();
        w[i] = keep;
        expect(g[i]!).toBeCloseTo((up - down) / (2 * h), 3);
      }
    }
  });
});
