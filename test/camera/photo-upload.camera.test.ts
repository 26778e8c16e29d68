// The whole app in Chromium: a committed scene photo chosen in the file picker goes through the
// real worker (bundled models), comes back drawn with a box and label on every tile found, and the
// hand it reads is scored as the engine scores the scene's labelled hand. Runs in the camera
// project beside the live test (the same app, the same launch). Screenshots:
// test/artifacts/photo-read.png (laptop) and photo-read-phone.png (phone, portrait).
import { expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { STRINGS, formatPoints } from '../../src/ui/i18n/strings';
import { yakuNameOfResult } from '../../src/ui/i18n/yaku-names';
import { expectedScore } from '../fixtures/camera/expected';
import { PHOTO_SCENE } from '../../src/cli/camera-clip/scenes';
import photoUrl from '../fixtures/scenes/images/000091.jpg?url';
import '../../src/ui/main';

const score = () => page.getByRole('region', { name: 'Score', exact: true });

it('reads an uploaded photo: the photo shown with its boxes, the hand loaded and scored as the engine scores the label', async () => {
  expect(PHOTO_SCENE).toBe('images/000091.jpg'); // the ?url import above names it literally
  const expected = expectedScore(PHOTO_SCENE);
  if (expected.error !== null) expect.fail(`the photo scene should score, got ${expected.error}`);
  // A laptop-sized page, so the screenshot shows the screen as people see it.
  await page.viewport(1280, 900);
  // The page opens with no hand: a score, once shown, is the photo's.
  await expect.element(page.getByRole('heading', { name: 'No hand yet' })).toBeVisible();
  expect(score().query()).toBeNull();

  const bytes = await (await fetch(photoUrl)).arrayBuffer();
  await userEvent.upload(page.getByLabelText('Choose a photo'), new File([bytes], 'hand.jpg', { type: 'image/jpeg' }));

  // 21 tiles in the picture (the hand, a kong and an indicator): a box and a label each.
  const photo = page.getByRole('img', { name: 'The photo with 21 tiles marked' });
  await expect.element(photo, { timeout: 90_000 }).toBeVisible();
  expect(photo.element().querySelectorAll('rect')).toHaveLength(21);
  expect(photo.element().getAttribute('viewBox')).toBe('0 0 360 640');
  await expect.element(page.getByText('The hand is in the editor below: check the marked tiles.')).toBeVisible();

  await expect.element(score()).toHaveTextContent(`${expected.han} han · ${expected.fu} fu`);
  // The card names each yaku in the page's language with its romaji, from the engine's name.
  for (const [name] of expected.yaku) await expect.element(score()).toHaveTextContent(yakuNameOfResult(name, 'en'));
  await expect.element(score()).toHaveTextContent(`Total ${formatPoints(expected.total, STRINGS.en)}`);

  await page.screenshot({ path: '../artifacts/photo-read.png' });
  // The same screen on a phone held upright: the panels stack, the photo fits the width.
  await page.viewport(390, 844);
  await expect.element(photo).toBeVisible();
  await page.screenshot({ path: '../artifacts/photo-read-phone.png' });
});
