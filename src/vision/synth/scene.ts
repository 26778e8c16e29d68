/**
 * Synthetic training scenes: a legal hand laid out by the photo conventions of DESIGN.md section 5
 * (concealed row, winning tile apart or sideways, melds with the sideways tile at `called_index`,
 * added kong stacked, concealed kong with two backs, dora / ura rows above), clutter that is not
 * the hand (discard rows, a wall segment of backs, strays), a table background, any rotation, scale,
 * portrait or landscape. Pure and deterministic: `randomSceneSpec(seed)` draws every choice,
 * `composeScene(spec)` turns it into SVG text and label boxes in the dataset format (section 3).
 */
import { completeHand } from './sample-hands';
import type { HandInput, MeldType, PresetName } from '../../engine/index';
import { HELD_OUT_STYLES, TILE_STYLES, TRAINING_STYLES, isTileStyleName, mixedStyle, renderTileSvg, tileSvgSize } from '../render/index';
import type { Rotation, TileStyle, TileStyleName } from '../render/index';
import { seededRandom } from '../random';
import { type BlockLook, type FaceLook, blockTileSvg, facePictureDef } from './block-tile';
import { compactTiles, labelsOf, plainLabel } from '../tile-labels';
import type { DetectionKind, LabelBox, LabelRole, TileLabel } from '../types';

/**
 * A scene's label box: the dataset format with every field given. `orientation` is `back` for a
 * face-down tile, else whether the tile's long side is nearer vertical in the IMAGE.
 */
export type SceneLabel = Required<LabelBox>;
export type LabelOrientation = SceneLabel['orientation'];

/** A meld as it lies on the table, left to right. */
export interface MeldPlan {
  readonly type: MeldType;
  /** The meld's tiles in laid order (an added kong: four tiles, the added one right after its host). */
  readonly tiles: readonly TileLabel[];
  /** Index in `tiles` of the sideways tile (the added kong's host); null for a concealed kong. */
  readonly called: number | null;
  /** Concealed kong: which two tiles lie face down. */
  readonly backs?: 'outer' | 'inner';
}

export type Background =
  | { readonly kind: 'solid'; readonly color: string }
  | { readonly kind: 'gradient'; readonly from: string; readonly to: string; readonly angleDeg: number }
  | { readonly kind: 'texture'; readonly color: string; readonly ink: string; readonly pattern: 'dots' | 'grain' | 'weave'; readonly seed: number };

export interface ClutterPlan {
  /** Discard rows (six a row), each drawn for an opponent: `flipped` turns its tiles upside down. */
  readonly discards: readonly { readonly tiles: readonly TileLabel[]; readonly sidewaysAt: number; readonly flipped: boolean }[];
  /** A wall segment of face-down tiles (0 = none). */
  readonly wall: number;
  /** Single tiles lying anywhere away from the hand, with their own angle. */
  readonly strays: readonly { readonly tile: TileLabel; readonly angleDeg: number; readonly side: 'below' | 'right' | 'left' }[];
}

export interface SceneSpec {
  readonly seed: number;
  readonly style: TileStyleName;
  /** When set, the tiles use `mixedStyle(mix)` (training styles recombined) instead of `style`. */
  readonly mix?: number;
  /** Concealed tiles in row order, the winning tile excluded. */
  readonly concealed: readonly TileLabel[];
  readonly win: TileLabel;
  readonly winShown: 'apart' | 'sideways';
  readonly melds: readonly MeldPlan[];
  readonly dora: readonly TileLabel[];
  readonly ura: readonly TileLabel[];
  readonly clutter: ClutterPlan;
  readonly background: Background;
  /** Scene rotation in the image, clockwise, any angle. */
  readonly rotationDeg: number;
  /** Canvas in pixels. */
  readonly width: number;
  readonly height: number;
  /**
   * Share of the canvas the hand and its indicator rows fill (0.3..0.97): smaller = smaller tiles.
   * Clutter tiles that fall off the canvas are left out of the scene (and its labels).
   */
  readonly fill: number;
  /** Where the scene sits in the slack left around it: 0..1 in each direction (0.5 = centred). */
  readonly offset: readonly [number, number];
  /** Position / angle jitter per tile (tile widths / degrees, default 0.02 / 1.5). */
  readonly jitter?: number;
  readonly angleJitterDeg?: number;
  /** Soft contact shadows under the tiles. */
  readonly tileShadows?: boolean;
  /** When set, the tiles are 3D blocks with another author's face art (`block-tile.ts`), not `style`'s. */
  readonly art?: ArtSpec;
}

