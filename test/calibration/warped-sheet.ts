// Calibration sheet photos as a hand-held camera takes them: the renderer's flat sheet
// (models/pipeline/render-sheet.ts) turned in its own plane and seen by a tilted camera
// (src/vision/synth/photo-effects.ts), with where each tile's centre went, so that a test can check
// every tile was given its own row and column. Also the bad sheets calibration must refuse: a row
// cut off, a tile taken away, two tile styles in one sheet; and sheets of dark faces.
import { renderSheet, type SheetTileLabel } from '../../models/pipeline/render-sheet';
import { decodeJpeg } from '../../src/cli/decode-jpeg';
import { SHEET_ROWS } from '../../calibration/sheet-layout';
import type { RgbaFrame } from '../../src/vision/frame';
import { applyHomography, type Homography } from '../../src/vision/homography';
import { tiltHomography, warpOver } from '../../src/vision/synth/photo-effects';
import { tiltQuad } from '../../src/vision/homography';
import type { Box, DetectionKind } from '../../src/vision/types';

export interface PlacedTile {
  readonly kind: DetectionKind;
  /** 1-based, as on the sheet. */
  readonly row: number;
  readonly column: number;
  /** The tile's centre in the photo. */
  readonly cx: number;
  readonly cy: number;
}

export interface SheetPhoto {
  readonly frame: RgbaFrame;
  readonly tiles: readonly PlacedTile[];
}

export interface SheetPhotoOptions {
  readonly style?: string;
  readonly seed?: number;
  readonly width?: number;
  readonly redRow?: boolean;
  /** Camera tilt toward the top of the photo, degrees (`tiltQuad`). */
  readonly tiltDeg?: number;
  /** The sheet turned in its own plane, clockwise on screen, degrees, before the camera tilts. */
  readonly rotationDeg?: number;
  /** The sheet's size in the photo relative to the flat render (room for the turn). */
  readonly scale?: number;
}

const mul = (a: Homography, b: Homography): Homography => {
  const m: number[] = [];
  for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) m.push(a[r * 3]! * b[c]! + a[r * 3 + 1]! * b[3 + c]! + a[r * 3 + 2]! * b[6 + c]!);
  return m.map((v) => v / m[8]!) as unknown as Homography;
};

function decoded(jpeg: Uint8Array): RgbaFrame {
  const d = decodeJpeg(jpeg);
  if (!d.ok) throw new Error(d.message);
  return d.frame;
}

function flatSheet(style: string, seed: number, width: number, redRow: boolean): { frame: RgbaFrame; labels: SheetTileLabel[] } {
  const sheet = renderSheet({ style, seed, width, redRow });
  return { frame: decoded(sheet.jpeg), labels: sheet.tiles };
}

/** Row and column of each label, in `SHEET_ROWS` order (as the renderer lays them). */
function placed(labels: readonly SheetTileLabel[], h: Homography): PlacedTile[] {
  const order = SHEET_ROWS.flatMap((kinds, r) => kinds.map((_, c) => [r + 1, c + 1] as const));
  return labels.map((t, i) => {
    const [cx, cy] = applyHomography(h, t.x + t.w / 2, t.y + t.h / 2);
    return { kind: t.kind, row: order[i]![0], column: order[i]![1], cx, cy };
  });
}

/** The table's colour: the flat render's top-left pixel (the sheet leaves a margin). */
function tableOf(frame: RgbaFrame): [number, number, number] {
  return [frame.data[0]!, frame.data[1]!, frame.data[2]!];
}

function filled(width: number, height: number, rgb: readonly [number, number, number]): RgbaFrame {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < data.length; i += 4) {
    data[i] = rgb[0];
    data[i + 1] = rgb[1];
    data[i + 2] = rgb[2];
    data[i + 3] = 255;
  }
  return { width, height, data };
}

/** `frame` turned and tilted: the flat sheet turned about its centre, scaled, then the camera's tilt. */
function warped(frame: RgbaFrame, tiltDeg: number, rotationDeg: number, scale: number): { frame: RgbaFrame; h: Homography } {
  const { width, height } = frame;
  const a = (rotationDeg * Math.PI) / 180;
  const c = Math.cos(a) * scale;
  const s = Math.sin(a) * scale;
  const [mx, my] = [width / 2, height / 2];
  const turn: Homography = [c, -s, mx - c * mx + s * my, s, c, my - s * mx - c * my, 0, 0, 1];
  const h = mul(tiltHomography(width, height, tiltQuad(width, height, tiltDeg)), turn);
  const out = filled(width, height, tableOf(frame));
  warpOver(out as unknown as Parameters<typeof warpOver>[0], frame as unknown as Parameters<typeof warpOver>[1], h);
  return { frame: out, h };
}

/** A sheet photo, turned `rotationDeg` and tilted `tiltDeg` (both 0: the renderer's flat photo). */
export function sheetPhoto(options: SheetPhotoOptions = {}): SheetPhoto {
  const { style = 'orchid', seed = 7, width = 1024, redRow = true, tiltDeg = 0, rotationDeg = 0 } = options;
  const flat = flatSheet(style, seed, width, redRow);
  const scale = options.scale ?? (tiltDeg === 0 && rotationDeg === 0 ? 1 : 0.85);
  if (tiltDeg === 0 && rotationDeg === 0 && scale === 1) return { frame: flat.frame, tiles: placed(flat.labels, [1, 0, 0, 0, 1, 0, 0, 0, 1]) };
  const w = warped(flat.frame, tiltDeg, rotationDeg, scale);
  return { frame: w.frame, tiles: placed(flat.labels, w.h) };
}

