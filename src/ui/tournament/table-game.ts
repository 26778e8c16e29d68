import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { ServerGame } from '../../formats/table-sync';
import { DEFAULT_LOCALE, type Locale, STRINGS } from '../i18n/strings';
import { consumeLocale } from '../i18n/locale-context';
import { isRetryable, problemText } from './problem-text';
import { getGame, type ApiProblem } from './tournament-api';
import { tournamentStyles } from './tournament-styles';
import '../game/game-history';
import './problem-note';

/**
 * One table's game as the server holds it, behind a reveal: fetched when unfolded, and again
 * when the table's event count changes while unfolded; drawn by the app's own game history
 * (read-only), so the referee reads the same words and chart the table's scorer does.
 */
@customElement('table-game')
export class TableGame extends LitElement {
  @property() accessor base = '';
  @property() accessor game = '';
  /** The table's event count in the view: a change fetches the game again. */
  @property({ type: Number }) accessor events = 0;
  @consumeLocale
  @property() accessor locale: Locale = DEFAULT_LOCALE;

  @state() private accessor _open = false;
  @state() private accessor _game: ServerGame | null = null;
  @state() private accessor _problem: ApiProblem | null = null;
  private _fetched = -1;

  static override styles = [
    tournamentStyles,
    css`
      details {
        margin: var(--space-1) 0 0;
      }
    `,
  ];

  protected override updated(): void {
    // Unfolded, and the game on the server has changed since it was fetched (or never was).
    if (this._open && this._fetched !== this.events) void this._fetch();
  }

  private async _fetch(): Promise<void> {
    const wanted = this.events;
    this._fetched = wanted;
    const r = await getGame({ base: this.base }, this.game);
    if (r.ok) {
      this._game = r.value;
      this._problem = null;
    } else {
      this._problem = r.problem;
      // Fetched again on Retry or on the next change.
      this._fetched = -1;
    }
  }

  override render() {
    const s = STRINGS[this.locale];
    const t = s.tournament;
    const g = this._game;
    const p = this._problem;
    return html`<details @toggle=${(e: Event) => (this._open = (e.target as HTMLDetailsElement).open)}>
      <summary>${t.showGame}</summary>
      <problem-note .text=${p === null ? '' : problemText(p, s)} ?retryable=${p !== null && isRetryable(p)} @retry=${() => void this._fetch()}></problem-note>
      ${!this._open
        ? nothing
        : g === null
          ? p === null
            ? html`<p class="muted">${t.loading}</p>`
            : nothing
          : g.entries.length <= 1
            ? html`<p class="muted">${t.noEvents}</p>`
            : html`<game-history readonly .entries=${g.entries}></game-history>`}
    </details>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'table-game': TableGame;
  }
}
