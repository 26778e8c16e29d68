/**
 * One simulated overlay: a WebSocket on /relay subscribed to its table's game, reconnecting after
 * the server goes away. Each state it receives names how far the table's log has come (the
 * benchmark's events each add one counter: `honba` is the last position in the state), so every
 * log position is credited once per subscriber, with the time since the device sent it.
 */
import { WebSocket } from 'ws';

const RECONNECT_MS = 200;

export class OverlaySubscriber {
  /** The highest log position this subscriber has seen a state for. */
  private seen = -1;
  /** Connections opened again after the first (the server restarted). */
  reconnects = 0;
  private everOpened = false;
  private socket: WebSocket | null = null;
  private closed = false;
  private opened: Promise<void> | null = null;

  constructor(
    private readonly url: () => string,
    private readonly game: string,
    /** Its own address (X-Forwarded-For). */
    private readonly from: string,
    /** When `position` was sent, from the table's device. */
    private readonly sentTime: (position: number) => number | undefined,
    /** Receives each delivery: when its event was sent and when its state arrived (performance.now()). */
    private readonly record: (sent: number, received: number) => void,
  ) {}

  /** Connects and subscribes; resolves once the socket is open. */
  open(): Promise<void> {
    const base = this.url();
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/relay`, { headers: { origin: base, 'x-forwarded-for': this.from } });
    this.socket = ws;
    this.opened = new Promise((resolve) => {
      ws.once('open', () => {
        if (this.everOpened) this.reconnects++;
        this.everOpened = true;
        ws.send(JSON.stringify({ type: 'subscribe', game: this.game }));
        resolve();
      });
      // Not yet open and failed: the retry below opens another, which resolves nothing here.
      ws.once('close', () => resolve());
    });
    ws.on('message', (data) => this.receive(data.toString()));
    ws.on('error', () => undefined);
    ws.on('close', () => {
      if (this.closed) return;
      setTimeout(() => void this.open(), RECONNECT_MS);
    });
    return this.opened;
  }

  private receive(text: string): void {
    const now = performance.now();
    const message = JSON.parse(text) as { type?: string; game?: string; state?: { honba?: number } };
    if (message.type !== 'state' || message.game !== this.game || typeof message.state?.honba !== 'number') return;
    const last = message.state.honba;
    for (let position = this.seen + 1; position <= last; position++) {
      const sent = this.sentTime(position);
      if (sent !== undefined) this.record(sent, now);
    }
    this.seen = Math.max(this.seen, last);
  }

  close(): void {
    this.closed = true;
    this.socket?.terminate();
  }
}
