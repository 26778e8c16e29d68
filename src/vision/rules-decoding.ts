/**
 * Rules-aware decoding (DESIGN.md section 1): from a hand draft whose tiles each carry the
 * classifier's alternatives, the most probable LEGAL hands. Legal is what the engine says: every
 * meld consistent with its type, at most four of a kind (indicators included), red fives as the
 * preset has them, 14 tiles (a kong counting 3) forming a complete hand.
 *
 * Tiles are taken as independent, so a reading's probability is the product of its tiles'. The
 * readings are enumerated exactly in order of probability (a lazy k-best walk over each tile's
 * ranked kinds), and the engine judges each one; the first legal readings found are therefore the
 * most probable legal ones, up to the search budget. `decodeHand` takes the layout (which tiles,
 * grouped how) as read and changes only kinds; `decodeCandidates` also weighs the layout's other
 * readings, and readings the rules say the layout got wrong (a stray box, an indicator row).
 */
import { isCompleteShape, parseHand, type Ruleset } from '../engine/index';
import { HAND_TILES } from './layout/assemble';
import { isRun } from './layout/meld-shape';
import { compactTiles, isTileLabel, labelsOf, plainLabel } from './tile-labels';
import type { DetectionId, RecognisedHand, RecognisedMeld, TileLabel, TileSource, VisionWarning } from './types';

export interface DecodingOptions {
  /** Readings judged at most, over all the layout's candidates together (each costs one engine check, about 10 microseconds here). */
  readonly maxReadings: number;
  /** Legal readings to keep, best first. */
  readonly keep: number;
  /**
   * Readings judged at most when the draft is legal as read: the runners-up are only there to
   * show the user, and a frame arrives every few tens of milliseconds.
   */
  readonly maxReadingsWhenLegal: number;
  /**
   * How much less probable than the draft as read a legal reading may be and still be found, as a
   * natural log (4.6 = 100 times less probable). Beyond it the read draft stands, with its errors.
   */
  readonly maxLogRatio: number;
  /** A kind the classifier gave less than this is not considered for a tile. */
  readonly minP: number;
  /**
   * What one unit of layout cost (`LayoutTunables`: an unclear meld, a cut where tiles touch) is
   * worth against the tiles' kinds, in nats, when another reading of the layout is weighed.
   * 200 synthetic scenes of the training styles (seed 4): hand exact 0.835 at 0.5 and 1, 0.830 at
   * 1.5 and 2, 0.810 at 3.
   */
  readonly natsPerLayoutCost: number;
  /**
   * A hand one tile too many is also read without each of its concealed tiles in turn (a box on
   * no tile, or a tile boxed twice), and an open kong not four of a kind without each of its
   * tiles, at this many layout units (`natsPerLayoutCost` each).
   */
  readonly extraTileCost: number;
  /** A dora row read as added kongs' stacked tiles (`withStackedIndicators`), in layout units. */
  readonly stackedIndicatorCost: number;
  /** Indicator rows made to fit (`withIndicatorsMatched`), in layout units. */
  readonly indicatorFixCost: number;
  /** A reading that shows no dora indicator, in layout units (the photo conventions show one). */
  readonly noDoraCost: number;
}

export const DECODING_DEFAULTS: DecodingOptions = {
  maxReadings: 3000,
  keep: 3,
  maxReadingsWhenLegal: 64,
  maxLogRatio: Math.log(100),
  minP: 1e-4,
  natsPerLayoutCost: 1,
  extraTileCost: 1,
  stackedIndicatorCost: 1,
  indicatorFixCost: 1,
  noDoraCost: 1,
};

/** One tile read as another kind than the classifier's first choice. */
export interface TileChange {
  readonly id: DetectionId;
  readonly from: TileLabel;
  readonly to: TileLabel;
  /** The classifier's probability of `to`. */
  readonly p: number;
}

