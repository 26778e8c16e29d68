/**
 * Pass 5: the hand row read as concealed tiles, winning tile and melds (DESIGN.md 5.1-5.3).
 * Every way of cutting the row is priced by how far it departs from the conventions (the costs in
 * the tunables) and the cheapest wins, so a missed or an extra gap costs one reading its lead
 * instead of derailing the whole row. A memo of "the best reading of the columns from i on" keeps
 * it linear. Equal best readings are flagged, and so are gaps close to the grouping threshold.
 */
import type { VisionWarning } from '../types';
import { type Passed, passed, warn } from './collect';
import { type MeldShape, readMeldShape } from './meld-shape';
import { type Column, type HandLayout, type MeldLayout, median, type Row, tilesOf } from './scene';
import type { LayoutTunables } from './tunables';

type Segment = { readonly start: number; readonly end: number; readonly shape: MeldShape | null };

/** The best reading of the columns from some index to the end of the row. */
interface Tail {
  readonly cost: number;
  /** How many readings share that cost (capped): more than one = ambiguous. */
  readonly ways: number;
  /** The first segment (a meld, or an ungrouped run when `shape` is null); null at the end. */
  readonly first: Segment | null;
}

interface Option<T> {
  readonly cost: number;
  readonly ways: number;
  readonly pick: T;
}

/** The first cheapest option, and how many readings tie with it. */
function cheapest<T>(options: readonly Option<T>[]): Option<T> {
  const min = Math.min(...options.map((o) => o.cost));
  const ties = options.filter((o) => o.cost === min);
  return { cost: min, ways: Math.min(1e6, ties.reduce((sum, o) => sum + o.ways, 0)), pick: ties[0]!.pick };
}

export interface RowReading {
  readonly layout: HandLayout;
  readonly cost: number;
}

/**
 * The gap that separates groups in this row: `groupGapTileWidths` above the row's median gap. Most
 * neighbours in a hand row touch, so the median is what touching measures in this photo; boxes
 * drawn a little small or large shift every gap alike (synthetic scenes: touching tiles measured
 * 0.15-0.3 widths apart in some rows), and a fixed threshold then cuts the concealed tiles into
 * melds. The shift is capped so a row of few tiles, all apart, still reads as groups.
 */
export function gapThreshold(row: Row, t: LayoutTunables): number {
  if (row.gaps.length < 4) return t.groupGapTileWidths;
  const cap = t.gapShiftMaxTileWidths;
  return t.groupGapTileWidths + Math.max(-cap, Math.min(cap, median(row.gaps)));
}

/** Where the row has gaps, and what cutting or not cutting there costs. */
function boundaries(row: Row, t: LayoutTunables) {
  const n = row.columns.length;
  /** Whether the boundary before column i is a gap (the row's ends count as gaps). */
  const threshold = gapThreshold(row, t);
  const open = (i: number): boolean => i <= 0 || i >= n || row.gaps[i - 1]! > threshold;
  // opens[i] = gaps among the boundaries 1..i, so the gaps strictly inside columns a..b-1 = opens[b-1] - opens[a].
  const opens = [0];
  for (let i = 1; i <= n; i++) opens.push(opens[i - 1]! + (i < n && open(i) ? 1 : 0));
  return {
    open,
    cut: (i: number): number => (open(i) ? 0 : t.closedGapCutCost),
    gapsInside: (a: number, b: number): number => (b - 1 > a ? opens[b - 1]! - opens[a]! : 0),
  };
}
type Boundaries = ReturnType<typeof boundaries>;

/** tails[s]: the best split of columns s.. into melds (3 or 4 columns) and ungrouped runs. */
function meldTails(cols: readonly Column[], b: Boundaries, t: LayoutTunables): Tail[] {
  const n = cols.length;
  const tails: Tail[] = [];
  tails[n] = { cost: 0, ways: 1, first: null };
  for (let s = n - 1; s >= 0; s--) {
    const options: Option<Segment>[] = [];
    for (const len of [3, 4]) {
      if (s + len > n) continue;
      const shape = readMeldShape(cols.slice(s, s + len));
      const next = tails[s + len]!;
      const cost = b.gapsInside(s, s + len) * t.openGapInsideCost + (shape.fits ? 0 : t.unclearMeldCost) + b.cut(s + len) + next.cost;
      options.push({ cost, ways: next.ways, pick: { start: s, end: s + len, shape } });
    }
    let end = s + 1;
    while (!b.open(end)) end++;
    options.push({ cost: t.ungroupedGroupCost + tails[end]!.cost, ways: tails[end]!.ways, pick: { start: s, end, shape: null } });
    // Or one tile alone, cut from what it touches: a box on no tile (or a stray) filling the gap
    // before a meld. Dearer than any meld reading, it is there for decoding to leave the box out.
    if (end > s + 1) options.push({ cost: t.ungroupedGroupCost + b.cut(s + 1) + tails[s + 1]!.cost, ways: tails[s + 1]!.ways, pick: { start: s, end: s + 1, shape: null } });
    const best = cheapest(options);
    tails[s] = { cost: best.cost, ways: best.ways, first: best.pick };
  }
  return tails;
}