/** A scene of block tiles: the art family, how its faces are printed, the blocks and the camera. */
export interface ArtSpec {
  readonly family: string;
  readonly block: BlockLook;
  /** The blocks' thickness in tile widths (real tiles: 0.6-0.8). */
  readonly thickness: number;
  /** The camera's height over the table, in tile widths. */
  readonly cameraHeight: number;
  /** The camera's tilt from straight down, in degrees: the point under it lies height x tan(tilt) below the picture's centre. */
  readonly tiltDeg: number;
  /** How far the point under the camera lies right of the picture's centre, in tile widths. */
  readonly sideShift: number;
}

/** What a scene needs of an art family (the faces manifest of `models/pipeline/tile-art`). */
export interface ArtFamilyInfo {
  readonly name: string;
  /** `#rrggbb`: the faces' ground colour. */
  readonly faceColour: string;
}

/** The picture (an href resvg reads, e.g. a PNG data URL) of one kind of a family. */
export type FacePictures = (family: string, kind: TileLabel) => string;

export interface ComposedScene {
  /** The whole scene: background and tiles. */
  readonly svg: string;
  /** The same tiles on a transparent canvas, and the background alone (for warping the tiles only). */
  readonly tilesSvg: string;
  readonly backgroundSvg: string;
  readonly width: number;
  readonly height: number;
  readonly labels: readonly SceneLabel[];
  /**
   * Each label's tile outline in image pixels (its rounded corners sampled), same order as
   * `labels`: a later warp maps these, not the boxes, to keep the boxes tight.
   */
  readonly outlines: readonly (readonly (readonly [number, number])[])[];
  /** The hand the scene shows (DESIGN.md section 3), with `called_index` and the indicators. */
  readonly hand: HandInput;
  /** The style's name; `mix-SEED` for a recombined one. */
  readonly style: string;
  /** Block tiles only: the point of the table under the camera, in image pixels (each wall points to it). */
  readonly nadir?: readonly [number, number];
}

/**
 * `mixed`: training styles recombined attribute by attribute (`mixedStyle`), never a held-out one.
 * A style's name: that style alone (how the calibration test style, in no set, is rendered).
 */
export type StyleSet = 'training' | 'mixed' | 'held-out' | 'all' | TileStyleName;

export interface RandomSceneOptions {
  readonly styles?: StyleSet;
  readonly preset?: PresetName;
  /** Long side of the canvas in pixels (default 640). */
  readonly size?: number;
  /**
   * Block tiles with these families' art instead of our styles. `looks`: `natural` prints each
   * family as drawn; `any` also recolours it into dark faces with light symbols or tinted faces.
   */
  readonly art?: { readonly families: readonly ArtFamilyInfo[]; readonly looks: 'natural' | 'any' };
  /** The chance that a set of the hand is a kong (`completeHand`'s `kongRate`; default as hands come). */
  readonly kongRate?: number;
}

/** Real sets' back colours: the coloured layer under the face layer. */
const BACK_COLORS = ['#1f7a4d', '#2a6fb0', '#e0a020', '#d8d2c0', '#c0392b', '#2c3e50', '#7fb3d5', '#f2c6d0'];
/** Pale tints for tinted faces (coloured plastic). */
const FACE_TINTS = ['#ffe6b3', '#d6f0ff', '#dff5d6', '#ffd9e0', '#fff4c2'];
/** Dark faces come in many colours: black, jade red, bottle green, navy, brown, plum. */
const DARK_GROUNDS = ['#121212', '#5a0d10', '#0d3b24', '#101a4a', '#3a2410', '#2e1040', '#202030', '#4a1a08'];

/**
 * The art staging of a scene, drawn after every other choice so a scene without art draws the
 * same numbers as before.
 */
function randomArt(rnd: () => number, art: NonNullable<RandomSceneOptions['art']>): ArtSpec {
  const between = (lo: number, hi: number): number => lo + (hi - lo) * rnd();
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  if (art.families.length === 0) throw new Error('art: no families to draw from');
  const family = pick(art.families);
  const r = rnd();
  const look: FaceLook = art.looks === 'natural' || r < 0.5 ? { kind: 'natural' } : r < 0.8 ? { kind: 'dark', ground: pick(DARK_GROUNDS) } : { kind: 'tint', color: pick(FACE_TINTS) };
  // A phone or laptop 25-60 cm over tiles 2.6 cm wide, tilted up to 45 degrees (DESIGN.md 5.5).
  return {
    family: family.name,
    block: { look, ground: family.faceColour, back: pick(BACK_COLORS), cornerRadius: between(4, 8) },
    thickness: between(0.6, 0.8),
    cameraHeight: between(9, 22),
    tiltDeg: between(0, 45),
    sideShift: between(-3, 3),
  };
}