export interface LegalReading {
  readonly draft: RecognisedHand;
  /** ln(P(this reading) / P(every tile as its first choice)): 0 for the draft as read, negative otherwise. */
  readonly logRatio: number;
  /** Share of probability among the legal readings found (they sum to 1). */
  readonly p: number;
  readonly changes: readonly TileChange[];
}

export interface HandDecoding {
  /** Whether the draft as read is already a legal hand. */
  readonly legalAsRead: boolean;
  /** The most probable legal readings found, best first; empty when none is within the budget. */
  readonly readings: readonly LegalReading[];
  /** Readings judged. */
  readonly searched: number;
}

interface Option {
  readonly label: TileLabel;
  readonly p: number;
  /** ln(p of the first choice) - ln(p): 0 for the first choice, growing down the list. */
  readonly cost: number;
}

/** One tile the search may change: where it sits in the draft, and the kinds it may be. */
interface Slot {
  readonly id: DetectionId;
  readonly options: readonly Option[];
}

/**
 * A meld tile's kind: its slot's, or (`plain`) the plain kind of another tile's slot: a concealed
 * kong's back, or the unseen fourth tile `assemble.ts` adds, shows no colour, so a red five among
 * the kong's faces stays the kong's only red five.
 */
interface MeldTile {
  readonly slot: number;
  readonly plain: boolean;
}

/** Where each tile of the draft takes its kind from: a slot, or (a concealed kong's backs) another tile's slot. */
interface Plan {
  readonly slots: readonly Slot[];
  readonly concealed: readonly number[];
  readonly win: number | null;
  readonly melds: readonly (readonly MeldTile[])[];
  readonly dora: readonly number[];
  readonly ura: readonly number[];
}

function optionsOf(source: TileSource, minP: number): Option[] {
  const ranked = [{ kind: source.seen, p: source.p }, ...source.alternatives]
    .filter((a): a is { kind: TileLabel; p: number } => isTileLabel(a.kind) && a.p >= minP)
    .sort((a, b) => b.p - a.p);
  const first = ranked[0]?.p ?? 1;
  return ranked.map((a) => ({ label: a.kind, p: a.p, cost: Math.log(first) - Math.log(a.p) }));
}

/** The draft's tiles as slots; null when the provenance does not match the draft (nothing to decode). */
function planOf(draft: RecognisedHand, minP: number): Plan | null {
  const slots: Slot[] = [];
  const byId = new Map<DetectionId, number>();
  const slotOf = (source: TileSource): number | null => {
    const known = byId.get(source.id);
    if (known !== undefined) return known;
    const options = optionsOf(source, minP);
    if (options.length === 0) return null;
    byId.set(source.id, slots.length);
    slots.push({ id: source.id, options });
    return slots.length - 1;
  };
  const list = (sources: readonly TileSource[]): number[] | null => {
    const out: number[] = [];
    for (const s of sources) {
      const at = slotOf(s);
      if (at === null) return null;
      out.push(at);
    }
    return out;
  };
  const prov = draft.provenance;
  const melds: MeldTile[][] = [];
  for (const sources of prov.melds) {
    // A concealed kong's backs show no kind: they take the plain kind of the meld's first face-up
    // tile. So does a source met twice in one meld (the kong's unseen tile, a copy of a seen one).
    const face = sources.find((s) => s.seen !== 'back');
    if (face === undefined) return null;
    const at = list(sources.map((s) => (s.seen === 'back' ? face : s)));
    if (at === null) return null;
    melds.push(at.map((slot, i) => ({ slot, plain: sources[i]!.seen === 'back' || sources.findIndex((s) => s.id === sources[i]!.id) < i })));
  }
  const concealed = list(prov.concealed);
  const win = prov.win_tile === null ? null : slotOf(prov.win_tile);
  const dora = list(prov.dora_indicators);
  const ura = list(prov.ura_indicators);
  if (concealed === null || dora === null || ura === null || (prov.win_tile !== null && win === null)) return null;
  return { slots, concealed, win, melds, dora, ura };
}

