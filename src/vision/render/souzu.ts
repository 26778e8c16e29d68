/**
 * Bamboo (souzu): sticks with a joint in the middle, in the usual arrangements, drawn in the
 * 48 x 68 layout box of a face. 1 bamboo is our own bird (or a single decorated stick); 5 has a
 * red centre stick, 7 a red top stick, 9 a red middle column; a red five is red throughout.
 */
import type { Pen } from './pen';
import { el } from './svg';

type Ink = 'red' | 'green' | 'blue';

interface Stick {
  readonly x: number;
  readonly y: number;
  /** Length and width. */
  readonly l: number;
  readonly w: number;
  /** Lean in degrees, clockwise. */
  readonly a: number;
  readonly ink: Ink;
}

const stick = (x: number, y: number, l: number, w: number, ink: Ink = 'green', a = 0): Stick => ({ x, y, l, w, a, ink });
const row = (xs: readonly number[], y: number, l: number, w: number, ink: Ink = 'green'): Stick[] =>
  xs.map((x) => stick(x, y, l, w, ink));

/** Lean of the inner sticks of the 8 (an A over a V). */
const EIGHT_LEAN = 17;

const LAYOUTS: Readonly<Record<number, readonly Stick[]>> = {
  2: [stick(24, 17, 28, 7.6), stick(24, 51, 28, 7.6)],
  3: [stick(24, 17, 28, 7.6), ...row([12, 36], 51, 28, 7.6)],
  4: [...row([13, 35], 17, 28, 7.6), ...row([13, 35], 51, 28, 7.6)],
  5: [...row([8, 40], 17, 28, 7.2), stick(24, 34, 28, 7.2, 'red'), ...row([8, 40], 51, 28, 7.2)],
  6: [...row([8, 24, 40], 17, 28, 7.2), ...row([8, 24, 40], 51, 28, 7.2)],
  7: [stick(24, 10, 18, 6.4, 'red'), ...row([8, 24, 40], 33, 19, 6.4), ...row([8, 24, 40], 56, 19, 6.4)],
  8: [
    stick(5, 17, 28, 6),
    stick(18.5, 17, 28, 6, 'green', EIGHT_LEAN),
    stick(29.5, 17, 28, 6, 'green', -EIGHT_LEAN),
    stick(43, 17, 28, 6),
    stick(5, 51, 28, 6),
    stick(18.5, 51, 28, 6, 'green', -EIGHT_LEAN),
    stick(29.5, 51, 28, 6, 'green', EIGHT_LEAN),
    stick(43, 51, 28, 6),
  ],
  9: [10.5, 34, 57.5].flatMap((y) => [stick(8, y, 19.5, 6.4), stick(24, y, 19.5, 6.4, 'red'), stick(40, y, 19.5, 6.4)]),
};

export function drawBamboo(n: number, red: boolean, pen: Pen): string {
  if (n === 1) return pen.style.oneBamboo === 'bird' ? drawBird(pen) : drawOneStick(pen);
  const layout = LAYOUTS[n];
  if (!layout) throw new Error(`no bamboo layout for ${n}`);
  return layout.map((s) => drawStick(s, red ? pen.palette.red : pen.palette[s.ink], pen)).join('');
}

/** One stick: a rounded body, a groove, a joint at the middle and rims at both ends. */
function drawStick(s: Stick, color: string, pen: Pen): string {
  const { l, w } = s;
  const body = pen.style.body;
  const sheen = Math.max(0.45, w * 0.11 * pen.weight);
  const rim = (y: number) => el('rect', { x: -w / 2 - 0.6, y: y - 1, width: w + 1.2, height: 2, rx: 1, fill: color });
  const sheenLine = (y1: number, y2: number) =>
    el('line', { x1: -w * 0.18, y1, x2: -w * 0.18, y2, stroke: body, 'stroke-width': sheen, 'stroke-linecap': 'round', opacity: 0.75 });
  const inner =
    el('rect', { x: -w / 2, y: -l / 2, width: w, height: l, rx: w * 0.3, fill: color }) +
    sheenLine(-l / 2 + 2.8, -2.4) +
    sheenLine(2.4, l / 2 - 2.8) +
    rim(0) +
    el('line', { x1: -w / 2 - 0.6, y1: 0, x2: w / 2 + 0.6, y2: 0, stroke: body, 'stroke-width': 0.5 }) +
    rim(-l / 2 + 1) +
    rim(l / 2 - 1);
  return el('g', { transform: `translate(${s.x} ${s.y})${s.a === 0 ? '' : ` rotate(${s.a})`}` }, inner);
}

/** 1 bamboo as a single tall stick with red ornaments. */
function drawOneStick(pen: Pen): string {
  const { red, green } = pen.palette;
  const tall = drawStick(stick(24, 34, 60, 11, 'green'), green, pen);
  const diamond = (y: number) => el('path', { d: `M24 ${y - 6} L30 ${y} L24 ${y + 6} L18 ${y} Z`, fill: red });
  return tall + diamond(17) + diamond(51) + el('circle', { cx: 24, cy: 34, r: 3.2, fill: red });
}

/** 1 bamboo as our own bird: a round green body, blue wing, red crest and fanned tail. */
function drawBird(pen: Pen): string {
  const { red, green, blue, ink } = pen.palette;
  const body = pen.style.body;
  const w = pen.weight;
  const feather = (angle: number, color: string) =>
    el(
      'g',
      { transform: `rotate(${angle} 22 44)` },
      el('path', { d: 'M22 44 Q15 56 22 67 Q29 56 22 44 Z', fill: color }) +
        el('circle', { cx: 22, cy: 61, r: 2.3, fill: body }) +
        el('circle', { cx: 22, cy: 61, r: 1.2, fill: red }),
    );
  return (
    feather(32, blue) +
    feather(-32, blue) +
    feather(12, green) +
    feather(-12, green) +
    // legs
    el('path', { d: 'M20 47 L17 55 M27 47 L29 55', stroke: red, 'stroke-width': 1.4 * w, fill: 'none', 'stroke-linecap': 'round' }) +
    // body and belly
    el('ellipse', { cx: 24, cy: 35, rx: 12, ry: 14, fill: green }) +
    el('ellipse', { cx: 28, cy: 38, rx: 5.5, ry: 8.5, fill: body, opacity: 0.85 }) +
    // wing
    el('path', { d: 'M13 28 Q26 26 30 42 Q19 46 13 28 Z', fill: blue }) +
    el('path', { d: 'M16 32 Q23 33 26 40', stroke: body, 'stroke-width': 0.8, fill: 'none' }) +
    // head, crest, eye, beak
    el('path', { d: 'M25 9 Q21 1 28 2 Q26 5 30 3 Q31 7 29 10 Z', fill: red }) +
    el('circle', { cx: 28, cy: 15, r: 7.5, fill: green }) +
    el('circle', { cx: 30.5, cy: 13.5, r: 2.2, fill: body }) +
    el('circle', { cx: 31, cy: 13.5, r: 1.2, fill: ink }) +
    el('path', { d: 'M34.5 13.5 L43 16.5 L34.5 19 Z', fill: red })
  );
}
