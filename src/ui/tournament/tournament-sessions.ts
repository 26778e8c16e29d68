import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Pairings, TournamentView } from '../../formats/table-sync';
import { pairingLink } from '../../relay/pairing-link';
import { DEFAULT_LOCALE, type Locale, STRINGS, type UiStrings } from '../i18n/strings';
import { consumeLocale } from '../i18n/locale-context';
import { tableStatus, type TableSummary } from './table-status';
import { tournamentStyles } from './tournament-styles';
import { formStyles } from '../shared/form-styles';
import '../overlay/qr-code';
import './table-game';

/** The overlay page for one table (read-only: the game id only). */
const overlayHref = (game: string): string => new URL(`overlay.html?game=${encodeURIComponent(game)}`, location.href).href;
/** The app's page, where a pairing link opens. */
const appHref = (): string => new URL('./', location.href).href;

/**
 * The sessions, newest first, each with its tables: the players, the live state (round, events,
 * ended), the table's overlay link, its game and history, and for the referee its pairing link
 * and QR code, marked secret.
 */
@customElement('tournament-sessions')
export class TournamentSessions extends LitElement {
  @property() accessor base = '';
  @property({ attribute: false }) accessor view: TournamentView | null = null;
  /** The tables' secrets (admin only); null for a read-only view. */
  @property({ attribute: false }) accessor pairings: Pairings | null = null;
  @consumeLocale
  @property() accessor locale: Locale = DEFAULT_LOCALE;

  static override styles = [
    formStyles,
    tournamentStyles,
    css`
      ol {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        gap: var(--space-3);
        grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
      }
      li.table {
        border: 1px solid var(--color-border-subtle);
        border-radius: var(--radius);
        padding: var(--space-2) var(--space-3);
        background: var(--color-surface-alt);
        min-width: 0;
      }
      .players {
        font-weight: 600;
        overflow-wrap: anywhere;
      }
      .status {
        display: flex;
        flex-wrap: wrap;
        gap: 0 var(--space-3);
        color: var(--color-text-secondary);
      }
      section.session + section.session {
        margin-top: var(--space-4);
      }
      h3 {
        margin-bottom: var(--space-2);
      }
    `,
  ];

  private _renderPairing(table: TableSummary, name: string, s: UiStrings) {
    const pairing = this.pairings?.tables.find((p) => p.game === table.game);
    if (pairing === undefined) return nothing;
    const t = s.tournament;
    const href = pairingLink(appHref(), { game: pairing.game, secret: pairing.secret });
    return html`<details class="secret">
      <summary>${t.pairingReveal}</summary>
      <label class="field">${t.pairingLinkLabel(name)}<input class="link pairing-link" readonly .value=${href} @focus=${(e: FocusEvent) => (e.target as HTMLInputElement).select()} /></label>
      <qr-code .text=${href} .label=${t.pairingQr(name)}></qr-code>
      <p>${t.pairingHowTo}</p>
    </details>`;
  }

  private _renderTable(session: number, table: TableSummary, s: UiStrings) {
    const t = s.tournament;
    const name = `${t.session(session)}, ${t.table(table.number)}`;
    return html`<li class="table" data-game=${table.game}>
      <h4 class="players"><span class="muted">${t.table(table.number)}</span> · ${table.players.join(' · ')}</h4>
      <p class="status"><span>${tableStatus(table, s)}</span><span>${t.events(table.events)}</span></p>
      <a class="overlay-link" href=${overlayHref(table.game)}>${t.overlayLinkLabel(name)}</a>
      ${this._renderPairing(table, name, s)}
      <table-game .base=${this.base} .game=${table.game} .events=${table.events}></table-game>
    </li>`;
  }

  override render() {
    const view = this.view;
    if (view === null) return nothing;
    const s = STRINGS[this.locale];
    const t = s.tournament;
    const sessions = [...view.sessions].reverse();
    return html`<section class="card">
      <h2>${t.sessions}</h2>
      <slot></slot>
      ${sessions.length === 0 ? html`<p class="muted">${t.noSessions}</p>` : nothing}
      ${sessions.map(
        (session) => html`<section class="session" aria-label=${t.session(session.number)}>
          <h3>${t.session(session.number)}</h3>
          <ol>
            ${session.tables.map((table) => this._renderTable(session.number, table, s))}
          </ol>
        </section>`,
      )}
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tournament-sessions': TournamentSessions;
  }
}
