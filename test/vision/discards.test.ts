// The pond read from hand-made detections: rows of six nearest the player first, every way the
// photo may be turned, a tilted and jittered photo, the sideways riichi tile, and the coded
// warnings (no tiles, ragged rows, too many, a face-down tile, an ambiguous turn, doubt).
import { describe, expect, it } from 'vitest';
import { POND_MAX_TILES, readDiscards } from '../../src/vision/discards';
import { seededRandom } from '../../src/vision/random';
import type { Detection, TileLabel } from '../../src/vision/types';

const W = 30; // an upright tile's short side, pixels
const H = 40;

interface PondOptions {
  /** Indices of the sideways (riichi) tiles. */
  readonly riichiAt?: number | readonly number[];
  /** Degrees the whole pond is turned clockwise in the image. */
  readonly turnDeg?: number;
  /** Pixels of random offset per tile centre. */
  readonly jitter?: number;
  /** Tiles per row, nearest first (default: rows of six). */
  readonly rowSizes?: readonly number[];
  readonly p?: (i: number) => number;
}

/**
 * A pond as a detector would box it: tile i in row floor(i / 6), rows going up the image (away
 * from the player), then the whole picture turned about its centre; boxes are the axis-aligned
 * bounds of each turned tile, as real detections are.
 */
function pond(labels: readonly TileLabel[], o: PondOptions = {}): Detection[] {
  const rnd = seededRandom(42);
  const sizes = o.rowSizes ?? Array.from({ length: Math.ceil(labels.length / 6) }, (_, r) => Math.min(6, labels.length - 6 * r));
  const placed: { cx: number; cy: number; w: number; h: number }[] = [];
  let i = 0;
  sizes.forEach((n, r) => {
    let x = 0;
    for (let k = 0; k < n; k++, i++) {
      const sideways = ([] as number[]).concat(o.riichiAt ?? []).includes(i);
      const [w, h] = sideways ? [H, W] : [W, H];
      // A sideways tile lies on the row's near edge, as players lay it.
      placed.push({ cx: x + w / 2, cy: -r * H * 1.05 - h / 2, w, h });
      x += w + 1;
    }
  });
  const rad = ((o.turnDeg ?? 0) * Math.PI) / 180;
  const [c, s] = [Math.cos(rad), Math.sin(rad)];
  return placed.map((t, id) => {
    const jx = o.jitter ? (rnd() * 2 - 1) * o.jitter : 0;
    const jy = o.jitter ? (rnd() * 2 - 1) * o.jitter : 0;
    const cx = t.cx * c - t.cy * s + 500 + jx;
    const cy = t.cx * s + t.cy * c + 500 + jy;
    const bw = Math.abs(t.w * c) + Math.abs(t.h * s);
    const bh = Math.abs(t.w * s) + Math.abs(t.h * c);
    const p = o.p ? o.p(id) : 0.95;
    return { id, box: { x: cx - bw / 2, y: cy - bh / 2, w: bw, h: bh }, kind: labels[id]!, orientation: bw > bh ? 'sideways' : 'upright', p, topK: [{ kind: '9s', p: 0.25 }] };
  });
}

const FOURTEEN: TileLabel[] = ['1m', '9m', '5z', '3p', '7s', '2z', '4m', '6p', '8s', '1z', '0p', '3s', '6z', '9p'];
const codes = (r: ReturnType<typeof readDiscards>) => r.warnings.map((w) => w.code);
/** The detections in a shuffled order: the reading must not depend on the detector's order. */
const shuffled = <T>(list: readonly T[]): T[] => {
  const rnd = seededRandom(7);
  return list.map((v) => [rnd(), v] as const).sort((a, b) => a[0] - b[0]).map(([, v]) => v);
};

