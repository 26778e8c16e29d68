// The game record driven from the keyboard alone on the app page, in real Chromium with real
// IndexedDB: Tab to each control, type into fields, Enter or Space to press buttons. No clicks.
// The example hand is South's pung of South won on a discard: 1 han 40 fu = 1,300 from the
// discarder (40 x 2^3 x 4 = 1,280 -> 1,300).
import { beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../../../src/ui/main';
import { trySampleHand } from '../sample-hand';
import { focused, tabTo } from '../keyboard';

const game = () => page.getByRole('region', { name: 'Game record' });
const table = () => game().getByRole('region', { name: 'At the table' });
const seat = (n: number) => table().getByRole('listitem').nth(n);

/** What a screen reader would call a control, near enough for these controls: its aria-label, its label, or its text. */
function labelOf(el: Element): string {
  const labelled = (el as HTMLInputElement).labels?.[0]?.textContent;
  return (el.getAttribute('aria-label') ?? labelled ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
}

const named = (name: string) => (el: Element) => labelOf(el) === name || labelOf(el).startsWith(`${name} `);

/** Tabs to the control named `name` and types `text` over what it holds. */
async function typeInto(name: string, text: string): Promise<void> {
  await tabTo(named(name), 200);
  await userEvent.keyboard('{Control>}a{/Control}');
  await userEvent.keyboard(text);
}

/** Tabs to the button named `name` and presses it with `key`. */
async function press(name: string, key = '{Enter}'): Promise<void> {
  const el = await tabTo((e) => e.localName === 'button' && named(name)(e), 200);
  expect(focused()).toBe(el);
  await userEvent.keyboard(key);
}

// Every part of the page at once, as on a laptop: this flow goes back and forth between them, which
// on a phone are steps of their own (the steps themselves: test/ui/phone.browser.test.ts).
beforeAll(() => page.viewport(1280, 900));
// The app opens with no hand: these suites score the example, asked for with its button.
beforeAll(trySampleHand);

describe('recording a game from the keyboard alone', () => {
  it('starts a game with typed names', async () => {
    await typeInto('Name of the game', 'Keyboard night');
    for (const [i, name] of ['Ann', 'Bob', 'Cy', 'Dee'].entries()) await typeInto(`Player ${i + 1}`, name);
    await press('Start the game');
    await expect.element(table().getByText('East 1')).toBeVisible();
    await expect.element(seat(1)).toHaveTextContent('Bob');
    await expect.element(game().getByRole('status')).toHaveTextContent('Saved.');
  });

  it('declares riichi at the table with Space', async () => {
    await press('Riichi: Bob', ' ');
    await expect.element(seat(1)).toHaveTextContent('29,000');
  });

  it('records the score card’s hand as a ron, then undoes and redoes it', async () => {
    const record = page.getByRole('region', { name: 'Record in the game' });
    await expect.element(record).toHaveTextContent('Winner: Bob (South)');
    // 1,300 from Cy, and Bob's riichi stick from the table.
    await press('Ron from Cy (West)');
    await expect.element(seat(1)).toHaveTextContent('31,300');
    await expect.element(seat(2)).toHaveTextContent('28,700');
    await expect.element(table().getByText('East 2')).toBeVisible();
    await press('Undo');
    await expect.element(seat(1)).toHaveTextContent('29,000');
    await press('Redo');
    await expect.element(seat(1)).toHaveTextContent('31,300');
  });

  it('records an exhaustive draw through its dialog', async () => {
    await press('Exhaustive draw…');
    const dialog = page.getByRole('dialog');
    await expect.element(dialog).toBeVisible();
    // Ann alone tenpai: 3,000 noten payments, 1,000 from each of the others.
    await tabTo((el) => el.localName === 'input' && labelOf(el).startsWith('Ann'), 200);
    await userEvent.keyboard(' ');
    await tabTo((el) => el.localName === 'button' && el.getAttribute('type') === 'submit', 40);
    await userEvent.keyboard('{Enter}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(seat(0)).toHaveTextContent('33,000');
  });
});
