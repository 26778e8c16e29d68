// The calibration screen framing the tile sheet with the camera (vitest.config.ts, project
// "sheetcam": Chromium's fake camera plays the committed orchid sheet photo held still,
// test/setup/sheet-camera.ts). The view's own worker inspects the live frames with the detector
// alone; every row is said to be found whole, every tile is marked found, "Use this frame" is
// offered, and the frame taken builds a profile that reads all five rows. The live view passes axe.
import { afterEach, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { SHEET_ROWS } from '../../calibration/index';
import type { CalibrationView } from '../../src/ui/calibration/calibration-view';
import '../../src/ui/calibration/calibration-view';
import { STRINGS } from '../../src/ui/i18n/strings';
import { expectNoSeriousViolations } from '../ui/axe';

const EN = STRINGS.en.calibration;
const database = `riichi-lens-profiles-sheetcam-${Date.now()}`;
let view: CalibrationView | undefined;

afterEach(async () => {
  view?.remove();
  await new Promise((resolve) => {
    const r = indexedDB.deleteDatabase(database);
    r.onsuccess = r.onerror = r.onblocked = resolve;
  });
});

it('reports the sheet in view whole, row by row, and builds a profile from the camera frame', async () => {
  view = document.createElement('calibration-view');
  view.database = database;
  // Prototypes only: seconds (the fitted build is tested in test/ui).
  view.fit = false;
  view.open = true;
  document.body.append(view);
  await view.updateComplete;
  expect(view.recogniserRunning).toBe(true);

  // Nothing can be taken before a frame reads whole.
  await userEvent.click(page.getByRole('button', { name: EN.startCamera }));
  await expect.element(page.getByRole('button', { name: EN.useFrame })).toBeDisabled();
  await expect.element(page.getByText(EN.liveWhole), { timeout: 100_000 }).toBeVisible();
  for (const [r, row] of SHEET_ROWS.entries()) {
    await expect.element(page.getByText(EN.liveRow(EN.rowNamed(r + 1), row.length, row.length))).toBeVisible();
  }
  const live = page.getByRole('group', { name: EN.liveLayout });
  expect(live.element().querySelectorAll('.mark.found')).toHaveLength(38);
  expect(live.element().querySelectorAll('.mark.missing')).toHaveLength(0);
  await expectNoSeriousViolations();

  await userEvent.click(page.getByRole('button', { name: EN.useFrame }));
  // The camera closes and the frame taken is read as a sheet photo: every row found whole.
  await expect.element(page.getByRole('button', { name: EN.startCamera })).toBeVisible();
  for (const [r, row] of SHEET_ROWS.entries()) {
    await expect.element(page.getByText(EN.rowFound(r + 1, row.length)), { timeout: 90_000 }).toBeVisible();
  }
  await userEvent.fill(page.getByLabelText(EN.name), 'orchid from the camera');
  await expect.element(page.getByRole('button', { name: EN.save })).toBeEnabled();

  // Closing the view ends its worker (and would end the camera).
  view.open = false;
  await view.updateComplete;
  expect(view.recogniserRunning).toBe(false);
});