describe('readDiscards', () => {
  it('reads rows of six from the nearest row, each left to right', () => {
    const read = readDiscards(shuffled(pond(FOURTEEN)));
    expect(read.tiles.map((t) => t.tile)).toEqual(FOURTEEN);
    expect(read.rows).toEqual([6, 6, 2]);
    expect(read.tiles.map((t) => t.row)).toEqual([0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 2, 2]);
    expect(read.text).toBe('19m5z3p7s2z4m6p8s1z0p3s6z9p');
    expect(read.turnDeg).toBe(0);
    expect(read.warnings).toEqual([]);
  });

  it.each([90, 180, 270])('reads a pond photographed turned %i degrees in the same order', (turnDeg) => {
    const read = readDiscards(shuffled(pond(FOURTEEN, { turnDeg })));
    expect(read.tiles.map((t) => t.tile)).toEqual(FOURTEEN);
    expect(read.turnDeg).toBe(turnDeg);
    expect(codes(read)).toEqual([]);
  });

  it.each([-8, 6, 186, 97])('reads a tilted (%i degrees), jittered pond', (turnDeg) => {
    const read = readDiscards(shuffled(pond(FOURTEEN, { turnDeg, jitter: 3 })));
    expect(read.tiles.map((t) => t.tile)).toEqual(FOURTEEN);
    expect(read.rows).toEqual([6, 6, 2]);
  });

  it('flags the sideways tile as the riichi declaration, however the photo is turned', () => {
    for (const turnDeg of [0, 90, 180, 270]) {
      const read = readDiscards(pond(FOURTEEN, { riichiAt: 8, turnDeg, jitter: 2 }));
      expect(read.tiles.map((t) => t.tile)).toEqual(FOURTEEN);
      expect(read.tiles.flatMap((t, i) => (t.riichi ? [i] : []))).toEqual([8]);
    }
  });

  it('keeps each tile\'s confidence and alternatives, and marks the doubtful ones', () => {
    const read = readDiscards(pond(FOURTEEN.slice(0, 8), { p: (i) => (i === 3 ? 0.55 : 0.9) }));
    expect(read.tiles[3]).toMatchObject({ tile: '3p', p: 0.55, uncertain: true, alternatives: [{ kind: '9s', p: 0.25 }] });
    expect(read.tiles.filter((t) => t.uncertain)).toHaveLength(1);
    expect(read.warnings).toContainEqual({ code: 'low_confidence', ids: [3], detail: { count: 1 } });
  });

  it('says when nothing usable came in', () => {
    for (const input of [[], null, 'tiles', [{ id: 1 }]]) {
      const read = readDiscards(input);
      expect(read.tiles).toEqual([]);
      expect(read.text).toBe('');
      expect(codes(read)[0]).toBe('no_tiles');
    }
  });

  it('says when rows are ragged (a row before the last not six)', () => {
    const read = readDiscards(pond(FOURTEEN.slice(0, 11), { rowSizes: [5, 6] }));
    expect(read.rows).toEqual([5, 6]);
    expect(codes(read)).toContain('ragged_rows');
  });

  it(`says when more than ${POND_MAX_TILES} tiles are in view`, () => {
    const many = Array.from({ length: 26 }, (_, i) => FOURTEEN[i % FOURTEEN.length]!);
    expect(codes(readDiscards(pond(many)))).toContain('too_many_tiles');
    expect(codes(readDiscards(pond(many.slice(0, 20))))).not.toContain('too_many_tiles');
  });

  it('reads full rows from the near side and says the pond could be upside down', () => {
    const read = readDiscards(pond(FOURTEEN.slice(0, 12)));
    expect(read.tiles.map((t) => t.tile)).toEqual(FOURTEEN.slice(0, 12));
    expect(codes(read)).toContain('ambiguous_orientation');
  });

  it('leaves out a face-down tile, saying so', () => {
    const dets = pond(FOURTEEN.slice(0, 7));
    const withBack = dets.map((d) => (d.id === 2 ? { ...d, kind: 'back' as const } : d));
    const read = readDiscards(withBack);
    expect(read.tiles.map((t) => t.id)).not.toContain(2);
    expect(read.warnings).toContainEqual({ code: 'face_down', ids: [2], detail: { count: 1 } });
  });

  it('says when more than one tile lies sideways', () => {
    const read = readDiscards(pond(FOURTEEN, { riichiAt: [3, 9] }));
    expect(read.tiles.map((t) => t.tile)).toEqual(FOURTEEN);
    expect(read.warnings).toContainEqual({ code: 'several_sideways', ids: [3, 9], detail: { count: 2 } });
  });
});
