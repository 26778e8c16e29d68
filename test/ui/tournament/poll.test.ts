import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { poll } from '../../../src/ui/tournament/poll';

describe('polling', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at once, then every interval after each run, goes on after a failure, and stops', async () => {
    let runs = 0;
    const p = poll(async () => {
      runs++;
      if (runs === 2) throw new Error('server down');
    }, 1000);
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(3);
    p.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(3);
  });

  it('never runs twice at once, however slow a run', async () => {
    let running = 0;
    let most = 0;
    const p = poll(async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5000));
      running--;
    }, 100);
    p.now();
    await vi.advanceTimersByTimeAsync(20_000);
    p.stop();
    expect(most).toBe(1);
  });
});