function draftOf(draft: RecognisedHand, plan: Plan, choice: readonly number[]): RecognisedHand {
  const label = (slot: number): TileLabel => plan.slots[slot]!.options[choice[slot]!]!.label;
  const meldLabel = (t: MeldTile): TileLabel => (t.plain ? plainLabel(label(t.slot)) : label(t.slot));
  const melds = draft.melds.map((m, i): RecognisedMeld => ({ ...m, tiles: compactTiles(plan.melds[i]!.map(meldLabel)) }));
  return {
    ...draft,
    concealed: compactTiles(plan.concealed.map(label)),
    win_tile: plan.win === null ? null : label(plan.win),
    melds,
    dora_indicators: plan.dora.map(label),
    ura_indicators: plan.ura.map(label),
  };
}

/**
 * Whether a finished hand on the table can show these indicators: ura-dora are turned over only
 * for a riichi win, riichi needs a closed hand (no meld but concealed kongs), and each ura
 * indicator lies under a dora indicator. (The engine scores what it is given; a photo can show
 * more, such as an added kong's stacked tile taken for an indicator row.)
 */
export function indicatorsFit(draft: RecognisedHand): boolean {
  if (draft.ura_indicators.length === 0) return true;
  return draft.ura_indicators.length === draft.dora_indicators.length && draft.melds.every((m) => m.type === 'ankan');
}

/** Whether the engine takes a draft as a complete, legal winning hand (yaku are not asked for) that the photo can show. */
export function isLegalHand(draft: RecognisedHand, rules: Ruleset): boolean {
  if (draft.win_tile === null || !indicatorsFit(draft)) return false;
  const hand = parseHand(draft, rules);
  return hand.ok && isCompleteShape(hand.value.counts, hand.value.melds.length);
}

/** A binary min-heap of readings by cost. */
class Frontier {
  private readonly items: { cost: number; choice: number[]; last: number }[] = [];
  get size(): number {
    return this.items.length;
  }
  push(item: { cost: number; choice: number[]; last: number }): void {
    const a = this.items;
    a.push(item);
    for (let i = a.length - 1; i > 0; ) {
      const up = (i - 1) >> 1;
      if (a[up]!.cost <= a[i]!.cost) break;
      [a[up], a[i]] = [a[i]!, a[up]!];
      i = up;
    }
  }
  pop(): { cost: number; choice: number[]; last: number } | undefined {
    const a = this.items;
    const top = a[0];
    const end = a.pop();
    if (a.length > 0 && end !== undefined) {
      a[0] = end;
      for (let i = 0; ; ) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < a.length && a[l]!.cost < a[m]!.cost) m = l;
        if (r < a.length && a[r]!.cost < a[m]!.cost) m = r;
        if (m === i) break;
        [a[m], a[i]] = [a[i]!, a[m]!];
        i = m;
      }
    }
    return top;
  }
}

/**
 * The most probable legal readings of a draft. Never throws; a draft without provenance to work
 * from (an empty frame) decodes to no readings.
 */
