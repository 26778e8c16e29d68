/**
 * The classifier as calibrated by a profile, behind the same `LoadedModel` face the pipeline
 * already runs (`RecognitionModels.classifier`): same input, output `[N, 38]` probabilities, now
 * blended with the profile's prototypes. Everything downstream (second looks at doubted tiles,
 * layout, rules-aware decoding) works on calibrated probabilities without knowing it.
 */
import type { LoadedModel, ModelOutput } from '../src/vision/model';
import { CLASSES } from '../src/vision/model-spec';
import type { CalibrationProfile } from './profile';
import { allPrototypes } from './learned';
import { blendProbabilities, prototypeTable } from './prototypes';

/**
 * The classifier with its embedding as a second output (`LoadedModel.withEmbedding`), checked:
 * `[N, 38]` probabilities and `[N, D]` embeddings.
 */
export function embeddingClassifier(classifier: LoadedModel): Promise<LoadedModel> {
  return classifier.withEmbedding({ expectedOutputs: [[null, CLASSES.length], [null, null]] });
}

/** The embedding size of an `embeddingClassifier`. */
export function embeddingSizeOf(withEmbedding: LoadedModel): number {
  return withEmbedding.outputShapes[1]?.[1] ?? 0;
}

/**
 * `withEmbedding` (from `embeddingClassifier`) answering blended probabilities. It owns no
 * weights: disposing it frees nothing (the classifier it came from does).
 */
export function calibratedClassifier(withEmbedding: LoadedModel, profile: CalibrationProfile): LoadedModel {
  const size = embeddingSizeOf(withEmbedding);
  if (size !== profile.classifier.embeddingSize) {
    throw new Error(`the profile's prototypes have ${profile.classifier.embeddingSize} features, the classifier's embedding ${size}`);
  }
  // The sheet's prototypes and the corrections learned since, alike.
  const table = prototypeTable(allPrototypes(profile));
  return {
    backend: withEmbedding.backend,
    inputWidth: withEmbedding.inputWidth,
    inputHeight: withEmbedding.inputHeight,
    outputShapes: [withEmbedding.outputShapes[0] ?? [1, CLASSES.length]],
    async run(input): Promise<ModelOutput[]> {
      const [probs, embeddings] = await withEmbedding.run(input);
      if (probs === undefined || embeddings === undefined) throw new Error('the classifier returned no embedding');
      const n = probs.shape[0] ?? 0;
      return [{ shape: probs.shape, data: blendProbabilities(probs.data, embeddings.data, n, table, profile.blend) }];
    },
    withInputSize() {
      return Promise.reject(new Error('a calibrated classifier takes its classifier\'s input size only'));
    },
    withEmbedding() {
      return Promise.reject(new Error('a calibrated classifier has no embedding of its own'));
    },
    layers() {
      throw new Error('a calibrated classifier is not a layers network');
    },
    truncated() {
      return Promise.reject(new Error('a calibrated classifier cannot be cut'));
    },
    dispose() {},
  };
}

/**
 * The second opinion (`recheck.ts`) on every tile, not only the doubted ones: each crop is read
 * in its four quarter turns and the calibrated answers averaged. The prototypes are sure of
 * themselves (a low temperature), so few tiles would count as doubted, yet one turn of a crop can
 * lie nearer a look-alike's prototype than the others do: on the 100 selection scenes of `orchid`
 * (seed 62), tiles cut from their label boxes were read right 0.9521 of the time in one turn,
 * 0.9654 averaged over four (models/pipeline/tune-calibration.ts).
 */
export const CALIBRATED_RECHECK = Object.freeze({ belowP: Number.POSITIVE_INFINITY, turns: Object.freeze([1, 2, 3]) });
