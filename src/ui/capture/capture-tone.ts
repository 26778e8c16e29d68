/**
 * The short beep of an auto-capture, made with the Web Audio API (no sound file to ship). Browsers
 * start audio only after a user gesture: the context is made on the tap that starts the camera
 * (`primeCaptureTone`), and a browser without Web Audio, or one that keeps the context suspended,
 * simply stays silent: the visible cue says the same.
 */

type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audioContextClass(): AudioContextClass | undefined {
  const w = globalThis as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return w.AudioContext ?? w.webkitAudioContext;
}

/** Makes (or wakes) the audio context; call from a user gesture. False where there is no audio. */
export function primeCaptureTone(): boolean {
  try {
    const Ctx = audioContextClass();
    if (Ctx === undefined) return false;
    context ??= new Ctx();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    return true;
  } catch {
    return false; // a context refused (too many open, a locked-down browser)
  }
}

/** Plays the beep; false when it could not (no context, or audio not allowed yet). */
export function playCaptureTone(): boolean {
  try {
    if (context === null || context.state !== 'running') return false;
    const now = context.currentTime;
    const osc = context.createOscillator();
    const gain = context.createGain();
    osc.type = 'sine';
    osc.frequency.setValueAtTime(880, now);
    // A quick rise and fall: a hard start or stop clicks.
    gain.gain.setValueAtTime(0.0001, now);
    gain.gain.exponentialRampToValueAtTime(0.2, now + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + 0.15);
    osc.connect(gain).connect(context.destination);
    osc.start(now);
    osc.stop(now + 0.16);
    return true;
  } catch {
    return false;
  }
}
