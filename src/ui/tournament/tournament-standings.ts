import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { TournamentView } from '../../formats/table-sync';
import { DEFAULT_LOCALE, type Locale, STRINGS, formatDate, formatPoints } from '../i18n/strings';
import { consumeLocale } from '../i18n/locale-context';
import { scoreText, sessionCount } from './standings-text';
import { tournamentStyles } from './tournament-styles';

/**
 * The live standings as the server computed them (rank, player, total, each session's score, uma,
 * penalties: the total beside the name, so a phone shows it without scrolling) in a scroll box
 * of their own, so a phone scrolls the table, not the page;
 * and the penalties given, each with its reason.
 */
@customElement('tournament-standings')
export class TournamentStandings extends LitElement {
  @property({ attribute: false }) accessor view: TournamentView | null = null;
  @consumeLocale
  @property() accessor locale: Locale = DEFAULT_LOCALE;

  static override styles = [
    tournamentStyles,
    css`
      table {
        border-collapse: collapse;
        font-variant-numeric: tabular-nums;
        min-width: 100%;
      }
      caption {
        text-align: left;
        font-weight: 650;
        font-size: var(--font-size-lg);
        padding-bottom: var(--space-2);
      }
      th,
      td {
        padding: var(--space-1) var(--space-2);
        border-bottom: 1px solid var(--color-border-subtle);
        text-align: right;
        white-space: nowrap;
      }
      th.name,
      td.name {
        text-align: left;
        white-space: normal;
        min-width: 7rem;
      }
      td.total {
        font-weight: 700;
      }
      thead th {
        color: var(--color-text-secondary);
        font-size: var(--font-size-sm);
      }
      ul {
        margin: 0;
        padding-left: var(--space-5);
      }
    `,
  ];

  override render() {
    const view = this.view;
    if (view === null) return nothing;
    const s = STRINGS[this.locale];
    const t = s.tournament;
    const n = sessionCount(view.standings);
    const sessions = Array.from({ length: n }, (_, i) => i);
    return html`<section class="card">
      ${view.standings.length === 0
        ? html`<h2>${t.standings}</h2><p class="muted">${t.noStandings}</p>`
        : html`<div class="scroll" tabindex="0" role="region" aria-label=${t.standings}>
            <table class="standings">
              <caption>${t.standings}</caption>
              <thead>
                <tr>
                  <th scope="col">${t.rank}</th>
                  <th scope="col" class="name">${t.player}</th>
                  <th scope="col">${t.total}</th>
                  ${sessions.map((i) => html`<th scope="col"><abbr title=${t.session(i + 1)}>${t.sessionColumn(i + 1)}</abbr></th>`)}
                  <th scope="col">${t.uma}</th>
                  <th scope="col">${t.penalty}</th>
                </tr>
              </thead>
              <tbody>
                ${view.standings.map(
                  (r) => html`<tr>
                    <td>${r.rank}</td>
                    <th scope="row" class="name">${r.player}</th>
                    <td class="total">${scoreText(r.total, s)}</td>
                    ${sessions.map((i) => html`<td>${scoreText(r.sessions[i] ?? null, s)}</td>`)}
                    <td>${scoreText(r.uma, s)}</td>
                    <td>${r.penalties === 0 ? '0' : scoreText(-r.penalties, s)}</td>
                  </tr>`,
                )}
              </tbody>
            </table>
          </div>`}
      <h3>${t.penalties}</h3>
      ${view.penalties.length === 0
        ? html`<p class="muted">${t.noPenalties}</p>`
        : html`<ul class="penalties">
            ${view.penalties.map((p) => html`<li>${t.penaltyRow(p.player, formatPoints(p.points, s), p.reason)} <span class="muted">${formatDate(p.at, s)}</span></li>`)}
          </ul>`}
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tournament-standings': TournamentStandings;
  }
}
