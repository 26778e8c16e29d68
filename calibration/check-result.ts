/** What a new profile's self-check found (`self-check.ts` runs it; the page shows it, without TF.js). */
export interface SelfCheck {
  /** Held-back looks classified (each sheet tile a few times). */
  readonly looks: number;
  /** Share of them the calibrated classifier read as the sheet's kind, 0..1. */
  readonly withProfile: number;
  /** Share the classifier as loaded read right, 0..1. */
  readonly without: number;
}

/**
 * How a profile's fitted detector layers box scenes of the sheet's tiles the fit never saw
 * (`detector-fit.ts`), against the detector as loaded: tile F1 of each, IoU 0.5 as `npm run eval`
 * matches. The layers are kept only when `withProfile >= without`.
 */
export interface DetectorCheck {
  readonly scenes: number;
  /** Tiles labelled in those scenes. */
  readonly tiles: number;
  readonly withProfile: number;
  readonly without: number;
}

/**
 * Two classifiers that agree on nearly every look still differ on a few by chance: on the held-out
 * `slate` sheet a prototypes-only profile read 86.2 % of 152 looks against 86.8 % without, one look
 * apart. Worse means worse by more than that: at least 2 % of the looks.
 */
export const WORSE_MARGIN = 0.02;

/** Whether a profile reads its own held-back looks worse than none: it is not kept without the person's say. */
export const readsWorse = (check: SelfCheck): boolean => check.without - check.withProfile >= WORSE_MARGIN;
