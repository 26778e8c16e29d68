// The app's "More" step links to the referee's tournament page (tournament.html), in the page's language.
import { expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../../../src/ui/main';
import { openStep } from '../steps';

it('links the tournament page from "More", in the chosen language', async () => {
  await page.viewport(390, 844);
  await openStep('More');
  const link = page.getByRole('link', { name: 'Tournament (referee)' });
  await expect.element(link).toBeVisible();
  expect(new URL(link.element().getAttribute('href')!, location.href).pathname).toBe('/tournament.html');
  await userEvent.selectOptions(page.getByRole('combobox', { name: 'Language' }), 'de');
  await expect.element(page.getByRole('link', { name: 'Turnier (Schiedsrichter)' })).toBeVisible();
});
