import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { SyncStatus } from '../../sync/table-syncer';
import { formStyles } from '../shared/form-styles';
import { visuallyHidden } from '../shared/visually-hidden';
import { DEFAULT_LOCALE, type Locale, STRINGS } from '../i18n/strings';
import { consumeLocale } from '../i18n/locale-context';

/**
 * A tournament table's sync, in one line under the game (src/sync/table-syncer.ts decides it;
 * this only says it): synced, sending, waiting with the seconds to the next try, diverged with
 * the explanation and the button that resolves it, or stopped with the reason. A live region
 * (role=status), so a screen reader hears when the sync changes, not every second of a countdown:
 * while a retry is waited for, the announced text gives the seconds as they were when the wait
 * began, and the line on screen (hidden from screen readers) counts down.
 *
 * @fires take-server-game - the user asks to replace this game by the server's (the local copy is kept).
 * @fires sync-retry - the user asks to retry now.
 */
/**
 * The server's refusal of an event in the reader's language: its message begins with the engine
 * rule's code (`not_started: ...`, API.md), which the game's own refusals already word; an
 * unknown code is shown as the server wrote it.
 */
export function refusalText(locale: Locale, message: string): string {
  const code = message.split(':')[0]!.trim();
  const words = STRINGS[locale].gameActions.ruleRefusal;
  return Object.hasOwn(words, code) ? words[code as keyof typeof words] : message;
}

@customElement('sync-status')
export class SyncStatusLine extends LitElement {
  @property({ attribute: false }) accessor status: SyncStatus | null = null;
  /** Set while the server's game is being taken: the button waits. */
  @property({ type: Boolean }) accessor busy = false;
  @consumeLocale
  @property() accessor locale: Locale = DEFAULT_LOCALE;
  /** The clock now, redrawn each second while a retry is waited for. */
  @state() private accessor _now = Date.now();
  /** When the status last changed: the announced countdown is the one of that moment. */
  private _since = Date.now();
  private _tick: ReturnType<typeof setInterval> | null = null;

  static override styles = [
    formStyles,
    visuallyHidden,
    css`
      :host {
        display: block;
        margin: var(--space-2) 0;
      }
      .line {
        margin: 0;
        padding: var(--space-1) var(--space-2);
        border-radius: var(--radius-sm);
        border: 1px solid var(--color-border);
        background: var(--color-surface);
        color: var(--color-text);
      }
      .diverged,
      .stopped {
        border-color: var(--color-danger);
        background: var(--color-danger-surface);
        color: var(--color-danger-text);
      }
      .waiting {
        border-color: var(--color-warning);
      }
      p {
        margin: 0 0 var(--space-1);
      }
      button {
        min-height: 40px;
        padding: 0 14px;
        border-radius: var(--radius);
        background: var(--color-surface);
        font: inherit;
      }
    `,
  ];

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!changed.has('status')) return;
    const waiting = this.status?.kind === 'retrying';
    if (waiting && this._tick === null) this._tick = setInterval(() => (this._now = Date.now()), 1000);
    if (!waiting) this._stopTick();
    this._now = this._since = Date.now();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this._stopTick();
  }

  private _stopTick(): void {
    if (this._tick !== null) clearInterval(this._tick);
    this._tick = null;
  }

  private _fire(name: 'take-server-game' | 'sync-retry'): void {
    this.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true }));
  }

  override render() {
    const st = this.status;
    if (st === null) return nothing;
    const y = STRINGS[this.locale].sync;
    switch (st.kind) {
      case 'synced':
        return html`<p class="line" role="status">${y.synced(st.events)}</p>`;
      case 'sending':
        return html`<p class="line" role="status">${y.sending(st.waiting)}</p>`;
      case 'retrying': {
        const seconds = (at: number) => Math.max(0, Math.ceil((st.retryAt - at) / 1000));
        const say = { offline: y.offline, server: y.serverDown, busy: y.busy }[st.cause];
        return html`<div class="line waiting">
          <p role="status" class="visually-hidden">${say(st.waiting, seconds(this._since))}</p>
          <p aria-hidden="true">${say(st.waiting, seconds(this._now))}</p>
          <button type="button" @click=${() => this._fire('sync-retry')}>${y.retryNow}</button>
        </div>`;
      }
      case 'diverged':
        return html`<div class="line diverged" role="status">
          <p>${y.diverged[st.reason]}</p>
          <p>${y.divergedHelp}</p>
          <button type="button" ?disabled=${this.busy} @click=${() => this._fire('take-server-game')}>${this.busy ? y.taking : y.takeServer}</button>
        </div>`;
      case 'stopped': {
        const r = y.stopReasons;
        const reason = st.reason === 'refused_event' ? r.refused_event(refusalText(this.locale, st.message)) : r[st.reason];
        // A game started with another table's players is mended the same way as a divergence: the
        // server's game (none yet: the table's start form) replaces it, this one kept apart.
        if (st.reason !== 'wrong_table') return html`<p class="line stopped" role="status">${y.stopped(reason)}</p>`;
        return html`<div class="line stopped" role="status">
          <p>${y.stopped(reason)}</p>
          <button type="button" ?disabled=${this.busy} @click=${() => this._fire('take-server-game')}>${this.busy ? y.taking : y.takeServer}</button>
        </div>`;
      }
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'sync-status': SyncStatusLine;
  }
}
