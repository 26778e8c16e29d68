import { LitElement, css, html, nothing } from 'lit';
import { formStyles } from '../shared/form-styles';
import { customElement, property } from 'lit/decorators.js';
import { DEFAULT_PRESET, isPresetName } from '../../engine/index';
import type { Envelope, HandNote, PresetName } from '../../engine/index';
import { type HistoryRow, gameTimeline, pointsSeries } from './game-timeline';
import { describeEvent, roundText, signedPoints, stepLabel } from './history-text';
import { isEditable } from './game-forms';
import { READING_GROUP_KINDS, readingGroups } from '../score/reading-tiles';
import { DEFAULT_LOCALE, type Locale, STRINGS, type UiStrings } from '../i18n/strings';
import { consumeLocale } from '../i18n/locale-context';
import './points-chart';
import '../shared/tile-image';
import { panelStyle } from '../shared/panel-style';
import { yakuNameOfResult } from '../i18n/yaku-names';

/** Only pictures carried inside the record are shown: a note read from a file could hold any URL. */
export const isSafeThumbnail = (src: string | undefined): src is string => typeof src === 'string' && src.startsWith('data:image/');

function presetOf(entries: readonly Envelope[]): PresetName {
  const first = entries[0]?.event;
  return first?.type === 'start' && isPresetName(first.preset) ? first.preset : DEFAULT_PRESET;
}

/** Detail of `edit-request`: the index in the log of the event the scorer wants to correct. */
export interface EditRequestDetail {
  readonly index: number;
}

/**
 * The game so far, newest hand first: for each event its round, what happened in words, every
 * player's change in points, and for a win with a note the tiles, yaku, indicators and photo as
 * the table saw them; then the points chart over the whole game. Holds no rules: every number comes
 * from folding the engine's reducer (game-timeline.ts). Each hand that has a dialog offers to be
 * corrected; the history only asks, whoever keeps the log opens the dialog.
 *
 * @fires edit-request - "Correct…" on a row; `detail` is an {@link EditRequestDetail}. Bubbles, composed.
 */
@customElement('game-history')
export class GameHistory extends LitElement {
  /** The envelopes in effect (the log's `entries.slice(0, cursor)`). */
  @property({ attribute: false }) accessor entries: readonly Envelope[] = [];

  /** Language of the words and numbers. */
  @consumeLocale
  @property() accessor locale: Locale = DEFAULT_LOCALE;

  /** Hides the "Correct…" buttons (a game shown but not being recorded). */
  @property({ type: Boolean }) accessor readonly = false;

  static override styles = [
    formStyles,
    panelStyle,
    css`
    h3 {
      margin: 0;
      font-size: 0.8rem;
      text-transform: uppercase;
      letter-spacing: 0.04em;
      color: var(--color-muted);
    }
    h4 {
      margin: 8px 0 2px;
      font-size: 0.8rem;
      color: var(--color-muted);
    }
    ol.rows {
      list-style: none;
      margin: 0 0 var(--space-4);
      padding: 0;
    }
    ol.rows > li {
      padding: 10px 0;
      border-bottom: 1px solid var(--color-border-subtle);
    }
    .what {
      margin: 2px 0 4px;
      font-weight: 600;
    }
    .head {
      display: flex;
      flex-wrap: wrap;
      gap: var(--space-1) var(--space-3);
      align-items: center;
      justify-content: space-between;
    }
    button.correct {
      min-height: 32px;
      padding: 2px 10px;
      font-size: var(--font-size-sm);
    }
    .deltas {
      display: flex;
      flex-wrap: wrap;
      gap: 2px 14px;
      list-style: none;
      margin: 0;
      padding: 0;
      font-variant-numeric: tabular-nums;
    }
    .plus {
      color: var(--color-success);
      font-weight: 600;
    }
    .minus {
      color: var(--color-danger);
      font-weight: 600;
    }
    .zero {
      color: var(--color-muted);
    }
    .muted {
      color: var(--color-muted);
      font-size: 0.9rem;
      margin: var(--space-1) 0 0;
    }
    .hand {
      margin-top: 6px;
      display: grid;
      gap: 2px;
    }
    .tiles {
      display: flex;
      flex-wrap: wrap;
      align-items: flex-start;
      gap: var(--space-1) var(--space-2);
      --tile-width: 24px;
    }
    .set {
      display: inline-flex;
      gap: 1px;
    }
    .set.called,
    .set.concealed-kong {
      padding: 2px;
      border-radius: 5px;
      background: var(--color-tag);
    }
    .set.called {
      background: var(--color-tag-called);
    }
    .caption {
      align-self: center;
      font-size: 0.8rem;
      color: var(--color-muted);
    }
    .yaku {
      list-style: none;
      margin: 0;
      padding: 0;
      display: flex;
      flex-wrap: wrap;
      gap: 2px 12px;
    }
    code {
      font-family: var(--font-mono);
      background: var(--color-surface-alt);
      padding: 1px 5px;
      border-radius: 4px;
    }
    img.thumb {
      display: block;
      max-width: 160px;
      height: auto;
      margin-top: 6px;
      border-radius: var(--radius-sm);
    }
  `,
  ];

