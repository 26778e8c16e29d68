import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { TournamentView } from '../../formats/table-sync';
import { DEFAULT_LOCALE, type Locale, STRINGS } from '../i18n/strings';
import { consumeLocale } from '../i18n/locale-context';
import { poll } from '../tournament/poll';
import { problemText } from '../tournament/problem-text';
import { DEFAULT_TOP, scoreText, topRows } from '../tournament/standings-text';
import { getTournament, type ApiProblem } from '../tournament/tournament-api';

/** How often the leaderboard asks the server: a hand at any table moves it. */
export const LEADERBOARD_POLL_MS = 3000;

/**
 * The tournament leaderboard on the stream overlay (`overlay.html?tournament=ID`, an OBS browser
 * source of 1920 x 1080 on a transparent background): the top rows of the server's standings,
 * polled. When the server cannot be reached the last board stays drawn, with a line saying so.
 */
@customElement('tournament-leaderboard')
export class TournamentLeaderboard extends LitElement {
  @property() accessor tournament = '';
  /** How many rows to draw. */
  @property({ type: Number }) accessor top = DEFAULT_TOP;
  @consumeLocale
  @property() accessor locale: Locale = DEFAULT_LOCALE;

  @state() private accessor _view: TournamentView | null = null;
  @state() private accessor _problem: ApiProblem | null = null;
  private _poll: ReturnType<typeof poll> | null = null;

  // Broadcast colours, fixed on purpose like the table overlay's (stream-overlay.ts): laid over
  // someone else's video, the viewer's colour scheme means nothing there.
  static override styles = css`
    :host {
      position: relative;
      display: block;
      width: 1920px;
      height: 1080px;
      overflow: hidden;
      background: transparent;
      color: #fff;
      font: 600 34px/1.25 system-ui, sans-serif;
    }
    .panel {
      background: rgb(15 20 30 / 86%);
      border-radius: 16px;
      padding: 16px 28px;
    }
    main {
      position: absolute;
      top: 40px;
      left: 40px;
      width: 900px;
      display: grid;
      gap: 10px;
    }
    h1 {
      margin: 0;
      font-size: 40px;
    }
    ol {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      gap: 8px;
    }
    li {
      display: grid;
      grid-template-columns: 80px 1fr auto;
      gap: 20px;
      align-items: baseline;
    }
    .rank {
      color: #ffd54a;
      text-align: right;
      font-variant-numeric: tabular-nums;
    }
    .name {
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .total {
      font-variant-numeric: tabular-nums;
    }
    .note {
      margin: 0;
      border-left: 8px solid #ffb3a8;
      border-radius: 0 16px 16px 0;
      font-size: 26px;
    }
  `;

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.tournament === '') return;
    this._poll = poll(async () => {
      const r = await getTournament({ base: location.href }, this.tournament);
      if (r.ok) {
        this._view = r.value;
        this._problem = null;
      } else this._problem = r.problem;
    }, LEADERBOARD_POLL_MS);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this._poll?.stop();
  }

  override render() {
    const s = STRINGS[this.locale];
    const t = s.tournament;
    if (this.tournament === '') return html`<main><p class="panel note">${t.noTournament}</p></main>`;
    const view = this._view;
    const p = this._problem;
    const note = p === null ? nothing : html`<p class="panel note" role="alert">${p.kind === 'offline' ? t.unreachable : problemText(p, s)}</p>`;
    if (view === null) return html`<main>${note}${p === null ? html`<p class="panel" role="status">${t.loading}</p>` : nothing}</main>`;
    return html`<main aria-label=${t.leaderboard}>
      <h1 class="panel">${view.title}</h1>
      <ol class="panel">
        ${topRows(view.standings, this.top).map(
          (r) => html`<li><span class="rank">${r.rank}</span><span class="name">${r.player}</span><span class="total">${scoreText(r.total, s)}</span></li>`,
        )}
      </ol>
      ${note}
    </main>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tournament-leaderboard': TournamentLeaderboard;
  }
}
