// Calibration with the camera in the whole app, on a phone (390 x 844), where it is in the "More"
// step, and on a laptop (1366 x 768): the tile set section unfolded, the sheet framed live (the
// fake camera plays the committed orchid sheet photo, test/setup/sheet-camera.ts) and read whole,
// the frame taken builds a profile that reads all five rows, and folding the section ends the
// view's worker. calibration-camera.sheetcam.test.ts checks the view alone in more detail.
// Screenshots: test/artifacts/calibration-camera-390.png and calibration-camera-1366.png.
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { SHEET_ROWS } from '../../calibration/index';
import { STRINGS } from '../../src/ui/i18n/strings';
import '../../src/ui/main';
import { openStep } from '../ui/steps';
import { APP_SIZES } from './app-sizes';

const EN = STRINGS.en.calibration;
const view = () => document.querySelector('calibration-view')!;
const section = () => view().closest('details')!;

describe.each(APP_SIZES)('at $width x $height', ({ width, height }) => {
  it('frames the tile sheet with the camera from the app, reads it whole and builds a profile from the frame', async () => {
    await page.viewport(width, height);
    // Prototypes only: seconds (the fitted build is tested in test/ui).
    view().fit = false;
    await openStep('More');
    await userEvent.click(section().querySelector('summary')!);
    await expect.poll(() => view().recogniserRunning).toBe(true);

    await userEvent.click(page.getByRole('button', { name: EN.startCamera }));
    await expect.element(page.getByText(EN.liveWhole), { timeout: 100_000 }).toBeVisible();
    const live = page.getByRole('group', { name: EN.liveLayout });
    expect(live.element().querySelectorAll('.mark.found')).toHaveLength(38);
    // Nothing of the live view sticks out past the screen.
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
    live.element().scrollIntoView();
    await page.screenshot({ path: `../artifacts/calibration-camera-${width}.png` });

    // The size before left its own reading on the page: the rows found must be this frame's, drawn anew.
    const found = SHEET_ROWS.map((row, r) => page.getByText(EN.rowFound(r + 1, row.length)));
    const before = found.map((f) => f.query());
    await userEvent.click(page.getByRole('button', { name: EN.useFrame }));
    for (const [r, f] of found.entries()) {
      await expect.poll(() => f.query() !== null && f.query() !== before[r], { timeout: 90_000 }).toBe(true);
    }
    await userEvent.fill(page.getByLabelText(EN.name), `orchid from the camera at ${width}`);
    await expect.element(page.getByRole('button', { name: EN.save })).toBeEnabled();

    // Folding the section away ends the view's worker.
    section().open = false;
    await expect.poll(() => view().recogniserRunning).toBe(false);
  }, 200_000);
});
