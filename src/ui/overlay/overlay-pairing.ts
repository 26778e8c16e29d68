import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { formStyles } from '../shared/form-styles';
import { customElement, property, state } from 'lit/decorators.js';
import { overlayStateOf } from '../../relay/overlay-state.ts';
import { checkPairing, isLoopbackHost, pairingLink, publishingRoom, type Pairing, type PairingProblem, type PairingRead } from '../../relay/pairing-link.ts';
import type { StoredGame } from '../../store/game-store';
import { OverlayPublisher, gameSecret, overlayUrl, type RelayStatus } from './overlay-link';
import { forgetPairing, storedPairing } from '../../store/pairing-store';
import { DEFAULT_LOCALE, type Locale, STRINGS } from '../i18n/strings';
import { consumeLocale } from '../i18n/locale-context';
import './qr-code';

/** What the panel last told the user about pairing (kept until the next change). */
type Note = { readonly kind: 'paired'; readonly room: string } | { readonly kind: 'refused'; readonly problem: PairingProblem } | { readonly kind: 'unpaired' };

/**
 * The scoring page's side of the stream overlay. It publishes the open game's overlay state each
 * time the game changes (recorded, undone, edited) into one overlay room: the game's own, or the
 * room this device is paired to (pairing-store.ts), with that room's secret. It shows the
 * read-only overlay link to add in OBS with its QR code, and, behind a reveal and marked secret,
 * the publisher pairing link and its QR code, which pairs another device to the same room. Which
 * room and secret are used is decided in src/relay/pairing-link.ts; this component only wires it.
 */
@customElement('overlay-pairing')
export class OverlayPairing extends LitElement {
  /** The open game; each new value is published. */
  @property({ attribute: false }) accessor game: StoredGame | null = null;
  @consumeLocale
  @property() accessor locale: Locale = DEFAULT_LOCALE;
  /** What the page made of the address it was opened at (main.ts, `takePairingLink`); null when it was no pairing link. */
  @property({ attribute: false }) accessor notice: PairingRead | null = null;

  /** The relay's answer: its status line sits inside the folded panel, but a refusal is shown outside, where it is seen. */
  @state() private accessor _relay: RelayStatus = 'offline';
  @state() private accessor _pairing: Pairing | null = storedPairing();
  @state() private accessor _note: Note | null = null;
  private _publisher: OverlayPublisher | null = null;

  static override styles = [
    formStyles,
    css`
    :host {
      display: block;
      margin-top: var(--space-3);
    }
    details {
      background: var(--color-surface);
      border: 1px solid var(--color-border);
      border-radius: var(--radius);
      padding: 6px 10px;
    }
    details.secret {
      margin: var(--space-2) 0;
      border-color: var(--color-warning);
    }
    summary {
      cursor: pointer;
      font-weight: 600;
      min-height: 32px;
    }
    input {
      width: 100%;
      box-sizing: border-box;
      padding: var(--space-1) var(--space-2);
    }
    p {
      margin: 6px 0;
    }
    .warning {
      color: var(--color-warning);
      font-weight: 600;
    }
    .error {
      color: var(--color-danger);
    }
    .paired {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--space-2);
    }
    button {
      font: inherit;
      min-height: 32px;
    }
    qr-code {
      --qr-size: 180px;
      margin: 6px 0;
    }
  `,
  ];

  protected override willUpdate(changed: PropertyValues<this>): void {
    const n = this.notice;
    if (changed.has('notice') && n !== null && n.kind !== 'none') {
      this._note = n.kind === 'paired' ? { kind: 'paired', room: n.pairing.game } : { kind: 'refused', problem: n.problem };
      // Where the browser refused storage, the pairing holds for this page.
      if (n.kind === 'paired') this._pairing = n.pairing;
    }
    // The publisher is set up here, before drawing, so the status it resets is drawn in this same update.
    this._publish(changed.has('game'));
  }

  /** Points the publisher at the room and secret in force, and publishes the game if it changed or the room did. */
  private _publish(gameChanged: boolean): void {
    const game = this.game;
    if (game === null) {
      this._stop();
      return;
    }
    const room = publishingRoom(game.id, this._pairing).game;
    const secret = this._pairing?.secret ?? gameSecret(game.id);
    let replaced = false;
    if (this._publisher?.game !== room || this._publisher.secret !== secret) {
      this._stop();
      const publisher = new OverlayPublisher(room, secret, (status) => {
        // A publisher replaced since may still hear its own socket close.
        if (this._publisher === publisher) this._relay = status;
      });
      this._publisher = publisher;
      replaced = true;
    }
    // Only a changed game (or a new room) is published: a redraw for another reason (the relay's
    // status, the language) must not send this device's state over another paired device's.
    if (!replaced && !gameChanged) return;
    const s = overlayStateOf(game.title, game.log);
    if (s !== null) this._publisher?.publish(s);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Moved in the page: the publisher closed on leaving is made again.
    if (this.hasUpdated) this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this._stop();
  }

