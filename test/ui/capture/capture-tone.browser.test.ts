// The auto-capture beep in Chromium: silent (and no error) where there is no audio element or no
// tap has let it play yet; a WAV Chromium plays to its end; played once a tap has primed it.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';

import { beepWav, CaptureTone } from '../../../src/ui/capture/capture-tone';

let tone: CaptureTone;
beforeEach(() => {
  tone = new CaptureTone();
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

async function tap(prime: () => boolean): Promise<void> {
  const button = document.createElement('button');
  button.textContent = 'Start camera';
  button.addEventListener('click', () => prime());
  document.body.append(button);
  await page.getByRole('button', { name: 'Start camera' }).click();
}

it('stays silent without an audio element, and before a tap', () => {
  expect(tone.play()).toBe(false);
  vi.stubGlobal('Audio', undefined);
  expect(tone.prime()).toBe(false);
  expect(tone.play()).toBe(false);
});

it('stays silent when the browser refuses to play', async () => {
  vi.stubGlobal(
    'Audio',
    class {
      muted = false;
      currentTime = 0;
      preload = '';
      play(): Promise<void> {
        return Promise.reject(new DOMException('not allowed', 'NotAllowedError'));
      }
      pause(): void {}
    },
  );
  await tap(() => tone.prime());
  await new Promise((r) => setTimeout(r, 50));
  expect(tone.play()).toBe(false);
});

it('is a WAV Chromium plays through, 0.16 s long', async () => {
  const audio = new Audio(URL.createObjectURL(new Blob([beepWav()], { type: 'audio/wav' })));
  audio.muted = true;
  const ended = new Promise<void>((resolve, reject) => {
    audio.addEventListener('ended', () => resolve());
    audio.addEventListener('error', () => reject(new Error(`media error ${audio.error?.code}`)));
  });
  await audio.play();
  await ended;
  expect(audio.duration).toBeCloseTo(0.16, 2);
});

it('beeps once a tap has primed it', async () => {
  await tap(() => tone.prime());
  await expect.poll(() => tone.play()).toBe(true);
});
