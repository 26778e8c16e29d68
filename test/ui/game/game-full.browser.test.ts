// Every preset plays a full game in the app's page, in real Chromium with real IndexedDB: a game
// started from the form, riichi declared at the table, a draw with the dealer tenpai and what the
// preset has of chombo, abortive draws, nagashi mangan, double ron and adjustments entered in the
// dialogs, and hands won from the score card with one tap, until the table says the game is over. Then the final standings on screen are checked against
// the engine's results sheet of the game as the store kept it (what an export holds), with the
// zero-sum line. Special endings are checked by hand: `japanese` ends as soon as a player is
// below zero, `kansai-sanma` after South 3 with three seats.
import { beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { PRESETS, PRESET_NAMES, resultsSheet, type PresetName } from '../../../src/engine/index';
import { openGameStore } from '../../../src/store/game-store';
import { OPEN_GAME_KEY, type GameView } from '../../../src/ui/game/game-view';
import '../../../src/ui/main';
import { trySampleHand } from '../sample-hand';

const game = () => page.getByRole('region', { name: 'Game record' });
const record = () => page.getByRole('region', { name: 'Record in the game' });
const view = () => document.querySelector('game-view') as GameView;
const handsPlayed = () => view().gameState?.handsPlayed ?? -1;
const fmt = (n: number) => new Intl.NumberFormat('en').format(Math.round(n));

/**
 * The example hand (1 han 40 fu: 1,300 on a discard); with South's pung as three dora, a mangan;
 * for three players (no 2-8 characters in the set) with circles in place of the characters.
 */
const HAND = { small: '123m456p789s1122z win:2z dora:1p', mangan: '123m456p789s1122z win:2z dora:1z', sanma: '123p456p789s1122z win:2z dora:1p' };

async function startGame(preset: PresetName): Promise<string[]> {
  if (view().gameState !== null) await game().getByRole('button', { name: 'Close game' }).click();
  await userEvent.selectOptions(game().getByRole('combobox', { name: 'Preset' }), preset);
  await game().getByRole('textbox', { name: 'Name of the game' }).fill(`${preset} full game`);
  const names = Array.from({ length: PRESETS[preset].players }, (_, i) => `${preset.slice(0, 3)}${i + 1}`);
  for (const [i, name] of names.entries()) await game().getByRole('textbox', { name: `Player ${i + 1}` }).fill(name);
  await game().getByRole('button', { name: 'Start the game' }).click();
  await expect.poll(handsPlayed).toBe(0);
  return names;
}

/** The calculator set for the next wins: this hand, South wins, on a discard. */
async function setCalculator(hand: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Hand as text' }).fill(hand);
  await userEvent.selectOptions(page.getByRole('combobox', { name: 'Seat wind' }), 'South');
  await page.getByRole('radio', { name: 'Ron (discard)' }).click();
}

/** One tap on the score card: South's win, paid by `discarder`; waits for the game to move on. */
async function ronFrom(discarder: string): Promise<void> {
  const before = handsPlayed();
  // The same tiles as the hand just recorded: the card asks before recording them again.
  const again = record().getByRole('button', { name: 'Record this hand again' });
  if (again.query() !== null) await again.click();
  await record().getByRole('button', { name: new RegExp(`^Ron from ${discarder} `) }).click();
  await expect.poll(handsPlayed).toBe(before + 1);
}

const WINDS = ['East', 'South', 'West', 'North'];

/** A player as the dialogs name them: "ema1 (East, dealer)". */
function label(seat: number): string {
  const st = view().gameState!;
  const offset = (seat - st.round.hand + st.players.length) % st.players.length;
  return `${st.players[seat]} (${WINDS[offset]}${offset === 0 ? ', dealer' : ''})`;
}

const dealer = () => view().gameState!.round.hand;
const dialog = (title: string) => page.getByRole('dialog', { name: title, exact: true });

/** Opens a dialog from its button, lets `fill` fill it, records it and waits for the game to take it. */
async function inDialog(button: string, title: string, fill: (d: ReturnType<typeof dialog>) => Promise<void>): Promise<void> {
  const before = view().gameState!;
  await game().getByRole('button', { name: button, exact: true }).click();
  await fill(dialog(title));
  await dialog(title).getByRole('button', { name: 'Record', exact: true }).click();
  await expect.poll(() => view().gameState).not.toBe(before);
  await expect.element(dialog(title)).not.toBeInTheDocument();
}

/** The player the table shows at South this hand. */
const southName = () => {
  const st = view().gameState!;
  return st.players[(st.round.hand + 1) % st.players.length]!;
};

/** Checks the standings on screen against the engine's sheet of the stored game. */
async function expectStandingsAsStored(): Promise<void> {
  await expect.element(game().getByText('The game is over.')).toBeVisible();
  const store = await openGameStore();
  const stored = await store.loadGame(localStorage.getItem(OPEN_GAME_KEY)!);
  store.close();
  if (!stored.ok) expect.fail(JSON.stringify(stored));
  const sheet = resultsSheet(stored.game.log);
  expect(sheet.zeroSum).toBe(true);
  const rows = game().getByRole('region', { name: 'At the table' }).getByRole('table').getByRole('row');
  expect(rows.all()).toHaveLength(sheet.rows.length + 1);
  for (const [i, r] of sheet.rows.entries()) {
    await expect.element(rows.nth(i + 1)).toHaveTextContent(`${r.rank}${r.player}${fmt(r.finalPoints)}${fmt(r.uma)}`);
    await expect.element(rows.nth(i + 1)).toHaveTextContent(fmt(r.total));
  }
  await expect.element(game().getByText('Totals add up to zero.')).toBeVisible();
}

// Every part of the page at once, as on a laptop: this flow goes back and forth between them, which
// on a phone are steps of their own (the steps themselves: test/ui/phone.browser.test.ts).
beforeAll(() => page.viewport(1280, 900));
// The app opens with no hand: these suites score the example, asked for with its button.
beforeAll(trySampleHand);

describe.each(PRESET_NAMES)('a full %s game in the app', (preset) => {
  // A whole game is some hundred clicks: on two busy cores it can take far longer than one click's test.
  it('plays from the start to the final standings', { timeout: 120_000 }, async () => {
    const names = await startGame(preset);
    const bigHands = preset === 'japanese';
    await setCalculator(bigHands ? HAND.mangan : preset === 'kansai-sanma' ? HAND.sanma : HAND.small);

    // First hand: South declares riichi at the table and wins on the dealer's discard.
    const south = southName();
    await game().getByRole('button', { name: `Riichi: ${south}` }).click();
    await expect.element(game().getByRole('region', { name: 'At the table' }).getByText('1 riichi stick on the table')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Riichi', exact: true }).click();
    await ronFrom(names[0]!);
    await page.getByRole('checkbox', { name: 'Riichi', exact: true }).click();

    // An exhaustive draw with only the dealer tenpai: 1,000 from each of the others, the deal stays, a counter.
    const points = [...view().gameState!.points];
    const d = dealer();
    await inDialog('Exhaustive draw…', 'Exhaustive draw', (dlg) => dlg.getByRole('checkbox', { name: label(d), exact: true }).click());
    const others = names.length - 1;
    const share = 3000 / others;
    // Polled, not read once: in one full run under load the state right after the dialog closed was
    // still the one before the draw.
    await expect.poll(() => view().gameState!.points).toEqual(points.map((p, seat) => (seat === d ? p + 3000 : p - share)));
    expect(dealer()).toBe(d);
    expect(view().gameState!.honba).toBe(1);

    const rules = PRESETS[preset];
    const offender = (d + 2) % names.length;
    await inDialog('Chombo…', 'Chombo', (dlg) => userEvent.selectOptions(dlg.getByRole('combobox'), label(offender)));
    if (rules.game.abortiveDraws) await inDialog('Abortive draw…', 'Abortive draw', (dlg) => userEvent.selectOptions(dlg.getByRole('combobox', { name: 'Reason' }), 'Four winds discarded'));
    if (rules.nagashiMangan) {
      const seat = (dealer() + 1) % names.length;
      await inDialog('Nagashi mangan…', 'Nagashi mangan', async (dlg) => {
        await userEvent.selectOptions(dlg.getByRole('combobox', { name: 'Player with nagashi mangan' }), label(seat));
        await dlg.getByRole('checkbox', { name: label(dealer()), exact: true }).click();
      });
    }
    if (rules.game.multipleRon) {
      // Two players win on the dealer's discard, entered by hand: 2 han 30 fu and 3 han 40 fu.
      const [a, b] = [(dealer() + 1) % names.length, (dealer() + 2) % names.length];
      await inDialog('Win…', 'Win', async (dlg) => {
        await dlg.getByRole('checkbox', { name: label(a), exact: true }).click();
        await dlg.getByRole('checkbox', { name: label(b), exact: true }).click();
        await userEvent.selectOptions(dlg.getByRole('combobox', { name: 'Discarder' }), label(dealer()));
        await userEvent.fill(dlg.getByRole('group', { name: `Hand of ${label(a)}` }).getByRole('spinbutton', { name: 'Han' }), '2');
        await userEvent.fill(dlg.getByRole('group', { name: `Hand of ${label(b)}` }).getByRole('spinbutton', { name: 'Han' }), '3');
        await userEvent.selectOptions(dlg.getByRole('group', { name: `Hand of ${label(b)}` }).getByRole('combobox', { name: 'Fu' }), '40');
      });
    }
    // A correction by agreement at the table: 500 from the first player to the second.
    await inDialog('Adjustment…', 'Adjustment', async (dlg) => {
      await userEvent.fill(dlg.getByRole('textbox', { name: label(0), exact: true }), '-500');
      await userEvent.fill(dlg.getByRole('textbox', { name: label(1), exact: true }), '500');
      await userEvent.fill(dlg.getByRole('textbox', { name: 'Reason' }), 'miscounted payment');
    });

    // Then South wins on the first player's discard (the second's when the first is South) until the end.
    for (let hand = 0; hand < 20 && !view().gameState!.ended; hand++) await ronFrom(southName() === names[0] ? names[1]! : names[0]!);
    const end = view().gameState!;
    expect(end.ended).toBe(true);

    if (preset === 'japanese') {
      // The game ends as soon as a player is below zero (003), before South 4 is over.
      expect(Math.min(...end.points)).toBeLessThan(0);
      expect(end.round.wind).toBe(1);
    } else {
      // Otherwise when the deal passes after South 4 (South 3 for three players).
      expect(end.round).toEqual({ wind: 1, hand: names.length - 1 });
    }
    if (preset === 'kansai-sanma') expect(game().getByRole('region', { name: 'At the table' }).getByRole('listitem').all()).toHaveLength(3);
    await expectStandingsAsStored();
    // Where chombo is deducted after uma (EMA 2016 and 2025), the offender's line shows it.
    const table = game().getByRole('region', { name: 'At the table' }).getByRole('table');
    if (rules.game.chombo.kind === 'deduct') await expect.element(table.getByRole('row').filter({ hasText: names[offender]! })).toHaveTextContent('-20,000');
    if (preset === 'ema-2016') {
      await page.screenshot({ path: '../../artifacts/game-over-ema-2016.png', element: game() });
      const history = page.elementLocator(view().shadowRoot!.querySelector('game-history')!);
      history.element().scrollIntoView();
      await page.screenshot({ path: '../../artifacts/game-history-ema-2016.png', element: history });
    }
  });
});
