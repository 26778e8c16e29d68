import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { GameState, ResultsSheet } from '../../engine/index';
import type { GameEventDetail } from './game-session';
import { roundWindOf, seatViews } from './table-seats';
import { visuallyHidden } from '../shared/visually-hidden';
import { DEFAULT_LOCALE, type Locale, STRINGS, formatPoints } from '../i18n/strings';
import { consumeLocale } from '../i18n/locale-context';


/**
 * The table as it stands between hands: each seat with its player, seat wind, dealer mark,
 * points and a riichi declared; the round, counters and sticks on the table; and the standings
 * (final when the game is over, provisional behind a disclosure before). Each seat has its riichi
 * button, the one event declared during a hand. Shows what the engine derived; holds no rules.
 *
 * @fires game-event - a riichi declared; `detail` is a {@link GameEventDetail}.
 */
@customElement('game-table')
export class GameTable extends LitElement {
  @property({ attribute: false }) accessor state: GameState | null = null;
  /** The final or provisional results (`resultsSheet` of the log). */
  @property({ attribute: false }) accessor sheet: ResultsSheet | null = null;
  @consumeLocale
  @property() accessor locale: Locale = DEFAULT_LOCALE;
  /** While a change is being saved: nothing new can be asked for. */
  @property({ type: Boolean }) accessor disabled = false;

  static override styles = [
    visuallyHidden,
    css`
    :host {
      display: block;
    }
    .round {
      display: flex;
      flex-wrap: wrap;
      gap: 6px 16px;
      align-items: baseline;
      margin-bottom: 10px;
    }
    .round strong {
      font-size: 1.3rem;
    }
    /* Four seats in one row on a wide screen; a compact 2 x 2 on a phone, all in view and in reach of one thumb. */
    .seats {
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
      gap: 10px;
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .seat {
      border: 1px solid var(--color-border);
      border-radius: var(--radius-lg);
      background: var(--color-surface);
      padding: 10px 12px;
      display: grid;
      gap: var(--space-1);
    }
    @media (max-width: 640px) {
      .seats {
        grid-template-columns: repeat(2, minmax(0, 1fr));
        gap: 6px;
      }
      .seat {
        padding: 6px 8px;
        gap: 2px;
      }
      .seat .points {
        font-size: 1.2rem;
      }
      .seat button {
        min-height: 44px;
      }
    }
    .seat.dealer {
      border: 2px solid var(--color-accent);
    }
    .wind {
      font-weight: 700;
      color: var(--color-accent);
    }
    .dealer-mark {
      display: inline-block;
      margin-left: 6px;
      padding: 0 6px;
      border-radius: var(--radius);
      background: var(--color-accent);
      color: var(--color-on-accent);
      font-size: 0.8rem;
    }
    .name {
      font-weight: 650;
      overflow-wrap: anywhere;
    }
    .points {
      font-size: var(--font-size-xl);
      font-variant-numeric: tabular-nums;
    }
    .points.negative {
      color: var(--color-danger);
    }
    .stick {
      color: var(--color-warning);
      font-weight: 600;
    }
    button {
      font: inherit;
      min-height: 40px;
      border-radius: var(--radius);
      border: 1px solid var(--color-control-border);
      background: var(--color-surface-alt);
      cursor: pointer;
    }
    button:disabled {
      cursor: default;
      opacity: 0.55;
    }
    /* Seven columns do not fit a phone held upright: the table scrolls, the page does not. */
    .scroll {
      overflow-x: auto;
      max-width: 100%;
    }
    table {
      border-collapse: collapse;
      margin-top: 6px;
      font-variant-numeric: tabular-nums;
    }
    th,
    td {
      padding: var(--space-1) var(--space-2);
      text-align: right;
      border-bottom: 1px solid var(--color-border);
    }
    th:nth-child(2),
    td:nth-child(2) {
      text-align: left;
    }
    .over {
      font-weight: 700;
      margin: 10px 0 0;
    }
    details {
      margin-top: 10px;
    }
  `,
  ];

  override render() {
    const st = this.state;
    if (st === null) return nothing;
    const s = STRINGS[this.locale];
    const g = s.game;
    const fmt = (n: number) => formatPoints(n, s);
    return html`<section aria-label=${g.atTable}>
      <p class="round" aria-live="polite">
        <strong>${g.round(s.winds[roundWindOf(st)], st.round.hand + 1)}</strong>
        <span>${g.counters(st.honba)}</span>
        <span>${g.sticks(st.sticks)}</span>
      </p>
      <ul class="seats">
        ${seatViews(st).map(
          (v) => html`<li class="seat ${v.dealer ? 'dealer' : ''}" data-seat=${v.seat}>
            <span><span class="wind">${s.winds[v.wind]}</span>${v.dealer ? html`<span class="dealer-mark">${g.dealer}</span>` : nothing}</span>
            <span class="name">${v.name}</span>
            <span class="points ${v.points < 0 ? 'negative' : ''}" aria-label=${g.points(fmt(v.points))}>${fmt(v.points)}</span>
            ${v.inRiichi
              ? html`<span class="stick">${g.inRiichi}</span>`
              : st.ended
                ? nothing
                : html`<button type="button" ?disabled=${this.disabled} aria-label=${g.declareRiichi(v.name)} @click=${() => this._riichi(v.seat)}>${g.riichi}</button>`}
          </li>`,
        )}
      </ul>
      ${st.ended ? html`<p class="over">${g.ended}</p>${this._standings(g.standings)}` : html`<details><summary>${g.provisional}</summary>${this._standings(g.provisional)}</details>`}
    </section>`;
  }

  private _standings(caption: string) {
    const sheet = this.sheet;
    if (sheet === null || sheet.rows.length === 0) return nothing;
    const s = STRINGS[this.locale];
    const c = s.game.standingColumns;
    // Tied uma can be thirds of a point: shown rounded, the sheet keeps the exact figure.
    const fmt = (n: number) => formatPoints(Math.round(n), s);
    const off = sheet.rows.reduce((a, r) => a + r.total + r.chombo, 0);
    return html`<div class="scroll" tabindex="0" role="group" aria-label=${caption}><table>
        <caption class="visually-hidden">${caption}</caption>
        <thead>
          <tr><th scope="col">${c.rank}</th><th scope="col">${c.player}</th><th scope="col">${c.points}</th><th scope="col">${c.uma}</th><th scope="col">${c.leftover}</th><th scope="col">${c.penalty}</th><th scope="col">${c.score}</th></tr>
        </thead>
        <tbody>
          ${sheet.rows.map((r) => html`<tr><td>${r.rank}</td><td>${r.player}</td><td>${fmt(r.finalPoints)}</td><td>${fmt(r.uma)}</td><td>${fmt(r.leftover)}</td><td>${fmt(-r.chombo)}</td><td><strong>${fmt(r.total)}</strong></td></tr>`)}
        </tbody>
      </table></div>
      <p>${sheet.zeroSum ? s.game.zeroSum : s.game.notZeroSum(fmt(off))}</p>`;
  }

  private _riichi(seat: number): void {
    this.dispatchEvent(new CustomEvent<GameEventDetail>('game-event', { detail: { event: { v: 1, type: 'riichi', seat } }, bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'game-table': GameTable;
  }
}
