/**
 * What a group of 3-4 columns right of the winning tile is, by the conventions of DESIGN.md 5.3:
 * chow / pung = 3 tiles, one sideways (its position = called_index); open kong = 4, one sideways;
 * added kong = 3 columns whose sideways tile has the added tile stacked on it; concealed kong = 4
 * with the two outer or the two inner tiles face down (or three of them, one tile unseen). A group that fits none is still given its
 * most likely type (`fits: false`): the user corrects it, the engine judges it.
 */
import type { MeldType } from '../../engine/index';
import { plainLabel } from '../tile-labels';
import type { TileLabel } from '../types';
import { type Column, tilesOf } from './scene';

export interface MeldShape {
  readonly type: MeldType;
  readonly calledIndex: number | null;
  readonly fits: boolean;
}

function positions(columns: readonly Column[], test: (c: Column) => boolean): number[] {
  const at: number[] = [];
  columns.forEach((c, i) => test(c) && at.push(i));
  return at;
}

/** Three faces of one suit in sequence (plain labels: red fives given as fives). */
export function isRun(faces: readonly TileLabel[]): boolean {
  if (faces.length !== 3 || faces.some((f) => f[1] === 'z' || f[1] !== faces[0]![1])) return false;
  const [a, b, c] = faces.map((f) => Number(f[0])).sort((x, y) => x - y) as [number, number, number];
  return b === a + 1 && c === b + 1;
}

export function readMeldShape(columns: readonly Column[]): MeldShape {
  const sideways = positions(columns, (c) => c.tile.sideways);
  const stacked = positions(columns, (c) => c.stacked !== null);
  const backs = positions(columns, (c) => c.tile.back);
  const faces = columns.flatMap(tilesOf).flatMap((t) => (t.det.kind === 'back' ? [] : [plainLabel(t.det.kind)]));
  const same = faces.length > 0 && faces.every((f) => f === faces[0]);
  const faceUp = backs.length === 0 && !columns.some((c) => c.stacked?.back);
  const called = sideways[0] ?? null;
  const oneSideways = sideways.length === 1;

  if (columns.length === 3 && oneSideways && stacked.length === 1) return { type: 'shouminkan', calledIndex: called, fits: same && faceUp };
  if (columns.length === 3 && oneSideways && stacked.length === 0) {
    if (faceUp && same) return { type: 'pon', calledIndex: called, fits: true };
    if (faceUp && isRun(faces)) return { type: 'chi', calledIndex: called, fits: true };
  }
  // Backs are decisive: an open kong never shows one, while a tilted scene can make one of a
  // concealed kong's boxes look sideways (held-out scenes 000007, 000068, 000131, 000254).
  const outerOrInner = backs.join() === '0,3' || backs.join() === '1,2';
  if (columns.length === 4 && outerOrInner) return { type: 'ankan', calledIndex: null, fits: same && sideways.length === 0 };
  if (columns.length === 4 && oneSideways && stacked.length === 0) return { type: 'kan', calledIndex: called, fits: same && faceUp };
  // A concealed kong with one tile unseen (backs are the detector's most missed tiles): three
  // tiles, one or two face down, the faces alike. Read as the kong it must be (assemble.ts adds
  // the fourth tile), flagged unclear so the user looks; as with four, a tile that looks
  // sideways does not make it an open meld (orchid scene 98 of seed 63: a back boxed wide).
  if (columns.length === 3 && sideways.length <= 1 && stacked.length === 0 && backs.length >= 1 && backs.length <= 2 && same)
    return { type: 'ankan', calledIndex: null, fits: false };

  // No pattern fits: the likeliest type from what is there.
  if (columns.length === 4) return backs.length > 0 ? { type: 'ankan', calledIndex: null, fits: false } : { type: 'kan', calledIndex: called, fits: false };
  if (stacked.length > 0) return { type: 'shouminkan', calledIndex: called, fits: false };
  const pairs = faces.some((f, i) => faces.indexOf(f) !== i);
  return { type: isRun(faces) || !pairs ? 'chi' : 'pon', calledIndex: called, fits: false };
}