export function decodeHand(draft: RecognisedHand, rules: Ruleset, options: Partial<DecodingOptions> = {}): HandDecoding {
  const o = { ...DECODING_DEFAULTS, ...options };
  const legalAsRead = isLegalHand(draft, rules);
  const plan = planOf(draft, o.minP);
  if (plan === null) return { legalAsRead, readings: [], searched: 0 };
  const n = plan.slots.length;
  const found: { cost: number; choice: number[] }[] = [];
  // Every reading is reached once: its parent lowers the last slot that is off its first choice.
  // Children raise that slot one step, or take a later slot from its first choice to its second;
  // options are ranked, so no child is cheaper than its parent and pops come in cost order.
  const frontier = new Frontier();
  frontier.push({ cost: 0, choice: new Array<number>(n).fill(0), last: -1 });
  let searched = 0;
  const budget = legalAsRead ? Math.min(o.maxReadings, o.maxReadingsWhenLegal) : o.maxReadings;
  while (frontier.size > 0 && searched < budget && found.length < o.keep) {
    const state = frontier.pop()!;
    if (state.cost > o.maxLogRatio) break;
    searched++;
    if (isLegalHand(draftOf(draft, plan, state.choice), rules)) found.push(state);
    const step = (slot: number): void => {
      const next = state.choice[slot]! + 1;
      const opts = plan.slots[slot]!.options;
      if (next >= opts.length) return;
      const choice = state.choice.slice();
      choice[slot] = next;
      frontier.push({ cost: state.cost + opts[next]!.cost - opts[next - 1]!.cost, choice, last: slot });
    };
    if (state.last >= 0) step(state.last);
    for (let slot = state.last + 1; slot < n; slot++) step(slot);
  }
  const total = found.reduce((sum, f) => sum + Math.exp(-f.cost), 0);
  const readings = found.map((f): LegalReading => {
    const changes = plan.slots.flatMap((s, i): TileChange[] => {
      const to = s.options[f.choice[i]!]!;
      return f.choice[i] === 0 ? [] : [{ id: s.id, from: s.options[0]!.label, to: to.label, p: to.p }];
    });
    return { draft: draftOf(draft, plan, f.choice), logRatio: f.cost === 0 ? 0 : -f.cost, p: Math.exp(-f.cost) / total, changes };
  });
  return { legalAsRead, readings, searched };
}

/** One way the layout read the scene, and how much less plausible it found it than its best. */
export interface LayoutCandidate {
  readonly draft: RecognisedHand;
  readonly warnings: readonly VisionWarning[];
  /** Layout cost above the best reading's (0 for the best itself). */
  readonly extraCost: number;
  /** Detections this reading leaves out of the hand (`extraTileCost`). */
  readonly removed?: readonly DetectionId[];
}

/**
 * The candidate without each of its concealed tiles in turn, least sure first (never the winning
 * tile), when it holds one tile too many; none otherwise.
 */
export function withOneTileFewer(c: LayoutCandidate, extraTileCost: number): LayoutCandidate[] {
  const { draft } = c;
  const sources = draft.provenance.concealed;
  const labels = labelsOf(draft.concealed);
  if (labels.length !== sources.length || sources.length + 3 * draft.melds.length !== HAND_TILES + 1) return [];
  const last = draft.win_tile === null ? sources.length : sources.length - 1;
  const order = sources.slice(0, last).map((s, i) => ({ s, i })).sort((a, b) => a.s.p - b.s.p);
  return order.map(({ s, i }) => ({
    draft: {
      ...draft,
      concealed: compactTiles(labels.filter((_, j) => j !== i)),
      provenance: { ...draft.provenance, concealed: sources.filter((_, j) => j !== i) },
    },
    warnings: c.warnings,
    extraCost: c.extraCost + extraTileCost,
    removed: [...(c.removed ?? []), s.id],
  }));
}

/**
 * The candidate with one box left out of an open kong that is not four of a kind, when the other
 * three make a pung or a chow: a box on no tile, or beside the meld, glued to it by the layout.
 * Also an open kong of three faces (its fourth box a back, which the draft leaves out) read as
 * the pung or chow they make.
 */
