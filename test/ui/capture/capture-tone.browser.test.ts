// The auto-capture beep in Chromium: silent (and no error) where there is no Web Audio or audio is
// not started yet, a real oscillator once a tap has let the page make sound.
import { afterEach, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { playCaptureTone, primeCaptureTone } from '../../../src/ui/capture/capture-tone';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

it('stays silent without Web Audio, and without a context made on a tap', () => {
  vi.stubGlobal('AudioContext', undefined);
  vi.stubGlobal('webkitAudioContext', undefined);
  expect(primeCaptureTone()).toBe(false);
  expect(playCaptureTone()).toBe(false);
});

it('stays silent when the browser refuses a context', () => {
  vi.stubGlobal(
    'AudioContext',
    class {
      constructor() {
        throw new DOMException('too many contexts', 'NotSupportedError');
      }
    },
  );
  expect(primeCaptureTone()).toBe(false);
  expect(playCaptureTone()).toBe(false);
});

it('beeps once a tap has started the audio', async () => {
  const button = document.createElement('button');
  button.textContent = 'Start camera';
  button.addEventListener('click', () => primeCaptureTone());
  document.body.append(button);
  await page.getByRole('button', { name: 'Start camera' }).click();
  await expect.poll(() => playCaptureTone()).toBe(true);
});
