import * as tf from '@tensorflow/tfjs-core';
import '@tensorflow/tfjs-backend-cpu';
import { beforeAll, describe, expect, it } from 'vitest';
import { cropBatch, turnedCropBatch } from '../../src/vision/preprocess';
import { averageLooks } from '../../src/vision/recheck';

beforeAll(async () => {
  await tf.setBackend('cpu');
});

describe('averageLooks', () => {
  it('replaces only the rechecked rows, each by the mean of its looks', () => {
    const first = { shape: [3, 2], data: new Float32Array([0.9, 0.1, 0.4, 0.6, 0.5, 0.5]) };
    // Row 1 and row 2 looked at twice more each.
    const turned = { shape: [4, 2], data: new Float32Array([0.8, 0.2, 0.9, 0.1, 0.1, 0.9, 0.3, 0.7]) };
    const out = averageLooks(first, turned, [1, 2], 2);
    expect(out.shape).toEqual([3, 2]);
    const expected = [0.9, 0.1, (0.4 + 0.8 + 0.9) / 3, (0.6 + 0.2 + 0.1) / 3, (0.5 + 0.1 + 0.3) / 3, (0.5 + 0.9 + 0.7) / 3];
    [...out.data].forEach((v, i) => expect(v).toBeCloseTo(expected[i]!, 6));
    expect([...first.data]).toEqual([...new Float32Array([0.9, 0.1, 0.4, 0.6, 0.5, 0.5])]); // input untouched
  });

  it('refuses second looks of the wrong shape', () => {
    const first = { shape: [2, 2], data: new Float32Array(4) };
    expect(() => averageLooks(first, { shape: [3, 2], data: new Float32Array(6) }, [0], 2)).toThrow(/\[2, 2\]/);
  });
});

describe('turnedCropBatch', () => {
  // A 3x3 frame whose pixel (x, y) has red = 10x + y (as 0..1 after /255), so turns are traceable.
  const size = 3;
  const data = new Uint8ClampedArray(size * size * 4);
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) data.set([10 * x + y, 0, 0, 255], (y * size + x) * 4);
  const frame = { width: size, height: size, data };
  const whole = { x0: 0, y0: 0, x1: size, y1: size };
  const red = (t: tf.Tensor4D, n: number): number[][] => {
    const v = t.arraySync()[n]!;
    return v.map((row) => row.map((px) => Math.round(px[0]! * 255)));
  };

  it('turns 0 is the plain crop, and each quarter turn is clockwise', () => {
    const plain = cropBatch(frame, [whole], size);
    const turned = turnedCropBatch(frame, [whole, whole], size, [0, 1, 2, 3]);
    expect(turned.shape).toEqual([8, 3, 3, 3]);
    expect(red(turned, 0)).toEqual(red(plain, 0));
    // Rows top to bottom of the original: [0 10 20], [1 11 21], [2 12 22].
    expect(red(turned, 1)).toEqual([[2, 1, 0], [12, 11, 10], [22, 21, 20]]); // clockwise: the left column becomes the top row
    expect(red(turned, 2)).toEqual([[22, 12, 2], [21, 11, 1], [20, 10, 0]]);
    expect(red(turned, 3)).toEqual([[20, 21, 22], [10, 11, 12], [0, 1, 2]]);
    expect(red(turned, 5)).toEqual(red(turned, 1)); // region-major: the second region starts at 4
    plain.dispose();
    turned.dispose();
  });
});
