/**
 * Recognition of tile art no model saw (issue 19): every evaluation family of other authors' art
 * (models/pipeline/tile-art/families.ts: one from each Debian package, one dark-faced), fetched
 * with `npm run art`, rendered as 200 scenes of 3D block tiles each by our own generator and read
 * with the `eval` command itself. Each family is reported and held to its own floor: a mean over
 * families would hide the one that fails.
 *
 * A label box is the tile's visible block (`npm run synth`'s default). The floors sit a little
 * under what the committed models measured (models/MODEL_CARD.md), so a regression fails CI. They
 * are below issue 19's goals (tile F1 0.97 and hand exact 0.85 on every family); the model card
 * says how far each family is from them.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { sheetSources } from '../../calibration/index';
import { sheetDetector } from '../../calibration/tfjs';
import { renderSheet } from '../../models/pipeline/render-sheet';
import type { FaceManifest } from '../../models/pipeline/tile-art/fetch-art';
import { decodeJpeg } from '../../src/cli/decode-jpeg';
import { modelFolder, nodeWasmPaths } from '../../src/cli/node-models';
import { initBackend } from '../../src/vision/model';
import { loadRecognitionModels } from '../../src/vision/pipeline';
import { evalLine, npmRun, type EvalLine } from '../setup/npm-run';

/** Per family: a little under the committed models' measurement (the comment), see models/MODEL_CARD.md. */
const FLOORS: Readonly<Record<string, { tileF1: number; classAccuracy: number; handExact: number }>> = {
  'kde-traditional': { tileF1: 0.94, classAccuracy: 0.8, handExact: 0.15 }, // measured 0.9586, 0.8311, 0.21
  'kde-jade': { tileF1: 0.91, classAccuracy: 0.59, handExact: 0 }, // measured 0.9305, 0.6121, 0.015 (dark faces: 3 hands of 200)
  'gnome-postmodern': { tileF1: 0.95, classAccuracy: 0.89, handExact: 0.42 }, // measured 0.9667, 0.9147, 0.48
  'xmj-real': { tileF1: 0.94, classAccuracy: 0.87, handExact: 0.31 }, // measured 0.9614, 0.9074, 0.375
};

const SCENES = 200;
const MODELS = fileURLToPath(new URL('../../models/', import.meta.url));
const TEN_MINUTES = 600_000;

// The families and the sheets are read two at a time (the data project's maxConcurrency): one
// eval runs on one core, and the other would sit idle for minutes on CI's two.

/** The eval's last line, and its count of hands given as impossible (issue 19: must be 0). */
async function evaluate(dir: string): Promise<EvalLine & { readonly impossible: number }> {
  const out = await npmRun('eval', '--', '--dataset', dir);
  const given = /^hands as given: .*?(\d+) impossible/m.exec(out);
  if (given === null) throw new Error('eval printed no "hands as given" line');
  return { ...evalLine(out), impossible: Number(given[1]) };
}

// The art is fetched once per machine (Debian's packages, never committed) and kept in node_modules/.cache.
const ART = join('node_modules', '.cache', 'riichi-lens-art');
const work = mkdtempSync(join(tmpdir(), 'riichi-art-families-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let manifest: FaceManifest;
beforeAll(async () => {
  mkdirSync(ART, { recursive: true });
  try {
    await npmRun('art', '--', '--out', ART);
  } catch (error) {
    throw new Error(`npm run art failed (Debian's package lists are needed: apt-get update): ${(error as { stderr?: string }).stderr ?? String(error)}`);
  }
  manifest = JSON.parse(readFileSync(join(ART, 'faces', 'manifest.json'), 'utf8')) as FaceManifest;
}, TEN_MINUTES);

describe('tile art no model saw', () => {
  it('has a floor for every evaluation family, and nothing else', () => {
    const families = manifest.families.filter((f) => f.split === 'eval').map((f) => f.name);
    expect(families.sort()).toEqual(Object.keys(FLOORS).sort());
  });

  it.concurrent.each(Object.keys(FLOORS))(
    '%s: tile F1, class accuracy and whole-hand exact on 200 scenes, no impossible hand',
    async (family) => {
      const dir = join(work, family);
      await npmRun('synth', '--', '--out', dir, '--count', String(SCENES), '--art', ART, '--families', family, '--seed', '101', '--jobs', '2');
      const r = await evaluate(dir);
      // One line per family in the test's output, the figures the model card quotes.
      console.log(`${family}: tile F1 ${r.tile_f1}, class accuracy ${r.class_accuracy}, hand exact ${String(r.hand_exact)}, impossible hands ${r.impossible}`);
      const floor = FLOORS[family]!;
      expect(r.images).toBe(SCENES);
      expect(r.tile_f1).toBeGreaterThanOrEqual(floor.tileF1);
      expect(r.class_accuracy).toBeGreaterThanOrEqual(floor.classAccuracy);
      expect(r.hand_exact ?? 0).toBeGreaterThanOrEqual(floor.handExact);
      // Never an impossible hand, however badly the art is read.
      expect(r.impossible).toBe(0);
    },
    TEN_MINUTES,
  );

  // Calibration is the lever for a set no model saw (issue 19 point 5): it cannot start unless the
  // set's sheet is read whole. A detector fitted at stop 30 read more hands but lost kde-jade's
  // sheet (models/MODEL_CARD.md), which no figure above would have shown.
  it.concurrent.each(Object.keys(FLOORS))(
    '%s: its calibration sheet is read whole and makes a profile',
    async (family) => {
      const sheet = join(work, `${family}-sheet.jpg`);
      await npmRun('synth:sheet', '--', '--art', ART, '--family', family, '--seed', '7', '--no-red-row', '--out', sheet);
      const profile = join(work, `${family}-profile.json`);
      // Prototypes only: seconds, and the sheet is read by the same detection as the full fit.
      // A sheet refused (exit 1, the row at fault on stderr) throws here with that reason.
      await npmRun('calibrate', '--', '--image', sheet, '--out', profile, '--quick');
      expect(JSON.parse(readFileSync(profile, 'utf8'))).toMatchObject({ format: 'riichi-lens-calibration', source: { tiles: 34 } });
    },
    TEN_MINUTES,
  );

  // The dark-faced family's sheets, as they come (eight seeds, five rows), read as `buildProfile`
  // reads them (in-process: one model load for all eight): the first and the closer look read 2 of
  // them whole, the farther look (calibration/sheet-sources.ts) 3 more, the looks' boxes merged
  // (calibration/merged-looks.ts) 2 more. A sheet refused is refused with its row named.
  it('kde-jade: most of its sheets are read whole, the farther look and the merged looks helping', async () => {
    await initBackend(nodeWasmPaths());
    const models = await loadRecognitionModels(modelFolder(MODELS), nodeWasmPaths());
    try {
      let whole = 0;
      for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
        const decoded = decodeJpeg(renderSheet({ style: 'art:kde-jade', art: ART, seed, width: 1024, redRow: true }).jpeg);
        if (!decoded.ok) throw new Error(decoded.message);
        const read = await sheetSources(decoded.frame, [], sheetDetector(models));
        if (read.ok) whole++;
        else expect(read).toMatchObject({ code: expect.stringMatching(/^(row_length|row_count|row_cut)$/), row: expect.any(Number) });
      }
      expect(whole).toBeGreaterThanOrEqual(7); // measured 7 of 8 (5 without merging the looks, 2 without the farther look)
    } finally {
      models.dispose();
    }
  }, TEN_MINUTES);
});
