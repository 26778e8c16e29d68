/**
 * The byte-plane layout of float16 weight files: models/pipeline/export_tfjs.py stores the first
 * byte of every little-endian float16 value, then the second byte of every value. A float16's
 * second byte holds its sign and exponent, which vary little across a network, so gathered
 * together they compress: gzip at level 9 sends the detector's weights in 725 KB rather than
 * 777 KB (brotli 740 KB before). The model.json says so in `userDefinedMetadata.weightLayout`
 * (kept by TF.js's IO handlers); a file without it is laid out as TF.js lays it.
 */
import * as tf from '@tensorflow/tfjs-core';
import { ModelFileError } from './keras-layers';

export const BYTE_PLANES = 'float16-byte-planes';

/** The weight bytes in TF.js's own layout, whatever layout the file declares; `ModelFileError` for one it cannot read. */
export function standardWeightData(artifacts: tf.io.ModelArtifacts): tf.io.WeightData {
  const data = artifacts.weightData ?? new ArrayBuffer(0);
  const layout = (artifacts.userDefinedMetadata as { weightLayout?: unknown } | undefined)?.weightLayout;
  if (layout === undefined) return data;
  if (layout !== BYTE_PLANES) throw new ModelFileError(`unknown weight layout ${JSON.stringify(layout)} (known: ${BYTE_PLANES})`);
  const notHalf = (artifacts.weightSpecs ?? []).find((s) => s.quantization?.dtype !== 'float16');
  if (notHalf !== undefined) throw new ModelFileError(`weight '${notHalf.name}' is not stored as float16, which ${BYTE_PLANES} needs`);
  return fromPlanes(new Uint8Array(tf.io.CompositeArrayBuffer.join(data)));
}

/** `planes` (every value's first byte, then every value's second byte) back to interleaved float16. */
function fromPlanes(planes: Uint8Array): ArrayBuffer {
  if (planes.length % 2 !== 0) throw new ModelFileError(`${BYTE_PLANES} weights hold an odd number of bytes (${planes.length})`);
  const half = planes.length / 2;
  const out = new Uint8Array(planes.length);
  for (let i = 0; i < half; i++) {
    out[2 * i] = planes[i]!;
    out[2 * i + 1] = planes[half + i]!;
  }
  return out.buffer;
}
