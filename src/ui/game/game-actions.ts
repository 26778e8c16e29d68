import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { formStyles } from '../shared/form-styles';
import { customElement, property, query, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { DEFAULT_PRESET, PRESETS, abortiveReasonsOf, dealerOf, type GameEvent, type GameState, type PresetName, type Seat, type Wind } from '../../engine/index';
import {
  worthBounds,
  adjustSum,
  checkForm,
  formOf,
  maxWinners,
  type AbortiveReason,
  type FormOutcome,
  type GameForm,
  type GameFormType,
  type WinForm,
  type WorthForm,
} from './game-forms';
import type { GameEditDetail, GameEventDetail } from './game-session';
import { DEFAULT_LOCALE, type Locale, STRINGS } from '../i18n/strings';
import { consumeLocale } from '../i18n/locale-context';
import { numberFormat } from '../i18n/number-format';

type Form<T extends GameFormType> = Extract<GameForm, { type: T }>;

const DEFAULT_WORTH: WorthForm = { yakuman: false, han: '', fu: '30', multiple: '1' };

/**
 * The dialogs a scorer at the table uses to say how a hand ended: a win entered by hand, an
 * exhaustive draw, nagashi mangan and abortive draws where the preset has them, a chombo, or a
 * manual adjustment. Each dialog's form goes through `checkForm` (game-forms.ts), which tries the
 * event on the reducer, so what the rules refuse is said while the dialog is open. Records nothing:
 * a valid form leaves as a `game-event` for whoever keeps the game's log.
 *
 * A recorded event can be corrected the same way (`edit`): its dialog opens filled in, and the form
 * is tried on the state before that event, since that is where the corrected event will stand.
 *
 * @fires game-event - on a valid submit; `detail` is a {@link GameEventDetail}. Bubbles, composed.
 * @fires game-edit - on a valid submit of a correction; `detail` is a {@link GameEditDetail}. Bubbles, composed.
 */
@customElement('game-actions')
export class GameActions extends LitElement {
  /** The game as it stands; with none, or a finished game, the buttons are disabled. */
  @property({ attribute: false }) accessor state: GameState | null = null;

  @consumeLocale
  @property() accessor locale: Locale = DEFAULT_LOCALE;

  /** Set while a recorded event is being saved: nothing new can be submitted meanwhile. */
  @property({ type: Boolean }) accessor disabled = false;

  /** The open dialog's form; `null` while none is open. */
  @state() private accessor _form: GameForm | null = null;
  /** The last check of the open form, shown once the user has tried to submit it. */
  @state() private accessor _outcome: FormOutcome | null = null;
  /** The recorded event being corrected and the state before it; `null` when recording a new one. */
  @state() private accessor _editing: { readonly index: number; readonly before: GameState } | null = null;

  @query('dialog') private accessor _dialog!: HTMLDialogElement;

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
    .actions {
      display: flex;
      flex-wrap: wrap;
      gap: var(--space-2);
    }
    button {
      min-height: 40px;
      padding: 4px 14px;
    }
    button:disabled {
      cursor: not-allowed;
      color: var(--color-muted);
      opacity: 1;
    }
    dialog {
      width: min(560px, calc(100vw - 24px));
      max-height: calc(100vh - 24px);
      padding: 16px 18px;
      border: none;
      border-radius: 12px;
      background: var(--color-surface);
      color: var(--color-text);
      box-shadow: 0 10px 40px var(--color-shadow);
    }
    dialog::backdrop {
      background: var(--color-backdrop);
    }
    h2 {
      margin: 0 0 var(--space-3);
      font-size: 1.15rem;
    }
    form {
      display: grid;
      gap: var(--space-3);
    }
    fieldset {
      margin: 0;
      padding: var(--space-2) var(--space-3) var(--space-3);
      border: 1px solid var(--color-border);
      border-radius: var(--radius-lg);
      min-width: 0;
    }
    legend,
    .field > span {
      font-size: var(--font-size-sm);
      font-weight: 650;
      color: var(--color-text-secondary);
    }
    .field {
      display: grid;
      gap: 3px;
    }
    .row {
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
      gap: var(--space-2) var(--space-3);
    }
    .check {
      display: flex;
      align-items: center;
      gap: var(--space-2);
      min-height: 32px;
    }
    .check input {
      width: 18px;
      height: 18px;
      margin: 0;
      flex: none;
    }
    input[type='text'],
    input[type='number'],
    select {
      width: 100%;
      font-size: var(--font-size-base);
    }
    .hint {
      margin: var(--space-1) 0 0;
      font-size: 0.8rem;
      color: var(--color-muted);
    }
    .sum {
      font-weight: 650;
    }
    .problems:empty {
      display: none;
    }
    .problems {
      margin: 0;
      padding: var(--space-2) var(--space-3);
      border-radius: var(--radius);
      background: var(--color-danger-surface);
      color: var(--color-danger-text);
    }
    .problems p {
      margin: 0;
    }
    .buttons {
      display: flex;
      justify-content: flex-end;
      gap: var(--space-2);
    }
  `,
  ];

  /** Opens the dialog of one kind of event, its fields empty (riichi declarers ticked tenpai). */
  async open(type: GameFormType): Promise<void> {
    if (!this._canRecord()) return;
    this._editing = null;
    this._form = this._emptyForm(type, this.state!);
    this._outcome = null;
    await this._show();
  }

  /**
   * Opens the dialog of a recorded event, filled in, to correct it. `before` is the game as it
   * stood before that event. Riichi and start events have no dialog: undo covers them.
   */
  async edit(index: number, event: GameEvent, before: GameState): Promise<void> {
    const form = formOf(event);
    // A correction may reach back before the game ended, so only a save in progress blocks it.
    if (form === null || this.disabled) return;
    this._editing = { index, before };
    this._form = form;
    this._outcome = null;
    await this._show();
  }

  private async _show(): Promise<void> {
    await this.updateComplete;
    if (!this._dialog.open) this._dialog.showModal();
    this.renderRoot.querySelector<HTMLElement>('[data-first]')?.focus();
  }

  /** Closes the open dialog without recording anything. */
  close(): void {
    if (this._dialog?.open) this._dialog.close();
  }

  private _canRecord(): boolean {
    return this.state !== null && !this.state.ended && !this.disabled;
  }

  private _emptyForm(type: GameFormType, s: GameState): GameForm {
    switch (type) {
      case 'win':
        return { type, by: 'ron', discarder: null, wins: [], onRiichiDiscard: false };
      case 'draw':
        return { type, tenpai: [...s.riichi] };
      case 'nagashi':
        return { type, seat: null, tenpai: [...s.riichi] };
      case 'abortive':
        return { type, reason: null };
      case 'chombo':
        return { type, seat: null };
      case 'adjust':
        return { type, deltas: s.players.map(() => ''), reason: '' };
    }
  }

  /** The state the open form is tried on: before the corrected event, or the game as it stands. */
  private _formState(): GameState | null {
    return this._editing?.before ?? this.state;
  }

  /** Applies an edit; once a submit has failed, the problems shown follow the edits. */
  private _edit(form: GameForm): void {
    this._form = form;
    const s = this._formState();
    if (this._outcome !== null && s !== null) this._outcome = checkForm(s, form);
  }

  private _submit = (e: Event): void => {
    e.preventDefault();
    const s = this._formState();
    if (this._form === null || s === null || this.disabled) return;
    const outcome = checkForm(s, this._form);
    if (outcome.kind !== 'event') {
      this._outcome = outcome;
      return;
    }
    const editing = this._editing;
    if (editing === null) this.dispatchEvent(new CustomEvent<GameEventDetail>('game-event', { detail: { event: outcome.event }, bubbles: true, composed: true }));
    else this.dispatchEvent(new CustomEvent<GameEditDetail>('game-edit', { detail: { index: editing.index, event: outcome.event }, bubbles: true, composed: true }));
    this._dialog.close();
  };

  private _closed = (): void => {
    // The close event arrives a task after close(): a dialog opened again meanwhile keeps its form.
    if (this._dialog.open) return;
    this._form = null;
    this._outcome = null;
    this._editing = null;
  };

  override render() {
    const t = STRINGS[this.locale].gameActions;
    const rules = this.state === null ? null : PRESETS[this.state.preset];
    const shown: GameFormType[] = ['win', 'draw'];
    if (rules?.nagashiMangan) shown.push('nagashi');
    if (rules?.game.abortiveDraws) shown.push('abortive');
    shown.push('chombo', 'adjust');
    const off = !this._canRecord();
    return html`<div class="actions" role="group" aria-label=${t.actions}>
        ${shown.map((type) => html`<button type="button" ?disabled=${off} @click=${() => this.open(type)}>${t.open[type]}</button>`)}
      </div>
      <dialog aria-labelledby="dialog-title" @close=${this._closed}>${this._renderDialog()}</dialog>`;
  }

  private _renderDialog() {
    const f = this._form;
    const s = this._formState();
    if (f === null || s === null) return nothing;
    const t = STRINGS[this.locale].gameActions;
    const title = this._editing === null ? t.titles[f.type] : t.correctTitle(t.titles[f.type]);
    return html`<h2 id="dialog-title">${title}</h2>
      <form novalidate @submit=${this._submit}>
        ${this._renderFields(f, s)}
        <div class="problems" role="alert">${this._renderOutcome()}</div>
        <div class="buttons">
          <button type="button" @click=${() => this.close()}>${t.cancel}</button>
          <button type="submit" class="primary" ?disabled=${this.disabled}>${t.record}</button>
        </div>
      </form>`;
  }

  private _renderFields(f: GameForm, s: GameState): TemplateResult {
    switch (f.type) {
      case 'win':
        return this._renderWin(f, s);
      case 'draw':
        return this._renderTenpai(f.tenpai, (tenpai) => this._edit({ ...f, tenpai }), true);
      case 'nagashi':
        return html`${this._renderPlayerSelect(STRINGS[this.locale].gameActions.nagashiPlayer, f.seat, (seat) => this._edit({ ...f, seat }), true)}
        ${this._renderTenpai(f.tenpai, (tenpai) => this._edit({ ...f, tenpai }), false)}`;
      case 'abortive':
        return this._renderAbortive(f, s.preset);
      case 'chombo':
        return this._renderPlayerSelect(STRINGS[this.locale].gameActions.chomboPlayer, f.seat, (seat) => this._edit({ ...f, seat }), true);
      case 'adjust':
        return this._renderAdjust(f, s);
    }
  }

  private _renderOutcome() {
    const o = this._outcome;
    if (o === null || o.kind === 'event') return nothing;
    const t = STRINGS[this.locale].gameActions;
    if (o.kind === 'refused') return html`<p>${t.ruleRefusal[o.error.code]}</p>`;
    const signed = numberFormat(STRINGS[this.locale].numberLocale, { signDisplay: 'exceptZero' });
    return o.problems.map((p) => html`<p>${t.problem(p, (seat) => this._playerName(seat), (n) => signed.format(n))}</p>`);
  }

  /** A player with seat wind and dealer mark, as every list in the dialogs shows them. */
  private _playerName(seat: Seat): string {
    const s = this._formState()!;
    const strings = STRINGS[this.locale];
    const n = s.players.length;
    const wind = `${((seat - dealerOf(s) + n) % n) + 1}z` as Wind;
    return strings.gameActions.player(s.players[seat] ?? '', strings.winds[wind], seat === dealerOf(s));
  }

  private _seats(): Seat[] {
    return this._formState()!.players.map((_, seat) => seat);
  }

  private _renderPlayerSelect(label: string, value: Seat | null, set: (seat: Seat | null) => void, first: boolean, exclude: Seat | null = null) {
    const t = STRINGS[this.locale].gameActions;
    return html`<label class="field">
      <span>${label}</span>
      <select ?data-first=${first} .value=${live(value === null ? '' : String(value))} @change=${(e: Event) => set(seatOf(e))}>
        <option value="" ?selected=${value === null}>${t.choosePlayer}</option>
        ${this._seats()
          .filter((seat) => seat !== exclude)
          .map((seat) => html`<option value=${seat} ?selected=${seat === value}>${this._playerName(seat)}</option>`)}
      </select>
    </label>`;
  }

  private _renderTenpai(tenpai: readonly Seat[], set: (tenpai: Seat[]) => void, first: boolean) {
    const t = STRINGS[this.locale].gameActions;
    const toggle = (seat: Seat, on: boolean): void => set(on ? [...tenpai, seat].sort((a, b) => a - b) : tenpai.filter((x) => x !== seat));
    return html`<fieldset aria-describedby="tenpai-hint">
      <legend>${t.tenpai}</legend>
      ${this._seats().map(
        (seat) => html`<label class="check">
          <input
            type="checkbox"
            ?data-first=${first && seat === 0}
            .checked=${live(tenpai.includes(seat))}
            @change=${(e: Event) => toggle(seat, (e.target as HTMLInputElement).checked)}
          />
          ${this._playerName(seat)}
        </label>`,
      )}
      <p class="hint" id="tenpai-hint">${t.tenpaiHint}</p>
    </fieldset>`;
  }

  private _renderAbortive(f: Form<'abortive'>, preset: PresetName) {
    const t = STRINGS[this.locale].gameActions;
    return html`<label class="field">
      <span>${t.abortiveReason}</span>
      <select
        data-first
        .value=${live(f.reason ?? '')}
        @change=${(e: Event) => this._edit({ ...f, reason: ((e.target as HTMLSelectElement).value || null) as AbortiveReason | null })}
      >
        <option value="" ?selected=${f.reason === null}>${t.chooseReason}</option>
        ${abortiveReasonsOf(preset).map((r) => html`<option value=${r} ?selected=${r === f.reason}>${t.abortiveReasons[r]}</option>`)}
      </select>
    </label>`;
  }

  private _renderWin(f: Form<'win'>, s: GameState) {
    const t = STRINGS[this.locale].gameActions;
    const single = f.by === 'tsumo' || maxWinners(s.preset) === 1;
    const setBy = (by: 'ron' | 'tsumo'): void => this._edit({ ...f, by, wins: by === 'tsumo' ? f.wins.slice(0, 1) : f.wins });
    const winning = (seat: Seat): WinForm | undefined => f.wins.find((w) => w.winner === seat);
    const choose = (seat: Seat, on: boolean): void => {
      const kept = winning(seat) ?? { winner: seat, worth: DEFAULT_WORTH, liable: null };
      const others = single ? [] : f.wins.filter((w) => w.winner !== seat);
      this._edit({ ...f, wins: on ? [...others, kept].sort((a, b) => a.winner - b.winner) : others });
    };
    return html`<fieldset>
        <legend>${t.winBy}</legend>
        <div class="row">
          ${(['ron', 'tsumo'] as const).map(
            (by) => html`<label class="check">
              <input type="radio" name="by" ?data-first=${by === 'ron'} .checked=${live(f.by === by)} @change=${() => setBy(by)} />
              ${by === 'ron' ? t.ron : t.tsumo}
            </label>`,
          )}
        </div>
      </fieldset>
      <fieldset>
        <legend>${single ? t.winner : t.winners}</legend>
        ${this._seats().map((seat) => {
          const on = live(winning(seat) !== undefined);
          const change = (e: Event): void => choose(seat, (e.target as HTMLInputElement).checked);
          // Two templates, not a bound type: turning checked checkboxes into one radio group one by
          // one would let the browser uncheck the winner that stays.
          const input = single
            ? html`<input type="radio" name="winner" .checked=${on} @change=${change} />`
            : html`<input type="checkbox" name="winner" .checked=${on} @change=${change} />`;
          return html`<label class="check">${input} ${this._playerName(seat)}</label>`;
        })}
      </fieldset>
      ${f.by === 'ron'
        ? html`${this._renderPlayerSelect(t.discarder, f.discarder, (discarder) => this._edit({ ...f, discarder }), false)}
            <label class="check">
              <input
                type="checkbox"
                .checked=${live(f.onRiichiDiscard)}
                @change=${(e: Event) => this._edit({ ...f, onRiichiDiscard: (e.target as HTMLInputElement).checked })}
              />
              ${t.onRiichiDiscard}
            </label>`
        : nothing}
      ${f.wins.map((w) => this._renderWorth(w, (next) => this._edit({ ...f, wins: f.wins.map((x) => (x.winner === w.winner ? next : x)) })))}`;
  }

  private _renderWorth(w: WinForm, set: (w: WinForm) => void) {
    const t = STRINGS[this.locale].gameActions;
    const worth = (patch: Partial<WorthForm>): void => set({ ...w, worth: { ...w.worth, ...patch } });
    const text = (e: Event): string => (e.target as HTMLInputElement | HTMLSelectElement).value;
    const bounds = worthBounds(this.state?.preset ?? DEFAULT_PRESET);
    return html`<fieldset>
      <legend>${t.handOf(this._playerName(w.winner))}</legend>
      <div class="row" role="radiogroup" aria-label=${t.worth}>
        ${([false, true] as const).map(
          (yakuman) => html`<label class="check">
            <input type="radio" name="worth-${w.winner}" .checked=${live(w.worth.yakuman === yakuman)} @change=${() => worth({ yakuman })} />
            ${yakuman ? t.yakuman : t.hanAndFu}
          </label>`,
        )}
      </div>
      <div class="row">
        ${w.worth.yakuman
          ? html`<label class="field">
              <span>${t.multiple}</span>
              <input type="number" min="1" max=${bounds.yakumanMax} step="1" inputmode="numeric" .value=${live(w.worth.multiple)} @input=${(e: Event) => worth({ multiple: text(e) })} />
            </label>`
          : html`<label class="field">
                <span>${t.han}</span>
                <input type="number" min="1" max=${bounds.hanMax} step="1" inputmode="numeric" .value=${live(w.worth.han)} @input=${(e: Event) => worth({ han: text(e) })} />
              </label>
              <label class="field">
                <span>${t.fu}</span>
                <select .value=${live(w.worth.fu)} @change=${(e: Event) => worth({ fu: text(e) })}>
                  ${bounds.fuChoices.map((fu) => html`<option value=${fu} ?selected=${String(fu) === w.worth.fu}>${fu}</option>`)}
                </select>
              </label>`}
        ${this._renderLiable(w, set)}
      </div>
    </fieldset>`;
  }

  private _renderLiable(w: WinForm, set: (w: WinForm) => void) {
    const t = STRINGS[this.locale].gameActions;
    return html`<label class="field">
      <span>${t.liable}</span>
      <select .value=${live(w.liable === null ? '' : String(w.liable))} @change=${(e: Event) => set({ ...w, liable: seatOf(e) })}>
        <option value="" ?selected=${w.liable === null}>${t.noLiable}</option>
        ${this._seats()
          .filter((seat) => seat !== w.winner)
          .map((seat) => html`<option value=${seat} ?selected=${seat === w.liable}>${this._playerName(seat)}</option>`)}
      </select>
    </label>`;
  }

  private _renderAdjust(f: Form<'adjust'>, s: GameState) {
    const t = STRINGS[this.locale].gameActions;
    const sum = adjustSum(f.deltas);
    const signed = numberFormat(STRINGS[this.locale].numberLocale, { signDisplay: 'exceptZero' });
    const setDelta = (seat: Seat, text: string): void => this._edit({ ...f, deltas: f.deltas.map((d, i) => (i === seat ? text : d)) });
    return html`<fieldset>
        <legend>${t.deltas}</legend>
        <div class="row">
          ${s.players.map(
            (_, seat) => html`<label class="field">
              <span>${this._playerName(seat)}</span>
              <input
                type="text"
                inputmode="text"
                autocomplete="off"
                ?data-first=${seat === 0}
                .value=${live(f.deltas[seat] ?? '')}
                @input=${(e: Event) => setDelta(seat, (e.target as HTMLInputElement).value)}
              />
            </label>`,
          )}
        </div>
        <p class="sum" aria-live="polite">${t.sum(sum === null ? null : signed.format(sum))}</p>
      </fieldset>
      <label class="field">
        <span>${t.reason}</span>
        <input type="text" autocomplete="off" .value=${live(f.reason)} @input=${(e: Event) => this._edit({ ...f, reason: (e.target as HTMLInputElement).value })} />
      </label>`;
  }
}

/** The seat a player select names; its empty option is no seat. */
function seatOf(e: Event): Seat | null {
  const value = (e.target as HTMLSelectElement).value;
  return value === '' ? null : Number(value);
}

declare global {
  interface HTMLElementTagNameMap {
    'game-actions': GameActions;
  }
  interface HTMLElementEventMap {
    'game-event': CustomEvent<GameEventDetail>;
    'game-edit': CustomEvent<GameEditDetail>;
  }
}
