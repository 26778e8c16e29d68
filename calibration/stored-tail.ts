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

/** Float32 arrays one after another, little-endian, as base64 (what a profile stores fitted weights as). */
export function packFloats(all: readonly Float32Array[]): string {
  const bytes = new Uint8Array(all.reduce((n, p) => n + p.length, 0) * 4);
  const view = new DataView(bytes.buffer);
  let at = 0;
  for (const p of all) for (const v of p) view.setFloat32((at++) * 4, v, true);
  // btoa takes a binary string; built in slices, since one call per byte is slow and one
  // String.fromCharCode over 0.6 MB of arguments overflows the stack.
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** `packFloats` undone into arrays of `lengths`, or what is wrong: not base64, another count of numbers (`found`), numbers not finite. */
export type Unpacked = { readonly ok: true; readonly arrays: readonly Float32Array[] } | { readonly ok: false; readonly problem: 'not_base64' | 'not_finite' | 'wrong_count'; readonly found: number; readonly expected: number };

export function unpackFloats(text: string, lengths: readonly number[]): Unpacked {
  const expected = lengths.reduce((n, l) => n + l, 0);
  let binary: string;
  try {
    binary = atob(text);
  } catch {
    return { ok: false, problem: 'not_base64', found: 0, expected };
  }
  if (binary.length !== expected * 4) return { ok: false, problem: 'wrong_count', found: binary.length / 4, expected };
  const view = new DataView(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) view.setUint8(i, binary.charCodeAt(i));
  let at = 0;
  const out = lengths.map((length) => {
    const a = new Float32Array(length);
    for (let i = 0; i < length; i++) a[i] = view.getFloat32((at++) * 4, true);
    return a;
  });
  return out.every((a) => a.every(Number.isFinite)) ? { ok: true, arrays: out } : { ok: false, problem: 'not_finite', found: expected, expected };
}

export function encodeTail(weights: TailWeights): StoredTail {
  return { layers: weights.convs.length, weights: packFloats(parts(weights)) };
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
  const unpacked = unpackFloats(stored.weights, parts(template).map((p) => p.length));
  if (!unpacked.ok) {
    if (unpacked.problem === 'not_base64') return { code: 'bad_field', message: '"tuned.weights" is not base64' };
    if (unpacked.problem === 'not_finite') return { code: 'bad_field', message: '"tuned.weights" holds numbers that are not finite' };
    return { code: 'wrong_classifier', message: `the profile's fitted layers hold ${unpacked.found} numbers, this classifier's last ${stored.layers} layers ${unpacked.expected}: take the sheet photo again (Your tile set) to make a new profile` };
  }
  let at = 0;
  const next = (): Float32Array => unpacked.arrays[at++]!;
  const convs = template.convs.map((c) => ({ ...c, kernel: next(), bias: next() }));
  return { convs, dense: { kernel: next(), bias: next() } };
}
