// The whole app in Chromium with a fake camera (vitest.config.ts, project "camera"): the camera
// plays a clip of a rendered scene held still (test/setup/fake-camera.ts), the real worker reads
// it with the bundled models, and the hand it reads, loaded into the editor, scores what the
// engine gives for the scene's labelled hand. On a phone (390 x 844), where the page is steps, the
// hand read opens "Check & score" by itself; on a laptop (1366 x 768) every part shows.
// Screenshots: test/artifacts/camera-live-390.png and camera-live-1366.png.
//
// Auto-capture is off here, as a person who switched it off on an earlier visit finds it: left on,
// it takes the steady hand after its fifth steady frame, whenever that comes, and on a phone opens
// "Check & score", hiding the camera step in the middle of this flow. On CI's slower frames that
// came while the test waited for the frame rate (it never showed: stops 30 and 31) or clicked
// "Use this hand" (the click waited for a hidden button until the test's time ran out: stop 32).
// Auto-capture has its own project (test/camera/auto-capture.autocapture.test.ts).
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { STRINGS, formatPoints } from '../../src/ui/i18n/strings';
import { yakuNameOfResult } from '../../src/ui/i18n/yaku-names';
import { expectedScore } from '../fixtures/camera/expected';
import { CAMERA_SCENE } from '../../src/cli/camera-clip/scenes';
import { AUTO_CAPTURE_SETTINGS_DEFAULT, saveAutoCapture } from '../../src/ui/capture/auto-capture-settings';
import { openStep } from '../ui/steps';
import { APP_SIZES, expectStep, isPhone, startOver } from './app-sizes';

// Remembered before the app starts: the capture view reads the setting when it is made.
saveAutoCapture(localStorage, { ...AUTO_CAPTURE_SETTINGS_DEFAULT, on: false });
await import('../../src/ui/main');

const score = () => page.getByRole('region', { name: 'Score', exact: true });

describe.each(APP_SIZES)('at $width x $height', ({ width, height }) => {
  it('reads the hand from the live camera, draws its tiles over the video, and scores it as the engine scores the labelled hand', async () => {
    const expected = expectedScore(CAMERA_SCENE);
    if (expected.error !== null) expect.fail(`the camera scene should score, got ${expected.error}`);
    await page.viewport(width, height);
    // The page starts with no hand and no score, so a score shown means the camera's hand arrived.
    await startOver();
    expect(score().query()).toBeNull();

    await page.getByRole('button', { name: 'Start camera' }).click();
    await expect.element(page.getByRole('button', { name: 'Stop camera' })).toBeVisible();
    // The fake device is offered in the picker once access is granted; it has no torch, so no switch.
    await expect.element(page.getByRole('combobox', { name: 'Camera' })).toBeVisible();
    expect(page.getByRole('button', { name: 'Torch' }).query()).toBeNull();
    await expect.element(page.getByRole('checkbox', { name: 'Auto-capture' })).not.toBeChecked();

    // 14 tiles and one dora indicator: the live overlay names them, and draws a box per detection.
    const overlay = page.getByRole('img', { name: /^Live camera with the tiles found: 15 tiles in the hand/ });
    await expect.element(overlay, { timeout: 90_000 }).toBeVisible();
    const boxes = overlay.element().querySelectorAll('rect');
    expect(boxes.length).toBeGreaterThanOrEqual(15);
    const labels = [...overlay.element().querySelectorAll('text')].map((t) => t.textContent);
    expect(labels.filter((l) => l?.startsWith('4z'))).toHaveLength(3); // the North pung

    // Frame rate and latency, measured on the frames recognised.
    await expect.element(page.getByText(/[\d.]+ frames\/s · \d+ ms/), { timeout: 30_000 }).toBeVisible();

    // Nothing taken by itself: the camera step stays open and the score shows only once the hand is
    // taken by hand. A click that cannot land says so in 30 s rather than at the test's end.
    await expectStep(width, 'Read');
    expect(score().query()).toBeNull();
    await page.getByRole('button', { name: 'Use this hand' }).click({ timeout: 30_000 });
    // On the phone the work moves on to checking the hand; on the laptop the capture view says where it went.
    await expectStep(width, 'Check & score');
    if (!isPhone(width)) await expect.element(page.getByText('The hand is in the editor: check the marked tiles.')).toBeVisible();
    await expect.element(score()).toHaveTextContent(`${expected.han} han · ${expected.fu} fu`);
    // The card names each yaku in the page's language with its romaji, from the engine's name.
    for (const [name] of expected.yaku) await expect.element(score()).toHaveTextContent(yakuNameOfResult(name, 'en'));
    await expect.element(score()).toHaveTextContent(`Total ${formatPoints(expected.total, STRINGS.en)}`);

    // The phone shows the score card, the laptop the page from its top (the video beside the score).
    if (isPhone(width)) score().element().scrollIntoView();
    await page.screenshot({ path: `../artifacts/camera-live-${width}.png` });

    await openStep('Read');
    await page.getByRole('button', { name: 'Stop camera' }).click();
    await expect.element(page.getByRole('button', { name: 'Start camera' })).toBeVisible();
    // The score stays with the hand the camera read.
    await openStep('Check & score');
    await expect.element(score()).toHaveTextContent(`Total ${formatPoints(expected.total, STRINGS.en)}`);
    // Up to 90 s for the first frames read on two shared cores, then the rest of the flow.
  }, 180_000);
});
