import { describe, expect, it } from 'vitest';
import type { RgbaFrame } from '../../src/vision/frame';
import { boxToFrame, rowAngle, turnAngle, turnedView, viewToFrame, TURN_DEFAULTS } from '../../src/vision/turn';
import type { Box } from '../../src/vision/types';

const rad = (deg: number): number => (deg * Math.PI) / 180;

/** Axis-aligned bounds of a w x h tile centred at (cx, cy) and turned by `deg`: what a detector boxes. */
function turnedTileBox(cx: number, cy: number, w: number, h: number, deg: number): Box {
  const c = Math.abs(Math.cos(rad(deg)));
  const s = Math.abs(Math.sin(rad(deg)));
  const bw = w * c + h * s;
  const bh = w * s + h * c;
  return { x: cx - bw / 2, y: cy - bh / 2, w: bw, h: bh };
}

/** `n` touching tiles in a row running `deg` clockwise from the x axis, starting at (x, y). */
function slantedRow(n: number, x: number, y: number, deg: number, w = 30, h = 40): Box[] {
  return Array.from({ length: n }, (_, i) => turnedTileBox(x + i * w * Math.cos(rad(deg)), y + i * w * Math.sin(rad(deg)), w, h, deg));
}

describe('rowAngle', () => {
  it.each([0, 10, 25, 40, -20, -35])('reads a row running %d degrees', (deg) => {
    const r = rowAngle(slantedRow(12, 300, 300, deg))!;
    expect(r.angleDeg).toBeCloseTo(deg, 6);
    expect(r.agreement).toBeCloseTo(1, 6);
  });

  it('reads a row running down the image like one running across: a quarter turn away', () => {
    expect(rowAngle(slantedRow(12, 300, 100, 90 + 20))!.angleDeg).toBeCloseTo(20, 6);
    expect(rowAngle(slantedRow(12, 300, 100, 180 + 20))!.angleDeg).toBeCloseTo(20, 6);
  });

  it('counts a second row across the first as agreeing', () => {
    const hand = slantedRow(12, 300, 300, 30);
    const meld = slantedRow(3, 300 - 60 * Math.sin(rad(30)), 300 + 60 * Math.cos(rad(30)), 30 + 90);
    const r = rowAngle([...hand, ...meld])!;
    expect(r.angleDeg).toBeCloseTo(30, 1);
    expect(r.agreement).toBeGreaterThan(0.9);
  });

  it('gives no angle for fewer than two tiles with a near neighbour', () => {
    expect(rowAngle([])).toBeNull();
    expect(rowAngle([{ x: 0, y: 0, w: 30, h: 40 }])).toBeNull();
    expect(rowAngle([{ x: 0, y: 0, w: 30, h: 40 }, { x: 500, y: 500, w: 30, h: 40 }])).toBeNull();
  });
});

describe('turnAngle', () => {
  it('turns a slanted hand and leaves a straight one', () => {
    expect(turnAngle(slantedRow(14, 300, 300, 35))).toBeCloseTo(35, 6);
    expect(turnAngle(slantedRow(14, 300, 300, 5))).toBeNull();
    expect(turnAngle(slantedRow(14, 300, 300, -(TURN_DEFAULTS.minAngleDeg + 1)))).toBeCloseTo(-(TURN_DEFAULTS.minAngleDeg + 1), 6);
  });

  it('leaves too few tiles, or tiles that do not line up, as they are', () => {
    expect(turnAngle(slantedRow(3, 300, 300, 35))).toBeNull();
    // Four pairs of tiles far apart, each pair lined up 22.5 degrees further round than the last.
    const scattered = [0, 22.5, 45, 67.5].flatMap((deg, i) => slantedRow(2, 100 + 300 * i, 300, deg));
    expect(rowAngle(scattered)!.agreement).toBeLessThan(TURN_DEFAULTS.minAgreement);
    expect(turnAngle(scattered)).toBeNull();
  });

  it('follows its options', () => {
    const row = slantedRow(14, 300, 300, 20);
    expect(turnAngle(row, { ...TURN_DEFAULTS, minAngleDeg: 25 })).toBeNull();
    expect(turnAngle(row, { ...TURN_DEFAULTS, minTiles: 15 })).toBeNull();
  });
});

