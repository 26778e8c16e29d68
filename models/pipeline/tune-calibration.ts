/**
 * Chooses a calibration profile's blend on a selection dataset (never the report set):
 *
 *   npx tsx models/pipeline/tune-calibration.ts --dataset DIR --profile PROFILE.json [--limit N]
 *
 * Every labelled tile of DIR is cut from its label box as the pipeline cuts crops, classified
 * once (probabilities and embedding), and the share read right is printed for each blend weight
 * and temperature. Tile accuracy on true boxes, not hand exact: one model run per tile instead of
 * a whole recognition per blend. Node only.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { blendProbabilities, embeddingClassifier, parseProfile, prototypeTable } from '../../calibration/index';
import { modelFolder, nodeWasmPaths } from '../../src/cli/node-models';
import { initBackend } from '../../src/vision/model';
import { CLASSES } from '../../src/vision/model-spec';
import { cropRegion, loadRecognitionModels } from '../../src/vision/pipeline';
import { turnedCropBatch } from '../../src/vision/preprocess';
import type { Region } from '../../src/vision/resample';
import { decodeJpeg } from '../../src/cli/decode-jpeg';
import { profileEmbedder } from '../../calibration/tuned-classifier';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const dataset = arg('dataset');
const profilePath = arg('profile');
if (dataset === undefined || profilePath === undefined) throw new Error('usage: tune-calibration.ts --dataset DIR --profile PROFILE.json [--limit N]');
const limit = Number(arg('limit') ?? Infinity);

const parsed = parseProfile(readFileSync(profilePath, 'utf8'));
if (!parsed.ok) throw new Error(parsed.message);
const table = prototypeTable(parsed.profile.prototypes);
await initBackend(nodeWasmPaths());
const models = await loadRecognitionModels(modelFolder(fileURLToPath(new URL('../', import.meta.url))), nodeWasmPaths());
// A fitted profile's prototypes live in its fitted classifier's embedding.
const withEmbedding = await profileEmbedder(models.classifier, await embeddingClassifier(models.classifier), parsed.profile);
if ('code' in withEmbedding) throw new Error(withEmbedding.message);

interface Row { image: string; boxes: { tile: string; red?: boolean; x: number; y: number; w: number; h: number }[] }
const rows = readFileSync(resolve(dataset, 'labels.jsonl'), 'utf8').split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l) as Row).slice(0, limit);
const truth: number[] = [];
const probs: number[] = [];
const embs: number[] = [];
for (const row of rows) {
  const decoded = decodeJpeg(readFileSync(resolve(dataset, row.image)));
  if (!decoded.ok) continue;
  const regions: Region[] = [];
  for (const b of row.boxes) {
    if (b.tile === '?') continue;
    const r = cropRegion(b, decoded.frame.width, decoded.frame.height);
    if (r === null) continue;
    regions.push(r);
    truth.push(CLASSES.indexOf((b.red === true ? `0${b.tile[1]}` : b.tile) as (typeof CLASSES)[number]));
  }
  // Each crop in its four quarter turns, turn fastest: the first of four is the crop as cut.
  const input = turnedCropBatch(decoded.frame, regions, withEmbedding.inputWidth, [0, 1, 2, 3]);
  const [p, e] = await withEmbedding.run(input);
  input.dispose();
  for (const v of p!.data) probs.push(v);
  for (const v of e!.data) embs.push(v);
}
const n = truth.length;
const k = CLASSES.length;
const d = embs.length / probs.length * k;
const every = (xs: number[], width: number, turn: number): Float32Array => {
  const out = new Float32Array(n * width);
  for (let i = 0; i < n; i++) out.set(xs.slice((i * 4 + turn) * width, (i * 4 + turn + 1) * width), i * width);
  return out;
};
const P = every(probs, k, 0);
const E = every(embs, d, 0);
const turned = [1, 2, 3].map((t) => ({ P: every(probs, k, t), E: every(embs, d, t) }));
/** The blend averaged over the four turns of each crop. */
const allTurns = (blend: { weight: number; temperature: number }): Float32Array => {
  const sum = blendProbabilities(P, E, n, table, blend);
  for (const t of turned) blendProbabilities(t.P, t.E, n, table, blend).forEach((v, i) => (sum[i]! += v));
  return sum;
};
const accuracy = (out: Float32Array): number => {
  let right = 0;
  for (let i = 0; i < n; i++) {
    let best = 0;
    for (let c = 1; c < k; c++) if (out[i * k + c]! > out[i * k + best]!) best = c;
    if (best === truth[i]) right++;
  }
  return right / n;
};
console.log(`${rows.length} images, ${n} tiles; classifier alone: ${accuracy(P).toFixed(4)}`);
for (const temperature of [0.01, 0.02, 0.03, 0.05, 0.08]) {
  const line = [0, 0.1, 0.2, 0.3, 0.5, 0.7, 0.8, 0.9, 1].map((weight) => `w${weight}: ${accuracy(blendProbabilities(P, E, n, table, { weight, temperature })).toFixed(4)}`);
  console.log(`T ${temperature}  ${line.join('  ')}`);
  const four = [0, 0.1, 0.2, 0.3, 0.5, 0.7, 0.8, 0.9, 1].map((weight) => `w${weight}: ${accuracy(allTurns({ weight, temperature })).toFixed(4)}`);
  console.log(`  four turns averaged  ${four.join('  ')}`);
}
models.dispose();

// The commonest confusions at the profile's own blend: what calibration still gets wrong.
const at = blendProbabilities(P, E, n, table, parsed.profile.blend);
const confusions = new Map<string, number>();
for (let i = 0; i < n; i++) {
  let best = 0;
  for (let c = 1; c < k; c++) if (at[i * k + c]! > at[i * k + best]!) best = c;
  if (best !== truth[i]) {
    const key = `${CLASSES[truth[i]!]} -> ${CLASSES[best]}`;
    confusions.set(key, (confusions.get(key) ?? 0) + 1);
  }
}
console.log([...confusions].sort((a, b) => b[1] - a[1]).slice(0, 20).map(([key, count]) => `${key}: ${count}`).join(', '));
