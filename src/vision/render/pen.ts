/**
 * The drawing context shared by the face painters: the style, the inks (possibly faded by wear),
 * the stroke weight, and how a glyph's strokes are laid into a rectangle.
 */
import type { Glyph } from './glyphs';
import { el, mapPath, startOf } from './svg';
import type { TilePalette, TileStyle } from './types';

export interface Pen {
  readonly style: TileStyle;
  readonly palette: TilePalette;
  /** Multiplier of printed stroke widths (style weight times the print's seeded variation). */
  readonly weight: number;
}

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Horizontal brush strokes are thinner than vertical ones, as with a real brush. */
const BRUSH_HORIZONTAL = 0.78;
/** The round blob where a brush stroke starts, as a share of the stroke width. */
const BRUSH_PRESS = 0.6;

/** A glyph's strokes stretched into `rect`, `width` wide (before the pen's weight). */
export function drawGlyph(pen: Pen, glyph: Glyph, rect: Rect, color: string, width: number): string {
  const sx = rect.w / glyph.width;
  const sy = rect.h / glyph.height;
  const map = (x: number, y: number) => [rect.x + x * sx, rect.y + y * sy] as const;
  const sw = width * pen.weight;
  const look = pen.style.glyphLook;
  let body = '';
  for (const stroke of glyph.strokes) {
    const d = mapPath(stroke, map);
    const w = look === 'brush' && isHorizontal(stroke) ? sw * BRUSH_HORIZONTAL : sw;
    body += el('path', { d, 'stroke-width': w });
    if (look === 'brush') {
      const [x, y] = map(...startOf(stroke));
      body += el('circle', { cx: x, cy: y, r: w * BRUSH_PRESS, fill: color, stroke: 'none' });
    }
  }
  return el(
    'g',
    {
      fill: 'none',
      stroke: color,
      'stroke-linecap': look === 'block' ? 'square' : 'round',
      'stroke-linejoin': look === 'block' ? 'miter' : 'round',
    },
    body,
  );
}

function isHorizontal(stroke: string): boolean {
  const values = (stroke.match(/-?\d*\.?\d+/g) ?? []).map(Number);
  const xs = values.filter((_, i) => i % 2 === 0);
  const ys = values.filter((_, i) => i % 2 === 1);
  const spanX = Math.max(...xs) - Math.min(...xs);
  const spanY = Math.max(...ys) - Math.min(...ys);
  return spanX > 2.5 * spanY;
}
