import { LitElement, css, html, nothing, svg } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { chartGeometry, labelIndexes } from './points-chart-geometry';
import { DEFAULT_LOCALE, type Locale, STRINGS, formatPoints } from '../i18n/strings';
import { consumeLocale } from '../i18n/locale-context';

export type MarkerShape = 'circle' | 'square' | 'triangle' | 'diamond';

export interface LineStyle {
  readonly colour: string;
  /** SVG stroke-dasharray; empty for a solid line. */
  readonly dash: string;
  readonly marker: MarkerShape;
}

/**
 * One style per seat. Colours from the Okabe-Ito set, 3:1 or more on the card in either scheme
 * (WCAG 1.4.11; the values are the theme's `--color-series-*`, src/ui/theme.ts), and each line
 * also has its own dash and marker, so no one needs to tell colours apart.
 */
export const LINE_STYLES: readonly LineStyle[] = [
  { colour: 'var(--color-series-1)', dash: '', marker: 'circle' },
  { colour: 'var(--color-series-2)', dash: '9 4', marker: 'square' },
  { colour: 'var(--color-series-3)', dash: '2 3', marker: 'triangle' },
  { colour: 'var(--color-series-4)', dash: '12 3 3 3', marker: 'diamond' },
];

const styleOf = (line: number): LineStyle => LINE_STYLES[line % LINE_STYLES.length]!;

/** A point's marker, in the line's colour (`currentColor`, set on the line's group). */
function marker(shape: MarkerShape, x: number, y: number) {
  switch (shape) {
    case 'circle':
      return svg`<circle cx=${x} cy=${y} r="4" fill="currentColor"></circle>`;
    case 'square':
      return svg`<rect x=${x - 3.5} y=${y - 3.5} width="7" height="7" fill="currentColor"></rect>`;
    case 'triangle':
      return svg`<path d=${`M${x},${y - 5}L${x + 5},${y + 4}L${x - 5},${y + 4}Z`} fill="currentColor"></path>`;
    case 'diamond':
      return svg`<path d=${`M${x},${y - 5.5}L${x + 5.5},${y}L${x},${y + 5.5}L${x - 5.5},${y}Z`} fill="currentColor"></path>`;
  }
}

/**
 * Each player's points over a game as a line chart: one line per player, told apart by colour,
 * dash and marker, with a legend. The SVG is one image with a short description; the numbers are
 * also in a table (in a disclosure, so the chart stays small) for screen readers and for anyone
 * who wants the exact figures.
 *
 * @example
 * ```html
 * <points-chart .players=${['Ann', 'Bob']} .series=${[[30000, 33900], [30000, 26100]]} .labels=${['Start', 'E1']}></points-chart>
 * ```
 */
@customElement('points-chart')
export class PointsChart extends LitElement {
  /** Names, one per line. */
  @property({ attribute: false }) accessor players: readonly string[] = [];

  /** `series[player][step]`: points after each step. */
  @property({ attribute: false }) accessor series: readonly (readonly number[])[] = [];

  /** One label per step for the x axis and the table ("Start", "E1", "E2 1 counter"). */
  @property({ attribute: false }) accessor labels: readonly string[] = [];

  /** Language of the labels and of the numbers. */
  @consumeLocale
  @property() accessor locale: Locale = DEFAULT_LOCALE;

  static override styles = css`
    :host {
      display: block;
      color: var(--color-text);
    }
    figure {
      margin: 0;
    }
    figcaption {
      font-weight: 600;
      margin: 0 0 6px;
    }
    svg.chart {
      display: block;
      width: 100%;
      height: auto;
      max-width: 720px;
    }
    .legend {
      display: flex;
      flex-wrap: wrap;
      gap: var(--space-1) var(--space-4);
      list-style: none;
      margin: 6px 0 0;
      padding: 0;
    }
    .legend li {
      display: inline-flex;
      align-items: center;
      gap: 6px;
    }
    details {
      margin-top: var(--space-2);
    }
    svg.chart .grid {
      stroke: var(--color-border-subtle);
    }
    svg.chart .zero {
      stroke: var(--color-text);
    }
    svg.chart .axis {
      stroke: var(--color-muted);
    }
    svg.chart text {
      fill: var(--color-text-secondary);
    }
    summary {
      cursor: pointer;
      color: var(--color-link);
    }
    table {
      border-collapse: collapse;
      margin-top: 6px;
      font-variant-numeric: tabular-nums;
    }
    th,
    td {
      padding: 2px 10px;
      border-bottom: 1px solid var(--color-border-subtle);
      text-align: right;
    }
    th[scope='row'],
    thead th:first-child {
      text-align: left;
    }
  `;