// ---------------------------------------------------------------------------------------------
// Drawing every random choice.

const TABLE_COLORS = ['#1f6b45', '#25573b', '#2b4f7a', '#1d3d5e', '#6b4a2f', '#8a6a48', '#4a4a4f', '#7d7f83', '#a39a88', '#3b2a22', '#c8c2b4', '#5a2a2e', '#e9e6df', '#2a2a2a'];

function styleNames(set: StyleSet): TileStyleName[] {
  if (isTileStyleName(set)) return [set];
  const pool: readonly TileStyle[] = set === 'training' || set === 'mixed' ? TRAINING_STYLES : set === 'held-out' ? HELD_OUT_STYLES : [...TRAINING_STYLES, ...HELD_OUT_STYLES];
  return pool.map((s) => s.name as TileStyleName);
}

const randomTile = (rnd: () => number): TileLabel => {
  const suit = 'mpsz'[Math.floor(rnd() * 4)]!;
  const n = 1 + Math.floor(rnd() * (suit === 'z' ? 7 : 9));
  return (n === 5 && suit !== 'z' && rnd() < 0.15 ? `0${suit}` : `${n}${suit}`) as TileLabel;
};

/** The hand of a scene (the engine's generator) as tiles to lay: the row, the winning tile, the melds' staging. */
function randomHand(seed: number, preset: PresetName, rnd: () => number, int: (lo: number, hi: number) => number, kongRate: number | undefined) {
  const { request, riichi } = completeHand(seed, preset, kongRate === undefined ? {} : { kongRate });
  const tiles = labelsOf(request.hand.concealed);
  const want = request.hand.win_tile as TileLabel;
  const exact = tiles.indexOf(want);
  const at = exact >= 0 ? exact : tiles.findIndex((l) => plainLabel(l) === plainLabel(want));
  const [win] = tiles.splice(at, 1) as [TileLabel];
  // Hands lie sorted most of the time, shuffled sometimes (the row order is what the label says).
  if (rnd() < 0.8) tiles.sort((a, b) => sortKey(a) - sortKey(b));
  else shuffleInPlace(tiles, rnd);

  const melds: MeldPlan[] = (request.hand.melds ?? []).map((m) => {
    const ts = labelsOf(m.tiles);
    if (m.type === 'ankan') return { type: m.type, tiles: ts, called: null, backs: rnd() < 0.8 ? 'outer' : 'inner' };
    if (m.type === 'shouminkan') return { type: m.type, tiles: ts, called: int(0, 2) };
    return { type: m.type, tiles: ts, called: int(0, ts.length - 1) };
  });
  return { tiles, win, melds, riichi };
}

/** The table under the tiles: one colour, a gradient or a texture. */
function randomBackground(rnd: () => number, pick: <T>(xs: readonly T[]) => T, between: (lo: number, hi: number) => number, int: (lo: number, hi: number) => number): Background {
  const r = rnd();
  const color = pick(TABLE_COLORS);
  if (r < 0.35) return { kind: 'solid', color };
  if (r < 0.65) return { kind: 'gradient', from: color, to: pick(TABLE_COLORS), angleDeg: between(0, 360) };
  return { kind: 'texture', color, ink: pick(TABLE_COLORS), pattern: pick(['dots', 'grain', 'weave'] as const), seed: int(1, 1e9) };
}

