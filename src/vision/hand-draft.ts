/**
 * The one hand the app works on, from recognition to the game record: the places of the Hand
 * format (DESIGN.md section 3: concealed row, winning tile, melds, dora and ura rows), each tile
 * with what recognition said about it. The tile editor edits it, the engine scores it
 * (`handInputOf` is the engine's Hand format, written once for the engine), the game records it.
 * Tiles are kept one by one, not as text, so an edit or a "what if this tile were another" check
 * changes a tile in place instead of rewriting and re-reading strings. No rules: a draft may be
 * no hand at all (13 tiles, five of a kind); the engine says what is wrong when it is scored.
 */
import type { HandInput, MeldType } from '../engine/index';
import type { RenderTile } from './render/index';
import { formatTileRun, parseTileRun } from './tile-text';
import type { RecognisedHand, TileSource } from './types';

/** One tile on the table: a kind, a red five or a back, and what recognition said about it. */
export interface DraftTile {
  readonly tile: RenderTile;
  /** The detection it came from; null for a tile the person entered. */
  readonly source: TileSource | null;
  /** The person has looked at it (chosen it, or kept it in the picker): no longer flagged. */
  readonly confirmed: boolean;
}

export interface DraftMeld {
  readonly type: MeldType;
  /**
   * In the order laid out. An added kong's stacked tile comes right after the tile under it, as
   * in the recognised hand.
   */
  readonly tiles: readonly DraftTile[];
  /** Position of the sideways (called) tile; null for a concealed kong. */
  readonly calledIndex: number | null;
}

export interface HandDraft {
  /** The concealed row, winning tile excluded, in the order shown. */
  readonly concealed: readonly DraftTile[];
  readonly win: DraftTile | null;
  readonly melds: readonly DraftMeld[];
  readonly dora: readonly DraftTile[];
  readonly ura: readonly DraftTile[];
}

export const EMPTY_DRAFT: HandDraft = { concealed: [], win: null, melds: [], dora: [], ura: [] };

/** A tile the person entered. */
export const entered = (tile: RenderTile): DraftTile => ({ tile, source: null, confirmed: true });

/** A tile as recognition read it, not yet checked. */
const recognised = (tile: RenderTile, source: TileSource | null): DraftTile => ({ tile, source, confirmed: false });

/**
 * The draft of a recognised hand. Its concealed string holds the winning tile last (when there
 * is one), with one source per tile. The recogniser writes tiles the engine's parser reads; a
 * string that did not parse would give no tiles rather than invented ones.
 */
export function draftFromReading(reading: RecognisedHand): HandDraft {
  const p = reading.provenance;
  const labelsOf = (mpsz: string): RenderTile[] => {
    const parsed = parseTileRun(mpsz);
    return parsed.ok ? parsed.value : [];
  };
  const zip = (tiles: readonly RenderTile[], sources: readonly TileSource[]): DraftTile[] => tiles.map((tile, i) => recognised(tile, sources[i] ?? null));
  let concealed = zip(labelsOf(reading.concealed), p.concealed);
  let win: DraftTile | null = null;
  if (reading.win_tile !== null) {
    const last = concealed.at(-1);
    win = recognised(reading.win_tile, p.win_tile ?? last?.source ?? null);
    if (last?.tile === reading.win_tile) concealed = concealed.slice(0, -1);
  }
  return {
    concealed,
    win,
    melds: reading.melds.map((m, i) => ({
      type: m.type,
      tiles: zip(labelsOf(m.tiles), p.melds[i] ?? []),
      calledIndex: m.type === 'ankan' ? null : m.called_index,
    })),
    dora: zip(reading.dora_indicators, p.dora_indicators),
    ura: zip(reading.ura_indicators, p.ura_indicators),
  };
}

const run = (tiles: readonly DraftTile[]): string => formatTileRun(tiles.map((t) => t.tile));

/**
 * The draft in the engine's Hand format: `concealed` holds every concealed tile, the winning
 * tile last. A face-down tile is written `?`, which the engine refuses as notation: a hand is
 * scored only with every face known.
 */
export function handInputOf(draft: HandDraft): HandInput {
  return {
    concealed: run(draft.win === null ? draft.concealed : [...draft.concealed, draft.win]),
    win_tile: draft.win === null ? null : run([draft.win]),
    melds: draft.melds.map((m) => ({ type: m.type, tiles: run(m.tiles), called_index: m.calledIndex })),
    dora_indicators: draft.dora.map((t) => run([t])),
    ura_indicators: draft.ura.map((t) => run([t])),
  };
}
