/**
 * The app page's steps on a phone (src/ui/app-steps.ts): the suites that go through the whole page
 * open the step holding what they use next. On a wider screen every part shows and the tab bar is
 * not drawn, so there is nothing to open and this does nothing.
 */
import { page, userEvent } from 'vitest/browser';

export type StepName = 'Read' | 'Check & score' | 'Game' | 'More';

export async function openStep(name: StepName): Promise<void> {
  const tab = page.getByRole('tab', { name, exact: true });
  // Not drawn (a wide screen): the role query finds no tab hidden from the accessibility tree.
  if (tab.query() === null) return;
  await userEvent.click(tab);
}
