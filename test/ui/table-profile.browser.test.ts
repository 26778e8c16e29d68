// A tile set per table, in the app's page with real IndexedDB: two games, two saved profiles; the
// calibration view sets each table's set, and opening one game or the other switches the profile
// the capture view reads with (a closed game falls back to the browser-wide one, here none).
import { beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { CalibrationProfile } from '../../calibration/index';
import { openProfileStore } from '../../src/store/profile-store';
import { STRINGS } from '../../src/ui/i18n/strings';
import { testProfile } from '../calibration/test-profile';
import { expectNoSeriousViolations } from './axe';

const EN = STRINGS.en.calibration;
const G = STRINGS.en.game;
const stamp = Date.now();
const alpha = `alpha ${stamp}`;
const beta = `beta ${stamp}`;
const gameA = `Table A ${stamp}`;
const gameB = `Table B ${stamp}`;

const profile = (name: string): CalibrationProfile => testProfile({ dimension: 4, name });

const record = () => page.getByRole('region', { name: G.title });
/** The style name of the profile the capture view reads with, `null` for none. */
const captureProfile = () => document.querySelector('capture-view')?.profile?.style.name ?? null;

async function startGame(title: string): Promise<void> {
  await record().getByRole('textbox', { name: G.gameTitle }).fill(title);
  await record().getByRole('button', { name: G.startGame }).click();
  await expect.element(record().getByRole('button', { name: G.closeGame })).toBeVisible();
}

async function openGame(title: string): Promise<void> {
  await record().getByRole('button', { name: G.closeGame }).click();
  await record().getByRole('listitem').filter({ hasText: title }).getByRole('button', { name: G.resume }).click();
  await expect.element(page.getByRole('heading', { name: EN.tableTitle(title) })).toBeVisible();
}

// Every part of the page at once, as on a laptop: this flow goes back and forth between them, which
// on a phone are steps of their own (the steps themselves: test/ui/phone.browser.test.ts).
beforeAll(() => page.viewport(1280, 900));
beforeAll(async () => {
  const store = await openProfileStore();
  for (const name of [alpha, beta]) await store.saveProfile({ name, savedAt: '2026-11-23T08:00:00.000Z', profile: profile(name) });
  store.close();
  await import('../../src/ui/main');
});

describe('a tile set per table', () => {
  it('gives each game its own set, and opening a game switches the capture view to it', async () => {
    await startGame(gameA);
    await page.getByText(EN.title, { exact: true }).click();
    await expect.element(page.getByRole('heading', { name: EN.tableTitle(gameA) })).toBeVisible();
    await expect.element(page.getByText(EN.tableChoice(null))).toBeVisible();
    expect(captureProfile()).toBeNull();
    await page.getByRole('button', { name: `${EN.useAtTable} ${alpha}` }).click();
    await expect.element(page.getByText(EN.tableChoice(alpha))).toBeVisible();
    await expect.poll(captureProfile).toBe(alpha);

    // A closed game: no table, the browser-wide choice (none here).
    await record().getByRole('button', { name: G.closeGame }).click();
    await expect.poll(captureProfile).toBeNull();

    await startGame(gameB);
    await expect.element(page.getByRole('heading', { name: EN.tableTitle(gameB) })).toBeVisible();
    await expect.poll(captureProfile).toBeNull();
    await page.getByRole('button', { name: `${EN.useAtTable} ${beta}` }).click();
    await expect.poll(captureProfile).toBe(beta);

    await openGame(gameA);
    await expect.element(page.getByText(EN.tableChoice(alpha))).toBeVisible();
    await expect.poll(captureProfile).toBe(alpha);
    await openGame(gameB);
    await expect.poll(captureProfile).toBe(beta);
    await expectNoSeriousViolations();

    // Back to the browser-wide set at this table.
    await page.getByRole('button', { name: EN.followBrowser }).click();
    await expect.element(page.getByText(EN.tableChoice(null))).toBeVisible();
    await expect.poll(captureProfile).toBeNull();
  });
});
