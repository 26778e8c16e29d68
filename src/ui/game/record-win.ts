import { LitElement, type PropertyValues, css, html, nothing } from 'lit';
import { formStyles } from '../shared/form-styles';
import { customElement, property, state } from 'lit/decorators.js';
import type { GameState } from '../../engine/index';
import type { GameEventDetail } from './game-session';
import { type HandDraft, handInputOf } from '../../vision/hand-draft';
import { ScoringSession, type ScoringState } from '../score/scoring-session';
import { SessionController } from '../score/session-controller';
import type { Situation } from '../score/situation';
import { seatViews } from './table-seats';
import { DEFAULT_LOCALE, type Locale, STRINGS } from '../i18n/strings';
import { consumeLocale } from '../i18n/locale-context';
import { scoredWin, winEvent } from './win-record';

/**
 * Under the score card: the scoring session's hand recorded in the game with one tap, with the
 * picture it was read from. The winner is the player at the situation's seat wind; a tsumo has one
 * button, a ron one per possible discarder (the situation's discarder seat first). Says why when
 * the hand cannot be recorded.
 *
 * @fires game-event - the win, with the hand as seen; `detail` is a {@link GameEventDetail}.
 */
@customElement('record-win')
export class RecordWin extends LitElement {
  /** The game's state, or null when no game is open. */
  @property({ attribute: false }) accessor state: GameState | null = null;
  /** The hand being scored, its situation, result and picture (the page gives its own). */
  @property({ attribute: false }) accessor session: ScoringSession = new ScoringSession();
  @consumeLocale
  @property() accessor locale: Locale = DEFAULT_LOCALE;
  @property({ type: Boolean }) accessor disabled = false;

  /** The hand last recorded (its tiles, how and where it was won), so one hand is not recorded twice by a second tap. */
  @state() private accessor _recorded: string | null = null;

  readonly #session = new SessionController(this, this.session);

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('session')) this.#session.follow(this.session);
  }

  /** Called once the game has stored the win this element asked for. */
  recorded(): void {
    // The page's session, even before this element has first drawn and followed it.
    const { hand, situation } = this.session.state;
    this._recorded = hand === null ? null : handKey(hand, situation);
    // The button pressed is gone: focus goes to what it did, the hand recorded (and "Record again" after it).
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('.recorded')?.focus());
  }

  static override styles = [
    formStyles,
    css`
    :host {
      display: block;
      margin-top: var(--space-3);
    }
    section {
      border: 1px solid var(--color-border);
      border-radius: var(--radius-lg);
      background: var(--color-surface);
      padding: 10px 14px;
    }
    h3 {
      margin: 0 0 6px;
      font-size: var(--font-size-base);
    }
    p {
      margin: var(--space-1) 0;
    }
    .buttons {
      display: flex;
      flex-wrap: wrap;
      gap: var(--space-2);
      margin-top: var(--space-2);
    }
    button {
      min-height: 44px;
      padding: 0 14px;
      border-radius: var(--radius);
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
    const score = scoredOf(this.#session.state);
    if (score === null) return nothing;
    const r = scoredWin(st, score.hand, score.situation, score.result, score.thumbnail);
    if (!r.ok) {
      const why = r.error;
      const text = why.code === 'ended' ? g.gameOver : why.code === 'no_such_seat' ? g.noSuchSeat(s.winds[why.wind]) : why.code === 'other_preset' ? g.otherPreset(st.preset) : g.invalidHand;
      return body(html`<p>${text}</p>`);
    }
    if (this._recorded !== null && this._recorded === handKey(score.hand, score.situation)) {
      return body(html`<p class="recorded" role="status" tabindex="-1">${g.recordedHand}</p>
        <div class="buttons"><button type="button" class="again" @click=${() => this._recordAgain()}>${g.recordAgain}</button></div>`);
    }
    const { win, discarder } = r.value;
    const seats = seatViews(st);
    const winner = seats[win.winner]!;
    const scoredRiichi = score.situation.flags.riichi || score.situation.flags.double_riichi;
    const mismatch = scoredRiichi !== winner.inRiichi ? html`<p class="warn" role="note">${g.riichiMismatch(winner.inRiichi)}</p>` : nothing;
    const record = (d: number | null) => this._record(d);
    const buttons =
      score.situation.win === 'tsumo'
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
    const score = scoredOf(this.#session.state);
    if (st === null || score === null) return;
    const r = scoredWin(st, score.hand, score.situation, score.result, score.thumbnail);
    if (!r.ok) return;
    const detail: GameEventDetail = { event: winEvent(r.value.win, discarder), hands: [r.value.note] };
    this.dispatchEvent(new CustomEvent<GameEventDetail>('game-event', { detail, bubbles: true, composed: true }));
  }
}

/** The session's hand with what scoring it needs, or null before there is a scored hand. */
function scoredOf(s: ScoringState) {
  return s.hand === null || s.result === null ? null : { hand: s.hand, situation: s.situation, result: s.result, ...(s.thumbnail === null ? {} : { thumbnail: s.thumbnail }) };
}

/** The hand's tiles, how and where it was won (not the rest of the situation, which the game moves on after a record). */
const handKey = (hand: HandDraft, s: Situation): string => JSON.stringify([handInputOf(hand), s.win, s.seatWind]);

declare global {
  interface HTMLElementTagNameMap {
    'record-win': RecordWin;
  }
}
