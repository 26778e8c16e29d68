/**
 * Pass 6: the Hand of DESIGN.md section 3 from the rows' roles and the hand row's reading, each
 * tile with the detection it came from. Checks only what the photo itself can get wrong (tile
 * count, five of a kind, uncertain tiles); legality is the engine's business.
 */
import { compactTiles, plainLabel, TILE_LABELS } from '../tile-labels';
import type { RecognisedHand, RecognisedMeld, TileLabel, TileSource, VisionWarning } from '../types';
import { type Passed, passed, warn } from './collect';
import { type Dropped, dropWarnings } from './normalise';
import { type Column, type HandLayout, type Roles, type SceneTile, tilesOf } from './scene';
import type { LayoutTunables } from './tunables';

/** A winning hand is 14 tiles with each kong counted as 3 (rule, DESIGN.md section 3). */
export const HAND_TILES = 14;
/** Four of each kind in the set. */
const COPIES = 4;

export const EMPTY_DRAFT: RecognisedHand = Object.freeze({
  concealed: '',
  win_tile: null,
  melds: [],
  dora_indicators: [],
  ura_indicators: [],
  provenance: { concealed: [], win_tile: null, melds: [], dora_indicators: [], ura_indicators: [] },
});

interface Read {
  readonly label: TileLabel;
  readonly source: TileSource;
}

const sourceOf = (tile: SceneTile): TileSource => ({ id: tile.det.id, seen: tile.det.kind, p: tile.det.p, alternatives: tile.det.topK });

/** Face-up tiles as read; face-down ones (whose kind nothing shows) go to `dropped`. */
function readFaces(tiles: readonly SceneTile[], dropped: Dropped[]): Read[] {
  return tiles.flatMap((tile) => {
    if (tile.det.kind !== 'back') return [{ label: tile.det.kind, source: sourceOf(tile) }];
    dropped.push({ reason: 'face_down', id: tile.det.id });
    return [];
  });
}

/** A meld's tiles; a concealed kong's backs are the kind its face-up tiles show. */
function readMeld(columns: readonly Column[], type: RecognisedMeld['type'], calledColumn: number | null, dropped: Dropped[]): { meld: RecognisedMeld; reads: Read[] } | null {
  const tiles = columns.flatMap(tilesOf);
  const face = tiles.find((tile) => tile.det.kind !== 'back')?.det.kind;
  const shown = type === 'ankan' && face !== undefined && face !== 'back' ? plainLabel(face) : null;
  const reads = shown ? tiles.map((tile) => ({ label: tile.det.kind === 'back' ? shown : tile.det.kind, source: sourceOf(tile) })) : readFaces(tiles, dropped);
  if (shown && reads.length === 3) completeKong(reads);
  if (reads.length === 0) return null;
  const called = calledColumn === null ? -1 : reads.findIndex((r) => r.source.id === columns[calledColumn]?.tile.det.id);
  return { meld: { type, tiles: compactTiles(reads.map((r) => r.label)), called_index: called >= 0 ? called : null }, reads };
}

/**
 * Three tiles of a concealed kong (meld-shape.ts): the unseen fourth is added where it makes the
 * two outer or the two inner tiles face down, as a copy of a seen back or face, with its source
 * (the draft has one source per tile; this one stands for a tile no box found).
 */
function completeKong(reads: Read[]): void {
  const isBack = (r: Read): boolean => r.source.seen === 'back';
  for (let at = 0; at <= reads.length; at++)
    for (const back of [true, false]) {
      const model = reads.find((r) => isBack(r) === back);
      if (model === undefined) continue;
      const trial = [...reads.slice(0, at), model, ...reads.slice(at)];
      const pattern = trial.map((r) => (isBack(r) ? 'B' : 'F')).join('');
      if (pattern === 'BFFB' || pattern === 'FBBF') {
        // A tile no box found shows no colour: a copy of a red five is a plain five (a set has
        // one red five per suit, and the seen one is the kong's).
        reads.splice(at, 0, { ...model, label: plainLabel(model.label) });
        return;
      }
    }
}

export function assembleDraft(roles: Roles, hand: HandLayout | null, t: LayoutTunables): Passed<RecognisedHand> {
  if (!hand) return passed(EMPTY_DRAFT);
  const dropped: Dropped[] = [];
  const concealed = readFaces([...hand.concealed, ...hand.ungrouped].flatMap(tilesOf), dropped);
  // The winning tile goes last; anything odd stacked on it stays with the concealed tiles.
  const [win = null, ...extra] = hand.win ? readFaces(tilesOf(hand.win), dropped) : [];
  concealed.push(...extra, ...(win ? [win] : []));
  const melds = hand.melds.flatMap((m) => readMeld(m.columns, m.type, m.calledIndex, dropped) ?? []);
  const dora = readFaces(roles.dora?.tiles ?? [], dropped);
  const ura = readFaces(roles.ura?.tiles ?? [], dropped);
  const draft: RecognisedHand = {
    concealed: compactTiles(concealed.map((r) => r.label)),
    win_tile: win?.label ?? null,
    melds: melds.map((m) => m.meld),
    dora_indicators: dora.map((r) => r.label),
    ura_indicators: ura.map((r) => r.label),
    provenance: {
      concealed: concealed.map((r) => r.source),
      win_tile: win?.source ?? null,
      melds: melds.map((m) => m.reads.map((r) => r.source)),
      dora_indicators: dora.map((r) => r.source),
      ura_indicators: ura.map((r) => r.source),
    },
  };
  const all = [...concealed, ...melds.flatMap((m) => m.reads), ...dora, ...ura];
  const held = concealed.length + 3 * melds.length;
  return passed(draft, [
    ...dropWarnings(dropped),
    ...lowConfidence(all, t),
    ...tooManyCopies(all),
    ...(held === HAND_TILES ? [] : [warn('tile_count', 'error', [], { expected: HAND_TILES, actual: held })]),
  ]);
}

function lowConfidence(reads: readonly Read[], t: LayoutTunables): VisionWarning[] {
  return reads
    .filter((r) => r.source.p < t.lowConfidenceP)
    .map((r) => warn('low_confidence', 'warning', [r.source.id], { kind: r.source.seen, p: r.source.p, alternatives: r.source.alternatives }));
}

function tooManyCopies(reads: readonly Read[]): VisionWarning[] {
  const byKind = new Map<TileLabel, Read[]>();
  for (const r of reads) byKind.set(plainLabel(r.label), [...(byKind.get(plainLabel(r.label)) ?? []), r]);
  return TILE_LABELS.flatMap((kind) => {
    const these = byKind.get(kind) ?? [];
    return these.length > COPIES ? [warn('too_many_copies', 'error', these.map((r) => r.source.id), { kind, count: these.length })] : [];
  });
}
