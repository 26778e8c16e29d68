/**
 * The short beep of an auto-capture: a WAV made here (no sound file to ship), played by one audio
 * element. Browsers start audio only after a user gesture: the element is played once, muted, on
 * the tap that starts the camera (`CaptureTone.prime`), which lets that element play later; a
 * browser without audio, or one that refuses even that, simply stays silent: the visible cue says
 * the same.
 *
 * Why an element and not Web Audio: the first `new AudioContext()` holds the page's thread while
 * the browser opens its audio output (300-470 ms on a bare page in headless Chromium here); the
 * app's tap on "Start camera" took 155-203 ms to handle with it and 9-11 ms with the element
 * (the Event Timing API's processing time, three runs each).
 */

const SAMPLE_RATE = 16_000;
const FREQUENCY = 880;
const SECONDS = 0.16;

/**
 * The beep as a 16-bit mono PCM WAV: 880 Hz, a quick rise (10 ms) and fall (to 150 ms), then
 * silence: a hard start or stop clicks.
 */
export function beepWav(): Uint8Array<ArrayBuffer> {
  const samples = Math.round(SAMPLE_RATE * SECONDS);
  const bytes = new Uint8Array(44 + samples * 2);
  const view = new DataView(bytes.buffer);
  const text = (at: number, s: string): void => {
    for (let i = 0; i < s.length; i++) bytes[at + i] = s.charCodeAt(i);
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true); // the format chunk's size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // one channel
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE * 2, true); // bytes a second
  view.setUint16(32, 2, true); // bytes a sample
  view.setUint16(34, 16, true); // bits a sample
  text(36, 'data');
  view.setUint32(40, samples * 2, true);
  for (let i = 0; i < samples; i++) {
    const t = i / SAMPLE_RATE;
    view.setInt16(44 + i * 2, Math.round(32767 * envelope(t) * Math.sin(2 * Math.PI * FREQUENCY * t)), true);
  }
  return bytes;
}

/** Exponential rise from 0.0001 to 0.2 in 10 ms, fall back to 0.0001 at 150 ms, then nothing. */
function envelope(t: number): number {
  const low = 0.0001;
  const high = 0.2;
  if (t < 0.01) return low * (high / low) ** (t / 0.01);
  if (t < 0.15) return high * (low / high) ** ((t - 0.01) / 0.14);
  return 0;
}

/**
 * One beep's element and whether a tap has let it play. The capture view keeps one for its life:
 * the permission a tap gives belongs to the element.
 */
export class CaptureTone {
  private element: HTMLAudioElement | null = null;
  private primed = false;

  /** Plays the element once, muted, from a user gesture. False where there is no audio element. */
  prime(): boolean {
    try {
      if (typeof Audio === 'undefined' || typeof URL.createObjectURL !== 'function') return false;
      if (this.element === null) {
        this.element = new Audio(URL.createObjectURL(new Blob([beepWav()], { type: 'audio/wav' })));
        this.element.preload = 'auto';
      }
      if (this.primed) return true;
      const audio = this.element;
      audio.muted = true;
      void audio
        .play()
        .then(() => {
          audio.pause();
          audio.currentTime = 0;
          audio.muted = false;
          this.primed = true;
        })
        .catch(() => {
          // Refused: silent until a later tap primes it.
          audio.muted = false;
        });
      return true;
    } catch {
      return false; // a locked-down browser that refuses blobs or media
    }
  }

  /** Plays the beep; false when it could not (no element, or no tap has let it play yet). */
  play(): boolean {
    try {
      if (this.element === null || !this.primed) return false;
      this.element.currentTime = 0;
      void this.element.play().catch(() => undefined);
      return true;
    } catch {
      return false;
    }
  }
}
