// The table's recording dialogs in real Chromium, used like a scorer would (role-based locators,
// clicks, typing, the keyboard alone), checked on the exact `game-event` each one fires, on what
// it refuses to fire, and with axe-core on every dialog open. The engine behind the dry run is the
// real one.
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { GameEvent, GameState, PresetName, Seat } from '../../../src/engine/index';
import '../../../src/ui/game/game-actions';
import type { GameActions } from '../../../src/ui/game/game-actions';
import type { GameEventDetail } from '../../../src/ui/game/game-session';
import type { GameFormType } from '../../../src/ui/game/game-forms';
import type { Locale } from '../../../src/ui/i18n/strings';
import { play, riichi, start } from '../../engine/game-play';
import { expectNoSeriousViolations } from '../axe';

let fired: GameEvent[] = [];
const record = (e: Event): void => {
  fired.push((e as CustomEvent<GameEventDetail>).detail.event);
};

afterEach(() => {
  document.removeEventListener('game-event', record);
  document.body.replaceChildren();
});

async function mount(preset: PresetName = 'ema-2012', locale: Locale = 'en', state?: GameState): Promise<GameActions> {
  fired = [];
  document.addEventListener('game-event', record);
  const el = document.createElement('game-actions');
  el.state = state ?? play(start(preset));
  el.locale = locale;
  document.body.append(el);
  await el.updateComplete;
  return el;
}

const button = (name: string) => page.getByRole('button', { name, exact: true });
const dialog = (name: string) => page.getByRole('dialog', { name, exact: true });
const check = (name: string) => page.getByRole('checkbox', { name, exact: true });
const radio = (name: string) => page.getByRole('radio', { name, exact: true });
const combo = (name: string) => page.getByRole('combobox', { name, exact: true });
const hand = (name: string) => page.getByRole('group', { name: `Hand of ${name}`, exact: true });

/** The element focused inside the component's shadow root. */
const focused = (el: GameActions): Element | null => el.shadowRoot!.activeElement;

async function submitAndExpect(title: string, event: GameEvent): Promise<void> {
  await button('Record').click();
  await expect.poll(() => fired).toEqual([event]);
  await expect.element(dialog(title)).not.toBeInTheDocument();
}

describe('game-actions: each dialog fires its exact event', () => {
  it('a ron entered by hand; the first field has the focus', async () => {
    const el = await mount();
    await button('Win…').click();
    await expect.element(dialog('Win')).toBeVisible();
    expect(focused(el)).toBe(radio('Ron (discard)').element());
    await check('B (South)').click();
    await userEvent.selectOptions(combo('Discarder'), 'C (West)');
    await userEvent.fill(hand('B (South)').getByRole('spinbutton', { name: 'Han' }), '3');
    await userEvent.selectOptions(hand('B (South)').getByRole('combobox', { name: 'Fu' }), '40');
    await submitAndExpect('Win', { v: 1, type: 'ron', discarder: 2, wins: [{ winner: 1, worth: { han: 3, fu: 40 } }] });
  });

  it('a double ron on the riichi-declaring discard under ema-2012', async () => {
    await mount('ema-2012', 'en', play(start('ema-2012'), riichi(0)));
    await button('Win…').click();
    await check('B (South)').click();
    await check('D (North)').click();
    await userEvent.selectOptions(combo('Discarder'), 'A (East, dealer)');
    await check('Won on the riichi-declaring discard').click();
    await userEvent.fill(hand('B (South)').getByRole('spinbutton', { name: 'Han' }), '2');
    await hand('D (North)').getByRole('radio', { name: 'Yakuman' }).click();
    await submitAndExpect('Win', {
      v: 1,
      type: 'ron',
      discarder: 0,
      wins: [
        { winner: 1, worth: { han: 2, fu: 30 } },
        { winner: 3, worth: { yakuman: 1 } },
      ],
      onRiichiDiscard: true,
    });
  });

  it('a tsumo worth a double yakuman with a liable player', async () => {
    await mount();
    await button('Win…').click();
    await radio('Tsumo (self-draw)').click();
    await radio('A (East, dealer)').click();
    await radio('Yakuman').click();
    await userEvent.fill(page.getByRole('spinbutton', { name: 'Yakuman multiple' }), '2');
    await userEvent.selectOptions(combo('Liable player (pao)'), 'C (West)');
    await submitAndExpect('Win', { v: 1, type: 'tsumo', win: { winner: 0, worth: { yakuman: 2 }, liable: 2 } });
  });

  it('an exhaustive draw with two players tenpai', async () => {
    await mount();
    await button('Exhaustive draw…').click();
    await check('D (North)').click();
    await check('B (South)').click();
    await submitAndExpect('Exhaustive draw', { v: 1, type: 'draw', tenpai: [1, 3] });
  });

  it('nagashi mangan', async () => {
    await mount('ema-2012');
    await button('Nagashi mangan…').click();
    await userEvent.selectOptions(combo('Player with nagashi mangan'), 'C (West)');
    await check('C (West)').click();
    await submitAndExpect('Nagashi mangan', { v: 1, type: 'nagashi', seat: 2, tenpai: [2] });
  });

  it('an abortive draw under ema-2008', async () => {
    await mount('ema-2008');
    await button('Abortive draw…').click();
    await userEvent.selectOptions(combo('Reason'), 'Nine different terminals and honours');
    await submitAndExpect('Abortive draw', { v: 1, type: 'abortive', reason: 'nine-terminals' });
  });

  it('an abortive draw offers only the reasons the preset has: no nine terminals under japanese (003 "Washout")', async () => {
    await mount('japanese');
    await button('Abortive draw…').click();
    const options = [...(combo('Reason').element() as HTMLSelectElement).options].map((o) => o.value).filter((v) => v !== '');
    expect(options).toEqual(['four-winds', 'four-kans', 'four-riichi']);
  });

  it('a chombo', async () => {
    await mount();
    await button('Chombo…').click();
    await userEvent.selectOptions(combo('Player who made the chombo'), 'D (North)');
    await submitAndExpect('Chombo', { v: 1, type: 'chombo', seat: 3 });
  });

  it('an adjustment, after its wrong sum was shown and refused', async () => {
    await mount();
    await button('Adjustment…').click();
    const box = (name: string) => dialog('Adjustment').getByRole('textbox', { name, exact: true });
    await userEvent.fill(box('A (East, dealer)'), '1000');
    await userEvent.fill(box('B (South)'), '-500');
    await expect.element(page.getByText('Sum: +500')).toBeVisible();
    await userEvent.fill(box('Reason'), 'paid 500 short');
    await button('Record').click();
    await expect.element(page.getByRole('alert')).toHaveTextContent('The points add up to +500: they must add up to zero.');
    await expect.element(dialog('Adjustment')).toBeVisible();
    expect(fired).toEqual([]);
    await userEvent.fill(box('B (South)'), '-1000');
    await expect.element(page.getByText('Sum: 0')).toBeVisible();
    await submitAndExpect('Adjustment', { v: 1, type: 'adjust', deltas: [1000, -1000, 0, 0], reason: 'paid 500 short' });
  });
});