/** A frame whose pixel (x, y) holds (x mod 256, y mod 256, (x + y) mod 256). */
function gradientFrame(width: number, height: number): RgbaFrame {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) data.set([x % 256, y % 256, (x + y) % 256, 255], (y * width + x) * 4);
  }
  return { width, height, data };
}

describe('turnedView', () => {
  const frame = gradientFrame(200, 150);
  const tiles = slantedRow(5, 60, 60, 30, 20, 26);

  it('shows the frame point each view pixel maps to', () => {
    const view = turnedView(frame, tiles, 30)!;
    expect(view.angleDeg).toBe(30);
    let checked = 0;
    for (let v = 2; v < view.frame.height; v += 7) {
      for (let u = 2; u < view.frame.width; u += 7) {
        // Pixel centres: view pixel (u, v) covers (u + 0.5, v + 0.5); frame pixel i is centred at i + 0.5.
        const [x, y] = viewToFrame(view, u + 0.5, v + 0.5);
        if (x < 2 || y < 2 || x > frame.width - 2 || y > frame.height - 2) continue;
        const o = (v * view.frame.width + u) * 4;
        expect(view.frame.data[o]).toBeCloseTo(x - 0.5, -0.3);
        expect(view.frame.data[o + 1]).toBeCloseTo(y - 0.5, -0.3);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('holds every tile found, with their rows along its x axis', () => {
    const view = turnedView(frame, tiles, 30)!;
    // Tile centres in the view lie on one horizontal line, inside the view.
    const a = rad(30);
    const centres = tiles.map((b) => {
      const dx = b.x + b.w / 2 - view.origin[0];
      const dy = b.y + b.h / 2 - view.origin[1];
      return [dx * Math.cos(a) + dy * Math.sin(a), -dx * Math.sin(a) + dy * Math.cos(a)] as const;
    });
    for (const [u, v] of centres) {
      expect(u).toBeGreaterThan(0);
      expect(u).toBeLessThan(view.frame.width);
      expect(v).toBeCloseTo(centres[0]![1], 6);
    }
  });

  it('paints what lies outside the frame grey, and never grows past the whole frame turned', () => {
    const everywhere = [{ x: -1000, y: -1000, w: 30, h: 40 }, { x: 2000, y: 2000, w: 30, h: 40 }];
    const view = turnedView(frame, everywhere, 45)!;
    const diagonal = Math.ceil((200 + 150) / Math.SQRT2);
    expect(view.frame.width).toBeLessThanOrEqual(diagonal);
    expect(view.frame.height).toBeLessThanOrEqual(diagonal);
    expect(Array.from(view.frame.data.subarray(0, 4))).toEqual([114, 114, 114, 255]);
  });

  it('gives nothing for no tiles', () => {
    expect(turnedView(frame, [], 30)).toBeNull();
  });
});

describe('boxToFrame', () => {
  it('maps a tile boxed in the view back to the bounds of the turned tile in the frame', () => {
    const frame = gradientFrame(400, 400);
    const tiles = slantedRow(6, 100, 150, 25);
    const view = turnedView(frame, tiles, 25)!;
    const a = rad(25);
    for (const t of tiles) {
      // The same tile, upright in the view: 30 x 40 around its centre's view coordinates.
      const dx = t.x + t.w / 2 - view.origin[0];
      const dy = t.y + t.h / 2 - view.origin[1];
      const u = dx * Math.cos(a) + dy * Math.sin(a);
      const v = -dx * Math.sin(a) + dy * Math.cos(a);
      const back = boxToFrame(view, { x: u - 15, y: v - 20, w: 30, h: 40 });
      expect(back.x).toBeCloseTo(t.x, 6);
      expect(back.y).toBeCloseTo(t.y, 6);
      expect(back.w).toBeCloseTo(t.w, 6);
      expect(back.h).toBeCloseTo(t.h, 6);
    }
  });
});
