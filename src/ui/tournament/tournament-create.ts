import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { DEFAULT_PRESET, PRESETS, PRESET_NAMES, type PresetName } from '../../engine/index';
import { TITLE_MAX } from '../../formats/game-record';
import type { CreatedTournament } from '../../formats/table-sync';
import { formStyles } from '../shared/form-styles';
import { DEFAULT_LOCALE, type Locale, STRINGS } from '../i18n/strings';
import { consumeLocale } from '../i18n/locale-context';
import type { KeptTournament } from './admin-secrets';
import { tournamentUrl } from './admin-link';
import { isRetryable, playersProblemText } from './problem-text';
import { playersOf } from './seating-text';
import { createTournament, type ApiProblem } from './tournament-api';
import { tournamentStyles } from './tournament-styles';
import './problem-note';

/** Detail of `tournament-created`: the server's answer, with the admin secret it gives once. */
export type TournamentCreatedDetail = CreatedTournament;

/**
 * Opening a tournament: its title, its rules (the engine's presets, by the names the calculator
 * shows) and its players, one per line; and the tournaments refereed on this device before.
 *
 * @fires tournament-created - the server opened it; `detail` is a {@link TournamentCreatedDetail}.
 */
@customElement('tournament-create')
export class TournamentCreate extends LitElement {
  /** The server's address (the page's own). */
  @property() accessor base = '';
  @property({ attribute: false }) accessor kept: readonly KeptTournament[] = [];
  @consumeLocale
  @property() accessor locale: Locale = DEFAULT_LOCALE;

  @state() private accessor _players = '';
  @state() private accessor _busy = false;
  @state() private accessor _problem: ApiProblem | null = null;

  static override styles = [
    formStyles,
    tournamentStyles,
    css`
      form {
        display: grid;
        gap: var(--space-1);
      }
      ul {
        margin: 0;
        padding-left: var(--space-5);
      }
      li {
        min-height: 32px;
        line-height: 32px;
      }
    `,
  ];

  private async _submit(e: SubmitEvent): Promise<void> {
    e.preventDefault();
    const form = e.target as HTMLFormElement;
    const data = new FormData(form);
    this._busy = true;
    this._problem = null;
    const r = await createTournament(
      { base: this.base },
      { title: String(data.get('title') ?? ''), preset: String(data.get('preset') ?? DEFAULT_PRESET) as PresetName, players: playersOf(this._players) },
    );
    this._busy = false;
    if (!r.ok) {
      this._problem = r.problem;
      return;
    }
    this.dispatchEvent(new CustomEvent<TournamentCreatedDetail>('tournament-created', { detail: r.value, bubbles: true, composed: true }));
  }

  override render() {
    const s = STRINGS[this.locale];
    const t = s.tournament;
    const count = playersOf(this._players).length;
    const p = this._problem;
    return html`<section class="card">
        <h2>${t.createHeading}</h2>
        <form @submit=${(e: SubmitEvent) => void this._submit(e)}>
          <label class="field">${t.titleLabel}<input name="title" required maxlength=${TITLE_MAX} autocomplete="off" /></label>
          <label class="field"
            >${t.presetLabel}
            <select name="preset">
              ${PRESET_NAMES.map((name) => html`<option value=${name} ?selected=${name === DEFAULT_PRESET}>${PRESETS[name].title}</option>`)}
            </select>
          </label>
          <label class="field"
            >${t.playersLabel}
            <textarea name="players" rows="8" required aria-describedby="players-hint" .value=${this._players} @input=${(e: Event) => (this._players = (e.target as HTMLTextAreaElement).value)}></textarea>
          </label>
          <p id="players-hint" class="hint">${t.playersHint(count)}</p>
          <problem-note .text=${p === null ? '' : playersProblemText(p, playersOf(this._players), s)} ?retryable=${p !== null && isRetryable(p)} @retry=${() => this.renderRoot.querySelector('form')?.requestSubmit()}></problem-note>
          <div class="actions"><button class="primary" type="submit" ?disabled=${this._busy}>${this._busy ? t.creating : t.create}</button></div>
        </form>
      </section>
      ${this.kept.length === 0
        ? nothing
        : html`<section class="card">
            <h2>${t.kept}</h2>
            <ul>
              ${this.kept.map((k) => html`<li><a href=${tournamentUrl(location.href, k.id)}>${k.title}</a></li>`)}
            </ul>
          </section>`}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tournament-create': TournamentCreate;
  }
}
