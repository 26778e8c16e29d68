/**
 * Running the recogniser under Node (eval, tests): the wasm backend's binaries from node_modules,
 * and layers models read from disk. Node only (fs).
 *
 * Backend: wasm, as in the browser. Measured here (2 cores, Node 20, a model training beside it)
 * on networks shaped like models/pipeline/nets.py: detector 320x320 ~47 ms, classifier x20 crops
 * ~38 ms on wasm (SIMD), against ~2500 ms and ~2700 ms on tfjs-backend-cpu: 50-70x slower.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import * as tf from '@tensorflow/tfjs-core';
import type { WasmPaths } from '../vision/model';
import { MODEL_PATHS } from '../vision/model-spec';
import type { ModelSources } from '../vision/pipeline';

/** File paths of the two single-threaded wasm binaries (Emscripten reads a path with fs in Node). */
export function nodeWasmPaths(): WasmPaths {
  const require = createRequire(import.meta.url);
  return {
    simd: require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm'),
    plain: require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'),
  };
}

/** An IO handler reading a layers-format `model.json` and the weight files it lists (paths relative to it). */
export function modelFile(modelJsonPath: string): tf.io.IOHandler {
  return {
    load: async () => {
      const json = JSON.parse(await readFile(modelJsonPath, 'utf8')) as tf.io.ModelJSON;
      return tf.io.getModelArtifactsForJSON(json, async (manifest) => {
        const specs = manifest.flatMap((group) => group.weights);
        const files = await Promise.all(manifest.flatMap((group) => group.paths).map((p) => readFile(resolve(dirname(modelJsonPath), p))));
        const all = new Uint8Array(files.reduce((n, f) => n + f.byteLength, 0));
        let at = 0;
        for (const f of files) {
          all.set(f, at);
          at += f.byteLength;
        }
        return [specs, all.buffer];
      });
    },
  };
}

/** The two models of a models folder laid out like the repository's `models/`. */
export function modelFolder(dir: string): ModelSources & { readonly paths: { readonly detector: string; readonly classifier: string } } {
  const path = (p: string) => resolve(dir, p.replace(/^models\//, ''));
  const paths = { detector: path(MODEL_PATHS.detector), classifier: path(MODEL_PATHS.classifier) };
  return { detector: modelFile(paths.detector), classifier: modelFile(paths.classifier), paths };
}
