/**
 * Stand-ins for what a sheet does not show: the red fives and the back of a sheet photographed
 * without its optional fifth row, and on every sheet backs of other colours than its own. The
 * classifier's last layers are fitted to the sheet's tiles alone
 * (`fine-tune.ts`), so a kind they never see is unlearned: with four-row sheets the fitted
 * classifiers read backs as White dragons and red fives as Red dragons (models/MODEL_CARD.md).
 * The stand-ins are made from the sheet itself: each five with its ink printed red, as real sets
 * print their red fives, and a sheet tile with its face covered by a plain back colour, in the
 * colours real sets' backs come in (those too near the set's own face colour left out, so a plain
 * face is not taught as a back). They only teach the fitted layers; the profile's prototypes stay
 * the photographed tiles'.
 */
import type { RgbaFrame } from '../src/vision/frame';
import type { Rgba } from '../src/vision/synth/photo-effects';
import { RED_FIVES, redFive } from '../src/vision/synth/red-five';
import type { Box } from '../src/vision/types';
import type { TuningSource } from './fine-tune';
import { BACKS, groundColour } from './sheet-scenes';
import type { SheetSource } from './sheet-sources';

/** Sheet around a stand-in, in tile sizes: more than the looks carry along (`AUGMENT_RANGES.margin`). */
const MARGIN = 1;
/** Part of the box's edge left as photographed: the box may hold the tile's rim or the sheet. */
const INSET = 0.06;
/** A back colour nearer than this (RGB distance) to the set's face colour could be a plain face. */
const MIN_BACK_DISTANCE = 90;

/**
 * The stand-ins for what the sheet does not show, each on its own small frame cut from the sheet:
 * without the fifth row (`redFives`), the red fives; always, backs in the colours of real sets.
 * A sheet's own back teaches one colour, and the fitted layers then took a back of any other for
 * a White dragon (after five-row sheets, 41-99 backs of 338 on three evaluation families,
 * models/MODEL_CARD.md); a set's backs look another colour under other light, too.
 */
export function standInSources(sources: readonly SheetSource[], redFives = true): TuningSource[] {
  const out: TuningSource[] = [];
  const tiles = sources.flatMap((s) => s.tiles.map((t) => ({ frame: s.frame, kind: t.kind, box: t.box })));
  for (const [five, red] of redFives ? RED_FIVES : []) {
    const tile = tiles.find((t) => t.kind === five);
    if (tile === undefined) continue;
    const { frame, box, inner } = surroundings(tile.frame, tile.box);
    const ground = groundColour({ levels: { levels: [frame] }, box });
    out.push({ frame: redFive(frame, ground, inner), tiles: [{ kind: red, box }] });
  }
  // The back covers a face whole, so any tile would do; East is on every sheet.
  const base = tiles.find((t) => t.kind === '1z') ?? tiles[0];
  if (base === undefined) return out;
  const faces = tiles.map((t) => groundColour({ levels: { levels: [t.frame] }, box: t.box }));
  const face = [...faces].sort((a, b) => a[0] + a[1] + a[2] - (b[0] + b[1] + b[2]))[Math.floor(faces.length / 2)]!;
  for (const colour of BACKS) {
    if (Math.hypot(colour[0] - face[0], colour[1] - face[1], colour[2] - face[2]) < MIN_BACK_DISTANCE) continue;
    const { frame, box, inner } = surroundings(base.frame, base.box);
    out.push({ frame: paintBack(frame, inner, colour), tiles: [{ kind: 'back', box }] });
  }
  return out;
}

/** The tile and a tile's width of sheet around it as a frame of its own, its box there, and the box less its rim. */
function surroundings(sheet: RgbaFrame, tile: Box): { frame: Rgba; box: Box; inner: { x0: number; y0: number; x1: number; y1: number } } {
  const x0 = Math.max(0, Math.floor(tile.x - MARGIN * tile.w));
  const y0 = Math.max(0, Math.floor(tile.y - MARGIN * tile.w));
  const x1 = Math.min(sheet.width, Math.ceil(tile.x + tile.w + MARGIN * tile.w));
  const y1 = Math.min(sheet.height, Math.ceil(tile.y + tile.h + MARGIN * tile.w));
  const width = Math.max(1, x1 - x0);
  const height = Math.max(1, y1 - y0);
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) data.set(sheet.data.subarray(((y0 + y) * sheet.width + x0) * 4, ((y0 + y) * sheet.width + x1) * 4), y * width * 4);
  const box = { x: tile.x - x0, y: tile.y - y0, w: tile.w, h: tile.h };
  const inner = {
    x0: Math.round(box.x + INSET * box.w),
    y0: Math.round(box.y + INSET * box.h),
    x1: Math.round(box.x + (1 - INSET) * box.w),
    y1: Math.round(box.y + (1 - INSET) * box.h),
  };
  return { frame: { width, height, data }, box, inner };
}

/** `frame` with `inner` covered by a back of `colour`: rounded corners, lit a little from the top. */
function paintBack(frame: Rgba, inner: { x0: number; y0: number; x1: number; y1: number }, colour: readonly [number, number, number]): Rgba {
  const data = new Uint8Array(frame.data);
  const w = inner.x1 - inner.x0;
  const h = inner.y1 - inner.y0;
  const radius = 0.12 * Math.min(w, h);
  for (let y = Math.max(0, inner.y0); y < Math.min(frame.height, inner.y1); y++) {
    for (let x = Math.max(0, inner.x0); x < Math.min(frame.width, inner.x1); x++) {
      // Outside a rounded corner the photographed rim stays.
      const dx = Math.max(0, inner.x0 + radius - x - 0.5, x + 0.5 - (inner.x1 - radius));
      const dy = Math.max(0, inner.y0 + radius - y - 0.5, y + 0.5 - (inner.y1 - radius));
      if (dx * dx + dy * dy > radius * radius) continue;
      const light = 1.06 - (0.12 * (y - inner.y0)) / Math.max(1, h);
      const i = (y * frame.width + x) * 4;
      for (let c = 0; c < 3; c++) data[i + c] = Math.min(255, Math.round(colour[c]! * light));
    }
  }
  return { width: frame.width, height: frame.height, data };
}
