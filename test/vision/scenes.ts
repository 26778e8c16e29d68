/**
 * A seeded synthetic scene builder: lays out a hand as detector boxes by the photo conventions of
 * DESIGN.md section 5, with deterministic jitter, any rotation, portrait or landscape, camera
 * foreshortening, indicator rows and clutter. Melds are written as they lie on the table:
 *
 *   'chi [3]45m, pon 7[7]7z, kan 555[5]p, shouminkan 2[22]2s, ankan _11_m, ankan 1__1m'
 *   [d] = a sideways tile, [dd] = a sideways tile with the added tile stacked on it, _ = a back.
 */
import { completeHand } from '../../src/vision/synth/sample-hands';
import { seededRandom } from '../../src/vision/random';
import type { ContextInput } from '../../src/engine/index';
import { compactTiles, labelsOf, plainLabel } from '../../src/vision/tile-labels';
import type { Detection, DetectionKind, RecognisedHand, RecognisedMeld, TileLabel } from '../../src/vision/types';

export interface SceneSpec {
  /** Concealed tiles before the winning tile, mpsz, in row order. */
  readonly hand: string;
  /** The winning tile (none: the row shows no winning tile at all). */
  readonly win?: string;
  /** Set apart by a gap (default), laid sideways at the end, or touching like the others (not marked). */
  readonly winShown?: 'apart' | 'sideways' | 'touching';
  readonly melds?: string;
  readonly dora?: string;
  readonly ura?: string;
  /** Scene rotation in the image, clockwise, any angle (default 0). */
  readonly rotationDeg?: number;
  readonly portrait?: boolean;
  /** Vertical squash of a camera tilted toward the table: 1 = straight down (default). */
  readonly foreshorten?: number;
  /** Rows of 6 discards above everything, the first with a sideways (riichi) tile. */
  readonly discardRows?: number;
  /** Single tiles away from the rows: below the hand, and right of it. */
  readonly strays?: number;
  /** A wall of 17 face-down tiles above everything. */
  readonly wall?: boolean;
  /** Jitter in tile widths for positions (default 0.02) and share of size (default 0.03). */
  readonly jitter?: number;
  readonly seed?: number;
}

export type DraftWithoutProvenance = Omit<RecognisedHand, 'provenance'>;

export interface BuiltScene {
  /** In a shuffled order: the layout must not depend on the detector's order. */
  readonly detections: Detection[];
  /** What the layout should read. */
  readonly expected: DraftWithoutProvenance;
  readonly clutterIds: readonly number[];
}

// Tile geometry in tile widths: a face is 3 wide by 4 high.
const W = 1;
const H = 4 / 3;

type Pose = 'upright' | 'sideways';
interface Token {
  readonly kind: DetectionKind;
  /** What the tile is, for the expected hand (a back's kind inferred from the meld). */
  readonly label: TileLabel;
  readonly pose: Pose;
  readonly stacked: TileLabel | null;
}

/** One meld in table notation -> its tokens and the meld the layout should report. */
export function parseMeld(text: string): { tokens: Token[]; meld: RecognisedMeld } {
  const [type, body = ''] = text.trim().split(/\s+/) as [RecognisedMeld['type'], string?];
  const suit = body.slice(-1);
  const raw: { digit: string | null; pose: Pose; stacked: string | null }[] = [];
  for (let i = 0; i < body.length - 1; i++) {
    const c = body[i]!;
    if (c === '_') raw.push({ digit: null, pose: 'upright', stacked: null });
    else if (c === '[') {
      const close = body.indexOf(']', i);
      const inner = body.slice(i + 1, close);
      raw.push({ digit: inner[0]!, pose: 'sideways', stacked: inner[1] ?? null });
      i = close;
    } else raw.push({ digit: c, pose: 'upright', stacked: null });
  }
  const firstFace = raw.find((r) => r.digit !== null)?.digit ?? '1';
  const shown = plainLabel(`${firstFace}${suit}` as TileLabel);
  const tokens = raw.map((r): Token => ({
    kind: r.digit === null ? 'back' : (`${r.digit}${suit}` as TileLabel),
    label: r.digit === null ? shown : (`${r.digit}${suit}` as TileLabel),
    pose: r.pose,
    stacked: r.stacked === null ? null : (`${r.stacked}${suit}` as TileLabel),
  }));
  const labels = tokens.flatMap((tk) => (tk.stacked ? [tk.label, tk.stacked] : [tk.label]));
  let called: number | null = null;
  let at = 0;
  for (const tk of tokens) {
    if (tk.pose === 'sideways' && called === null) called = at;
    at += tk.stacked ? 2 : 1;
  }
  return { tokens, meld: { type, tiles: compactTiles(labels), called_index: type === 'ankan' ? null : called } };
}