  private _stop(): void {
    this._publisher?.close();
    this._publisher = null;
    this._relay = 'offline';
  }

  private _unpair(): void {
    forgetPairing();
    this._pairing = null;
    this._note = { kind: 'unpaired' };
  }

  private _renderNote() {
    const o = STRINGS[this.locale].overlay;
    const note = this._note;
    if (note === null) return nothing;
    if (note.kind === 'refused') return html`<p class="error" role="alert">${o.pairingRefused(o.pairingProblems[note.problem])}</p>`;
    return html`<p role="status">${note.kind === 'paired' ? o.pairedNow(note.room) : o.unpaired}</p>`;
  }

  private _renderPaired(text: string) {
    const o = STRINGS[this.locale].overlay;
    return html`<p class="paired"><span>${text}</span><button type="button" @click=${() => this._unpair()}>${o.unpair}</button></p>`;
  }

  /**
   * Where this device stands with its room, above the panel: the pairing and its note, or, once
   * the relay has refused the secret, that refusal instead of the pairing (and Unpair, when
   * paired): a "publishes" beside it would say the opposite.
   */
  private _renderStanding(room: string) {
    const o = STRINGS[this.locale].overlay;
    const pairing = this._pairing;
    // A state refused is said where it is seen too: the overlay on stream keeps an old table meanwhile.
    const badState = this._relay === 'bad_state' ? html`<p class="error" role="alert">${o.relayBadState}</p>` : nothing;
    if (this._relay !== 'refused') return html`${this._renderNote()} ${pairing === null ? nothing : this._renderPaired(o.pairedTo(room))}${badState}`;
    // The pairing just made is not said (the relay refused it); a pairing link refused, or Unpair pressed, still is.
    return html`${this._note?.kind === 'paired' ? nothing : this._renderNote()}<p class="error" role="alert">${o.relayRefused(room)}</p>
      ${pairing === null ? nothing : html`<p class="paired"><button type="button" @click=${() => this._unpair()}>${o.unpair}</button></p>`}`;
  }

  override render() {
    const o = STRINGS[this.locale].overlay;
    const pairing = this._pairing;
    if (this.game === null) return html`${this._renderNote()}${pairing === null ? nothing : this._renderPaired(o.pairedNoGame(pairing.game))}`;
    const room = publishingRoom(this.game.id, pairing).game;
    const overlayHref = overlayUrl(room);
    const target = checkPairing(room, pairing?.secret ?? gameSecret(this.game.id));
    // A game imported with an id outside the relay's pattern has no link to give (the relay would drop its states anyway).
    const publisherHref = target.kind === 'paired' ? pairingLink(location.href, target.pairing) : null;
    const select = (e: FocusEvent) => (e.target as HTMLInputElement).select();
    return html`${this._renderStanding(room)}
      <details>
        <summary>${o.title}</summary>
        <label>${o.linkLabel}<input readonly .value=${overlayHref} @focus=${select} /></label>
        <qr-code class="overlay-qr" .text=${overlayHref} .label=${o.overlayQr}></qr-code>
        <p>${o.howTo}</p>
        ${isLoopbackHost(location.hostname) ? html`<p>${o.loopbackHint}</p>` : nothing}
        ${publisherHref === null
          ? html`<p>${o.relayUnusable}</p>`
          : html`<details class="secret">
              <summary>${o.publisherReveal}</summary>
              <p class="warning">${o.publisherWarning}</p>
              <label>${o.publisherLinkLabel}<input readonly .value=${publisherHref} @focus=${select} /></label>
              <qr-code class="publisher-qr" .text=${publisherHref} .label=${o.publisherQr}></qr-code>
              <p>${o.publisherHowTo}</p>
            </details>`}
        ${this._relay === 'refused' || this._relay === 'bad_state' ? nothing : html`<p role="status">${{ live: o.relayLive, offline: o.relayOffline, full: o.relayFull }[this._relay]}</p>`}
      </details>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'overlay-pairing': OverlayPairing;
  }
}
