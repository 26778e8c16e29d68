/**
 * The two screens the whole-app flows run on (issue 21 point 5): a phone held upright, where the
 * page is steps opened from the tab bar (test/ui/steps.ts), and a laptop, where every part shows.
 * The flows of one file share one page, so each starts over from what the size before left.
 */
import { expect } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { openStep } from '../ui/steps';

export const APP_SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;

/** Whether the page shows steps at this width (the app's breakpoint, 720 px). */
export const isPhone = (width: number): boolean => width <= 720;

/**
 * The app as on a first visit: no game open, no hand, the camera off, on the first step. Each
 * check waits for the part to show first: the page lays itself out again for the new size (the
 * steps appear or go) a moment after the viewport changes.
 */
export async function startOver(): Promise<void> {
  await openStep('Game');
  const close = page.getByRole('button', { name: 'Close game' });
  const start = page.getByRole('button', { name: 'Start the game' });
  await expect.poll(() => close.query() ?? start.query()).not.toBeNull();
  if (close.query() !== null) await userEvent.click(close);
  await expect.element(start).toBeVisible();
  await openStep('Check & score');
  const newHand = page.getByRole('button', { name: 'New hand' });
  const noHand = page.getByRole('heading', { name: 'No hand yet' });
  await expect.poll(() => newHand.query() ?? noHand.query()).not.toBeNull();
  if (newHand.query() !== null) await userEvent.click(newHand);
  await expect.element(noHand).toBeVisible();
  await openStep('Read');
  const stop = page.getByRole('button', { name: 'Stop camera' });
  if (stop.query() !== null) await userEvent.click(stop);
}

/** On a phone, the step the work went to by itself is the one open. */
export async function expectStep(width: number, name: string): Promise<void> {
  if (isPhone(width)) await expect.element(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
}
