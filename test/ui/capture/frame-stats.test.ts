// Frames per second and latency of the live camera, from the clock readings of each result.
import { describe, expect, it } from 'vitest';
import { type FrameTiming, STATS_WINDOW_MS, addTiming, frameStats } from '../../../src/ui/capture/frame-stats';

/** Results every `every` ms from `start`, each taking `latency` ms. */
function steady(n: number, every: number, latency: number, start = 1000): FrameTiming[] {
  return Array.from({ length: n }, (_, i) => ({ sentAt: start + i * every - latency, doneAt: start + i * every }));
}

const fill = (timings: readonly FrameTiming[]): FrameTiming[] => timings.reduce<FrameTiming[]>((w, t) => addTiming(w, t), []);

describe('frameStats', () => {
  it('says nothing before results come in, and no rate from a single one', () => {
    expect(frameStats([])).toEqual({ fps: null, latencyMs: null });
    expect(frameStats(fill(steady(1, 250, 180)))).toEqual({ fps: null, latencyMs: 180 });
  });

  it('gives 4 frames/s for a result every 250 ms, and their latency', () => {
    const s = frameStats(fill(steady(8, 250, 210)));
    expect(s.fps).toBeCloseTo(4, 9);
    expect(s.latencyMs).toBe(210);
  });

  it('takes the median latency, so one slow frame does not swing the number', () => {
    const timings = [...steady(4, 200, 100), { sentAt: 800, doneAt: 1800 }];
    expect(frameStats(fill(timings)).latencyMs).toBe(100);
    expect(frameStats(fill(steady(2, 200, 100).concat([{ sentAt: 1100, doneAt: 1400 }, { sentAt: 1300, doneAt: 1600 }]))).latencyMs).toBe(200);
  });

  it('forgets results older than the window: the rate follows a slowdown', () => {
    const fast = steady(20, 100, 80);
    const lastFast = fast.at(-1)!.doneAt;
    const slow = steady(6, 500, 400, lastFast + 500);
    const window = fill([...fast, ...slow]);
    expect(window.every((t) => t.doneAt >= slow.at(-1)!.doneAt - STATS_WINDOW_MS)).toBe(true);
    const s = frameStats(window);
    expect(s.fps).toBeCloseTo(2, 9);
    expect(s.latencyMs).toBe(400);
  });

  it('still gives a rate when results come slower than one per window', () => {
    const s = frameStats(fill(steady(4, 2.5 * STATS_WINDOW_MS, 2400)));
    expect(s.fps).toBeCloseTo(1000 / (2.5 * STATS_WINDOW_MS), 9);
    expect(s.latencyMs).toBe(2400);
  });
});
