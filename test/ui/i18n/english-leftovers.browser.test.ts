// The whole app page in German and Japanese shows no English: every text and accessible name in
// the composed tree (open shadow roots included) is searched for words that only the English
// strings use. The word list is derived from the English strings (less every word the German or
// Japanese strings, the yaku romaji or a preset's title also use), so it grows with the app. The
// page is driven into the states where core messages show: a hand text that cannot be read, a
// score error, referee mode with a declared list of yaku, and the game record.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../../../src/ui/main';
import { trySampleHand } from '../sample-hand';
import { openGameStore } from '../../../src/store/game-store';
import { STRINGS } from '../../../src/ui/i18n/strings';
import { englishOnlyWords, leftovers as leftoversIn } from './english-words';

const english = englishOnlyWords();

/** English-only words on the page, leaving out the titles of the games kept (typed by people, in any language). */
let titles: ReadonlySet<string> = new Set();
const leftovers = (words: Set<string>): string[] => leftoversIn(words, titles);
// Every part of the page at once, as on a laptop: this flow goes back and forth between them, which
// on a phone are steps of their own (the steps themselves: test/ui/phone.browser.test.ts).
beforeAll(() => page.viewport(1280, 900));
beforeEach(async () => {
  const store = await openGameStore();
  titles = new Set((await store.listGames()).map((g) => g.title));
  store.close();
});
const textbox = () => page.getByRole('textbox', { name: STRINGS.de.editor.text });

// The app opens with no hand: these suites score the example, asked for with its button.
beforeAll(trySampleHand);

describe('no English on a German or Japanese page', () => {
  it('derives a word list that finds English (the check can fail)', async () => {
    expect(english.size).toBeGreaterThan(300);
    await expect.element(page.getByRole('region', { name: 'Score', exact: true })).toHaveTextContent('Total');
    // On the English page the same search finds plenty.
    expect(leftovers(english).length).toBeGreaterThan(50);
  });

  it('shows no English in German, with a score, a text error, a score error and referee mode', async () => {
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Language' }), 'de');
    await expect.element(page.getByRole('region', { name: 'Wertung', exact: true })).toHaveTextContent('Gesamt');
    expect(leftovers(english)).toEqual([]);

    // A text the box cannot read, then a hand the engine refuses (a meld that is none).
    await userEvent.fill(textbox(), '123m456p789s1122z win:2z peng:777z');
    await expect.element(page.getByRole('status').filter({ hasText: 'Zeichen' })).toBeVisible();
    expect(leftovers(english)).toEqual([]);
    await userEvent.fill(textbox(), '123m456p789s22z win:2z pon:123m');
    await expect.element(page.getByRole('alert').first()).toBeVisible();
    expect(leftovers(english)).toEqual([]);

    // A hand without yaku, and referee mode with a declared list of yaku.
    await userEvent.fill(textbox(), '123m456p789s11z22m win:2m');
    await page.getByRole('link', { name: STRINGS.de.referee.title }).click();
    await page.getByRole('radio', { name: STRINGS.de.referee.claimKinds.yaku }).click();
    await page.getByRole('checkbox', { name: 'Nur Einfache (Tanyao)' }).click();
    await expect.element(page.getByRole('status', { name: STRINGS.de.referee.verdict })).toHaveTextContent('Nur Einfache');
    expect(leftovers(english)).toEqual([]);
  });

  it('shows no English in German in the game record: the table, a recorded win in the history, the overlay link', async () => {
    const g = STRINGS.de.game;
    const game = () => page.getByRole('region', { name: g.title });
    await userEvent.fill(textbox(), '123m456p789s1122z win:2z');
    await game().getByRole('textbox', { name: g.gameTitle }).fill('Vereinsabend');
    for (const [i, name] of ['Ann', 'Bob', 'Cy', 'Dee'].entries()) await game().getByRole('textbox', { name: new RegExp(`^Spieler ${i + 1}`) }).fill(name);
    await game().getByRole('button', { name: g.startGame }).click();
    const record = page.getByRole('region', { name: g.recordTitle });
    await record.getByRole('button', { name: /^Ron von/ }).first().click();
    await expect.element(game().getByRole('list', { name: STRINGS.de.history.yaku })).toHaveTextContent('Platzwind-Drilling, Süd (Jikaze nan)');
    expect(leftovers(english)).toEqual([]);
  });

  it('shows no English in Japanese in the same states', async () => {
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Sprache' }), 'ja');
    await expect.element(page.getByRole('region', { name: '点数', exact: true })).toBeVisible();
    expect(leftovers(english)).toEqual([]);
    await expect.element(page.getByRole('region', { name: STRINGS.ja.game.title }).getByRole('list', { name: STRINGS.ja.history.yaku })).toHaveTextContent('自風 南 (Jikaze nan)');
    await page.getByRole('textbox', { name: STRINGS.ja.editor.text }).fill('123m456p789s22z win:2z peng:777z');
    await expect.element(page.getByRole('status').filter({ hasText: '文字目' })).toBeVisible();
    expect(leftovers(english)).toEqual([]);
  });
});
