/**
 * The last guard before a hand draft leaves recognition (issue 19, "never an impossible hand").
 * Rules-aware decoding returns legal hands only; but when it finds none (unseen tile art, a hand
 * misread in several places, a tile missing) the draft is shown as laid out, and the layout gives
 * a group that fits no meld its likeliest type anyway (`meld-shape.ts`): `ankan:7797m`,
 * `chi:54s3z`, `kan:8s884p`, `chi:7z86p` reached the editor, every tile above the editor's
 * threshold, so it said "0 to check". Here such a draft is still given (the user corrects it) but:
 *
 *  - every meld is legal for its declared type: a meld whose tiles are not is shown as the most
 *    probable meld of that type (each tile's kind weighed by the classifier's alternatives), and
 *    all its tiles are doubted (`illegal_meld`);
 *  - no suit holds more red fives than the preset's set (`too_many_red_fives`); a red five the
 *    tiles showed stays red in the meld it is in, kongs included;
 *  - when the hand is still no legal hand, the tiles that keep it from being one are doubted
 *    (`no_legal_reading`): the tiles no winning shape explains, five of a kind, the winning tile
 *    not held, an indicator row a photo cannot show; failing those, the whole concealed part.
 *
 * So a draft that is not a legal hand always has a doubted tile, and the UI counts it to check.
 *
 * Why an illegal meld keeps its type, its tiles repaired, rather than being taken apart into loose
 * concealed tiles: the type comes from what the layout sees of the group (a sideways tile, two
 * backs, a stacked tile, four columns), which survives unseen tile art far better than the faces
 * do (the failures above are faces misread: a 3z for a 3s or 6s, a 7z for a 7p). Taking the meld
 * apart would lose that, change the tile count (a kong's four loose tiles make 15) and turn one
 * misread face into a hand to rebuild, where the editor fixes a doubted tile in one tap (it offers
 * what the classifier saw). Only a group that cannot be its type at all, too few or too many
 * tiles, is taken apart into concealed tiles, all doubted.
 */
import { isCompleteShape, meldShapeProblem, parseHand, parseTiles, type MeldType, type Ruleset } from '../engine/index';
import { indicatorsFit, isLegalHand } from './rules-decoding';
import { compactTiles, isTileLabel, labelsOf, plainLabel, TILE_LABELS } from './tile-labels';
import type { RecognisedHand, RecognisedMeld, TileLabel, TileSource, VisionWarning } from './types';

/** Kinds in the set, in engine order (`1m`..`9m`, `1p`.., `1s`.., `1z`..`7z`): index = engine kind. */
const KINDS: readonly TileLabel[] = TILE_LABELS.slice(0, 34);
/**
 * The probability given a kind the classifier did not list for a tile (its list stops at four),
 * as in `DECODING_DEFAULTS.minP`: a repair may have to use one.
 */
const UNLISTED_P = 1e-4;
/**
 * A repaired meld making five of a kind costs this much more per tile over four, in nats, and so
 * does each tile of a kind the preset's set lacks (2m-8m in three-player): taken only when every
 * fill does.
 */
const OVER_SUPPLY_NATS = 50;
/** Four of each kind in a set. */
const COPIES = 4;

interface Tile {
  readonly label: TileLabel;
  readonly source: TileSource | null;
}

interface WorkMeld {
  readonly type: MeldType;
  readonly called_index: number | null;
  readonly tiles: Tile[];
}

/** The draft's tiles as one editable table, each with its source. */
interface Work {
  concealed: Tile[];
  /** The winning tile is the last concealed tile (as `assemble.ts` lays it): it follows that tile. */
  readonly winLast: boolean;
  readonly melds: WorkMeld[];
  readonly dora: Tile[];
  readonly ura: Tile[];
}

export interface GuardedDraft {
  readonly draft: RecognisedHand;
  /** Why tiles were repaired or doubted; empty when the draft was legal. */
  readonly warnings: readonly VisionWarning[];
}

