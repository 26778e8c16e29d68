// The auto-capture switch and frame count kept between visits; a bad or refusing storage gives the defaults.
import { describe, expect, it } from 'vitest';
import { AUTO_CAPTURE_KEY, AUTO_CAPTURE_SETTINGS_DEFAULT, loadAutoCapture, saveAutoCapture } from '../../../src/ui/capture/auto-capture-settings';

function memory(): Pick<Storage, 'getItem' | 'setItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe('auto-capture settings', () => {
  it('are on, at 5 frames, until changed, and come back as saved', () => {
    const s = memory();
    expect(loadAutoCapture(s)).toEqual({ on: true, frames: 5 });
    expect(saveAutoCapture(s, { on: false, frames: 8 })).toBe(true);
    expect(loadAutoCapture(s)).toEqual({ on: false, frames: 8 });
  });

  it('fall back field by field on tampered values, and entirely on unreadable JSON or a refusing storage', () => {
    const s = memory();
    s.data.set(AUTO_CAPTURE_KEY, JSON.stringify({ on: 'yes', frames: 8 }));
    expect(loadAutoCapture(s)).toEqual({ on: true, frames: 8 });
    s.data.set(AUTO_CAPTURE_KEY, JSON.stringify({ on: false, frames: 1000 }));
    expect(loadAutoCapture(s)).toEqual({ on: false, frames: 5 });
    s.data.set(AUTO_CAPTURE_KEY, '{');
    expect(loadAutoCapture(s)).toEqual(AUTO_CAPTURE_SETTINGS_DEFAULT);
    const refusing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('quota'); } };
    expect(loadAutoCapture(refusing)).toEqual(AUTO_CAPTURE_SETTINGS_DEFAULT);
    expect(saveAutoCapture(refusing, { on: false, frames: 3 })).toBe(false);
    expect(loadAutoCapture(undefined)).toEqual(AUTO_CAPTURE_SETTINGS_DEFAULT);
  });
});
