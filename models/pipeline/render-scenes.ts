/**
 * Renders synthetic riichi scenes to a dataset folder (DESIGN.md section 3):
 *
 *   npm run synth -- --out ../synth --count 300 [--seed 1] [--styles training|mixed|held-out|STYLE] [--size 640] [--jobs 2]
 *   npm run synth -- --out ../art-eval-jade --count 200 --art ../riichi-train/art --families kde-jade [--looks natural]
 *
 * With `--art DIR` (the folder `npm run art` made), the tiles are 3D blocks printed with other
 * authors' art (`src/vision/synth/block-tile.ts`): `--families train` draws from the training
 * families, `eval` from the evaluation families, or a comma-separated list of names; `--looks any`
 * (the default for training families) also recolours faces dark or tinted, `natural` (the default
 * otherwise) prints them as drawn. A label box bounds what the photo shows of its tile, the parts
 * behind nearer tiles left out (a tile hidden whole gets no box); `--boxes block` bounds the whole
 * block instead, hidden walls included (how the sets were labelled before; models/MODEL_CARD.md).
 * `--kongs P` makes each set of a hand a kong with chance P (default 0.1, as hands come): scenes
 * for teaching the detector kongs' stacked and face-down tiles.
 *
 * writes DIR/images/NNNNNN.jpg and DIR/labels.jsonl (one line an image, with the scene's `hand`).
 * Node only: the SVG of `composeScene` is rasterised by @resvg/resvg-js (native), then a camera
 * tilt (perspective warp), lighting gradient, shadow band, blur and noise are applied in plain JS
 * and the result is JPEG-encoded (jpeg-js) at a random quality. Scene k of a run has seed
 * `seed * 1000000 + k`: same arguments, same files, whatever `--jobs` (worker processes; 2 on this
 * 2-core machine roughly doubles the rate). Generated data never goes in the repository.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import jpeg from 'jpeg-js';
import type { HandInput } from '../../src/engine/index';
import { seededRandom } from '../../src/vision/random';
import { TILE_STYLE_NAMES, isTileStyleName } from '../../src/vision/render/index';
import type { ArtFamilyInfo, FacePictures } from '../../src/vision/synth/scene';
import { type SceneLabel, type StyleSet, composeScene, randomSceneSpec } from '../../src/vision/synth/index';
import { type ArtChoice, facePictures, loadArtChoice } from './tile-art/art-choice';
import { type Rgba, addNoise, applyLighting, blur, randomEffects, tiltHomography, warpOver, warpedBounds } from '../../src/vision/synth/photo-effects';
import { convexHull } from '../../src/vision/convex-hull';
import { applyHomography, type Homography } from '../../src/vision/homography';

export interface DatasetRecord {
  readonly image: string;
  readonly width: number;
  readonly height: number;
  readonly boxes: readonly SceneLabel[];
  readonly hand: HandInput;
  readonly style: string;
  readonly seed: number;
}

export interface RenderedScene {
  readonly jpeg: Uint8Array;
  readonly record: DatasetRecord;
}

function rasterise(svg: string): Rgba {
  const image = new Resvg(svg, { font: { loadSystemFonts: false }, shapeRendering: 2, imageRendering: 0 }).render();
  return { width: image.width, height: image.height, data: new Uint8Array(image.pixels.buffer, image.pixels.byteOffset, image.pixels.byteLength) };
}

/**
 * How a label box bounds its tile: `block`, the whole block (face, walls and footprint), hidden
 * parts included; `visible`, only what the photo shows of it, the parts behind nearer tiles left
 * out (issue 19: "a box is the tile's visible block"; models/MODEL_CARD.md measures both).
 */
export type BoxRule = 'block' | 'visible';

type Bounds = { x: number; y: number; w: number; h: number };

/**
 * Each tile's box as the photo shows it, or null for a tile hidden whole. The tiles' silhouettes
 * (the hull of each outline, after the homography) are painted far to near, each in a colour of
 * its own, without anti-aliasing, so every pixel holds the nearest tile there; a tile's visible
 * box bounds its pixels. A side within a pixel of the whole block's box keeps that box's exact
 * value, so a tile nothing covers keeps its `block` box to the tenth of a pixel.
 * `outlines` in drawing order (farthest first), as `composeScene` returns them.
 */
