/**
 * Runs `tick` now and then every `ms` after each run has finished (never two at once, however
 * slow the server), until stopped. A tick that throws does not stop the polling.
 */
export function poll(tick: () => Promise<unknown>, ms: number): { stop(): void; now(): void } {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  const run = async (): Promise<void> => {
    if (stopped || running) return;
    clearTimeout(timer);
    running = true;
    try {
      await tick();
    } catch {
      // The next tick tries again.
    } finally {
      running = false;
      if (!stopped) timer = setTimeout(() => void run(), ms);
    }
  };
  void run();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
    now: () => void run(),
  };
}
