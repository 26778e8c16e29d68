// The calibration view reads with a worker of its own (started when the view is opened, ended
// when it is closed): while it builds a profile from the sheet, the capture view, with its own
// worker, still reads a hand photo. Were they one worker, the photo would wait in the queue
// behind the build (src/recognition/recognizer.ts runs uploads and builds one after another).
import { afterEach, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { CalibrationView } from '../../../src/ui/calibration/calibration-view';
import type { CaptureView, HandReadDetail } from '../../../src/ui/capture/capture-view';
import { FINE_TUNE_DEFAULTS } from '../../../calibration/index';
import '../../../src/ui/calibration/calibration-view';
import '../../../src/ui/capture/capture-view';
import { STRINGS } from '../../../src/ui/i18n/strings';
import sheetUrl from '../../fixtures/calibration/orchid-sheet.jpg?url';
import sceneUrl from '../../fixtures/scenes/images/000091.jpg?url';

const EN = STRINGS.en;
const database = `riichi-lens-profiles-worker-${Date.now()}`;
const fileOf = async (url: string, name: string) => new File([await (await fetch(url)).arrayBuffer()], name, { type: 'image/jpeg' });

afterEach(async () => {
  document.body.replaceChildren();
  await new Promise((resolve) => {
    const r = indexedDB.deleteDatabase(database);
    r.onsuccess = r.onerror = r.onblocked = resolve;
  });
});

it('reads a hand photo in the capture view while the calibration view builds a profile', async () => {
  const capture: CaptureView = document.createElement('capture-view');
  const calibration: CalibrationView = document.createElement('calibration-view');
  calibration.database = database;
  calibration.fit = false;
  document.body.append(capture, calibration);
  expect(calibration.recogniserRunning).toBe(false);
  calibration.open = true;
  await calibration.updateComplete;
  expect(calibration.recogniserRunning).toBe(true);

  const reads: HandReadDetail[] = [];
  capture.addEventListener('hand-read', (e) => reads.push((e as CustomEvent<HandReadDetail>).detail));
  const choosePhoto = page.elementLocator(capture).getByLabelText(EN.capture.choosePhoto);
  // Both workers warm first (models loaded): the capture view on a photo, the calibration view
  // on a photo that is no sheet (refused at once).
  await userEvent.upload(choosePhoto, await fileOf(sceneUrl, 'hand.jpg'));
  await expect.poll(() => reads.length, { timeout: 90_000 }).toBe(1);
  await calibration.readPhoto(await fileOf(sceneUrl, 'not-a-sheet.jpg'));
  await expect.element(page.getByRole('alert')).toBeVisible();

  const building = calibration.readPhoto(await fileOf(sheetUrl, 'sheet.jpg'));
  await expect.element(page.getByText(EN.calibration.reading)).toBeVisible();
  await userEvent.upload(choosePhoto, await fileOf(sceneUrl, 'hand.jpg'));
  await expect.poll(() => reads.length, { timeout: 60_000 }).toBe(2);
  // The hand came back while the profile was still being built.
  expect(page.getByText(EN.calibration.reading).query()).not.toBeNull();
  await building;
  await expect.element(page.getByText(EN.calibration.rowFound(1, 9))).toBeVisible();

  // Closing the view ends its worker; opening it again starts a fresh one.
  calibration.open = false;
  await calibration.updateComplete;
  expect(calibration.recogniserRunning).toBe(false);
  calibration.open = true;
  await calibration.updateComplete;
  expect(calibration.recogniserRunning).toBe(true);
}, 240_000);

it('fits the recogniser to the sheet with its progress shown, and a cancel ends the build and keeps nothing', async () => {
  const calibration: CalibrationView = document.createElement('calibration-view');
  calibration.database = database;
  document.body.append(calibration);
  calibration.open = true;
  await calibration.updateComplete;
  const fit = page.getByRole('checkbox', { name: EN.calibration.fitLabel });
  await expect.element(fit).toBeChecked();

  // A short fitting (two passes of 12 looks per tile: 16 steps, and 2 of the detector) runs to the end, its bar moving.
  calibration.fitSettings = { epochs: 2, looksPerTile: 12, detectorSteps: 2 };
  const progress: number[] = [];
  const building = calibration.readPhoto(await fileOf(sheetUrl, 'sheet.jpg'));
  const bar = page.getByRole('progressbar', { name: EN.calibration.fitProgress });
  await expect.element(bar, { timeout: 90_000 }).toBeVisible();
  await expect.poll(() => {
    const value = (bar.query() as HTMLProgressElement | null)?.value;
    if (value !== undefined && value > 0 && !progress.includes(value)) progress.push(value);
    return progress.length;
  }, { timeout: 90_000, interval: 20 }).toBeGreaterThanOrEqual(2);
  await building;
  await expect.element(page.getByText(EN.calibration.rowFound(1, 9))).toBeVisible();
  // Both self-checks are shown: the classifier's on new looks, the detector's on new scenes.
  await expect.element(page.getByText(/^Tiles found in new scenes of the sheet’s tiles \(F1\): \d+ % with the fitted detector, \d+ % without/)).toBeVisible();
  expect(bar.query()).toBeNull();
  await userEvent.fill(page.getByLabelText(EN.calibration.name), 'fitted');
  await userEvent.click(page.getByRole('button', { name: EN.calibration.save }));
  await expect.element(page.getByText(EN.calibration.saved('fitted'))).toBeVisible();
  const saved = await new Promise<{ profile: { version: number; tuned?: { layers: number } } }>((resolve, reject) => {
    const open = indexedDB.open(database);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const get = open.result.transaction('profiles').objectStore('profiles').get('fitted');
      get.onsuccess = () => {
        open.result.close();
        resolve(get.result as { profile: { version: number; tuned?: { layers: number } } });
      };
      get.onerror = () => reject(get.error);
    };
  });
  expect(saved.profile.version).toBe(3);
  expect(saved.profile.tuned?.layers).toBe(FINE_TUNE_DEFAULTS.layers);

  // A long fitting, cancelled: the bar goes, nothing of that reading is shown, the worker is replaced.
  calibration.fitSettings = { epochs: 50, looksPerTile: 100 };
  void calibration.readPhoto(await fileOf(sheetUrl, 'sheet.jpg'));
  await expect.element(bar, { timeout: 90_000 }).toBeVisible();
  await userEvent.click(page.getByRole('button', { name: EN.calibration.cancel }));
  await expect.element(page.getByText(EN.calibration.cancelled)).toBeVisible();
  expect(bar.query()).toBeNull();
  expect(page.getByText(EN.calibration.rowFound(1, 9)).query()).toBeNull();
  expect(calibration.recogniserRunning).toBe(true);
  // The fresh worker builds at once (prototypes only).
  calibration.fit = false;
  await calibration.readPhoto(await fileOf(sheetUrl, 'sheet.jpg'));
  await expect.element(page.getByText(EN.calibration.rowFound(1, 9))).toBeVisible();
}, 300_000);
