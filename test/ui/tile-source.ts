/** A recogniser's record of one tile (`TileSource`), written short for the UI tests' drafts. */
import type { TileSource } from '../../src/vision/types';

export const src = (id: number, seen: TileSource['seen'], p: number, ...alternatives: [TileSource['seen'], number][]): TileSource => ({
  id,
  seen,
  p,
  alternatives: alternatives.map(([kind, q]) => ({ kind, p: q })),
});
