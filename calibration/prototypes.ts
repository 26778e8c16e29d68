/**
 * The arithmetic of calibration, pure over typed arrays: prototypes from embeddings, and the
 * classifier's probabilities blended with the prototypes' verdict.
 */
import { CLASSES } from '../src/vision/model-spec';
import type { DetectionKind } from '../src/vision/types';
import type { Blend } from './profile';

/** `v` scaled to length 1 (a zero vector stays zero). */
export function unit(v: ArrayLike<number>): number[] {
  let sum = 0;
  for (let i = 0; i < v.length; i++) sum += v[i]! * v[i]!;
  const norm = Math.sqrt(sum);
  return Array.from(v, (x) => (norm > 0 ? x / norm : 0));
}

/** The direction of the mean of unit vectors: each look of a tile counts alike, however bright. */
export function meanDirection(vectors: readonly ArrayLike<number>[]): number[] {
  const size = vectors[0]?.length ?? 0;
  const sum = new Array<number>(size).fill(0);
  for (const v of vectors) {
    const u = unit(v);
    for (let i = 0; i < size; i++) sum[i]! += u[i]!;
  }
  return unit(sum);
}

/** Prototypes in the classifier's class order, each kind's vectors (empty where the profile has none). */
export type PrototypeTable = readonly (readonly (readonly number[])[])[];

export function prototypeTable(prototypes: Readonly<Partial<Record<DetectionKind, readonly (readonly number[])[]>>>): PrototypeTable {
  return CLASSES.map((k) => (prototypes[k] ?? []).map(unit));
}

/**
 * Blended probabilities for `n` crops. `probs` `[n, K]` are the classifier's, `embeddings`
 * `[n, D]` the crops' embeddings. The prototypes' verdict is a softmax over the kinds that have
 * prototypes of (best cosine over the kind's turns) / temperature. The prototypes share out only
 * what the classifier gives the kinds they know: with S that sum, a kind with prototypes gets
 * (1 - w) * classifier + w * S * prototypes, and a kind with none (no fifth row on the sheet: red
 * fives, the back) keeps the classifier's own probability. Blending over all kinds instead cut a
 * back's probability to at most 1 - w and handed w to the nearest face: with sheets of four rows,
 * backs were read as White dragons 88-285 times in 338 on the evaluation families
 * (models/MODEL_CARD.md).
 */
export function blendProbabilities(probs: Float32Array, embeddings: Float32Array, n: number, table: PrototypeTable, blend: Blend): Float32Array {
  const k = CLASSES.length;
  const d = n > 0 ? embeddings.length / n : 0;
  const out = new Float32Array(n * k);
  const sims = new Float64Array(k);
  for (let row = 0; row < n; row++) {
    const e = unit(embeddings.subarray(row * d, (row + 1) * d));
    let best = -Infinity;
    for (let c = 0; c < k; c++) {
      const protos = table[c] ?? [];
      let s = -Infinity;
      for (const p of protos) {
        let dot = 0;
        for (let i = 0; i < d; i++) dot += e[i]! * p[i]!;
        if (dot > s) s = dot;
      }
      sims[c] = s;
      if (s > best) best = s;
    }
    let z = 0;
    for (let c = 0; c < k; c++) {
      sims[c] = sims[c] === -Infinity ? 0 : Math.exp((sims[c]! - best) / blend.temperature);
      z += sims[c]!;
    }
    let known = 0;
    for (let c = 0; c < k; c++) if ((table[c] ?? []).length > 0) known += probs[row * k + c]!;
    for (let c = 0; c < k; c++) {
      const p = probs[row * k + c]!;
      out[row * k + c] = (table[c] ?? []).length === 0 || z === 0 ? p : (1 - blend.weight) * p + blend.weight * known * (sims[c]! / z);
    }
  }
  return out;
}
