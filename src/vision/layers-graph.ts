/**
 * A TF.js layers-format model (model.json + weight files, as models/pipeline/export_tfjs.py writes
 * them) loaded and run with tfjs-core ops alone: its topology (`layers-topology.ts`), its weights
 * decoded once (float16 ones through the manifest's `quantization`) and checked against what each
 * layer needs, and a forward pass (`keras-layers.ts`) on an input of any height and width that
 * answers any layers' outputs, the model's own or others (an embedding, a cut).
 *
 * Why our own code and not @tensorflow/tfjs-layers: our models need seven layer kinds of it
 * (`keras-layers.ts`) and inference alone, and tfjs-layers (with the training code of tfjs-core it
 * pulls in) was a third of the vision worker, part of the app's first download. Measured with
 * `vite build`: the worker went from 1054 KB (206 KB gzipped) to 660 KB (140 KB gzipped).
 */
import * as tf from '@tensorflow/tfjs-core';
import { applyLayer, layerShapes, ModelFileError, showShape, type LayerShapes, type Shape, type WeightSlot } from './keras-layers';
import { readTopology, type GraphLayer, type Topology } from './layers-topology';
import { standardWeightData } from './weight-planes';

export { ModelFileError } from './keras-layers';

/** One layer of a loaded network: its class, the settings fine-tuning needs, its weights copied out. */
export interface LayerSnapshot {
  readonly className: string;
  /** Strides and padding: Conv2D and AveragePooling2D only (null elsewhere). */
  readonly strides: readonly number[] | null;
  readonly padding: string | null;
  /** Conv2D only. */
  readonly kernelSize: readonly number[] | null;
  /** The layer's activation (`linear` when it has none). */
  readonly activation: string;
  /** In the layer's own order: kernel then bias. */
  readonly weights: readonly { readonly shape: readonly number[]; readonly data: Float32Array }[];
}

/**
 * Loads a model from a model.json URL or an IO handler. The handler's own failures (a missing file,
 * bad JSON) are thrown as they come; a model this code cannot run throws `ModelFileError`.
 */
export async function loadLayersGraph(source: string | tf.io.IOHandler): Promise<LayersGraph> {
  const handler = typeof source === 'string' ? tf.io.http(source) : source;
  if (handler.load === undefined) throw new Error('the IO handler cannot load');
  return LayersGraph.of(await handler.load());
}

export class LayersGraph {
  private disposed = false;

  private constructor(
    private readonly topology: Topology,
    /** Each layer's weights in `layerShapes` order, by layer name: owned here, freed by `dispose`. */
    private readonly weights: ReadonlyMap<string, readonly tf.Tensor[]>,
  ) {}

  /** Reads and checks a model's artifacts; throws `ModelFileError` for a model it cannot run. */
  static of(artifacts: tf.io.ModelArtifacts): LayersGraph {
    if (artifacts.format !== undefined && artifacts.format !== 'layers-model') throw new ModelFileError(`a ${artifacts.format} is not a layers model`);
    const topology = readTopology(artifacts.modelTopology);
    const shapes = shapesOf(topology, topology.input.shape, topology.layers);
    return new LayersGraph(topology, ownedWeights(artifacts, topology.layers, shapes));
  }

  /** The input's shape, batch first, as the file declares it. */
  get inputShape(): Shape {
    return this.topology.input.shape;
  }

  /** The names of the layers whose outputs the model answers. */
  get outputs(): readonly string[] {
    return this.topology.outputs;
  }

  /** The layers that `outputs` (layer names) are computed from, in the file's order. */
  layersFor(outputs: readonly string[]): readonly GraphLayer[] {
    const needed = new Set(outputs);
    const known = new Set([this.topology.input.name, ...this.topology.layers.map((l) => l.name)]);
    const unknown = outputs.find((name) => !known.has(name));
    if (unknown !== undefined) throw new Error(`the model has no layer '${unknown}'`);
    for (const layer of [...this.topology.layers].reverse()) if (needed.has(layer.name)) for (const name of layer.inputs) needed.add(name);
    return this.topology.layers.filter((l) => needed.has(l.name));
  }

  /** The shapes of `outputs` for an input of `input`'s shape; `ModelFileError` where a layer cannot take it. */
  outputShapes(input: Shape, outputs: readonly string[]): Shape[] {
    const shapes = shapesOf(this.topology, input, this.layersFor(outputs));
    return outputs.map((name) => shapes.get(name)?.output ?? []);
  }

