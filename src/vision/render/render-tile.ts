/**
 * `renderTileSvg`: one tile as a self-contained SVG document. The face is 60 x 80 tile units
 * (3:4); below it, `style.depth` units of the tile's thickness show the back layer. Sideways
 * rotations turn the face and keep the thickness at the bottom, as a tile lying on a table looks
 * from the player's seat. Pure and deterministic: same arguments, same text.
 */
import { LAYOUT_H, LAYOUT_W, drawCornerIndex, drawFace } from './face';
import type { Pen } from './pen';
import { el, escapeXml, group, hash32, mixColor, num } from './svg';
import { type RenderOptions, type RenderTile, type Rotation, type TileStyle, ROTATIONS, isRenderTile } from './types';
import { CLEAN_PRINT, type PrintVariation, printVariation, styleAsPrinted } from './variation';

export const FACE_WIDTH = 60;
export const FACE_HEIGHT = 80;

/** The printable area of the face (tile units), before frame and corner index take their share. */
const MARGIN = 6;
const FRAME_INSET = 3;
const FRAME_ROOM = 2.2;
const INDEX_ROOM = 5;
/** Of the visible thickness, the share next to the face that is the face's own layer. */
const NEAR_LAYER = 0.45;

export interface TileSize {
  readonly width: number;
  readonly height: number;
}

/** Width and height of the SVG (its viewBox) for a style and rotation. */
export function tileSvgSize(style: TileStyle, rotation: Rotation = 0): TileSize {
  const sideways = rotation === 90 || rotation === 270;
  return sideways
    ? { width: FACE_HEIGHT, height: FACE_WIDTH + style.depth }
    : { width: FACE_WIDTH, height: FACE_HEIGHT + style.depth };
}

export function renderTileSvg(tile: RenderTile, style: TileStyle, options: RenderOptions = {}): string {
  if (!isRenderTile(tile)) {
    throw new Error(`unknown tile '${String(tile)}': expected 1m-9m, 1p-9p, 1s-9s, 1z-7z, 0m/0p/0s or back`);
  }
  const rotation = options.rotation ?? 0;
  if (!ROTATIONS.includes(rotation)) throw new Error(`rotation must be 0, 90, 180 or 270, got ${String(rotation)}`);
  const variation = options.seed === undefined ? CLEAN_PRINT : printVariation(tile, style, options.seed);
  const printed = styleAsPrinted(style, variation);
  const { width, height } = tileSvgSize(style, rotation);

  const faceColors = tile === 'back' ? [printed.back, mixColor(printed.back, '#000000', 0.14)] : [printed.body, printed.bodyShade];
  const gradientBody = el('stop', { offset: 0, 'stop-color': faceColors[0] }) + el('stop', { offset: 1, 'stop-color': faceColors[1] });
  // The id names the gradient's content, so SVGs inlined into one document never clash.
  const id = `rl${hash32(gradientBody).toString(36)}`;
  const defs = el('defs', {}, el('linearGradient', { id, x1: 0, y1: 0, x2: 1, y2: 1 }, gradientBody));

  const faceMarkup =
    el('rect', {
      x: 0.4,
      y: 0.4,
      width: FACE_WIDTH - 0.8,
      height: FACE_HEIGHT - 0.8,
      rx: style.cornerRadius,
      fill: `url(#${id})`,
      stroke: printed.outline,
      'stroke-width': 0.8,
    }) +
    (tile === 'back' ? drawBackPanel(printed) : drawPrint(tile, printed, variation)) +
    drawWear(tile === 'back' ? mixColor(printed.back, '#ffffff', 0.3) : printed.body, printed.outline, variation);

  const label = options.label;
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: `0 0 ${num(width)} ${num(height)}`,
      width,
      height,
      role: label === undefined ? null : 'img',
      'aria-label': label,
    },
    (label === undefined ? '' : `<title>${escapeXml(label)}</title>`) +
      defs +
      drawThickness(tile, printed, width, height) +
      group(rotationTransform(rotation), faceMarkup, { class: 'face' }),
  );
}

function rotationTransform(rotation: Rotation): string | null {
  switch (rotation) {
    case 0:
      return null;
    case 90:
      return `translate(${FACE_HEIGHT} 0) rotate(90)`;
    case 180:
      return `translate(${FACE_WIDTH} ${FACE_HEIGHT}) rotate(180)`;
    case 270:
      return `translate(0 ${FACE_WIDTH}) rotate(270)`;
  }
}

