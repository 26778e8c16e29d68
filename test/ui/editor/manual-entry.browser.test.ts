// The scoring page's hand entry in real Chromium: the tile editor inside the score calculator,
// scored by the real engine. Expected points are worked out by hand from the rule tables
// (base = fu x 2^(han+2); a non-dealer ron pays 4 x base, rounded up to 100).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../../../src/ui/editor/manual-entry';
import type { ManualEntry } from '../../../src/ui/editor/manual-entry';
import type { RecognisedHand, TileSource } from '../../../src/vision/types';
import { src } from '../tile-source';
import { trySampleHand } from '../sample-hand';
import { openScoringSession } from '../../../src/ui/score/session-persistence';
import { SCORING_SESSION_KEY } from '../../../src/store/scoring-session-store';

let entry: ManualEntry;

beforeEach(async () => {
  entry = document.createElement('manual-entry');
  document.body.append(entry);
  await entry.updateComplete;
});

afterEach(() => {
  document.body.replaceChildren();
});

const score = () => page.getByRole('region', { name: 'Score', exact: true });
const textbox = () => page.getByRole('textbox', { name: 'Hand as text' });
const concealedTiles = () => page.getByRole('group', { name: 'Concealed tiles', exact: true }).getByRole('button');

describe('manual-entry', () => {
  it('opens on an empty state that says what to do, with no hand scored', async () => {
    await expect.element(page.getByRole('heading', { name: 'No hand yet' })).toBeVisible();
    await expect.element(page.getByText('Take or choose a photo of a winning hand, or enter its tiles here.')).toBeVisible();
    expect(score().query()).toBeNull();
    expect(textbox().query()).toBeNull();
  });

  it('starts an empty hand to enter tile by tile', async () => {
    await userEvent.click(page.getByRole('button', { name: 'Enter a hand' }));
    await expect.element(textbox()).toHaveValue('');
    // The button pressed is gone: focus goes on to the editor, not to the page.
    expect(entry.shadowRoot!.activeElement?.localName).toBe('hand-editor');
    // Only the row's add button.
    expect(concealedTiles().all()).toHaveLength(1);
    await userEvent.fill(textbox(), '123m456p789s1122z win:2z dora:1p');
    await expect.element(score()).toHaveTextContent('Total 1,300');
  });

  it('shows the example hand on its button, drawn as tiles, scored: 1 han 40 fu, 1,300', async () => {
    await trySampleHand();
    await expect.element(textbox()).toHaveValue('123m456p789s1122z win:2z dora:1p');
    // 13 concealed tiles and the row's add button.
    expect(concealedTiles().all()).toHaveLength(14);
    await expect.element(score()).toHaveTextContent('1 han · 40 fu');
    await expect.element(score()).toHaveTextContent('Total 1,300');
    // The calculator's own tile fields give way to the editor.
    expect(page.getByRole('textbox', { name: 'Concealed tiles', exact: true }).query()).toBeNull();
  });

  it('scores the hand typed in the editor’s text box, with the situation set in the calculator', async () => {
    await trySampleHand();
    // Dora indicator 1z points at South: the South pung is three dora. Yakuhai 1 + dora 3 = 4 han
    // 40 fu: 40 x 2^6 = 2,560 x 4 = 10,240, over the mangan limit: 8,000.
    await userEvent.fill(textbox(), '123m456p789s1122z win:2z dora:1z');
    await expect.element(score()).toHaveTextContent('Mangan');
    await expect.element(score()).toHaveTextContent('Total 8,000');
    // Ticking riichi keeps the hand: 5 han is still mangan, the hand text unchanged.
    await page.getByRole('checkbox', { name: 'Riichi', exact: true }).click();
    await expect.element(score()).toHaveTextContent('5 han');
    await expect.element(textbox()).toHaveValue('123m456p789s1122z win:2z dora:1z');
  });

  it('keeps the hand and its situation for the next visit, from the page’s storage', async () => {
    const first = openScoringSession(localStorage);
    entry.session = first.session;
    await trySampleHand();
    await userEvent.fill(textbox(), '123m456p789s1122z win:2z dora:1z');
    await page.getByRole('checkbox', { name: 'Riichi', exact: true }).click();
    await page.getByRole('radio', { name: 'Tsumo (self-draw)' }).click();
    await expect.element(score()).toHaveTextContent('Fully Concealed Hand (Menzen tsumo)');
    first.flush();

    // The next visit: a new session read from the storage, in a new page element.
    entry.remove();
    const next = document.createElement('manual-entry');
    next.session = openScoringSession(localStorage).session;
    document.body.append(next);
    await expect.element(textbox()).toHaveValue('123m456p789s1122z win:2z dora:1z');
    await expect.element(page.getByRole('checkbox', { name: 'Riichi', exact: true })).toBeChecked();
    await expect.element(page.getByRole('radio', { name: 'Tsumo (self-draw)' })).toBeChecked();
    await expect.element(score()).toHaveTextContent('Fully Concealed Hand (Menzen tsumo)');
  });

  it('starts the next hand with riichi and the seat reset, the preset kept', async () => {
    await trySampleHand();
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Rule preset' }), 'mahjong-time');
    await page.getByRole('checkbox', { name: 'Riichi', exact: true }).click();
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Seat wind' }), '4z');
    await userEvent.click(page.getByRole('button', { name: 'New hand' }));
    await expect.element(page.getByRole('heading', { name: 'No hand yet' })).toBeVisible();
    // The button pressed is gone: focus goes to the way to start the next hand.
    await expect.poll(() => entry.shadowRoot!.activeElement?.textContent).toBe('Enter a hand');
    await userEvent.click(page.getByRole('button', { name: 'Enter a hand' }));
    await expect.element(page.getByRole('checkbox', { name: 'Riichi', exact: true })).not.toBeChecked();
    await expect.element(page.getByRole('combobox', { name: 'Seat wind' })).toHaveValue('2z');
    await expect.element(page.getByRole('combobox', { name: 'Rule preset' })).toHaveValue('mahjong-time');
  });

  it('says so when the hand kept from the last visit could not be read, and opens empty', async () => {
    localStorage.setItem(SCORING_SESSION_KEY, '{"v":1,"hand":{"concealed":"oops"}}');
    entry.session = openScoringSession(localStorage).session;
    await expect.element(page.getByRole('status')).toHaveTextContent('The hand kept from your last visit could not be read, so it was dropped.');
    await expect.element(page.getByRole('heading', { name: 'No hand yet' })).toBeVisible();
    expect(localStorage.getItem(SCORING_SESSION_KEY)).toBeNull();
  });

  it('scores a recognised hand, and scores it again after a correction in two taps', async () => {
    // Read: 123m 456p 789s 11z 22z + 2z, but the last 1z read at 0.5 as West (3z), East second.
    const sources = [...'123456789'].map((d, i) => src(i, `${d}${'mps'[Math.floor(i / 3)]}` as TileSource['seen'], 0.99));
    const draft: RecognisedHand = {
      concealed: '123m456p789s13222z',
      win_tile: '2z',
      melds: [],
      dora_indicators: ['1p'],
      ura_indicators: [],
      provenance: {
        concealed: [...sources, src(9, '1z', 0.99), src(10, '3z', 0.5, ['1z', 0.45]), src(11, '2z', 0.99), src(12, '2z', 0.99), src(13, '2z', 0.99)],
        win_tile: src(13, '2z', 0.99),
        melds: [],
        dora_indicators: [src(20, '1p', 0.99)],
        ura_indicators: [],
      },
    };
    entry.loadDraft(draft);
    await expect.element(textbox()).toHaveValue('123m456p789s1322z win:2z dora:1p');
    await expect.element(page.getByRole('alert')).toHaveTextContent('Not a complete hand');

    // Correcting the West would change the score: the header says so, and the picker says by how much.
    await expect.element(page.getByText('1 would change the score')).toBeVisible();
    await page.getByRole('button', { name: 'West wind, check' }).click();
    const east = page.getByRole('dialog').getByRole('group', { name: 'Likely instead' }).getByRole('button', { name: 'East wind' });
    await expect.element(east).toHaveAccessibleName('East wind, 45% · +1,300 points');
    await east.click();
    await expect.element(score()).toHaveTextContent('1 han · 40 fu');
    await expect.element(score()).toHaveTextContent('Total 1,300');
  });
});