const zip = (labels: readonly TileLabel[], sources: readonly TileSource[]): Tile[] => labels.map((label, i) => ({ label, source: sources[i] ?? null }));

function workOf(draft: RecognisedHand): Work {
  const p = draft.provenance;
  const concealed = zip(labelsOf(draft.concealed), p.concealed);
  return {
    concealed,
    winLast: draft.win_tile !== null && concealed.at(-1)?.label === draft.win_tile,
    melds: draft.melds.map((m, i) => ({ type: m.type, called_index: m.called_index, tiles: zip(labelsOf(m.tiles), p.melds[i] ?? []) })),
    dora: zip(draft.dora_indicators, p.dora_indicators),
    ura: zip(draft.ura_indicators, p.ura_indicators),
  };
}

function draftOf(draft: RecognisedHand, w: Work): RecognisedHand {
  const sources = (tiles: readonly Tile[]): TileSource[] => tiles.flatMap((t) => (t.source === null ? [] : [t.source]));
  const last = w.concealed.at(-1);
  const win = draft.provenance.win_tile;
  return {
    concealed: compactTiles(w.concealed.map((t) => t.label)),
    win_tile: w.winLast && last !== undefined ? last.label : draft.win_tile,
    melds: w.melds.map((m): RecognisedMeld => ({ type: m.type, tiles: compactTiles(m.tiles.map((t) => t.label)), called_index: m.called_index })),
    dora_indicators: w.dora.map((t) => t.label),
    ura_indicators: w.ura.map((t) => t.label),
    provenance: {
      concealed: sources(w.concealed),
      win_tile: w.winLast && last?.source && win !== null && last.source.id === win.id ? last.source : win,
      melds: w.melds.map((m) => sources(m.tiles)),
      dora_indicators: sources(w.dora),
      ura_indicators: sources(w.ura),
    },
  };
}

const doubt = (t: Tile, label: TileLabel = t.label): Tile => ({ label, source: t.source === null ? null : { ...t.source, doubted: true } });
const allTiles = (w: Work): Tile[] => [...w.concealed, ...w.melds.flatMap((m) => m.tiles), ...w.dora, ...w.ura];
const kindIndex = (label: TileLabel): number => KINDS.indexOf(plainLabel(label));

/** The classifier's probability that a tile is of a kind (a red five and a five summed); 1 for a face-down tile, which shows none. */
function chanceOf(t: Tile, kind: TileLabel): number {
  const s = t.source;
  if (s === null) return plainLabel(t.label) === kind ? 1 : UNLISTED_P;
  if (s.seen === 'back') return 1;
  const p = [{ kind: s.seen, p: s.p }, ...s.alternatives].reduce((sum, a) => sum + (isTileLabel(a.kind) && plainLabel(a.kind) === kind ? a.p : 0), 0);
  return Math.max(UNLISTED_P, p);
}

/** The kinds a legal meld of `type` may show, position by position, for `size` tiles. */
function fills(type: MeldType, size: number): TileLabel[][] {
  if (type !== 'chi') return KINDS.map((k) => Array.from({ length: size }, () => k));
  const out: TileLabel[][] = [];
  const orders = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
  for (const suit of ['m', 'p', 's'])
    for (let a = 1; a <= 7; a++) for (const o of orders) out.push(o.map((d) => `${a + d}${suit}` as TileLabel));
  return out;
}

/**
 * The most probable tiles of a legal `type` meld in place of `tiles` (independent tiles, as in
 * rules-decoding.ts), avoiding five of a kind with `others` (kind counts of the rest of the hand)
 * and kinds the preset's set lacks.
 * A tile read as a red five stays red where the fill keeps it a five.
 */
