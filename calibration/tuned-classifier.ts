/**
 * The classifier a profile's fitted layers make: the loaded classifier's first layers (the
 * trunk) followed by the fitted tail, behind the same face as `embeddingClassifier` (`[N, 38]`
 * probabilities and `[N, D]` embeddings), so prototypes, the blend and learned corrections work on
 * it unchanged, in its own embedding space.
 */
import type { LoadedModel, ModelOutput } from '../src/vision/model';
import { CLASSES } from '../src/vision/model-spec';
import { tailOf } from './fine-tune';
import type { CalibrationProfile } from './profile';
import { decodeTail, type StoredTail, type TailMismatch } from './stored-tail';
import { classifyTail } from './tail-net';

/**
 * `classifier`'s first layers as loaded, then the stored tail: outputs `[N, 38]` probabilities
 * and `[N, D]` embeddings. Answers why not when the tail does not fit this classifier. Owns no weights of
 * the classifier (the trunk shares them); disposing it frees nothing the classifier needs.
 */
export async function tunedClassifier(classifier: LoadedModel, stored: StoredTail): Promise<LoadedModel | TailMismatch> {
  let template;
  try {
    template = tailOf(classifier.layers(), stored.layers);
  } catch (e) {
    return { code: 'wrong_classifier', message: `the profile fits the last ${stored.layers} layers, which this classifier does not have as fitted layers (${e instanceof Error ? e.message : String(e)}): take the sheet photo again (Your tile set) to make a new profile` };
  }
  const weights = decodeTail(stored, template.weights);
  if ('code' in weights) return weights;
  const trunk = await classifier.truncated(template.trunkLayers, { expectedOutputs: [[null, null, null, null]] });
  const d = weights.dense.bias.length > 0 ? weights.dense.kernel.length / weights.dense.bias.length : 0;
  const model: LoadedModel = {
    backend: classifier.backend,
    inputWidth: classifier.inputWidth,
    inputHeight: classifier.inputHeight,
    outputShapes: [
      [1, CLASSES.length],
      [1, d],
    ],
    async run(input): Promise<ModelOutput[]> {
      const [features] = await trunk.run(input);
      if (features === undefined || features.shape.length !== 4) throw new Error('the trunk returned no feature map');
      const n = features.shape[0]!;
      const { probs, embedding } = classifyTail(weights, features.data, n, { height: features.shape[1]!, width: features.shape[2]!, channels: features.shape[3]! });
      return [
        { shape: [n, CLASSES.length], data: probs },
        { shape: [n, d], data: embedding },
      ];
    },
    withInputSize: () => Promise.reject(new Error('a fitted classifier takes its classifier\'s input size only')),
    withEmbedding: () => Promise.resolve(model),
    layers() {
      throw new Error('a fitted classifier is not a layers network');
    },
    truncated: () => Promise.reject(new Error('a fitted classifier cannot be cut')),
    dispose: () => trunk.dispose(),
  };
  return model;
}

/**
 * The classifier whose embedding `profile`'s prototypes live in: `withEmbedding` (the loaded
 * classifier's) for a profile of prototypes only, else the fitted one; why not when the fitted
 * layers do not fit `classifier`.
 */
export function profileEmbedder(classifier: LoadedModel, withEmbedding: LoadedModel, profile: CalibrationProfile): Promise<LoadedModel | TailMismatch> {
  return profile.tuned === undefined ? Promise.resolve(withEmbedding) : tunedClassifier(classifier, profile.tuned);
}
