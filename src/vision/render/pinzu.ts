/**
 * Circles (pinzu): coloured rings in the usual arrangements. Drawn in the 48 x 68 layout box of a
 * face (see face.ts). Which circle takes which ink follows the common riichi sets: 5 has a red
 * centre, 6 and 7 a green top and red bottom, 9 a red middle row; a red five is red throughout.
 */
import type { Pen } from './pen';
import { el } from './svg';

type Ink = 'red' | 'green' | 'blue';

interface Circle {
  readonly x: number;
  readonly y: number;
  readonly r: number;
  readonly ink: Ink;
}

const row = (xs: readonly number[], y: number, r: number, ink: Ink): Circle[] => xs.map((x) => ({ x, y, r, ink }));

/** Arrangements for 2..9 (the 1 is drawn by `drawOneCircle`). */
const LAYOUTS: Readonly<Record<number, readonly Circle[]>> = {
  2: [
    { x: 24, y: 16, r: 13, ink: 'green' },
    { x: 24, y: 52, r: 13, ink: 'blue' },
  ],
  3: [
    { x: 10.5, y: 11.5, r: 10, ink: 'blue' },
    { x: 24, y: 34, r: 10, ink: 'red' },
    { x: 37.5, y: 56.5, r: 10, ink: 'green' },
  ],
  4: [
    { x: 12, y: 17, r: 10.5, ink: 'blue' },
    { x: 36, y: 17, r: 10.5, ink: 'green' },
    { x: 12, y: 51, r: 10.5, ink: 'green' },
    { x: 36, y: 51, r: 10.5, ink: 'blue' },
  ],
  5: [
    { x: 10.5, y: 11, r: 9.5, ink: 'blue' },
    { x: 37.5, y: 11, r: 9.5, ink: 'green' },
    { x: 24, y: 34, r: 9.5, ink: 'red' },
    { x: 10.5, y: 57, r: 9.5, ink: 'green' },
    { x: 37.5, y: 57, r: 9.5, ink: 'blue' },
  ],
  6: [...row([13, 35], 10, 9, 'green'), ...row([13, 35], 37.5, 9, 'red'), ...row([13, 35], 58, 9, 'red')],
  7: [
    { x: 9, y: 8, r: 7.4, ink: 'green' },
    { x: 24, y: 15.5, r: 7.4, ink: 'green' },
    { x: 39, y: 23, r: 7.4, ink: 'green' },
    ...row([13, 35], 41.5, 8.6, 'red'),
    ...row([13, 35], 59.5, 8.6, 'red'),
  ],
  8: [8.5, 25.5, 42.5, 59.5].flatMap((y) => row([13, 35], y, 8.2, 'blue')),
  9: [...row([8, 24, 40], 10, 7.6, 'blue'), ...row([8, 24, 40], 34, 7.6, 'red'), ...row([8, 24, 40], 58, 7.6, 'green')],
};

export function drawCircles(n: number, red: boolean, pen: Pen): string {
  if (n === 1) return drawOneCircle(pen);
  const layout = LAYOUTS[n];
  if (!layout) throw new Error(`no circles layout for ${n}`);
  return layout.map((c) => drawCircle(c, red ? pen.palette.red : pen.palette[c.ink], pen)).join('');
}

function drawCircle(c: Circle, color: string, pen: Pen): string {
  const { x, y, r } = c;
  const w = pen.weight;
  const body = pen.style.body;
  if (pen.style.pinLook === 'simple') {
    return (
      el('circle', { cx: x, cy: y, r: r * 0.88, fill: 'none', stroke: color, 'stroke-width': r * 0.24 * w }) +
      el('circle', { cx: x, cy: y, r: r * 0.4, fill: color })
    );
  }
  // Outer ring, a ring of petals (dashes), a solid centre with a body-coloured eye.
  const petalRadius = r * 0.58;
  const circumference = 2 * Math.PI * petalRadius;
  const dash = circumference / 12;
  return (
    el('circle', { cx: x, cy: y, r: r * 0.9, fill: 'none', stroke: color, 'stroke-width': r * 0.18 * w }) +
    el('circle', {
      cx: x,
      cy: y,
      r: petalRadius,
      fill: 'none',
      stroke: color,
      'stroke-width': r * 0.16 * w,
      'stroke-dasharray': `${dash * 0.55} ${dash * 0.45}`,
    }) +
    el('circle', { cx: x, cy: y, r: r * 0.3, fill: color }) +
    el('circle', { cx: x, cy: y, r: r * 0.1, fill: body })
  );
}

/** The 1 circle: one large decorated disc. */
function drawOneCircle(pen: Pen): string {
  const { red, green, blue, ink } = pen.palette;
  const w = pen.weight;
  const body = pen.style.body;
  const x = 24;
  const y = 34;
  if (pen.style.pinLook === 'simple') {
    return (
      el('circle', { cx: x, cy: y, r: 20, fill: 'none', stroke: green, 'stroke-width': 3.2 * w }) +
      el('circle', { cx: x, cy: y, r: 13, fill: 'none', stroke: blue, 'stroke-width': 2.6 * w }) +
      el('circle', { cx: x, cy: y, r: 7, fill: red })
    );
  }
  const dots = Array.from({ length: 16 }, (_, i) => {
    const a = (i / 16) * 2 * Math.PI;
    return el('circle', { cx: x + 16.2 * Math.cos(a), cy: y + 16.2 * Math.sin(a), r: 1.7, fill: i % 2 === 0 ? blue : red });
  }).join('');
  const petals = Array.from({ length: 8 }, (_, i) =>
    el('ellipse', { cx: x, cy: y - 5.2, rx: 1.7, ry: 3, fill: body, transform: `rotate(${i * 45} ${x} ${y})` }),
  ).join('');
  return (
    el('circle', { cx: x, cy: y, r: 21, fill: 'none', stroke: green, 'stroke-width': 2.6 * w }) +
    dots +
    el('circle', { cx: x, cy: y, r: 12.5, fill: 'none', stroke: blue, 'stroke-width': 2.2 * w }) +
    el('circle', { cx: x, cy: y, r: 9.2, fill: red }) +
    petals +
    el('circle', { cx: x, cy: y, r: 2.6, fill: ink })
  );
}
