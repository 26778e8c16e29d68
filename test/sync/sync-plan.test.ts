// The pure parts: what is sent next, in batches that fit the server's limits; Retry-After read in
// both its forms; the backoff's doubling and cap.
import { describe, expect, it } from 'vitest';
import { MAX_SYNC_BATCH } from '../../src/formats/table-sync';
import { FIRST_RETRY_MS, MAX_RETRY_AFTER_MS, MAX_RETRY_MS, retryDelay } from '../../src/sync/backoff';
import { fingerprintOf } from '../../src/sync/fingerprint';
import { MAX_BATCH_BYTES, acknowledgedAfter, batchFrom, planSync } from '../../src/sync/sync-plan';
import { retryAfterMs } from '../../src/sync/sync-http';
import { envelope } from '../engine/game-play';
import { ALL_TENPAI, START, extend, gameOf, tsumo } from './sync-harness';

describe('planSync', () => {
  it('sends from the acknowledged length, and nothing once all is acknowledged', () => {
    const log = gameOf(START, tsumo(1), tsumo(2));
    expect(planSync(log, { acked: 0, fingerprint: fingerprintOf([]) })).toEqual({ kind: 'send', request: { base: 0, entries: log.entries }, waiting: 3 });
    expect(planSync(log, { acked: 1, fingerprint: fingerprintOf(log.entries.slice(0, 1)) })).toEqual({ kind: 'send', request: { base: 1, entries: log.entries.slice(1) }, waiting: 2 });
    expect(planSync(log, { acked: 3, fingerprint: fingerprintOf(log.entries) })).toEqual({ kind: 'synced', events: 3 });
  });

  it('never sends the redo tail: only the events in effect', () => {
    const log = { ...gameOf(START, tsumo(1), tsumo(2)), cursor: 2 };
    expect(planSync(log, { acked: 1, fingerprint: fingerprintOf(log.entries.slice(0, 1)) })).toMatchObject({ request: { base: 1, entries: [log.entries[1]] } });
  });

  it('finds a divergence by content, whatever the key order', () => {
    const log = gameOf(START, tsumo(1));
    const reordered = log.entries.map((e) => JSON.parse(JSON.stringify({ event: e.event, by: e.by, at: e.at, id: e.id })) as typeof e);
    expect(planSync({ entries: reordered, cursor: 2 }, { acked: 2, fingerprint: fingerprintOf(log.entries) }).kind).toBe('synced');
    const other = extend(gameOf(START), [tsumo(2)]);
    expect(planSync(other, { acked: 2, fingerprint: fingerprintOf(log.entries) })).toEqual({ kind: 'diverged', reason: 'changed' });
    expect(planSync(gameOf(START), { acked: 2, fingerprint: fingerprintOf(log.entries) })).toEqual({ kind: 'diverged', reason: 'undone' });
  });
});

describe('batches', () => {
  it('hold at most MAX_SYNC_BATCH envelopes', () => {
    const log = extend(gameOf(START), Array.from({ length: MAX_SYNC_BATCH + 5 }, () => ALL_TENPAI));
    expect(batchFrom(log.entries, 0)).toHaveLength(MAX_SYNC_BATCH);
    expect(batchFrom(log.entries, MAX_SYNC_BATCH)).toHaveLength(6);
  });

  it('stay under the byte limit, and always carry one envelope', () => {
    const big = Array.from({ length: 10 }, (_, i) => ({ ...envelope(ALL_TENPAI, i), by: 'x'.repeat(MAX_BATCH_BYTES / 4) }));
    const batch = batchFrom(big, 0);
    expect(batch.length).toBe(3);
    expect(JSON.stringify(batch).length).toBeLessThanOrEqual(MAX_BATCH_BYTES + 100);
    expect(batchFrom([{ ...envelope(ALL_TENPAI, 0), by: 'x'.repeat(MAX_BATCH_BYTES + 1) }], 0)).toHaveLength(1);
  });

  it('an answer longer than what was sent means the server holds more: not acknowledged', () => {
    const log = gameOf(START, tsumo(1));
    expect(acknowledgedAfter(log.entries, { base: 0, entries: log.entries }, 2)).toEqual({ acked: 2, fingerprint: fingerprintOf(log.entries) });
    expect(acknowledgedAfter(log.entries, { base: 0, entries: log.entries }, 3)).toBeNull();
  });
});

describe('waiting', () => {
  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterMs('30')).toBe(30_000);
    expect(retryAfterMs('Fri, 27 Nov 2026 08:00:10 GMT', Date.parse('2026-11-27T08:00:00Z'))).toBe(10_000);
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs('soon')).toBeNull();
  });

  it('doubles from a second to a minute; Retry-After is respected up to ten minutes', () => {
    expect([0, 1, 2, 5, 6, 40].map((n) => retryDelay(n, null))).toEqual([FIRST_RETRY_MS, 2000, 4000, 32_000, MAX_RETRY_MS, MAX_RETRY_MS]);
    expect(retryDelay(0, 30_000)).toBe(30_000);
    expect(retryDelay(5, 1000)).toBe(32_000);
    expect(retryDelay(0, 24 * 3600_000)).toBe(MAX_RETRY_AFTER_MS);
  });
});
