// The hand editor in real Chromium, driven like a person (role-based locators, clicks, keys,
// typing) and checked on what it shows and on the hand it hands to its parent. The hand comes
// from a recogniser draft written out here, with the confidences a photo might give.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { EMPTY_DRAFT, draftFromReading, handInputOf } from '../../../src/vision/hand-draft';
import { formatTileRun } from '../../../src/vision/tile-text';
import '../../../src/ui/editor/hand-editor';
import type { HandChangeDetail, HandEditor } from '../../../src/ui/editor/hand-editor';
import { STRINGS } from '../../../src/ui/i18n/strings';
import { doubtedDraft, src } from '../tile-source';
import { inLocale } from '../in-locale';

/** The concealed row of a changed hand, winning tile apart, as mpsz. */
const row = (d: HandChangeDetail): string => formatTileRun(d.hand.concealed.map((t) => t.tile));

let editor: HandEditor;
let changes: HandChangeDetail[];

beforeEach(async () => {
  editor = document.createElement('hand-editor');
  editor.hand = draftFromReading(doubtedDraft());
  changes = [];
  editor.addEventListener('hand-change', (e) => changes.push(e.detail));
  document.body.append(editor);
  await editor.updateComplete;
});

afterEach(() => {
  document.body.replaceChildren();
});

const group = (name: string) => page.getByRole('group', { name, exact: true });
const tileButtons = (name: string) => group(name).getByRole('button').elements().filter((b) => b.classList.contains('tile'));
const names = (els: readonly Element[]) => els.map((e) => e.getAttribute('aria-label'));
const dialog = () => page.getByRole('dialog');
/** The letter `<tile-image>` puts on a red five, inside the tile button. */
const redMark = (button: Element) => button.querySelector('tile-image')!.shadowRoot!.querySelector<HTMLElement>('.red')!;
const textbox = () => page.getByRole('textbox', { name: 'Hand as text' });

describe('hand-editor: the recognised hand', () => {
  it('lays the tiles out as on the table, each named after its tile, the uncertain ones marked', async () => {
    expect(names(tileButtons('Concealed tiles'))).toEqual([
      ...['4 circles', '5 circles, check', '6 circles', '7 bamboo', '8 bamboo', '9 bamboo, check'],
      ...['East wind', 'East wind', 'South wind', 'South wind'],
    ]);
    expect(names(tileButtons('Winning tile'))).toEqual(['South wind, check']);
    expect(names(tileButtons('Meld 1: Pon (pung)'))).toEqual(['Red dragon', 'Red dragon', 'Red dragon']);
    expect(names(tileButtons('Dora indicators'))).toEqual(['red 5 circles']);
    await expect.element(page.getByText('3 tiles to check')).toBeVisible();
    await expect.element(page.getByText('14 of 14 tiles (a kong counts 3)')).toBeVisible();
  });

  it('marks uncertain tiles with an outline and a "?" mark, not by colour alone', async () => {
    const [uncertain] = tileButtons('Concealed tiles').filter((b) => b.getAttribute('aria-label') === '5 circles, check');
    const [sure] = tileButtons('Concealed tiles').filter((b) => b.getAttribute('aria-label') === '4 circles');
    expect(uncertain!.textContent?.trim()).toBe('?');
    expect(getComputedStyle(uncertain!).borderStyle).toBe('dashed');
    expect(sure!.textContent?.trim()).toBe('');
    expect(getComputedStyle(sure!).borderStyle).not.toBe('dashed');
    expect(uncertain!.getAttribute('title')).toBe('read at 45%');
  });

  it('marks a red five with a letter as well as its colour', async () => {
    const [red] = tileButtons('Dora indicators');
    await expect.element(redMark(red!)).toBeVisible();
    expect(redMark(red!).textContent).toBe('R');
    expect(redMark(tileButtons('Concealed tiles')[1]!)).toBeNull();
  });

  it('lays the called tile of a meld sideways', async () => {
    const rotations = tileButtons('Meld 1: Pon (pung)').map((b) => b.querySelector('tile-image')!.rotation);
    expect(rotations).toEqual([0, 90, 0]);
    const [upright, sideways] = tileButtons('Meld 1: Pon (pung)').map((b) => b.getBoundingClientRect());
    expect(sideways!.width).toBeGreaterThan(upright!.width);
  });
});

