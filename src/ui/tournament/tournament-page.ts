import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { PRESETS } from '../../engine/index';
import type { Pairings, TournamentView } from '../../formats/table-sync';
import { pageStorage } from '../../store/page-storage';
import { formStyles } from '../shared/form-styles';
import { DEFAULT_LOCALE, type Locale, STRINGS } from '../i18n/strings';
import { consumeLocale } from '../i18n/locale-context';
import { readPageAddress, tournamentUrl, withoutSecret } from './admin-link';
import { AdminSecrets } from './admin-secrets';
import { poll } from './poll';
import { isRetryable, problemText } from './problem-text';
import { getPairings, getTournament, resultsCsvUrl, type ApiProblem } from './tournament-api';
import type { TournamentCreatedDetail } from './tournament-create';
import { tournamentStyles } from './tournament-styles';
import './penalty-form';
import './problem-note';
import './session-form';
import './tournament-admin-link';
import './tournament-create';
import './tournament-sessions';
import './tournament-standings';

/** How often the view is asked for again: standings move with every hand at every table. */
export const POLL_MS = 3000;

/** The tables the view holds, as one key: pairings are fetched again when it changes. */
const tablesKey = (v: TournamentView): string => v.sessions.map((s) => s.tables.map((t) => t.game).join(',')).join(';');

/**
 * The referee's page (tournament.html): opening a tournament, or one tournament's view from the
 * link (`?t=ID`), read by anyone, with the referee's parts where this device holds the admin
 * secret (kept from opening it here, or from the admin link's fragment). It keeps the view
 * polled and hands it to the parts; the numbers are the server's, nothing is computed here.
 */
@customElement('tournament-page')
export class TournamentPage extends LitElement {
  @consumeLocale
  @property() accessor locale: Locale = DEFAULT_LOCALE;

  @state() private accessor _id: string | null = null;
  /** The address named a tournament, but not a valid id. */
  @state() private accessor _badId = false;
  @state() private accessor _view: TournamentView | null = null;
  @state() private accessor _problem: ApiProblem | null = null;
  @state() private accessor _secret: string | null = null;
  @state() private accessor _pairings: Pairings | null = null;
  @state() private accessor _adminProblem: ApiProblem | null = null;
  @state() private accessor _updated: Date | null = null;
  /** Just opened here: the admin link is shown unfolded, since this is when it is worth saving. */
  @state() private accessor _justCreated = false;
  private readonly _secrets = new AdminSecrets(pageStorage());
  private _poll: ReturnType<typeof poll> | null = null;
  /** The tables the pairings were fetched for; null when they are to be fetched (at first, after a failure): a tournament with no table yet still checks its secret. */
  private _pairedFor: string | null = null;
  private _titleKept: string | null = null;

  static override styles = [
    formStyles,
    tournamentStyles,
    css`
      :host {
        display: grid;
        gap: var(--space-4);
      }
      header h2 {
        font-size: var(--font-size-xl);
        margin: 0;
        overflow-wrap: anywhere;
      }
      header p {
        margin: var(--space-1) 0;
      }
      .links {
        display: grid;
        gap: var(--space-2);
      }
      .columns,
      .column {
        display: grid;
        gap: var(--space-4);
        align-items: start;
        min-width: 0;
      }
      /* A laptop shows the standings and the tables side by side: the referee watches both. */
      @media (min-width: 1100px) {
        .columns {
          grid-template-columns: minmax(0, 5fr) minmax(0, 4fr);
        }
      }
    `,
  ];

