/**
 * A profile's fitted detector layers (`detector-fit.ts`) as its JSON stores them, and the
 * fingerprint that ties them to one detector: fitted layers read another network's features as
 * noise, so a profile for another detector is refused, as one for another classifier is.
 */
import type { LayerSnapshot } from '../src/vision/model';
import type { DetectorTailWeights } from './detector-tail';
import { fingerprintOf } from './profile';
import { packFloats, unpackFloats, type TailMismatch } from './stored-tail';

export interface StoredDetector {
  /** `detectorFingerprint` of the detector the layers were fitted on. */
  readonly fingerprint: string;
  /** Little-endian float32, base64: the 3x3 convolution's kernel and bias, then the heads' (`[cin, 5]`, `[5]`). */
  readonly weights: string;
}

const parts = (w: DetectorTailWeights): Float32Array[] => [w.conv.kernel, w.conv.bias, w.head.kernel, w.head.bias];

/**
 * FNV-1a of every weight of the loaded detector (`layers()`, a copy of every weight: taken once
 * by the caller, which reads its tail from the same copy), as float32 bytes. Taken from the loaded
 * network rather than its files (as the classifier's is) so that the worker, the command line and
 * the tests need no path to the files: the same files always load to the same numbers.
 */
export function detectorFingerprint(layers: readonly LayerSnapshot[]): string {
  const all = layers.flatMap((l) => l.weights.map((w) => w.data));
  return fingerprintOf(new Uint8Array(packBytes(all)));
}

function packBytes(all: readonly Float32Array[]): ArrayBuffer {
  const out = new Float32Array(all.reduce((n, a) => n + a.length, 0));
  let at = 0;
  for (const a of all) {
    out.set(a, at);
    at += a.length;
  }
  return out.buffer;
}

export function encodeDetector(weights: DetectorTailWeights, fingerprint: string): StoredDetector {
  return { fingerprint, weights: packFloats(parts(weights)) };
}

/** The stored layers in the shapes of `template` (the loaded detector's own), or why they cannot be used. */
export function decodeDetector(stored: StoredDetector, template: DetectorTailWeights, fingerprint: string): DetectorTailWeights | TailMismatch {
  const again = 'take the sheet photo again (Your tile set) to make a new profile';
  if (stored.fingerprint !== fingerprint) return { code: 'wrong_classifier', message: `the profile's detector layers were fitted on another detector (fingerprint ${stored.fingerprint}; this one is ${fingerprint}): ${again}` };
  const unpacked = unpackFloats(stored.weights, parts(template).map((p) => p.length));
  if (!unpacked.ok) {
    if (unpacked.problem === 'not_base64') return { code: 'bad_field', message: '"detector.weights" is not base64' };
    if (unpacked.problem === 'not_finite') return { code: 'bad_field', message: '"detector.weights" holds numbers that are not finite' };
    return { code: 'wrong_classifier', message: `the profile's detector layers hold ${unpacked.found} numbers, this detector's ${unpacked.expected}: ${again}` };
  }
  const [kernel, bias, headKernel, headBias] = unpacked.arrays as [Float32Array, Float32Array, Float32Array, Float32Array];
  return { conv: { ...template.conv, kernel, bias }, head: { kernel: headKernel, bias: headBias } };
}
