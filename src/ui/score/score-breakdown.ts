import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Payments, ScoreResultJson } from '../../engine/index';
import { READING_GROUP_KINDS, type ReadingGroup, readingGroups } from './reading-tiles';
import { DEFAULT_LOCALE, type Locale, STRINGS, type UiStrings, formatPoints } from '../i18n/strings';
import { consumeLocale } from '../i18n/locale-context';
import '../shared/tile-image';
import { panelStyle } from '../shared/panel-style';
import { yakuNameOfResult } from '../i18n/yaku-names';
import { detailText } from '../i18n/strings-issues';

export const BREAKDOWN_STATUS = { empty: 'empty', error: 'error', scored: 'scored' } as const;
export type BreakdownStatus = (typeof BREAKDOWN_STATUS)[keyof typeof BREAKDOWN_STATUS];

export function breakdownStatus(result: ScoreResultJson | null): BreakdownStatus {
  if (result === null) return BREAKDOWN_STATUS.empty;
  return result.error === null ? BREAKDOWN_STATUS.scored : BREAKDOWN_STATUS.error;
}

/** Who pays what, as one sentence. */
export function describePayments(p: Payments, s: UiStrings): string {
  const pts = (n: number): string => formatPoints(n, s);
  if ('each' in p) return s.eachPays(pts(p.each));
  if ('non_dealer' in p) return s.dealerAndOthersPay(pts(p.dealer), pts(p.non_dealer));
  if ('discarder' in p && 'liable' in p) return s.discarderAndLiablePay(pts(p.discarder), pts(p.liable));
  if ('liable' in p) return s.liablePays(pts(p.liable));
  return s.discarderPays(pts(p.discarder));
}

const samePayments = (a: Payments, b: Payments): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Shows one score result: the reading and wait (as text to copy, and as tile pictures), the yaku with their han, the minipoints item by
 * item, the limit level, who pays what, riichi sticks and the total. An error result is shown in
 * an alert region with the engine's message and each problem it found. Holds no rules: it renders
 * the engine's plain result data.
 *
 * @csspart total - the total line
 */
@customElement('score-breakdown')
export class ScoreBreakdown extends LitElement {
  /** The engine's result row; null shows a prompt to enter a hand. */
  @property({ attribute: false }) accessor result: ScoreResultJson | null = null;

  /** Language of the labels. */
  @consumeLocale
  @property() accessor locale: Locale = DEFAULT_LOCALE;

  static override styles = [
    panelStyle,
    css`
    h3 {
      margin: 14px 0 4px;
      font-size: 0.8rem;
      text-transform: uppercase;
      letter-spacing: 0.04em;
      color: var(--color-muted);
    }
    .headline {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: var(--space-1) var(--space-3);
      margin: 0;
    }
    .headline .points {
      font-size: 1.9rem;
      font-weight: 700;
      font-variant-numeric: tabular-nums;
    }
    .headline .level {
      font-weight: 600;
      color: var(--color-warning);
    }
    .headline .hanfu {
      color: var(--color-muted);
    }
    .reading {
      margin: 6px 0 0;
      color: var(--color-text-secondary);
    }
    .reading code {
      font-family: var(--font-mono);
      font-size: var(--font-size-md);
      background: var(--color-surface-alt);
      padding: 1px 5px;
      border-radius: 4px;
    }
    .tiles {
      display: flex;
      flex-wrap: wrap;
      align-items: flex-start;
      gap: 6px 8px;
      margin: var(--space-2) 0 0;
      --tile-width: 28px;
    }
    .set {
      display: inline-flex;
      flex-direction: column;
      align-items: center;
    }
    .set .row {
      display: flex;
      gap: 1px;
    }
    .set .caption {
      font-size: 0.7rem;
      line-height: 1.2;
      color: var(--color-muted);
    }
    .set.called .row,
    .set.concealed-kong .row {
      padding: 2px;
      border-radius: 5px;
      background: var(--color-tag);
    }
    .set.called .row {
      background: var(--color-tag-called);
    }
    ul {
      list-style: none;
      margin: 0;
      padding: 0;
    }
    li {
      display: flex;
      justify-content: space-between;
      gap: var(--space-3);
      padding: 3px 0;
      border-bottom: 1px dotted var(--color-border-subtle);
    }
    li:last-child {
      border-bottom: none;
    }
    .num {
      font-variant-numeric: tabular-nums;
      white-space: nowrap;
    }
    .badge {
      display: inline-block;
      margin-left: 6px;
      padding: 0 6px;
      border-radius: 999px;
      font-size: var(--font-size-xs);
      background: var(--color-warning);
      color: var(--color-on-warning);
      vertical-align: 1px;
    }
    .payments p {
      margin: 2px 0;
    }
    .muted {
      color: var(--color-muted);
      font-size: 0.9rem;
    }
    .total {
      display: flex;
      justify-content: space-between;
      align-items: baseline;
      margin: var(--space-3) 0 0;
      padding-top: var(--space-2);
      border-top: 2px solid var(--color-text);
      font-weight: 700;
      font-size: var(--font-size-lg);
    }
    .total strong {
      font-variant-numeric: tabular-nums;
    }
    [role='alert'] {
      border: 1px solid var(--color-danger);
      border-left-width: 5px;
      border-radius: var(--radius-sm);
      background: var(--color-danger-surface);
      color: var(--color-danger-text);
      padding: 10px 12px;
    }
    [role='alert'] strong {
      display: block;
      margin-bottom: var(--space-1);
    }
    [role='alert'] p {
      margin: 0;
    }
    [role='alert'] ul {
      margin-top: var(--space-1);
    }
    [role='alert'] li {
      display: list-item;
      list-style: disc inside;
      border: none;
      padding: 1px 0;
    }
  `,
  ];

