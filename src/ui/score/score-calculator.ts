import { LitElement, type PropertyValues, css, html, nothing } from 'lit';
import { formStyles } from '../shared/form-styles';
import { customElement, property, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { MELD_TYPES, PRESETS, PRESET_NAMES, type MeldType, type PresetName, type ScoreResultJson, type Wind } from '../../engine/index';
import { EXAMPLE_DRAFT, type HandDraft, type MeldDraft, isDealer, scoreDraft, toScoreRequest } from './draft';
import { DEFAULT_LOCALE, FLAGS, type Flag, type Locale, STRINGS, type UiStrings, formatPoints } from '../i18n/strings';
import './score-breakdown';

const WINDS: readonly Wind[] = ['1z', '2z', '3z', '4z'];

/** Detail of `score-change`: what was scored, under which preset, and the engine's answer. */
export interface ScoreChangeDetail {
  readonly draft: HandDraft;
  readonly request: ReturnType<typeof toScoreRequest>;
  readonly result: ScoreResultJson;
}

/**
 * Manual hand entry for the table: rule preset, tiles in mpsz notation, melds, dora and ura-dora
 * indicators, how the hand was won and the situation flags, counters and riichi sticks. Every
 * change is scored at once by the engine and shown in a `<score-breakdown>`. Holds no rules: it
 * turns the form into a score request and renders what comes back.
 *
 * @fires score-change - after every scoring; `detail` is a {@link ScoreChangeDetail}.
 * @slot hand - with `external-hand`: what edits the hand's tiles, in place of the text fields.
 * @slot result-actions - under the score card: what can be done with the scored hand (record it in a game).
 */
@customElement('score-calculator')
export class ScoreCalculator extends LitElement {
  /** The hand being edited. Opens with an example hand; set it to load another (e.g. from a photo). */
  @property({ attribute: false }) accessor draft: HandDraft = EXAMPLE_DRAFT;

  /** Language of the labels. */
  @property() accessor locale: Locale = DEFAULT_LOCALE;

  /**
   * The hand's tiles are edited outside, in the `hand` slot (the tile editor), and arrive through
   * `draft`: the form then shows the slot instead of its own tile fields.
   */
  @property({ type: Boolean, attribute: 'external-hand' }) accessor externalHand = false;

  /** The engine's result for the current draft. */
  @state() private accessor _result: ScoreResultJson | null = null;

  static override styles = [
    formStyles,
    css`
    :host {
      display: block;
      color: var(--color-text);
      font-size: 0.95rem;
    }
    * {
      box-sizing: border-box;
    }
    .layout {
      display: grid;
      grid-template-columns: minmax(0, 1.35fr) minmax(0, 1fr);
      gap: 16px;
      align-items: start;
    }
    .result {
      position: sticky;
      top: 12px;
    }
    .summary {
      display: none;
    }
    @media (max-width: 720px) {
      .layout {
        grid-template-columns: minmax(0, 1fr);
      }
      .result {
        position: static;
        scroll-margin-top: 8px;
      }
      .summary {
        position: sticky;
        bottom: 8px;
        /* The app page turns it off: its step bar shows the total on every step (src/ui/app-steps.ts). */
        display: var(--score-summary-display, flex);
        justify-content: space-between;
        align-items: center;
        gap: 12px;
        width: 100%;
        min-height: 44px;
        text-align: left;
        border: none;
        border-radius: 10px;
        background: var(--color-inverse);
        color: var(--color-on-inverse);
        font-weight: 700;
        font-size: 1.05rem;
        box-shadow: 0 4px 14px var(--color-shadow);
      }
      .summary:hover {
        background: var(--color-inverse-hover);
      }
      .summary.bad {
        background: var(--color-danger);
      }
    }
    form {
      display: grid;
      gap: 12px;
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
    .field > span:not(.hint),
    .melds-label {
      font-size: 0.8rem;
      font-weight: 600;
      color: var(--color-text-secondary);
    }
    .hint {
      font-size: 0.78rem;
    }
    input[type='text'],
    input[type='number'],
    select {
      width: 100%;
      font-size: 1rem;
    }
    input.tiles {
      font-family: var(--font-mono);
      letter-spacing: 0.02em;
    }
    button {
      min-height: 34px;
    }
    .melds {
      display: grid;
      gap: 6px;
    }
    .meld {
      display: grid;
      grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr) auto;
      gap: 6px;
      align-items: center;
    }
    .meld button {
      padding: 4px 10px;
    }
    .meld-head {
      display: flex;
      justify-content: space-between;
      align-items: center;
      gap: 8px;
    }
    .segmented {
      display: flex;
      border: 1px solid var(--color-control-border);
      border-radius: 6px;
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
      padding: 4px 8px;
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
      gap: 8px;
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

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('draft') || this._result === null) this._result = scoreDraft(this.draft);
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('draft') && this._result) {
      const detail: ScoreChangeDetail = { draft: this.draft, request: toScoreRequest(this.draft), result: this._result };
      this.dispatchEvent(new CustomEvent<ScoreChangeDetail>('score-change', { detail, bubbles: true, composed: true }));
    }
  }

  private _edit(patch: Partial<HandDraft>): void {
    this.draft = { ...this.draft, ...patch };
  }

  private _editMeld(index: number, patch: Partial<MeldDraft>): void {
    this._edit({ melds: this.draft.melds.map((m, i) => (i === index ? { ...m, ...patch } : m)) });
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
    const d = this.draft;
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
          ${this.externalHand
            ? html`<slot name="hand"></slot>`
            : html`<div class="grid">
                ${this._tilesField('concealed', s.concealed, d.concealed, (concealed) => this._edit({ concealed }), s.concealedHint, true)}
                ${this._tilesField('win-tile', s.winTile, d.winTile, (winTile) => this._edit({ winTile }), s.winTileHint)}
                ${this._tilesField('dora', s.dora, d.dora, (dora) => this._edit({ dora }), s.indicatorsHint)}
                ${this._tilesField('ura', s.ura, d.ura, (ura) => this._edit({ ura }), s.indicatorsHint)}
                <div class="field wide">${this._renderMelds(d.melds)}</div>
              </div>`}
        </fieldset>

        ${this._renderWin(s, d)}

        <fieldset>
          <legend>${s.sections.situation}</legend>
          <div class="checks">${FLAGS.map((flag) => this._renderFlag(flag, s.flags[flag]))}</div>
        </fieldset>

        ${this._renderTable(s, d)}
      </form>

      <div class="result">
        <score-breakdown id="breakdown" .result=${this._result} locale=${this.locale}></score-breakdown>
        <slot name="result-actions"></slot>
      </div>
      ${this._renderSummary()}
    </div>`;
  }

  /** How the hand was won, and the winds and dealer it was won under. */
  private _renderWin(s: UiStrings, d: HandDraft) {
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
  private _renderTable(s: UiStrings, d: HandDraft) {
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

  /** Phones only: the total (or what is wrong) stays in view while the form is edited. */
  private _renderSummary() {
    const s = STRINGS[this.locale];
    const r = this._result;
    if (r === null) return nothing;
    const text =
      r.error === null
        ? `${s.total} ${formatPoints(r.total, s)}`
        : ((s.errorTitles as Record<string, string>)[r.error] ?? s.errorTitles.unexpected);
    return html`<button type="button" class="summary ${r.error === null ? '' : 'bad'}" @click=${this._showBreakdown}>
      <span>${text}</span><span aria-hidden="true">↓</span>
    </button>`;
  }

  private _showBreakdown = (): void => {
    this.renderRoot.querySelector('#breakdown')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  private _tilesField(id: string, label: string, value: string, set: (text: string) => void, hint: string, wide = false) {
    return html`<div class="field ${wide ? 'wide' : ''}">
      <label for=${id}>${label}</label>
      <input
        id=${id}
        type="text"
        class="tiles"
        .value=${live(value)}
        @input=${(e: Event) => set(this._text(e))}
        aria-describedby="${id}-hint"
        autocomplete="off"
        autocapitalize="off"
        spellcheck="false"
      />
      <span class="hint" id="${id}-hint">${hint}</span>
    </div>`;
  }

  private _renderMelds(melds: readonly MeldDraft[]) {
    const s = STRINGS[this.locale];
    const add = (): void => this._edit({ melds: [...melds, { type: 'pon', tiles: '' }] });
    const remove = (index: number): void => this._edit({ melds: melds.filter((_, i) => i !== index) });
    return html`<div class="melds">
      <div class="meld-head">
        <span class="melds-label">${s.melds}</span>
        <button type="button" @click=${add} ?disabled=${melds.length >= 4}>${s.addMeld}</button>
      </div>
      ${melds.length === 0 ? html`<span class="hint">${s.noMelds}</span>` : ''}
      ${melds.map(
        (m, i) => html`<div class="meld">
          <select aria-label=${s.meldType(i + 1)} .value=${live(m.type)} @change=${(e: Event) => this._editMeld(i, { type: this._text(e) as MeldType })}>
            ${MELD_TYPES.map((t) => html`<option value=${t} ?selected=${t === m.type}>${s.meldTypes[t]}</option>`)}
          </select>
          <input
            type="text"
            class="tiles"
            aria-label=${s.meldTiles(i + 1)}
            placeholder="777z"
            .value=${live(m.tiles)}
            @input=${(e: Event) => this._editMeld(i, { tiles: this._text(e) })}
            autocomplete="off"
            autocapitalize="off"
            spellcheck="false"
          />
          <button type="button" aria-label=${s.removeMeld(i + 1)} title=${s.removeMeld(i + 1)} @click=${() => remove(i)}>✕</button>
        </div>`,
      )}
    </div>`;
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
        .checked=${live(this.draft.flags[flag])}
        @change=${(e: Event) => this._edit({ flags: { ...this.draft.flags, [flag]: (e.target as HTMLInputElement).checked } })}
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
    'score-change': CustomEvent<ScoreChangeDetail>;
  }
}