/** The photo's rows of pixels from `y0` down cut away (a sheet photographed with a row outside the picture). */
export function cutBelow(frame: RgbaFrame, y0: number): RgbaFrame {
  const h = Math.round(y0);
  return { width: frame.width, height: h, data: frame.data.slice(0, frame.width * h * 4) };
}

/** The photo with its columns from `x0` rightwards cut away. */
export function cutRight(frame: RgbaFrame, x0: number): RgbaFrame {
  const w = Math.round(x0);
  const data = new Uint8ClampedArray(w * frame.height * 4);
  for (let y = 0; y < frame.height; y++) data.set(frame.data.subarray(y * frame.width * 4, (y * frame.width + w) * 4), y * w * 4);
  return { width: w, height: frame.height, data };
}

/** The flat sheet with the given tiles taken away (painted over with the table). */
export function withoutTiles(options: { style?: string; seed?: number; redRow?: boolean }, gone: (t: SheetTileLabel) => boolean): SheetPhoto {
  const flat = flatSheet(options.style ?? 'orchid', options.seed ?? 7, 1024, options.redRow ?? true);
  const table = tableOf(flat.frame);
  const data = new Uint8ClampedArray(flat.frame.data);
  for (const t of flat.labels.filter(gone)) {
    // A little beyond the box: the renderer turns each tile up to 1.5 degrees and blurs.
    const x0 = Math.max(0, Math.floor(t.x - 0.08 * t.w));
    const x1 = Math.min(flat.frame.width, Math.ceil(t.x + 1.08 * t.w));
    const y0 = Math.max(0, Math.floor(t.y - 0.06 * t.h));
    const y1 = Math.min(flat.frame.height, Math.ceil(t.y + 1.06 * t.h));
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) data.set([...table, 255], (y * flat.frame.width + x) * 4);
  }
  const kept = placed(flat.labels, [1, 0, 0, 0, 1, 0, 0, 0, 1]).filter((_, i) => !gone(flat.labels[i]!));
  return { frame: { width: flat.frame.width, height: flat.frame.height, data }, tiles: kept };
}

/**
 * A sheet of two tile styles: the rows from `fromRow` (1-based) down taken from a sheet of
 * `second`, the rows above from `first` (same seed, so the same table and layout).
 */
export function mixedSheet(first: string, second: string, fromRow: number, seed = 7): SheetPhoto {
  const a = flatSheet(first, seed, 1024, true);
  const b = flatSheet(second, seed, 1024, true);
  const order = SHEET_ROWS.flatMap((kinds, r) => kinds.map(() => r + 1));
  const bottomOf = (labels: readonly SheetTileLabel[], row: number) => Math.max(...labels.filter((_, i) => order[i] === row).map((t) => t.y + t.h));
  const topOf = (labels: readonly SheetTileLabel[], row: number) => Math.min(...labels.filter((_, i) => order[i] === row).map((t) => t.y));
  const cut = Math.round((Math.max(bottomOf(a.labels, fromRow - 1), bottomOf(b.labels, fromRow - 1)) + Math.min(topOf(a.labels, fromRow), topOf(b.labels, fromRow))) / 2);
  const data = new Uint8ClampedArray(a.frame.data);
  data.set(b.frame.data.subarray(cut * a.frame.width * 4), cut * a.frame.width * 4);
  const tiles = [...placed(a.labels, [1, 0, 0, 0, 1, 0, 0, 0, 1]).filter((t) => t.row < fromRow), ...placed(b.labels, [1, 0, 0, 0, 1, 0, 0, 0, 1]).filter((t) => t.row >= fromRow)];
  return { frame: { width: a.frame.width, height: a.frame.height, data }, tiles };
}

/** A face colour, each channel 0..1. */
export type Ground = readonly [number, number, number];

/**
 * The faces of the given tiles turned dark the way the scene renderer's dark look does it: light
 * ink on the ground `g` of the tile's row (x' = g + (1 - g)(1 - x)); null leaves a row as it is.
 */
export function darkenFaces(frame: RgbaFrame, tiles: readonly { readonly box: Box; readonly row: number }[], groundOf: (row: number) => Ground | null): RgbaFrame {
  const data = new Uint8ClampedArray(frame.data);
  for (const t of tiles) {
    const g = groundOf(t.row);
    if (g === null) continue;
    const { x, y, w, h } = t.box;
    for (let yy = Math.floor(y); yy < Math.ceil(y + h); yy++) {
      for (let xx = Math.floor(x); xx < Math.ceil(x + w); xx++) {
        const i = (yy * frame.width + xx) * 4;
        for (let k = 0; k < 3; k++) data[i + k] = 255 * (g[k]! + (1 - g[k]!) * (1 - data[i + k]! / 255));
      }
    }
  }
  return { width: frame.width, height: frame.height, data };
}

/** The flat sheet of one of our styles with every face turned dark on `ground` (`darkenFaces`). */
export function darkSheet(options: { style?: string; seed?: number; redRow?: boolean }, ground: Ground): SheetPhoto {
  const flat = flatSheet(options.style ?? 'orchid', options.seed ?? 7, 1024, options.redRow ?? false);
  const tiles = placed(flat.labels, [1, 0, 0, 0, 1, 0, 0, 0, 1]);
  const boxes = flat.labels.map((t, i) => ({ box: { x: t.x, y: t.y, w: t.w, h: t.h }, row: tiles[i]!.row }));
  return { frame: darkenFaces(flat.frame, boxes, () => ground), tiles };
}
