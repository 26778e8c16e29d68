// The phone's steps (src/ui/app-steps.ts) on their own, in real Chromium at the browser project's
// 414 px: one part shown at a time as a tab panel, the total bar following the scoring session
// (no hand, a total, no win), focus carried into the step opened when it was in the one hidden,
// German labels, axe light and dark; and on a wide screen no bar and every part a plain part again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { type AppSteps, STEPS } from '../../src/ui/app-steps';
import { STRINGS } from '../../src/ui/i18n/strings';
import { ScoringSession } from '../../src/ui/score/scoring-session';
import { expectNoSeriousViolations } from './axe';

const session = new ScoringSession();
const steps = document.createElement('app-steps') as AppSteps;
const panels = Object.fromEntries(
  STEPS.map((step) => {
    const panel = document.createElement('div');
    panel.innerHTML = `<button type="button">in ${step}</button>`;
    return [step, panel];
  }),
) as Record<(typeof STEPS)[number], HTMLDivElement>;
const total = () => steps.shadowRoot!.querySelector('.total')!;

beforeAll(async () => {
  steps.panels = panels;
  steps.session = session;
  document.body.append(...Object.values(panels), steps);
  await steps.updateComplete;
});
afterAll(() => {
  for (const el of [...Object.values(panels), steps]) el.remove();
});

describe('the steps on a phone', () => {
  it('shows the open step only, as a tab panel named by its tab', async () => {
    await expect.element(page.getByRole('tab', { name: 'Read', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByRole('tabpanel', { name: 'Read' })).toBeVisible();
    for (const step of STEPS) expect(panels[step].hidden, step).toBe(step !== 'read');
    await page.getByRole('tab', { name: 'Game', exact: true }).click();
    await expect.element(page.getByRole('tabpanel', { name: 'Game' })).toBeVisible();
    expect(panels.read.hidden).toBe(true);
  });

  it('says the hand’s total, that there is none, or why it is no win', async () => {
    expect(total().textContent).toBe('No hand to score yet');
    session.dispatch({ type: 'sample' });
    await expect.poll(() => total().textContent).toBe('Total 1,300');
    session.dispatch({ type: 'enter' });
    const error = session.state.result?.error;
    expect(error).toBeTruthy();
    await expect.poll(() => total().textContent).toBe(STRINGS.en.errorTitles[error as keyof typeof STRINGS.en.errorTitles]);
    expect(total().classList).toContain('bad');
    await expectNoSeriousViolations();
  });

  it('opens "Check & score" from the total, and carries the focus out of a step being hidden', async () => {
    steps.show('read');
    panels.read.querySelector('button')!.focus();
    await page.getByRole('button', { name: STRINGS.en.errorTitles[session.state.result!.error as keyof typeof STRINGS.en.errorTitles] }).click();
    await expect.element(page.getByRole('tabpanel', { name: 'Check & score' })).toBeVisible();
    // A step opened from a control elsewhere leaves the focus where it is.
    steps.show('read');
    panels.read.querySelector('button')!.focus();
    steps.show('score');
    expect(document.activeElement).toBe(panels.score);
    const outside = steps.shadowRoot!.querySelector<HTMLElement>('[role="tab"]')!;
    outside.focus();
    steps.show('more');
    expect(steps.shadowRoot!.activeElement).toBe(outside);
  });

  it('speaks German', async () => {
    steps.locale = 'de';
    await expect.element(page.getByRole('tablist', { name: 'Schritte' })).toBeVisible();
    await expect.element(page.getByRole('tab', { name: 'Prüfen & werten' })).toBeVisible();
    steps.locale = 'en';
  });
});

describe('the steps on a wide screen', () => {
  it('draws no bar, and every part shows as a plain part of the page', async () => {
    await page.viewport(1280, 900);
    await expect.poll(() => STEPS.every((step) => !panels[step].hidden)).toBe(true);
    expect(page.getByRole('tablist').query()).toBeNull();
    for (const step of STEPS) expect(panels[step].getAttribute('role'), step).toBeNull();
    expect(steps.getBoundingClientRect().height).toBe(0);
    await page.viewport(414, 896);
    await expect.poll(() => panels.read.hidden).toBe(true);
  });
});
