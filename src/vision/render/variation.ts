/**
 * Seeded print and wear variation: where the print sits, how heavy and how faded it is, how the
 * body has yellowed, and where ink has been rubbed off. Same seed, tile and style: same variation.
 */
import { hash32, mixColor } from './svg';
import { seededRandom } from '../random';
import type { RenderTile, TileStyle } from './types';

export interface Scuff {
  readonly x: number;
  readonly y: number;
  readonly rx: number;
  readonly ry: number;
  readonly angle: number;
  readonly opacity: number;
}

export interface Scratch {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
  readonly opacity: number;
}

export interface PrintVariation {
  /** Offset (tile units), turn (degrees) and scale of the whole print. */
  readonly dx: number;
  readonly dy: number;
  readonly angle: number;
  readonly scale: number;
  /** Multiplier of stroke widths: heavier or lighter print runs. */
  readonly weight: number;
  /** 0..1: how far inks have faded toward the body colour. */
  readonly fade: number;
  /** 0..1: how far the body has aged toward `AGED_BODY`. */
  readonly age: number;
  /** Rubbed-off patches of ink (drawn in the body colour) and hairline scratches. */
  readonly scuffs: readonly Scuff[];
  readonly scratches: readonly Scratch[];
}

export const CLEAN_PRINT: PrintVariation = { dx: 0, dy: 0, angle: 0, scale: 1, weight: 1, fade: 0, age: 0, scuffs: [], scratches: [] };

/** Even a new set is never printed perfectly: the share of full jitter every seeded tile gets. */
const MIN_JITTER = 0.35;
/** Largest print offset (tile units), turn (degrees) and relative scale change at full jitter. */
const MAX_OFFSET = 1.1;
const MAX_TURN = 1.6;
const MAX_SCALE = 0.05;
/** Stroke weight varies by up to +-12% from print to print. */
const MAX_WEIGHT = 0.12;
const AGED_BODY = '#d9c9a0';

export function printVariation(tile: RenderTile, style: TileStyle, seed: number): PrintVariation {
  const rand = seededRandom(hash32(`${seed}|${tile}|${style.name}`));
  const between = (lo: number, hi: number) => lo + (hi - lo) * rand();
  const signed = (amp: number) => (rand() * 2 - 1) * amp;
  const jitter = MIN_JITTER + (1 - MIN_JITTER) * style.wear;
  const wear = style.wear;
  const base = {
    dx: signed(MAX_OFFSET * jitter),
    dy: signed(MAX_OFFSET * jitter),
    angle: signed(MAX_TURN * jitter),
    scale: 1 + signed(MAX_SCALE * jitter),
    weight: 1 + signed(MAX_WEIGHT),
    fade: rand() * 0.35 * wear,
    age: rand() * 0.45 * wear,
  };
  const scuffCount = Math.floor(rand() * (1 + 6 * wear));
  const scuffs = Array.from({ length: scuffCount }, () => ({
    x: between(8, 52),
    y: between(8, 72),
    rx: between(1, 5),
    ry: between(0.4, 1.8),
    angle: between(0, 180),
    opacity: between(0.35, 0.85),
  }));
  const scratchCount = Math.floor(rand() * (1 + 3 * wear));
  const scratches = Array.from({ length: scratchCount }, () => {
    const x1 = between(4, 56);
    const y1 = between(4, 76);
    return { x1, y1, x2: x1 + signed(14), y2: y1 + signed(14), opacity: between(0.1, 0.3) };
  });
  return { ...base, scuffs, scratches };
}

/** The style as this print shows it: aged body, faded inks. */
export function styleAsPrinted(style: TileStyle, v: PrintVariation): TileStyle {
  if (v.age === 0 && v.fade === 0) return style;
  const body = mixColor(style.body, AGED_BODY, v.age);
  const fade = (c: string) => mixColor(c, body, v.fade);
  const p = style.palette;
  return {
    ...style,
    body,
    bodyShade: mixColor(style.bodyShade, AGED_BODY, v.age),
    palette: { ink: fade(p.ink), red: fade(p.red), green: fade(p.green), blue: fade(p.blue) },
  };
}
