// The theme in the app's page (src/ui/theme.ts, src/ui/theme-switch.ts), in real Chromium: the
// header's colour menu switches the page between light and dark, the choice is kept, and the
// main screens pass axe (test/ui/axe.ts runs it in both schemes, colour contrast included): the page
// with its hand scored, the tile picker open, the folded sections open, a game at the table with
// a win recorded and its history, and a game dialog. The tests share the one page and run in order.
import { beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../../../src/ui/main';
import { trySampleHand } from '../sample-hand';
import { THEME_KEY } from '../../../src/ui/shared/theme';
import { expectNoSeriousViolations, seriousViolations } from '../axe';
import { deepQueryAll } from '../keyboard';

const colours = () => page.getByRole('combobox', { name: 'Colours' });
const game = () => page.getByRole('region', { name: 'Game record' });
const bodyBackground = (): string => getComputedStyle(document.body).backgroundColor;
const LIGHT_PAGE = 'rgb(238, 241, 245)';
const DARK_PAGE = 'rgb(17, 20, 25)';

/** Opens every folded section of the page, shadow roots included (tile set, referee mode, stream overlay, standings), so axe sees what they hold. */
async function unfoldAll(): Promise<void> {
  for (const d of deepQueryAll(document, 'details')) (d as HTMLDetailsElement).open = true;
  await new Promise((r) => setTimeout(r, 50));
}

// Every part of the page at once, as on a laptop: this flow goes back and forth between them, which
// on a phone are steps of their own (the steps themselves: test/ui/phone.browser.test.ts).
beforeAll(() => page.viewport(1280, 900));
// The app opens with no hand: these suites score the example, asked for with its button.
beforeAll(trySampleHand);

describe('the theme: light and dark', () => {
  it('starts light here (the test browser prefers light), following the system', async () => {
    await expect.element(page.getByRole('region', { name: 'Score', exact: true })).toHaveTextContent('Total 1,300');
    await expect.element(colours()).toHaveValue('auto');
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
    expect(bodyBackground()).toBe(LIGHT_PAGE);
  });

  it('finds a contrast failure in either scheme when there is one (the check can fail)', async () => {
    // The muted text made as light as the card it sits on, in light only, then in dark only: axe
    // (test/ui/axe.ts runs both) must object, and name the scheme.
    const sheet = new CSSStyleSheet();
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    try {
      sheet.replaceSync(":root[data-theme='light'] { --color-muted: #eeeeee; }");
      expect((await seriousViolations()).map((v) => v.id)).not.toContain('color-contrast');
      await expect(expectNoSeriousViolations()).rejects.toThrow(/\[light\] color-contrast/);
      sheet.replaceSync(":root[data-theme='dark'] { --color-muted: #222222; }");
      await expect(expectNoSeriousViolations()).rejects.toThrow(/\[dark\] color-contrast/);
    } finally {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((x) => x !== sheet);
    }
  });

  it('switches to dark from the header, keeps the choice, and lets it win over the system', async () => {
    await userEvent.selectOptions(colours(), 'dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    expect(bodyBackground()).toBe(DARK_PAGE);
    // Cards inside shadow roots take the dark tokens too.
    const card = document.querySelector('manual-entry')!.shadowRoot!.querySelector('score-calculator')!.shadowRoot!.querySelector('fieldset')!;
    expect(getComputedStyle(card).backgroundColor).toBe('rgb(27, 32, 41)');
    await userEvent.selectOptions(colours(), 'light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(bodyBackground()).toBe(LIGHT_PAGE);
    await userEvent.selectOptions(colours(), 'auto');
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
    expect(localStorage.getItem(THEME_KEY)).toBeNull();
  });

  it('names the menu and its choices in German and Japanese', async () => {
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Language' }), 'de');
    await expect.element(page.getByRole('combobox', { name: 'Farben' })).toBeVisible();
    await expect.element(page.getByRole('option', { name: 'Dunkel' })).toBeInTheDocument();
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Sprache' }), 'ja');
    await expect.element(page.getByRole('combobox', { name: '配色' })).toBeVisible();
    await expect.element(page.getByRole('option', { name: 'ダーク' })).toBeInTheDocument();
    await userEvent.selectOptions(page.getByRole('combobox', { name: '言語' }), 'en');
  });

  // expectNoSeriousViolations (test/ui/axe.ts) runs axe in the light scheme and in the dark one.
  it('passes axe in both schemes on the page with its hand scored and every section unfolded', async () => {
    await expectNoSeriousViolations();
    await unfoldAll();
    await expectNoSeriousViolations();
  });

  it('passes axe in both schemes with a tile picker open', async () => {
    await page.getByRole('group', { name: 'Dora indicators', exact: true }).getByRole('button').first().click();
    await expect.element(page.getByRole('dialog', { name: /^Change / })).toBeVisible();
    await expectNoSeriousViolations();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog', { name: /^Change / })).not.toBeInTheDocument();
  });

  it('passes axe in both schemes with a game at the table, a win recorded and its history', async () => {
    await game().getByRole('textbox', { name: 'Name of the game' }).fill(`Theme ${Date.now()}`);
    for (const [i, name] of ['Ann', 'Bob', 'Cy', 'Dee'].entries()) await game().getByRole('textbox', { name: `Player ${i + 1}` }).fill(name);
    await game().getByRole('button', { name: 'Start the game' }).click();
    await expect.element(game().getByText('East 1')).toBeVisible();
    await game().getByRole('button', { name: 'Riichi: Ann' }).click();
    const record = page.getByRole('region', { name: 'Record in the game' });
    await record.getByRole('button', { name: /^Ron from/ }).first().click();
    await expect.element(record.getByRole('status')).toHaveTextContent('Recorded in the game.');
    await unfoldAll();
    await expectNoSeriousViolations();
  });

  it('passes axe in both schemes with a game dialog open', async () => {
    await game().getByRole('button', { name: 'Win…', exact: true }).click();
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations();
    await userEvent.keyboard('{Escape}');
  });
});
