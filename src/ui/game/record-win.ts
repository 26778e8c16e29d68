import { LitElement, css, html, nothing } from 'lit';
import { formStyles } from '../shared/form-styles';
import { customElement, property, state } from 'lit/decorators.js';
import type { GameState } from '../../engine/index';
import type { GameEventDetail } from './game-session';
import type { HandDraft } from '../score/draft';
import type { ScoreChangeDetail } from '../score/score-calculator';
import { seatViews } from './table-seats';
import { DEFAULT_LOCALE, type Locale, STRINGS } from '../i18n/strings';
import { consumeLocale } from '../i18n/locale-context';
import { scoredWin, winEvent } from './win-record';

/**
 * Under the score card: the scored hand recorded in the game with one tap. The winner is the
 * player at the calculator's seat wind; a tsumo has one button, a ron one per possible
 * discarder (the calculator's discarder seat first). Says why when the hand cannot be recorded.
 *
 * @fires game-event - the win, with the hand as seen; `detail` is a {@link GameEventDetail}.
 */
@customElement('record-win')
export class RecordWin extends LitElement {
  /** The game's state, or null when no game is open. */
  @property({ attribute: false }) accessor state: GameState | null = null;
  /** The calculator's latest scoring. */
  @property({ attribute: false }) accessor score: ScoreChangeDetail | null = null;
  /** The photo or frame the hand was read from, shrunk (a data URL), if it was read at all. */
  @property({ attribute: false }) accessor thumbnail: string | null = null;
  @consumeLocale
  @property() accessor locale: Locale = DEFAULT_LOCALE;
  @property({ type: Boolean }) accessor disabled = false;

  /** The hand last recorded (its tiles as the calculator holds them), so one hand is not recorded twice by a second tap. */
  @state() private accessor _recorded: string | null = null;

  /** Called once the game has stored the win this element asked for. */
  recorded(): void {
    this._recorded = this.score === null ? null : handKey(this.score.draft);
    // The button pressed is gone: focus goes to what it did, the hand recorded (and "Record again" after it).
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('.recorded')?.focus());
  }

  static override styles = [
    formStyles,
    css`
    :host {
      display: block;
      margin-top: 12px;
    }
    section {
      border: 1px solid var(--color-border);
      border-radius: 10px;
      background: var(--color-surface);
      padding: 10px 14px;
    }
    h3 {
      margin: 0 0 6px;
      font-size: 1rem;
    }
    p {
      margin: 4px 0;
    }
    .buttons {
      display: flex;
      flex-wrap: wrap;
      gap: 8px;
      margin-top: 8px;
    }
    button {
      min-height: 44px;
      padding: 0 14px;
      border-radius: 8px;
      border: none;
      background: var(--color-accent);
      color: var(--color-on-accent);
      font-weight: 650;
      cursor: pointer;
    }
    button.again {
      background: var(--color-surface);
      color: var(--color-accent);
      border: 1px solid var(--color-accent);
    }
    button.first {
      background: var(--color-accent-strong);
    }
    .warn {
      color: var(--color-warning);
    }
  `,
  ];

  override render() {
    const s = STRINGS[this.locale];
    const g = s.game;
    const body = (content: unknown) => html`<section aria-labelledby="t"><h3 id="t">${g.recordTitle}</h3>${content}</section>`;
    const st = this.state;
    if (st === null) return body(html`<p>${g.noGame}</p>`);
    const score = this.score;
    if (score === null) return nothing;
    const r = scoredWin(st, score.draft, score.result, this.thumbnail ?? undefined);
    if (!r.ok) {
      const why = r.error;
      const text = why.code === 'ended' ? g.gameOver : why.code === 'no_such_seat' ? g.noSuchSeat(s.winds[why.wind]) : why.code === 'other_preset' ? g.otherPreset(st.preset) : g.invalidHand;
      return body(html`<p>${text}</p>`);
    }
    if (this._recorded !== null && this._recorded === handKey(score.draft)) {
      return body(html`<p class="recorded" role="status" tabindex="-1">${g.recordedHand}</p>
        <div class="buttons"><button type="button" class="again" @click=${() => this._recordAgain()}>${g.recordAgain}</button></div>`);
    }
    const { win, discarder } = r.value;
    const seats = seatViews(st);
    const winner = seats[win.winner]!;
    const scoredRiichi = score.draft.flags.riichi || score.draft.flags.double_riichi;
    const mismatch = scoredRiichi !== winner.inRiichi ? html`<p class="warn" role="note">${g.riichiMismatch(winner.inRiichi)}</p>` : nothing;
    const record = (d: number | null) => this._record(d);
    const buttons =
      score.draft.win === 'tsumo'
        ? html`<button type="button" ?disabled=${this.disabled} @click=${() => record(null)}>${g.recordTsumo}</button>`
        : seats
            .filter((v) => v.seat !== win.winner)
            .sort((a, b) => Number(b.seat === discarder) - Number(a.seat === discarder))
            .map((v) => html`<button type="button" class=${v.seat === discarder ? 'first' : ''} ?disabled=${this.disabled} @click=${() => record(v.seat)}>${g.recordRon(`${v.name} (${s.winds[v.wind]})`)}</button>`);
    return body(html`<p>${g.winner(winner.name, s.winds[winner.wind])}</p>
      ${mismatch}
      <div class="buttons">${buttons}</div>`);
  }

  /** "Record again": the record buttons come back, and focus goes to the first of them. */
  private _recordAgain(): void {
    this._recorded = null;
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('.buttons button')?.focus());
  }

  private _record(discarder: number | null): void {
    const st = this.state;
    const score = this.score;
    if (st === null || score === null) return;
    const r = scoredWin(st, score.draft, score.result, this.thumbnail ?? undefined);
    if (!r.ok) return;
    const detail: GameEventDetail = { event: winEvent(r.value.win, discarder), hands: [r.value.note] };
    this.dispatchEvent(new CustomEvent<GameEventDetail>('game-event', { detail, bubbles: true, composed: true }));
  }
}

/** The hand's own fields (not the situation, which the game moves on after a record). */
const handKey = (d: HandDraft): string => JSON.stringify([d.concealed, d.winTile, d.melds, d.dora, d.ura, d.win, d.seatWind]);

declare global {
  interface HTMLElementTagNameMap {
    'record-win': RecordWin;
  }
}
