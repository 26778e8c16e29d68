import * as tf from '@tensorflow/tfjs-core';
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
  it('classifies like TF.js convolutions, pooling and softmax', () => {
    const net = smallNet();
    const n = 3;
    const x = randomArray(n * 6 * 6 * 3);
    const ours = classifyTail(net, x, n, shape);
    const theirs = tf.tidy(() => {
      let h: tf.Tensor4D = tf.tensor4d(x, [n, 6, 6, 3]);
      for (const c of net.convs) h = tf.relu(tf.add<tf.Tensor4D>(tf.conv2d(h, tf.tensor4d(c.kernel, [3, 3, c.cin, c.cout]), c.stride, 'same'), tf.tensor1d(c.bias)));
      const e = tf.mean(h, [1, 2]);
      return [tf.softmax(tf.add(tf.matMul(e, tf.tensor2d(net.dense.kernel, [5, 6])), tf.tensor1d(net.dense.bias))).dataSync(), e.dataSync()];
    });
    ours.probs.forEach((p, i) => expect(p).toBeCloseTo(theirs[0]![i]!, 5));
    ours.embedding.forEach((v, i) => expect(v).toBeCloseTo(theirs[1]![i]!, 5));
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