/** Every choice of a scene, drawn from `seed`: a legal hand (the engine's generator) and its staging. */
export function randomSceneSpec(seed: number, options: RandomSceneOptions = {}): SceneSpec {
  const rnd = seededRandom(Math.imul(seed, 0x9e3779b1) ^ 0x5eed);
  const between = (lo: number, hi: number): number => lo + (hi - lo) * rnd();
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const int = (lo: number, hi: number): number => lo + Math.floor(rnd() * (hi - lo + 1));

  const { tiles, win, melds, riichi } = randomHand(seed, options.preset ?? 'ema-2012', rnd, int, options.kongRate);

  // Indicators that keep every kind within four copies (the engine counts them too).
  const used: TileLabel[] = [...tiles, win, ...melds.flatMap((m) => m.tiles)];
  const indicators = (n: number): TileLabel[] => {
    const out: TileLabel[] = [];
    while (out.length < n) {
      const l = randomTile(rnd);
      const plain = plainLabel(l);
      const count = [...used, ...out].filter((u) => plainLabel(u) === plain).length;
      const redTaken = l[0] === '0' && [...used, ...out].includes(l);
      if (count < 4 && !redTaken) out.push(l);
    }
    used.push(...out);
    return out;
  };
  const doraCount = rnd() < 0.6 ? 1 : int(2, 4);
  const dora = indicators(doraCount);
  const ura = riichi && rnd() < 0.8 ? indicators(doraCount) : [];

  const discards = Array.from({ length: pick([0, 0, 1, 1, 2, 3]) }, (_, r) => ({
    tiles: Array.from({ length: int(3, 6) }, () => randomTile(rnd)),
    sidewaysAt: r === 0 && rnd() < 0.5 ? int(0, 2) : -1,
    flipped: rnd() < 0.4,
  }));
  const strays = Array.from({ length: pick([0, 0, 1, 2, 3]) }, () => ({
    tile: randomTile(rnd),
    angleDeg: between(-180, 180),
    side: pick(['below', 'right', 'left'] as const),
  }));

  const background = randomBackground(rnd, pick, between, int);

  const size = options.size ?? 640;
  const aspect = pick([1, 4 / 3, 16 / 9, 3 / 2]);
  const short = Math.round(size / aspect);
  const quarter = pick([0, 90, 180, 270]);
  const rotationDeg = rnd() < 0.6 ? quarter + between(-12, 12) : between(0, 360);
  // People mostly frame the hand along the picture's long side: portrait when the row runs
  // vertically in the image, three times out of four.
  const rowVertical = Math.abs(Math.sin((rotationDeg * Math.PI) / 180)) > Math.SQRT1_2;
  const portrait = rnd() < 0.75 ? rowVertical : !rowVertical;

  const spec: SceneSpec = {
    seed,
    style: pick(styleNames(options.styles ?? 'training')),
    // Derived from the seed, not drawn: the other choices stay those of a `training` scene.
    ...(options.styles === 'mixed' ? { mix: seed } : {}),
    concealed: tiles,
    win,
    winShown: rnd() < 0.65 ? 'apart' : 'sideways',
    melds,
    dora,
    ura,
    clutter: { discards, wall: rnd() < 0.35 ? int(4, 14) : 0, strays },
    background,
    rotationDeg,
    width: portrait ? short : size,
    height: portrait ? size : short,
    fill: between(0.5, 0.96),
    offset: [rnd(), rnd()],
    tileShadows: rnd() < 0.7,
  };
  return options.art === undefined ? spec : { ...spec, art: randomArt(rnd, options.art) };
}

const sortKey = (l: TileLabel): number => 'mpsz'.indexOf(l[1]!) * 10 + (l[0] === '0' ? 5.5 : Number(l[0]));

function shuffleInPlace<T>(xs: T[], rnd: () => number): void {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [xs[i], xs[j]] = [xs[j]!, xs[i]!];
  }
}

// ---------------------------------------------------------------------------------------------
// Laying out and drawing.

/** A tile on the table, in scene units (the style's SVG units; an upright face is 60 wide). */
interface Placed {
  readonly kind: DetectionKind;
  readonly rotation: Rotation;
  /** Centre and size before its own small turn. */
  readonly cx: number;
  readonly cy: number;
  readonly w: number;
  readonly h: number;
  readonly angleDeg: number;
  readonly role: LabelRole;
}

/** 2D affine map [a b c d e f]: x' = a x + c y + e, y' = b x + d y + f (SVG's matrix order). */
type Affine = readonly [number, number, number, number, number, number];
const compose = (m: Affine, n: Affine): Affine => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];
const rotate = (deg: number): Affine => {
  const r = (deg * Math.PI) / 180;
  return [Math.cos(r), Math.sin(r), -Math.sin(r), Math.cos(r), 0, 0];
};
const translate = (x: number, y: number): Affine => [1, 0, 0, 1, x, y];
const scale = (s: number): Affine => [s, 0, 0, s, 0, 0];
const apply = (m: Affine, x: number, y: number): [number, number] => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
const fmt = (n: number): string => String(Math.round(n * 1000) / 1000);

/** Draws from the scene's random stream, in scene units (`W`: an upright tile's width). */
interface Pen {
  readonly between: (lo: number, hi: number) => number;
  readonly up: { readonly width: number; readonly height: number };
  readonly side: { readonly width: number; readonly height: number };
  readonly W: number;
  readonly jitter: number;
  readonly angleJitter: number;
  readonly rnd: () => number;
}

