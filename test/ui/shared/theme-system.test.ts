/**
 * The theme following the system's colour scheme (`prefers-color-scheme`), which only a browser
 * context can set: Playwright from Node against the Vite dev server, the app's page opened in a
 * context preferring dark and in one preferring light. With no choice kept the page follows the
 * system; a choice kept (`data-theme`, src/ui/theme.ts) wins over it. axe (colour contrast
 * included) passes in the system's dark.
 */
import { expect, it } from 'vitest';
import { liveDevServer, seriousViolations } from '../../setup/node-playwright';

const live = liveDevServer();
const DARK_PAGE = 'rgb(17, 20, 25)';
const LIGHT_PAGE = 'rgb(238, 241, 245)';

async function openApp(colorScheme: 'light' | 'dark', kept: string | null = null) {
  const context = await live.browser.newContext({ colorScheme, viewport: { width: 1366, height: 768 } });
  if (kept !== null) await context.addInitScript((v) => localStorage.setItem('riichi-lens.theme', v), kept);
  const page = await context.newPage();
  await page.goto(live.base);
  // The app opens with no hand: the example, asked for with its button, fills the score card.
  await page.getByRole('button', { name: 'Try a sample hand' }).click({ timeout: 60_000 });
  await page.getByRole('region', { name: 'Score', exact: true }).getByText('Total').waitFor({ timeout: 60_000 });
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  return { page, background, close: () => context.close() };
}

it('follows a system that prefers dark, and passes axe in it', async () => {
  const app = await openApp('dark');
  expect(app.background).toBe(DARK_PAGE);
  expect(await app.page.evaluate(() => document.documentElement.hasAttribute('data-theme'))).toBe(false);
  expect(await seriousViolations(app.page)).toEqual([]);
  await app.close();
}, 120_000);

it('follows a system that prefers light', async () => {
  const app = await openApp('light');
  expect(app.background).toBe(LIGHT_PAGE);
  await app.close();
}, 120_000);

it('keeps the choice made over the system: light on a dark system, dark on a light one', async () => {
  const light = await openApp('dark', 'light');
  expect(light.background).toBe(LIGHT_PAGE);
  expect(await light.page.getByRole('combobox', { name: 'Colours' }).inputValue()).toBe('light');
  await light.close();
  const dark = await openApp('light', 'dark');
  expect(dark.background).toBe(DARK_PAGE);
  await dark.close();
}, 120_000);