  override render() {
    const s = STRINGS[this.locale] ?? STRINGS[DEFAULT_LOCALE];
    const h = s.history;
    const g = chartGeometry(this.series);
    const steps = g.xs.length;
    const pts = (n: number): string => formatPoints(n, s);
    return html`<figure>
      <figcaption id="chart-caption">${h.chart}</figcaption>
      <svg class="chart" viewBox="0 0 640 300" role="img" aria-label=${`${h.chart}. ${h.chartSummary(this.series.length, steps)}`}>
        ${g.ticks.map(
          (t) => svg`<line class="grid" x1=${g.plot.x0} x2=${g.plot.x1} y1=${t.y} y2=${t.y} stroke-width="1"></line>
            <text x=${g.plot.x0 - 6} y=${t.y + 4} text-anchor="end" font-size="14">${pts(t.value)}</text>`,
        )}
        ${g.zeroY === null ? nothing : svg`<line class="zero" x1=${g.plot.x0} x2=${g.plot.x1} y1=${g.zeroY} y2=${g.zeroY} stroke-width="1.5"></line>`}
        <line class="axis" x1=${g.plot.x0} x2=${g.plot.x0} y1=${g.plot.y0} y2=${g.plot.y1} stroke-width="1"></line>
        ${labelIndexes(steps).map(
          // The first and last labels hang inwards so the plot's edges do not cut them off.
          (i) =>
            svg`<text x=${g.xs[i]!} y=${g.plot.y1 + 20} text-anchor=${steps > 1 && i === 0 ? 'start' : steps > 1 && i === steps - 1 ? 'end' : 'middle'} font-size="14">${this.labels[i] ?? ''}</text>`,
        )}
        ${g.polylines.map((points, line) => {
          const st = styleOf(line);
          return svg`<g class="line" style=${`color: ${st.colour}`} data-player=${this.players[line] ?? ''}>
            <polyline points=${points} fill="none" stroke="currentColor" stroke-width="2.5" stroke-dasharray=${st.dash || nothing} stroke-linejoin="round"></polyline>
            ${g.points[line]!.map(([x, y]) => marker(st.marker, x, y))}
          </g>`;
        })}
      </svg>
      <ul class="legend" aria-label=${h.legend}>
        ${this.players.map((name, line) => {
          const st = styleOf(line);
          return html`<li>
            <svg width="40" height="14" viewBox="0 0 40 14" aria-hidden="true" style=${`color: ${st.colour}`}>
              <line x1="1" x2="39" y1="7" y2="7" stroke="currentColor" stroke-width="2.5" stroke-dasharray=${st.dash || nothing}></line>
              ${marker(st.marker, 20, 7)}
            </svg>
            <span>${name}</span>
          </li>`;
        })}
      </ul>
      <details>
        <summary>${h.table}</summary>
        <table>
          <thead>
            <tr>
              <td></td>
              ${this.players.map((name) => html`<th scope="col">${name}</th>`)}
            </tr>
          </thead>
          <tbody>
            ${Array.from(
              { length: steps },
              (_, i) => html`<tr>
                <th scope="row">${this.labels[i] ?? ''}</th>
                ${this.series.map((line) => html`<td>${line[i] === undefined ? '' : pts(line[i]!)}</td>`)}
              </tr>`,
            )}
          </tbody>
        </table>
      </details>
    </figure>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'points-chart': PointsChart;
  }
}