interface Placed {
  readonly kind: DetectionKind;
  readonly cx: number;
  readonly cy: number;
  readonly w: number;
  readonly h: number;
  readonly clutter: boolean;
}

export function buildScene(spec: SceneSpec): BuiltScene {
  const rnd = seededRandom(spec.seed ?? 1);
  const between = (lo: number, hi: number): number => lo + (hi - lo) * rnd();
  const jitter = spec.jitter ?? 0.02;
  const placed: Placed[] = [];
  let x = 0;
  const touch = (): number => between(0, 0.04);
  const apart = (): number => between(0.5, 0.9);
  /** A tile on the hand row's baseline (y = 0, the edge nearest the player), left edge at x. */
  const put = (kind: DetectionKind, pose: Pose, gapAfter: number, clutter = false): Placed => {
    const [w, h] = pose === 'upright' ? [W, H] : [H, W];
    const tile = { kind, cx: x + w / 2, cy: -h / 2, w, h, clutter };
    placed.push(tile);
    x += w + gapAfter;
    return tile;
  };

  const hand = labelsOf(spec.hand);
  const win = spec.win ? labelsOf(spec.win)[0] ?? null : null;
  const shown = spec.winShown ?? 'apart';
  hand.forEach((label, i) => put(label, 'upright', i === hand.length - 1 && win && shown === 'apart' ? apart() : touch()));
  const melds = (spec.melds ?? '').split(',').filter((m) => m.trim() !== '').map(parseMeld);
  if (win) put(win, shown === 'sideways' ? 'sideways' : 'upright', 0);
  for (const { tokens } of melds) {
    x += apart();
    for (const tk of tokens) {
      const host = put(tk.kind, tk.pose, touch());
      if (tk.stacked) placed.push({ kind: tk.stacked, cx: host.cx, cy: host.cy - host.h - between(0, 0.04), w: host.w, h: host.h, clutter: false });
    }
  }
  const handRight = x;

  /** A row of tiles whose bottom edge is at `bottom`, starting at `left`. */
  const row = (kinds: readonly DetectionKind[], left: number, bottom: number, clutter: boolean, sidewaysAt = -1): void => {
    x = left;
    kinds.forEach((kind, i) => {
      const tile = put(kind, i === sidewaysAt ? 'sideways' : 'upright', touch(), clutter);
      placed[placed.length - 1] = { ...tile, cy: bottom - tile.h / 2 };
    });
  };
  const top = (): number => Math.min(...placed.filter((p) => !p.clutter).map((p) => p.cy - p.h / 2));
  const dora = labelsOf(spec.dora ?? '');
  const ura = labelsOf(spec.ura ?? '');
  if (dora.length > 0) row(dora, between(0, 1.5), top() - between(0.3, 0.6) * H, false);
  if (ura.length > 0) row(ura, between(0, 1.5), top() - between(0.3, 0.6) * H, false);

  let clutterTop = top() - between(2.6, 3.2) * H;
  for (let r = 0; r < (spec.discardRows ?? 0); r++) {
    const kinds = Array.from({ length: 6 }, () => randomLabel(rnd));
    row(kinds, between(0, 3), clutterTop, true, r === 0 ? Math.floor(rnd() * 6) : -1);
    clutterTop -= H * 1.1;
  }
  if (spec.wall) row(Array.from({ length: 17 }, () => 'back' as const), between(-1, 1), clutterTop - H, true);
  for (let s = 0; s < (spec.strays ?? 0); s++) {
    const below = s % 2 === 0;
    x = below ? between(0, Math.max(1, handRight - 1)) + s * 3 : handRight + between(4, 6) + s * 2;
    const tile = put(randomLabel(rnd), 'upright', 0, true);
    placed[placed.length - 1] = { ...tile, cy: below ? between(1.5, 2.5) * H : tile.cy };
  }

  const detections = toDetections(placed, spec, rnd, jitter);
  const concealed = win ? [...hand, win] : hand;
  return {
    detections: shuffle(detections, rnd),
    expected: {
      concealed: compactTiles(concealed),
      win_tile: shown === 'touching' ? null : win,
      melds: melds.map((m) => m.meld),
      dora_indicators: dora,
      ura_indicators: ura,
    },
    clutterIds: detections.filter((_, i) => placed[i]!.clutter).map((d) => d.id),
  };
}

