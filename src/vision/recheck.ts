/**
 * The classifier's second opinion on the tiles it doubted: their crops are classified again in
 * other quarter turns (the classifier was trained in all four) and the probabilities averaged with
 * the first look, so one unlucky view of a look-alike does not decide the tile alone. Only doubted
 * tiles pay for it. Pure arithmetic over the raw outputs; `pipeline.ts` runs the model.
 */
import type { RawOutput } from './decode';

export interface RecheckOptions {
  /** Tiles whose best kind has less probability than this are looked at again. */
  readonly belowP: number;
  /** Quarter turns (clockwise) of the extra looks. */
  readonly turns: readonly number[];
}

/**
 * Chosen on real-chinese `dev_eval` with the classifier of the timed training run, 14 epochs
 * (class accuracy 0.9787 without a second opinion, 0.9822 with
 * one half turn below 0.8, 0.9854 with all three turns below 0.8, 0.9856 below 0.95 at more cost)
 * and confirmed on 200 synthetic scenes of the training styles (seed 4: hand exact 0.630 -> 0.665).
 */
export const RECHECK_DEFAULTS: RecheckOptions = Object.freeze({ belowP: 0.8, turns: Object.freeze([1, 2, 3]) });

/**
 * The first look's probabilities `[N, K]` with rows `rows[i]` replaced by the mean of that row and
 * the `perRow` rows `i * perRow ..` of `turned` (`[rows.length * perRow, K]`).
 */
export function averageLooks(first: RawOutput, turned: RawOutput, rows: readonly number[], perRow: number): RawOutput {
  const k = first.shape[1] ?? 0;
  if (turned.shape[0] !== rows.length * perRow || turned.shape[1] !== k) {
    throw new Error(`second looks must be [${rows.length * perRow}, ${k}], got [${turned.shape.join(', ')}]`);
  }
  const data = first.data.slice();
  rows.forEach((row, i) => {
    for (let c = 0; c < k; c++) {
      let sum = first.data[row * k + c]!;
      for (let j = 0; j < perRow; j++) sum += turned.data[(i * perRow + j) * k + c]!;
      data[row * k + c] = sum / (perRow + 1);
    }
  });
  return { shape: first.shape, data };
}
