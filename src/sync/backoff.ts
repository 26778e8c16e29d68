/**
 * How long a device waits before sending again after a failure: doubling from a second, capped
 * at a minute, so a table back online is synced within a minute and a server in trouble is not
 * hammered. The server's Retry-After (rate limited, or down for maintenance) is respected: never
 * sooner than it asks, but never more than ten minutes, so a bad header cannot park a table's
 * sync for good.
 */
export const FIRST_RETRY_MS = 1000;
export const MAX_RETRY_MS = 60_000;
export const MAX_RETRY_AFTER_MS = 600_000;

/** The wait before retry number `attempt` (0 for the first), given the server's Retry-After in ms if any. */
export function retryDelay(attempt: number, retryAfterMs: number | null): number {
  const doubled = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(attempt, 30));
  return retryAfterMs === null ? doubled : Math.max(doubled, Math.min(retryAfterMs, MAX_RETRY_AFTER_MS));
}
