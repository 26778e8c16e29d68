// Accessibility of the app's screens as people see them, checked with axe-core (test/ui/axe.ts)
// in real Chromium: the hand editor holding a recognised hand with tiles to check, its tile
// picker open, the score card with a score and with the explanation of an invalid hand, and the
// capture view after a photo is read (real worker, real models) and with a camera error.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../../src/ui/capture/capture-view';
import type { CaptureView } from '../../src/ui/capture/capture-view';
import '../../src/ui/editor/manual-entry';
import type { ManualEntry } from '../../src/ui/editor/manual-entry';
import { STRINGS } from '../../src/ui/i18n/strings';
import { sharedRecogniser } from './shared-recogniser';
import type { RecognisedHand } from '../../src/vision/types';
import photoUrl from '../fixtures/scenes/images/000091.jpg?url';
import { expectNoSeriousViolations } from './axe';
import { doubtedDraft } from './tile-source';

const EN = STRINGS.en;

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

async function mountEntry(draft: RecognisedHand): Promise<ManualEntry> {
  const entry = document.createElement('manual-entry');
  document.body.append(entry);
  await entry.updateComplete;
  entry.loadDraft(draft);
  await entry.updateComplete;
  return entry;
}

const score = () => page.getByRole('region', { name: EN.score, exact: true });

describe('accessibility: the hand editor with a recognised hand', () => {
  it('has no serious violations with tiles to check, and each tile is named after its tile', async () => {
    await mountEntry(doubtedDraft());
    await expect.element(page.getByText('3 tiles to check')).toBeVisible();
    const dora = page.getByRole('group', { name: 'Dora indicators', exact: true });
    await expect.element(dora.getByRole('button', { name: 'red 5 circles', exact: true })).toBeVisible();
    await expect.element(page.getByRole('button', { name: '5 circles, check', exact: true })).toBeVisible();
    await expectNoSeriousViolations();
  });

  it('has no serious violations with a tile’s picker open', async () => {
    await mountEntry(doubtedDraft());
    await page.getByRole('button', { name: '5 circles, check', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Change 5 circles' });
    await expect.element(dialog.getByRole('group', { name: 'Likely instead' })).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'red 5 circles', exact: true })).toBeVisible();
    await expectNoSeriousViolations();
  });
});

describe('accessibility: the score card', () => {
  it('has no serious violations showing a score', async () => {
    await mountEntry(doubtedDraft());
    await expect.element(score()).toHaveTextContent(EN.total);
    expect(page.getByRole('alert').query()).toBeNull();
    await expectNoSeriousViolations();
  });

  it('has no serious violations explaining why a hand is invalid', async () => {
    await mountEntry(doubtedDraft(true));
    await expect.element(page.getByRole('alert')).toHaveTextContent('a winning hand has 14');
    await expectNoSeriousViolations();
  });
});

describe('accessibility: the capture view', () => {
  const client = sharedRecogniser();

  async function mountCapture(): Promise<CaptureView> {
    const view = document.createElement('capture-view');
    view.client = client();
    document.body.append(view);
    await view.updateComplete;
    return view;
  }

  it('has no serious violations after a photo is read', async () => {
    await mountCapture();
    const photo = new File([await (await fetch(photoUrl)).arrayBuffer()], 'hand.jpg', { type: 'image/jpeg' });
    await userEvent.upload(page.getByLabelText(EN.capture.choosePhoto), photo);
    await expect.element(page.getByRole('img', { name: EN.capture.annotatedPhoto(21) }), { timeout: 60_000 }).toBeVisible();
    await expect.element(page.getByText(EN.capture.loaded)).toBeVisible();
    await expectNoSeriousViolations();
  });

  it('has no serious violations with a camera error shown', async () => {
    await mountCapture();
    // Only the browser's answer is stubbed (headless Chromium has no camera to refuse).
    vi.spyOn(navigator.mediaDevices, 'getUserMedia').mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    await page.getByRole('button', { name: EN.capture.startCamera }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(EN.capture.cameraErrors.denied);
    await expectNoSeriousViolations();
  });
});
