// The manual score calculator in real Chromium, driven like a user (role-based locators, typing,
// clicking) and checked on the text it renders. The engine is the real one: every expected number
// below is worked out by hand from the rule tables (base = fu x 2^(han+2); a non-dealer ron pays
// 4 x base, a tsumo 2 x base from the dealer and 1 x base from the others, each rounded up to 100).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { PRESETS, PRESET_NAMES } from '../../../src/engine/index';
import '../../../src/ui/score/score-calculator';
import type { ScoreCalculator } from '../../../src/ui/score/score-calculator';

let calculator: ScoreCalculator;

beforeEach(async () => {
  calculator = document.createElement('score-calculator');
  document.body.append(calculator);
  await calculator.updateComplete;
});

afterEach(() => {
  document.body.replaceChildren();
});

const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
const score = () => page.getByRole('region', { name: 'Score', exact: true });
const alert = () => page.getByRole('alert');
const yakuList = () => page.getByRole('list', { name: 'Yaku', exact: true });
const minipointList = () => page.getByRole('list', { name: /^Minipoints/ });

async function enterHand(concealed: string, winTile: string): Promise<void> {
  await userEvent.fill(textbox('Concealed tiles'), concealed);
  await userEvent.fill(textbox('Winning tile'), winTile);
}

