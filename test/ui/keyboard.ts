// Moving through the page as a keyboard user does, for the browser suites: which element holds
// the focus (through open shadow roots), and Tab presses until a wanted control has it.
import { userEvent } from 'vitest/browser';

/** The element that has the keyboard focus, looking inside open shadow roots. */
export function focused(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Every element under `root` matching `selector`, open shadow roots included. */
export function deepQueryAll(root: Document | ShadowRoot, selector: string): Element[] {
  return [...root.querySelectorAll('*')].flatMap((el) => [
    ...(el.matches(selector) ? [el] : []),
    ...(el.shadowRoot ? deepQueryAll(el.shadowRoot, selector) : []),
  ]);
}

/** A short description of a control for failure messages. */
export const nameOf = (el: Element | null): string =>
  el === null ? 'nothing' : `<${el.localName}> ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? ''}`;

/** Presses Tab from the top of the page until `found` holds for the focused element. */
export async function tabTo(found: (el: Element) => boolean, limit = 80): Promise<Element> {
  (document.activeElement as HTMLElement | null)?.blur();
  for (let i = 0; i < limit; i++) {
    await userEvent.tab();
    const el = focused();
    if (el !== null && found(el)) return el;
  }
  throw new Error(`not reached in ${limit} Tab presses; focus is on ${nameOf(focused())}`);
}
