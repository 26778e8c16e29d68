import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { formStyles } from './form-styles';
import { DEFAULT_LOCALE, type Locale, STRINGS } from '../i18n/strings';
import { consumeLocale } from '../i18n/locale-context';
import { THEME_CHOICES, type ThemeChoice, setThemeChoice, storedThemeChoice } from './theme';

/**
 * The colour scheme menu of the page's header: like the system (`prefers-color-scheme`), light or
 * dark. The choice goes on `<html>` as `data-theme` and is kept for the next visit (src/ui/theme.ts).
 */
@customElement('theme-switch')
export class ThemeSwitch extends LitElement {
  /** Language of the label and the choices. */
  @consumeLocale
  @property() accessor locale: Locale = DEFAULT_LOCALE;

  @state() private accessor _choice: ThemeChoice = storedThemeChoice();

  static override styles = [
    formStyles,
    css`
      :host {
        display: inline-block;
        font-size: 0.9rem;
      }
      select {
        min-height: 32px;
        padding: 2px 6px;
      }
    `,
  ];

  private _onChange(e: Event): void {
    this._choice = (e.target as HTMLSelectElement).value as ThemeChoice;
    setThemeChoice(this._choice);
  }

  override render() {
    const s = (STRINGS[this.locale] ?? STRINGS[DEFAULT_LOCALE]).theme;
    return html`<label
      >${s.label}
      <select @change=${this._onChange}>
        ${THEME_CHOICES.map((c) => html`<option value=${c} ?selected=${c === this._choice}>${s[c]}</option>`)}
      </select></label
    >`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'theme-switch': ThemeSwitch;
  }
}
