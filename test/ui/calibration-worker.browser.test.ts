// The calibration view reads with a worker of its own (started when the view is opened, ended
// when it is closed): while it builds a profile from the sheet, the capture view, with its own
// worker, still reads a hand photo. Were they one worker, the photo would wait in the queue
// behind the build (src/vision/recognizer.ts runs uploads and builds one after another).
import { afterEach, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { CalibrationView } from '../../src/ui/calibration-view';
import type { CaptureView, HandReadDetail } from '../../src/ui/capture-view';
import '../../src/ui/calibration-view';
import '../../src/ui/capture-view';
import { STRINGS } from '../../src/ui/strings';
import sheetUrl from '../fixtures/calibration/orchid-sheet.jpg?url';
import sceneUrl from '../fixtures/scenes/images/000091.jpg?url';

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