export function visibleBoxes(h: Homography, outlines: readonly (readonly (readonly [number, number])[])[], width: number, height: number): (Bounds | null)[] {
  const colour = (i: number): string => `#${(i + 1).toString(16).padStart(6, '0')}`;
  const polygons = outlines.map((o, i) => {
    const points = convexHull(o.map(([u, v]) => applyHomography(h, u, v))).map(([x, y]) => `${x.toFixed(2)},${y.toFixed(2)}`);
    return `<polygon points="${points.join(' ')}" fill="${colour(i)}"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${polygons.join('')}</svg>`;
  // shapeRendering 0 (optimizeSpeed): no anti-aliasing, so no pixel blends two tiles' colours.
  const image = new Resvg(svg, { font: { loadSystemFonts: false }, shapeRendering: 0 }).render();
  const px = image.pixels;
  // Per tile x0, y0, x1, y1 of its pixels, in one typed array, and the picture's size read once
  // (its getters call into the native module): the pass over every pixel was most of a visible
  // box's cost, 79 -> 15 ms a 640-pixel scene against arrays per tile and the getter per pixel.
  const [cols, rows, n] = [image.width, image.height, outlines.length];
  const seen = new Int32Array(4 * n);
  for (let k = 0; k < n; k++) seen.set([cols, rows, -1, -1], 4 * k);
  for (let y = 0, a = 3; y < rows; y++) {
    for (let x = 0; x < cols; x++, a += 4) {
      if (px[a] !== 255) continue;
      const k = ((px[a - 3]! << 16) | (px[a - 2]! << 8) | px[a - 1]!) - 1;
      if (k < 0 || k >= n) continue;
      const q = 4 * k;
      if (x < seen[q]!) seen[q] = x;
      if (y < seen[q + 1]!) seen[q + 1] = y;
      if (x >= seen[q + 2]!) seen[q + 2] = x + 1;
      if (y >= seen[q + 3]!) seen[q + 3] = y + 1;
    }
  }
  return outlines.map((outline, i) => {
    const [x0, y0, x1, y1] = seen.subarray(4 * i, 4 * i + 4);
    if (!(x1! > x0!)) return null;
    const whole = warpedBounds(h, outline, width, height);
    const near = (a: number, b: number): boolean => Math.abs(a - b) <= 1;
    const left = near(x0!, whole.x) ? whole.x : x0!;
    const top = near(y0!, whole.y) ? whole.y : y0!;
    const right = near(x1!, whole.x + whole.w) ? whole.x + whole.w : x1!;
    const bottom = near(y1!, whole.y + whole.h) ? whole.y + whole.h : y1!;
    const round = (v: number): number => Math.round(v * 10) / 10;
    return { x: round(left), y: round(top), w: round(right - left), h: round(bottom - top) };
  });
}

/** One scene, rasterised and degraded like a photo; `image` is the record's relative path; `boxes` defaults to `visible`. */
export function renderScene(seed: number, options: { styles?: StyleSet; size?: number; image?: string; boxes?: BoxRule; kongRate?: number; art?: { families: readonly ArtFamilyInfo[]; looks: 'natural' | 'any'; pictures: FacePictures } } = {}): RenderedScene {
  const art = options.art;
  const spec = randomSceneSpec(seed, { styles: options.styles ?? 'training', size: options.size ?? 640, ...(options.kongRate === undefined ? {} : { kongRate: options.kongRate }), ...(art ? { art: { families: art.families, looks: art.looks } } : {}) });
  const scene = composeScene(spec, art?.pictures);
  const { width, height } = scene;
  const rnd = seededRandom(Math.imul(seed, 0x2c1b3c6d) ^ 0xfeed);
  const fx = randomEffects(width, height, rnd);
  const h = tiltHomography(width, height, fx.quad);

  const img = rasterise(scene.backgroundSvg);
  warpOver(img, rasterise(scene.tilesSvg), h);
  applyLighting(img, fx);
  blur(img, fx.blur);
  addNoise(img, fx.noise, rnd);
  const encoded = jpeg.encode({ data: img.data, width, height }, fx.jpegQuality);

  const visible = options.boxes !== 'block' ? visibleBoxes(h, scene.outlines, width, height) : null;
  const boxes = scene.labels.flatMap((label, i) => {
    const box = visible === null ? warpedBounds(h, scene.outlines[i]!, width, height) : visible[i];
    return box === null || box === undefined ? [] : [{ ...label, ...box }];
  });
  return {
    jpeg: new Uint8Array(encoded.data.buffer, encoded.data.byteOffset, encoded.data.byteLength),
    record: { image: options.image ?? `images/${seed}.jpg`, width, height, boxes, hand: scene.hand, style: spec.art ? `art:${spec.art.family}:${spec.art.block.look.kind}` : scene.style, seed },
  };
}

export interface RunOptions {
  readonly out: string;
  readonly count: number;
  readonly seed: number;
  readonly styles: StyleSet;
  readonly size: number;
  /** Worker processes (default 1: this process renders everything). */
  readonly jobs?: number;
  /** Progress lines (default: stderr). */
  readonly log?: (line: string) => void;
  /** Block tiles with other authors' art (`--art DIR --families ... --looks ...`). */
  readonly art?: ArtChoice;
  /** How label boxes bound their tiles (`--boxes`; default `visible`). */
  readonly boxes?: BoxRule;
  /** The chance that a set of a hand is a kong (`--kongs`; default as hands come, 0.1). */
  readonly kongRate?: number;
}

let pictures: { dir: string; read: FacePictures } | undefined;

/**
 * Scenes a worker process renders before it ends. A process keeps about 12 MB per scene it has
 * rendered, with our styles or other art alike, outside what V8 can collect (measured: 1.6 GB
 * after 120 scenes, forced collections or not), so a run of 3,000 scenes in two processes ran out
 * of memory. Fresh processes for each batch keep it bounded.
 */
const BATCH = 150;

/** Renders scene `k` of a run into `out` and returns its labels line. */
function renderOne(options: RunOptions, out: string, k: number): string {
  const seed = options.seed * 1_000_000 + k;
  const image = `images/${String(k).padStart(6, '0')}.jpg`;
  const art = options.art;
  if (art && pictures?.dir !== art.dir) pictures = { dir: art.dir, read: facePictures(art.dir) };
  const { jpeg: bytes, record } = renderScene(seed, { styles: options.styles, size: options.size, image, ...(options.boxes ? { boxes: options.boxes } : {}), ...(options.kongRate === undefined ? {} : { kongRate: options.kongRate }), ...(art && pictures ? { art: { families: art.families, looks: art.looks, pictures: pictures.read } } : {}) });
  writeFileSync(join(out, image), bytes);
  return JSON.stringify(record);
}

function progress(log: (line: string) => void, total: number): (done: number) => void {
  const started = performance.now();
  let last = started;
  return (done) => {
    const now = performance.now();
    if (now - last < 2000 && done !== total) return;
    last = now;
    log(`${done}/${total}  ${(done / ((now - started) / 1000)).toFixed(2)} images/s`);
  };
}

export async function renderDataset(options: RunOptions): Promise<void> {
  const out = resolve(options.out);
  mkdirSync(join(out, 'images'), { recursive: true });
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const lines = new Array<string>(options.count);
  const report = progress(log, options.count);
  const jobs = Math.max(1, Math.min(options.jobs ?? 1, options.count));
  if (jobs === 1 && options.count <= BATCH) {
    for (let k = 0; k < options.count; k++) {
      lines[k] = renderOne(options, out, k);
      report(k + 1);
    }
  } else {
    // Child processes of this same script (tsx's loader included), a batch of scenes each, `jobs`
    // at a time; each prints `k<TAB>labels line` as it finishes an image.
    let done = 0;
    const args = ['--out', out, '--count', String(options.count), '--seed', String(options.seed), '--styles', options.styles, '--size', String(options.size)];
    if (options.art) args.push('--art', options.art.dir, '--families', options.art.families.map((f) => f.name).join(','), '--looks', options.art.looks);
    if (options.boxes) args.push('--boxes', options.boxes);
    if (options.kongRate !== undefined) args.push('--kongs', String(options.kongRate));
    const batches = Array.from({ length: Math.ceil(options.count / BATCH) }, (_, b) => [b * BATCH, Math.min(options.count, (b + 1) * BATCH)] as const);
    const runBatch = ([from, to]: readonly [number, number]): Promise<void> => {
      const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), ...args, '--scenes', `${from}:${to}`], { stdio: ['ignore', 'pipe', 'inherit'] });
      createInterface({ input: child.stdout }).on('line', (line) => {
        const tab = line.indexOf('\t');
        lines[Number(line.slice(0, tab))] = line.slice(tab + 1);
        report(++done);
      });
      return new Promise<void>((ok, fail) => child.on('close', (code) => (code === 0 ? ok() : fail(new Error(`the worker for scenes ${from}-${to - 1} exited with ${String(code)}`)))));
    };
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < batches.length) await runBatch(batches[next++]!);
    };
    await Promise.all(Array.from({ length: jobs }, worker));
    if (lines.some((l) => l === undefined)) throw new Error('a worker left scenes unrendered');
  }
  writeFileSync(join(out, 'labels.jsonl'), lines.join('\n') + (lines.length > 0 ? '\n' : ''));
}

