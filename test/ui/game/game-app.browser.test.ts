// The game record in the app's page, in real Chromium with real IndexedDB: a game started,
// riichi declared at the table, the calculator's hand recorded with one tap from the score card,
// undo and redo, the game reopened by a fresh view (what a reload does), and the files exported.
// Points are worked out by hand: the example hand is South's pung of South won on a discard,
// 1 han 40 fu; with riichi 2 han 40 fu = 40 x 2^4 x 4 = 2,560 -> 2,600 from the discarder.
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { importGame } from '../../../src/formats/game-file';
import type { GameView } from '../../../src/ui/game/game-view';
import '../../../src/ui/main';
import { trySampleHand } from '../sample-hand';

const game = () => page.getByRole('region', { name: 'Game record' });
const table = () => game().getByRole('region', { name: 'At the table' });
const seat = (n: number) => table().getByRole('listitem').nth(n);
const title = `Club night ${Date.now()}`;

/** Files the page offers for download: the anchor's name and the blob's text. */
const downloads: { name: string; text: Promise<string> }[] = [];
const click = HTMLAnchorElement.prototype.click;
HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
  if (this.download) downloads.push({ name: this.download, text: fetch(this.href).then((r) => r.text()) });
  else click.call(this);
};
afterAll(() => {
  HTMLAnchorElement.prototype.click = click;
});

// Every part of the page at once, as on a laptop: this flow goes back and forth between them, which
// on a phone are steps of their own (the steps themselves: test/ui/phone.browser.test.ts).
beforeAll(() => page.viewport(1280, 900));
// The app opens with no hand: these suites score the example, asked for with its button.
beforeAll(trySampleHand);

describe('recording a game in the app', () => {
  it('starts a game from the form: four seats, East 1, the first player dealing', async () => {
    await game().getByRole('textbox', { name: 'Name of the game' }).fill(title);
    for (const [i, name] of ['Ann', 'Bob', 'Cy', 'Dee'].entries()) await game().getByRole('textbox', { name: `Player ${i + 1}` }).fill(name);
    await game().getByRole('button', { name: 'Start the game' }).click();
    await expect.element(table().getByText('East 1')).toBeVisible();
    await expect.element(seat(0)).toHaveTextContent('East');
    await expect.element(seat(0)).toHaveTextContent('Dealer');
    await expect.element(seat(1)).toHaveTextContent('South');
    await expect.element(seat(1)).toHaveTextContent('30,000');
    await expect.element(game().getByRole('status')).toHaveTextContent('Saved.');
  });

  it('declares riichi at the table: a stick on the table, 1,000 off the player', async () => {
    await game().getByRole('button', { name: 'Riichi: Bob' }).click();
    await expect.element(seat(1)).toHaveTextContent('in riichi');
    await expect.element(seat(1)).toHaveTextContent('29,000');
    await expect.element(table().getByText('1 riichi stick on the table')).toBeVisible();
  });

  it('records the scored hand from the score card with one tap, after a riichi warning', async () => {
    const record = page.getByRole('region', { name: 'Record in the game' });
    await expect.element(record).toHaveTextContent('Winner: Bob (South)');
    // Bob declared riichi at the table; the calculator still scores without it.
    await expect.element(record).toHaveTextContent('declared riichi at the table');
    await page.getByRole('checkbox', { name: 'Riichi', exact: true }).click();
    // The calculator took the stick on the table from the game: 2,600 + 1,000.
    await expect.element(page.getByRole('region', { name: 'Score', exact: true })).toHaveTextContent('Total 3,600');
    await record.getByRole('button', { name: 'Ron from Cy (West)' }).click();
    await expect.element(seat(1)).toHaveTextContent('32,600');
    await expect.element(seat(2)).toHaveTextContent('27,400');
    // The deal passes: Bob is East and deals East 2.
    await expect.element(table().getByText('East 2')).toBeVisible();
    await expect.element(seat(1)).toHaveTextContent('Dealer');
    await expect.element(table().getByText('0 riichi sticks on the table')).toBeVisible();
    // The same hand is not recorded twice by a second tap: the card says it is done, and asks first.
    await expect.element(record.getByRole('status')).toHaveTextContent('Recorded in the game.');
    expect(record.getByRole('button', { name: /^Ron from/ }).query()).toBeNull();
    await record.getByRole('button', { name: 'Record this hand again' }).click();
    await expect.element(record.getByRole('button', { name: /^Ron from/ }).first()).toBeVisible();
    // A new hand in the calculator is a new win to record.
    await page.getByRole('textbox', { name: 'Hand as text' }).fill('123m456p789s1122z win:2z dora:1z');
    await expect.element(record.getByRole('button', { name: /^Ron from/ }).first()).toBeVisible();
  });

  it('undoes and redoes the win', async () => {
    await game().getByRole('button', { name: 'Undo' }).click();
    await expect.element(seat(1)).toHaveTextContent('29,000');
    await expect.element(table().getByText('East 1')).toBeVisible();
    await game().getByRole('button', { name: 'Redo' }).click();
    await expect.element(seat(1)).toHaveTextContent('32,600');

    // A fresh view, as after a reload (the page remembers which game was open), reopens it as it was.
    // (The setup clears the page's storage before each test, so this stays in one test.)
    const old = document.querySelector('game-view')!;
    const fresh = document.createElement('game-view') as GameView;
    old.replaceWith(fresh);
    await expect.element(table().getByText('East 2')).toBeVisible();
    await expect.element(seat(1)).toHaveTextContent('32,600');
    await expect.element(seat(2)).toHaveTextContent('27,400');
  });

  it('exports the game file, which imports back to the same game', async () => {
    await game().getByRole('button', { name: 'Game file (JSON)' }).click();
    await expect.poll(() => downloads.length).toBe(1);
    const file = downloads[0]!;
    expect(file.name).toMatch(/^Club-night-\d+\.json$/);
    const back = await importGame(await file.text);
    expect(back.ok && back.value.hashed).toBe(true);
    expect(back.ok && back.value.game.title).toBe(title);
    expect(back.ok && back.value.game.log.entries.map((e) => e.event.type)).toEqual(['start', 'riichi', 'ron']);
    // The win carries the hand as the score card showed it.
    expect(back.ok && back.value.game.log.entries[2]?.hands?.[0]).toMatchObject({ winner: 1, yaku: [['Riichi', 1], ['Yakuhai (seat wind south)', 1]], tiles: expect.stringContaining('222z') });
  });

  it('exports the results sheet with every player and a zero sum', async () => {
    await game().getByRole('button', { name: 'Results sheet (CSV)' }).click();
    await expect.poll(() => downloads.length).toBe(2);
    const csv = await downloads[1]!.text;
    // Provisional ranking: Bob 32,600 (+2,600 + 15,000 uma), ...
    expect(csv.split('\r\n')[1]).toBe('1,Bob,32600,15000,0,0,17600');
    game().element().scrollIntoView();
    await page.screenshot({ path: '../../artifacts/game-table.png', element: game() });
  });
});
