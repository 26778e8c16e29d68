/**
 * The auto-capture settings (on or off, frames to wait) kept between visits under one key of the
 * page's storage, like the hand's situation (`situation-memory.ts`): a value missing, tampered
 * with or refused by the storage falls back to the default.
 */
import { AUTO_CAPTURE_DEFAULTS, AUTO_CAPTURE_FRAME_CHOICES } from './auto-capture';
import type { SituationStorage } from '../../store/situation-memory';

export const AUTO_CAPTURE_KEY = 'riichi-lens.auto-capture.v1';

export interface AutoCaptureSettings {
  readonly on: boolean;
  readonly frames: number;
}

/** On by default: the person holding the phone over the table has no hand free to tap. */
export const AUTO_CAPTURE_SETTINGS_DEFAULT: AutoCaptureSettings = { on: true, frames: AUTO_CAPTURE_DEFAULTS.frames };

const isFrameChoice = (v: unknown): v is number => (AUTO_CAPTURE_FRAME_CHOICES as readonly unknown[]).includes(v);

export function loadAutoCapture(storage: SituationStorage | undefined): AutoCaptureSettings {
  try {
    const raw = storage?.getItem(AUTO_CAPTURE_KEY);
    const s: unknown = raw == null ? null : JSON.parse(raw);
    if (typeof s !== 'object' || s === null) return AUTO_CAPTURE_SETTINGS_DEFAULT;
    const { on, frames } = s as Record<string, unknown>;
    return {
      on: typeof on === 'boolean' ? on : AUTO_CAPTURE_SETTINGS_DEFAULT.on,
      frames: isFrameChoice(frames) ? frames : AUTO_CAPTURE_SETTINGS_DEFAULT.frames,
    };
  } catch {
    return AUTO_CAPTURE_SETTINGS_DEFAULT; // unreadable JSON, or a storage that refuses
  }
}

/** True when the storage took it. */
export function saveAutoCapture(storage: SituationStorage | undefined, settings: AutoCaptureSettings): boolean {
  try {
    storage?.setItem(AUTO_CAPTURE_KEY, JSON.stringify(settings));
    return storage !== undefined;
  } catch {
    return false;
  }
}
