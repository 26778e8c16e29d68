// The score card in real Chromium, driven like a user (role-based locators, typing, clicking) and
// checked on the text it renders: in the page's hand entry (the tile editor's text box in the
// calculator, scored through the scoring session), and the calculator alone (its form, labels and
// events). The engine is the real one: every expected number
// below is worked out by hand from the rule tables (base = fu x 2^(han+2); a non-dealer ron pays
// 4 x base, a tsumo 2 x base from the dealer and 1 x base from the others, each rounded up to 100).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { PRESETS, PRESET_NAMES } from '../../../src/engine/index';
import '../../../src/ui/editor/manual-entry';
import '../../../src/ui/score/score-calculator';
import type { ScoreCalculator, SituationChangeDetail } from '../../../src/ui/score/score-calculator';
import { DEFAULT_SITUATION, SAMPLE_HAND, scoreHand } from '../../../src/ui/score/situation';
import { trySampleHand } from '../sample-hand';

let calculator: ScoreCalculator;

// Each test starts on the sample hand in the page's hand entry (a session of its own).
beforeEach(async () => {
  const entry = document.createElement('manual-entry');
  document.body.append(entry);
  await entry.updateComplete;
  await trySampleHand();
  calculator = entry.shadowRoot!.querySelector('score-calculator')!;
});

afterEach(() => {
  document.body.replaceChildren();
});

const handText = () => page.getByRole('textbox', { name: 'Hand as text' });
const score = () => page.getByRole('region', { name: 'Score', exact: true });
const alert = () => page.getByRole('alert');
const yakuList = () => page.getByRole('list', { name: 'Yaku', exact: true });
const minipointList = () => page.getByRole('list', { name: /^Minipoints/ });

/** Types the hand in the editor's text box, as a person would: 13 tiles, then `win:` and the winning tile. */
async function enterHand(concealed: string, winTile: string, more = ''): Promise<void> {
  await userEvent.fill(handText(), `${concealed}${winTile === '' ? '' : ` win:${winTile}`}${more}`);
}

