/**
 * A profile's fitted layers (`fine-tune.ts`) as its JSON stores them. Pure: the profile's schema
 * (src/formats/calibration-profile.ts) checks the field's shape, `tuned-classifier.ts` decodes it against the loaded classifier.
 */
import type { TailWeights } from './tail-net';

/** In the profile: how many convolutions were fitted, and every fitted weight as base64 float32. */
export interface StoredTail {
  readonly layers: number;
  /**
   * Little-endian float32, in order: each convolution's kernel (`[3, 3, cin, cout]` as Keras
   * stores it) and bias, then the dense head's kernel and bias. Base64 rather than JSON numbers:
   * about 150,000 weights are 0.8 MB this way, over 2 MB as decimal text.
   */
  readonly weights: string;
}

function parts(w: TailWeights): Float32Array[] {
  return [...w.convs.flatMap((c) => [c.kernel, c.bias]), w.dense.kernel, w.dense.bias];
}

export function encodeTail(weights: TailWeights): StoredTail {
  const all = parts(weights);
  const bytes = new Uint8Array(all.reduce((n, p) => n + p.length, 0) * 4);
  const view = new DataView(bytes.buffer);
  let at = 0;
  for (const p of all) for (const v of p) view.setFloat32((at++) * 4, v, true);
  // btoa takes a binary string; built in slices, since one call per byte is slow and one
  // String.fromCharCode over 0.6 MB of arguments overflows the stack.
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { layers: weights.convs.length, weights: btoa(binary) };
}

/** Why stored weights cannot be used: a damaged field, or weights of another classifier. */
export interface TailMismatch {
  readonly code: 'bad_field' | 'wrong_classifier';
  readonly message: string;
}

/**
 * The stored weights in the shapes of `template` (the loaded classifier's own tail), or why they
 * do not fit: a profile fitted on another classifier, or a damaged file.
 */
export function decodeTail(stored: StoredTail, template: TailWeights): TailWeights | TailMismatch {
  let binary: string;
  try {
    binary = atob(stored.weights);
  } catch {
    return { code: 'bad_field', message: '"tuned.weights" is not base64' };
  }
  const expected = parts(template).reduce((n, p) => n + p.length, 0);
  if (binary.length !== expected * 4) return { code: 'wrong_classifier', message: `the profile's fitted layers hold ${binary.length / 4} numbers, this classifier's last ${stored.layers} layers ${expected}: take the sheet photo again (Your tile set) to make a new profile` };
  const view = new DataView(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) view.setUint8(i, binary.charCodeAt(i));
  let at = 0;
  const next = (length: number): Float32Array => {
    const out = new Float32Array(length);
    for (let i = 0; i < length; i++) out[i] = view.getFloat32((at++) * 4, true);
    return out;
  };
  const convs = template.convs.map((c) => ({ ...c, kernel: next(c.kernel.length), bias: next(c.bias.length) }));
  const dense = { kernel: next(template.dense.kernel.length), bias: next(template.dense.bias.length) };
  if (![...convs.flatMap((c) => [c.kernel, c.bias]), dense.kernel, dense.bias].every((p) => p.every(Number.isFinite))) return { code: 'bad_field', message: '"tuned.weights" holds numbers that are not finite' };
  return { convs, dense };
}
