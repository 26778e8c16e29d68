/**
 * The settings of fine-tuning (`fine-tune.ts`): their defaults and their check. Apart from the
 * training itself because the app's page shows and sends them, and the page must not load TF.js,
 * which fine-tune.ts imports (TF.js runs only in the vision worker: test/build/page-bundle.test.ts).
 */

export interface FineTuneSettings {
  /** Convolutions tuned, counted from the last. */
  readonly layers: number;
  readonly epochs: number;
  /** Looks of each sheet tile per epoch. */
  readonly looksPerTile: number;
  readonly batch: number;
  readonly learningRate: number;
  readonly smoothing: number;
  readonly seed: number;
  /**
   * Steps of fitting the detector's last layers to scenes of the sheet's tiles after the
   * classifier (`detector-fit.ts`, 8 scenes a step); 0 fits the classifier alone.
   */
  readonly detectorSteps: number;
}

export const FINE_TUNE_DEFAULTS: FineTuneSettings = Object.freeze({ layers: 3, epochs: 5, looksPerTile: 100, batch: 64, learningRate: 1e-3, smoothing: 0.05, seed: 1, detectorSteps: 150 });

/** Each setting's allowed range: wide enough for experiments, narrow enough that a typo cannot run for hours. */
const RANGES: Readonly<Record<keyof FineTuneSettings, readonly [number, number, 'integer' | 'number']>> = {
  layers: [1, 4, 'integer'],
  epochs: [1, 50, 'integer'],
  looksPerTile: [1, 1000, 'integer'],
  batch: [1, 512, 'integer'],
  learningRate: [1e-6, 1, 'number'],
  smoothing: [0, 0.5, 'number'],
  seed: [0, 2 ** 31, 'integer'],
  detectorSteps: [0, 2000, 'integer'],
};

/**
 * `value` (settings from across a worker boundary or a command line) checked: every key known,
 * every value a number in its range; or why not.
 */
export function checkFineTuneSettings(value: unknown): Partial<FineTuneSettings> | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'fitting settings must be an object';
  const out: Partial<Record<keyof FineTuneSettings, number>> = {};
  for (const [key, v] of Object.entries(value)) {
    const range = RANGES[key as keyof FineTuneSettings] as (typeof RANGES)[keyof FineTuneSettings] | undefined;
    if (range === undefined) return `unknown fitting setting '${key}'`;
    const [min, max, kind] = range;
    if (typeof v !== 'number' || !(v >= min && v <= max) || (kind === 'integer' && !Number.isInteger(v))) return `fitting setting '${key}' must be ${kind === 'integer' ? 'an integer' : 'a number'} from ${min} to ${max}`;
    out[key as keyof FineTuneSettings] = v;
  }
  return out;
}