describe('game-actions: what it does not fire', () => {
  it('a form problem is said in the dialog and nothing fires', async () => {
    await mount();
    await button('Win…').click();
    await button('Record').click();
    await expect.element(page.getByRole('alert')).toHaveTextContent('Choose the winner.');
    await expect.element(page.getByRole('alert')).toHaveTextContent('Choose the discarder.');
    expect(fired).toEqual([]);
  });

  it('a rules refusal from the dry run is said in the dialog and nothing fires', async () => {
    await mount();
    await button('Win…').click();
    await check('B (South)').click();
    await userEvent.selectOptions(combo('Discarder'), 'C (West)');
    await userEvent.fill(page.getByRole('spinbutton', { name: 'Han' }), '1');
    await check('Won on the riichi-declaring discard').click();
    await button('Record').click();
    await expect.element(page.getByRole('alert')).toHaveTextContent('The discarder has not declared riichi in this hand.');
    expect(fired).toEqual([]);
  });

  it('Cancel and Escape close without firing', async () => {
    await mount();
    await button('Chombo…').click();
    await userEvent.selectOptions(combo('Player who made the chombo'), 'B (South)');
    await button('Cancel').click();
    await expect.element(dialog('Chombo')).not.toBeInTheDocument();
    await button('Exhaustive draw…').click();
    await check('B (South)').click();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog('Exhaustive draw')).not.toBeInTheDocument();
    expect(fired).toEqual([]);
  });

  it('no buttons work without a game, in a finished one, or while saving', async () => {
    const el = await mount();
    el.disabled = true;
    await el.updateComplete;
    await expect.element(button('Win…')).toBeDisabled();
    el.disabled = false;
    el.state = { ...el.state!, ended: true };
    await el.updateComplete;
    await expect.element(button('Adjustment…')).toBeDisabled();
    el.state = null;
    await el.updateComplete;
    await expect.element(button('Chombo…')).toBeDisabled();
  });
});

describe('game-actions: one winner where the preset takes one', () => {
  it('japanese: winners are radios, so picking another replaces the first', async () => {
    await mount('japanese');
    await button('Win…').click();
    await expect.element(page.getByRole('group', { name: 'Winner', exact: true })).toBeVisible();
    await radio('B (South)').click();
    await radio('C (West)').click();
    await userEvent.selectOptions(combo('Discarder'), 'A (East, dealer)');
    await userEvent.fill(hand('C (West)').getByRole('spinbutton', { name: 'Han' }), '1');
    expect(hand('B (South)').query()).toBeNull();
    await submitAndExpect('Win', { v: 1, type: 'ron', discarder: 0, wins: [{ winner: 2, worth: { han: 1, fu: 30 } }] });
  });

  it('switching a double ron to tsumo keeps the first winner only', async () => {
    await mount('ema-2012');
    await button('Win…').click();
    await check('B (South)').click();
    await check('C (West)').click();
    await radio('Tsumo (self-draw)').click();
    await expect.element(radio('B (South)')).toBeChecked();
    expect(hand('C (West)').query()).toBeNull();
    await userEvent.fill(page.getByRole('spinbutton', { name: 'Han' }), '2');
    await userEvent.selectOptions(combo('Fu'), '20');
    await submitAndExpect('Win', { v: 1, type: 'tsumo', win: { winner: 1, worth: { han: 2, fu: 20 } } });
  });

  it('while a save is in flight the open dialog cannot record', async () => {
    const el = await mount();
    await button('Chombo…').click();
    await userEvent.selectOptions(combo('Player who made the chombo'), 'B (South)');
    el.disabled = true;
    await el.updateComplete;
    await expect.element(button('Record')).toBeDisabled();
    el.disabled = false;
    await el.updateComplete;
    await submitAndExpect('Chombo', { v: 1, type: 'chombo', seat: 1 });
  });
});

