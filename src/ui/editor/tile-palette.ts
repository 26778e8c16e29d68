import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { RenderTile } from '../../vision/render/index';
import { DEFAULT_LOCALE, type Locale, STRINGS } from '../i18n/strings';
import { consumeLocale } from '../i18n/locale-context';
import '../shared/tile-image';

/** Detail of `tile-pick`: the tile chosen. */
export interface TilePickDetail {
  readonly tile: RenderTile;
}

/**
 * A row or grid of tiles to pick from, one button per tile named after it ("red 5 circles";
 * `<tile-image>` marks a red five with a letter as well as its colour). Keyboard: the palette is one
 * stop in the tab order; the arrow keys, Home and End move between its tiles (Up and Down to the
 * same column of the next row), Enter or Space picks. Holds no rules: it offers the tiles it is given.
 *
 * @fires tile-pick - a tile was picked; `detail` is a {@link TilePickDetail}.
 */
@customElement('tile-palette')
export class TilePalette extends LitElement {
  /** The tiles offered, in order (repeats allowed). */
  @property({ attribute: false }) accessor tiles: readonly RenderTile[] = [];

  /**
   * A short note under each tile (e.g. how likely it is), in the order of `tiles`; it is part of
   * the tile's spoken name too. Empty = no notes.
   */
  @property({ attribute: false }) accessor notes: readonly string[] = [];

  /** Accessible name of the palette. */
  @property() accessor label = '';

  /** Indices of the tiles that start a new row (the first tile always does); empty = one wrapping row. */
  @property({ attribute: false }) accessor rowStarts: readonly number[] = [];

  /** The tile the person is changing, shown as pressed. */
  @property() accessor current: RenderTile | '' = '';

  @consumeLocale
  @property() accessor locale: Locale = DEFAULT_LOCALE;

  /** Index of the tile that holds the palette's one tab stop. */
  @state() private accessor _active = 0;

  static override styles = css`
    :host {
      display: block;
      --tile-width: 2.1em;
      /* The grid's tiles shrink to the width the picker has (a phone), never past it. */
      container-type: inline-size;
    }
    .tiles {
      display: flex;
      flex-wrap: wrap;
      gap: var(--space-1);
    }
    .tiles.grid {
      display: grid;
      grid-template-columns: repeat(var(--columns), max-content);
      /* A tile button is its picture, 6 px of padding and 2 px of border wide. */
      --tile-width: min(2.1em, calc((100cqi - (var(--columns) - 1) * 4px) / var(--columns) - 8px));
    }
    .tiles.grid button {
      min-width: 0;
    }
    .tiles.grid button.row-start {
      grid-column-start: 1;
    }
    button {
      position: relative;
      padding: 3px;
      border: 1px solid var(--color-control-border);
      border-radius: var(--radius-sm);
      background: var(--color-surface);
      cursor: pointer;
      line-height: 0;
      min-width: 40px;
      min-height: 44px;
    }
    .note {
      display: block;
      margin-top: 3px;
      font: 600 0.7rem/1 var(--font-family);
      color: var(--color-text-secondary);
    }
    button:hover {
      background: var(--color-control-hover);
    }
    button[aria-pressed='true'] {
      border: 2px solid var(--color-text);
      background: var(--color-control-hover);
    }
    button:focus-visible {
      outline: 3px solid var(--color-focus);
      outline-offset: 1px;
    }
  `;

  override render() {
    const s = STRINGS[this.locale];
    const active = Math.min(this._active, Math.max(0, this.tiles.length - 1));
    const rows = this._rows();
    const columns = Math.max(...rows.map((r) => r.length));
    return html`<div
      class="tiles ${this.rowStarts.length > 0 ? 'grid' : ''}"
      style="--columns: ${columns}"
      role="group"
      aria-label=${this.label}
      @keydown=${this._onKeydown}
    >
      ${this.tiles.map(
        (tile, i) => html`<button
          type="button"
          class=${this.rowStarts.includes(i) ? 'row-start' : ''}
          data-index=${i}
          tabindex=${i === active ? 0 : -1}
          aria-label=${this.notes[i] === undefined ? s.tileName(tile) : s.editor.withNote(s.tileName(tile), this.notes[i])}
          aria-pressed=${tile === this.current ? 'true' : 'false'}
          @click=${() => this._pick(i)}
          @focus=${() => (this._active = i)}
        >
          <tile-image tile=${tile} aria-hidden="true"></tile-image>
          ${this.notes[i] === undefined ? '' : html`<span class="note" aria-hidden="true">${this.notes[i]}</span>`}
        </button>`,
      )}
    </div>`;
  }

  /** Moves keyboard focus to the first tile (the palette's tab stop resets to it). */
  override focus(): void {
    this._active = 0;
    void this.updateComplete.then(() => this._button(0)?.focus());
  }

  private _button(i: number): HTMLButtonElement | null {
    return this.renderRoot.querySelector<HTMLButtonElement>(`button[data-index="${i}"]`);
  }

  private _pick(i: number): void {
    const tile = this.tiles[i];
    if (tile === undefined) return;
    this._active = i;
    this.dispatchEvent(new CustomEvent<TilePickDetail>('tile-pick', { detail: { tile }, bubbles: true, composed: true }));
  }

  /** The tiles' indices row by row. */
  private _rows(): number[][] {
    const starts = [0, ...this.rowStarts.filter((i) => i > 0 && i < this.tiles.length)].sort((a, b) => a - b);
    return starts.map((start, r) => Array.from({ length: (starts[r + 1] ?? this.tiles.length) - start }, (_, k) => start + k));
  }

  /** The tile in the same column of the row `by` rows away (its last tile when that row is shorter). */
  private _vertical(by: number): number {
    const rows = this._rows();
    const r = rows.findIndex((row) => row.includes(this._active));
    const target = rows[r + by];
    if (target === undefined) return this._active;
    const column = this._active - rows[r]![0]!;
    return target[Math.min(column, target.length - 1)]!;
  }

  private _onKeydown = (e: KeyboardEvent): void => {
    const n = this.tiles.length;
    let to: number;
    if (e.key === 'ArrowRight') to = this._active + 1;
    else if (e.key === 'ArrowLeft') to = this._active - 1;
    else if (e.key === 'ArrowDown') to = this._vertical(1);
    else if (e.key === 'ArrowUp') to = this._vertical(-1);
    else if (e.key === 'Home') to = 0;
    else if (e.key === 'End') to = n - 1;
    else return;
    e.preventDefault();
    this._active = Math.max(0, Math.min(n - 1, to));
    this._button(this._active)?.focus();
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'tile-palette': TilePalette;
  }
  interface HTMLElementEventMap {
    'tile-pick': CustomEvent<TilePickDetail>;
  }
}