describe('hand-editor: correcting a tile', () => {
  it('corrects a tile in two taps through its alternatives, and tells the parent', async () => {
    await page.getByRole('button', { name: '5 circles, check' }).click();
    await expect.element(dialog()).toHaveAccessibleName('Change 5 circles');
    const likely = dialog().getByRole('group', { name: 'Likely instead' });
    // Best first, each with how likely the recogniser thought it, seen and heard.
    expect(names(likely.getByRole('button').elements())).toEqual(['6 circles, 30%', '4 circles, 20%']);
    await expect.element(likely.getByText('30%')).toBeVisible();
    await likely.getByRole('button', { name: '6 circles' }).click();

    await expect.element(dialog()).not.toBeInTheDocument();
    expect(names(tileButtons('Concealed tiles')).slice(0, 3)).toEqual(['4 circles', '6 circles', '6 circles']);
    await expect.element(page.getByText('2 tiles to check')).toBeVisible();
    expect(changes).toHaveLength(1);
    expect(row(changes[0]!)).toBe('466p789s1122z');
    expect(handInputOf(changes[0]!.hand).concealed).toBe('466p789s11222z');
    expect(changes[0]!.hand.concealed[1]).toMatchObject({ tile: '6p', confirmed: true });
    // Focus goes back to the corrected tile.
    expect(editor.shadowRoot!.activeElement?.getAttribute('aria-label')).toBe('6 circles');
  });

  it('says in the picker\'s header how likely the tile shown was read, agreeing with the options', async () => {
    // The 5p as a red five at 0.68 by the reader, a plain 5p at 0.2: the hand holds the plain one.
    const draft = doubtedDraft();
    const concealed = [...draft.provenance.concealed];
    concealed[1] = src(4, '0p', 0.68, ['5p', 0.2]);
    editor.hand = draftFromReading({ ...draft, provenance: { ...draft.provenance, concealed } });
    await editor.updateComplete;
    const five = tileButtons('Concealed tiles')[1]!;
    expect(five.getAttribute('title')).toBe('read at 20%');
    (five as HTMLElement).click();
    await expect.element(dialog()).toHaveAccessibleName('Change 5 circles');
    await expect.element(dialog().getByText('(read at 20%)')).toBeVisible();
    expect(names(dialog().getByRole('group', { name: 'Likely instead' }).getByRole('button').elements())).toEqual(['red 5 circles, 68%']);
  });

  it('gives no likelihood in the header for a tile the reader never offered', async () => {
    await page.getByRole('button', { name: '5 circles, check' }).click();
    await dialog().getByRole('group', { name: 'All tiles' }).getByRole('button', { name: '9 circles' }).click();
    const nine = tileButtons('Concealed tiles')[1]!;
    expect(nine.getAttribute('aria-label')).toBe('9 circles');
    expect(nine.getAttribute('title')).toBe('');
    (nine as HTMLElement).click();
    await expect.element(dialog()).toHaveAccessibleName('Change 9 circles');
    expect(dialog().element().querySelector('.panel-title')!.textContent).toBe('Change 9 circles');
    // The reader's own reading is offered, with its likelihood.
    expect(names(dialog().getByRole('group', { name: 'Likely instead' }).getByRole('button').elements())[0]).toBe('5 circles, 45%');
  });

  it('offers every tile after the alternatives: 34 kinds, three red fives and a back', async () => {
    await page.getByRole('button', { name: '9 bamboo, check' }).click();
    const all = dialog().getByRole('group', { name: 'All tiles' }).getByRole('button').elements();
    expect(all).toHaveLength(38);
    expect(names(all).slice(-4)).toEqual(['red 5 characters', 'red 5 circles', 'red 5 bamboo', 'Face-down tile']);
    await dialog().getByRole('group', { name: 'All tiles' }).getByRole('button', { name: 'red 5 bamboo' }).click();
    expect(names(tileButtons('Concealed tiles'))[5]).toBe('red 5 bamboo');
    expect(row(changes.at(-1)!)).toBe('456p780s1122z');
  });

  it('is driven by keyboard alone: Enter opens, Tab reaches the palette, arrows move, Enter picks, Escape closes', async () => {
    // From before the editor, Tab reaches every control in table order: clear, the ura row's
    // add button, the dora tile and add button, then the concealed tiles.
    document.body.prepend(Object.assign(document.createElement('button'), { textContent: 'before' }));
    page.getByRole('button', { name: 'before' }).element().focus();
    const stops: (string | null | undefined)[] = [];
    for (let i = 0; i < 5; i++) {
      await userEvent.tab();
      const el = editor.shadowRoot!.activeElement;
      stops.push(el?.getAttribute('aria-label') ?? el?.textContent?.trim());
    }
    expect(stops).toEqual(['Clear all tiles', 'Add a tile to Ura-dora indicators', 'red 5 circles', 'Add a tile to Dora indicators', '4 circles']);

    await userEvent.keyboard('{Enter}');
    await expect.element(dialog()).toHaveAccessibleName('Change 4 circles');
    // No alternatives for a sure tile: focus is on the first tile of the full palette, 1m.
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(names(tileButtons('Concealed tiles'))[0]).toBe('2 circles');
    expect(row(changes.at(-1)!)).toBe('256p789s1122z');

    // The alternatives come first in the tab order, the full palette is the next stop.
    await page.getByRole('button', { name: '5 circles, check' }).click();
    await userEvent.keyboard('{ArrowRight}');
    const palette = editor.shadowRoot!.querySelectorAll('tile-palette');
    expect(palette[0]!.shadowRoot!.activeElement?.getAttribute('aria-label')).toBe('4 circles, 20%');
    // Tab leaves the alternatives (one stop) for the full palette.
    await userEvent.tab();
    expect(palette[1]!.shadowRoot!.activeElement?.getAttribute('aria-label')).toBe('1 characters');
    await userEvent.keyboard('{End}');
    expect(palette[1]!.shadowRoot!.activeElement?.getAttribute('aria-label')).toBe('Face-down tile');
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(editor.shadowRoot!.activeElement?.getAttribute('aria-label')).toBe('5 circles, check');
    expect(changes).toHaveLength(1);
  });

  it('keeps a tile as read, which clears its mark', async () => {
    await page.getByRole('button', { name: 'South wind, check' }).click();
    await dialog().getByRole('button', { name: 'Keep' }).click();
    expect(names(tileButtons('Winning tile'))).toEqual(['South wind']);
    expect(changes.at(-1)!.hand.win).toMatchObject({ tile: '2z', confirmed: true });
  });

  it('moves, removes, and makes a tile the winning tile', async () => {
    await page.getByRole('button', { name: '4 circles' }).click();
    await dialog().getByRole('button', { name: 'Move right' }).click();
    expect(names(tileButtons('Concealed tiles')).slice(0, 2)).toEqual(['5 circles, check', '4 circles']);
    await dialog().getByRole('button', { name: 'Move left' }).click();
    expect(names(tileButtons('Concealed tiles')).slice(0, 2)).toEqual(['4 circles', '5 circles, check']);
    await expect.element(dialog().getByRole('button', { name: 'Move left' })).toBeDisabled();
    await dialog().getByRole('button', { name: 'Make winning tile' }).click();
    expect(names(tileButtons('Winning tile'))).toEqual(['4 circles']);
    expect(names(tileButtons('Concealed tiles'))[0]).toBe('South wind, check');
    expect(row(changes.at(-1)!)).toBe('2z56p789s1122z');
    expect(changes.at(-1)!.hand.win?.tile).toBe('4p');

    await page.getByRole('button', { name: '6 circles' }).click();
    await dialog().getByRole('button', { name: 'Remove' }).click();
    expect(tileButtons('Concealed tiles')).toHaveLength(9);
    await expect.element(page.getByText('13 of 14 tiles (a kong counts 3)')).toBeVisible();
  });
});