/** Every tile of the scene on the table: the hand row, the indicator rows above it, the clutter. */
function layOut(spec: SceneSpec, pen: Pen): Placed[] {
  const { between, up, side, W, jitter, angleJitter, rnd } = pen;
  const touch = (): number => between(0, 0.03) * W;
  const apart = (): number => between(0.45, 0.9) * W;
  const wobble = (): number => (rnd() * 2 - 1) * jitter;
  const turn = (): number => (rnd() * 2 - 1) * angleJitter;

  const placed: Placed[] = [];
  let x = 0;
  /** A tile whose bottom edge lies on `bottom`, left edge at the pen; moves the pen. */
  const put = (kind: DetectionKind, sideways: boolean, role: LabelRole, bottom = 0, flipped = false): Placed => {
    const { width: w, height: h } = sideways ? side : up;
    const rotation: Rotation = sideways ? (flipped ? 270 : 90) : flipped ? 180 : 0;
    const tile: Placed = { kind, rotation, cx: x + w / 2 + wobble(), cy: bottom - h / 2 + wobble() * 0.5, w, h, angleDeg: turn(), role };
    placed.push(tile);
    x += w;
    return tile;
  };

  // The hand row: concealed tiles, the winning tile, then the melds, bottoms on y = 0.
  spec.concealed.forEach((t) => {
    put(t, false, 'hand');
    x += touch();
  });
  if (spec.winShown === 'apart') x += apart();
  put(spec.win, spec.winShown === 'sideways', 'win');
  for (const meld of spec.melds) {
    x += apart();
    meld.tiles.forEach((t, i) => {
      if (meld.type === 'shouminkan' && meld.called !== null && i === meld.called + 1) return; // stacked below
      const back = meld.type === 'ankan' && (meld.backs === 'inner' ? i === 1 || i === 2 : i === 0 || i === 3);
      const host = put(back ? 'back' : t, i === meld.called, 'meld');
      if (meld.type === 'shouminkan' && i === meld.called) {
        const added = meld.tiles[i + 1]!;
        placed.push({ ...host, kind: added, cy: host.cy - host.h - between(0, 0.03) * W, angleDeg: turn() });
      }
      x += touch();
    });
  }
  const handRight = x;
  const top = (): number => Math.min(...placed.map((p) => p.cy - p.h / 2));
  const bottom = (): number => Math.max(...placed.map((p) => p.cy + p.h / 2));

  /** A row of tiles with bottoms on `rowBottom`, from `left`. */
  const row = (kinds: readonly DetectionKind[], left: number, rowBottom: number, role: LabelRole, sidewaysAt = -1, flipped = false): void => {
    x = left;
    kinds.forEach((k, i) => {
      put(k, i === sidewaysAt, role, rowBottom, flipped);
      x += touch();
    });
  };
  if (spec.dora.length > 0) row(spec.dora, between(0, 1.5) * W, top() - between(0.3, 0.6) * up.height, 'dora');
  if (spec.ura.length > 0) row(spec.ura, between(0, 1.5) * W, top() - between(0.25, 0.5) * up.height, 'ura');

  // Clutter, kept well away from the hand so the layout can tell it apart.
  let clutterBottom = top() - between(2.6, 3.4) * up.height;
  for (const d of spec.clutter.discards) {
    row(d.tiles, between(0, 4) * W, clutterBottom, 'other', d.sidewaysAt, d.flipped);
    clutterBottom -= up.height * between(1.02, 1.1);
  }
  if (spec.clutter.wall > 0) row(Array.from({ length: spec.clutter.wall }, () => 'back' as const), between(-1, 3) * W, clutterBottom - between(0.3, 1) * up.height, 'other');
  const handTop = top();
  spec.clutter.strays.forEach((s, i) => {
    const b = bottom();
    if (s.side === 'below') x = between(0, Math.max(1, handRight / W - 2)) * W;
    else if (s.side === 'right') x = handRight + between(4.5, 6) * W + i * 1.6 * W;
    else x = -between(5, 6.5) * W - i * 1.6 * W;
    const yBottom = s.side === 'below' ? b + between(1.4, 2.2) * up.height : between(handTop, 0);
    const t = put(s.tile, false, 'other', yBottom);
    placed[placed.length - 1] = { ...t, angleDeg: s.angleDeg };
  });
  return placed;
}