function bestFill(type: MeldType, tiles: readonly Tile[], others: readonly number[], rules: Ruleset): TileLabel[] {
  let best: { cost: number; kinds: TileLabel[] } | null = null;
  for (const kinds of fills(type, tiles.length)) {
    let cost = tiles.reduce((sum, t, i) => sum - Math.log(chanceOf(t, kinds[i]!)), 0);
    const counts = new Map<TileLabel, number>();
    for (const k of kinds) counts.set(k, (counts.get(k) ?? 0) + 1);
    for (const [k, n] of counts) cost += OVER_SUPPLY_NATS * (Math.max(0, others[kindIndex(k)]! + n - COPIES) + (rules.absentKinds.includes(kindIndex(k)) ? n : 0));
    if (best === null || cost < best.cost) best = { cost, kinds };
  }
  return best!.kinds.map((k, i) => (plainLabel(tiles[i]!.label) === k ? tiles[i]!.label : k));
}

/** Kind counts over every tile but `except`'s. */
function countsWithout(w: Work, except: readonly Tile[]): number[] {
  const counts = new Array<number>(KINDS.length).fill(0);
  for (const t of allTiles(w)) if (!except.includes(t)) counts[kindIndex(t.label)]!++;
  return counts;
}

/** Tiles a meld of `type` has. */
const sizeOf = (type: MeldType): number => (type === 'chi' || type === 'pon' ? 3 : 4);

function isLegalMeld(type: MeldType, tiles: readonly Tile[]): boolean {
  const codes = parseTiles(tiles.map((t) => t.label).join(''));
  return codes.ok && meldShapeProblem(type, codes.value) === null;
}

/** Every meld legal for its type: repaired in place and doubted, or taken apart into concealed tiles. */
function repairMelds(w: Work, rules: Ruleset, warnings: VisionWarning[]): void {
  // Last meld first, so taking one apart leaves the places of those before it; warnings in meld order.
  const found: VisionWarning[] = [];
  for (const [at, m] of [...w.melds.entries()].reverse()) {
    if (isLegalMeld(m.type, m.tiles)) continue;
    const read = compactTiles(m.tiles.map((t) => t.label));
    const ids = [...new Set(m.tiles.flatMap((t) => (t.source === null ? [] : [t.source.id])))];
    // A kong of three tiles: the layout saw four columns (or a stacked tile) and one was a back,
    // which shows no kind. Three tiles of a run are a chow with a stray back glued to it (as
    // `withMeldTileLeftOut` reads them); otherwise the back was a misread face (a White dragon
    // looks like one), and the fourth tile is a copy of the first, plain, as assemble.ts
    // completes a concealed kong: four of a kind, not the pung it would otherwise be read as.
    let tiles = m.tiles;
    let type = m.type;
    if (sizeOf(type) === 4 && tiles.length === 3) {
      if (isLegalMeld('chi', tiles)) type = 'chi';
      else tiles = [...tiles, { label: plainLabel(tiles[0]!.label), source: tiles[0]!.source }];
    }
    if (tiles.length !== sizeOf(type)) {
      // Not its type whatever its kinds: loose concealed tiles, before the winning tile.
      const loose = m.tiles.map((t) => doubt(t));
      const end = w.winLast ? w.concealed.length - 1 : w.concealed.length;
      w.concealed = [...w.concealed.slice(0, end), ...loose, ...w.concealed.slice(end)];
      w.melds.splice(at, 1);
      found.unshift({ code: 'illegal_meld', severity: 'error', ids, data: { type: m.type, read, shown: null } });
      continue;
    }
    const kinds = bestFill(type, tiles, countsWithout(w, m.tiles), rules);
    // A called tile is one of the meld's (a kong of three may have lost the one it pointed at).
    const called = type === 'ankan' || m.called_index === null || m.called_index >= tiles.length ? null : m.called_index;
    w.melds[at] = { type, called_index: called, tiles: tiles.map((t, i) => doubt(t, kinds[i])) };
    found.unshift({ code: 'illegal_meld', severity: 'error', ids, data: { type: m.type, read, shown: { type, tiles: compactTiles(kinds) } } });
  }
  warnings.push(...found);
}

