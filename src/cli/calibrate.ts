/**
 * `npm run calibrate -- --image FILE --out PROFILE.json [--name NAME] [--notes TEXT] [--models DIR] [--quick] [--epochs N] [--looks N] [--detector-steps N]`
 * (DESIGN.md sections 4 and 6): builds a calibration profile from one photo of the calibration
 * sheet (calibration/README.md) with the app's own detector and classifier: by default the
 * classifier's last layers fitted to the sheet's tiles (minutes, progress on stderr), with
 * `--quick` prototypes only (seconds).
 *
 * Exit codes: 0 written; 1 the photo could not be read as a sheet (the reason, with the row at
 * fault where there is one), the models could not be used or the profile could not be written
 * (checked before the work, and again when writing); 2 a bad command line; 4 written, but the
 * profile reads held-back looks of the sheet's tiles worse than none (`calibration/self-check.ts`).
 * Failures are one line.
 */
import { accessSync, constants, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeJpeg } from './decode-jpeg';
import { checkFineTuneSettings, embeddingClassifier, FINE_TUNE_DEFAULTS, readsWorse, type FineTuneSettings } from '../../calibration/index';
import { buildProfile } from '../../calibration/tfjs';
import { initBackend, ModelError } from '../vision/model';
import { loadRecognitionModels } from '../vision/pipeline';
import { parseArgs, stringOption, UsageError, type ParsedArgs } from './args';
import { classifierFingerprint } from './calibration-files';
import { modelFolder, nodeWasmPaths } from './node-models';

const USAGE = `usage: npm run calibrate -- --image FILE --out PROFILE.json [--name NAME] [--notes TEXT] [--models DIR] [--quick] [--epochs N] [--looks N] [--detector-steps N]

  --image FILE     a JPEG photo of the calibration sheet: one of each tile, upright, in rows
                   1m..9m / 1p..9p / 1s..9s / East South West North White Green Red /
                   red 5m, red 5p, red 5s, a tile back (the last row may be left off)
  --out FILE       where to write the profile (JSON)
  --name NAME      the tile set's name (default: the photo's file name)
  --notes TEXT     free notes kept in the profile
  --models DIR     a folder holding detector/model.json and classifier/model.json (default: models/)
  --quick          prototypes only: seconds instead of minutes, and less accurate on an unseen set
  --epochs N       fitting: passes over the sheet's tiles (default ${FINE_TUNE_DEFAULTS.epochs})
  --looks N        fitting: looks of each tile per pass (default ${FINE_TUNE_DEFAULTS.looksPerTile})
  --detector-steps N  fitting the detector's last layers to scenes of the sheet's tiles, steps of
                   8 scenes (default ${FINE_TUNE_DEFAULTS.detectorSteps}; 0: the classifier alone)`;

const OPTIONS = ['image', 'out', 'name', 'notes', 'models', 'quick', 'epochs', 'looks', 'detector-steps'];

/** The fitting settings of the command line, checked like the worker checks them. */
function tuningOf(args: ParsedArgs): Partial<FineTuneSettings> | null {
  const given = { epochs: stringOption(args, 'epochs'), looksPerTile: stringOption(args, 'looks'), detectorSteps: stringOption(args, 'detector-steps') };
  if (args.options.has('quick')) {
    if (Object.values(given).some((v) => v !== undefined)) throw new UsageError('--quick fits nothing: leave out --epochs, --looks and --detector-steps');
    return null;
  }
  const settings = Object.fromEntries(Object.entries(given).flatMap(([k, v]) => (v === undefined ? [] : [[k, Number(v)]])));
  const checked = checkFineTuneSettings(settings);
  if (typeof checked === 'string') throw new UsageError(checked.replace('looksPerTile', 'looks').replace('detectorSteps', 'detector-steps'));
  return checked;
}

/** Fitting's progress on stderr, a line per tenth. */
function progressLine(): (done: number, total: number) => void {
  const started = Date.now();
  let shown = -1;
  return (done, total) => {
    const tenth = Math.floor((done / total) * 10);
    if (tenth === shown) return;
    shown = tenth;
    console.error(`fitting to the sheet's tiles: ${Math.round((done / total) * 100)} % (${done} of ${total} steps, ${Math.round((Date.now() - started) / 1000)} s)`);
  };
}
const DEFAULT_MODELS = fileURLToPath(new URL('../../models/', import.meta.url));

class CalibrateError extends Error {}

/**
 * Whether the profile can be written at `out`, asked before minutes of fitting: its folder must
 * exist and be writable, and `out` must not be a folder or a file we may not write.
 */