describe('game-actions: the preset decides the buttons', () => {
  const cases: [PresetName, boolean, boolean][] = [
    ['ema-2016', false, false],
    ['japanese', false, true],
    ['ema-2008', true, true],
  ];
  for (const [preset, nagashi, abortive] of cases) {
    it(`${preset}: nagashi ${nagashi ? 'shown' : 'hidden'}, abortive ${abortive ? 'shown' : 'hidden'}`, async () => {
      await mount(preset);
      await expect.element(button('Chombo…')).toBeVisible();
      expect(button('Nagashi mangan…').query() !== null).toBe(nagashi);
      expect(button('Abortive draw…').query() !== null).toBe(abortive);
    });
  }

  it('three players under kansai-sanma: East, South, West only', async () => {
    await mount('kansai-sanma');
    await button('Exhaustive draw…').click();
    await expect.element(check('C (West)')).toBeVisible();
    expect(page.getByRole('checkbox').elements()).toHaveLength(3);
  });

  it('seat winds follow the deal: after the dealer passes, B is East and the dealer', async () => {
    await mount('ema-2012', 'en', play(start('ema-2012'), { v: 1, type: 'draw', tenpai: [1 as Seat] }));
    await button('Chombo…').click();
    const options = combo('Player who made the chombo').element().querySelectorAll('option');
    expect([...options].map((o) => o.textContent?.trim())).toEqual(['Choose a player', 'A (North)', 'B (East, dealer)', 'C (South)', 'D (West)']);
  });
});

describe('game-actions: language', () => {
  it('German labels and messages', async () => {
    await mount('ema-2008', 'de');
    await expect.element(button('Remis …')).toBeVisible();
    await expect.element(button('Abbruch …')).toBeVisible();
    await button('Korrektur …').click();
    await expect.element(dialog('Korrektur')).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'A (Ost, Geber)', exact: true })).toBeVisible();
    await userEvent.fill(page.getByRole('textbox', { name: 'A (Ost, Geber)', exact: true }), '2000');
    await button('Eintragen').click();
    await expect.element(page.getByRole('alert')).toHaveTextContent('Die Punkte ergeben +2.000: die Summe muss null sein.');
    await expect.element(page.getByRole('alert')).toHaveTextContent('Einen Grund für die Korrektur angeben.');
    await expect.element(button('Abbrechen')).toBeVisible();
  });

  it('Japanese labels', async () => {
    await mount('japanese', 'ja');
    await expect.element(button('流局…')).toBeVisible();
    await expect.element(button('途中流局…')).toBeVisible();
    await button('流局…').click();
    await expect.element(dialog('流局（荒牌）')).toBeVisible();
    await expect.element(check('A（東・親）')).toBeVisible();
    await expect.element(page.getByRole('group', { name: '聴牌', exact: true })).toBeVisible();
  });
});

describe('game-actions: accessibility', () => {
  const all: GameFormType[] = ['win', 'draw', 'nagashi', 'abortive', 'chombo', 'adjust'];
  it('has no serious violations with each dialog open (ema-2008 has them all)', async () => {
    const el = await mount('ema-2008');
    await expect.element(button('Nagashi mangan…')).toBeVisible();
    for (const type of all) {
      await el.open(type);
      expect(focused(el)?.matches('input, select'), type).toBe(true);
      if (type === 'win') await check('B (South)').click();
      // Shows the problems too, except for a draw, whose empty form is valid and would close.
      if (type !== 'draw') await button('Record').click();
      if (type !== 'draw') await expect.element(page.getByRole('alert')).not.toBeEmptyDOMElement();
      await expectNoSeriousViolations();
      el.close();
      await el.updateComplete;
    }
    await expectNoSeriousViolations();
  });

  it('keyboard only: open the draw dialog, tick a player, submit with Enter', async () => {
    const el = await mount();
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await userEvent.tab();
    expect(focused(el)?.textContent).toBe('Exhaustive draw…');
    await userEvent.keyboard('{Enter}');
    await expect.element(dialog('Exhaustive draw')).toBeVisible();
    expect(focused(el)).toBe(check('A (East, dealer)').element());
    await userEvent.keyboard('{Tab}{Tab} ');
    await expect.element(check('C (West)')).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => fired).toEqual([{ v: 1, type: 'draw', tenpai: [2] }]);
    await expect.element(dialog('Exhaustive draw')).not.toBeInTheDocument();
  });
});
