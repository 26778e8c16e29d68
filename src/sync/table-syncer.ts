/**
 * One table's sync: sends the device's new events to the server as they are recorded, in order,
 * and keeps what the server acknowledged (src/store/sync-store.ts) so a reload goes on where it
 * was. Offline first: the game is always recorded locally first (the game store), and this only
 * follows it; a failure to send leaves the events queued (they are simply the events past the
 * acknowledged length) and tries again with backoff. A divergence stops sending until the user
 * resolves it by pulling (resolve.ts). DOM-free: the network, the timers and the store come in.
 */
import type { GameLog } from '../engine/index';
import type { SyncRecord, SyncRecordStore } from '../store/sync-store';
import { retryDelay } from './backoff';
import { fingerprintOf } from './fingerprint';
import { acknowledgedAfter, inEffect, planSync } from './sync-plan';
import { postEvents, type Http, type StopReason } from './sync-http';

export type SyncStatus =
  | { readonly kind: 'synced'; readonly events: number }
  | { readonly kind: 'sending'; readonly waiting: number }
  /** Waiting to try again at `retryAt` (ms since the epoch). */
  | { readonly kind: 'retrying'; readonly waiting: number; readonly cause: 'offline' | 'server' | 'busy'; readonly retryAt: number }
  /** `undone`/`changed`: found locally before sending; `server`: the server's log holds other events. */
  | { readonly kind: 'diverged'; readonly reason: 'undone' | 'changed' | 'server' }
  | { readonly kind: 'stopped'; readonly reason: StopReason; readonly message: string };

export interface Timers {
  readonly now: () => number;
  readonly setTimeout: (run: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: unknown) => void;
}

export const PAGE_TIMERS: Timers = { now: () => Date.now(), setTimeout: (run, ms) => setTimeout(run, ms), clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) };

export interface SyncerDeps {
  readonly http: Http;
  readonly records: SyncRecordStore;
  readonly timers: Timers;
  /** Told of every new status. */
  readonly onStatus: (status: SyncStatus) => void;
}

export class TableSyncer {
  private _log: GameLog | null = null;
  private _status: SyncStatus;
  /** Told by the server (409, or a longer log than sent): sticky until the game is pulled. */
  private _serverDiverged = false;
  private _stopped: Extract<SyncStatus, { kind: 'stopped' }> | null = null;
  private _timer: unknown = null;
  private _attempts = 0;
  private _running = false;
  private _again = false;
  private _closed = false;

  constructor(
    private readonly deps: SyncerDeps,
    private _record: SyncRecord,
  ) {
    this._status = { kind: 'synced', events: _record.acked };
  }

  get status(): SyncStatus {
    return this._status;
  }

  get record(): SyncRecord {
    return this._record;
  }

  /** The game's log changed (or was opened): sends what the server lacks. */
  update(log: GameLog): Promise<void> {
    this._log = log;
    return this._run();
  }

  /** Retries at once (the browser says it is online again, or the user asked). */
  retryNow(): Promise<void> {
    if (this._timer !== null) this.deps.timers.clearTimeout(this._timer);
    this._timer = null;
    // A stop stays: the server refused this device or its events, and would again.
    return this._run();
  }

  /** After the game was pulled: the server's log is the device's, acknowledged whole. */
  adopt(record: SyncRecord, log: GameLog | null): Promise<void> {
    this._record = record;
    this._serverDiverged = false;
    this._stopped = null;
    this._attempts = 0;
    if (log === null) {
      this._set({ kind: 'synced', events: record.acked });
      return Promise.resolve();
    }
    return this.update(log);
  }

  close(): void {
    this._closed = true;
    if (this._timer !== null) this.deps.timers.clearTimeout(this._timer);
    this._timer = null;
  }

  private _set(status: SyncStatus): void {
    this._status = status;
    if (!this._closed) this.deps.onStatus(status);
  }

  /** One run at a time; a change during a run makes it look again before it ends. */
  private async _run(): Promise<void> {
    if (this._running) {
      this._again = true;
      return;
    }
    this._running = true;
    try {
      do {
        this._again = false;
        await this._sendAll();
      } while (this._again && !this._closed);
    } finally {
      this._running = false;
    }
  }

  /** Sends batch after batch until the server holds everything, or something stops it. */
  private async _sendAll(): Promise<void> {
    for (;;) {
      const log = this._log;
      if (this._closed || log === null) return;
      if (this._stopped !== null) return this._set(this._stopped);
      if (this._serverDiverged) return this._set({ kind: 'diverged', reason: 'server' });
      const plan = planSync(log, this._record);
      if (plan.kind === 'synced') return this._set(plan);
      if (plan.kind === 'diverged') return this._set(plan);
      if (this._timer !== null && this._status.kind === 'retrying') return this._set({ ...this._status, waiting: plan.waiting });
      this._set({ kind: 'sending', waiting: plan.waiting });
      const sent = inEffect(log);
      const reply = await postEvents(this.deps.http, this._record.game, this._record.secret, plan.request);
      if (this._closed) return;
      if (reply.kind === 'retry') return this._schedule(reply.cause, reply.retryAfterMs, plan.waiting);
      this._attempts = 0;
      if (reply.kind === 'stopped') {
        this._stopped = { kind: 'stopped', reason: reply.reason, message: reply.message };
        continue;
      }
      if (reply.kind === 'conflict' && reply.conflict.error === 'gap') {
        // The server holds fewer events than it once acknowledged (restored from a backup, say):
        // this device still has them. Sending again from the start restores them, every one
        // checked again (the server acknowledges what it still holds, and says diverged where it
        // holds something else), rather than asking the user to take a shorter game.
        await this._keep({ ...this._record, acked: 0, fingerprint: fingerprintOf([]) });
        continue;
      }
      const ack = reply.kind === 'ok' ? acknowledgedAfter(sent, plan.request, reply.value.length) : null;
      if (ack === null) {
        this._serverDiverged = true;
        continue;
      }
      await this._keep({ ...this._record, ...ack });
    }
  }

  private async _keep(record: SyncRecord): Promise<void> {
    this._record = record;
    try {
      await this.deps.records.save(record);
    } catch {
      // Not kept across a reload: the events are sent again then, and the server acknowledges them as duplicates.
    }
  }

  private _schedule(cause: 'offline' | 'server' | 'busy', retryAfterMs: number | null, waiting: number): void {
    const delay = retryDelay(this._attempts++, retryAfterMs);
    this._timer = this.deps.timers.setTimeout(() => {
      this._timer = null;
      void this._run();
    }, delay);
    this._set({ kind: 'retrying', waiting, cause, retryAt: this.deps.timers.now() + delay });
  }
}