/**
 * No suit with more red fives than the preset's set holds. Without red fives in the set a red five
 * read is a five (the engine scores it as one): shown plain, not doubted, its kind being sure.
 * With one per suit, the surest stays red and the others are shown plain, all of them doubted.
 */
function capRedFives(w: Work, rules: Ruleset, warnings: VisionWarning[]): boolean {
  const allowed = rules.redFives ? 1 : 0;
  const places: Tile[][] = [w.concealed, ...w.melds.map((m) => m.tiles), w.dora, w.ura];
  let changed = false;
  for (const suit of ['m', 'p', 's'] as const) {
    const red = `0${suit}` as TileLabel;
    const reds = places.flatMap((list) => list.flatMap((t, i) => (t.label === red ? [{ list, i, t }] : [])));
    if (reds.length <= allowed) continue;
    changed = true;
    const redP = (t: Tile): number => (t.source === null ? 0 : [{ kind: t.source.seen, p: t.source.p }, ...t.source.alternatives].find((a) => a.kind === red)?.p ?? 0);
    const keep = allowed === 0 ? null : reds.reduce((a, b) => (redP(b.t) > redP(a.t) ? b : a));
    for (const r of reds) {
      const label = r === keep ? red : (`5${suit}` as TileLabel);
      r.list[r.i] = allowed === 0 ? { ...r.t, label } : doubt(r.t, label);
    }
    if (allowed > 0) warnings.push({ code: 'too_many_red_fives', severity: 'error', ids: reds.flatMap((r) => (r.t.source === null ? [] : [r.t.source.id])), data: { suit, count: reds.length, allowed } });
  }
  return changed;
}

/**
 * The concealed tiles no winning shape explains: the fewest left over when they are read as at
 * most `sets` runs and pungs and one pair (or, without melds, as seven pairs). Kind counts in,
 * kind counts left over out.
 */
export function unexplained(counts: readonly number[], sets: number): number[] {
  const memo = new Map<string, number[]>();
  const sum = (a: readonly number[]): number => a.reduce((x, y) => x + y, 0);
  const walk = (c: number[], setsLeft: number, pairLeft: boolean): number[] => {
    const i = c.findIndex((n) => n > 0);
    if (i < 0) return new Array<number>(c.length).fill(0);
    const key = `${c.join(',')}|${setsLeft}|${pairLeft}`;
    const known = memo.get(key);
    if (known) return known;
    const take = (d: readonly [number, number][], s: number, p: boolean): number[] => {
      const next = c.slice();
      for (const [k, n] of d) next[k]! -= n;
      return walk(next, s, p);
    };
    const left = take([[i, 1]], setsLeft, pairLeft).slice();
    left[i]!++;
    let best = left;
    const consider = (o: number[]): void => void (sum(o) < sum(best) && (best = o));
    if (setsLeft > 0 && c[i]! >= 3) consider(take([[i, 3]], setsLeft - 1, pairLeft));
    if (setsLeft > 0 && i < 27 && i % 9 <= 6 && c[i + 1]! > 0 && c[i + 2]! > 0) consider(take([[i, 1], [i + 1, 1], [i + 2, 1]], setsLeft - 1, pairLeft));
    if (pairLeft && c[i]! >= 2) consider(take([[i, 2]], setsLeft, false));
    memo.set(key, best);
    return best;
  };
  const regular = walk(counts.slice(), sets, true);
  if (sets < 4) return regular;
  // Seven pairs: seven kinds twice (the first seven kinds held twice, when more are).
  let pairs = 0;
  const sevenLeft = counts.map((n) => (n >= 2 && pairs < 7 ? (pairs++, n - 2) : n));
  return sum(sevenLeft) < sum(regular) ? sevenLeft : regular;
}

