// The whole app in Chromium: a committed scene photo chosen in the file picker goes through the
// real worker (bundled models), comes back drawn with a box and label on every tile found, and the
// hand it reads is scored as the engine scores the scene's labelled hand. Runs in the camera
// project beside the live test (the same app, the same launch). On a phone (390 x 844) the hand
// read opens "Check & score" by itself, and the photo stays in "Read" with the total in view under
// it; on a laptop (1366 x 768) every part shows. Screenshots: test/artifacts/photo-read-390.png and
// photo-read-1366.png.
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { STRINGS, formatPoints } from '../../src/ui/i18n/strings';
import { yakuNameOfResult } from '../../src/ui/i18n/yaku-names';
import { expectedScore } from '../fixtures/camera/expected';
import { PHOTO_SCENE } from '../../src/cli/camera-clip/scenes';
import photoUrl from '../fixtures/scenes/images/000091.jpg?url';
import '../../src/ui/main';
import { openStep } from '../ui/steps';
import { APP_SIZES, expectStep, isPhone, startOver } from './app-sizes';

const score = () => page.getByRole('region', { name: 'Score', exact: true });

describe.each(APP_SIZES)('at $width x $height', ({ width, height }) => {
  it('reads an uploaded photo: the photo shown with its boxes, the hand loaded and scored as the engine scores the label', async () => {
    expect(PHOTO_SCENE).toBe('images/000091.jpg'); // the ?url import above names it literally
    const expected = expectedScore(PHOTO_SCENE);
    if (expected.error !== null) expect.fail(`the photo scene should score, got ${expected.error}`);
    await page.viewport(width, height);
    // The page starts with no hand: a score, once shown, is the photo's.
    await startOver();
    expect(score().query()).toBeNull();

    const bytes = await (await fetch(photoUrl)).arrayBuffer();
    await userEvent.upload(page.getByLabelText('Choose a photo'), new File([bytes], 'hand.jpg', { type: 'image/jpeg' }));

    // The hand read: on the phone the work moves on to checking it.
    await expect.element(score(), { timeout: 90_000 }).toHaveTextContent(`${expected.han} han · ${expected.fu} fu`);
    await expectStep(width, 'Check & score');
    // The card names each yaku in the page's language with its romaji, from the engine's name.
    for (const [name] of expected.yaku) await expect.element(score()).toHaveTextContent(yakuNameOfResult(name, 'en'));
    await expect.element(score()).toHaveTextContent(`Total ${formatPoints(expected.total, STRINGS.en)}`);

    // 21 tiles in the picture (the hand, a kong and an indicator): a box and a label each.
    await openStep('Read');
    const photo = page.getByRole('img', { name: 'The photo with 21 tiles marked' });
    await expect.element(photo).toBeVisible();
    expect(photo.element().querySelectorAll('rect')).toHaveLength(21);
    expect(photo.element().getAttribute('viewBox')).toBe('0 0 360 640');
    await expect.element(page.getByText('The hand is in the editor: check the marked tiles.')).toBeVisible();
    // The photo fits the width; on the phone the step bar under it says the total.
    expect(photo.element().getBoundingClientRect().right).toBeLessThanOrEqual(width);
    if (isPhone(width)) await expect.element(page.getByRole('button', { name: `Total ${formatPoints(expected.total, STRINGS.en)}` })).toBeVisible();
    await page.screenshot({ path: `../artifacts/photo-read-${width}.png` });
  });
});
