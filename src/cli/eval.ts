/**
 * `npm run eval -- --dataset DIR [--calibration FILE] [--limit N] [--predictions OUT.jsonl]
 *                  [--subset NAME] [--models DIR] [--as-read] [--causes]` (DESIGN.md section 4): runs recognition on every
 * image of a dataset folder (`labels.jsonl` + `images/`) with the app's own pipeline
 * (src/vision/pipeline.ts, wasm backend, JPEG decoded by src/cli/decode-jpeg.ts), prints a
 * per-kind table and the most common confusions, and as its LAST stdout line one JSON object:
 * {"images","boxes","tile_precision","tile_recall","tile_f1","class_accuracy","hand_exact","ms_per_image"}.
 * Progress goes to stderr. `--causes` reads each hand not read exactly once more with every found
 * tile given its labelled kind, and prints, before the JSON line, why each was lost (the detector
 * missed a tile of it, its kinds alone, a tile boxed too far off to count, a box on no tile, or
 * the layout: `failure-causes.ts`) and
 * the hand exact those true kinds would give: what a perfect classifier (or calibration) could reach.
 *
 * Matching ranks detections by detector score x classifier probability (the `p` written to
 * --predictions), so a box the detector doubts is matched last. `ms_per_image` is recognition
 * alone (letterbox, both models, layout), the mean over images; reading and JPEG decoding, which
 * the browser does natively, are reported apart on stderr.
 *
 * Node runs the models on the wasm backend, as the browser does: 50-70x faster here than
 * tfjs-backend-cpu (measured, see node-models.ts).
 *
 * A label's image path must stay inside the dataset folder (no `..`, no absolute path, no link out
 * of it): a dataset cannot make eval read other files of the disk.
 *
 * Exit codes: 0 done; 1 the dataset, the models or the --predictions file could not be used (one
 * line on stderr saying which and why); 2 a bad command line.
 */
import { closeSync, createWriteStream, existsSync, openSync, readFileSync, realpathSync, statSync, type WriteStream } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { decodeJpeg } from './decode-jpeg';
import { DEFAULT_PRESET, PRESETS, type HandInput } from '../engine/index';
import { draftStanding, type DraftStanding } from '../vision/draft-standing';
import { FAILURE_CAUSES, failureCause, trueKinds, type FailureCause } from '../vision/failure-causes';
import { evaluate, formatEvalTable, sameHand, type ImageResult } from '../vision/metrics';
import { initBackend, ModelError } from '../vision/model';
import { loadRecognitionModels, recognizeImage, type FrameRecognition, type RecognitionModels, type RecognizeOptions } from '../vision/pipeline';
import { INTAKE_LIMITS } from '../vision/intake';
import { handOfDraft, predictedTiles } from '../vision/predictions';
import type { LabelBox } from '../vision/types';
import { parseArgs, stringOption, UsageError, type ParsedArgs } from './args';
import { CALIBRATED_RECHECK } from '../../calibration/index';
import { ProfileFileError, withProfile } from './calibration-files';
import { modelFolder, nodeWasmPaths } from './node-models';

const USAGE = `usage: npm run eval -- --dataset DIR [--calibration FILE] [--limit N] [--predictions OUT.jsonl] [--subset NAME] [--models DIR] [--min-score P] [--as-read] [--causes]

  --dataset DIR        a dataset folder: labels.jsonl + images/ (DESIGN.md section 3)
  --limit N            only the first N images (after --subset)
  --predictions FILE   also write one JSON line per image: {"image", "tiles": [...], "hand"}
  --subset NAME        only images whose "subset" field is NAME (real-chinese: train, dev_eval)
  --models DIR         a folder holding detector/model.json and classifier/model.json (default: models/)
  --min-score P        the detector's score threshold, 0..1 (default: model-spec.ts); for model selection on dev_eval
  --as-read            score the hand as laid out, without rules-aware decoding (to measure what decoding gains)
  --calibration FILE   a calibration profile (npm run calibrate): the classifier's answers blended with its prototypes
  --causes             say why each hand was not read exactly, and the hand exact if every found tile's kind were right`;

const OPTIONS = ['dataset', 'calibration', 'limit', 'predictions', 'subset', 'models', 'min-score'];
const SWITCHES = ['help', 'as-read', 'causes'];
const DEFAULT_MODELS = fileURLToPath(new URL('../../models/', import.meta.url));

/** The dataset or the models cannot be used: printed without the usage text, exit code 1. */
class EvalError extends Error {}

