// The app's entry point in real Chromium: the page it builds, with the tile editor inside the
// score calculator, and the language menu that switches every word and the page's language.
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../../src/ui/main';

describe('the app page', () => {
  it('mounts manual entry: the tiles drawn, the hand scored', async () => {
    await expect.element(page.getByRole('heading', { name: 'Riichi Lens', level: 1 })).toBeVisible();
    await expect.element(page.getByRole('group', { name: 'Concealed tiles', exact: true })).toBeVisible();
    await expect.element(page.getByRole('region', { name: 'Score', exact: true })).toHaveTextContent('Total 1,300');
  });

  it('switches language from the menu: the page language, the tiles’ names and the score', async () => {
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Language' }), 'Deutsch');
    expect(document.documentElement.lang).toBe('de');
    await expect.element(page.getByRole('combobox', { name: 'Sprache' })).toBeVisible();
    await expect.element(page.getByRole('group', { name: 'Verdeckte Steine', exact: true }).getByRole('button', { name: '1 Zeichen' })).toBeVisible();
    await expect.element(page.getByRole('region', { name: 'Wertung', exact: true })).toHaveTextContent('Gesamt 1.300');

    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Sprache' }), '日本語');
    expect(document.documentElement.lang).toBe('ja');
    await expect.element(page.getByRole('group', { name: '手牌', exact: true }).getByRole('button', { name: '一萬' })).toBeVisible();
    await expect.element(page.getByRole('region', { name: '点数', exact: true })).toHaveTextContent('合計');
  });
});
