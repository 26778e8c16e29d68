import { LitElement, type PropertyValues, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { HandDraft as VisionDraft } from '../../vision/types';
import { EXAMPLE_DRAFT, type HandDraft } from '../score/draft';
import { EMPTY_HAND, type EditHand, fromVisionDraft } from './hand-edit';
import type { HandChangeDetail } from './hand-editor';
import { handFromForm, handToForm } from './hand-form';
import type { TableSituation } from '../game/win-record';
import { scoreImpacts, type TileImpact } from '../score/score-impact';
import { pageStorage } from '../../store/page-storage';
import { recallSituation, rememberSituation } from '../../store/situation-memory';
import type { ScoreChangeDetail } from '../score/score-calculator';
import { DEFAULT_LOCALE, type Locale } from '../i18n/strings';
import './hand-editor';
import '../score/score-calculator';

/**
 * The scoring page's hand entry: the tile editor (`<hand-editor>`) in the score calculator's
 * hand section, the rest of the calculator (situation, table, result) around it. Every edit of
 * the tiles goes to the calculator, which scores it at once. Glue only: no rules, no scoring.
 *
 * @fires score-change - from the calculator, after every scoring.
 * @fires hand-change - from the editor, after every edit of the tiles.
 * @slot result-actions - passed to the calculator, under the score card.
 */
@customElement('manual-entry')
export class ManualEntry extends LitElement {
  @property() accessor locale: Locale = DEFAULT_LOCALE;

  /**
   * The calculator's whole form (the hand's tiles as text, the situation, the counters): the
   * situation as the last hand left it (`situation-memory.ts`), else the example's.
   */
  @state() private accessor _draft: HandDraft = recallSituation(pageStorage(), EXAMPLE_DRAFT);
  /** The tiles as the editor holds them, with what recognition said about each. */
  @state() private accessor _hand: EditHand = openingHand(EXAMPLE_DRAFT);

  static override styles = css`
    :host {
      display: block;
    }
  `;

  /**
   * The table's situation from the open game (preset, prevalent wind, counters, sticks on the
   * table): the calculator scores with it, so the score card shows what the game will record.
   */
  applyTable(table: TableSituation): void {
    const d = this._draft;
    if (d.preset === table.preset && d.roundWind === table.roundWind && d.honba === table.honba && d.riichiSticks === table.riichiSticks) return;
    this._draft = { ...d, ...table };
  }

  /** Shows a recogniser's draft for checking, the situation as it was. */
  loadDraft(draft: VisionDraft): void {
    this._setHand(fromVisionDraft(draft));
  }

  private _setHand(hand: EditHand): void {
    this._hand = hand;
    this._draft = { ...this._draft, ...handToForm(hand) };
  }

  /** Every scoring: the form as it stands, its situation remembered for the next hand. */
  private _scored(draft: HandDraft): void {
    this._draft = draft;
    rememberSituation(pageStorage(), draft);
  }

  /** What correcting each flagged tile would do to the score, for the editor's picker. */
  private _impacts: readonly TileImpact[] = [];

  protected override willUpdate(changed: PropertyValues<this>): void {
    // Worked out when the tiles or the situation change, not on every render: a few engine
    // scorings per flagged tile.
    if (changed.has('_hand' as keyof ManualEntry) || changed.has('_draft' as keyof ManualEntry)) this._impacts = scoreImpacts(this._hand, this._draft);
  }

  override render() {
    return html`<score-calculator
      external-hand
      .draft=${this._draft}
      locale=${this.locale}
      @score-change=${(e: CustomEvent<ScoreChangeDetail>) => this._scored(e.detail.draft)}
    >
      <slot name="result-actions" slot="result-actions"></slot>
      <hand-editor slot="hand" .hand=${this._hand} .impacts=${this._impacts} locale=${this.locale} @hand-change=${(e: CustomEvent<HandChangeDetail>) => this._setHand(e.detail.hand)}></hand-editor>
    </score-calculator>`;
  }
}

/** The editor's first hand: the calculator's example, read from its fields. */
function openingHand(draft: HandDraft): EditHand {
  const hand = handFromForm(draft);
  return hand.ok ? hand.value : EMPTY_HAND;
}

declare global {
  interface HTMLElementTagNameMap {
    'manual-entry': ManualEntry;
  }
}