interface Row {
  readonly image: string;
  readonly boxes: readonly LabelBox[];
  readonly hand: HandInput | null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function readBox(v: unknown): LabelBox | null {
  if (!isRecord(v) || typeof v.tile !== 'string' || ![v.x, v.y, v.w, v.h].every(isFiniteNumber)) return null;
  return v as unknown as LabelBox;
}

/** Whether `path` (resolved, links followed where it exists) lies inside the folder `root`. */
function insideFolder(root: string, path: string): boolean {
  const real = (p: string): string => (existsSync(p) ? realpathSync(p) : p);
  const rel = relative(real(root), real(resolve(root, path)));
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
}

/** The rows of `labels.jsonl`, checked; a malformed line is an error naming it. */
function readLabels(dir: string, subset: string | undefined, limit: number | undefined): Row[] {
  const file = resolve(dir, 'labels.jsonl');
  if (!existsSync(file)) throw new EvalError(`no labels.jsonl in ${dir}`);
  const rows: Row[] = [];
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((text, i) => {
      if (text.trim() === '') return;
      let v: unknown;
      try {
        v = JSON.parse(text);
      } catch (e) {
        throw new EvalError(`${file} line ${i + 1}: not JSON (${(e as Error).message})`);
      }
      if (!isRecord(v) || typeof v.image !== 'string' || !Array.isArray(v.boxes)) throw new EvalError(`${file} line ${i + 1}: expected {"image": string, "boxes": [...]}`);
      if (!insideFolder(dir, v.image)) throw new EvalError(`${file} line ${i + 1}: image path '${v.image}' leaves the dataset folder`);
      if (subset !== undefined && v.subset !== subset) return;
      const boxes = v.boxes.map(readBox);
      const bad = boxes.indexOf(null);
      if (bad >= 0) throw new EvalError(`${file} line ${i + 1}: box ${bad} needs "tile" and numeric x, y, w, h`);
      const hand = isRecord(v.hand) && typeof v.hand.concealed === 'string' ? (v.hand as unknown as HandInput) : null;
      rows.push({ image: v.image, boxes: boxes as LabelBox[], hand });
    });
  return limit === undefined ? rows : rows.slice(0, limit);
}

/**
 * The predictions file, opened before any work so a folder that does not exist or cannot be
 * written is said at once, in one line, not after every image was read.
 */
function openPredictions(path: string): WriteStream {
  let fd: number;
  try {
    fd = openSync(path, 'w');
  } catch (e) {
    throw new EvalError(`--predictions ${path}: cannot write it (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  try {
    return createWriteStream(path, { fd });
  } catch (e) {
    closeSync(fd);
    throw e;
  }
}

function unitInterval(args: ParsedArgs, name: string): number | undefined {
  const v = stringOption(args, name);
  if (v === undefined) return undefined;
  const n = Number(v);
  if (v.trim() === '' || !Number.isFinite(n) || n < 0 || n > 1) throw new UsageError(`--${name} must be a number from 0 to 1, got '${v}'`);
  return n;
}

function positiveInt(args: ParsedArgs, name: string): number | undefined {
  const v = stringOption(args, name);
  if (v === undefined) return undefined;
  if (!/^\d+$/.test(v) || Number(v) < 1) throw new UsageError(`--${name} must be a positive whole number, got '${v}'`);
  return Number(v);
}

async function loadModels(dir: string): Promise<RecognitionModels & { dispose(): void }> {
  const folder = modelFolder(dir);
  for (const path of Object.values(folder.paths)) {
    if (!existsSync(path)) throw new EvalError(`no trained model at ${path}: train the models first, or pass --models DIR`);
  }
  try {
    await initBackend(nodeWasmPaths());
    return await loadRecognitionModels(folder, nodeWasmPaths());
  } catch (e) {
    if (e instanceof ModelError) throw new EvalError(`${e.code}: ${e.message}`);
    throw e;
  }
}

function progress(done: number, total: number, image: string, note: string): void {
  const line = `[${done}/${total}] ${image}: ${note}`;
  if (process.stderr.isTTY) process.stderr.write(`\r\x1b[K${line}${done === total ? '\n' : ''}`);
  else if (done === total || done % 25 === 0 || note.startsWith('!')) process.stderr.write(`${line}\n`);
}

/** The models to read with: the committed (or given) ones, calibrated by the profile file if one is given. */
async function modelsToRun(modelsDir: string, calibration: string | undefined): Promise<RecognitionModels & { dispose(): void }> {
  const loaded = await loadModels(modelsDir);
  if (calibration === undefined) return loaded;
  try {
    const calibrated = await withProfile(loaded, calibration, modelFolder(modelsDir).paths.classifier);
    process.stderr.write(`calibration: '${calibrated.profile.style.name}', ${Object.keys(calibrated.profile.prototypes).length} kinds, blend weight ${calibrated.profile.blend.weight}, temperature ${calibrated.profile.blend.temperature}\n`);
    return calibrated;
  } catch (e) {
    loaded.dispose();
    if (e instanceof ProfileFileError) throw new EvalError(e.message);
    throw e;
  }
}

/** An image file's bytes, or null (said to `cannotRead`) when it cannot be read or is far too large. */
function readImage(path: string, cannotRead: (why: string) => void): Uint8Array | null {
  try {
    // The size first: a file far over the intake's cap is not read into memory at all.
    const size = statSync(path).size;
    if (size > INTAKE_LIMITS.maxBytes) throw new Error(`${size} bytes, over the ${INTAKE_LIMITS.maxBytes} an image may have`);
    return readFileSync(path);
  } catch (e) {
    cannotRead((e as Error).message);
    return null;
  }
}

interface Tally {
  readonly rows: number;
  readonly recognized: number;
  readonly failed: number;
  readonly recognizeMs: number;
  readonly decodeMs: number;
}

/** The per-class table, the hands' standings (null: --as-read), the causes if asked, and the JSON line last. */
function printSummary(images: readonly ImageResult[], tally: Tally, standings: Record<DraftStanding, number> | null, causes: readonly { image: string; cause: FailureCause }[] | null): void {
  const { rows, recognized, failed, recognizeMs, decodeMs } = tally;
  const summary = evaluate(images);
  // 0 only when no image could be read at all (stderr says so).
  const msPerImage = recognized > 0 ? recognizeMs / recognized : 0;
  process.stderr.write(
    `${rows} images: ${recognized} recognised, ${failed} unreadable (counted with no detections); ` +
      `JPEG decoding ${recognized > 0 ? (decodeMs / recognized).toFixed(1) : '-'} ms per image (not in ms_per_image)\n`,
  );
  console.log(formatEvalTable(summary));
  if (standings !== null) {
    console.log(`hands as given: ${standings.legal} legal, ${standings.doubted} not legal with tiles marked to check, ${standings.impossible} impossible (an impossible meld or red five, or nothing marked to check)`);
  }
  if (causes !== null) {
    const hands = images.filter((i) => i.hand !== null).length;
    console.log(formatCauses(causes, hands, Math.round((summary.hand_exact ?? 0) * hands)));
  }
  const round = (x: number) => Math.round(x * 10000) / 10000;
  console.log(
    JSON.stringify({
      images: summary.images,
      boxes: summary.boxes,
      tile_precision: round(summary.tile_precision),
      tile_recall: round(summary.tile_recall),
      tile_f1: round(summary.tile_f1),
      class_accuracy: round(summary.class_accuracy),
      hand_exact: summary.hand_exact === null ? null : round(summary.hand_exact),
      ms_per_image: Math.round(msPerImage * 10) / 10,
    }),
  );
}

/** The dataset, the limit, the profile file and the recognition options the arguments ask for; throws on a wrong one. */
function checkedArgs(args: ParsedArgs): { dataset: string; limit: number | undefined; calibration: string | undefined; options: RecognizeOptions } {
  for (const name of args.options.keys()) if (!OPTIONS.includes(name) && !SWITCHES.includes(name)) throw new UsageError(`unknown option --${name}`);
  if (args.positionals.length > 0) throw new UsageError(`unexpected argument '${args.positionals[0]}'`);
  const dataset = stringOption(args, 'dataset');
  if (dataset === undefined) throw new UsageError('--dataset DIR is required');
  const limit = positiveInt(args, 'limit');
  const calibration = stringOption(args, 'calibration');
  if (!existsSync(dataset) || !statSync(dataset).isDirectory()) throw new EvalError(`--dataset ${dataset}: no such folder`);
  const minScore = unitInterval(args, 'min-score');
  const base: RecognizeOptions = { ...(minScore === undefined ? {} : { boxes: { minScore } }), ...(args.options.has('as-read') ? { decoding: false } : {}) };
  const options: RecognizeOptions = calibration === undefined ? base : { ...base, recheck: CALIBRATED_RECHECK };
  return { dataset, limit, calibration, options };
}

async function main(argv: readonly string[]): Promise<number> {
  const args = parseArgs(argv, SWITCHES);
  if (args.options.has('help')) {
    console.log(USAGE);
    return 0;
  }
  const { dataset, limit, calibration, options } = checkedArgs(args);
  const rows = readLabels(dataset, stringOption(args, 'subset'), limit);
  if (rows.length === 0) throw new EvalError(`no images in ${dataset}${args.options.has('subset') ? ` with subset '${stringOption(args, 'subset')}'` : ''}`);
  const modelsDir = stringOption(args, 'models') ?? DEFAULT_MODELS;
  const models = await modelsToRun(modelsDir, calibration);
  const predictionsPath = stringOption(args, 'predictions');
  const out: WriteStream | null = predictionsPath === undefined ? null : openPredictions(predictionsPath);
  // A write that fails later (a full disk) is reported when the file is closed, not as a crash.
  let writeError: Error | null = null;
  out?.on('error', (e) => {
    writeError ??= e;
  });

  const images: ImageResult[] = [];
  const causes: { image: string; cause: FailureCause }[] | null = args.options.has('causes') ? [] : null;
  // How each hand left recognition (issue 19: impossible ones must be 0); not for --as-read, which skips the guard.
  const standings: Record<DraftStanding, number> = { legal: 0, doubted: 0, impossible: 0 };
  const rules = options.rules ?? PRESETS[DEFAULT_PRESET];
  let recognizeMs = 0;
  let decodeMs = 0;
  let recognized = 0;
  let failed = 0;
  try {
    for (const [k, row] of rows.entries()) {
      const path = resolve(dataset, row.image);
      const bytes = readImage(path, (why) => {
        failed++;
        progress(k + 1, rows.length, row.image, `! cannot read: ${why}`);
      });
      let result: FrameRecognition | null = null;
      if (bytes !== null) {
        const t0 = performance.now();
        let decodedAt = t0;
        const outcome = await recognizeImage(bytes, models, (b) => {
          const d = decodeJpeg(b);
          decodedAt = performance.now();
          return d;
        }, options);
        if (outcome.ok) {
          result = outcome;
          decodeMs += decodedAt - t0;
          recognizeMs += performance.now() - decodedAt;
          recognized++;
          progress(k + 1, rows.length, row.image, `${outcome.detections.length} tiles, ${Math.round(performance.now() - decodedAt)} ms`);
        } else {
          failed++;
          progress(k + 1, rows.length, row.image, `! ${outcome.code}: ${outcome.message}`);
        }
      }
      const predictions = result === null ? [] : predictedTiles(result);
      const hand = result === null ? null : handOfDraft(result.draft);
      if (result !== null && hand !== null) standings[draftStanding(result.draft, rules)]++;
      images.push({ labels: row.boxes, predictions, hand: row.hand, predictedHand: hand });
      if (causes !== null && row.hand !== null && (bytes === null || result === null)) causes.push({ image: row.image, cause: 'unread' });
      else if (causes !== null && bytes !== null && row.hand !== null && (hand === null || !sameHand(row.hand, hand))) {
        const oracle = await recognizeImage(bytes, models, decodeJpeg, { ...options, relabel: trueKinds(row.boxes) });
        const oracleHand = oracle.ok ? handOfDraft(oracle.draft) : null;
        const cause = failureCause(row.boxes, predictions.map((t) => ({ box: t, p: t.p })), oracleHand !== null && sameHand(row.hand, oracleHand));
        causes.push({ image: row.image, cause });
      }
      out?.write(`${JSON.stringify({ image: row.image, tiles: predictions, hand })}\n`);
    }
  } finally {
    models.dispose();
    if (out !== null) await new Promise<void>((done) => out.end(() => done()));
  }
  if (writeError !== null) throw new EvalError(`--predictions ${predictionsPath}: cannot write it (${(writeError as Error).message})`);

  printSummary(images, { rows: rows.length, recognized, failed, recognizeMs, decodeMs }, options.decoding !== false ? standings : null, causes);
  return 0;
}

/** Why hands were lost, one line per hand, then the counts and the hand exact true kinds would give. */
function formatCauses(causes: readonly { image: string; cause: FailureCause }[], hands: number, exact: number): string {
  const lines = causes.map((c) => `  ${c.image}: ${c.cause}`);
  const counts = FAILURE_CAUSES.map((c) => `${c} ${causes.filter((x) => x.cause === c).length}`).join(', ');
  const withTrueKinds = hands === 0 ? '-' : ((exact + causes.filter((c) => c.cause === 'kind').length) / hands).toFixed(4);
  return [`hands not read exactly: ${hands - exact} of ${hands} (${counts})`, ...lines, `hand exact with every found tile's true kind: ${withTrueKinds}`].join('\n');
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    if (e instanceof UsageError) {
      console.error(`eval: ${e.message}\n\n${USAGE}`);
      process.exitCode = 2;
    } else if (e instanceof EvalError) {
      console.error(`eval: ${e.message}`);
      process.exitCode = 1;
    } else {
      // Not an expected failure, but still one line: the message, not the stack.
      console.error(`eval: unexpected failure: ${e instanceof Error ? e.message : String(e)}`);
      process.exitCode = 1;
    }
  },
);
