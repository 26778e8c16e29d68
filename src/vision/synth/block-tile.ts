/**
 * A tile as a real one looks on the table: an extruded rounded block, a face layer under the face
 * and a coloured back layer under that, its side walls showing where the camera sees them. The face
 * is a picture (other authors' art cut by `models/pipeline/tile-art`), possibly recoloured into a
 * dark face with light symbols or a tinted one; a face-down tile shows its back colour.
 *
 * Geometry, in the tile's own units (an upright face is 60 x 80): the face lies on (0,0)-(w,h);
 * `wall` is where the block's footprint lies relative to the face, as the camera sees it (the face
 * is nearer the camera than the table by the tile's thickness, so its footprint appears shifted
 * towards the point of the table under the camera). The block is swept from the face to the
 * footprint. Pure: the same arguments give the same text.
 */
import { mixColor } from '../render/svg';
import type { Rotation } from '../render/index';

/**
 * How the face picture is printed: as drawn, inverted into light symbols on a dark face of colour
 * `ground` (black, jade red, bottle green...), or tinted.
 */
export type FaceLook = { readonly kind: 'natural' } | { readonly kind: 'dark'; readonly ground: string } | { readonly kind: 'tint'; readonly color: string };

export interface BlockLook {
  readonly look: FaceLook;
  /** The face picture's own ground colour (`#rrggbb`), before the look is applied. */
  readonly ground: string;
  /** The back layer's colour (and a face-down tile's). */
  readonly back: string;
  readonly cornerRadius: number;
}

/** Share of the thickness next to the face that is the face's own layer. */
const FACE_LAYER = 0.45;
/** Steps the swept block is drawn in (enough that no step shows at the sizes scenes use). */
const SWEEP_STEPS = 6;

/**
 * Inverting and turning the hue half round keeps each symbol's hue and swaps light for dark:
 * x' = 1 - H x, with H the hue rotation by 180 degrees (SVG's feColorMatrix hueRotate matrix).
 * Then 0 (the face) is carried to the dark ground g and 1 (white ink) kept: x'' = g + (1 - g) x',
 * which is x'' = 1 - diag(1 - g) H x, one matrix.
 */
const HUE_180: readonly (readonly number[])[] = [
  [-0.574, 1.43, 0.144],
  [0.426, 0.43, 0.144],
  [0.426, 1.43, -0.856],
];

const parseHex = (hex: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
const toHex = (rgb: readonly number[]): string => `#${rgb.map((v) => Math.round(Math.min(1, Math.max(0, v)) * 255).toString(16).padStart(2, '0')).join('')}`;

/** The colour `look` turns `color` into (the face layer matches the printed face this way). */
export function lookColor(color: string, look: FaceLook): string {
  const c = parseHex(color);
  if (look.kind === 'natural') return color;
  if (look.kind === 'tint') {
    const t = parseHex(look.color);
    return toHex(c.map((v, i) => v * t[i]!));
  }
  const g = parseHex(look.ground);
  return toHex(darkMatrix(g).map((row) => 1 - (row[0]! * c[0] + row[1]! * c[1] + row[2]! * c[2])));
}

/** diag(1 - g) H: the dark look's matrix without its sign and offset. */
function darkMatrix(g: readonly number[]): number[][] {
  return HUE_180.map((row, i) => row.map((v) => v * (1 - g[i]!)));
}


const fmt = (n: number): string => String(Math.round(n * 1000) / 1000);

function faceFilter(look: FaceLook): { filter: string | null; defs: string } {
  if (look.kind === 'natural') return { filter: null, defs: '' };
  if (look.kind === 'dark') {
    const id = `rl-dark-${look.ground.slice(1)}`;
    const values = [...darkMatrix(parseHex(look.ground)).map((row) => `${row.map((v) => fmt(-v)).join(' ')} 0 1`), '0 0 0 1 0'].join(' ');
    return { filter: `url(#${id})`, defs: `<filter id="${id}" color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="${values}"/></filter>` };
  }
  const [r, g, b] = parseHex(look.color);
  const id = `rl-tint-${look.color.slice(1)}`;
  const values = `${fmt(r)} 0 0 0 0 0 ${fmt(g)} 0 0 0 0 0 ${fmt(b)} 0 0 0 0 0 1 0`;
  return { filter: `url(#${id})`, defs: `<filter id="${id}" color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="${values}"/></filter>` };
}

/** Upright face size the pictures are defined at (`facePictureDef`). */
export const PICTURE_WIDTH = 60;
export const PICTURE_HEIGHT = 80;

/** A face picture defined once in a scene's `<defs>`, drawn by every tile of that kind. */
export function facePictureDef(id: string, href: string): string {
  return `<image id="${id}" x="0" y="0" width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}" preserveAspectRatio="none" href="${href}"/>`;
}

/**
 * One block tile, in its own units, as SVG markup to place with a transform (no `<svg>` root: a
 * scene draws hundreds and shares one picture per kind). `face` is the id of the
 * picture's `facePictureDef`, null for a face-down tile; `w` x `h` the face as it lies (80 x 60
 * for a sideways tile), the picture turned by `rotation` inside it.
 */
export function blockTileSvg(face: string | null, block: BlockLook, rotation: Rotation, w: number, h: number, wall: readonly [number, number]): string {
  const r = block.cornerRadius;
  const groundShown = face === null ? block.back : lookColor(block.ground, block.look);
  const faceLayer = mixColor(groundShown, '#000000', 0.18);
  const backLayer = mixColor(block.back, '#000000', 0.12);
  const rect = (t: number, fill: string): string =>
    `<rect x="${fmt(wall[0] * t)}" y="${fmt(wall[1] * t)}" width="${fmt(w)}" height="${fmt(h)}" rx="${fmt(r)}" fill="${fill}"/>`;
  let body = '';
  // Face down, the back layer is the one against the face; face up, the face's own layer is.
  const [near, far] = face === null ? [backLayer, faceLayer] : [faceLayer, backLayer];
  for (let k = SWEEP_STEPS; k >= 0; k--) {
    const t = k / SWEEP_STEPS;
    body += rect(t, t > FACE_LAYER ? far : near);
  }
  const outline = `<rect x="0" y="0" width="${fmt(w)}" height="${fmt(h)}" rx="${fmt(r)}" fill="${groundShown}" stroke="${mixColor(groundShown, '#000000', 0.35)}" stroke-width="0.6"/>`;
  if (face === null) return body + outline;
  const { filter, defs } = faceFilter(block.look);
  const sideways = rotation === 90 || rotation === 270;
  // The picture is defined upright at 60 x 80, then scaled onto the face and turned into place.
  const [pw, ph] = sideways ? [h, w] : [w, h];
  const fit = `scale(${fmt(pw / PICTURE_WIDTH)} ${fmt(ph / PICTURE_HEIGHT)})`;
  const turn = ` transform="translate(${fmt(w / 2)} ${fmt(h / 2)}) rotate(${rotation}) translate(${fmt(-pw / 2)} ${fmt(-ph / 2)}) ${fit}"`;
  const clipId = `rl-clip-${Math.round(w)}-${Math.round(h)}-${Math.round(r * 10)}`;
  const clip = `<clipPath id="${clipId}"><rect x="0" y="0" width="${fmt(w)}" height="${fmt(h)}" rx="${fmt(r)}"/></clipPath>`;
  const picture = `<use${turn} href="#${face}"${filter === null ? '' : ` filter="${filter}"`}/>`;
  return `${body}${outline}<defs>${defs}${clip}</defs><g clip-path="url(#${clipId})">${picture}</g>`;
}
