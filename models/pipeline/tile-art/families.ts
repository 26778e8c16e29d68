/**
 * Tile art by other authors that Debian ships (DESIGN.md section 7), for training and for honest
 * evaluation: which packages hold it, where each family lies once extracted, how its faces are cut
 * out, its licence, and whether a model may see it. The art itself is fetched by `fetch-art.ts`
 * and never committed.
 *
 * The split is the measure of generalisation (issue 19): an `eval` family is never rendered for
 * training, so `npm run eval` on it reads art no model saw. Every package gives at least one
 * evaluation family, and one of them (kmahjongg `jade`) has dark faces with light symbols.
 */
import type { TileLabel } from '../../../src/vision/types';

/** The three games' packages issue 19 names: each gives an evaluation family. */
export const ART_PACKAGES = ['kdegames-mahjongg-data-kf5', 'gnome-mahjongg', 'xmahjongg'] as const;
/**
 * Fonts whose Unicode Mahjong Tiles block (U+1F000-U+1F02B) draws a whole set: more artists for
 * training only (seven training families are few: a training family held out of training reads far
 * worse than the evaluation families, models/MODEL_CARD.md).
 */
export const FONT_PACKAGES = ['fonts-symbola', 'fonts-noto-core'] as const;
export type ArtPackage = (typeof ART_PACKAGES)[number] | (typeof FONT_PACKAGES)[number];

/** What a family is used for. `excluded` families are not riichi faces (see `reason`). */
export type ArtSplit = 'train' | 'eval' | 'excluded';

/** A face cut from a raster: the tile cell's grid and the face inside each cell, in pixels. */
export interface RasterLayout {
  readonly cols: number;
  readonly rows: number;
  readonly cellWidth: number;
  readonly cellHeight: number;
  /** The face inside a cell (the rest is the drawn tile's side walls). */
  readonly face: { readonly x: number; readonly y: number; readonly w: number; readonly h: number };
  /** Each cell's tile, row by row; null = a flower, season or blank, skipped. */
  readonly order: readonly (TileLabel | null)[];
}

interface FamilyBase {
  readonly name: string;
  readonly package: ArtPackage;
  /** Path under the extracted package's `usr/share/`. */
  readonly file: string;
  readonly author: string;
  readonly licence: string;
  readonly split: ArtSplit;
  /** Why a family is excluded, or what sets an evaluation family apart. */
  readonly reason?: string;
  /** Light symbols on a dark face (the dark-faced case). */
  readonly darkFace?: boolean;
}

/** KMahjongg's SVG tilesets: one element per face (CHARACTER_1 ...), drawn over the TILE_1 face. */
export interface SvgFamily extends FamilyBase {
  readonly format: 'kmahjongg-svgz';
}

export interface RasterFamily extends FamilyBase {
  readonly format: 'raster';
  readonly layout: RasterLayout;
}

/** A font's Mahjong Tiles glyphs: line art in a drawn tile frame, one colour of ink. */
export interface FontFamily extends FamilyBase {
  readonly format: 'font';
  /** The family name inside the font file (what an SVG `font-family` asks for). */
  readonly fontFamily: string;
}

export type ArtFamily = SvgFamily | RasterFamily | FontFamily;

const z = (n: number): TileLabel => `${n}z` as TileLabel;
const suit = (s: 'm' | 'p' | 's'): TileLabel[] => Array.from({ length: 9 }, (_, i) => `${i + 1}${s}` as TileLabel);

/**
 * The order xmahjongg's and GNOME Mahjongg's tile images share (read off the images): a suit, the
 * winds North West South East, Red and Green, characters, another suit, four seasons, White, four
 * flowers. 42 cells. Most lay circles first and bamboo after the characters; `gnome2.gif` the
 * other way round.
 */
const xmahjonggOrder = (first: 'p' | 's', last: 'p' | 's'): readonly (TileLabel | null)[] => [
  ...suit(first),
  z(4), z(3), z(2), z(1),
  z(7), z(6),
  ...suit('m'),
  ...suit(last),
  null, null, null, null,
  z(5),
  null, null, null, null,
];
const XMAHJONGG_ORDER = xmahjonggOrder('p', 's');

