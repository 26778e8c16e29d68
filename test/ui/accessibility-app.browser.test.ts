// The whole app page as main.ts mounts it (the capture view idle, manual entry with its example
// hand scored), used from the keyboard alone and checked with axe-core (test/ui/axe.ts) in each
// language the app speaks. The tests share the one page and run in order.
import { beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../../src/ui/main';
import { trySampleHand } from './sample-hand';
import { expectNoSeriousViolations } from './axe';
import { deepQueryAll, focused, nameOf, tabTo } from './keyboard';

/** Whether `el` lies folded away in a closed `<details>` (looking through shadow roots). */
function inClosedDetails(el: Element): boolean {
  let node: Node = el;
  for (;;) {
    const parent: Node | null = node.parentNode instanceof ShadowRoot ? node.parentNode.host : node.parentNode;
    if (parent === null) return false;
    if (parent instanceof HTMLDetailsElement && !parent.open && !(node instanceof HTMLElement && node.localName === 'summary')) return true;
    node = parent;
  }
}

/**
 * The controls a keyboard user must be able to Tab to: every visible, enabled button, field and
 * menu. Left out: a tile palette's tiles past its one stop and the phone's step tabs past the
 * open one (tabindex -1; the arrow keys move between them), the unchecked radios of a group with a checked one (the same), and the headings
 * and messages focus is moved to after an action (tabindex -1, not controls). Anything else
 * taken out of the tab order is a control the keyboard cannot reach, and fails. A disclosure's
 * summary ("Your tile set") is a stop; the controls it folds away are not until it is opened.
 */
function tabStops(): Element[] {
  const controls = deepQueryAll(document, 'button, input, select, textarea, a[href], [tabindex], details > summary');
  const roving = (el: Element): boolean => el.getAttribute('tabindex') === '-1' && (el.getAttribute('role') === 'tab' || (el.getRootNode() as ShadowRoot).host?.localName === 'tile-palette');
  // A heading or a message that takes focus from script after an action (tabindex -1) is where the work goes on, not a control.
  const focusTarget = (el: Element): boolean => el.getAttribute('tabindex') === '-1' && !el.matches('button, input, select, textarea, a[href], summary');
  return controls.filter((el) => {
    if (!(el as HTMLElement).checkVisibility() || (el as HTMLButtonElement).disabled || roving(el) || focusTarget(el) || inClosedDetails(el)) return false;
    if (el instanceof HTMLInputElement && el.type === 'radio' && !el.checked) {
      const group = (el.getRootNode() as ShadowRoot).querySelectorAll<HTMLInputElement>(`input[type=radio][name="${el.name}"]`);
      return ![...group].some((r) => r.checked);
    }
    return true;
  });
}

const score = () => page.getByRole('region', { name: 'Score', exact: true });

// The app opens with no hand: these suites score the example, asked for with its button.
beforeAll(trySampleHand);

describe('the app page, for everyone', () => {
  it('has no serious accessibility violations in English', async () => {
    await expect.element(score()).toHaveTextContent('Total 1,300');
    await expectNoSeriousViolations();
  });

  it('reaches every control with Tab', async () => {
    const expected = tabStops();
    // The header's language menu, the capture view's two controls, the calculator, the editor.
    expect(expected.length).toBeGreaterThan(40);
    (document.activeElement as HTMLElement | null)?.blur();
    // Tab until every expected stop was reached, with room to spare: a stop that appears once the
    // page settles (the game list read from IndexedDB) takes a press without being counted above.
    const reached = new Set<Element>();
    for (let i = 0; i < 2 * expected.length && !expected.every((el) => reached.has(el)); i++) {
      await userEvent.tab();
      const el = focused();
      if (el !== null) reached.add(el);
    }
    // Tab follows the composed tree (the editor sits in a slot), so the order is not compared.
    expect(expected.filter((el) => !reached.has(el)).map(nameOf)).toEqual([]);
  });

  it('changes a tile from the keyboard alone, and the score follows', async () => {
    // From the first Tab stop to the dora indicator (1p: dora 2p, not in the hand).
    const dora = await tabTo((el) => el.getAttribute('aria-label') === '1 circles' && el.parentElement?.getAttribute('aria-label') === 'Dora indicators');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('dialog', { name: 'Change 1 circles' })).toBeVisible();
    // The picker takes the focus on its first tile; the circles are the next row down.
    expect(focused()?.getAttribute('aria-label')).toBe('1 characters');
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{ArrowRight}');
    expect(focused()?.getAttribute('aria-label')).toBe('3 circles');
    await userEvent.keyboard('{Enter}');
    // Indicator 3p: the 4p in the hand is a dora. 2 han 40 fu: 40 x 2^4 x 4 = 2,560 -> 2,600.
    await expect.element(score()).toHaveTextContent('Total 2,600');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    // The focus is back on the tile changed, now named after its new tile.
    expect(focused()).toBe(dora);
    expect(dora.getAttribute('aria-label')).toBe('3 circles');
  });

  it('has no serious accessibility violations in German', async () => {
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Language' }), 'Deutsch');
    await expect.element(page.getByRole('region', { name: 'Wertung', exact: true })).toHaveTextContent('Gesamt');
    expect(document.documentElement.lang).toBe('de');
    await expectNoSeriousViolations();
  });

  it('has no serious accessibility violations in Japanese', async () => {
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Sprache' }), '日本語');
    await expect.element(page.getByRole('region', { name: '点数', exact: true })).toHaveTextContent('合計');
    expect(document.documentElement.lang).toBe('ja');
    await expectNoSeriousViolations();
  });
});
