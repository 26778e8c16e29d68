import { LitElement, css, html } from 'lit';
import { formStyles } from '../shared/form-styles';
import { customElement, property } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { PRESETS, PRESET_NAMES, type PresetName, type ScoreResultJson, type Wind } from '../../engine/index';
import { DEFAULT_SITUATION, type Situation, isDealer } from './situation';
import { DEFAULT_LOCALE, FLAGS, type Flag, type Locale, STRINGS, type UiStrings } from '../i18n/strings';
import { consumeLocale } from '../i18n/locale-context';
import './score-breakdown';

const WINDS: readonly Wind[] = ['1z', '2z', '3z', '4z'];

/** Detail of `situation-change`: the form as the person left it. */
export interface SituationChangeDetail {
  readonly situation: Situation;
}

/**
 * The score card's form and its result: rule preset, the hand's tiles (the `hand` slot: the tile
 * editor), how the hand was won and the situation flags, counters and riichi sticks, and beside
 * them the engine's result in a `<score-breakdown>`. Holds no rules and scores nothing: it shows
 * the situation and the result it is given, and tells every change of the form.
 *
 * @fires situation-change - after every change of the form; `detail` is a {@link SituationChangeDetail}.
 * @slot hand - what shows and edits the hand's tiles (the tile editor).
 * @slot result-actions - under the score card: what can be done with the scored hand (record it in a game).
 */
@customElement('score-calculator')
export class ScoreCalculator extends LitElement {
  /** How the hand was won and what lies on the table. */
  @property({ attribute: false }) accessor situation: Situation = DEFAULT_SITUATION;

  /** The engine's result for the hand in this situation; null before there is one. */
  @property({ attribute: false }) accessor result: ScoreResultJson | null = null;

  /** Language of the labels. */
  @consumeLocale
  @property() accessor locale: Locale = DEFAULT_LOCALE;

  static override styles = [
    formStyles,
    css`
    :host {
      display: block;
      color: var(--color-text);
      font-size: var(--font-size-md);
    }
    * {
      box-sizing: border-box;
    }
    .layout {
      display: grid;
      grid-template-columns: minmax(0, 1.35fr) minmax(0, 1fr);
      gap: var(--space-4);
      align-items: start;
    }
    .result {
      position: sticky;
      top: 12px;
    }
    @media (max-width: 720px) {
      .layout {
        grid-template-columns: minmax(0, 1fr);
      }
      .result {
        position: static;
      }
    }
    form {
      display: grid;
      gap: var(--space-3);
    }
    fieldset {
      padding: 10px 14px 14px;
      border-radius: var(--radius-lg);
      background: var(--color-surface);
    }
    .grid {
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
      gap: 10px 12px;
    }
    .field {
      display: grid;
      gap: 3px;
      align-content: start;
    }
    .field.wide {
      grid-column: 1 / -1;
    }
    .field > label,
    .field > span {
      font-size: 0.8rem;
      font-weight: 600;
      color: var(--color-text-secondary);
    }
    input[type='text'],
    input[type='number'],
    select {
      width: 100%;
      font-size: var(--font-size-base);
    }
    button {
      min-height: 34px;
    }
    .segmented {
      display: flex;
      border: 1px solid var(--color-control-border);
      border-radius: var(--radius-sm);
      overflow: hidden;
    }
    .segmented label {
      position: relative;
      flex: 1;
      display: flex;
      align-items: center;
      justify-content: center;
      gap: 6px;
      min-height: 36px;
      padding: var(--space-1) var(--space-2);
      cursor: pointer;
      text-align: center;
    }
    .segmented label + label {
      border-left: 1px solid var(--color-control-border);
    }
    /* The radio covers its whole label, invisibly: the label is the control people see and hit. */
    .segmented input {
      position: absolute;
      inset: 0;
      width: 100%;
      height: 100%;
      margin: 0;
      opacity: 0;
      cursor: pointer;
    }
    .segmented label:has(input:checked) {
      background: var(--color-inverse);
      color: var(--color-on-inverse);
    }
    .segmented label:has(input:focus-visible) {
      outline: 2px solid var(--color-focus);
      outline-offset: -3px;
    }
    .checks {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(190px, 1fr));
      gap: 2px 12px;
    }
    .check {
      display: flex;
      align-items: center;
      gap: var(--space-2);
      min-height: 30px;
    }
    .check input {
      width: 18px;
      height: 18px;
      margin: 0;
      flex: none;
    }
    .dealer {
      align-self: end;
      min-height: 36px;
    }
  `,
  ];

  private _edit(patch: Partial<Situation>): void {
    this.situation = { ...this.situation, ...patch };
    const detail: SituationChangeDetail = { situation: this.situation };
    this.dispatchEvent(new CustomEvent<SituationChangeDetail>('situation-change', { detail, bubbles: true, composed: true }));
  }

  private _text = (e: Event): string => (e.target as HTMLInputElement | HTMLSelectElement).value;

  /**
   * A counter box: empty counts as 0; anything else goes to the engine as typed (it rejects
   * negatives). These boxes bind `.value` without `live`: rewriting an emptied box to "0" while
   * the user is typing would fight them.
   */
  private _count = (e: Event): number => {
    const text = (e.target as HTMLInputElement).value.trim();
    return text === '' ? 0 : Number(text);
  };