describe('hand-editor: the text box', () => {
  it('shows the hand as text, and follows every edit of the tiles', async () => {
    await expect.element(textbox()).toHaveValue('456p789s1122z win:2z pon:777z@1 dora:0p');
    await page.getByRole('button', { name: '5 circles, check' }).click();
    await dialog().getByRole('group', { name: 'Likely instead' }).getByRole('button', { name: '6 circles' }).click();
    await expect.element(textbox()).toHaveValue('466p789s1122z win:2z pon:777z@1 dora:0p');
  });

  it('redraws the tiles from valid text, keeping what recognition said about unchanged tiles', async () => {
    await userEvent.fill(textbox(), '456p789s1122z win:2z chow:0s67s@2 dora:0p ura:9m');
    expect(names(tileButtons('Meld 1: Chi (chow)'))).toEqual(['red 5 bamboo', '6 bamboo', '7 bamboo']);
    expect(tileButtons('Meld 1: Chi (chow)').map((b) => b.querySelector('tile-image')!.rotation)).toEqual([0, 0, 90]);
    expect(names(tileButtons('Ura-dora indicators'))).toEqual(['9 characters']);
    // The 5p is still the 5p read at 0.45: still marked.
    expect(names(tileButtons('Concealed tiles'))[1]).toBe('5 circles, check');
    expect(handInputOf(changes.at(-1)!.hand)).toEqual({
      concealed: '456p789s11222z',
      win_tile: '2z',
      melds: [{ type: 'chi', tiles: '067s', called_index: 2 }],
      dora_indicators: ['0p'],
      ura_indicators: ['9m'],
    });
    // The text stays as typed (pung/chow spellings are not rewritten under the cursor).
    await expect.element(textbox()).toHaveValue('456p789s1122z win:2z chow:0s67s@2 dora:0p ura:9m');
  });

  it('shows why invalid text cannot be read and keeps the last good hand', async () => {
    const before = changes.length;
    await userEvent.fill(textbox(), '456p789s1122x win:2z');
    await expect.element(page.getByRole('status').filter({ hasText: 'Not read' })).toHaveTextContent(
      'Not read at character 13: “456p789s1122x”: a suit letter is m, p, s or z. The tiles show the last hand that could be read.',
    );
    await expect.element(textbox()).toHaveAttribute('aria-invalid', 'true');
    expect(names(tileButtons('Concealed tiles'))).toHaveLength(10);
    expect(names(tileButtons('Meld 1: Pon (pung)'))).toHaveLength(3);
    expect(changes).toHaveLength(before);

    // Fixing the text clears the message and takes the hand.
    await userEvent.fill(textbox(), '456p789s1122z win:3z');
    await expect.element(textbox()).toHaveAttribute('aria-invalid', 'false');
    expect(names(tileButtons('Winning tile'))).toEqual(['West wind']);
    expect(group('Meld 1: Pon (pung)').query()).toBeNull();
  });
});