describe('the score card', () => {
  it('scores the sample hand: 1 han 40 fu, the discarder pays 1,300', async () => {
    // 123m 456p 789s 11z + 22z, ron on 2z as South in the East round: the South pung is a yaku.
    // Minipoints: 20 base + 10 concealed ron + 4 (pung of honours, completed on the discard, so
    // open) + 2 (pair of the round wind) = 36 -> 40. 40 x 2^3 = 320, x 4 = 1,280 -> 1,300.
    await expect.element(handText()).toHaveValue('123m456p789s1122z win:2z dora:1p');
    await expect.element(yakuList()).toHaveTextContent(/^Seat Wind Pon, South \(Jikaze nan\)\s*1 han$/);
    await expect.element(score()).toHaveTextContent('1 han · 40 fu');
    await expect.element(score()).toHaveTextContent('Discarder pays 1,300');
    await expect.element(score()).toHaveTextContent('Total 1,300');
    await expect.element(minipointList()).toHaveTextContent(/Base\s*20 fu/);
    await expect.element(minipointList()).toHaveTextContent(/Concealed hand, ron\s*10 fu/);
    await expect.element(minipointList()).toHaveTextContent(/Open pung, terminals or honours\s*4 fu/);
    await expect.element(minipointList()).toHaveTextContent(/Pair of dragons or own\/round wind\s*2 fu/);
    // The reading's set order is the engine's; the pung and the pair must be in it.
    await expect.element(score()).toHaveTextContent(/Hand: [^·]*\b222z\b[^·]*· Wait: either pair \(shanpon\)/);
    expect(alert().query()).toBeNull();
  });

  it('scores a typed closed pinfu hand on ron, then on tsumo when tsumo is chosen', async () => {
    // 234m 567p 234s 678s 55s, waiting on 1s-4s, wins on 4s. No dora (indicator 1p -> 2p).
    await enterHand('234m567p2355s678s', '4s');
    // Ron: Pinfu + Tanyao = 2 han, 20 + 10 = 30 fu. 30 x 2^4 = 480, x 4 = 1,920 -> 2,000.
    await expect.element(score()).toHaveTextContent('2 han · 30 fu');
    await expect.element(score()).toHaveTextContent('Discarder pays 2,000');
    await expect.element(score()).toHaveTextContent('Total 2,000');
    await expect.element(score()).toHaveTextContent('Wait: two-sided (ryanmen)');

    await page.getByRole('radio', { name: /Tsumo/ }).click();
    // Tsumo: + Menzen Tsumo = 3 han; pinfu tsumo has no tsumo minipoints: 20 fu.
    // 20 x 2^5 = 640: the dealer pays 1,280 -> 1,300, each other player 640 -> 700; 2,700 in all.
    await expect.element(yakuList()).toHaveTextContent('Fully Concealed Hand (Menzen tsumo)');
    await expect.element(yakuList()).toHaveTextContent('Pinfu');
    await expect.element(yakuList()).toHaveTextContent('All Simples (Tanyao)');
    await expect.element(score()).toHaveTextContent('3 han · 20 fu');
    await expect.element(score()).toHaveTextContent('Dealer pays 1,300, others 700 each');
    await expect.element(score()).toHaveTextContent('Total 2,700');
    await expect.element(minipointList()).toHaveTextContent(/^Base\s*20 fu$/);
  });

  it('makes the East seat the dealer, who is paid 1,300 by everyone on that tsumo', async () => {
    await enterHand('234m567p2355s678s', '4s');
    await page.getByRole('radio', { name: /Tsumo/ }).click();
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Seat wind' }), 'East');
    await expect.element(page.getByRole('checkbox', { name: 'Dealer', exact: true })).toBeChecked();
    // 640 x 2 = 1,280 -> 1,300 from each of the three others.
    await expect.element(score()).toHaveTextContent('Everyone pays 1,300 each');
    await expect.element(score()).toHaveTextContent('Total 3,900');
  });

  it('adds counters and riichi sticks to the payments and the total', async () => {
    await page.getByRole('checkbox', { name: 'Riichi', exact: true }).click();
    await userEvent.fill(page.getByRole('spinbutton', { name: 'Counters (honba)' }), '2');
    await userEvent.fill(page.getByRole('spinbutton', { name: 'Riichi sticks' }), '1');
    // Riichi + South pung = 2 han 40 fu: 40 x 2^4 = 640, x 4 = 2,560 -> 2,600; +600 for two
    // counters; +1,000 for the stick.
    await expect.element(score()).toHaveTextContent('Discarder pays 3,200');
    await expect.element(score()).toHaveTextContent('Before counters: Discarder pays 2,600');
    await expect.element(score()).toHaveTextContent('Riichi sticks +1,000');
    await expect.element(score()).toHaveTextContent('Total 4,200');
  });

  it('scores an open hand with a called pung, and says what is wrong once it is taken away', async () => {
    await enterHand('123m456p789s2z', '2z', ' pon:777z@1');
    // Red dragon pung: 1 han. 20 + 4 (open pung of honours) + 2 (South pair, own wind) + 2 (pair
    // wait) = 28 -> 30 fu. 30 x 2^3 = 240, x 4 = 960 -> 1,000.
    await expect.element(yakuList()).toHaveTextContent('Dragon Pon, Red (Yakuhai chun)');
    await expect.element(score()).toHaveTextContent('1 han · 30 fu');
    await expect.element(score()).toHaveTextContent('Total 1,000');
    await expect.element(score()).toHaveTextContent(/Hand: [^·]*\[777z\][^·]*· Wait: single tile \(tanki\)/);

    await enterHand('123m456p789s2z', '2z');
    await expect.element(alert()).toHaveTextContent('Concealed tiles: 11 tiles, but a winning hand has 14 (a kong counts as 3)');
  });

  it('splits a Big Three Dragons ron between the discarder and the liable player (rule text 001, 3.3.9)', async () => {
    // 123p + a pair of 5m (won on 5m), the three dragon pungs called. As South, non-dealer: a
    // yakuman on a discard is 32,000, shared equally by the discarder (North) and the player who
    // fed the third dragon pung (West).
    await enterHand('123p5m', '5m', ' pon:555z pon:666z pon:777z');
    await expect.element(yakuList()).toHaveTextContent('Big Three Dragons (Daisangen)');
    await expect.element(score()).toHaveTextContent('Discarder pays 32,000');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Liable player (pao)' }), 'West');
    await expect.element(alert()).toHaveTextContent('say who discarded');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Discarder' }), 'North');
    await expect.element(score()).toHaveTextContent('Discarder pays 16,000, liable player pays 16,000');
    await expect.element(score()).toHaveTextContent('Total 32,000');
  });

  it('shows a face-down tile left in the hand in the alert region, with the field it is about', async () => {
    await enterHand('123m456p789s112z?', '2z');
    await expect.element(alert()).toHaveTextContent('These tiles cannot be read as a hand');
    await expect.element(alert()).toHaveTextContent('Concealed tiles');
    await expect.element(score()).not.toHaveTextContent('Total');
  });

  it('says plainly that a hand without yaku does not score, and scores it once riichi is ticked', async () => {
    // 123m 456m 789p 123s 55s won on 3s: an edge wait and terminals, so no pinfu, no tanyao.
    await enterHand('123m456m789p1255s', '3s');
    await expect.element(alert()).toHaveTextContent('No yaku');
    await expect.element(alert()).toHaveTextContent('Dora and red fives do not count as yaku.');
    await expect.element(score()).not.toHaveTextContent('Total');

    await page.getByRole('checkbox', { name: 'Riichi', exact: true }).click();
    // Riichi alone: 1 han; 20 + 10 (concealed ron) + 2 (edge wait) = 32 -> 40 fu.
    // 40 x 2^3 = 320, x 4 = 1,280 -> 1,300.
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
    await expect.element(yakuList()).toHaveTextContent(/^Riichi\s*1 han$/);
    await expect.element(minipointList()).toHaveTextContent(/Edge wait\s*2 fu/);
    await expect.element(score()).toHaveTextContent('Total 1,300');
  });

  it('reports flags that cannot go together', async () => {
    await page.getByRole('checkbox', { name: 'Ippatsu' }).click();
    await expect.element(alert()).toHaveTextContent('These conditions cannot all apply');
    await expect.element(alert()).toHaveTextContent('ippatsu needs riichi');
  });

  it('marks a yakuman', async () => {
    // Thirteen orphans won on a single wait on the Red dragon, self-drawn by a non-dealer:
    // 8,000 base: the dealer pays 16,000, the others 8,000 each.
    await enterHand('19m19p19s1123456z', '7z');
    await page.getByRole('radio', { name: /Tsumo/ }).click();
    await expect.element(yakuList()).toHaveTextContent(/^Thirteen Orphans \(Kokushi musou\)\s*yakuman\s*13 han$/);
    await expect.element(score()).toHaveTextContent('Yakuman');
    await expect.element(score()).toHaveTextContent('Dealer pays 16,000, others 8,000 each');
    await expect.element(score()).toHaveTextContent('Total 32,000');
  });

  it('scores nagashi mangan with no hand, and follows the rule preset', async () => {
    await userEvent.fill(handText(), '');
    await page.getByRole('checkbox', { name: 'Nagashi mangan' }).click();
    await expect.element(score()).toHaveTextContent('Dealer pays 4,000, others 2,000 each');
    await expect.element(score()).toHaveTextContent('Total 8,000');

    const preset = page.getByRole('combobox', { name: 'Rule preset' });
    await userEvent.selectOptions(preset, PRESETS['ema-2016'].title);
    await expect.element(alert()).toHaveTextContent('nagashi mangan is not played under this preset');
  });
});

