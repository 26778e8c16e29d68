/**
 * Renders a photo of a tile style's calibration sheet (DESIGN.md section 6, calibration/README.md):
 *
 *   npm run synth:sheet -- --style orchid --out FILE.jpg [--seed S] [--width 1024] [--no-red-row]
 *   npm run synth:sheet -- --art DIR --family NAME --out FILE.jpg [--dark '#RRGGBB'] [...]
 *
 * (the second: the sheet of one of other authors' art families, `npm run art`, as 3D block tiles
 * seen from straight above, so that calibration can be measured on a set no model saw; `--dark`
 * prints a training family's faces dark on that colour, as block scenes print them, so that
 * calibration settings can be chosen on dark sheets without looking at an evaluation family)
 * the sheet's tiles upright in its rows (`SHEET_ROWS`) on a plain table, photographed flat from
 * above: mild uneven light, a little noise, JPEG. Also writes FILE.jpg.json: the tiles' boxes and
 * kinds, to check how the sheet was read. Generated data never goes in the repository.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REQUIRED_ROWS, SHEET_ROWS } from '../../calibration/sheet-layout';
import { seededRandom } from '../../src/vision/random';
import { TILE_STYLES, TILE_STYLE_NAMES, isTileStyleName, renderTileSvg, tileSvgSize } from '../../src/vision/render/index';
import type { DetectionKind } from '../../src/vision/types';
import { blockTileSvg, facePictureDef, PICTURE_HEIGHT, PICTURE_WIDTH, type BlockLook } from '../../src/vision/synth/block-tile';
import type { TileLabel } from '../../src/vision/types';
import { flatPhoto } from './flat-photo';
import { facePictures, loadArtChoice } from './tile-art/art-choice';

export interface SheetOptions {
  /** One of our tile styles, or `art:FAMILY` with `art` given. */
  readonly style: string;
  /** Other authors' art (`npm run art`'s folder): the sheet of `style`'s family, as block tiles. */
  readonly art?: string;
  readonly seed: number;
  /** Photo width in pixels; the height is three quarters of it. */
  readonly width: number;
  readonly redRow: boolean;
  /** A training art family printed dark (light symbols on this ground, `#rrggbb`), as block scenes print them. */
  readonly dark?: string;
}

