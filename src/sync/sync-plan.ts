/**
 * What to send next, decided from the device's log and what the server has acknowledged. Pure:
 * the same inputs always give the same plan, in Node as in the page.
 *
 * The server's log is append-only and holds the events in effect only. The device's log has an
 * undo cursor and editable past events, so it can move away from what the server already holds:
 * an undo of an acknowledged event leaves fewer events in effect than acknowledged, an edit
 * changes one. Either is a divergence, found here before anything is sent (sending on top of
 * it would only be refused with 409), and resolved by pulling the server's log.
 */
import { MAX_SYNC_BATCH } from '../formats/table-sync';
import type { Envelope, GameLog } from '../engine/index';
import { fingerprintOf } from './fingerprint';

/** A request's body (syncRequestSchema), as the device holds it: the envelopes for positions `base`, `base + 1`, ... */
export interface SyncBatch {
  readonly base: number;
  readonly entries: readonly Envelope[];
}

/** The part of a sync record the plan reads. */
export interface Acknowledged {
  readonly acked: number;
  readonly fingerprint: string;
}

/**
 * Bytes of envelopes in one request, kept under the server's 256 KB body limit with room for the
 * request's own fields: 200 envelopes with long hand notes could pass it.
 */
export const MAX_BATCH_BYTES = 200_000;

export type SyncPlan =
  | { readonly kind: 'synced'; readonly events: number }
  | { readonly kind: 'send'; readonly request: SyncBatch; readonly waiting: number }
  /** `undone`: fewer events in effect than acknowledged; `changed`: the acknowledged ones are no longer the same. */
  | { readonly kind: 'diverged'; readonly reason: 'undone' | 'changed' };

/** The events in effect: those before the undo cursor. */
export const inEffect = (log: GameLog): readonly Envelope[] => log.entries.slice(0, log.cursor);

/** Whether the first `acked` of `events` are exactly those the server acknowledged. */
export function agrees(events: readonly Envelope[], ack: Acknowledged): 'yes' | 'undone' | 'changed' {
  if (events.length < ack.acked) return 'undone';
  return fingerprintOf(events.slice(0, ack.acked)) === ack.fingerprint ? 'yes' : 'changed';
}

/** The envelopes from `base` on that fit one request: at most MAX_SYNC_BATCH and MAX_BATCH_BYTES (but always one). */
export function batchFrom(events: readonly Envelope[], base: number): Envelope[] {
  const batch: Envelope[] = [];
  let bytes = 0;
  for (const e of events.slice(base, base + MAX_SYNC_BATCH)) {
    bytes += JSON.stringify(e).length;
    if (batch.length > 0 && bytes > MAX_BATCH_BYTES) break;
    batch.push(e);
  }
  return batch;
}

export function planSync(log: GameLog, ack: Acknowledged): SyncPlan {
  const events = inEffect(log);
  const agreement = agrees(events, ack);
  if (agreement !== 'yes') return { kind: 'diverged', reason: agreement };
  if (events.length === ack.acked) return { kind: 'synced', events: ack.acked };
  return { kind: 'send', request: { base: ack.acked, entries: batchFrom(events, ack.acked) }, waiting: events.length - ack.acked };
}

/**
 * What the server now holds, after it answered `length` to `request` sent from `sent` (the events
 * in effect when it was sent). The server's log after an accepted request is exactly the device's
 * up to `base + entries`; a longer one holds events this device never sent (another device at the
 * same table), so the device is behind: a divergence, which pulling resolves. Null then.
 */
export function acknowledgedAfter(sent: readonly Envelope[], request: SyncBatch, length: number): Acknowledged | null {
  if (length !== request.base + request.entries.length) return null;
  return { acked: length, fingerprint: fingerprintOf(sent.slice(0, length)) };
}