/** Child mode (`--scenes FROM:TO`): renders scenes FROM..TO-1 and prints their labels lines. */
function renderScenes(options: RunOptions, from: number, to: number): void {
  const out = resolve(options.out);
  for (let k = from; k < to; k++) process.stdout.write(`${k}\t${renderOne(options, out, k)}\n`);
}

const USAGE = 'usage: npm run synth -- --out DIR --count N [--seed S] [--styles training|mixed|held-out|STYLE] [--size 640] [--jobs 2] [--art ART_DIR --families train|eval|NAME,... [--looks natural|any]] [--boxes block|visible] [--kongs P]';

export function parseArgs(argv: readonly string[]): RunOptions & { scenes?: readonly [number, number] } {
  const args = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const key = argv[i]!;
    if (!key.startsWith('--')) throw new Error(`unexpected argument '${key}'\n${USAGE}`);
    const value = argv[i + 1];
    if (value === undefined) throw new Error(`${key} needs a value\n${USAGE}`);
    args.set(key.slice(2), value);
    i++;
  }
  for (const key of args.keys()) if (!['out', 'count', 'seed', 'styles', 'size', 'jobs', 'scenes', 'art', 'families', 'looks', 'boxes', 'kongs'].includes(key)) throw new Error(`unknown option --${key}\n${USAGE}`);
  const out = args.get('out');
  if (!out) throw new Error(`--out is required (write outside the repository, e.g. ../synth)\n${USAGE}`);
  const int = (name: string, fallback: number, min: number): number => {
    const raw = args.get(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be an integer >= ${min}, got '${raw}'`);
    return n;
  };
  const styles = args.get('styles') ?? 'training';
  if (styles !== 'training' && styles !== 'mixed' && styles !== 'held-out' && !isTileStyleName(styles)) {
    throw new Error(`--styles must be training, mixed, held-out or one style's name (${TILE_STYLE_NAMES.join(', ')}), got '${styles}'`);
  }
  const artDir = args.get('art');
  if (artDir === undefined && (args.has('families') || args.has('looks'))) throw new Error(`--families and --looks need --art\n${USAGE}`);
  const looks = args.get('looks');
  if (looks !== undefined && looks !== 'natural' && looks !== 'any') throw new Error(`--looks must be natural or any, got '${looks}'`);
  const boxes = args.get('boxes');
  if (boxes !== undefined && boxes !== 'block' && boxes !== 'visible') throw new Error(`--boxes must be block or visible, got '${boxes}'`);
  const kongsRaw = args.get('kongs');
  const kongRate = kongsRaw === undefined ? undefined : Number(kongsRaw);
  if (kongRate !== undefined && !(kongRate >= 0 && kongRate <= 1)) throw new Error(`--kongs must be a chance within 0..1, got '${kongsRaw}'`);
  const art = artDir === undefined ? undefined : loadArtChoice(artDir, args.get('families') ?? 'train', looks);
  const base: RunOptions = { out, count: int('count', 1, 0), seed: int('seed', 1, 0), styles, size: int('size', 640, 64), jobs: int('jobs', 1, 1), ...(art ? { art } : {}), ...(boxes ? { boxes } : {}), ...(kongRate === undefined ? {} : { kongRate }) };
  const scenes = args.get('scenes')?.split(':').map(Number);
  if (scenes === undefined) return base;
  const [from, to] = scenes;
  if (scenes.length !== 2 || !Number.isInteger(from) || !Number.isInteger(to) || from! < 0 || to! < from! || to! > base.count) throw new Error(`--scenes must be FROM:TO with 0 <= FROM <= TO <= --count`);
  return { ...base, scenes: [from!, to!] };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    const options = parseArgs(process.argv.slice(2));
    if (options.scenes) renderScenes(options, ...options.scenes);
    else {
      await renderDataset(options);
      process.stderr.write(`wrote ${options.count} scenes to ${resolve(options.out)}\n`);
    }
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  }
}
