/**
 * The detector a profile's fitted layers make: the loaded detector's first layers (the trunk), on
 * whatever input shape the frame asks for, followed by the fitted tail (`detector-tail.ts`). It
 * has the detector's face (`[1, gh, gw, 5]`), so boxes, the turned view and the closer look run
 * unchanged on it.
 */
import type { LoadedModel, ModelOutput } from '../src/vision/model';
import { DETECTOR } from '../src/vision/model-spec';
import type { RecognitionModels } from '../src/vision/pipeline';
import { detectTail, detectorTailOf, type DetectorTailWeights } from './detector-tail';
import { decodeDetector, detectorFingerprint, type StoredDetector } from './stored-detector';
import type { TailMismatch } from './stored-tail';

const ANY_MAP = { expectedOutputs: [[null, null, null, null]] };

/** `trunk` (the loaded detector's first layers on some input shape) followed by the fitted tail. */
function tunedDetector(trunk: LoadedModel, weights: DetectorTailWeights, resize: (w: number, h: number) => Promise<LoadedModel>): LoadedModel {
  const model: LoadedModel = {
    backend: trunk.backend,
    inputWidth: trunk.inputWidth,
    inputHeight: trunk.inputHeight,
    outputShapes: [[1, trunk.inputHeight / DETECTOR.stride, trunk.inputWidth / DETECTOR.stride, DETECTOR.channels]],
    async run(input): Promise<ModelOutput[]> {
      const [features] = await trunk.run(input);
      if (features === undefined || features.shape.length !== 4) throw new Error("the detector's trunk returned no feature map");
      const [n, h, w, c] = features.shape as [number, number, number, number];
      return [{ shape: [n, h, w, DETECTOR.channels], data: detectTail(weights, features.data, n, { height: h, width: w, channels: c }) }];
    },
    withInputSize: (width, height) => resize(width, height),
    withEmbedding: () => Promise.reject(new Error('a fitted detector has no embedding')),
    layers() {
      throw new Error('a fitted detector is not a layers network');
    },
    truncated: () => Promise.reject(new Error('a fitted detector cannot be cut')),
    dispose: () => trunk.dispose(),
  };
  return model;
}

/**
 * `models` reading with a profile's fitted detector layers: every input shape the pipeline asks
 * for gets the loaded detector's trunk on that shape with the fitted tail, made on first use and
 * kept. The classifier is `models`'. Why not, when the layers were fitted on another detector or
 * are damaged (`decodeDetector`). The loaded detector's weights are copied once, for its tail and
 * its fingerprint both.
 */
export async function withStoredDetector<M extends RecognitionModels>(models: M, stored: StoredDetector): Promise<M | TailMismatch> {
  const layers = models.detector.layers();
  const { trunkLayers, weights: template } = detectorTailOf(layers);
  const weights = decodeDetector(stored, template, detectorFingerprint(layers));
  if ('code' in weights) return weights;
  // Cut first, then resize: a resized network is one nested layer, which cannot be cut.
  const cut = await models.detector.truncated(trunkLayers, ANY_MAP);
  const shapes = new Map<string, Promise<LoadedModel>>();
  const sized = (width: number, height: number): Promise<LoadedModel> => {
    const key = `${width}x${height}`;
    let tuned = shapes.get(key);
    if (tuned === undefined) {
      const trunk = width === cut.inputWidth && height === cut.inputHeight ? Promise.resolve(cut) : cut.withInputSize(width, height, ANY_MAP);
      tuned = trunk.then((t) => tunedDetector(t, weights, sized));
      shapes.set(key, tuned);
    }
    return tuned;
  };
  const square = await sized(models.detector.inputWidth, models.detector.inputHeight);
  return {
    ...models,
    detector: square,
    async detectorFor(frameWidth: number, frameHeight: number) {
      const base = await models.detectorFor(frameWidth, frameHeight);
      return sized(base.inputWidth, base.inputHeight);
    },
  };
}
