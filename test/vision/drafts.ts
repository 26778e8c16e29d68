/** Hand drafts written as tokens, each tile with what the classifier said of it (rules-decoding and legal-draft tests). */
import { compactTiles } from '../../src/vision/tile-labels';
import type { DetectionKind, RecognisedHand, RecognisedMeld, TileLabel, TileSource } from '../../src/vision/types';

export interface DraftSpec {
  readonly concealed: string;
  readonly melds?: readonly { readonly type: RecognisedMeld['type']; readonly tiles: string; readonly called_index: number | null }[];
  readonly dora?: string;
  readonly ura?: string;
}

/**
 * A draft from tokens: `3m` (read with p 0.95), `2p@0.55>9s@0.4` (read as 2p with p 0.55, 9s the
 * alternative with 0.4), `_` a face-down tile. The winning tile is the last concealed token.
 */
export function draft(spec: DraftSpec): RecognisedHand {
  let id = 1;
  const source = (token: string): TileSource => {
    if (token === '_') return { id: id++, seen: 'back', p: 0.95, alternatives: [] };
    const [seen, ...alts] = token.split('>');
    const [kind, p] = seen!.split('@');
    return {
      id: id++,
      seen: kind as DetectionKind,
      p: p === undefined ? 0.95 : Number(p),
      alternatives: alts.map((a) => ({ kind: a.split('@')[0] as DetectionKind, p: Number(a.split('@')[1]) })),
    };
  };
  const tokens = (text: string | undefined): TileSource[] => (text ? text.trim().split(/\s+/).map(source) : []);
  const concealed = tokens(spec.concealed);
  const melds = (spec.melds ?? []).map((m) => tokens(m.tiles));
  const dora = tokens(spec.dora);
  const ura = tokens(spec.ura);
  const labels = (sources: TileSource[], face?: TileLabel): TileLabel[] => sources.map((s) => (s.seen === 'back' ? face! : (s.seen as TileLabel)));
  return {
    concealed: compactTiles(labels(concealed)),
    win_tile: labels(concealed).at(-1) ?? null,
    melds: (spec.melds ?? []).map((m, i) => {
      const face = melds[i]!.find((s) => s.seen !== 'back')!.seen as TileLabel;
      return { type: m.type, tiles: compactTiles(labels(melds[i]!, face)), called_index: m.called_index };
    }),
    dora_indicators: labels(dora),
    ura_indicators: labels(ura),
    provenance: { concealed, win_tile: concealed.at(-1) ?? null, melds, dora_indicators: dora, ura_indicators: ura },
  };
}
