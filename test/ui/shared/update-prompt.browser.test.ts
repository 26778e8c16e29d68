// The service worker's notice in Chromium, as a person meets it: each notice in each
// language, a live region always in the page, Reload and Dismiss from the keyboard, axe-clean.
// (The real service worker driving it, a waiting build included, is test/pwa/service-worker.test.ts.)
import { afterEach, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { LOCALES, STRINGS } from '../../../src/ui/i18n/strings';
import type { UpdatePrompt } from '../../../src/ui/shared/update-prompt';
import '../../../src/ui/shared/update-prompt';
import { expectNoSeriousViolations } from '../axe';

afterEach(() => document.body.replaceChildren());

/** The focused element's text, inside shadow roots (the document's activeElement is the host). */
function focusedText(): string | undefined {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el?.textContent?.trim();
}

async function mount(notice: UpdatePrompt['notice'], locale: UpdatePrompt['locale'] = 'en'): Promise<UpdatePrompt> {
  const prompt = document.createElement('update-prompt');
  prompt.locale = locale;
  prompt.notice = notice;
  document.body.append(prompt);
  await prompt.updateComplete;
  return prompt;
}

it('keeps an empty live region while there is nothing to say', async () => {
  await mount('none');
  const region = page.getByRole('status', { name: STRINGS.en.pwa.label });
  await expect.element(region).toBeInTheDocument();
  expect(region.element().textContent?.trim()).toBe('');
  expect(page.getByRole('button').elements()).toHaveLength(0);
});

it.each(LOCALES)('says "offline ready" and "a new version" in %s', async (locale) => {
  const s = STRINGS[locale].pwa;
  const prompt = await mount('offline-ready', locale);
  const region = page.getByRole('status', { name: s.label });
  await expect.element(region).toHaveTextContent(s.offlineReady);
  expect(page.getByRole('button', { name: s.reload }).elements()).toHaveLength(0);
  prompt.notice = 'need-refresh';
  await expect.element(region).toHaveTextContent(s.needRefresh);
  await expect.element(page.getByRole('button', { name: s.reload })).toBeVisible();
  await expect.element(page.getByRole('button', { name: s.dismiss })).toBeVisible();
  await expectNoSeriousViolations();
});

it('asks for the new version once from the keyboard (Tab, Enter), and Dismiss empties it', async () => {
  // Tab starts from a control placed before the notice, as the page's last control is.
  const before = document.createElement('button');
  before.textContent = 'Before';
  document.body.append(before);
  const prompt = await mount('need-refresh');
  let asked = 0;
  prompt.addEventListener('update-reload', () => asked++);
  before.focus();
  await userEvent.tab();
  expect(focusedText()).toBe('Reload');
  await userEvent.keyboard('{Enter}');
  expect(asked).toBe(1);
  // While the new worker takes over, a second press asks nothing more.
  await expect.element(page.getByRole('button', { name: 'Reload' })).toBeDisabled();

  await userEvent.tab();
  expect(focusedText()).toBe('Dismiss');
  await userEvent.keyboard('{Enter}');
  await expect.element(page.getByRole('status', { name: 'App update' })).toHaveTextContent('');
  expect(prompt.notice).toBe('none');
  expect(asked).toBe(1);
});
