/**
 * The topology of a TF.js layers-format model.json (`modelTopology`: Keras' model JSON), read into
 * one list of layers, each after the layers it reads: a functional model (`Model` or `Functional`:
 * layers with their inbound nodes, `input_layers`, `output_layers`) or a `Sequential` one (each
 * layer reads the one before it). One image input, every layer applied once (no shared layers);
 * anything else is refused with a reason (`ModelFileError`).
 */
import { LayerOptions, ModelFileError, readLayer, show, type Layer, type Shape } from './keras-layers';

export interface GraphLayer {
  readonly name: string;
  readonly layer: Layer;
  /** The names of the layers (or of the input) whose outputs it reads, in order. */
  readonly inputs: readonly string[];
}

export interface Topology {
  readonly input: { readonly name: string; readonly shape: Shape };
  /** Every layer past the input, each after those it reads (the file's order). */
  readonly layers: readonly GraphLayer[];
  /** The names of the layers whose outputs the model answers, in order. */
  readonly outputs: readonly string[];
}

type Json = Readonly<Record<string, unknown>>;

interface Entry {
  readonly name: string;
  readonly className: string;
  readonly config: Json;
  readonly inboundNodes: unknown;
}

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function fail(what: string): never {
  throw new ModelFileError(what);
}

export function readTopology(modelTopology: unknown): Topology {
  // Keras' own files (and tensorflowjs_converter's) wrap the model in `model_config`.
  const root = isObject(modelTopology) && isObject(modelTopology['model_config']) ? modelTopology['model_config'] : modelTopology;
  if (!isObject(root)) return fail('the model.json has no layers-model topology');
  const className = root['class_name'];
  const config = root['config'];
  if (className !== 'Model' && className !== 'Functional' && className !== 'Sequential') {
    return fail(`a model of class ${show(className)} is not supported (Model, Functional or Sequential)`);
  }
  if (!isObject(config) || !Array.isArray(config['layers'])) return fail(`the ${className} model's config has no list of layers`);
  const entries = config['layers'].map(entryOf);
  return className === 'Sequential' ? sequential(entries) : functional(config, entries);
}

function entryOf(raw: unknown, index: number): Entry {
  const config = isObject(raw) ? raw['config'] : undefined;
  if (!isObject(raw) || !isObject(config)) return fail(`layer ${index} of the model is not a {class_name, config} object`);
  const name = raw['name'] ?? config['name'];
  const className = raw['class_name'];
  if (typeof name !== 'string' || typeof className !== 'string') return fail(`layer ${index} of the model has no name or no class_name`);
  return { name, className, config, inboundNodes: raw['inbound_nodes'] };
}

const where = (e: Entry) => `layer '${e.name}' (${e.className})`;

function readEntry(e: Entry, inputs: readonly string[]): GraphLayer {
  return { name: e.name, layer: readLayer(new LayerOptions(where(e), e.config), e.className), inputs };
}

/** The input's batch shape, from an InputLayer or (Sequential) the first layer's config. */
function inputShapeOf(e: Entry): Shape {
  if (e.className === 'InputLayer') {
    const o = new LayerOptions(where(e), e.config);
    o.only('dtype', 'float32');
    o.only('sparse', false);
    o.only('ragged', false);
    o.done();
  }
  const shape = e.config['batch_input_shape'];
  if (!Array.isArray(shape) || !shape.every((d) => d === null || (Number.isInteger(d) && d >= 1))) {
    return fail(`${where(e)}: batch_input_shape ${show(shape)} is not a shape`);
  }
  return shape as Shape;
}

/** Names given once each, the input's included. */
function nameOnce(names: Set<string>, name: string): void {
  if (names.has(name)) fail(`two layers of the model are named '${name}'`);
  names.add(name);
}

function sequential(entries: readonly Entry[]): Topology {
  const [first] = entries;
  if (first === undefined) return fail('the Sequential model has no layers');
  // Its input is an InputLayer written first, or implied by the first layer's batch_input_shape.
  const declared = first.className === 'InputLayer';
  const input = { name: declared ? first.name : `${first.name}_input`, shape: inputShapeOf(first) };
  const names = new Set([input.name]);
  let previous = input.name;
  const layers = entries.slice(declared ? 1 : 0).map((e) => {
    if (e.className === 'InputLayer') fail(`${where(e)} is not the Sequential model's first layer`);
    nameOnce(names, e.name);
    const layer = readEntry(e, [previous]);
    previous = e.name;
    return layer;
  });
  if (layers.length === 0) fail('the Sequential model has no layer past its input');
  return { input, layers, outputs: [previous] };
}

function functional(config: Json, entries: readonly Entry[]): Topology {
  const inputNames = layerRefs(config['input_layers'], 'input_layers');
  if (inputNames.length !== 1) fail(`a model of ${inputNames.length} inputs is not supported (one image input)`);
  const inputEntry = entries.find((e) => e.name === inputNames[0] && e.className === 'InputLayer');
  if (inputEntry === undefined) return fail(`input_layers names ${show(inputNames[0])}, which is not an InputLayer of the model`);
  const names = new Set<string>();
  const layers: GraphLayer[] = [];
  for (const e of entries) {
    nameOnce(names, e.name);
    if (e === inputEntry) continue;
    if (e.className === 'InputLayer') fail(`${where(e)} is not the model's input (one input only)`);
    const inputs = inboundOf(e);
    const unread = inputs.find((name) => !names.has(name) || name === e.name);
    if (unread !== undefined) fail(`${where(e)} reads '${unread}', which is not a layer before it`);
    layers.push(readEntry(e, inputs));
  }
  const outputs = layerRefs(config['output_layers'], 'output_layers');
  const missing = outputs.find((name) => !layers.some((l) => l.name === name));
  if (outputs.length === 0 || missing !== undefined) fail(`output_layers ${show(config['output_layers'])} does not name layers of the model past its input`);
  return { input: { name: inputEntry.name, shape: inputShapeOf(inputEntry) }, layers, outputs };
}

/** `[[name, 0, 0], ...]`: the first (only) output of each layer named. */
function layerRefs(value: unknown, key: string): string[] {
  const ok = Array.isArray(value) && value.every((r) => Array.isArray(r) && r.length === 3 && typeof r[0] === 'string' && r[1] === 0 && r[2] === 0);
  if (!ok) fail(`${key} ${show(value)} is not a list of [layer, 0, 0]`);
  return (value as [string][]).map((r) => r[0]);
}

/** The names a layer reads: its one inbound node, `[[name, 0, 0, {}], ...]` (a layer applied once). */
function inboundOf(e: Entry): string[] {
  const nodes = e.inboundNodes;
  if (!Array.isArray(nodes) || nodes.length !== 1) {
    return fail(`${where(e)} is applied ${Array.isArray(nodes) ? nodes.length : 0} times: only layers applied once are supported`);
  }
  const [node] = nodes as unknown[];
  const plain = (r: unknown) => Array.isArray(r) && typeof r[0] === 'string' && r[1] === 0 && r[2] === 0 && (r[3] === undefined || (isObject(r[3]) && Object.keys(r[3]).length === 0));
  if (!Array.isArray(node) || node.length === 0 || !node.every(plain)) fail(`${where(e)}: inbound node ${show(node)} is not a list of [layer, 0, 0, {}]`);
  return (node as [string][]).map((r) => r[0]);
}