  override render() {
    const s = STRINGS[this.locale] ?? STRINGS[DEFAULT_LOCALE];
    const rows = gameTimeline(this.entries);
    return html`<section aria-labelledby="history-heading">
      <h2 id="history-heading">${s.history.title}</h2>
      ${rows.length === 0 ? html`<p class="muted">${s.history.empty}</p>` : this._renderGame(rows, s)}
    </section>`;
  }

  private _renderGame(rows: readonly HistoryRow[], s: UiStrings) {
    const preset = presetOf(this.entries);
    const series = pointsSeries(this.entries);
    return html`<ol class="rows">
        ${[...rows].reverse().map((row) => this._renderRow(row, preset, s))}
      </ol>
      <points-chart
        .players=${series.players}
        .series=${series.points}
        .labels=${series.steps.map((step) => stepLabel(step, s))}
      ></points-chart>`;
  }

  private _renderRow(row: HistoryRow, preset: PresetName, s: UiStrings) {
    const h = s.history;
    const what = describeEvent(row, preset, s);
    const correct =
      this.readonly || !isEditable(row.event)
        ? nothing
        : html`<button type="button" class="correct" aria-label=${h.correctLabel(what)} @click=${() => this._requestEdit(row.index)}>${h.correct}</button>`;
    return html`<li data-id=${row.id} data-type=${row.event.type}>
      <div class="head"><h3>${roundText(row.round, s)}</h3>${correct}</div>
      <p class="what">${what}</p>
      <ul class="deltas" aria-label=${h.changes}>
        ${row.deltas.map((d, seat) => {
          const kind = d > 0 ? 'plus' : d < 0 ? 'minus' : 'zero';
          return html`<li class=${kind}>${row.players[seat]} <span class="num">${signedPoints(d, s)}</span></li>`;
        })}
      </ul>
      ${row.sticks > 0 && row.event.type !== 'riichi' ? html`<p class="muted">${h.sticksLeft(row.sticks)}</p>` : nothing}
      ${row.hands.map((note) => this._renderNote(note, row, s))}
    </li>`;
  }

  private _requestEdit(index: number): void {
    this.dispatchEvent(new CustomEvent<EditRequestDetail>('edit-request', { detail: { index }, bubbles: true, composed: true }));
  }

  /**
   * A tile string as pictures, or as the text itself where it is not plain tile notation (seven
   * pairs are named, not spelled). `caption` is shown for eyes; the group's name already says it.
   */
  private _renderTiles(text: string, label: string, caption?: string) {
    const groups = readingGroups(text);
    const shown = caption ? html`<span class="caption" aria-hidden="true">${caption}</span>` : nothing;
    if (groups.length === 0) return html`<div class="tiles" role="group" aria-label=${label}>${shown}<code>${text}</code></div>`;
    return html`<div class="tiles" role="group" aria-label=${label}>
      ${shown}
      ${groups.map(
        (g) =>
          html`<span class="set ${g.kind === READING_GROUP_KINDS.concealed ? '' : g.kind}"
            >${g.tiles.map((t) => html`<tile-image tile=${t}></tile-image>`)}</span
          >`,
      )}
    </div>`;
  }

  private _renderNote(note: HandNote, row: HistoryRow, s: UiStrings) {
    const h = s.history;
    const winner = row.players[note.winner] ?? '?';
    return html`<div class="hand">
      ${this._renderTiles(note.tiles, h.handOf(winner))}
      ${note.yaku.length > 0
        ? html`<ul class="yaku" aria-label=${h.yaku}>
            ${note.yaku.map(([name, han]) => html`<li>${yakuNameOfResult(name, this.locale)} <span class="num">${s.han(han)}</span></li>`)}
          </ul>`
        : nothing}
      ${note.dora ? this._renderTiles(note.dora, h.dora, h.dora) : nothing} ${note.ura ? this._renderTiles(note.ura, h.ura, h.ura) : nothing}
      ${isSafeThumbnail(note.thumbnail) ? html`<img class="thumb" src=${note.thumbnail} alt=${h.photoOf(winner)} />` : nothing}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'game-history': GameHistory;
  }
  interface HTMLElementEventMap {
    'edit-request': CustomEvent<EditRequestDetail>;
  }
}
