// The page's language reaches its elements from the context the page provides on its body
// (src/ui/i18n/locale-context.ts), with no code setting `locale` on them: the header's menu
// changes the words drawn deep inside the parts (the editor and the score's tile pictures inside
// manual entry's calculator, the game view's table, the tiles of the folded calibration's sheet),
// and an element added later speaks the page's language from the start.
import { beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../../../src/ui/main';
import { type Locale, STRINGS } from '../../../src/ui/i18n/strings';
import type { TileImage } from '../../../src/ui/shared/tile-image';
import { trySampleHand } from '../sample-hand';

/** The first match of each selector in turn, each looked for inside the shadow root of the one before. */
function deep(...selectors: string[]): Element | null {
  let found: Element | null = null;
  let root: ParentNode = document;
  for (const selector of selectors) {
    found = root.querySelector(selector);
    if (found === null) return null;
    root = found.shadowRoot ?? found;
  }
  return found;
}

/** The spoken name of a tile picture drawn inside the elements `selectors` lead to. */
const tileNameIn = (...selectors: string[]) => deep(...selectors, 'tile-image', 'svg')?.getAttribute('aria-label');

const game = (locale: Locale) => page.getByRole('region', { name: STRINGS[locale].game.title });

// A laptop-sized page: every part shows at once (on a phone each is a step of its own, app-steps.ts).
beforeAll(async () => {
  await page.viewport(1280, 900);
  await trySampleHand();
});

describe('the language from the page’s context', () => {
  it('reaches the editor, the score, the game’s table and the calibration sheet from the header’s menu', async () => {
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Language' }), 'de');
    const de = STRINGS.de;
    await expect.element(page.getByRole('group', { name: de.editor.places.concealed, exact: true }).getByRole('button', { name: de.tileName('1m') })).toBeVisible();
    await expect.element(page.getByRole('region', { name: 'Wertung', exact: true }).getByRole('img', { name: de.tileName('2z') }).first()).toBeVisible();
    // Folded away, the calibration's sheet is drawn all the same: its first tile is named in German.
    expect(tileNameIn('calibration-view')).toBe(de.tileName('1m'));

    const g = de.game;
    await game('de').getByRole('textbox', { name: g.gameTitle }).fill('Kontext');
    for (const [i, name] of ['Ann', 'Bob', 'Cy', 'Dee'].entries()) await game('de').getByRole('textbox', { name: new RegExp(`^Spieler ${i + 1}`) }).fill(name);
    await game('de').getByRole('button', { name: g.startGame }).click();
    await expect.element(game('de').getByRole('region', { name: g.atTable }).getByText(g.round(de.winds['1z'], 1))).toBeVisible();

    await userEvent.selectOptions(page.getByRole('combobox', { name: de.language }), 'ja');
    const ja = STRINGS.ja;
    await expect.element(game('ja').getByRole('region', { name: ja.game.atTable }).getByText(ja.game.round(ja.winds['1z'], 1))).toBeVisible();
    await expect.element(page.getByRole('group', { name: ja.editor.places.concealed, exact: true }).getByRole('button', { name: ja.tileName('1m') })).toBeVisible();
    await expect.element(page.getByRole('region', { name: '点数', exact: true }).getByRole('img', { name: ja.tileName('2z') }).first()).toBeVisible();
    expect(tileNameIn('calibration-view')).toBe(ja.tileName('1m'));
  });

  it('reaches an element added later, which nothing hands the language to', async () => {
    const tile = document.createElement('tile-image') as TileImage;
    tile.tile = '1z';
    document.querySelector('main')!.append(tile);
    expect(tile.locale).toBe(document.documentElement.lang);
    await expect.element(page.getByRole('img', { name: STRINGS[tile.locale].tileName('1z') }).last()).toBeVisible();
    tile.remove();
  });
});
