import { LitElement, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { formStyles } from '../shared/form-styles';
import { DEFAULT_LOCALE, type Locale, STRINGS } from '../i18n/strings';
import { consumeLocale } from '../i18n/locale-context';
import { tournamentStyles } from './tournament-styles';

/**
 * A failed request said on the page (an alert, so a screen reader hears it), with a Retry button
 * when trying again may help.
 *
 * @fires retry - Retry pressed.
 */
@customElement('problem-note')
export class ProblemNote extends LitElement {
  /** The sentence (problem-text.ts); nothing is drawn while it is empty. */
  @property() accessor text = '';
  @property({ type: Boolean }) accessor retryable = false;
  @consumeLocale
  @property() accessor locale: Locale = DEFAULT_LOCALE;

  static override styles = [formStyles, tournamentStyles];

  override render() {
    if (this.text === '') return nothing;
    return html`<p class="problem" role="alert">
      <span>${this.text}</span>
      ${this.retryable ? html`<button type="button" @click=${() => this.dispatchEvent(new Event('retry'))}>${STRINGS[this.locale].tournament.retry}</button>` : nothing}
    </p>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'problem-note': ProblemNote;
  }
}