export function withMeldTileLeftOut(c: LayoutCandidate, cost: number): LayoutCandidate[] {
  const { draft } = c;
  return draft.melds.flatMap((m, at) => {
    const labels = labelsOf(m.tiles);
    const sources = draft.provenance.melds[at];
    // A group of four read as an open kong with one of them a back, which assembly left out (a
    // face-down tile shows no kind): the three faces are the meld, if they make one.
    if (m.type === 'kan' && labels.length === 3 && sources?.length === 3) {
      const plain = labels.map(plainLabel);
      const type: RecognisedMeld['type'] | null = plain.every((l) => l === plain[0]) ? 'pon' : isRun(plain) ? 'chi' : null;
      if (type === null) return [];
      const melds = draft.melds.map((x, j) => (j === at ? { ...x, type } : x));
      return [{ draft: { ...draft, melds }, warnings: c.warnings, extraCost: c.extraCost + cost, ...(c.removed ? { removed: c.removed } : {}) }];
    }
    if (m.type !== 'kan' || labels.length !== 4 || sources?.length !== 4 || labels.every((l) => plainLabel(l) === plainLabel(labels[0]!))) return [];
    return labels.flatMap((_, i): LayoutCandidate[] => {
      const rest = labels.filter((__, j) => j !== i);
      const plain = rest.map(plainLabel);
      const type: RecognisedMeld['type'] | null = plain.every((l) => l === plain[0]) ? 'pon' : isRun(plain) ? 'chi' : null;
      if (type === null) return [];
      const called = m.called_index === null || m.called_index === i ? null : m.called_index > i ? m.called_index - 1 : m.called_index;
      const melds = draft.melds.map((x, j) => (j === at ? { type, tiles: compactTiles(rest), called_index: called } : x));
      const meldSources = draft.provenance.melds.map((x, j) => (j === at ? x.filter((__, k) => k !== i) : x));
      return [
        {
          draft: { ...draft, melds, provenance: { ...draft.provenance, melds: meldSources } },
          warnings: c.warnings,
          extraCost: c.extraCost + cost,
          removed: [...(c.removed ?? []), sources[i]!.id],
        },
      ];
    });
  });
}

/**
 * The candidate with an open kong read as a concealed kong when two of its tiles, the outer or the
 * inner pair, may be backs (`back` among the classifier's alternatives) and the other two are
 * alike. Backs of a set never seen are read as some face; the cost is the backs' improbability,
 * in layout units.
 */
export function withBacksInKong(c: LayoutCandidate, natsPerLayoutCost: number): LayoutCandidate[] {
  const { draft } = c;
  return draft.melds.flatMap((m, at) => {
    const sources = draft.provenance.melds[at];
    if (m.type !== 'kan' || sources?.length !== 4) return [];
    return [[0, 3], [1, 2]].flatMap(([a, b]): LayoutCandidate[] => {
      const faces = sources.filter((_, i) => i !== a && i !== b);
      const backP = (s: TileSource): number => s.alternatives.find((x) => x.kind === 'back')?.p ?? 0;
      const pair = [sources[a!]!, sources[b!]!];
      const face = faces[0]!.seen;
      if (!isTileLabel(face) || faces.some((f) => f.seen === 'back' || !isTileLabel(f.seen) || plainLabel(f.seen) !== plainLabel(face)) || pair.some((s) => backP(s) === 0)) return [];
      const nats = pair.reduce((sum, s) => sum + Math.log(s.p) - Math.log(backP(s)), 0);
      const asBacks = sources.map((s, i): TileSource => (i === a || i === b ? { ...s, seen: 'back', p: backP(s), alternatives: [] } : s));
      // The faces keep their own kinds (a red five among them stays red), the backs show none.
      const tiles = sources.map((s, i): TileLabel => (i === a || i === b || !isTileLabel(s.seen) ? plainLabel(face) : s.seen));
      const melds = draft.melds.map((x, j) => (j === at ? { type: 'ankan' as const, tiles: compactTiles(tiles), called_index: null } : x));
      return [
        {
          draft: { ...draft, melds, provenance: { ...draft.provenance, melds: draft.provenance.melds.map((x, j) => (j === at ? asBacks : x)) } },
          warnings: c.warnings,
          extraCost: c.extraCost + nats / natsPerLayoutCost,
          ...(c.removed ? { removed: c.removed } : {}),
        },
      ];
    });
  });
}

export interface DecodedCandidate {
  /** Which candidate the best legal reading came from (0 when none was found or the first is legal). */
  readonly index: number;
  /** That candidate: the best, one of the others, or one of them with a tile left out. */
  readonly candidate: LayoutCandidate;
  readonly decoding: HandDecoding;
}

/**
 * The candidate with its dora row read as added kongs' stacked tiles, when the photo cannot show
 * it as read: ura indicators beside open melds, and each dora indicator a kind a pung shows (the
 * added tile lies on a pung's sideways tile, just above the hand, where the layout looks for the
 * dora row). The pungs become added kongs and the ura row the dora row. None otherwise.
 */
