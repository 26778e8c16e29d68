/**
 * Live-camera statistics shown next to the video: recognised frames per second and the latency
 * from a frame's capture to its result. Pure: the caller passes the clock's readings, so tests
 * need no timers.
 */

export interface FrameTiming {
  /** When the frame was taken from the video (ms, any monotonic clock). */
  readonly sentAt: number;
  /** When its recognition came back. */
  readonly doneAt: number;
}

export interface FrameStats {
  /** Results per second over the window; null until two results are in it. */
  readonly fps: number | null;
  /** Median capture-to-result time over the window, ms; null when the window is empty. */
  readonly latencyMs: number | null;
}

/**
 * The last couple of seconds of results: long enough to smooth one slow frame, short enough that
 * the numbers follow a change (the phone turned, a bigger hand in view) within a breath.
 */
export const STATS_WINDOW_MS = 2000;

/**
 * The window after one more result: timings older than `windowMs` before it dropped, except the
 * one just before it. A device slower than a result per window (an old phone, a busy laptop)
 * still gets a rate from its last two results rather than none at all.
 */
export function addTiming(window: readonly FrameTiming[], timing: FrameTiming, windowMs = STATS_WINDOW_MS): FrameTiming[] {
  const all = [...window, timing];
  const recent = all.filter((t) => t.doneAt >= timing.doneAt - windowMs);
  return recent.length >= 2 ? recent : all.slice(-2);
}

export function frameStats(window: readonly FrameTiming[]): FrameStats {
  if (window.length === 0) return { fps: null, latencyMs: null };
  const latencies = window.map((t) => t.doneAt - t.sentAt).sort((a, b) => a - b);
  const mid = latencies.length >> 1;
  const latencyMs = latencies.length % 2 === 1 ? latencies[mid]! : (latencies[mid - 1]! + latencies[mid]!) / 2;
  const span = window[window.length - 1]!.doneAt - window[0]!.doneAt;
  return { fps: window.length >= 2 && span > 0 ? (window.length - 1) / (span / 1000) : null, latencyMs };
}
