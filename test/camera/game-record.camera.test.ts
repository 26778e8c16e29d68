// A photographed hand recorded in a game, in the whole app with the real worker and models: a
// game started, a committed scene photo read, the hand recorded with one tap from the score card,
// and the game history showing the hand with the photo's thumbnail (a small JPEG kept in the
// record, so it survives an export). Runs in the camera project (the app's real recogniser), on a
// phone (390 x 844), where each part is a step opened from the tab bar, and on a laptop (1366 x 768).
// Screenshots: test/artifacts/game-photo-recorded-390.png and game-photo-recorded-1366.png.
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { openGameStore } from '../../src/store/game-store';
import { OPEN_GAME_KEY } from '../../src/ui/game/game-view';
import { THUMBNAIL_SIDE } from '../../src/ui/capture/thumbnail';
import { PHOTO_SCENE } from '../../src/cli/camera-clip/scenes';
import photoUrl from '../fixtures/scenes/images/000091.jpg?url';
import '../../src/ui/main';
import { openStep } from '../ui/steps';
import { APP_SIZES, expectStep, startOver } from './app-sizes';

const game = () => page.getByRole('region', { name: 'Game record' });

describe.each(APP_SIZES)('at $width x $height', ({ width, height }) => {
  it('records a photographed hand with its thumbnail, shown in the history and kept in the game file', async () => {
    expect(PHOTO_SCENE).toBe('images/000091.jpg'); // the ?url import above names it literally
    await page.viewport(width, height);
    await startOver();
    await openStep('Game');
    for (const [i, name] of ['Ann', 'Bob', 'Cy', 'Dee'].entries()) await game().getByRole('textbox', { name: `Player ${i + 1}` }).fill(name);
    await game().getByRole('button', { name: 'Start the game' }).click();
    await expect.element(game().getByRole('status')).toHaveTextContent('Saved.');

    await openStep('Read');
    const bytes = await (await fetch(photoUrl)).arrayBuffer();
    await userEvent.upload(page.getByLabelText('Choose a photo'), new File([bytes], 'hand.jpg', { type: 'image/jpeg' }));

    // South wins (the calculator's seat wind): on a discard, one button per other player. On the
    // phone the hand read has opened "Check & score", where the record buttons are.
    const record = page.getByRole('region', { name: 'Record in the game' });
    await expect.element(page.getByRole('region', { name: 'Score', exact: true }), { timeout: 90_000 }).toHaveTextContent('Total');
    await expectStep(width, 'Check & score');
    // The size before recorded this same hand (the same photo): the card knows it, and asks before recording it again.
    const again = record.getByRole('button', { name: 'Record this hand again' });
    if (again.query() !== null) await again.click();
    await expect.element(record).toHaveTextContent('Winner: Bob (South)');
    await record.getByRole('button').first().click();
    await expect.element(record.getByRole('status')).toHaveTextContent('Recorded in the game.');
    await openStep('Game');
    await expect.element(game().getByRole('status')).toHaveTextContent('Saved.');

    const thumb = game().getByRole('img', { name: 'Photo of Bob’s winning hand' });
    await expect.element(thumb).toBeVisible();
    const img = thumb.element() as HTMLImageElement;
    expect(img.src.startsWith('data:image/jpeg;base64,')).toBe(true);
    await expect.poll(() => img.naturalWidth).toBeGreaterThan(0);
    // The photo is portrait (360 x 640): its long side shrunk to the thumbnail's.
    expect(Math.max(img.naturalWidth, img.naturalHeight)).toBe(THUMBNAIL_SIDE);
    expect(img.naturalHeight).toBeGreaterThan(img.naturalWidth);

    // What the store keeps is what an export writes: the thumbnail travels with the hand.
    const store = await openGameStore();
    const stored = await store.loadGame(localStorage.getItem(OPEN_GAME_KEY)!);
    store.close();
    if (!stored.ok) expect.fail(JSON.stringify(stored));
    const note = stored.game.log.entries[1]?.hands?.[0];
    expect(note?.thumbnail).toBe(img.src);
    expect(note?.winner).toBe(1);
    thumb.element().scrollIntoView();
    await page.screenshot({ path: `../artifacts/game-photo-recorded-${width}.png` });
  });
});
