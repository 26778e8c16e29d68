import { LitElement, type PropertyValues, css, html, nothing } from 'lit';
import { formStyles } from '../shared/form-styles';
import { customElement, property, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { MELD_TYPES, type MeldType } from '../../engine/index';
import { RENDER_TILES, type RenderTile, type Rotation } from '../../vision/render/index';
import type { TileImpact } from '../score/score-impact';
import { type DraftMeld, type DraftTile, EMPTY_DRAFT, type HandDraft } from '../../vision/hand-draft';
import {
  type MeldBuildError,
  type TileAt,
  type TileOption,
  type TileRow,
  UNCERTAIN_BELOW,
  addMeld,
  addTile,
  allTiles,
  alternativesOf,
  calledPositions,
  chooseWinTile,
  clearWinTile,
  confirmTile,
  editMeld,
  handTileCount,
  isUncertain,
  meldTilesFrom,
  moveTile,
  removeMeld,
  removeTile,
  replaceTile,
  setWinTile,
  tileAt,
} from './hand-edit';
import { type TextError, handFromText, handToText } from './hand-text';
import { DEFAULT_LOCALE, type Locale, STRINGS, formatPoints } from '../i18n/strings';
import { consumeLocale } from '../i18n/locale-context';
import '../shared/tile-image';
import './tile-palette';
import { numberFormat } from '../i18n/number-format';
import type { TilePickDetail } from './tile-palette';

/** Detail of `hand-change`: the edited hand. */
export interface HandChangeDetail {
  readonly hand: HandDraft;
}

/** What the panel under the table is open for. */
type Panel =
  | { readonly kind: 'tile'; readonly at: TileAt }
  | { readonly kind: 'add'; readonly row: TileRow }
  | { readonly kind: 'win' }
  | { readonly kind: 'meld'; readonly type: MeldType; readonly called: number | null };

/** The full palette in rows: characters, circles, bamboo, honours, then the red fives and the back. */
const PALETTE_ROW_STARTS = [9, 18, 27, 34];

const atKey = (at: TileAt): string => (at.row === 'win' ? 'win' : at.row === 'meld' ? `meld-${at.meld}-${at.index}` : `${at.row}-${at.index}`);

/**
 * The hand on the table, to confirm or correct tile by tile, or to enter from nothing: the
 * concealed row, the winning tile set apart, the melds with their called tile sideways, and the
 * dora and ura-dora indicator rows above, all drawn with the app's tile art. Tiles recognised
 * with low confidence are outlined and marked "?". Tapping a tile opens a panel with its likely
 * alternatives first, then every tile; moving, removing and choosing the winning tile are there
 * too. A meld builder and a text box in mpsz notation (kept in step both ways) complete it.
 * Holds no rules: the engine judges the hand the parent scores.
 *
 * @fires hand-change - after every edit the person makes; `detail` is a {@link HandChangeDetail}.
 */
@customElement('hand-editor')
export class HandEditor extends LitElement {
  /** The hand shown. Set it to load a recogniser's draft (`draftFromReading`, src/vision/hand-draft.ts) or a typed hand. */
  @property({ attribute: false }) accessor hand: HandDraft = EMPTY_DRAFT;

  /** Language of the labels and of the tiles' spoken names. */
  @consumeLocale
  @property() accessor locale: Locale = DEFAULT_LOCALE;

  /** Tiles recognised with a confidence below this are flagged for checking. */
  @property({ type: Number, attribute: 'uncertain-below' }) accessor uncertainBelow = UNCERTAIN_BELOW;

  /**
   * What each flagged tile's alternatives would do to the score (`score-impact.ts`, worked out by
   * the page that scores the hand): shown beside each alternative, and counted in the header.
   */
  @property({ attribute: false }) accessor impacts: readonly TileImpact[] = [];

  @state() private accessor _panel: Panel | null = null;
  /** The text box as typed; equal to the hand's text unless the person is typing. */
  @state() private accessor _text = '';
  @state() private accessor _textError: TextError | null = null;
  @state() private accessor _meldError: MeldBuildError | null = null;
  @state() private accessor _newMeldType: MeldType = 'pon';
  @state() private accessor _newMeldCalled = 0;

  /** The next `hand` change came from the text box: leave the text as typed. */
  private _fromText = false;
  /** The control to give focus back to when the panel closes. */
  private _opener: string | null = null;

  static override styles = [
    formStyles,
    css`
    :host {
      display: block;
      color: var(--color-text);
      --tile-width: 2.4em;
    }
    * {
      box-sizing: border-box;
    }
    .head {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: var(--space-1) var(--space-3);
      margin-bottom: 6px;
    }
    h3 {
      margin: 0;
      font-size: var(--font-size-md);
    }
    .note {
      font-size: 0.8rem;
      color: var(--color-muted);
    }
    .note.check {
      color: var(--color-warning);
      font-weight: 600;
    }
    .table {
      display: grid;
      gap: var(--space-2);
      padding: 10px;
      border-radius: var(--radius);
      background: var(--color-felt);
      overflow-x: auto;
    }
    /* On a phone a 13-tile row is wider than the screen: it wraps rather than scrolling out of sight. */
    .place {
      display: flex;
      flex-wrap: wrap;
      align-items: flex-end;
      gap: 2px;
    }
    @media (max-width: 480px) {
      :host {
        --tile-width: 2em;
      }
    }
    .place-label {
      color: var(--color-on-felt);
      font-size: 0.72rem;
      margin-right: 6px;
      align-self: center;
      min-width: 5em;
    }
    .hand-row {
      display: flex;
      flex-wrap: wrap;
      align-items: flex-end;
      gap: 6px 18px;
    }
    .stack {
      display: inline-flex;
      flex-direction: column;
      gap: 1px;
    }
    button {
      font: inherit;
      cursor: pointer;
    }
    button.tile {
      position: relative;
      padding: 0;
      border: 2px solid transparent;
      border-radius: 5px;
      background: none;
      line-height: 0;
      min-width: 24px;
      min-height: 24px;
    }
    button.tile:focus-visible {
      outline: 3px solid var(--color-selected);
      outline-offset: 1px;
    }
    button.tile[aria-expanded='true'] {
      border-color: var(--color-selected);
    }
    /* Uncertain: a dashed outline AND a "?" mark, so it is not told by colour alone. */
    button.tile.uncertain {
      border: 2px dashed var(--color-doubt);
    }
    .mark {
      position: absolute;
      top: -6px;
      right: -6px;
      width: 16px;
      height: 16px;
      border-radius: 50%;
      background: var(--color-doubt);
      color: var(--color-on-doubt);
      font: 700 0.7rem/16px var(--font-family);
      text-align: center;
    }
    button.add,
    button.empty {
      min-width: calc(var(--tile-width) * 0.8);
      min-height: 44px;
      border: 2px dashed var(--color-felt-border);
      border-radius: 5px;
      background: transparent;
      color: var(--color-on-felt);
      font-size: 1.2rem;
    }
    button.empty {
      font-size: var(--font-size-xs);
      padding: 4px 6px;
      max-width: 7em;
    }
    .panel {
      margin-top: var(--space-2);
      padding: 10px 12px;
      border: 1px solid var(--color-control-border);
      border-radius: var(--radius);
      background: var(--color-surface-alt);
      display: grid;
      gap: var(--space-2);
    }
    .panel-title {
      margin: 0;
      font-weight: 650;
    }
    .sub {
      margin: 0;
      font-size: 0.78rem;
      font-weight: 600;
      color: var(--color-text-secondary);
    }
    .actions,
    .meld-row {
      display: flex;
      flex-wrap: wrap;
      gap: 6px;
      align-items: center;
    }
    .actions button,
    .meld-row button,
    .head button {
      min-height: 34px;
    }
    .melds {
      display: grid;
      gap: 6px;
      margin-top: var(--space-2);
    }
    .meld-row > span {
      font-size: var(--font-size-sm);
      min-width: 10em;
    }
    select,
    textarea {
      min-height: 34px;
      padding: 4px 6px;
    }
    .text {
      display: grid;
      gap: 3px;
      margin-top: 10px;
    }
    .text label {
      font-size: 0.8rem;
      font-weight: 600;
      color: var(--color-text-secondary);
    }
    textarea {
      width: 100%;
      font-family: var(--font-mono);
      resize: vertical;
    }
    textarea[aria-invalid='true'] {
      border-color: var(--color-danger);
    }
    .error {
      margin: 0;
      color: var(--color-danger);
      font-size: var(--font-size-sm);
    }
  `,
  ];

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('hand')) {
      if (!this._fromText) {
        this._text = handToText(this.hand);
        this._textError = null;
      }
      const p = this._panel;
      if (p?.kind === 'tile' && tileAt(this.hand, p.at) === null) this._panel = null;
    }
    this._fromText = false;
  }

  /** A person's edit: show it and tell the parent. */
  private _commit(hand: HandDraft, fromText = false): void {
    if (hand === this.hand) return;
    this._fromText = fromText;
    this.hand = hand;
    const detail: HandChangeDetail = { hand };
    this.dispatchEvent(new CustomEvent<HandChangeDetail>('hand-change', { detail, bubbles: true, composed: true }));
  }

  // -------------------------------------------------------------------------------------------
  // The table.

  override render() {
    const s = STRINGS[this.locale];
    const e = s.editor;
    const h = this.hand;
    const toCheck = allTiles(h).filter((at) => isUncertain(tileAt(h, at)!, this.uncertainBelow)).length;
    return html`<section aria-labelledby="editor-title">
      <div class="head">
        <h3 id="editor-title">${e.title}</h3>
        <!-- Polite live text: picking tiles into a row is heard as the count going up. -->
        <span class="note" aria-live="polite">${e.tileCount(handTileCount(h))}</span>
        ${toCheck > 0 ? html`<span class="note check">${e.toCheck(toCheck)}</span>` : nothing}
        ${toCheck > 0 && this.impacts.length > 0 ? html`<span class="note">${e.changeScore(this.impacts.filter((i) => i.matters).length)}</span>` : nothing}
        <button type="button" @click=${() => this._commit(EMPTY_DRAFT)}>${e.clear}</button>
      </div>
      <div class="table">
        ${this._renderRow('ura')} ${this._renderRow('dora')}
        <div class="hand-row">
          ${this._renderRow('concealed')}
          <div class="place" role="group" aria-label=${e.places.win}>${this._renderWin()}</div>
          ${h.melds.map((m, i) => this._renderMeldTiles(m, i))}
        </div>
      </div>
      ${this._renderPanel()} ${this._renderMelds()} ${this._renderText()}
    </section>`;
  }

  private _renderRow(row: TileRow) {
    const e = STRINGS[this.locale].editor;
    const showLabel = row !== 'concealed';
    return html`<div class="place" role="group" aria-label=${e.places[row]}>
      ${showLabel ? html`<span class="place-label" aria-hidden="true">${e.places[row]}</span>` : nothing}
      ${this.hand[row].map((t, index) => this._renderTile({ row, index }, t))}
      <button type="button" class="add" data-key="add-${row}" aria-label=${e.addTile(e.places[row])} title=${e.addTile(e.places[row])} @click=${() => this._open({ kind: 'add', row }, `add-${row}`)}>
        +
      </button>
    </div>`;
  }

  private _renderWin() {
    const e = STRINGS[this.locale].editor;
    if (this.hand.win !== null) return this._renderTile({ row: 'win' }, this.hand.win);
    return html`<button type="button" class="empty" data-key="choose-win" @click=${() => this._open({ kind: 'win' }, 'choose-win')}>${e.chooseWinTile}</button>`;
  }

  private _renderMeldTiles(m: DraftMeld, meld: number) {
    const s = STRINGS[this.locale];
    const called = m.calledIndex;
    const stacked = m.type === 'shouminkan' && called !== null ? called + 1 : -1;
    return html`<div class="place" role="group" aria-label=${s.editor.meld(meld + 1, s.meldTypes[m.type])}>
      ${m.tiles.map((t, index) => {
        if (index === stacked) return nothing;
        const at: TileAt = { row: 'meld', meld, index };
        // A concealed kong shows its two outer tiles face down, as it lies on the table.
        const face: RenderTile = m.type === 'ankan' && (index === 0 || index === m.tiles.length - 1) ? 'back' : t.tile;
        if (index !== called) return this._renderTile(at, t, 0, face);
        const under = this._renderTile(at, t, 90, face);
        const added = m.tiles[stacked];
        if (added === undefined) return under;
        // An added kong: the added tile lies on the called one, both sideways.
        return html`<span class="stack">${this._renderTile({ row: 'meld', meld, index: stacked }, added, 90)}${under}</span>`;
      })}
    </div>`;
  }

  private _renderTile(at: TileAt, t: DraftTile, rotation: Rotation = 0, face: RenderTile = t.tile) {
    const s = STRINGS[this.locale];
    const uncertain = isUncertain(t, this.uncertainBelow);
    const key = atKey(at);
    const open = this._panel?.kind === 'tile' && atKey(this._panel.at) === key;
    const name = uncertain ? s.editor.uncertainTile(s.tileName(t.tile)) : s.tileName(t.tile);
    const readAt = this._readAt(t);
    return html`<button
      type="button"
      class="tile ${uncertain ? 'uncertain' : ''}"
      data-key=${key}
      aria-label=${name}
      aria-haspopup="dialog"
      aria-expanded=${open ? 'true' : 'false'}
      title=${readAt}
      @click=${() => this._open({ kind: 'tile', at }, key)}
    >
      <tile-image tile=${face} rotation=${rotation} aria-hidden="true"></tile-image>
      ${uncertain ? html`<span class="mark" aria-hidden="true">?</span>` : nothing}
    </button>`;
  }

  /** An alternative's likelihood, and what it would do to the score where that is known. */
  private _alternativeNote(at: TileAt | null, a: TileOption): string {
    const percent = this._percent(a.p);
    const impact = at === null ? undefined : this.impacts.find((i) => atKey(i.at) === atKey(at))?.alternatives.find((x) => x.tile === a.tile);
    if (impact === undefined) return percent;
    const e = STRINGS[this.locale].editor;
    const points = formatPoints(Math.abs(impact.delta), STRINGS[this.locale]);
    return `${percent} · ${impact.delta === 0 ? e.sameScore : e.scoreDelta(`${impact.delta > 0 ? '+' : '−'}${points}`)}`;
  }

  /**
   * "read at N %" for the tile as it is now: the likelihood the reader gave that tile, as the
   * picker's "Likely instead" gives the others theirs; empty where the reader never offered it
   * (a tile changed to one it did not consider), so the header and the options always agree.
   */
  private _readAt(t: DraftTile): string {
    const source = t.source;
    if (source === null) return '';
    const p = source.seen === t.tile ? source.p : source.alternatives.find((a) => a.kind === t.tile)?.p;
    return p === undefined ? '' : STRINGS[this.locale].editor.readAt(this._percent(p));
  }

  private _percent(p: number): string {
    return numberFormat(STRINGS[this.locale].numberLocale, { style: 'percent' }).format(p);
  }

  // -------------------------------------------------------------------------------------------
  // The panel: change one tile, or pick tiles to add.

  private _open(panel: Panel, opener: string): void {
    this._panel = panel;
    this._opener = opener;
    this._meldError = null;
    void this.updateComplete.then(() => this.renderRoot.querySelector('tile-palette')?.focus());
  }

  private _close(): void {
    this._panel = null;
    this._meldError = null;
    const opener = this._opener;
    void this.updateComplete.then(() => {
      if (opener !== null) this.renderRoot.querySelector<HTMLElement>(`[data-key="${opener}"]`)?.focus();
    });
  }

  private _renderPanel() {
    const p = this._panel;
    if (p === null) return nothing;
    const s = STRINGS[this.locale];
    const e = s.editor;
    let title: string;
    let current: RenderTile | '' = '';
    let alternatives: TileOption[] = [];
    let detail = '';
    if (p.kind === 'tile') {
      const t = tileAt(this.hand, p.at)!;
      title = e.change(s.tileName(t.tile));
      current = t.tile;
      alternatives = alternativesOf(t);
      detail = this._readAt(t);
    } else if (p.kind === 'add') {
      title = e.adding(e.places[p.row]);
    } else if (p.kind === 'win') {
      title = e.chooseWinTile;
    } else {
      title = e.chooseMeldTile(s.meldTypes[p.type]);
    }
    return html`<div class="panel" role="dialog" aria-label=${title} @keydown=${this._onPanelKeydown} @tile-pick=${this._onPick}>
      <p class="panel-title">${title}${detail ? html` <span class="note">(${detail})</span>` : nothing}</p>
      ${alternatives.length > 0
        ? html`<p class="sub" aria-hidden="true">${e.alternatives}</p>
            <tile-palette
              label=${e.alternatives}
              .tiles=${alternatives.map((a) => a.tile)}
              .notes=${alternatives.map((a) => this._alternativeNote(p.kind === 'tile' ? p.at : null, a))}
            ></tile-palette>`
        : nothing}
      <p class="sub" aria-hidden="true">${e.allTiles}</p>
      <tile-palette label=${e.allTiles} .tiles=${RENDER_TILES} .rowStarts=${PALETTE_ROW_STARTS} current=${current}></tile-palette>
      ${this._meldError === null ? nothing : html`<p class="error" role="status">${e.meldErrors[this._meldError]}</p>`}
      <div class="actions">${p.kind === 'tile' ? this._renderTileActions(p.at) : nothing}
        <button type="button" @click=${() => this._close()}>${p.kind === 'add' ? e.done : e.close}</button>
      </div>
    </div>`;
  }

  private _renderTileActions(at: TileAt) {
    const e = STRINGS[this.locale].editor;
    const act = (f: (h: HandDraft) => HandDraft, close = true) => () => {
      this._commit(f(this.hand));
      if (close) this._close();
    };
    const movable = at.row !== 'win';
    const length = at.row === 'win' ? 1 : at.row === 'meld' ? (this.hand.melds[at.meld]?.tiles.length ?? 0) : this.hand[at.row].length;
    const index = at.row === 'win' ? 0 : at.index;
    // Moving keeps the panel open on the moved tile, so it can be moved again.
    const move = (by: number) => () => {
      this._commit(moveTile(this.hand, at, by));
      if (at.row !== 'win') {
        const to = Math.max(0, Math.min(length - 1, index + by));
        this._panel = { kind: 'tile', at: { ...at, index: to } };
        this._opener = atKey({ ...at, index: to });
      }
    };
    return html`<button type="button" @click=${act((h) => confirmTile(h, at))}>${e.keep}</button>
      ${movable
        ? html`<button type="button" ?disabled=${index === 0} @click=${move(-1)}>${e.moveLeft}</button>
            <button type="button" ?disabled=${index >= length - 1} @click=${move(1)}>${e.moveRight}</button>`
        : nothing}
      ${at.row === 'concealed' ? html`<button type="button" @click=${this._makeWin(at.index)}>${e.makeWinTile}</button>` : nothing}
      ${at.row === 'win' ? html`<button type="button" @click=${this._backToHand}>${e.backToHand}</button>` : nothing}
      ${at.row !== 'meld' ? html`<button type="button" @click=${this._removeTile(at)}>${e.remove}</button>` : nothing}`;
  }

  private _makeWin = (index: number) => (): void => {
    this._commit(chooseWinTile(this.hand, index));
    this._opener = 'win';
    this._close();
  };

  private _backToHand = (): void => {
    this._commit(clearWinTile(this.hand));
    this._opener = 'choose-win';
    this._close();
  };

  private _removeTile = (at: TileAt) => (): void => {
    this._commit(removeTile(this.hand, at));
    this._opener = at.row === 'win' ? 'choose-win' : at.row === 'meld' ? null : `add-${at.row}`;
    this._close();
  };

  private _onPick = (ev: CustomEvent<TilePickDetail>): void => {
    const p = this._panel;
    const tile = ev.detail.tile;
    if (p === null) return;
    if (p.kind === 'tile') {
      this._commit(replaceTile(this.hand, p.at, tile));
      this._close();
    } else if (p.kind === 'add') {
      this._commit(addTile(this.hand, p.row, tile));
    } else if (p.kind === 'win') {
      this._commit(setWinTile(this.hand, tile));
      this._opener = 'win';
      this._close();
    } else {
      const built = meldTilesFrom(p.type, tile);
      if (!built.ok) {
        this._meldError = built.error;
        return;
      }
      this._commit(addMeld(this.hand, p.type, built.tiles, p.called));
      this._close();
    }
  };

  private _onPanelKeydown = (ev: KeyboardEvent): void => {
    if (ev.key !== 'Escape') return;
    ev.preventDefault();
    this._close();
  };

  // -------------------------------------------------------------------------------------------
  // Melds: each one's type and called tile, and the builder of a new one.

  private _renderMelds() {
    const s = STRINGS[this.locale];
    const e = s.editor;
    return html`<div class="melds" role="group" aria-label=${e.places.melds}>
      ${this.hand.melds.map((m, i) => {
        const label = e.meld(i + 1, s.meldTypes[m.type]);
        return html`<div class="meld-row">
          <span>${label}</span>
          ${this._typeSelect(s.meldType(i + 1), m.type, (type) => this._commit(editMeld(this.hand, i, { type })))}
          ${this._calledSelect(`${label}: ${e.calledTile}`, m.type, m.calledIndex, (calledIndex) => this._commit(editMeld(this.hand, i, { calledIndex })))}
          <button type="button" @click=${() => this._commit(removeMeld(this.hand, i))}>${s.removeMeld(i + 1)}</button>
        </div>`;
      })}
      <div class="meld-row">
        <span>${e.newMeld}</span>
        ${this._typeSelect(`${e.newMeld}: ${e.meldTypeLabel}`, this._newMeldType, (type) => {
          this._newMeldType = type;
          this._newMeldCalled = 0;
        })}
        ${this._calledSelect(`${e.newMeld}: ${e.calledTile}`, this._newMeldType, this._newMeldCalled, (c) => (this._newMeldCalled = c ?? 0))}
        <button
          type="button"
          data-key="add-meld"
          ?disabled=${this.hand.melds.length >= 4}
          @click=${() => this._open({ kind: 'meld', type: this._newMeldType, called: this._newMeldType === 'ankan' ? null : this._newMeldCalled }, 'add-meld')}
        >
          ${s.addMeld}
        </button>
      </div>
    </div>`;
  }

  private _typeSelect(label: string, value: MeldType, set: (type: MeldType) => void) {
    const s = STRINGS[this.locale];
    return html`<select aria-label=${label} .value=${live(value)} @change=${(ev: Event) => set((ev.target as HTMLSelectElement).value as MeldType)}>
      ${MELD_TYPES.map((t) => html`<option value=${t} ?selected=${t === value}>${s.meldTypes[t]}</option>`)}
    </select>`;
  }

  private _calledSelect(label: string, type: MeldType, value: number | null, set: (called: number | null) => void) {
    const e = STRINGS[this.locale].editor;
    const positions = calledPositions(type);
    if (positions.length === 0) return nothing;
    return html`<select aria-label=${label} .value=${live(String(value ?? 0))} @change=${(ev: Event) => set(Number((ev.target as HTMLSelectElement).value))}>
      ${positions.map((i) => html`<option value=${i} ?selected=${i === value}>${e.calledPosition(i)}</option>`)}
    </select>`;
  }

  // -------------------------------------------------------------------------------------------
  // The text box, in step with the tiles both ways.

  private _renderText() {
    const e = STRINGS[this.locale].editor;
    const error = this._textError;
    return html`<div class="text">
      <label for="hand-text">${e.text}</label>
      <textarea
        id="hand-text"
        rows="2"
        .value=${live(this._text)}
        aria-describedby="hand-text-hint hand-text-error"
        aria-invalid=${error === null ? 'false' : 'true'}
        autocomplete="off"
        autocapitalize="off"
        spellcheck="false"
        @input=${this._onText}
      ></textarea>
      <span class="note" id="hand-text-hint">${e.textHint}</span>
      <p class="error" id="hand-text-error" role="status">${error === null ? '' : e.textError(error.at + 1, STRINGS[this.locale].issues.text(error.problem))}</p>
    </div>`;
  }

  private _onText = (ev: Event): void => {
    this._text = (ev.target as HTMLTextAreaElement).value;
    const parsed = handFromText(this._text, this.hand);
    if (!parsed.ok) {
      this._textError = parsed.error;
      return;
    }
    this._textError = null;
    // Spaces or a different spelling of the same hand (pung for pon) change nothing.
    if (handToText(parsed.value) !== handToText(this.hand)) this._commit(parsed.value, true);
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'hand-editor': HandEditor;
  }
  interface HTMLElementEventMap {
    'hand-change': CustomEvent<HandChangeDetail>;
  }
}