describe('score-calculator alone', () => {
  beforeEach(async () => {
    document.body.replaceChildren();
    calculator = document.createElement('score-calculator');
    document.body.append(calculator);
    await calculator.updateComplete;
  });

  it('offers every rule preset by its title, the default selected', async () => {
    const preset = page.getByRole('combobox', { name: 'Rule preset' });
    await expect.element(preset).toHaveValue('ema-2012');
    const options = page.getByRole('option').elements().map((o) => o.textContent?.trim());
    for (const name of PRESET_NAMES) expect(options).toContain(PRESETS[name].title);
  });

  it('gives every form control a label', async () => {
    const controls = [...calculator.shadowRoot!.querySelectorAll('input, select')];
    expect(controls.length).toBeGreaterThan(20);
    const unnamed = controls.filter((c) => !(c as HTMLInputElement).labels?.length && !c.getAttribute('aria-label'));
    expect(unnamed.map((c) => c.outerHTML)).toEqual([]);
  });

  it('shows the hand slotted in, and the result it is given for the situation it is given', async () => {
    const slotted = Object.assign(document.createElement('p'), { slot: 'hand', textContent: 'tiles edited elsewhere' });
    calculator.append(slotted);
    await expect.element(page.getByText('tiles edited elsewhere')).toBeVisible();
    const situation = { ...DEFAULT_SITUATION, win: 'tsumo' } as const;
    calculator.situation = situation;
    calculator.result = scoreHand(SAMPLE_HAND, situation);
    await expect.element(page.getByRole('radio', { name: /Tsumo/ })).toBeChecked();
    // Tsumo: + Menzen Tsumo, 2 han; 20 + 8 (concealed pung of honours) + 2 (pair) + 2 (tsumo) =
    // 32 -> 40 fu; 40 x 2^4 = 640: 1,300 from the dealer and 700 from each other player = 2,700.
    await expect.element(score()).toHaveTextContent('2 han · 40 fu');
    await expect.element(score()).toHaveTextContent('Total 2,700');
  });

  it('fires situation-change with the form after each change, and scores nothing itself', async () => {
    const changes: SituationChangeDetail[] = [];
    calculator.addEventListener('situation-change', (e) => changes.push(e.detail));
    await page.getByRole('radio', { name: /Tsumo/ }).click();
    await page.getByRole('checkbox', { name: 'Riichi', exact: true }).click();
    await userEvent.fill(page.getByRole('spinbutton', { name: 'Counters (honba)' }), '2');
    expect(changes.map((c) => [c.situation.win, c.situation.flags.riichi, c.situation.honba])).toEqual([
      ['tsumo', false, 0],
      ['tsumo', true, 0],
      ['tsumo', true, 2],
    ]);
    expect(score().query()?.textContent ?? '').not.toContain('Total');
  });
});