  private readonly _shown = (): void => {
    if (document.visibilityState === 'visible') this._poll?.now();
  };

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener('visibilitychange', this._shown);
    addEventListener('popstate', this._route);
    this._route();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('visibilitychange', this._shown);
    removeEventListener('popstate', this._route);
    this._poll?.stop();
  }

  /** Shows what the address asks for: a tournament, or the form that opens one (Back after opening one). */
  private readonly _route = (): void => {
    const address = readPageAddress(location.href);
    const raw = new URL(location.href).searchParams.get('t');
    this._badId = raw !== null && address.id === null;
    if (address.id !== null && address.secret !== null) this._secrets.set(address.id, address.secret);
    // The secret leaves the address bar at once: not in the history, a bookmark or a screenshot.
    if (address.hadSecret) history.replaceState(history.state, '', withoutSecret(location.href));
    if (address.id !== null) this._open(address.id);
    else this._close();
  };

  private _open(id: string): void {
    if (this._id !== id) this._close();
    this._id = id;
    this._secret = this._secrets.get(id);
    this._poll?.stop();
    this._poll = poll(() => this._refresh(), POLL_MS);
  }

  /** Forgets the tournament shown (its view, pairings and problems) and stops asking for it. */
  private _close(): void {
    this._poll?.stop();
    this._poll = null;
    this._id = null;
    this._view = null;
    this._problem = null;
    this._pairings = null;
    this._adminProblem = null;
    this._pairedFor = null;
    this._titleKept = null;
    this._justCreated = false;
  }

  private async _refresh(): Promise<void> {
    const id = this._id;
    // A hidden page (a phone in a pocket) asks nothing; it asks at once when shown again.
    if (id === null || document.visibilityState === 'hidden') return;
    const r = await getTournament({ base: location.href }, id);
    // Another tournament (or none) was opened meanwhile: this answer is not for what is shown.
    if (this._id !== id) return;
    if (!r.ok) {
      // The last view stays shown under the problem: a referee offline still sees the standings.
      this._problem = r.problem;
      return;
    }
    this._take(r.value);
  }

  private _take(view: TournamentView): void {
    // The title beside a secret kept here (one from an admin link came without it), for the list of tournaments refereed here.
    if (this._secret !== null && this._titleKept !== view.title) {
      this._secrets.set(view.id, this._secret, view.title);
      this._titleKept = view.title;
    }
    this._view = view;
    this._problem = null;
    this._updated = new Date();
    document.title = `${view.title} · ${STRINGS[this.locale].tournament.title}`;
    if (this._secret !== null && tablesKey(view) !== this._pairedFor) void this._fetchPairings(view);
  }

  private async _fetchPairings(view: TournamentView): Promise<void> {
    if (this._secret === null) return;
    this._pairedFor = tablesKey(view);
    const r = await getPairings({ base: location.href }, view.id, this._secret);
    if (this._id !== view.id) return;
    if (r.ok) {
      this._pairings = r.value;
      this._adminProblem = null;
    } else {
      this._adminProblem = r.problem;
      // Asked again on the next poll, unless the secret itself was refused (asking again cannot help).
      if (!this._refused()) this._pairedFor = null;
    }
  }

  private _created(e: CustomEvent<TournamentCreatedDetail>): void {
    const { tournament, adminSecret } = e.detail;
    this._secrets.set(tournament.id, adminSecret, tournament.title);
    history.pushState(null, '', tournamentUrl(location.href, tournament.id));
    this._open(tournament.id);
    this._justCreated = true;
    this._take(tournament);
  }

  private _forget(): void {
    if (this._id === null) return;
    this._secrets.forget(this._id);
    this._secret = null;
    this._pairings = null;
    this._adminProblem = null;
    this._pairedFor = null;
  }

  override render() {
    const s = STRINGS[this.locale];
    if (this._badId) return html`<problem-note .text=${s.tournament.notFound}></problem-note>`;
    if (this._id === null) return html`<tournament-create .base=${location.href} .kept=${this._secrets.list()} @tournament-created=${this._created}></tournament-create>`;
    const p = this._problem;
    const note = html`<problem-note .text=${p === null ? '' : problemText(p, s)} ?retryable=${p !== null && isRetryable(p)} @retry=${() => this._poll?.now()}></problem-note>`;
    const view = this._view;
    if (view === null) return html`${note}${p === null ? html`<p class="muted">${s.tournament.loading}</p>` : nothing}`;
    return html`${this._renderHeader(view)}${note}
      <div class="columns">
        <div class="column">
          <tournament-standings .view=${view}></tournament-standings>
          ${this._renderLinks(view)}
        </div>
        <tournament-sessions .base=${location.href} .view=${view} .pairings=${this._admin() === null ? null : this._pairings}>
          ${this._admin() === null ? nothing : html`<session-form .base=${location.href} .tournament=${view.id} .secret=${this._secret} .preset=${view.preset} @tournament-changed=${this._changed}></session-form>`}
        </tournament-sessions>
      </div>`;
  }

  private readonly _changed = (e: CustomEvent<TournamentView>): void => this._take(e.detail);

  /** The server refused the secret kept here: no referee's parts, only the refusal and a way to forget it. */
  private _refused(): boolean {
    const a = this._adminProblem;
    return a !== null && a.kind === 'refused' && (a.status === 401 || a.error === 'wrong_secret');
  }

  /** The admin secret to use: one kept here and not refused. */
  private _admin(): string | null {
    return this._refused() ? null : this._secret;
  }

  private _renderHeader(view: TournamentView) {
    const s = STRINGS[this.locale];
    const t = s.tournament;
    const a = this._adminProblem;
    return html`<header>
      <h2>${view.title}</h2>
      <p class="muted">${PRESETS[view.preset].title} · ${t.playersHint(view.players.length)}${this._updated === null ? '' : ` · ${t.updated(this._updated.toLocaleTimeString(s.numberLocale))}`}</p>
      ${this._secret === null
        ? html`<p>${t.readOnly}</p>`
        : this._refused()
          ? html`<problem-note .text=${problemText(a!, s)}></problem-note>
              <div class="actions"><button type="button" @click=${() => this._forget()}>${t.forget}</button></div>`
          : html`${a === null || a.kind === 'offline'
              ? // Offline is said once, by the page's own note; the pairings are asked again with the next poll.
                html`<p>${t.adminHere}</p>`
              : html`<problem-note .text=${problemText(a, s)} ?retryable=${isRetryable(a)} @retry=${() => void this._fetchPairings(view)}></problem-note>`}
              <tournament-admin-link .tournament=${view.id} .secret=${this._secret} ?open=${this._justCreated} @forget-secret=${() => this._forget()}></tournament-admin-link>`}
    </header>`;
  }

  private _renderLinks(view: TournamentView) {
    const t = STRINGS[this.locale].tournament;
    const leaderboard = new URL(`overlay.html?tournament=${encodeURIComponent(view.id)}`, location.href).href;
    return html`<section class="card links">
      ${this._admin() === null
        ? nothing
        : html`<penalty-form .base=${location.href} .tournament=${view.id} .secret=${this._secret} .players=${view.players} @tournament-changed=${this._changed}></penalty-form>`}
      <div class="actions"><a class="results-csv" href=${resultsCsvUrl(location.href, view.id)} download="${view.id}-results.csv">${t.resultsCsv}</a></div>
      <label class="field">${t.leaderboardLinkLabel}<input class="link leaderboard-link" readonly .value=${leaderboard} @focus=${(e: FocusEvent) => (e.target as HTMLInputElement).select()} /></label>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tournament-page': TournamentPage;
  }
}
