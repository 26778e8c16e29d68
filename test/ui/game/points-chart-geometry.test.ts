// The points chart's geometry: round ticks, where the points go, the zero line, and (property)
// that no point of any series falls outside the plot area.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CHART_SIZE, chartGeometry, labelIndexes, niceStep, niceTicks } from '../../../src/ui/game/points-chart-geometry';

describe('niceStep and niceTicks', () => {
  it('picks 1, 2 or 5 times a power of ten', () => {
    expect(niceStep(10000)).toBe(2000);
    expect(niceStep(24000)).toBe(5000);
    expect(niceStep(3000)).toBe(1000);
    expect(niceStep(0)).toBe(1);
  });

  it('covers the values with ticks at round thousands', () => {
    expect(niceTicks(23700, 34900)).toEqual([20000, 25000, 30000, 35000]);
    expect(niceTicks(-2300, 41000)).toEqual([-10000, 0, 10000, 20000, 30000, 40000, 50000]);
  });

  it('gives a flat series a span around it', () => {
    expect(niceTicks(30000, 30000)).toEqual([29000, 29500, 30000, 30500, 31000]);
  });
});

describe('chartGeometry', () => {
  const size = { width: 220, height: 120, left: 20, right: 0, top: 10, bottom: 10 };

  it('spreads the steps over the width and maps values onto the height, top = highest tick', () => {
    const g = chartGeometry(
      [
        [30000, 35000, 40000],
        [30000, 25000, 20000],
      ],
      size,
    );
    expect(g.plot).toEqual({ x0: 20, x1: 220, y0: 10, y1: 110 });
    expect([g.min, g.max]).toEqual([20000, 40000]);
    expect(g.xs).toEqual([20, 120, 220]);
    expect(g.points[0]).toEqual([
      [20, 60],
      [120, 35],
      [220, 10],
    ]);
    expect(g.polylines[1]).toBe('20,60 120,85 220,110');
    expect(g.ticks.map((t) => [t.value, t.y])).toEqual([
      [20000, 110],
      [25000, 85],
      [30000, 60],
      [35000, 35],
      [40000, 10],
    ]);
    expect(g.zeroY).toBeNull();
  });

  it('draws a zero line only when a score went below zero', () => {
    const g = chartGeometry([[10000, -10000]], size);
    expect([g.min, g.max]).toEqual([-10000, 10000]);
    expect(g.zeroY).toBe(60);
  });

  it('puts a lone step in the middle', () => {
    expect(chartGeometry([[30000], [30000]], size).xs).toEqual([120]);
  });

  it('has no points for no series', () => {
    const g = chartGeometry([]);
    expect(g.points).toEqual([]);
    expect(g.xs).toEqual([]);
  });

  it('keeps every point of every series inside the plot (property)', () => {
    const series = fc.integer({ min: 1, max: 30 }).chain((steps) =>
      fc.array(fc.array(fc.integer({ min: -200_000, max: 200_000 }), { minLength: steps, maxLength: steps }), { minLength: 1, maxLength: 4 }),
    );
    fc.assert(
      fc.property(series, (s) => {
        const g = chartGeometry(s, DEFAULT_CHART_SIZE);
        for (const line of g.points) {
          for (const [x, y] of line) {
            expect(x).toBeGreaterThanOrEqual(g.plot.x0);
            expect(x).toBeLessThanOrEqual(g.plot.x1);
            expect(y).toBeGreaterThanOrEqual(g.plot.y0);
            expect(y).toBeLessThanOrEqual(g.plot.y1);
          }
        }
        // Higher points are drawn higher up (smaller y).
        const flat = s.flat();
        const top = flat.indexOf(Math.max(...flat));
        const bottom = flat.indexOf(Math.min(...flat));
        const ys = g.points.flat().map(([, y]) => y);
        expect(ys[top]!).toBeLessThanOrEqual(ys[bottom]!);
        for (const t of g.ticks) expect(t.y).toBeGreaterThanOrEqual(g.plot.y0 - 1e-9);
      }),
      { numRuns: 500 },
    );
  });
});

describe('labelIndexes', () => {
  it('labels every step when they fit and always the last', () => {
    expect(labelIndexes(4)).toEqual([0, 1, 2, 3]);
    expect(labelIndexes(20, 8)).toEqual([0, 3, 6, 9, 12, 15, 19]);
    expect(labelIndexes(0)).toEqual([]);
  });
});