/** The visible thickness: the face's own layer next to it, then the other layer. */
function drawThickness(tile: RenderTile, style: TileStyle, width: number, height: number): string {
  if (style.depth <= 0) return '';
  const faceUp = tile !== 'back';
  const near = mixColor(faceUp ? style.body : style.back, '#000000', 0.16);
  const far = mixColor(faceUp ? style.back : style.body, '#000000', 0.08);
  const faceBottom = height - style.depth;
  const r = style.cornerRadius;
  return (
    el('rect', { x: 0.4, y: 0.4, width: width - 0.8, height: height - 0.8, rx: r, fill: far, stroke: style.outline, 'stroke-width': 0.8 }) +
    el('rect', { x: 0.4, y: 0.4, width: width - 0.8, height: faceBottom + style.depth * NEAR_LAYER - 0.4, rx: r, fill: near })
  );
}

/** A face-down tile: a faint inner panel in the back colour. */
function drawBackPanel(style: TileStyle): string {
  const inset = 5;
  return el('rect', {
    x: inset,
    y: inset,
    width: FACE_WIDTH - 2 * inset,
    height: FACE_HEIGHT - 2 * inset,
    rx: Math.max(1, style.cornerRadius - 2),
    fill: 'none',
    stroke: mixColor(style.back, '#ffffff', 0.25),
    'stroke-width': 1,
    opacity: 0.7,
  });
}

/** Frame, corner index and the face's art, fitted into what room is left, then jittered. */
function drawPrint(tile: Exclude<RenderTile, 'back'>, style: TileStyle, v: PrintVariation): string {
  const pen: Pen = { style, palette: style.palette, weight: style.strokeWeight * v.weight };
  const frameRoom = style.frame === null ? 0 : FRAME_ROOM;
  const indexRoom = style.cornerIndex ? INDEX_ROOM : 0;
  const left = MARGIN + frameRoom + indexRoom;
  const top = MARGIN + frameRoom + indexRoom;
  const right = FACE_WIDTH - MARGIN - frameRoom;
  const bottom = FACE_HEIGHT - MARGIN - frameRoom;
  const s = Math.min((right - left) / LAYOUT_W, (bottom - top) / LAYOUT_H);
  const ox = (left + right - LAYOUT_W * s) / 2;
  const oy = (top + bottom - LAYOUT_H * s) / 2;

  const frame =
    style.frame === null
      ? ''
      : el('rect', {
          x: FRAME_INSET,
          y: FRAME_INSET,
          width: FACE_WIDTH - 2 * FRAME_INSET,
          height: FACE_HEIGHT - 2 * FRAME_INSET,
          rx: Math.max(1, style.cornerRadius - 2.5),
          fill: 'none',
          stroke: style.frame,
          'stroke-width': 0.9 * pen.weight,
        });
  const index = style.cornerIndex ? drawCornerIndex(tile, pen) : '';
  const art = group(`translate(${num(ox)} ${num(oy)}) scale(${num(s)})`, drawFace(tile, pen));
  const cx = FACE_WIDTH / 2;
  const cy = FACE_HEIGHT / 2;
  const jitter =
    v === CLEAN_PRINT
      ? null
      : `translate(${num(v.dx)} ${num(v.dy)}) rotate(${num(v.angle)} ${cx} ${cy}) translate(${cx} ${cy}) scale(${num(v.scale)}) translate(${-cx} ${-cy})`;
  return group(jitter, frame + index + art);
}

/** Rubbed-off patches (in the surface colour) and hairline scratches. */
function drawWear(surface: string, outline: string, v: PrintVariation): string {
  const scuffs = v.scuffs.map((s) =>
    el('ellipse', {
      cx: s.x,
      cy: s.y,
      rx: s.rx,
      ry: s.ry,
      transform: `rotate(${num(s.angle)} ${num(s.x)} ${num(s.y)})`,
      fill: surface,
      opacity: s.opacity,
    }),
  );
  const scratches = v.scratches.map((s) =>
    el('line', { x1: s.x1, y1: s.y1, x2: s.x2, y2: s.y2, stroke: outline, 'stroke-width': 0.35, opacity: s.opacity }),
  );
  return scuffs.join('') + scratches.join('');
}
