import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { overlayStateOf } from '../relay/overlay-state.ts';
import type { StoredGame } from './game-store';
import { OverlayPublisher, overlayUrl } from './overlay-link';
import { DEFAULT_LOCALE, type Locale, STRINGS } from './strings';

/**
 * The scoring page's side of the stream overlay: publishes the open game's overlay state each
 * time the game changes (recorded, undone, edited), and shows the read-only overlay link to add in
 * OBS. No QR code: no QR library is among the app's dependencies, so the link is shown to copy.
 */
@customElement('overlay-pairing')
export class OverlayPairing extends LitElement {
  /** The open game; each new value is published. */
  @property({ attribute: false }) accessor game: StoredGame | null = null;
  @property() accessor locale: Locale = DEFAULT_LOCALE;

  @state() private accessor _relayOpen = false;
  private _publisher: OverlayPublisher | null = null;

  static override styles = css`
    :host {
      display: block;
      margin-top: 12px;
    }
    details {
      background: #fff;
      border: 1px solid #e3e7ee;
      border-radius: 8px;
      padding: 6px 10px;
    }
    summary {
      cursor: pointer;
      font-weight: 600;
      min-height: 32px;
    }
    input {
      font: inherit;
      width: 100%;
      box-sizing: border-box;
      padding: 4px 8px;
    }
    p {
      margin: 6px 0;
    }
  `;

  override updated(): void {
    const game = this.game;
    if (game === null) {
      this._stop();
      return;
    }
    if (this._publisher?.game !== game.id) {
      this._stop();
      this._publisher = new OverlayPublisher(game.id, (open) => (this._relayOpen = open));
    }
    const s = overlayStateOf(game.title, game.log);
    if (s !== null) this._publisher?.publish(s);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this._stop();
  }

  private _stop(): void {
    this._publisher?.close();
    this._publisher = null;
  }

  override render() {
    if (this.game === null) return html``;
    const o = STRINGS[this.locale].overlay;
    return html`<details>
      <summary>${o.title}</summary>
      <label>${o.linkLabel}<input readonly .value=${overlayUrl(this.game.id)} @focus=${(e: FocusEvent) => (e.target as HTMLInputElement).select()} /></label>
      <p>${o.howTo}</p>
      <p role="status">${this._relayOpen ? o.relayLive : o.relayOffline}</p>
    </details>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'overlay-pairing': OverlayPairing;
  }
}