  override render() {
    const s = STRINGS[this.locale];
    const status = breakdownStatus(this.result);
    return html`<section aria-labelledby="score-heading">
      <h2 id="score-heading">${s.score}</h2>
      ${status === BREAKDOWN_STATUS.empty ? html`<p class="muted">${s.empty}</p>` : nothing}
      ${status === BREAKDOWN_STATUS.error ? this._renderError(this.result!, s) : nothing}
      ${status === BREAKDOWN_STATUS.scored ? this._renderScore(this.result!, s) : nothing}
    </section>`;
  }

  private _renderError(r: ScoreResultJson, s: UiStrings) {
    const details = r.details ?? [];
    const title = (s.errorTitles as Record<string, string>)[r.error!] ?? s.errorTitles.unexpected;
    // The engine's `message` is English: the page words the error's code and each detail's instead.
    const hint = (s.issues.errorHints as Record<string, string>)[r.error!] ?? '';
    return html`<div role="alert">
      <strong>${title}</strong>
      ${hint ? html`<p>${hint}</p>` : nothing}
      ${details.length > 0
        ? html`<ul>
            ${details.map((d) => html`<li data-code=${d.code}>${detailText(d, s)}</li>`)}
          </ul>`
        : nothing}
    </div>`;
  }

  /** The reading's tiles as pictures, one group per set; called melds and concealed kongs captioned. */
  private _renderReadingTiles(groups: readonly ReadingGroup[], s: UiStrings) {
    if (groups.length === 0) return nothing;
    const captions = { [READING_GROUP_KINDS.called]: s.calledMeld, [READING_GROUP_KINDS.concealedKong]: s.concealedKong } as const;
    return html`<div class="tiles" role="group" aria-label=${s.readingTiles}>
      ${groups.map((g) => {
        const caption = g.kind === READING_GROUP_KINDS.concealed ? null : captions[g.kind];
        return html`<span class="set ${g.kind}" role=${caption ? 'group' : nothing} aria-label=${caption ?? nothing}>
          <span class="row">${g.tiles.map((t) => html`<tile-image tile=${t}></tile-image>`)}</span>
          ${caption ? html`<span class="caption" aria-hidden="true">${caption}</span>` : nothing}
        </span>`;
      })}
    </div>`;
  }

  private _renderScore(r: ScoreResultJson, s: UiStrings) {
    const pts = (n: number): string => formatPoints(n, s);
    const yakuman = r.yaku.some(([, , isYakuman]) => isYakuman);
    const hanFu = [r.han !== null ? s.han(r.han) : '', !yakuman && r.fu ? s.fu(r.fu) : ''].filter(Boolean).join(' · ');
    return html`
      <p class="headline">
        <span class="points">${pts(r.total)}</span>
        ${r.level ? html`<span class="level">${s.level(r.level)}</span>` : nothing}
        <span class="hanfu">${hanFu}</span>
      </p>
      ${r.reading
        ? html`<p class="reading">
            ${s.reading}: <code>${r.reading}</code>${r.wait ? html` · ${s.wait}: ${(s.waits as Record<string, string>)[r.wait] ?? r.wait}` : nothing}
          </p>
          ${this._renderReadingTiles(readingGroups(r.reading), s)}`
        : nothing}

      <h3 id="yaku-heading">${s.yaku}</h3>
      <ul aria-labelledby="yaku-heading">
        ${r.yaku.map(
          ([name, han, isYakuman]) =>
            html`<li>
              <span>${yakuNameOfResult(name, this.locale)}${isYakuman ? html`<span class="badge">${s.yakuman}</span>` : nothing}</span>
              <span class="num">${s.han(han)}</span>
            </li>`,
        )}
      </ul>

      ${r.fu_details.length > 0
        ? html`<h3 id="fu-heading">${s.minipoints}${r.fu ? ` (${s.fu(r.fu)})` : ''}</h3>
            <ul aria-labelledby="fu-heading">
              ${r.fu_details.map(
                ([reason, fu]) =>
                  html`<li>
                    <span>${(s.fuReasons as Record<string, string>)[reason] ?? reason}</span>
                    <span class="num">${s.fu(fu)}</span>
                  </li>`,
              )}
            </ul>`
        : nothing}

      <h3>${s.payments}</h3>
      <div class="payments">
        ${r.payments ? html`<p>${describePayments(r.payments, s)}</p>` : nothing}
        ${r.payments && r.hand_value && !samePayments(r.payments, r.hand_value)
          ? html`<p class="muted">${s.beforeCounters(describePayments(r.hand_value, s))}</p>`
          : nothing}
        ${r.riichi_sticks_bonus > 0 ? html`<p>${s.riichiSticksBonus(pts(r.riichi_sticks_bonus))}</p>` : nothing}
      </div>
      <p class="total" part="total"><span>${s.total}</span> <strong>${pts(r.total)}</strong></p>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'score-breakdown': ScoreBreakdown;
  }
}
