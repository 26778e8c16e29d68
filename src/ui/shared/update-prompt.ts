import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { DEFAULT_LOCALE, type Locale, STRINGS } from '../i18n/strings';
import { consumeLocale } from '../i18n/locale-context';

/** What the service worker has to say: nothing, the app is now kept for offline use, or a new build waits. */
export type UpdateNotice = 'none' | 'offline-ready' | 'need-refresh';

/**
 * The installed app's notices, in an area of their own under the page's header: "Offline ready" once a first visit has
 * cached the whole app, and "A new version is ready" with **Reload** when a new build's service
 * worker waits (it never takes over by itself: a hand being scored is not reloaded away). A
 * polite live region, so screen readers say it without focus moving; both buttons are plain
 * buttons, reached with Tab. src/ui/service-worker.ts sets `notice` and answers `update-reload`.
 *
 * @fires update-reload - the person asked for the new version; the page reloads into it.
 */
@customElement('update-prompt')
export class UpdatePrompt extends LitElement {
  @consumeLocale
  @property() accessor locale: Locale = DEFAULT_LOCALE;
  @property() accessor notice: UpdateNotice = 'none';

  /** Reload pressed: the new worker is taking over, and the page reloads when it has. */
  @state() private accessor _reloading = false;

  static override styles = css`
    /* In the page's flow (under the header, main.ts), never over it: an empty notice takes no room. */
    :host {
      display: block;
      max-width: 1120px;
      margin: 0 auto;
      padding: 0 var(--space-4);
      box-sizing: border-box;
    }
    @media (max-width: 480px) {
      :host {
        padding: 0 10px;
      }
    }
    .notice {
      margin: var(--space-1) 0;
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--space-2) var(--space-3);
      padding: 10px 14px;
      border-radius: var(--radius-lg);
      background: var(--color-accent-strong);
      color: var(--color-on-accent);
    }
    p {
      margin: 0;
      flex: 1 1 12em;
    }
    button {
      font: inherit;
      min-height: 44px;
      padding: 0 14px;
      border-radius: var(--radius);
      border: 1px solid var(--color-surface);
      background: var(--color-surface);
      color: var(--color-accent-strong);
      font-weight: 650;
      cursor: pointer;
    }
    button.dismiss {
      background: transparent;
      color: var(--color-on-accent);
    }
    button:focus-visible {
      outline: 3px solid var(--color-selected);
      outline-offset: 2px;
    }
    button:disabled {
      cursor: progress;
      opacity: 0.8;
    }
  `;

  override render() {
    const s = STRINGS[this.locale].pwa;
    const shown = this.notice !== 'none';
    // The live region is always in the page (never hidden), empty while there is nothing to
    // say: a region added or shown together with its text is often not announced.
    return html`<div role="status" aria-label=${s.label}>
      ${shown
        ? html`<div class="notice">
            <p>${this.notice === 'need-refresh' ? s.needRefresh : s.offlineReady}</p>
            ${this.notice === 'need-refresh' ? html`<button class="reload" ?disabled=${this._reloading} @click=${this._reload}>${s.reload}</button>` : nothing}
            <button class="dismiss" @click=${this._dismiss}>${s.dismiss}</button>
          </div>`
        : nothing}
    </div>`;
  }

  private _reload(): void {
    this._reloading = true;
    this.dispatchEvent(new CustomEvent('update-reload', { bubbles: true, composed: true }));
  }

  private _dismiss(): void {
    this.notice = 'none';
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'update-prompt': UpdatePrompt;
  }
}
