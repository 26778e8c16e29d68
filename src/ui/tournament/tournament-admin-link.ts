import { LitElement, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { formStyles } from '../shared/form-styles';
import { DEFAULT_LOCALE, type Locale, STRINGS } from '../i18n/strings';
import { consumeLocale } from '../i18n/locale-context';
import { adminLink } from './admin-link';
import { tournamentStyles } from './tournament-styles';
import '../overlay/qr-code';

/**
 * The admin link for another device, behind a reveal marked secret, with its QR code and the
 * warning that it grants the referee's rights; and the button that forgets the secret here.
 *
 * @fires forget-secret - the referee asked to forget the admin secret on this device.
 */
@customElement('tournament-admin-link')
export class TournamentAdminLink extends LitElement {
  @property() accessor tournament = '';
  @property() accessor secret = '';
  /** Unfolded at first (just after the tournament was opened, when it is worth saving). */
  @property({ type: Boolean }) accessor open = false;
  @consumeLocale
  @property() accessor locale: Locale = DEFAULT_LOCALE;

  static override styles = [formStyles, tournamentStyles];

  override render() {
    const t = STRINGS[this.locale].tournament;
    const href = adminLink(location.href, this.tournament, this.secret);
    return html`<details class="secret" ?open=${this.open}>
      <summary>${t.adminReveal}</summary>
      <p class="warning">${t.adminWarning}</p>
      <label class="field">${t.adminLinkLabel}<input class="link admin-link" readonly .value=${href} @focus=${(e: FocusEvent) => (e.target as HTMLInputElement).select()} /></label>
      <qr-code .text=${href} .label=${t.adminQr}></qr-code>
      <div class="actions"><button type="button" @click=${() => this.dispatchEvent(new Event('forget-secret', { bubbles: true, composed: true }))}>${t.forget}</button></div>
    </details>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tournament-admin-link': TournamentAdminLink;
  }
}
