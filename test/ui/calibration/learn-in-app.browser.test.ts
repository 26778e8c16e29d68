// Learning a correction through the whole app, in real Chromium with real IndexedDB, the real
// worker and models: a tile set built from the orchid sheet is saved and in use; a game is open;
// a hand photo is read, its dora indicator corrected in the editor, and the score card records
// the hand to the game. The stored tile set then holds one learned entry of the corrected kind,
// and the capture view's Undo takes it back out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ACTIVE_PROFILE_KEY } from '../../../src/ui/calibration/calibration-view';
import { openProfileStore } from '../../../src/store/profile-store';
import { STRINGS } from '../../../src/ui/i18n/strings';
import { createVisionClient } from '../../../src/recognition/client';
import { expectNoSeriousViolations } from '../axe';
import photoUrl from '../../fixtures/scenes/images/000091.jpg?url';
// Made by `npm run synth:sheet -- --style orchid --out test/fixtures/calibration/orchid-sheet.jpg --seed 7`.
import sheetUrl from '../../fixtures/calibration/orchid-sheet.jpg?url';

const EN = STRINGS.en;
const name = `orchid ${Date.now()}`;
const record = () => page.getByRole('region', { name: EN.game.title });
const card = () => page.getByRole('region', { name: 'Record in the game' });

async function storedLearned(): Promise<{ kind: string }[] | undefined> {
  const store = await openProfileStore();
  try {
    const loaded = await store.loadProfile(name);
    if (!loaded.ok) throw new Error(loaded.reason);
    return loaded.stored.profile.learned?.map((e) => ({ kind: e.kind }));
  } finally {
    store.close();
  }
}

// Every part of the page at once, as on a laptop: this flow goes back and forth between them, which
// on a phone are steps of their own (the steps themselves: test/ui/phone.browser.test.ts).
beforeAll(() => page.viewport(1280, 900));
beforeAll(async () => {
  // A real profile (prototypes only: seconds), saved and chosen browser-wide before the page loads.
  const client = createVisionClient();
  try {
    expect((await client.init()).ok).toBe(true);
    const built = await client.buildProfile(await (await fetch(sheetUrl)).arrayBuffer(), name, [], false);
    if (!built.ok) throw new Error(`${built.code}: ${built.message}`);
    const store = await openProfileStore();
    await store.saveProfile({ name, savedAt: new Date().toISOString(), profile: built.profile });
    store.close();
  } finally {
    client.dispose();
  }
  localStorage.setItem(ACTIVE_PROFILE_KEY, name);
  await import('../../../src/ui/main');
}, 120_000);

afterAll(async () => {
  localStorage.removeItem(ACTIVE_PROFILE_KEY);
  const store = await openProfileStore();
  await store.deleteProfile(name);
  store.close();
});

describe('a correction confirmed in the app teaches the tile set in use', () => {
  it('learns the corrected dora indicator when the hand is recorded, and Undo takes it back', async () => {
    await record().getByRole('textbox', { name: EN.game.gameTitle }).fill(`Learning ${name}`);
    await record().getByRole('button', { name: EN.game.startGame }).click();
    await expect.element(record().getByRole('button', { name: EN.game.closeGame })).toBeVisible();
    await expect.poll(() => document.querySelector('capture-view')?.profile?.style.name ?? null).toBe(name);

    await userEvent.upload(page.getByLabelText(EN.capture.choosePhoto), new File([await (await fetch(photoUrl)).arrayBuffer()], 'hand.jpg', { type: 'image/jpeg' }));
    const dora = page.getByRole('group', { name: EN.editor.places.dora });
    await expect.element(dora.getByRole('button', { name: /^8 bamboo/ }), { timeout: 90_000 }).toBeVisible();
    expect(await storedLearned()).toBeUndefined();

    // The indicator corrected to 9 bamboo: the hand stays complete, only its dora changes.
    await dora.getByRole('button', { name: /^8 bamboo/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('group', { name: 'All tiles' }).getByRole('button', { name: '9 bamboo', exact: true }).click();
    await expect.element(dora.getByRole('button', { name: /^9 bamboo/ })).toBeVisible();

    // Recorded from the score card, as a ron from the first seat offered or a tsumo, as it was read.
    await card().getByRole('button', { name: /^(Ron from|Record the tsumo)/ }).first().click();
    await expect.element(card().getByRole('status')).toHaveTextContent('Recorded in the game.');
    const learnedLine = page.getByText(EN.capture.learned(1, name));
    await expect.element(learnedLine, { timeout: 30_000 }).toBeVisible();
    expect(await storedLearned()).toEqual([{ kind: '9s' }]);
    await expectNoSeriousViolations();

    // The capture view's Undo, not the game record's.
    await page.elementLocator(document.querySelector('capture-view')!).getByRole('button', { name: EN.capture.learnUndo, exact: true }).click();
    await expect.element(page.getByText(EN.capture.learnUndone(name))).toBeVisible();
    expect(await storedLearned()).toBeUndefined();
  }, 240_000);
});