type Head = { readonly concealed: number; readonly win: number | null; readonly rest: number };

/**
 * The best start of the row: k concealed columns, then the winning tile set apart, or laid
 * sideways touching them, or none. A winning tile always follows at least one concealed tile.
 * Ties go to the longest concealed run (listed first): the reading that commits to the least.
 */
function headOptions(cols: readonly Column[], b: Boundaries, tails: readonly Tail[], t: LayoutTunables): Option<Head>[] {
  const n = cols.length;
  // concealedCost[k]: price of reading columns 0..k-1 as concealed tiles.
  const concealedCost = [0];
  cols.forEach((c, i) => {
    const own = (c.tile.sideways ? t.sidewaysInConcealedCost : 0) + (c.tile.back ? t.backInConcealedCost : 0) + (c.stacked ? t.unclearMeldCost : 0);
    concealedCost.push(concealedCost[i]! + own + (i > 0 && b.open(i) ? t.openGapInsideCost : 0));
  });
  const heads: Option<Head>[] = [];
  const after = (rest: number) => ({ cost: b.cut(rest) + tails[rest]!.cost, ways: tails[rest]!.ways });
  for (let k = n; k >= 0; k--) {
    if (k >= 1 && k < n && b.open(k)) {
      const w = cols[k]!;
      const odd = (w.stacked ? t.unclearMeldCost : 0) + (w.tile.back ? t.backInConcealedCost : 0);
      const rest = after(k + 1);
      heads.push({ cost: concealedCost[k]! + odd + rest.cost, ways: rest.ways, pick: { concealed: k, win: k, rest: k + 1 } });
    }
    const rest = after(k);
    if (k >= 1 && cols[k - 1]!.tile.sideways && !cols[k - 1]!.stacked && !b.open(k - 1))
      heads.push({ cost: concealedCost[k - 1]! + rest.cost, ways: rest.ways, pick: { concealed: k - 1, win: k - 1, rest: k } });
    heads.push({ cost: concealedCost[k]! + t.noWinningTileCost + rest.cost, ways: rest.ways, pick: { concealed: k, win: null, rest: k } });
    // The rightmost tile taken for the winning tile though nothing sets it apart: never the best
    // reading (it costs more than none), but the one decoding needs when the gap went unseen.
    if (k >= 2 && !cols[k - 1]!.tile.sideways && !b.open(k - 1))
      heads.push({ cost: concealedCost[k - 1]! + t.touchingWinTileCost + rest.cost, ways: rest.ways, pick: { concealed: k - 1, win: k - 1, rest: k } });
  }
  return heads;
}

/**
 * Every split of columns s.. into segments costing at most `budget`, cheapest first in each
 * branch; `tails` (the best cost from each index) prunes branches that cannot fit.
 */
function tailsWithin(cols: readonly Column[], b: Boundaries, tails: readonly Tail[], t: LayoutTunables, s: number, budget: number, limit: number): { cost: number; segments: Segment[] }[] {
  const n = cols.length;
  if (s >= n) return [{ cost: 0, segments: [] }];
  const out: { cost: number; segments: Segment[] }[] = [];
  const options: { own: number; seg: Segment }[] = [];
  for (const len of [3, 4]) {
    if (s + len > n) continue;
    const shape = readMeldShape(cols.slice(s, s + len));
    options.push({ own: b.gapsInside(s, s + len) * t.openGapInsideCost + (shape.fits ? 0 : t.unclearMeldCost) + b.cut(s + len), seg: { start: s, end: s + len, shape } });
  }
  let end = s + 1;
  while (!b.open(end)) end++;
  options.push({ own: t.ungroupedGroupCost, seg: { start: s, end, shape: null } });
  if (end > s + 1) options.push({ own: t.ungroupedGroupCost + b.cut(s + 1), seg: { start: s, end: s + 1, shape: null } });
  for (const o of options) {
    if (o.own + tails[o.seg.end]!.cost > budget + 1e-9) continue;
    for (const rest of tailsWithin(cols, b, tails, t, o.seg.end, budget - o.own, limit - out.length)) {
      out.push({ cost: o.own + rest.cost, segments: [o.seg, ...rest.segments] });
      if (out.length >= limit) return out;
    }
  }
  return out;
}