/** The scene's own map (turned about the origin, scaled and moved so the hand fits the canvas), and each tile's. */
function fitScene(spec: SceneSpec, placed: readonly Placed[], r: number) {
  // Each tile's own map (centre, small turn), then the scene's: rotate about the origin and fit.
  const local = placed.map((p): Affine => compose(translate(p.cx, p.cy), compose(rotate(p.angleDeg), translate(-p.w / 2, -p.h / 2))));
  const turnScene = rotate(spec.rotationDeg);
  /** Bounds of a rounded tile under a map: its corner circles' centres, widened by the radius. */
  const boundsOf = (m: Affine, p: Placed, radiusScale: number): { x0: number; y0: number; x1: number; y1: number } => {
    const pts = [apply(m, r, r), apply(m, p.w - r, r), apply(m, r, p.h - r), apply(m, p.w - r, p.h - r)];
    const rr = r * radiusScale;
    return {
      x0: Math.min(...pts.map((q) => q[0])) - rr,
      y0: Math.min(...pts.map((q) => q[1])) - rr,
      x1: Math.max(...pts.map((q) => q[0])) + rr,
      y1: Math.max(...pts.map((q) => q[1])) + rr,
    };
  };
  // The scale fits the hand and its indicator rows; clutter that falls off the canvas is left out.
  const turned = placed.map((p, i) => boundsOf(compose(turnScene, local[i]!), p, 1));
  const own = turned.filter((_, i) => placed[i]!.role !== 'other');
  const minX = Math.min(...own.map((b) => b.x0));
  const minY = Math.min(...own.map((b) => b.y0));
  const maxX = Math.max(...own.map((b) => b.x1));
  const maxY = Math.max(...own.map((b) => b.y1));
  const s = Math.min((spec.fill * spec.width) / (maxX - minX), (spec.fill * spec.height) / (maxY - minY));
  const slackX = spec.width - s * (maxX - minX);
  const slackY = spec.height - s * (maxY - minY);
  const offX = slackX * (0.1 + 0.8 * spec.offset[0]) - s * minX;
  const offY = slackY * (0.1 + 0.8 * spec.offset[1]) - s * minY;
  const world = compose(translate(offX, offY), compose(scale(s), turnScene));
  const inside = (i: number): boolean => {
    const b = turned[i]!;
    const [x0, y0, x1, y1] = [b.x0 * s + offX, b.y0 * s + offY, b.x1 * s + offX, b.y1 * s + offY];
    return x0 >= 0 && y0 >= 0 && x1 <= spec.width && y1 <= spec.height;
  };
  return { local, world, s, boundsOf, inside };
}

/** A placed tile's label: its box in the image (clamped to it) under the map `m`, its orientation there. */
function tileLabel(p: Placed, m: Affine, b: { x0: number; y0: number; x1: number; y1: number }, spec: SceneSpec): SceneLabel {
  const clamp = (v: number, hi: number): number => Math.max(0, Math.min(hi, v));
  const x0 = clamp(b.x0, spec.width);
  const y0 = clamp(b.y0, spec.height);
  const x1 = clamp(b.x1, spec.width);
  const y1 = clamp(b.y1, spec.height);
  const round = (v: number): number => Math.round(v * 10) / 10;
  // Long side nearer vertical in the image = upright (the tile's own long axis is y when unturned).
  const sidewaysTile = p.rotation === 90 || p.rotation === 270;
  const [ax, ay] = [m[2], m[3]]; // image direction of the tile's y axis
  const yAxisVertical = Math.abs(ay) >= Math.abs(ax);
  const kind = p.kind;
  return {
    tile: kind === 'back' ? 'back' : plainLabel(kind),
    red: kind !== 'back' && kind[0] === '0',
    x: round(x0),
    y: round(y0),
    w: round(x1 - x0),
    h: round(y1 - y0),
    orientation: kind === 'back' ? 'back' : yAxisVertical !== sidewaysTile ? 'upright' : 'sideways',
    role: p.role,
  };
}

/** The hand a scene shows, as the engine reads it. */
function sceneHand(spec: SceneSpec): HandInput {
  return {
    concealed: compactTiles([...spec.concealed, spec.win]),
    win_tile: spec.win,
    melds: spec.melds.map((m) => ({ type: m.type, tiles: compactTiles(m.tiles), called_index: m.called })),
    dora_indicators: [...spec.dora],
    ura_indicators: [...spec.ura],
  };
}

/**
 * The scene's SVG and labels. A scene with `art` needs `pictures`, the face pictures of its family
 * (kept out of the spec so a spec stays small and printable).
 */
