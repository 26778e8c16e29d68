// Referee mode in the whole page on a phone (390 x 844), where it is in the "More" step, and on a
// laptop (1366 x 768): the hand entered in the calculator, referee mode opened from the header's
// link, a declaration of points ruled on, and nothing wider than the screen. The rest of referee
// mode is tested in referee-view.browser.test.ts. Screenshots: test/artifacts/referee-390.png and
// referee-1366.png.
import { beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import '../../../src/ui/main';
import { trySampleHand } from '../sample-hand';
import { openStep } from '../steps';

const referee = () => page.getByRole('region', { name: 'Referee mode' });
const verdict = () => referee().getByRole('status', { name: 'Ruling' });

beforeAll(trySampleHand);

describe.each([
  { width: 390, height: 844, points: '2600', stands: false },
  { width: 1366, height: 768, points: '1300', stands: true },
])('at $width x $height', ({ width, height, points, stands }) => {
  it('rules on the calculator’s hand from the header’s link, within the screen’s width', async () => {
    await page.viewport(width, height);
    await openStep('Check & score');
    await page.getByRole('textbox', { name: 'Hand as text' }).fill('123m456p789s1122z win:2z');
    await page.getByRole('link', { name: 'Referee mode' }).click();
    // On the phone the link opens the "More" step, with referee mode unfolded.
    await expect.element(verdict()).toBeVisible();
    await expect.element(verdict()).toHaveTextContent('Computed: 1,300 (1 han 40 fu).');
    await referee().getByRole('spinbutton', { name: 'Points declared' }).fill(points);
    await expect.element(verdict()).toHaveTextContent(stands ? 'The win stands.' : 'Declared 2,600, computed 1,300 (1 han 40 fu).');
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
    // The screen as the referee sees it, the ruling in the middle (and on the phone the step bar under it).
    verdict().element().scrollIntoView({ block: 'center' });
    await page.screenshot({ path: `../../artifacts/referee-${width}.png` });
  });
});