export function withStackedIndicators(c: LayoutCandidate, cost: number): LayoutCandidate[] {
  const { draft } = c;
  const dora = draft.dora_indicators;
  if (draft.ura_indicators.length === 0 || dora.length === 0 || draft.melds.every((m) => m.type === 'ankan')) return [];
  const melds = draft.melds.slice();
  const sources = draft.provenance.melds.slice();
  for (const [k, tile] of dora.entries()) {
    // A pung showing the kind at least once: its other tiles may be misread, and decoding judges them.
    const at = melds.findIndex((m) => m.type === 'pon' && labelsOf(m.tiles).some((t) => plainLabel(t) === plainLabel(tile)));
    if (at < 0) return [];
    const m = melds[at]!;
    // The added tile goes right after the one it lies on (types.ts RecognisedMeld), the called tile.
    const after = (m.called_index ?? 0) + 1;
    const tiles = labelsOf(m.tiles);
    melds[at] = { type: 'shouminkan', tiles: compactTiles([...tiles.slice(0, after), tile, ...tiles.slice(after)]), called_index: m.called_index };
    const own = sources[at]!;
    sources[at] = [...own.slice(0, after), draft.provenance.dora_indicators[k]!, ...own.slice(after)];
  }
  return [
    {
      draft: {
        ...draft,
        melds,
        dora_indicators: draft.ura_indicators,
        ura_indicators: [],
        provenance: { ...draft.provenance, melds: sources, dora_indicators: draft.provenance.ura_indicators, ura_indicators: [] },
      },
      warnings: c.warnings,
      extraCost: c.extraCost + cost,
      ...(c.removed ? { removed: c.removed } : {}),
    },
  ];
}

/**
 * The candidate with its indicator rows made to fit when the photo cannot show them as read: an
 * ura row with no dora row above it is the dora row; and where one row holds a single tile more
 * than the other, each of that row's tiles is left out in turn (a stray beside the row).
 */
export function withIndicatorsMatched(c: LayoutCandidate, cost: number): LayoutCandidate[] {
  const { draft } = c;
  const p = draft.provenance;
  const dora = draft.dora_indicators;
  const ura = draft.ura_indicators;
  const variant = (d: readonly TileLabel[], u: readonly TileLabel[], ds: readonly TileSource[], us: readonly TileSource[], removed: DetectionId[]): LayoutCandidate => ({
    draft: { ...draft, dora_indicators: d, ura_indicators: u, provenance: { ...p, dora_indicators: ds, ura_indicators: us } },
    warnings: c.warnings,
    extraCost: c.extraCost + cost,
    ...(c.removed || removed.length > 0 ? { removed: [...(c.removed ?? []), ...removed] } : {}),
  });
  if (dora.length === 0 && ura.length > 0) return [variant(ura, [], p.ura_indicators, [], [])];
  if (ura.length === 0 || Math.abs(dora.length - ura.length) !== 1 || p.dora_indicators.length !== dora.length || p.ura_indicators.length !== ura.length) return [];
  const without = <T>(list: readonly T[], i: number): T[] => list.filter((_, j) => j !== i);
  return ura.length > dora.length
    ? ura.map((_, i) => variant(dora, without(ura, i), p.dora_indicators, without(p.ura_indicators, i), [p.ura_indicators[i]!.id]))
    : dora.map((_, i) => variant(without(dora, i), ura, without(p.dora_indicators, i), p.ura_indicators, [p.dora_indicators[i]!.id]));
}

/**
 * The candidate without its ura row when that row cannot lie under the dora row (another number
 * of tiles): a stray or a false detection above the dora row read as a row of its own. Each of its
 * tiles costs `cost` (so one stray is one fix, as in `withIndicatorsMatched`, whose readings come
 * first and win a tie). None when the rows fit in number, or when there is no dora row (then the
 * ura row is the dora row: `withIndicatorsMatched`).
 */