  /**
   * `outputs` (layer names, or the input's) for `input`, as new tensors the caller disposes. Every
   * other tensor is freed as soon as the layers reading it have run, so a run needs the memory of
   * a few layers' outputs at once, not of all of them.
   */
  run(input: tf.Tensor, outputs: readonly string[]): tf.Tensor[] {
    if (this.disposed) throw new Error('the model was disposed');
    const plan = this.layersFor(outputs);
    const inputName = this.topology.input.name;
    return tf.tidy(() => {
      const values = new Map<string, tf.Tensor>([[inputName, input]]);
      const value = (name: string): tf.Tensor => {
        const v = values.get(name);
        if (v === undefined) throw new Error(`'${name}' was read before it was computed`);
        return v;
      };
      const readers = new Map<string, number>();
      for (const name of [...plan.flatMap((l) => l.inputs), ...outputs]) readers.set(name, (readers.get(name) ?? 0) + 1);
      for (const layer of plan) {
        values.set(layer.name, applyLayer(layer.layer, layer.inputs.map(value), this.weights.get(layer.name) ?? []));
        for (const name of layer.inputs) {
          const left = (readers.get(name) ?? 0) - 1;
          readers.set(name, left);
          if (left === 0 && name !== inputName) value(name).dispose();
        }
      }
      // The caller disposes what it gets: never the input it passed in.
      return outputs.map((name) => (name === inputName ? tf.clone(input) : value(name)));
    });
  }

  /** `layer`'s class, settings and a copy of its weights. */
  snapshot(layer: GraphLayer): LayerSnapshot {
    if (this.disposed) throw new Error('the model was disposed');
    const l = layer.layer;
    const windowed = l.className === 'Conv2D' || l.className === 'AveragePooling2D' ? l : null;
    return {
      className: l.className,
      strides: windowed === null ? null : [...windowed.strides],
      padding: windowed?.padding ?? null,
      kernelSize: l.className === 'Conv2D' ? [...l.kernelSize] : null,
      activation: 'activation' in l ? l.activation : 'linear',
      weights: (this.weights.get(layer.name) ?? []).map((w) => ({ shape: w.shape, data: Float32Array.from(w.dataSync()) })),
    };
  }

  /** Frees the weights; the graph cannot run after. Calling it again does nothing. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    for (const list of this.weights.values()) tf.dispose([...list]);
  }
}

/** Every layer's output shape and weight slots, through `layers` in order, for an input of `input`'s shape. */
function shapesOf(topology: Topology, input: Shape, layers: readonly GraphLayer[]): Map<string, LayerShapes> {
  const shapes = new Map<string, LayerShapes>([[topology.input.name, { output: input, weights: [] }]]);
  for (const { name, layer, inputs } of layers) {
    const refuse = (what: string): never => {
      throw new ModelFileError(`layer '${name}' (${layer.className}): ${what}`);
    };
    shapes.set(name, layerShapes(layer, inputs.map((i) => shapes.get(i)?.output ?? []), refuse));
  }
  return shapes;
}

/**
 * The weights decoded (dequantized to float32 where the manifest says so) and handed to their
 * layers, each checked: present, float32, of the shape its layer needs. A weight missing, of
 * another shape, listed twice or belonging to no layer refuses the model, and frees what was decoded.
 */
function ownedWeights(artifacts: tf.io.ModelArtifacts, layers: readonly GraphLayer[], shapes: ReadonlyMap<string, LayerShapes>): Map<string, tf.Tensor[]> {
  const specs = artifacts.weightSpecs ?? [];
  const twice = specs.find((s, i) => specs.findIndex((t) => t.name === s.name) !== i);
  if (twice !== undefined) throw new ModelFileError(`weight '${twice.name}' is listed twice`);
  const data = standardWeightData(artifacts);
  let named: tf.NamedTensorMap;
  try {
    // In a tidy: weights decoded before a failure are freed with it.
    named = tf.tidy(() => tf.io.decodeWeights(data, specs));
  } catch (e) {
    throw new ModelFileError(`the weights cannot be decoded: ${e instanceof Error ? e.message : String(e)}`);
  }
  try {
    const owned = new Map(layers.map((l) => [l.name, (shapes.get(l.name)?.weights ?? []).map((slot) => weightFor(named, l, slot))]));
    const used = new Set([...owned.values()].flat());
    const stray = Object.keys(named).find((name) => !used.has(named[name] as tf.Tensor));
    if (stray !== undefined) throw new ModelFileError(`weight '${stray}' belongs to no layer of the model`);
    return owned;
  } catch (e) {
    tf.dispose(Object.values(named));
    throw e;
  }
}

function weightFor(named: tf.NamedTensorMap, layer: GraphLayer, slot: WeightSlot): tf.Tensor {
  const name = `${layer.name}/${slot.suffix}`;
  const weight = named[name];
  const where = `layer '${layer.name}' (${layer.layer.className})`;
  if (weight === undefined) throw new ModelFileError(`${where}: weight '${name}' is missing`);
  if (weight.dtype !== 'float32') throw new ModelFileError(`${where}: weight '${name}' is ${weight.dtype}, not float32`);
  if (!tf.util.arraysEqual(weight.shape, [...slot.shape])) throw new ModelFileError(`${where}: weight '${name}' has shape [${showShape(weight.shape)}], it needs [${showShape(slot.shape)}]`);
  return weight;
}