/** Doubts the tiles that keep a draft from being a legal hand, with a warning naming why. */
function flagUnreadable(draft: RecognisedHand, w: Work, rules: Ruleset, warnings: VisionWarning[]): void {
  const parsed = parseHand(draft, rules);
  const issues: string[] = parsed.ok ? [] : [...new Set(parsed.error.map((i) => i.code))];
  if (parsed.ok && !isCompleteShape(parsed.value.counts, parsed.value.melds.length)) issues.push('incomplete');
  if (!indicatorsFit(draft)) issues.push('indicators');
  const doubted = new Set<Tile>();
  const tiles = allTiles(w);
  const has = (code: string): boolean => issues.includes(code);
  if (has('too_many_copies')) {
    const counts = countsWithout(w, []);
    for (const t of tiles) if (counts[kindIndex(t.label)]! > COPIES) doubted.add(t);
  }
  if (has('tile_not_in_set')) for (const t of tiles) if (rules.absentKinds.includes(kindIndex(t.label))) doubted.add(t);
  if (has('chi_not_allowed')) for (const m of w.melds) if (m.type === 'chi') m.tiles.forEach((t) => doubted.add(t));
  if (has('too_many_melds')) for (const m of w.melds.slice(4)) m.tiles.forEach((t) => doubted.add(t));
  if ((has('win_tile_missing') || has('win_tile_not_held')) && w.concealed.length > 0) doubted.add(w.concealed.at(-1)!);
  if (has('indicators')) w.ura.forEach((t) => doubted.add(t));
  if (has('wrong_tile_count') || has('incomplete')) {
    const counts = new Array<number>(KINDS.length).fill(0);
    for (const t of w.concealed) counts[kindIndex(t.label)]!++;
    const left = unexplained(counts, Math.max(0, COPIES - w.melds.length));
    // Of a kind left over, the copies the classifier was least sure of.
    const bySureness = w.concealed.slice().sort((a, b) => (a.source?.p ?? 1) - (b.source?.p ?? 1));
    for (const t of bySureness) {
      const k = kindIndex(t.label);
      if (left[k]! > 0) {
        left[k]!--;
        doubted.add(t);
      }
    }
  }
  // Whatever else keeps it from being a hand (a tile missing where every tile read fits a shape):
  // the whole concealed part, or every tile when none is concealed.
  if (![...doubted].some((t) => t.source !== null)) (w.concealed.length > 0 ? w.concealed : tiles).forEach((t) => doubted.add(t));
  const flag = (list: Tile[]): void => list.forEach((t, i) => doubted.has(t) && (list[i] = doubt(t)));
  flag(w.concealed);
  w.melds.forEach((m) => flag(m.tiles));
  flag(w.dora);
  flag(w.ura);
  const ids = [...new Set([...doubted].flatMap((t) => (t.source === null ? [] : [t.source.id])))];
  warnings.push({ code: 'no_legal_reading', severity: 'error', ids, data: { issues } });
}

/**
 * A draft the editor may be given: legal as it comes (red fives of a set without them shown
 * plain), or with its melds legal for their types, red fives within the preset, and the tiles that
 * keep it from being a legal hand doubted. An empty draft is given back as it is.
 */
export function guardDraft(draft: RecognisedHand, rules: Ruleset): GuardedDraft {
  const w = workOf(draft);
  if (allTiles(w).length === 0) return { draft, warnings: [] };
  const warnings: VisionWarning[] = [];
  const capped = capRedFives(w, rules, warnings) ? draftOf(draft, w) : draft;
  if (warnings.length === 0 && isLegalHand(capped, rules)) return { draft: capped, warnings };
  repairMelds(w, rules, warnings);
  const repaired = draftOf(draft, w);
  if (isLegalHand(repaired, rules)) return { draft: repaired, warnings };
  flagUnreadable(repaired, w, rules, warnings);
  return { draft: draftOf(draft, w), warnings };
}