export function withoutUraRow(c: LayoutCandidate, cost: number): LayoutCandidate[] {
  const { draft } = c;
  const p = draft.provenance;
  const { dora_indicators: dora, ura_indicators: ura } = draft;
  if (ura.length === 0 || dora.length === 0 || ura.length === dora.length || p.ura_indicators.length !== ura.length) return [];
  return [
    {
      draft: { ...draft, ura_indicators: [], provenance: { ...p, ura_indicators: [] } },
      warnings: c.warnings,
      extraCost: c.extraCost + cost * ura.length,
      removed: [...(c.removed ?? []), ...p.ura_indicators.map((s) => s.id)],
    },
  ];
}

/**
 * The layout's readings weighed together with the tiles' kinds: the legal reading with the least
 * `extraCost x natsPerLayoutCost - logRatio` wins, the layout's best reading on a tie. When the
 * best is legal as read nothing else is looked at. The other readings (and, for a hand one tile
 * too many, each reading without one of its tiles; for one two too many, without a box glued to
 * a meld and one of its concealed tiles) are searched only within what could still
 * beat the best found so far, and all share one budget of readings. So are, when the photo cannot
 * show the indicators as read, the readings with the dora row taken for added kongs' tiles, the
 * indicator rows made to fit, or the ura row left out.
 */
export function decodeCandidates(best: LayoutCandidate, others: readonly LayoutCandidate[], rules: Ruleset, options: Partial<DecodingOptions> = {}): DecodedCandidate {
  const o = { ...DECODING_DEFAULTS, ...options };
  let chosen: DecodedCandidate = { index: 0, candidate: best, decoding: decodeHand(best.draft, rules, o) };
  // Every finished hand shows at least its first dora indicator (DESIGN.md 5.4): a reading without
  // one left it out (a scene read upside down puts the indicator row below the hand, as clutter).
  const shown = (c: LayoutCandidate): number => (c.draft.dora_indicators.length === 0 ? o.noDoraCost : 0);
  if (chosen.decoding.legalAsRead && shown(best) === 0) return chosen;
  const candidates = [best, ...others];
  candidates.push(...candidates.flatMap((c) => withStackedIndicators(c, o.stackedIndicatorCost)));
  candidates.push(...candidates.flatMap((c) => [...withIndicatorsMatched(c, o.indicatorFixCost), ...withoutUraRow(c, o.indicatorFixCost)]));
  candidates.push(...candidates.flatMap((c) => withBacksInKong(c, o.natsPerLayoutCost)));
  const meldTileLeftOut = candidates.map((c) => withMeldTileLeftOut(c, o.extraTileCost));
  const fewer = candidates.flatMap((c, i) => [...withOneTileFewer(c, o.extraTileCost), ...(meldTileLeftOut[i] ?? [])]);
  // Two boxes too many, one glued to a meld and one among the concealed tiles (a tile boxed twice
  // in each, as on a steeply photographed hand): each alone leaves the hand one tile over.
  const twice = meldTileLeftOut.flat().flatMap((m) => withOneTileFewer(m, o.extraTileCost));
  candidates.push(...fewer, ...twice);
  let chosenCost = chosen.decoding.readings[0] ? shown(best) * o.natsPerLayoutCost - chosen.decoding.readings[0].logRatio : Infinity;
  let left = o.maxReadings - chosen.decoding.searched;
  for (let i = 1; i < candidates.length && left > 0; i++) {
    const candidate = candidates[i]!;
    const penalty = (candidate.extraCost + shown(candidate)) * o.natsPerLayoutCost;
    const room = Math.min(o.maxLogRatio, chosenCost) - penalty;
    if (room < 0) continue;
    const decoding = decodeHand(candidate.draft, rules, { ...o, maxLogRatio: room, maxReadings: left });
    left -= decoding.searched;
    const top = decoding.readings[0];
    if (top !== undefined && penalty - top.logRatio < chosenCost) {
      chosen = { index: i, candidate, decoding };
      chosenCost = penalty - top.logRatio;
    }
  }
  return chosen;
}
