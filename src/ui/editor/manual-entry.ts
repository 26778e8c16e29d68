import { LitElement, type PropertyValues, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { RecognisedHand } from '../../vision/types';
import type { HandChangeDetail } from './hand-editor';
import type { TableSituation } from '../game/win-record';
import { scoreImpacts, type TileImpact } from '../score/score-impact';
import type { SituationChangeDetail } from '../score/score-calculator';
import { ScoringSession, type ScoringState } from '../score/scoring-session';
import { SessionController } from '../score/session-controller';
import { DEFAULT_LOCALE, type Locale, STRINGS } from '../i18n/strings';
import { consumeLocale } from '../i18n/locale-context';
import { formStyles } from '../shared/form-styles';
import './hand-editor';
import '../score/score-calculator';

/**
 * The scoring page's hand entry: the tile editor (`<hand-editor>`) in the score calculator's
 * hand section, the rest of the calculator (situation, table, result) around it, all showing the
 * scoring session (src/ui/score/scoring-session.ts) the page gives it (a first, unsaved one
 * otherwise). Before there is a hand, it says what to do instead. Glue only: no rules, no scoring.
 *
 * @fires situation-change - from the calculator, after every change of its form.
 * @fires hand-change - from the editor, after every edit of the tiles.
 * @slot result-actions - passed to the calculator, under the score card.
 */
@customElement('manual-entry')
export class ManualEntry extends LitElement {
  @consumeLocale
  @property() accessor locale: Locale = DEFAULT_LOCALE;

  /** The hand being scored, its situation and result; every change here goes through it. */
  @property({ attribute: false }) accessor session: ScoringSession = new ScoringSession();

  readonly #session = new SessionController(this, this.session);

  static override styles = [
    formStyles,
    css`
      :host {
        display: block;
      }
      .start {
        display: grid;
        gap: var(--space-2);
        padding: 14px 16px;
        border-radius: var(--radius-lg);
        background: var(--color-surface);
      }
      .start h2 {
        margin: 0;
        font-size: var(--font-size-lg);
      }
      .start p {
        margin: 0;
      }
      .buttons {
        display: flex;
        flex-wrap: wrap;
        gap: var(--space-2);
      }
      button {
        min-height: 44px;
        padding: 0 14px;
      }
      .hand-bar {
        display: flex;
        justify-content: flex-end;
        margin-bottom: var(--space-2);
      }
    `,
  ];

  /**
   * The table's situation from the open game (preset, prevalent wind, counters, sticks on the
   * table): the calculator scores with it, so the score card shows what the game will record.
   */
  applyTable(table: TableSituation): void {
    this.#session.dispatch({ type: 'table', table });
  }

  /** Shows a recogniser's draft for checking, the situation as it was. */
  loadDraft(draft: RecognisedHand): void {
    this.#session.dispatch({ type: 'read', draft });
  }

  /** What correcting each flagged tile would do to the score, for the editor's picker. */
  private _impacts: readonly TileImpact[] = [];
  private _shown: ScoringState | null = null;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('session')) this.#session.follow(this.session);
    const state = this.#session.state;
    if (state === this._shown) return;
    const before = this._shown;
    this._shown = state;
    if (state.hand === null) {
      this._impacts = [];
    } else if (before === null || before.hand !== state.hand || before.situation !== state.situation) {
      // A few engine scorings per flagged tile: worked out when the tiles or the situation change, not on every render.
      this._impacts = scoreImpacts(state.hand, state.situation);
    }
  }

  override render() {
    const s = STRINGS[this.locale];
    const { hand, situation, result } = this.#session.state;
    if (hand === null) return this._renderStart();
    return html`<div class="hand-bar">
        <button type="button" @click=${this._newHand}>${s.start.newHand}</button>
      </div>
      <score-calculator
        .situation=${situation}
        .result=${result}
        @situation-change=${(e: CustomEvent<SituationChangeDetail>) => this.#session.dispatch({ type: 'situation', situation: e.detail.situation })}
      >
        <slot name="result-actions" slot="result-actions"></slot>
        <hand-editor
          slot="hand"
          .hand=${hand}
          .impacts=${this._impacts}
          @hand-change=${(e: CustomEvent<HandChangeDetail>) => this.#session.dispatch({ type: 'edit', hand: e.detail.hand })}
        ></hand-editor>
      </score-calculator>`;
  }

  /** A hand to work on: the button pressed goes away, so focus goes on to the editor's first control. */
  private async _start(type: 'enter' | 'sample'): Promise<void> {
    this.#session.dispatch({ type });
    await this.updateComplete;
    const editor = this.renderRoot.querySelector('hand-editor');
    await editor?.updateComplete;
    editor?.shadowRoot?.querySelector<HTMLElement>('input, textarea, button')?.focus();
  }

  /** The hand put away: focus goes to the way to start the next one. */
  private _newHand = async (): Promise<void> => {
    this.#session.dispatch({ type: 'new-hand' });
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('.start button')?.focus();
  };

  /** No hand yet: what to do, and the two ways to start here. */
  private _renderStart() {
    const s = STRINGS[this.locale].start;
    return html`<section class="start" aria-labelledby="start-title">
      <h2 id="start-title">${s.title}</h2>
      ${this.#session.session.dropped ? html`<p role="status">${s.dropped}</p>` : ''}
      <p>${s.hint}</p>
      <div class="buttons">
        <button type="button" @click=${() => void this._start('enter')}>${s.enterHand}</button>
        <button type="button" @click=${() => void this._start('sample')}>${s.trySample}</button>
      </div>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'manual-entry': ManualEntry;
  }
}
