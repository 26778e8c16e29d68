import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { DEFAULT_PRESET, type PresetName } from '../../engine/index';
import type { AddSession, TournamentView } from '../../formats/table-sync';
import { formStyles } from '../shared/form-styles';
import { DEFAULT_LOCALE, type Locale, STRINGS } from '../i18n/strings';
import { consumeLocale } from '../i18n/locale-context';
import { isRetryable, seatingProblemText } from './problem-text';
import { seatsOf, tablesOf } from './seating-text';
import { addSession, type ApiProblem } from './tournament-api';
import { tournamentStyles } from './tournament-styles';
import './problem-note';

/**
 * Adding the next session (admin): everyone seated by the server, or the tables pasted one per
 * line. A refused seating is said with the table and player at fault.
 *
 * @fires tournament-changed - the session was added; `detail` is the server's new {@link TournamentView}.
 */
@customElement('session-form')
export class SessionForm extends LitElement {
  @property() accessor base = '';
  @property() accessor tournament = '';
  @property() accessor secret = '';
  @property() accessor preset: PresetName = DEFAULT_PRESET;
  @consumeLocale
  @property() accessor locale: Locale = DEFAULT_LOCALE;

  @state() private accessor _mode: 'auto' | 'pasted' = 'auto';
  @state() private accessor _tables = '';
  @state() private accessor _busy = false;
  @state() private accessor _problem: { problem: ApiProblem; tables: string[][] } | null = null;

  static override styles = [
    formStyles,
    tournamentStyles,
    css`
      fieldset label {
        display: flex;
        gap: var(--space-2);
        align-items: center;
        min-height: 36px;
      }
    `,
  ];

  private async _submit(e: SubmitEvent): Promise<void> {
    e.preventDefault();
    const tables = this._mode === 'pasted' ? tablesOf(this._tables) : [];
    const body: AddSession = this._mode === 'auto' ? { seating: 'auto' } : { tables };
    this._busy = true;
    this._problem = null;
    const r = await addSession({ base: this.base }, this.tournament, this.secret, body);
    this._busy = false;
    if (!r.ok) {
      this._problem = { problem: r.problem, tables };
      return;
    }
    this._tables = '';
    this.dispatchEvent(new CustomEvent<TournamentView>('tournament-changed', { detail: r.value, bubbles: true, composed: true }));
  }

  override render() {
    const s = STRINGS[this.locale];
    const t = s.tournament;
    const p = this._problem;
    const mode = (m: 'auto' | 'pasted') => () => (this._mode = m);
    return html`<form @submit=${(e: SubmitEvent) => void this._submit(e)}>
      <fieldset>
        <legend>${t.addSession}</legend>
        <label><input type="radio" name="seating" value="auto" .checked=${this._mode === 'auto'} @change=${mode('auto')} />${t.seatingAuto}</label>
        <label><input type="radio" name="seating" value="pasted" .checked=${this._mode === 'pasted'} @change=${mode('pasted')} />${t.seatingPasted}</label>
        ${this._mode === 'pasted'
          ? html`<label class="field"
                >${t.tablesLabel}
                <textarea rows="6" required aria-describedby="tables-hint" .value=${this._tables} @input=${(e: Event) => (this._tables = (e.target as HTMLTextAreaElement).value)}></textarea>
              </label>
              <p id="tables-hint" class="hint">${t.tablesHint(seatsOf(this.preset))}</p>`
          : ''}
        <problem-note .text=${p === null ? '' : seatingProblemText(p.problem, p.tables, s)} ?retryable=${p !== null && isRetryable(p.problem)} @retry=${() => this.renderRoot.querySelector('form')?.requestSubmit()}></problem-note>
        <div class="actions"><button class="primary" type="submit" ?disabled=${this._busy}>${t.addSessionSubmit}</button></div>
      </fieldset>
    </form>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'session-form': SessionForm;
  }
}