function checkWritable(out: string): void {
  const folder = dirname(resolve(out));
  const why = (e: unknown): string => (e as NodeJS.ErrnoException).code ?? (e as Error).message;
  try {
    if (!statSync(folder).isDirectory()) throw new CalibrateError(`--out ${out}: ${folder} is not a folder`);
    accessSync(folder, constants.W_OK);
  } catch (e) {
    if (e instanceof CalibrateError) throw e;
    throw new CalibrateError(`--out ${out}: cannot write in ${folder} (${why(e)})`);
  }
  if (!existsSync(out)) return;
  if (statSync(out).isDirectory()) throw new CalibrateError(`--out ${out}: is a folder`);
  try {
    accessSync(out, constants.W_OK);
  } catch (e) {
    throw new CalibrateError(`--out ${out}: cannot write it (${why(e)})`);
  }
}

async function main(argv: readonly string[]): Promise<number> {
  const args = parseArgs(argv, ['help', 'quick']);
  if (args.options.has('help')) {
    console.log(USAGE);
    return 0;
  }
  for (const name of args.options.keys()) if (!OPTIONS.includes(name)) throw new UsageError(`unknown option --${name}`);
  if (args.positionals.length > 0) throw new UsageError(`unexpected argument '${args.positionals[0]}'`);
  const image = stringOption(args, 'image');
  const out = stringOption(args, 'out');
  if (image === undefined || out === undefined) throw new UsageError('--image FILE and --out PROFILE.json are required');
  const tuning = tuningOf(args);
  if (!existsSync(image)) throw new CalibrateError(`--image ${image}: no such file`);
  checkWritable(out);

  const decoded = decodeJpeg(readFileSync(image));
  if (!decoded.ok) throw new CalibrateError(`--image ${image}: ${decoded.code}: ${decoded.message}`);
  const folder = modelFolder(stringOption(args, 'models') ?? DEFAULT_MODELS);
  for (const path of Object.values(folder.paths)) if (!existsSync(path)) throw new CalibrateError(`no trained model at ${path}`);
  let models;
  try {
    await initBackend(nodeWasmPaths());
    models = await loadRecognitionModels(folder, nodeWasmPaths());
  } catch (e) {
    if (e instanceof ModelError) throw new CalibrateError(`${e.code}: ${e.message}`);
    throw e;
  }
  try {
    const built = await buildProfile({
      frame: decoded.frame,
      models,
      withEmbedding: await embeddingClassifier(models.classifier),
      fingerprint: await classifierFingerprint(folder.paths.classifier),
      style: { name: stringOption(args, 'name') ?? basename(image).replace(/\.[^.]*$/, ''), notes: stringOption(args, 'notes') ?? '' },
      image: basename(image),
      tuning,
      onProgress: progressLine(),
    });
    if (!built.ok) throw new CalibrateError(`${built.code}${built.row === null ? '' : ` (row ${built.row})`}: ${built.message}`);
    try {
      writeFileSync(out, `${JSON.stringify(built.profile)}\n`);
    } catch (e) {
      throw new CalibrateError(`--out ${out}: cannot write it (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
    }
    const { source } = built.profile;
    const how = built.profile.tuned === undefined ? 'prototypes only' : `the classifier's last ${built.profile.tuned.layers} layers fitted`;
    const absent = built.profile.tuned === undefined ? 'keep the classifier\'s own reading' : 'are fitted from stand-ins, the sheet\'s fives printed red and plain backs';
    console.error(`calibrated '${built.profile.style.name}' from ${source.tiles} tiles${source.redFivesRow ? '' : ` (no red fives / back row: those kinds ${absent})`}, ${how}; wrote ${out}`);
    const { check, detectorCheck } = built;
    const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
    console.error(`self-check on ${check.looks} held-back looks of the sheet's tiles: ${percent(check.withProfile)} read right with the profile, ${percent(check.without)} without`);
    if (detectorCheck !== null) {
      const kept = built.profile.detector === undefined ? 'not kept: it boxed them worse' : 'kept';
      console.error(`detector self-check on ${detectorCheck.scenes} held-back scenes of the sheet's tiles (${detectorCheck.tiles} tiles): tile F1 ${detectorCheck.withProfile.toFixed(3)} with the fitted layers, ${detectorCheck.without.toFixed(3)} without (${kept})`);
    }
    // Written all the same (the command's contract), but never silently: said, and the exit code tells a script.
    if (readsWorse(check)) {
      console.error(`calibrate: the profile reads the sheet's tiles WORSE than none: take the sheet photo again (flat, evenly lit, every tile sharp)`);
      return 4;
    }
    return 0;
  } finally {
    models.dispose();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    if (e instanceof UsageError) {
      console.error(`calibrate: ${e.message}\n\n${USAGE}`);
      process.exitCode = 2;
    } else if (e instanceof CalibrateError) {
      console.error(`calibrate: ${e.message}`);
      process.exitCode = 1;
    } else {
      // Not an expected failure, but still one line: the message, not the stack.
      console.error(`calibrate: unexpected failure: ${e instanceof Error ? e.message : String(e)}`);
      process.exitCode = 1;
    }
  },
);
