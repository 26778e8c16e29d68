/**
 * One simulated table device: it makes a valid game event when told (the start event with the
 * table's players and the tournament's preset first, then exhaustive draws with every seat
 * tenpai: no payments and the dealer keeps the deal, so a game can run for hours without ending
 * and each event adds one counter), and syncs what the server has not acknowledged, as the app's
 * device does: `{base, entries}` from the server's acknowledged length, the same ids on every try.
 * A failed request (the server gone, a 429, a 5xx) is retried after a short wait.
 */
import type { Envelope, GameEvent } from '../../engine/index';
import { api } from './api';
import type { BenchTable, BenchTournament } from './api';

/** Between tries while the server does not answer. */
const RETRY_MS = 250;

export interface DeviceCounters {
  posts: number;
  failures: number;
  conflicts: number;
  refused: number;
}

export class TableDevice {
  /** Envelopes the server acknowledged, in log order. */
  readonly acknowledged: Envelope[] = [];
  /** Made but not yet acknowledged, in order; positions acknowledged.length, +1, ... */
  private readonly pending: Envelope[] = [];
  /** When each log position was last sent (ms, performance.now()), for the relay latency. */
  private readonly sentAt = new Map<number, number>();
  readonly ackMs: number[] = [];
  readonly counters: DeviceCounters = { posts: 0, failures: 0, conflicts: 0, refused: 0 };
  private made = 0;
  private inFlight = false;
  private retry: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly base: () => string,
    private readonly tournament: BenchTournament,
    readonly table: BenchTable,
    /** The device's own address (X-Forwarded-For). */
    private readonly from: string,
    private readonly run: string,
  ) {}

  get unacknowledged(): number {
    return this.pending.length;
  }

  sentTime(position: number): number | undefined {
    return this.sentAt.get(position);
  }

  /** Makes the next event and syncs. */
  tick(): void {
    const event: GameEvent = this.made === 0 ? { v: 1, type: 'start', players: [...this.table.players], preset: this.tournament.preset } : { v: 1, type: 'draw', tenpai: [0, 1, 2, 3] };
    this.pending.push({ id: `${this.run}-t${this.table.number}-e${this.made}`, at: new Date().toISOString(), by: 'bench', event });
    this.made++;
    void this.flush();
  }

  /** Stops retrying (the end of a run, once the drain gave up). */
  stop(): void {
    this.stopped = true;
    if (this.retry !== null) clearTimeout(this.retry);
  }

  /** Sends everything unacknowledged in one request, unless one is already out. */
  async flush(): Promise<void> {
    if (this.inFlight || this.pending.length === 0 || this.stopped) return;
    this.inFlight = true;
    const base = this.acknowledged.length;
    const entries = [...this.pending];
    const t0 = performance.now();
    entries.forEach((_, i) => this.sentAt.set(base + i, t0));
    this.counters.posts++;
    let ok = false;
    try {
      const answer = await api(this.base(), `/api/games/${this.table.game}/events`, { method: 'POST', body: { base, entries }, secret: this.table.secret, from: this.from });
      ok = this.handle(answer.status, answer.body, base, t0);
    } catch {
      // The server is gone or did not answer in time: the same entries go again.
      this.counters.failures++;
    } finally {
      this.inFlight = false;
    }
    // Events made while this request was out go at once; a failed request's after a pause.
    if (this.pending.length > 0 && !this.stopped && this.retry === null) {
      this.retry = setTimeout(() => {
        this.retry = null;
        void this.flush();
      }, ok ? 0 : RETRY_MS);
    }
  }

  /** Takes in the server's answer; true when it acknowledged the request. */
  private handle(status: number, body: unknown, base: number, t0: number): boolean {
    if (status === 200) {
      const length = (body as { length: number }).length;
      this.acknowledged.push(...this.pending.splice(0, length - base));
      this.ackMs.push(performance.now() - t0);
      return true;
    }
    if (status === 409) this.counters.conflicts++;
    else if (status === 422) this.counters.refused++;
    else this.counters.failures++;
    // A conflict or a refusal is a bug of the server or of this benchmark: stop this table, the
    // final check reports what it left.
    if (status === 409 || status === 422) {
      process.stderr.write(`table ${this.table.number}: HTTP ${status} ${JSON.stringify(body).slice(0, 300)}\n`);
      this.stop();
    }
    return false;
  }
}
