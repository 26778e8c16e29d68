import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { MAX_PENALTY, REASON_TEXT_MAX, type TournamentView } from '../../formats/table-sync';
import { formStyles } from '../shared/form-styles';
import { DEFAULT_LOCALE, type Locale, STRINGS } from '../i18n/strings';
import { consumeLocale } from '../i18n/locale-context';
import { isRetryable, problemText } from './problem-text';
import { addPenalty, type ApiProblem } from './tournament-api';
import { tournamentStyles } from './tournament-styles';
import './problem-note';

/**
 * A referee penalty (admin): the player, the points deducted from their tournament total, and why.
 *
 * @fires tournament-changed - the penalty was added; `detail` is the server's new {@link TournamentView}.
 */
@customElement('penalty-form')
export class PenaltyForm extends LitElement {
  @property() accessor base = '';
  @property() accessor tournament = '';
  @property() accessor secret = '';
  @property({ attribute: false }) accessor players: readonly string[] = [];
  @consumeLocale
  @property() accessor locale: Locale = DEFAULT_LOCALE;

  @state() private accessor _busy = false;
  @state() private accessor _problem: ApiProblem | null = null;

  static override styles = [
    formStyles,
    tournamentStyles,
    css`
      .row {
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
        gap: 0 var(--space-3);
      }
    `,
  ];

  private async _submit(e: SubmitEvent): Promise<void> {
    e.preventDefault();
    const form = e.target as HTMLFormElement;
    const data = new FormData(form);
    this._busy = true;
    this._problem = null;
    const r = await addPenalty({ base: this.base }, this.tournament, this.secret, {
      player: String(data.get('player') ?? ''),
      points: Number(data.get('points')),
      reason: String(data.get('reason') ?? ''),
    });
    this._busy = false;
    if (!r.ok) {
      this._problem = r.problem;
      return;
    }
    form.reset();
    this.dispatchEvent(new CustomEvent<TournamentView>('tournament-changed', { detail: r.value, bubbles: true, composed: true }));
  }

  override render() {
    const s = STRINGS[this.locale];
    const t = s.tournament;
    const p = this._problem;
    return html`<form @submit=${(e: SubmitEvent) => void this._submit(e)}>
      <fieldset>
        <legend>${t.addPenalty}</legend>
        <div class="row">
          <label class="field"
            >${t.player}
            <select name="player" required>
              ${this.players.map((name) => html`<option value=${name}>${name}</option>`)}
            </select>
          </label>
          <label class="field">${t.penaltyPoints}<input name="points" type="number" inputmode="numeric" required min="1" max=${MAX_PENALTY} step="1" /></label>
        </div>
        <label class="field">${t.penaltyReason}<input name="reason" required maxlength=${REASON_TEXT_MAX} autocomplete="off" /></label>
        <problem-note .text=${p === null ? '' : problemText(p, s)} ?retryable=${p !== null && isRetryable(p)} @retry=${() => this.renderRoot.querySelector('form')?.requestSubmit()}></problem-note>
        <div class="actions"><button class="primary" type="submit" ?disabled=${this._busy}>${t.penaltySubmit}</button></div>
      </fieldset>
    </form>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'penalty-form': PenaltyForm;
  }
}
