/**
 * The reference outputs an exported model ships with, and the probe input the exporter computed
 * them for (models/pipeline/export_tfjs.py, `probe_input`).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as tf from '@tensorflow/tfjs-core';

export interface Reference {
  readonly batch: number;
  readonly size: number;
  readonly step: number;
  readonly output_shape: readonly number[];
  readonly values: unknown;
}

export function readReference(modelJson: string): Reference {
  return JSON.parse(readFileSync(join(dirname(modelJson), 'reference.json'), 'utf8')) as Reference;
}

/** value(b, y, x, c) = ((7y + 13x + 29c + 31b) mod 97) / 96, NHWC. */
export function probeInput(batch: number, size: number): tf.Tensor4D {
  const data = new Float32Array(batch * size * size * 3);
  let k = 0;
  for (let b = 0; b < batch; b++)
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) for (let c = 0; c < 3; c++) data[k++] = ((7 * y + 13 * x + 29 * c + 31 * b) % 97) / 96;
  return tf.tensor4d(data, [batch, size, size, 3]);
}