describe('hand-editor: entering a hand from nothing', () => {
  it('builds a hand with the palette: tiles, winning tile, a chow called on its third tile, a dora', async () => {
    await page.getByRole('button', { name: 'Clear all tiles' }).click();
    expect(changes.at(-1)!.hand).toEqual(EMPTY_DRAFT);
    await expect.element(textbox()).toHaveValue('');

    await page.getByRole('button', { name: 'Add a tile to Concealed tiles' }).click();
    await expect.element(dialog()).toHaveAccessibleName('Adding to Concealed tiles: pick tiles');
    const all = dialog().getByRole('group', { name: 'All tiles' });
    for (const name of ['1 characters', '2 characters', '3 characters', 'red 5 circles', 'East wind']) await all.getByRole('button', { name }).click();
    await dialog().getByRole('button', { name: 'Done' }).click();
    expect(names(tileButtons('Concealed tiles'))).toEqual(['1 characters', '2 characters', '3 characters', 'red 5 circles', 'East wind']);

    await page.getByRole('button', { name: 'Choose the winning tile' }).click();
    await dialog().getByRole('group', { name: 'All tiles' }).getByRole('button', { name: 'East wind' }).click();
    expect(names(tileButtons('Winning tile'))).toEqual(['East wind']);

    await userEvent.selectOptions(page.getByRole('combobox', { name: 'New meld: Type' }), 'chi');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'New meld: Called tile (sideways)' }), 'Tile 3 from the left');
    await page.getByRole('button', { name: 'Add meld' }).click();
    await expect.element(dialog()).toHaveAccessibleName("New Chi (chow): pick its tile (a chow's lowest)");
    // A chow cannot start on 8: the builder says so and waits for another tile.
    await dialog().getByRole('group', { name: 'All tiles' }).getByRole('button', { name: '8 bamboo' }).click();
    await expect.element(dialog().getByRole('status')).toHaveTextContent('A chow is three numbers in a row');
    await dialog().getByRole('group', { name: 'All tiles' }).getByRole('button', { name: '4 bamboo' }).click();
    expect(names(tileButtons('Meld 1: Chi (chow)'))).toEqual(['4 bamboo', '5 bamboo', '6 bamboo']);
    expect(tileButtons('Meld 1: Chi (chow)').map((b) => b.querySelector('tile-image')!.rotation)).toEqual([0, 0, 90]);

    await page.getByRole('button', { name: 'Add a tile to Dora indicators' }).click();
    await dialog().getByRole('group', { name: 'All tiles' }).getByRole('button', { name: '9 bamboo' }).click();
    await dialog().getByRole('button', { name: 'Done' }).click();

    await expect.element(textbox()).toHaveValue('123m0p1z win:1z chi:456s@2 dora:9s');
    expect(handInputOf(changes.at(-1)!.hand)).toMatchObject({ concealed: '123m0p11z', win_tile: '1z', melds: [{ type: 'chi', tiles: '456s' }], dora_indicators: ['9s'], ura_indicators: [] });
  });

  it('changes a meld: a pung made an open kong gets its fourth tile; a concealed kong shows its outer tiles face down', async () => {
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Meld 1 type' }), 'kan');
    expect(names(tileButtons('Meld 1: Kan (open kong)'))).toEqual(['Red dragon', 'Red dragon', 'Red dragon', 'Red dragon']);
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Meld 1: Kan (open kong): Called tile (sideways)' }), 'Tile 4 from the left');
    expect(tileButtons('Meld 1: Kan (open kong)').map((b) => b.querySelector('tile-image')!.rotation)).toEqual([0, 0, 0, 90]);
    expect(handInputOf(changes.at(-1)!.hand).melds).toEqual([{ type: 'kan', tiles: '7777z', called_index: 3 }]);

    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Meld 1 type' }), 'ankan');
    const kong = tileButtons('Meld 1: Ankan (concealed kong)');
    // Named by their tile, drawn as they lie: backs outside, faces inside, none sideways.
    expect(names(kong)).toEqual(['Red dragon', 'Red dragon', 'Red dragon', 'Red dragon']);
    expect(kong.map((b) => b.querySelector('tile-image')!.tile)).toEqual(['back', '7z', '7z', 'back']);
    expect(kong.map((b) => b.querySelector('tile-image')!.rotation)).toEqual([0, 0, 0, 0]);
    expect(page.getByRole('combobox', { name: /Called tile/ }).all()).toHaveLength(1);

    await page.getByRole('button', { name: 'Remove meld 1' }).click();
    expect(handInputOf(changes.at(-1)!.hand).melds).toEqual([]);
  });

  it('stacks an added kong’s added tile on its called tile, both sideways', async () => {
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Meld 1 type' }), 'shouminkan');
    const kong = group('Meld 1: Shouminkan (added kong)');
    const tilesShown = kong.getByRole('button').elements();
    expect(tilesShown).toHaveLength(4);
    const [left, top, bottom, right] = tilesShown.map((b) => b.getBoundingClientRect());
    // Called position 1 kept from the pung: the second column holds two sideways tiles, one above the other.
    expect(top!.bottom).toBeLessThanOrEqual(bottom!.top + 1);
    expect(Math.abs(top!.left - bottom!.left)).toBeLessThan(2);
    expect(bottom!.left).toBeGreaterThan(left!.right - 1);
    expect(right!.left).toBeGreaterThan(bottom!.right - 1);
    expect(tilesShown.map((b) => b.querySelector('tile-image')!.rotation)).toEqual([0, 90, 90, 0]);
  });
});

