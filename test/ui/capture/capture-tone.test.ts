// The beep's WAV, read back as a WAV reader would: a valid header, 880 Hz, a soft start and end.
import { expect, it } from 'vitest';
import { beepWav } from '../../../src/ui/capture/capture-tone';

function text(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

it('is a 16-bit mono PCM WAV whose sizes add up', () => {
  const bytes = beepWav();
  const view = new DataView(bytes.buffer);
  expect([text(bytes, 0, 4), text(bytes, 8, 4), text(bytes, 12, 4), text(bytes, 36, 4)]).toEqual([
    'RIFF',
    'WAVE',
    'fmt ',
    'data',
  ]);
  expect(view.getUint32(4, true)).toBe(bytes.length - 8);
  expect(view.getUint16(20, true)).toBe(1);
  expect(view.getUint16(22, true)).toBe(1);
  const rate = view.getUint32(24, true);
  expect(view.getUint32(28, true)).toBe(rate * 2);
  expect(view.getUint16(34, true)).toBe(16);
  expect(view.getUint32(40, true)).toBe(bytes.length - 44);
  expect((bytes.length - 44) / 2 / rate).toBeCloseTo(0.16, 3);
});

it('sounds at 880 Hz, peaks near a fifth of full scale and starts and ends softly', () => {
  const bytes = beepWav();
  const view = new DataView(bytes.buffer);
  const rate = view.getUint32(24, true);
  const samples = Array.from({ length: (bytes.length - 44) / 2 }, (_, i) => view.getInt16(44 + i * 2, true));
  // Zero crossings over the loud part, 10-60 ms: two a cycle.
  const from = Math.round(0.01 * rate);
  const to = Math.round(0.06 * rate);
  const loud = samples.slice(from, to);
  const crossings = loud.filter((v, i) => i > 0 && v < 0 !== (loud[i - 1] ?? 0) < 0).length;
  expect(crossings / 2 / ((to - from) / rate)).toBeGreaterThan(860);
  expect(crossings / 2 / ((to - from) / rate)).toBeLessThan(900);
  const peak = Math.max(...samples.map(Math.abs));
  expect(peak / 32767).toBeGreaterThan(0.19);
  expect(peak / 32767).toBeLessThanOrEqual(0.2);
  expect(Math.abs(samples[0] ?? Infinity)).toBeLessThan(10);
  expect(Math.max(...samples.slice(Math.round(0.15 * rate)).map(Math.abs))).toBe(0);
});