/** xmahjongg 3.7's GIFs: 21 cells by 2 rows (two more rows: the same tiles highlighted). */
const xmahjonggGrid = (cellWidth: number, cellHeight: number, face: RasterLayout['face'], order = XMAHJONGG_ORDER): RasterLayout => ({
  cols: 21,
  rows: 2,
  cellWidth,
  cellHeight,
  face,
  order,
});

/** GNOME Mahjongg's themes: one strip of 43 cells (the last blank), a second strip highlighted. */
const gnomeStrip = (cellWidth: number, cellHeight: number, face: RasterLayout['face']): RasterLayout => ({
  cols: 43,
  rows: 1,
  cellWidth,
  cellHeight,
  face,
  order: [...XMAHJONGG_ORDER, null],
});

const KDE_GPL = 'GPL-2.0-or-later';
const KDE_DIR = 'kmahjongglib/tilesets';

export const ART_FAMILIES: readonly ArtFamily[] = [
  { name: 'kde-default', package: 'kdegames-mahjongg-data-kf5', format: 'kmahjongg-svgz', file: `${KDE_DIR}/default.svgz`, author: 'Raquel Ravanini', licence: KDE_GPL, split: 'train' },
  { name: 'kde-classic', package: 'kdegames-mahjongg-data-kf5', format: 'kmahjongg-svgz', file: `${KDE_DIR}/classic.svgz`, author: 'Robert Buchholz', licence: KDE_GPL, split: 'train' },
  {
    name: 'kde-traditional',
    package: 'kdegames-mahjongg-data-kf5',
    format: 'kmahjongg-svgz',
    file: `${KDE_DIR}/traditional.svgz`,
    author: 'James L. Hammons',
    licence: KDE_GPL,
    split: 'eval',
    reason: 'light faces, Japanese-style art with corner indices',
  },
  {
    name: 'kde-jade',
    package: 'kdegames-mahjongg-data-kf5',
    format: 'kmahjongg-svgz',
    file: `${KDE_DIR}/jade.svgz`,
    author: 'Eugene Trounev',
    licence: KDE_GPL,
    split: 'eval',
    darkFace: true,
    reason: 'dark red jade faces with white symbols',
  },
  {
    name: 'kde-egypt',
    package: 'kdegames-mahjongg-data-kf5',
    format: 'kmahjongg-svgz',
    file: `${KDE_DIR}/egypt.svgz`,
    author: 'Eugene Trounev and Sean Wilson',
    licence: KDE_GPL,
    split: 'excluded',
    reason: 'Egyptian pictures (a cat, a scarab) in place of the suits and honours: no riichi set looks so',
  },
  {
    name: 'kde-alphabet',
    package: 'kdegames-mahjongg-data-kf5',
    format: 'kmahjongg-svgz',
    file: `${KDE_DIR}/alphabet.svgz`,
    author: 'Raquel Ravanini',
    licence: KDE_GPL,
    split: 'excluded',
    reason: 'letters and digits in place of the suits and honours: no riichi set looks so',
  },
  {
    name: 'gnome-postmodern',
    package: 'gnome-mahjongg',
    format: 'raster',
    file: 'gnome-mahjongg/themes/postmodern.svg',
    author: 'the GNOME Mahjongg authors',
    licence: 'GPL-2.0-or-later',
    split: 'eval',
    reason: 'flat modern art; its White dragon is the GNOME logo',
    layout: gnomeStrip(64, 88, { x: 8, y: 1, w: 55, h: 79 }),
  },
  {
    name: 'gnome-smooth',
    package: 'gnome-mahjongg',
    format: 'raster',
    file: 'gnome-mahjongg/themes/smooth.png',
    author: 'the GNOME Mahjongg authors',
    licence: 'GPL-2.0-or-later',
    split: 'train',
    layout: gnomeStrip(96, 132, { x: 11, y: 1, w: 84, h: 117 }),
  },
  {
    name: 'gnome-edu-kang-xi',
    package: 'gnome-mahjongg',
    format: 'raster',
    file: 'gnome-mahjongg/themes/edu_kang_xi.png',
    author: 'the GNOME Mahjongg authors',
    licence: 'GPL-2.0-or-later',
    split: 'excluded',
    reason: 'Kangxi radicals in place of the suits and honours: no riichi set looks so',
    layout: gnomeStrip(96, 132, { x: 11, y: 1, w: 84, h: 117 }),
  },
  {
    name: 'xmj-dorothys',
    package: 'xmahjongg',
    format: 'raster',
    file: 'games/xmahjongg/tiles/dorothys.gif',
    author: 'Dorothy Robinson',
    licence: 'GPL-2.0-or-later',
    split: 'train',
    layout: xmahjonggGrid(64, 80, { x: 1, y: 1, w: 51, h: 68 }),
  },
  {
    name: 'xmj-dorwhite',
    package: 'xmahjongg',
    format: 'raster',
    file: 'games/xmahjongg/tiles/dorwhite.gif',
    author: 'Dorothy Robinson',
    licence: 'GPL-2.0-or-later',
    split: 'train',
    layout: xmahjonggGrid(64, 80, { x: 1, y: 1, w: 51, h: 68 }),
  },
  {
    name: 'xmj-gnome',
    package: 'xmahjongg',
    format: 'raster',
    file: 'games/xmahjongg/tiles/gnome.gif',
    author: 'Eddie Kohler (xmahjongg)',
    licence: 'GPL-2.0-or-later',
    split: 'train',
    layout: xmahjonggGrid(40, 56, { x: 4, y: 1, w: 35, h: 50 }),
  },
  {
    name: 'xmj-gnome2',
    package: 'xmahjongg',
    format: 'raster',
    file: 'games/xmahjongg/tiles/gnome2.gif',
    author: 'Eddie Kohler (xmahjongg)',
    licence: 'GPL-2.0-or-later',
    split: 'train',
    layout: xmahjonggGrid(40, 56, { x: 4, y: 1, w: 35, h: 50 }, xmahjonggOrder('s', 'p')),
  },
  {
    name: 'xmj-real',
    package: 'xmahjongg',
    format: 'raster',
    file: 'games/xmahjongg/tiles/real.gif',
    author: 'Mark Sanctuary',
    licence: 'GPL-2.0-or-later (xmahjongg)',
    split: 'eval',
    reason: 'photographs of real tiles',
    // A photograph of 9 x 5 tiles (the last column of rows 4 and 5 is the author's credit).
    layout: {
      cols: 9,
      rows: 5,
      cellWidth: 532 / 9,
      cellHeight: 396 / 5,
      face: { x: 3, y: 3, w: 532 / 9 - 6, h: 396 / 5 - 6 },
      order: [...suit('p'), ...suit('s'), ...suit('m'), null, null, null, null, z(4), z(2), z(1), z(3), null, null, null, null, null, z(6), z(5), z(7), null, null],
    },
  },
  {
    name: 'font-symbola',
    package: 'fonts-symbola',
    format: 'font',
    file: 'fonts/truetype/ancient-scripts/Symbola_hint.ttf',
    fontFamily: 'Symbola',
    author: 'George Douros',
    licence: 'free for any use (Symbola licence: may be opened, edited, modified, regenerated, packaged and redistributed)',
    split: 'train',
  },
  {
    name: 'font-noto',
    package: 'fonts-noto-core',
    format: 'font',
    file: 'fonts/truetype/noto/NotoSansSymbols2-Regular.ttf',
    fontFamily: 'Noto Sans Symbols2',
    author: 'Google and the Noto project authors',
    licence: 'OFL-1.1',
    split: 'train',
  },
];

/** The Mahjong Tiles block's code point of a kind: winds E S W N, dragons Red Green White, then 1-9 characters, bamboo, circles. */
export function mahjongCodePoint(tile: TileLabel): number {
  const n = Number(tile[0]);
  switch (tile[1]) {
    case 'm':
      return 0x1f007 + n - 1;
    case 's':
      return 0x1f010 + n - 1;
    case 'p':
      return 0x1f019 + n - 1;
    default:
      return n <= 4 ? 0x1f000 + n - 1 : 0x1f004 + 7 - n;
  }
}

/** KMahjongg's element ids for each kind (WIND_1..4 = North South East West, DRAGON_1..3 = White Green Red). */
export function kmahjonggElement(tile: TileLabel): string {
  const n = Number(tile[0]);
  switch (tile[1]) {
    case 'm':
      return `CHARACTER_${n}`;
    case 'p':
      return `ROD_${n}`;
    case 's':
      return `BAMBOO_${n}`;
    default:
      return n <= 4 ? `WIND_${[3, 2, 4, 1][n - 1]}` : `DRAGON_${n - 4}`;
  }
}

export const familyNamed = (name: string): ArtFamily | undefined => ART_FAMILIES.find((f) => f.name === name);