function randomLabel(rnd: () => number): TileLabel {
  return `${1 + Math.floor(rnd() * 7)}${'mpsz'[Math.floor(rnd() * 4)]}` as TileLabel;
}

/** Foreshortens, rotates about the scene's centre, fits into the image, and boxes each tile. */
function toDetections(placed: readonly Placed[], spec: SceneSpec, rnd: () => number, jitter: number): Detection[] {
  const squash = spec.foreshorten ?? 1;
  const phi = ((spec.rotationDeg ?? 0) * Math.PI) / 180;
  const [cos, sin] = [Math.cos(phi), Math.sin(phi)];
  const wobble = (): number => (rnd() * 2 - 1) * jitter;
  const tiles = placed.map((p) => {
    const [x, y] = [p.cx + wobble(), (p.cy + wobble()) * squash];
    const [w, h] = [p.w * (1 + 1.5 * wobble()), p.h * squash * (1 + 1.5 * wobble())];
    // Clockwise on screen (y grows downward); the box of a turned rectangle is its bounding box.
    return { kind: p.kind, x: x * cos - y * sin, y: x * sin + y * cos, w: Math.abs(w * cos) + Math.abs(h * sin), h: Math.abs(w * sin) + Math.abs(h * cos) };
  });
  const [imgW, imgH] = spec.portrait ? [720, 1280] : [1280, 720];
  const minX = Math.min(...tiles.map((t) => t.x - t.w / 2));
  const maxX = Math.max(...tiles.map((t) => t.x + t.w / 2));
  const minY = Math.min(...tiles.map((t) => t.y - t.h / 2));
  const maxY = Math.max(...tiles.map((t) => t.y + t.h / 2));
  const scale = Math.min((0.9 * imgW) / (maxX - minX), (0.9 * imgH) / (maxY - minY));
  const [offX, offY] = [(imgW - scale * (maxX - minX)) / 2 - scale * minX, (imgH - scale * (maxY - minY)) / 2 - scale * minY];
  const round = (v: number): number => Math.round(v * 10) / 10;
  return tiles.map((t, i): Detection => {
    const p = Math.round(90 + 9 * rnd()) / 100;
    const box = { x: round(offX + scale * (t.x - t.w / 2)), y: round(offY + scale * (t.y - t.h / 2)), w: round(scale * t.w), h: round(scale * t.h) };
    return { id: i + 1, box, kind: t.kind, orientation: box.w > box.h ? 'sideways' : 'upright', p, topK: [{ kind: randomLabel(rnd), p: Math.round(50 * (1 - p)) / 100 }] };
  });
}

function shuffle<T>(items: readonly T[], rnd: () => number): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The draft without its provenance, for comparing with an expected hand. */
export const handOf = ({ provenance: _provenance, ...hand }: RecognisedHand): DraftWithoutProvenance => hand;

// ---------------------------------------------------------------------------------------------
// Random legal scenes, from the engine's seeded hand generator.

const OPEN_MELD_SPOTS = { chi: 3, pon: 3, kan: 4 } as const;