describe('score-calculator', () => {
  it('opens with the example hand already scored: 1 han 40 fu, the discarder pays 1,300', async () => {
    // 123m 456p 789s 11z + 22z, ron on 2z as South in the East round: the South pung is a yaku.
    // Minipoints: 20 base + 10 concealed ron + 4 (pung of honours, completed on the discard, so
    // open) + 2 (pair of the round wind) = 36 -> 40. 40 x 2^3 = 320, x 4 = 1,280 -> 1,300.
    await expect.element(textbox('Concealed tiles')).toHaveValue('123m456p789s11222z');
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
    await enterHand('234m567p23455s678s', '4s');
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
    await enterHand('234m567p23455s678s', '4s');
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

  it('scores an open hand with a pung meld added in its own row, and drops it again', async () => {
    await userEvent.fill(textbox('Concealed tiles'), '123m456p789s22z');
    await page.getByRole('button', { name: 'Add meld' }).click();
    await expect.element(page.getByRole('combobox', { name: 'Meld 1 type' })).toHaveValue('pon');
    await userEvent.fill(textbox('Meld 1 tiles'), '777z');
    // Red dragon pung: 1 han. 20 + 4 (open pung of honours) + 2 (South pair, own wind) + 2 (pair
    // wait) = 28 -> 30 fu. 30 x 2^3 = 240, x 4 = 960 -> 1,000.
    await expect.element(yakuList()).toHaveTextContent('Dragon Pon, Red (Yakuhai chun)');
    await expect.element(score()).toHaveTextContent('1 han · 30 fu');
    await expect.element(score()).toHaveTextContent('Total 1,000');
    await expect.element(score()).toHaveTextContent(/Hand: [^·]*\[777z\][^·]*· Wait: single tile \(tanki\)/);

    await page.getByRole('button', { name: 'Remove meld 1' }).click();
    await expect.element(alert()).toHaveTextContent('Concealed tiles: 11 tiles, but a winning hand has 14 (a kong counts as 3)');
  });

  it('splits a Big Three Dragons ron between the discarder and the liable player (rule text 001, 3.3.9)', async () => {
    // 123p + a pair of 5m (won on 5m), the three dragon pungs called. As South, non-dealer: a
    // yakuman on a discard is 32,000, shared equally by the discarder (North) and the player who
    // fed the third dragon pung (West).
    await enterHand('123p5m', '5m');
    for (const [i, tiles] of ['555z', '666z', '777z'].entries()) {
      await page.getByRole('button', { name: 'Add meld' }).click();
      await userEvent.fill(textbox(`Meld ${i + 1} tiles`), tiles);
    }
    await expect.element(yakuList()).toHaveTextContent('Big Three Dragons (Daisangen)');
    await expect.element(score()).toHaveTextContent('Discarder pays 32,000');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Liable player (pao)' }), 'West');
    await expect.element(alert()).toHaveTextContent('say who discarded');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Discarder' }), 'North');
    await expect.element(score()).toHaveTextContent('Discarder pays 16,000, liable player pays 16,000');
    await expect.element(score()).toHaveTextContent('Total 32,000');
  });

  it('shows an invalid notation in the alert region, with the field it is about', async () => {
    await userEvent.fill(textbox('Concealed tiles'), '123x');
    await expect.element(alert()).toHaveTextContent('These tiles cannot be read as a hand');
    await expect.element(alert()).toHaveTextContent('Concealed tiles: “123x”: a suit letter is m, p, s or z');
    await expect.element(score()).not.toHaveTextContent('Total');

    await userEvent.fill(textbox('Dora indicators'), '1q');
    await expect.element(alert()).toHaveTextContent('Dora indicators (1): “1q”: a suit letter is m, p, s or z');
  });

  it('says plainly that a hand without yaku does not score, and scores it once riichi is ticked', async () => {
    // 123m 456m 789p 123s 55s won on 3s: an edge wait and terminals, so no pinfu, no tanyao.
    await enterHand('123m456m789p12355s', '3s');
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
    await enterHand('19m19p19s11234567z', '7z');
    await page.getByRole('radio', { name: /Tsumo/ }).click();
    await expect.element(yakuList()).toHaveTextContent(/^Thirteen Orphans \(Kokushi musou\)\s*yakuman\s*13 han$/);
    await expect.element(score()).toHaveTextContent('Yakuman');
    await expect.element(score()).toHaveTextContent('Dealer pays 16,000, others 8,000 each');
    await expect.element(score()).toHaveTextContent('Total 32,000');
  });

  it('scores nagashi mangan with no hand, and follows the rule preset', async () => {
    await enterHand('', '');
    await page.getByRole('checkbox', { name: 'Nagashi mangan' }).click();
    await expect.element(score()).toHaveTextContent('Dealer pays 4,000, others 2,000 each');
    await expect.element(score()).toHaveTextContent('Total 8,000');

    const preset = page.getByRole('combobox', { name: 'Rule preset' });
    await userEvent.selectOptions(preset, PRESETS['ema-2016'].title);
    await expect.element(alert()).toHaveTextContent('nagashi mangan is not played under this preset');
  });

  it('offers every rule preset by its title, the default selected', async () => {
    const preset = page.getByRole('combobox', { name: 'Rule preset' });
    await expect.element(preset).toHaveValue('ema-2012');
    const options = page.getByRole('option').elements().map((o) => o.textContent?.trim());
    for (const name of PRESET_NAMES) expect(options).toContain(PRESETS[name].title);
  });

  it('gives every form control a label', async () => {
    await page.getByRole('button', { name: 'Add meld' }).click();
    const controls = [...calculator.shadowRoot!.querySelectorAll('input, select')];
    expect(controls.length).toBeGreaterThan(20);
    const unnamed = controls.filter((c) => !(c as HTMLInputElement).labels?.length && !c.getAttribute('aria-label'));
    expect(unnamed.map((c) => c.outerHTML)).toEqual([]);
  });

  it('with external-hand, shows what is slotted in place of its tile fields and scores the draft it is given', async () => {
    calculator.externalHand = true;
    const slotted = Object.assign(document.createElement('p'), { slot: 'hand', textContent: 'tiles edited elsewhere' });
    calculator.append(slotted);
    await calculator.updateComplete;
    expect(textbox('Concealed tiles').query()).toBeNull();
    expect(page.getByRole('button', { name: 'Add meld' }).query()).toBeNull();
    await expect.element(page.getByText('tiles edited elsewhere')).toBeVisible();
    // The hand arrives through `draft`: Red dragon pung called, 1 han 30 fu, 1,000 (as above).
    calculator.draft = { ...calculator.draft, concealed: '123m456p789s22z', melds: [{ type: 'pon', tiles: '777z' }] };
    await expect.element(score()).toHaveTextContent('1 han · 30 fu');
    await expect.element(score()).toHaveTextContent('Total 1,000');
  });

  it('fires score-change with the engine result after each change', async () => {
    const totals: number[] = [];
    calculator.addEventListener('score-change', (e) => totals.push(e.detail.result.total));
    await page.getByRole('radio', { name: /Tsumo/ }).click();
    // Tsumo: + Menzen Tsumo, 2 han; 20 + 8 (concealed pung of honours) + 2 (pair) + 2 (tsumo) =
    // 32 -> 40 fu; 40 x 2^4 = 640: 1,300 from the dealer and 700 from each other player = 2,700.
    await expect.poll(() => totals.at(-1)).toBe(2700);
  });
});