function layoutOf(cols: readonly Column[], head: Head, segments: readonly Segment[]): HandLayout {
  const melds: MeldLayout[] = [];
  const ungrouped: Column[] = [];
  for (const seg of segments) {
    const columns = cols.slice(seg.start, seg.end);
    if (seg.shape) melds.push({ ...seg.shape, columns });
    else ungrouped.push(...columns);
  }
  const win = head.win === null ? null : cols[head.win]!;
  return { concealed: cols.slice(0, head.concealed), win, melds, ungrouped };
}

/**
 * The row's other readings within `slack` of the best one's cost, cheapest first (at most
 * `limit`), each with its own warnings. Rules-aware decoding weighs them against the tiles' kinds:
 * a reading a little less plausible by the layout may be the only one that makes a legal hand.
 */
export function otherRowReadings(row: Row, primary: HandLayout, t: LayoutTunables, slack: number, limit: number): Passed<RowReading>[] {
  const cols = row.columns;
  const b = boundaries(row, t);
  const tails = meldTails(cols, b, t);
  const heads = headOptions(cols, b, tails, t);
  const best = cheapest(heads);
  const found: { cost: number; layout: HandLayout }[] = [];
  for (const head of heads) {
    if (head.cost > best.cost + slack + 1e-9) continue;
    const own = head.cost - tails[head.pick.rest]!.cost;
    for (const tail of tailsWithin(cols, b, tails, t, head.pick.rest, best.cost + slack - own, limit + 1))
      found.push({ cost: own + tail.cost, layout: layoutOf(cols, head.pick, tail.segments) });
  }
  found.sort((x, y) => x.cost - y.cost);
  return found
    .filter((f) => !sameLayout(f.layout, primary))
    .slice(0, limit)
    .map((f) => passed({ layout: f.layout, cost: f.cost }, rowWarnings(row, f.layout, 1, t)));
}

function sameLayout(a: HandLayout, b: HandLayout): boolean {
  const key = (l: HandLayout): string =>
    [l.concealed.length, l.win ? l.win.tile.det.id : -1, ...l.melds.map((m) => `${m.type}:${m.columns.map((c) => c.tile.det.id).join(',')}`)].join('|');
  return key(a) === key(b);
}

export function partitionHandRow(row: Row, t: LayoutTunables): Passed<RowReading> {
  const cols = row.columns;
  const b = boundaries(row, t);
  const tails = meldTails(cols, b, t);
  const head = cheapest(headOptions(cols, b, tails, t));
  const segments: Segment[] = [];
  for (let s = head.pick.rest; s < cols.length; s = segments[segments.length - 1]!.end) segments.push(tails[s]!.first!);
  const layout = layoutOf(cols, head.pick, segments);
  return passed({ layout, cost: head.cost }, rowWarnings(row, layout, head.ways, t));
}

const idsOf = (columns: readonly Column[]): number[] => columns.flatMap(tilesOf).map((tile) => tile.det.id);

function rowWarnings(row: Row, layout: HandLayout, ways: number, t: LayoutTunables): VisionWarning[] {
  const warnings: VisionWarning[] = [];
  const threshold = gapThreshold(row, t);
  row.gaps.forEach((gap, i) => {
    if (Math.abs(gap - threshold) < t.borderlineGapTileWidths)
      warnings.push(warn('borderline_gap', 'warning', idsOf(row.columns.slice(i, i + 2)), { gapTileWidths: gap, thresholdTileWidths: threshold }));
  });
  if (ways > 1) warnings.push(warn('ambiguous_grouping', 'warning', row.tiles.map((tile) => tile.det.id), { readings: ways }));
  if (!layout.win) warnings.push(warn('no_winning_tile', 'warning', [], null));
  for (const meld of layout.melds) if (!meld.fits) warnings.push(warn('unclear_meld', 'warning', idsOf(meld.columns), { readAs: meld.type }));
  if (layout.ungrouped.length > 0) warnings.push(warn('ungrouped_tiles', 'warning', idsOf(layout.ungrouped), { count: idsOf(layout.ungrouped).length }));
  return warnings;
}