export function composeScene(spec: SceneSpec, pictures?: FacePictures): ComposedScene {
  const style = spec.mix === undefined ? TILE_STYLES[spec.style] : mixedStyle(spec.mix);
  const art = spec.art;
  if (art !== undefined && pictures === undefined) throw new Error(`scene ${spec.seed} has art (${art.family}) but no face pictures were given`);
  const rnd = seededRandom(Math.imul(spec.seed, 40503) ^ 0xc0ffee);
  const between = (lo: number, hi: number): number => lo + (hi - lo) * rnd();
  const jitter = (spec.jitter ?? 0.02) * 60;
  const angleJitter = spec.angleJitterDeg ?? 1.5;
  // A block tile's box is its face; its thickness is drawn outside it, where the camera sees it.
  const up = art === undefined ? tileSvgSize(style, 0) : { width: 60, height: 80 };
  const side = art === undefined ? tileSvgSize(style, 90) : { width: 80, height: 60 };
  const W = up.width;
  const placed = layOut(spec, { between, up, side, W, jitter, angleJitter, rnd });
  const r = art === undefined ? style.cornerRadius : art.block.cornerRadius;
  const { local, world, s, boundsOf, inside } = fitScene(spec, placed, r);

  let tilesMarkup = '';
  const labels: SceneLabel[] = [];
  const outlines: [number, number][][] = [];
  const shadowDx = between(-0.06, 0.06) * W;
  const shadowDy = between(0.02, 0.08) * W;
  const blocks = art === undefined ? null : blockStaging(art, spec, pictures!, W * s);
  // Block tiles farther from the camera first, so a nearer tile hides the walls it stands before.
  const order = placed.map((_, i) => i);
  if (blocks !== null) order.sort((a, b) => blocks.distance(compose(world, local[b]!), placed[b]!) - blocks.distance(compose(world, local[a]!), placed[a]!));
  for (const i of order) {
    const p = placed[i]!;
    if (p.role === 'other' && !inside(i)) continue;
    const m = compose(world, local[i]!);
    const matrix = `matrix(${m.map(fmt).join(' ')})`;
    let outline = roundedOutline(p.w, p.h, r);
    if (blocks === null) {
      const tileSeed = (Math.imul(spec.seed, 131) + i * 7919) >>> 0;
      const svg = renderTileSvg(p.kind, style, { rotation: p.rotation, seed: tileSeed });
      if (spec.tileShadows) {
        tilesMarkup += `<rect transform="${matrix}" x="${fmt(shadowDx)}" y="${fmt(shadowDy)}" width="${fmt(p.w)}" height="${fmt(p.h)}" rx="${fmt(r + 1)}" fill="#000" fill-opacity="0.28"/>`;
      }
      tilesMarkup += `<g transform="${matrix}">${svg}</g>`;
    } else {
      const wall = blocks.wall(m, p);
      if (spec.tileShadows) blocks.shadows += `<rect transform="${matrix}" x="${fmt(wall[0] + shadowDx * 0.5)}" y="${fmt(wall[1] + shadowDy * 0.5)}" width="${fmt(p.w)}" height="${fmt(p.h)}" rx="${fmt(r + 1)}" fill="#000" fill-opacity="0.3"/>`;
      tilesMarkup += `<g transform="${matrix}">${blocks.tile(p, wall)}</g>`;
      // The visible block: the face and its footprint, and the walls between them.
      outline = [...outline, ...outline.map(([u, v]): [number, number] => [u + wall[0], v + wall[1]])];
    }
    const mapped = outline.map(([u, v]) => apply(m, u, v));
    const b =
      blocks === null
        ? boundsOf(m, p, s)
        : { x0: Math.min(...mapped.map((q) => q[0])), y0: Math.min(...mapped.map((q) => q[1])), x1: Math.max(...mapped.map((q) => q[0])), y1: Math.max(...mapped.map((q) => q[1])) };
    outlines.push(mapped);
    labels.push(tileLabel(p, m, b, spec));
  }
  if (blocks !== null) tilesMarkup = `<defs>${blocks.defs()}</defs>${blocks.shadows}${tilesMarkup}`;

  const { width, height } = spec;
  const background = backgroundMarkup(spec.background, width, height);
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`;
  const hand = sceneHand(spec);
  return {
    svg: `${open}${background}${tilesMarkup}</svg>`,
    tilesSvg: `${open}${tilesMarkup}</svg>`,
    backgroundSvg: `${open}${background}</svg>`,
    width,
    height,
    labels,
    outlines,
    hand,
    style: spec.mix === undefined ? spec.style : style.name,
    ...(blocks === null ? {} : { nadir: blocks.nadir }),
  };
}

/**
 * How block tiles are drawn in one scene: each tile's wall (where its footprint lies, in its own
 * units), its markup, and the face pictures and filters the scene defines once.
 */
function blockStaging(art: ArtSpec, spec: SceneSpec, pictures: FacePictures, tileWidth: number) {
  // The camera looks at the picture's centre from `cameraHeight` tile widths up, tilted by `tiltDeg`.
  const nadir: [number, number] = [
    spec.width / 2 + art.sideShift * tileWidth,
    spec.height / 2 + art.cameraHeight * Math.tan((art.tiltDeg * Math.PI) / 180) * tileWidth,
  ];
  // A face at height t over the table, seen from a camera at height H over the point N, lies where
  // the table point P + (P - N) t / (H - t) would: its footprint appears shifted towards N.
  const k = art.thickness / (art.cameraHeight - art.thickness);
  const used = new Map<string, string>();
  const centre = (m: Affine, p: Placed): [number, number] => apply(m, p.w / 2, p.h / 2);
  return {
    nadir,
    shadows: '',
    distance(m: Affine, p: Placed): number {
      const [x, y] = centre(m, p);
      return Math.hypot(x - nadir[0], y - nadir[1]);
    },
    /** The footprint's offset from the face in the tile's own units (the map's linear part inverted). */
    wall(m: Affine, p: Placed): [number, number] {
      const [x, y] = centre(m, p);
      const [vx, vy] = [(nadir[0] - x) * k, (nadir[1] - y) * k];
      const det = m[0] * m[3] - m[2] * m[1];
      return [(m[3] * vx - m[2] * vy) / det, (-m[1] * vx + m[0] * vy) / det];
    },
    tile(p: Placed, wall: readonly [number, number]): string {
      let id: string | null = null;
      if (p.kind !== 'back') {
        id = `rl-face-${p.kind}`;
        if (!used.has(id)) used.set(id, pictures(art.family, p.kind));
      }
      return blockTileSvg(id, art.block, p.rotation, p.w, p.h, wall);
    },
    defs(): string {
      return [...used].map(([id, href]) => facePictureDef(id, href)).join('');
    },
  };
}

/** Points around a rounded rectangle (0,0)-(w,h): each corner's arc in four steps. */
function roundedOutline(w: number, h: number, r: number): [number, number][] {
  const out: [number, number][] = [];
  const corners: [number, number, number][] = [
    [w - r, h - r, 0],
    [r, h - r, 90],
    [r, r, 180],
    [w - r, r, 270],
  ];
  for (const [cx, cy, start] of corners) {
    for (let k = 0; k <= 4; k++) {
      const a = ((start + k * 22.5) * Math.PI) / 180;
      out.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
    }
  }
  return out;
}

function backgroundMarkup(bg: Background, width: number, height: number): string {
  const full = `x="0" y="0" width="${width}" height="${height}"`;
  if (bg.kind === 'solid') return `<rect ${full} fill="${bg.color}"/>`;
  if (bg.kind === 'gradient') {
    const a = (bg.angleDeg * Math.PI) / 180;
    const [dx, dy] = [Math.cos(a) / 2, Math.sin(a) / 2];
    return (
      `<defs><linearGradient id="synth-bg" x1="${fmt(0.5 - dx)}" y1="${fmt(0.5 - dy)}" x2="${fmt(0.5 + dx)}" y2="${fmt(0.5 + dy)}">` +
      `<stop offset="0" stop-color="${bg.from}"/><stop offset="1" stop-color="${bg.to}"/></linearGradient></defs>` +
      `<rect ${full} fill="url(#synth-bg)"/>`
    );
  }
  const rnd = seededRandom(bg.seed);
  let marks = '';
  const n = Math.round((width * height) / (bg.pattern === 'dots' ? 900 : 9000));
  for (let i = 0; i < n; i++) {
    const x = rnd() * width;
    const y = rnd() * height;
    const o = fmt(0.05 + 0.15 * rnd());
    if (bg.pattern === 'dots') marks += `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(0.6 + 1.6 * rnd())}" fill="${bg.ink}" fill-opacity="${o}"/>`;
    else if (bg.pattern === 'grain') {
      const len = width * (0.2 + 0.6 * rnd());
      marks += `<path d="M${fmt(x - len / 2)} ${fmt(y)} q${fmt(len / 4)} ${fmt((rnd() - 0.5) * 12)} ${fmt(len / 2)} 0 t${fmt(len / 2)} 0" stroke="${bg.ink}" stroke-opacity="${o}" stroke-width="${fmt(0.5 + 2 * rnd())}" fill="none"/>`;
    } else {
      const len = 20 + 60 * rnd();
      const vertical = rnd() < 0.5;
      marks += `<line x1="${fmt(x)}" y1="${fmt(y)}" x2="${fmt(vertical ? x : x + len)}" y2="${fmt(vertical ? y + len : y)}" stroke="${bg.ink}" stroke-opacity="${o}" stroke-width="${fmt(1 + 3 * rnd())}"/>`;
    }
  }
  return `<rect ${full} fill="${bg.color}"/>${marks}`;
}