/** A legal hand from the shared generator, laid out with random meld poses, rotation and clutter. */
export function legalScene(seed: number): { spec: SceneSpec; context: ContextInput } {
  const rnd = seededRandom(seed * 7919);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const { request, riichi } = completeHand(seed, 'ema-2012');
  const tiles = labelsOf(request.hand.concealed);
  const want = request.hand.win_tile as TileLabel;
  const at = tiles.indexOf(want) >= 0 ? tiles.indexOf(want) : tiles.findIndex((l) => plainLabel(l) === plainLabel(want));
  const [win] = tiles.splice(at, 1) as [TileLabel];
  const melds = (request.hand.melds ?? []).map((m) => {
    const [first] = labelsOf(m.tiles);
    const digits = labelsOf(m.tiles).map((l) => l[0]!);
    const suit = first![1];
    if (m.type === 'ankan') return `ankan ${rnd() < 0.5 ? `_${digits[0]}${digits[0]}_` : `${digits[0]}__${digits[0]}`}${suit}`;
    if (m.type === 'shouminkan') {
      const called = Math.floor(rnd() * 3);
      return `shouminkan ${[0, 1, 2].map((i) => (i === called ? `[${digits[0]}${digits[0]}]` : digits[0])).join('')}${suit}`;
    }
    const called = Math.floor(rnd() * OPEN_MELD_SPOTS[m.type as keyof typeof OPEN_MELD_SPOTS]);
    return `${m.type} ${digits.map((d, i) => (i === called ? `[${d}]` : d)).join('')}${suit}`;
  });
  // Indicators that keep every kind within four copies (the engine counts them too).
  const used = [...tiles, win, ...(request.hand.melds ?? []).flatMap((m) => labelsOf(m.tiles))];
  const indicators = (n: number): TileLabel[] => {
    const out: TileLabel[] = [];
    while (out.length < n) {
      const l = randomLabel(rnd);
      if ([...used, ...out].filter((u) => plainLabel(u) === l).length < 3) out.push(l);
    }
    used.push(...out);
    return out;
  };
  const doraCount = 1 + Math.floor(rnd() * 3);
  const dora = indicators(doraCount);
  const ura = riichi ? indicators(doraCount) : [];
  const spec: SceneSpec = {
    hand: compactTiles(tiles),
    win,
    winShown: pick(['apart', 'sideways'] as const),
    melds: melds.join(', '),
    dora: compactTiles(dora),
    ura: compactTiles(ura),
    rotationDeg: pick([0, 90, 180, 270]) + (rnd() * 2 - 1) * 8,
    portrait: rnd() < 0.5,
    discardRows: Math.floor(rnd() * 3),
    strays: Math.floor(rnd() * 3),
    seed,
  };
  return { spec, context: request.context };
}

// ---------------------------------------------------------------------------------------------
// Hand-made rows for targeted cases, in image pixels (30 x 40 a tile):
//   lay('1m 2m 3m | ^4p 5p _ 6p ~ 7p')
//   `5m` upright, `^5m` sideways, `_` a back; tokens touch unless separated by `|` (a clear gap,
//   0.7 widths), `~` (a borderline gap, 0.3 widths) or `||` (far apart, 4 widths).

export const TILE_W = 30;
export const TILE_H = 40;

export function lay(text: string, options: { y?: number; firstId?: number; p?: number } = {}): Detection[] {
  const out: Detection[] = [];
  let x = 10;
  let id = options.firstId ?? 1;
  const y0 = options.y ?? 100;
  const gaps: Record<string, number> = { '|': 0.7, '~': 0.3, '||': 4 };
  for (const token of text.trim().split(/\s+/)) {
    if (token in gaps) {
      x += gaps[token]! * TILE_W;
      continue;
    }
    const sideways = token.startsWith('^');
    const kind = (token === '_' ? 'back' : token.replace('^', '')) as DetectionKind;
    const [w, h] = sideways ? [TILE_H, TILE_W] : [TILE_W, TILE_H];
    out.push({ id: id++, box: { x, y: y0 + TILE_H - h, w, h }, kind, orientation: sideways ? 'sideways' : 'upright', p: options.p ?? 0.95, topK: [] });
    x += w + 1;
  }
  return out;
}
