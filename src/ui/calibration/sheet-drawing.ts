/**
 * The calibration sheet drawn with our tile art (calibration/sheet-layout.ts `SHEET_ROWS`): as
 * the layout to follow, and, with a live inspection of a camera frame, each tile marked found or
 * missing (by a frame and by words for screen readers, not by colour alone).
 */
import { css, html, type TemplateResult } from 'lit';
import { REQUIRED_ROWS, SHEET_ROWS, type SheetInspection } from '../../../calibration/index';
import type { CalibrationStrings } from '../i18n/strings';
import '../shared/tile-image';

export const sheetStyles = css`
  .sheet { display: grid; gap: var(--space-1); margin: 0 0 10px; padding: var(--space-2); background: var(--color-surface); border-radius: var(--radius); --tile-width: 1.9em; }
  .sheet-row { display: flex; gap: 3px; align-items: center; flex-wrap: wrap; }
  .sheet-row > span:first-child { min-width: 6.5em; font-size: 0.8rem; color: var(--color-muted); }
  .mark { display: inline-flex; padding: 1px; border: 2px solid transparent; border-radius: 4px; }
  .mark.found { border-color: var(--color-success); }
  .mark.missing { border-color: var(--color-danger); border-style: dashed; opacity: 0.55; }
`;

export function sheetDrawing(s: CalibrationStrings, label: string, inspection: SheetInspection | null = null): TemplateResult {
  return html`<div class="sheet" role="group" aria-label=${label}>
    ${SHEET_ROWS.map(
      (row, r) => html`<div class="sheet-row">
        <span>${s.row(r + 1, r >= REQUIRED_ROWS)}</span>
        ${row.map((tile, c) => {
          const image = html`<tile-image tile=${tile}></tile-image>`;
          if (inspection === null) return image;
          const found = inspection.rows[r]?.tiles[c] === true;
          return html`<span class="mark ${found ? 'found' : 'missing'}">${image}<span class="visually-hidden">${found ? s.found : s.missing}</span></span>`;
        })}
      </div>`,
    )}
  </div>`;
}
