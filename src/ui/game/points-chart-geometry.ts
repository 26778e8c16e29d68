/**
 * Geometry of the points chart, apart from any DOM so it can be tested in Node: the value axis
 * widened to round numbers, where each point of each line lies, the axis ticks and the zero line.
 */

export interface ChartSize {
  readonly width: number;
  readonly height: number;
  /** Room left for the value labels, and below for the hand labels. */
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

export const DEFAULT_CHART_SIZE: ChartSize = { width: 640, height: 300, left: 64, right: 16, top: 12, bottom: 36 };

/** The plot area, in SVG user units: x0 < x1, y0 (top) < y1 (bottom). */
export interface PlotArea {
  readonly x0: number;
  readonly x1: number;
  readonly y0: number;
  readonly y1: number;
}

export interface Tick {
  readonly value: number;
  readonly y: number;
}

export interface ChartGeometry {
  readonly plot: PlotArea;
  /** The value axis, widened to whole ticks. */
  readonly min: number;
  readonly max: number;
  /** x of each step, shared by every line. */
  readonly xs: readonly number[];
  /** Per line, its points as [x, y]. */
  readonly points: readonly (readonly (readonly [number, number])[])[];
  /** Per line, the `points` attribute of its SVG polyline. */
  readonly polylines: readonly string[];
  readonly ticks: readonly Tick[];
  /** y of the zero line, drawn only when some score went below zero. */
  readonly zeroY: number | null;
}

/**
 * A tick step of 1, 2 or 5 times a power of ten that splits `span` into about `count` parts:
 * points read best at round thousands, not at 7,342.
 */
export function niceStep(span: number, count = 5): number {
  if (!(span > 0) || !Number.isFinite(span)) return 1;
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  // Points are whole numbers: a step below 1 would only label values no one can hold.
  return Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw)!);
}

/** Ticks at whole multiples of a round step covering [min, max]; a flat series gets a span of 2,000 around it. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  let lo = min;
  let hi = max;
  if (lo === hi) {
    lo -= 1000;
    hi += 1000;
  }
  const step = niceStep(hi - lo, count);
  const first = Math.floor(lo / step) * step;
  const last = Math.ceil(hi / step) * step;
  const ticks: number[] = [];
  // Counting steps, not adding them, so no float drift piles up over the axis.
  for (let i = 0; first + i * step <= last + step / 2; i++) ticks.push(first + i * step);
  return ticks;
}

/** Rounds to a tenth of a unit (smaller SVG text); a value inside [a, b] with whole a, b stays inside. */
const tenth = (v: number): number => Math.round(v * 10) / 10;

/** Where everything goes for `series[line][step]`; lines may be empty (no steps yet). */
export function chartGeometry(series: readonly (readonly number[])[], size: ChartSize = DEFAULT_CHART_SIZE): ChartGeometry {
  const plot: PlotArea = { x0: size.left, x1: size.width - size.right, y0: size.top, y1: size.height - size.bottom };
  const values = series.flat().filter((v) => Number.isFinite(v));
  const lowest = values.length > 0 ? Math.min(...values) : 0;
  const highest = values.length > 0 ? Math.max(...values) : 0;
  const tickValues = niceTicks(lowest, highest);
  // The ticks already cover the values; min/max guard against a float step landing a hair inside.
  const min = Math.min(tickValues[0]!, lowest);
  const max = Math.max(tickValues.at(-1)!, highest);
  const steps = Math.max(0, ...series.map((s) => s.length));
  const xs = Array.from({ length: steps }, (_, i) => tenth(steps === 1 ? (plot.x0 + plot.x1) / 2 : plot.x0 + (i * (plot.x1 - plot.x0)) / (steps - 1)));
  const yOf = (v: number): number => tenth(plot.y1 - ((v - min) / (max - min)) * (plot.y1 - plot.y0));
  const points = series.map((line) => line.map((v, i) => [xs[i]!, yOf(Number.isFinite(v) ? v : min)] as const));
  return {
    plot,
    min,
    max,
    xs,
    points,
    polylines: points.map((line) => line.map(([x, y]) => `${x},${y}`).join(' ')),
    ticks: tickValues.map((value) => ({ value, y: yOf(value) })),
    zeroY: lowest < 0 ? yOf(0) : null,
  };
}

/** Which hand labels to write under the axis: every k-th, so about `room` fit, always the last. */
export function labelIndexes(steps: number, room = 8): number[] {
  if (steps <= 0) return [];
  const every = Math.max(1, Math.ceil(steps / room));
  const out: number[] = [];
  for (let i = 0; i < steps; i += every) out.push(i);
  if (out.at(-1) !== steps - 1) {
    // The last label would crowd the one before it: drop that one, the last hand matters more.
    if (out.length > 1 && steps - 1 - out.at(-1)! < every) out.pop();
    out.push(steps - 1);
  }
  return out;
}
