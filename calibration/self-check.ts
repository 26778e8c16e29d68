/**
 * How a new profile reads the sheet's own tiles in looks it was not built from (issue 19 point 5:
 * "the fit checks itself on crops it held back, and a profile that reads worse than none is not
 * saved silently"). Every sheet tile is drawn again in a few looks (`augmentTile`: the size, tilt,
 * light and box placement of a hand photo) from a seed the fitting never uses, classified by the
 * classifier as loaded and by the calibrated one, and scored against the kinds the sheet gave.
 *
 * What it can tell: a fit that went wrong (diverged, or learned the looks it saw and nothing else)
 * reads these looks worse than the loaded classifier does. What it cannot: a sheet read with the
 * wrong kinds (a shifted row) is checked against those same wrong kinds; `assignSheet` refuses
 * such rows before a profile is built.
 */
import * as tf from '@tensorflow/tfjs-core';
import type { LoadedModel } from '../src/vision/model';
import { CLASSES } from '../src/vision/model-spec';
import { cropRegion } from '../src/vision/pipeline';
import { turnInto } from '../src/vision/preprocess';
import { seededRandom } from '../src/vision/random';
import { resampleRegion } from '../src/vision/resample';
import type { TuningSource } from './fine-tune';
import type { SelfCheck } from './check-result';
import { augmentTile, sheetLevels } from './sheet-augment';

/** Fitting draws its looks from `FINE_TUNE_DEFAULTS.seed` (1) and up; this one is never used there. */
export const CHECK_SEED = 0x5e1fc4ec;
/** 8 looks of each of the 38 tiles: 304, under two seconds on two cores. */
export const CHECK_LOOKS_PER_TILE = 8;

/** Looks in which a box keeps its crop inside the photo (as fitting does, a few tries at most). */
const MAX_LOOK_TRIES = 8;

export async function selfCheck(sources: readonly TuningSource[], loaded: LoadedModel, calibrated: LoadedModel, looksPerTile = CHECK_LOOKS_PER_TILE, seed = CHECK_SEED): Promise<SelfCheck> {
  const rnd = seededRandom(seed);
  const size = loaded.inputWidth;
  const each = size * size * 3;
  const crop = new Float32Array(each);
  const labels: number[] = [];
  const looks: Float32Array[] = [];
  for (const source of sources) {
    const levels = sheetLevels(source.frame);
    for (const tile of source.tiles) {
      for (let k = 0; k < looksPerTile; k++) {
        for (let tries = 0; tries < MAX_LOOK_TRIES; tries++) {
          const look = augmentTile(levels, tile.box, rnd);
          const region = cropRegion(look.box, look.frame.width, look.frame.height);
          if (region === null) continue;
          resampleRegion(look.frame, region, size, size, crop, 0);
          // In any quarter turn, as a hand's tiles reach the classifier.
          const turned = new Float32Array(each);
          turnInto(crop, size, Math.floor(rnd() * 4), turned, 0);
          looks.push(turned);
          labels.push(CLASSES.indexOf(tile.kind));
          break;
        }
      }
    }
  }
  if (looks.length === 0) return { looks: 0, withProfile: 0, without: 0 };
  const batch = new Float32Array(looks.length * each);
  looks.forEach((l, i) => batch.set(l, i * each));
  // One after the other: the two share the backend's memory.
  const withProfile = await shareRight(calibrated, batch, labels, size);
  const without = await shareRight(loaded, batch, labels, size);
  return { looks: looks.length, withProfile, without };
}

/** The share of `labels` that `model`'s most probable class matches on `batch` (n crops of size x size). */
async function shareRight(model: LoadedModel, batch: Float32Array, labels: readonly number[], size: number): Promise<number> {
  const input = tf.tensor4d(batch, [labels.length, size, size, 3]);
  try {
    const [probs] = await model.run(input);
    if (probs === undefined) throw new Error('the classifier returned no output');
    const classes = probs.shape.at(-1) ?? 0;
    let right = 0;
    labels.forEach((label, i) => {
      const row = probs.data.subarray(i * classes, (i + 1) * classes);
      let best = 0;
      for (let c = 1; c < classes; c++) if (row[c]! > row[best]!) best = c;
      if (best === label) right++;
    });
    return right / labels.length;
  } finally {
    input.dispose();
  }
}
