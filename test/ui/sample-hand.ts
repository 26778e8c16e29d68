/**
 * The app opens with no hand (manual entry's empty state); the suites that score the example hand
 * (South's pung of South on a discard, 1 han 40 fu, 1,300) ask for it with its button first. Usable
 * in `beforeAll`, where `expect.element` is not: it waits for the calculator itself. On a phone
 * the button is in the "Check & score" step, which is opened first (and left open).
 */
import { page, userEvent } from 'vitest/browser';
import { openStep } from './steps';

export async function trySampleHand(): Promise<void> {
  await openStep('Check & score');
  await userEvent.click(page.getByRole('button', { name: 'Try a sample hand' }));
  for (let waited = 0; waited < 5000; waited += 20) {
    const entry = document.querySelector('manual-entry') ?? null;
    if (entry?.shadowRoot?.querySelector('score-calculator') != null) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the sample hand did not open in the calculator');
}