export interface SheetTileLabel {
  readonly kind: DetectionKind;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** How one sheet tile is drawn, `w` x `h` at its place: our renderer's SVG, or a block tile with another author's face. */
interface SheetArt {
  readonly size: { readonly width: number; readonly height: number };
  readonly defs: string;
  tile(kind: DetectionKind, seed: number): string;
}

function ourStyle(name: string): SheetArt {
  if (!isTileStyleName(name)) throw new Error(`unknown style '${name}' (${TILE_STYLE_NAMES.join(', ')})`);
  const style = TILE_STYLES[name];
  return { size: tileSvgSize(style, 0), defs: '', tile: (kind, seed) => renderTileSvg(kind, style, { seed }) };
}

/** A family's faces on block tiles seen from above (a sliver of wall below and to the right), in their own colours. */
function artFamily(dir: string, family: string, kinds: readonly DetectionKind[], dark: string | undefined): SheetArt {
  const choice = loadArtChoice(dir, family, 'natural');
  const info = choice.families[0]!;
  // Recoloured looks are a training device: an evaluation family is only ever shown as drawn.
  if (dark !== undefined && info.split !== 'train') throw new Error(`--dark: ${family} is an evaluation family, printed only as its author drew it`);
  const pictures = facePictures(choice.dir);
  const block: BlockLook = { look: dark === undefined ? { kind: 'natural' } : { kind: 'dark', ground: dark }, ground: info.faceColour, back: '#2f6f4f', cornerRadius: 5 };
  const faces = kinds.filter((k): k is TileLabel => k !== 'back');
  const defs = faces.map((k) => facePictureDef(`sheet-${k}`, pictures(info.name, k))).join('');
  return { size: { width: PICTURE_WIDTH, height: PICTURE_HEIGHT }, defs, tile: (kind) => blockTileSvg(kind === 'back' ? null : `sheet-${kind}`, block, 0, PICTURE_WIDTH, PICTURE_HEIGHT, [1.2, 2.4]) };
}

export function renderSheet(options: SheetOptions): { jpeg: Uint8Array; width: number; height: number; tiles: SheetTileLabel[] } {
  const family = /^art:(.+)$/.exec(options.style)?.[1];
  if (family !== undefined && options.art === undefined) throw new Error(`${options.style}: the art folder is needed (--art DIR)`);
  if (options.dark !== undefined && (family === undefined || !/^#[0-9a-f]{6}$/i.test(options.dark))) throw new Error(`--dark '${options.dark}': give a colour as #rrggbb, with --art and --family`);
  const art = family === undefined ? ourStyle(options.style) : artFamily(options.art!, family, SHEET_ROWS.flat(), options.dark);
  const rows = SHEET_ROWS.slice(0, options.redRow ? SHEET_ROWS.length : REQUIRED_ROWS);
  const rnd = seededRandom(Math.imul(options.seed, 0x2f6b3c6d) ^ 0x5ee7);
  const width = options.width;
  const height = Math.round((width * 3) / 4);
  const tile = art.size;
  // Nine tiles and their gaps fill about 70 % of the width; rows a third of a tile apart.
  const gap = 0.18;
  const scale = (0.7 * width) / (9 * tile.width * (1 + gap));
  const w = tile.width * scale;
  const h = tile.height * scale;
  const pitchY = h * 1.35;
  const top = (height - (rows.length - 1) * pitchY - h) / 2;
  const table = ['#2e5d46', '#6e6259', '#3b4a63', '#8a8f93'][Math.floor(rnd() * 4)]!;
  let markup = `<rect x="0" y="0" width="${width}" height="${height}" fill="${table}"/>`;
  const tiles: SheetTileLabel[] = [];
  rows.forEach((row, r) => {
    const left = (width - (row.length * w + (row.length - 1) * gap * w)) / 2;
    row.forEach((kind, c) => {
      // Laid by hand: a little off the grid, never quite square.
      const x = left + c * w * (1 + gap) + (rnd() - 0.5) * 0.08 * w;
      const y = top + r * pitchY + (rnd() - 0.5) * 0.08 * h;
      const angle = (rnd() - 0.5) * 3;
      const svg = art.tile(kind, (options.seed * 131 + r * 17 + c) >>> 0);
      markup += `<g transform="translate(${x.toFixed(2)} ${y.toFixed(2)}) rotate(${angle.toFixed(2)} ${(w / 2).toFixed(2)} ${(h / 2).toFixed(2)}) scale(${scale.toFixed(4)})">${svg}</g>`;
      tiles.push({ kind, x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10, w: Math.round(w * 10) / 10, h: Math.round(h * 10) / 10 });
    });
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${art.defs}</defs>${markup}</svg>`;
  return { jpeg: flatPhoto(svg, width, height, rnd, 90), width, height, tiles };
}

const USAGE = "usage: npm run synth:sheet -- (--style NAME | --art DIR --family NAME [--dark '#RRGGBB']) --out FILE.jpg [--seed S] [--width 1024] [--no-red-row]";

function main(argv: readonly string[]): void {
  const args = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const key = argv[i]!;
    if (key === '--no-red-row') args.set('no-red-row', '');
    else if (key.startsWith('--') && argv[i + 1] !== undefined) args.set(key.slice(2), argv[++i]!);
    else throw new Error(`unexpected argument '${key}'\n${USAGE}`);
  }
  for (const key of args.keys()) if (!['style', 'art', 'family', 'dark', 'out', 'seed', 'width', 'no-red-row'].includes(key)) throw new Error(`unknown option --${key}\n${USAGE}`);
  const style = args.has('family') ? `art:${args.get('family')!}` : args.get('style');
  const out = args.get('out');
  if (style === undefined || out === undefined) throw new Error(USAGE);
  const seed = Number(args.get('seed') ?? 1);
  const width = Number(args.get('width') ?? 1024);
  if (!Number.isInteger(seed) || seed < 0 || !Number.isInteger(width) || width < 256) throw new Error(`--seed must be a whole number >= 0 and --width one >= 256\n${USAGE}`);
  const art = args.get('art');
  const dark = args.get('dark');
  const sheet = renderSheet({ style, seed, width, redRow: !args.has('no-red-row'), ...(art === undefined ? {} : { art }), ...(dark === undefined ? {} : { dark }) });
  writeFileSync(resolve(out), sheet.jpeg);
  writeFileSync(`${resolve(out)}.json`, `${JSON.stringify({ style, seed, width: sheet.width, height: sheet.height, tiles: sheet.tiles })}\n`);
  process.stderr.write(`wrote the ${style} sheet (${sheet.tiles.length} tiles) to ${resolve(out)}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  }
}