  override render() {
    const s = STRINGS[this.locale];
    const d = this.situation;
    return html`<div class="layout">
      <form @submit=${(e: Event) => e.preventDefault()} aria-label=${s.appTagline}>
        <fieldset>
          <legend>${s.sections.rules}</legend>
          <label class="field">
            <span>${s.preset}</span>
            <select .value=${live(d.preset)} @change=${(e: Event) => this._edit({ preset: this._text(e) as PresetName })}>
              ${PRESET_NAMES.map((name) => html`<option value=${name} ?selected=${name === d.preset}>${PRESETS[name].title}</option>`)}
            </select>
          </label>
        </fieldset>

        <fieldset>
          <legend>${s.sections.hand}</legend>
          <slot name="hand"></slot>
        </fieldset>

        ${this._renderWin(s, d)}

        <fieldset>
          <legend>${s.sections.situation}</legend>
          <div class="checks">${FLAGS.map((flag) => this._renderFlag(flag, s.flags[flag]))}</div>
        </fieldset>

        ${this._renderTable(s, d)}
      </form>

      <div class="result">
        <score-breakdown .result=${this.result}></score-breakdown>
        <slot name="result-actions"></slot>
      </div>
    </div>`;
  }

  /** How the hand was won, and the winds and dealer it was won under. */
  private _renderWin(s: UiStrings, d: Situation) {
    return html`<fieldset>
      <legend>${s.sections.win}</legend>
      <div class="grid">
        <div class="field wide" role="radiogroup" aria-labelledby="win-by">
          <span id="win-by">${s.winBy}</span>
          <div class="segmented">
            ${(['ron', 'tsumo'] as const).map(
              (win) => html`<label>
                <input type="radio" name="win" value=${win} .checked=${live(d.win === win)} @change=${() => this._edit({ win })} />
                ${win === 'ron' ? s.ron : s.tsumo}
              </label>`,
            )}
          </div>
        </div>
        ${this._renderWind(s.seatWind, d.seatWind, (seatWind) => this._edit({ seatWind, dealer: null }))}
        ${this._renderWind(s.roundWind, d.roundWind, (roundWind) => this._edit({ roundWind }))}
        <label class="check dealer">
          <input type="checkbox" .checked=${live(isDealer(d))} @change=${(e: Event) => this._edit({ dealer: (e.target as HTMLInputElement).checked })} />
          ${s.dealer}
        </label>
      </div>
    </fieldset>`;
  }

  /** What lies on the table: counters, riichi sticks, and the seats a liable or a discarder hand names. */
  private _renderTable(s: UiStrings, d: Situation) {
    return html`<fieldset>
      <legend>${s.sections.table}</legend>
      <div class="grid">
        <label class="field">
          <span>${s.honba}</span>
          <input type="number" min="0" step="1" inputmode="numeric" .value=${String(d.honba)} @input=${(e: Event) => this._edit({ honba: this._count(e) })} />
        </label>
        <label class="field">
          <span>${s.riichiSticks}</span>
          <input
            type="number"
            min="0"
            step="1"
            inputmode="numeric"
            .value=${String(d.riichiSticks)}
            @input=${(e: Event) => this._edit({ riichiSticks: this._count(e) })}
          />
        </label>
        ${this._renderSeat(s.paoSeat, d.paoSeat, (paoSeat) => this._edit({ paoSeat }))}
        ${this._renderSeat(s.discarderSeat, d.discarderSeat, (discarderSeat) => this._edit({ discarderSeat }))}
      </div>
    </fieldset>`;
  }

  /** A seat that may be unset (liability, discarder). */
  private _renderSeat(label: string, value: Wind | null, set: (seat: Wind | null) => void) {
    const s = STRINGS[this.locale];
    return html`<label class="field">
      <span>${label}</span>
      <select .value=${live(value ?? '')} @change=${(e: Event) => set((this._text(e) || null) as Wind | null)}>
        <option value="" ?selected=${value === null}>${s.noSeat}</option>
        ${WINDS.map((w) => html`<option value=${w} ?selected=${w === value}>${s.winds[w]}</option>`)}
      </select>
    </label>`;
  }

  private _renderWind(label: string, value: Wind, set: (wind: Wind) => void) {
    const s = STRINGS[this.locale];
    return html`<label class="field">
      <span>${label}</span>
      <select .value=${live(value)} @change=${(e: Event) => set(this._text(e) as Wind)}>
        ${WINDS.map((w) => html`<option value=${w} ?selected=${w === value}>${s.winds[w]}</option>`)}
      </select>
    </label>`;
  }

  private _renderFlag(flag: Flag, label: string) {
    return html`<label class="check">
      <input
        type="checkbox"
        .checked=${live(this.situation.flags[flag])}
        @change=${(e: Event) => this._edit({ flags: { ...this.situation.flags, [flag]: (e.target as HTMLInputElement).checked } })}
      />
      ${label}
    </label>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'score-calculator': ScoreCalculator;
  }
  interface HTMLElementEventMap {
    'situation-change': CustomEvent<SituationChangeDetail>;
  }
}