describe('hand-editor: other languages', () => {
  it.each([
    ['de', ['4 Kreise', '5 Kreise, prüfen', '6 Kreise'], 'rote 5 Kreise', 'Südwind, prüfen', 'R', '5 Kreise ändern', 'Wahrscheinlich stattdessen'],
    ['ja', ['四筒', '五筒（要確認）', '六筒'], '赤五筒', '南（要確認）', '赤', '五筒を変更', '候補'],
  ] as const)('names the tiles and the controls in %s', async (locale, first, dora, win, red, change, likely) => {
    document.body.append(inLocale(locale, editor));
    await editor.updateComplete;
    const e = STRINGS[locale].editor;
    expect(names(tileButtons(e.places.concealed)).slice(0, 3)).toEqual(first);
    expect(names(tileButtons(e.places.dora))).toEqual([dora]);
    expect(redMark(tileButtons(e.places.dora)[0]!).textContent).toBe(red);
    expect(names(tileButtons(e.places.win))).toEqual([win]);
    await page.getByRole('button', { name: first[1] }).click();
    await expect.element(dialog()).toHaveAccessibleName(change);
    const alternatives = dialog().getByRole('group', { name: likely });
    expect(alternatives.getByRole('button').all()).toHaveLength(2);
    await expect.element(page.getByRole('textbox', { name: e.text })).toBeVisible();
  });
});
