// The app's entry point in real Chromium: the page it builds, opening on what to do rather than a
// sample hand, with the tile editor inside the score calculator, the hand kept across a reload
// (a phone discarding the tab), and the language menu that switches every word and the page's language.
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../../src/ui/main';
import { SCORING_SESSION_KEY } from '../../src/store/scoring-session-store';
import { openScoringSession } from '../../src/ui/score/session-persistence';
import { trySampleHand } from './sample-hand';
import { openStep } from './steps';

const score = () => page.getByRole('region', { name: 'Score', exact: true });
const textbox = () => page.getByRole('textbox', { name: 'Hand as text' });

describe('the app page', () => {
  it('opens on what to do, with no sample hand scored and nothing to record', async () => {
    await expect.element(page.getByRole('heading', { name: 'Riichi Lens', level: 1 })).toBeVisible();
    // On a phone (the default 414 px here) it opens on reading a hand; what to do is the next step.
    await expect.element(page.getByRole('tab', { name: 'Read', exact: true })).toHaveAttribute('aria-selected', 'true');
    await openStep('Check & score');
    await expect.element(page.getByRole('heading', { name: 'No hand yet' })).toBeVisible();
    await expect.element(page.getByText('Take or choose a photo of a winning hand, or enter its tiles here.')).toBeVisible();
    expect(score().query()).toBeNull();
    expect(page.getByRole('button', { name: /^Ron from/ }).query()).toBeNull();
  });

  it('mounts manual entry on asking for the sample: the tiles drawn, the hand scored', async () => {
    await trySampleHand();
    await expect.element(page.getByRole('group', { name: 'Concealed tiles', exact: true })).toBeVisible();
    await expect.element(score()).toHaveTextContent('Total 1,300');
  });

  it('keeps the corrected hand when the page is hidden, and a reload comes back to it', async () => {
    // Dora indicator 1z: the South pung is three dora, 4 han: mangan.
    await userEvent.fill(textbox(), '123m456p789s1122z win:2z dora:1z');
    await page.getByRole('checkbox', { name: 'Riichi', exact: true }).click();
    await expect.element(score()).toHaveTextContent('Total 8,000');
    // A phone hides the page before it discards the tab: the session is written at once.
    dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(localStorage.getItem(SCORING_SESSION_KEY)).toContain('"riichi":true');

    // The reload: the page's elements made again, on the session read back from the storage.
    const old = document.querySelector('manual-entry')!;
    const again = document.createElement('manual-entry');
    again.session = openScoringSession(localStorage).session;
    old.replaceWith(again);
    await expect.element(textbox()).toHaveValue('123m456p789s1122z win:2z dora:1z');
    await expect.element(page.getByRole('checkbox', { name: 'Riichi', exact: true })).toBeChecked();
    await expect.element(score()).toHaveTextContent('Total 8,000');
    again.replaceWith(old);
  });

  it('switches language from the menu: the page language, the tiles’ names and the score', async () => {
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Language' }), 'Deutsch');
    expect(document.documentElement.lang).toBe('de');
    await expect.element(page.getByRole('combobox', { name: 'Sprache' })).toBeVisible();
    await expect.element(page.getByRole('group', { name: 'Verdeckte Steine', exact: true }).getByRole('button', { name: '1 Zeichen' })).toBeVisible();
    await expect.element(page.getByRole('region', { name: 'Wertung', exact: true })).toHaveTextContent('Gesamt 8.000');
    await userEvent.click(page.getByRole('button', { name: 'Neue Hand' }));
    await expect.element(page.getByRole('heading', { name: 'Noch keine Hand' })).toBeVisible();

    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Sprache' }), '日本語');
    expect(document.documentElement.lang).toBe('ja');
    await expect.element(page.getByRole('heading', { name: 'まだ手牌がありません' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '例の手牌を試す' }));
    await expect.element(page.getByRole('group', { name: '手牌', exact: true }).getByRole('button', { name: '一萬' })).toBeVisible();
    await expect.element(page.getByRole('region', { name: '点数', exact: true })).toHaveTextContent('合計');
  });
});
