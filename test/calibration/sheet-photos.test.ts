// Sheet photos read with the committed detector as recognition runs it (detectTiles: the turned
// and closer looks too): a sheet turned up to 15 degrees and seen by a camera tilted up to 30 reads
// every tile into its own row and column, and photos that are not a whole sheet of one set are
// refused with the row at fault and what is wrong.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sheetBoxes, sheetSources, type SheetSources } from '../../calibration/index';
import { decodeJpeg } from '../../src/cli/decode-jpeg';
import { modelFolder, nodeWasmPaths } from '../../src/cli/node-models';
import type { RgbaFrame } from '../../src/vision/frame';
import { initBackend } from '../../src/vision/model';
import { detectTiles, loadRecognitionModels, type RecognitionModels } from '../../src/vision/pipeline';
import { viewToFrame, type TurnedView } from '../../src/vision/turn';
import { sheetDetector } from '../../calibration/tfjs';
import { cutBelow, cutRight, darkSheet, mixedSheet, sheetPhoto, withoutTiles, type SheetPhoto } from './warped-sheet';

const MODELS = fileURLToPath(new URL('../../models/', import.meta.url));

describe('reading sheet photos with the recogniser\'s detection', () => {
  let models: RecognitionModels & { dispose(): void };
  beforeAll(async () => {
    await initBackend(nodeWasmPaths());
    models = await loadRecognitionModels(modelFolder(MODELS), nodeWasmPaths());
  });
  afterAll(() => models.dispose());

  /**
   * The sheet read from the detector's first look alone, and the turned view its boxes lie in, if
   * any. These photos read with it; the other looks (closer, farther) are left out, so a refusal
   * costs one detection and `view` is the look's that read. The farther look is tested below.
   */
  async function read(frame: RgbaFrame): Promise<{ read: SheetSources; view: TurnedView | null }> {
    let view: TurnedView | null = null;
    const result = await sheetSources(frame, [], async (f, closer, farther) => {
      if (closer === true || farther === true) return { ok: false, message: 'the first look alone' };
      const seen = await detectTiles(f, models);
      view = seen.ok ? seen.view : null;
      return sheetBoxes(f, seen);
    });
    return { read: result, view };
  }

  /** Every tile of the photo read, each with the kind, row and column of the tile it lies on. */
  function expectPlaced(sheet: SheetSources, view: TurnedView | null, photo: SheetPhoto): void {
    expect(sheet.ok, sheet.ok ? '' : sheet.message).toBe(true);
    if (!sheet.ok) return;
    const tiles = sheet.sources.flatMap((s) => s.tiles);
    expect(tiles).toHaveLength(photo.tiles.length);
    for (const tile of tiles) {
      const mid: [number, number] = [tile.box.x + tile.box.w / 2, tile.box.y + tile.box.h / 2];
      const [x, y] = view === null ? mid : viewToFrame(view, ...mid);
      const truth = [...photo.tiles].sort((a, b) => Math.hypot(a.cx - x, a.cy - y) - Math.hypot(b.cx - x, b.cy - y))[0]!;
      expect([tile.kind, tile.row, tile.column]).toEqual([truth.kind, truth.row, truth.column]);
    }
  }

  const turns = [0, 15, 30].flatMap((tiltDeg) => [-15, 0, 15].map((rotationDeg) => [tiltDeg, rotationDeg] as const));
  it.each(turns)('gives every tile its own row and column, camera tilted %i degrees, sheet turned %i', async (tiltDeg, rotationDeg) => {
    const photo = sheetPhoto({ tiltDeg, rotationDeg });
    const { read: sheet, view } = await read(photo.frame);
    expectPlaced(sheet, view, photo);
  }, 60_000);

  it.each([2, 4])('reads a dark-faced sheet (seed %i) that only the farther look reads whole', async (seed) => {
    // Our orchid faces turned jade red, light ink on a dark face as on kde-jade's art: the detector
    // boxes row 1's symbols rather than its tiles at the first and the closer look; with the photo
    // drawn smaller in its input (SHEET_FARTHER_LOOK) it finds the tiles.
    const photo = darkSheet({ seed }, [0.5, 0.06, 0.07]);
    const detect = sheetDetector(models);
    const near = await sheetSources(photo.frame, [], (frame, closer) => detect(frame, closer, false));
    expect(near).toMatchObject({ ok: false, row: 1 });
    const sheet = await sheetSources(photo.frame, [], detect);
    // A flat sheet is read in the photo itself, not in a turned view.
    expect(sheet.ok && sheet.sources[0]!.frame).toBe(photo.frame);
    expectPlaced(sheet, null, photo);
  }, 60_000);

  it('refuses a photo of a hand, which is no sheet', async () => {
    const decoded = decodeJpeg(readFileSync(new URL('../fixtures/scenes/images/000000.jpg', import.meta.url)));
    if (!decoded.ok) throw new Error(decoded.message);
    const { read: sheet } = await read(decoded.frame);
    expect(sheet).toMatchObject({ ok: false, code: 'not_a_sheet' });
    expect(!sheet.ok && sheet.message).toMatch(/does not look like the calibration sheet/);
  }, 60_000);

  it('refuses a sheet with a row outside the photo, naming the row missing', async () => {
    const photo = sheetPhoto();
    const row4Top = Math.min(...photo.tiles.filter((t) => t.row === 4).map((t) => t.cy)) - 60;
    const { read: sheet } = await read(cutBelow(photo.frame, row4Top));
    expect(sheet).toMatchObject({ ok: false, code: 'row_count', row: 4 });
    expect(!sheet.ok && sheet.message).toMatch(/row 4 \(honours: .*\) is missing/);
  }, 60_000);

  it('refuses a sheet cut by the photo\'s edge, naming the row that runs off it', async () => {
    const photo = sheetPhoto();
    // Through the eighth column: the suit rows lose their last two tiles.
    const x8 = photo.tiles.find((t) => t.row === 1 && t.column === 8)!.cx;
    const { read: sheet } = await read(cutRight(photo.frame, x8));
    expect(sheet).toMatchObject({ ok: false, code: 'row_cut', row: 1 });
    expect(!sheet.ok && sheet.message).toMatch(/row 1 \(characters: .*\) runs off the photo's right edge/);
  }, 60_000);

  it('refuses a sheet of two tile sets, naming a row of the other set', async () => {
    // One orchid row above three classic ones (the fifth row, red fives and a back, says nothing of
    // the face colour and is left out of the comparison): the odd row is named.
    const { read: sheet } = await read(mixedSheet('orchid', 'classic', 2).frame);
    expect(sheet.ok).toBe(false);
    expect(sheet).toMatchObject({ code: 'mixed_sets', row: 1 });
    expect(!sheet.ok && sheet.message).toMatch(/row 1 look unlike the rest of the sheet/);
    // The same two sets the other way round, the odd rows below.
    expect(await read(mixedSheet('ui', 'western', 4).frame).then((r) => r.read)).toMatchObject({ ok: false, code: 'mixed_sets', row: 4 });
  }, 60_000);

  it('refuses a sheet of the wrong size (8 tiles in each suit row), naming the first row', async () => {
    const photo = withoutTiles({}, (t) => /^9[mps]$/.test(t.kind));
    const { read: sheet } = await read(photo.frame);
    expect(sheet).toMatchObject({ ok: false, code: 'row_length', row: 1 });
    expect(!sheet.ok && sheet.message).toMatch(/row 1 should hold 9 tiles \(1m .* 9m\), found 8/);
  }, 60_000);
});
