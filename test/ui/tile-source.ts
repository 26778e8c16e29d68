/** A recogniser's record of one tile (`TileSource`), written short for the UI tests' drafts. */
import type { RecognisedHand, TileSource } from '../../src/vision/types';

export const src = (id: number, seen: TileSource['seen'], p: number, ...alternatives: [TileSource['seen'], number][]): TileSource => ({
  id,
  seen,
  p,
  alternatives: alternatives.map(([kind, q]) => ({ kind, p: q })),
});

/**
 * 456p 789s 11z 22z and the winning tile as read, with three tiles in doubt: the 5p (0.45, 6p
 * 0.3), the 9s (0.6, 7s 0.35) and the winning tile (0.55, seen as White, made South by decoding).
 * Ids 3-13, so a row of 123m can go before it.
 */
export const DOUBTED_ROW: readonly TileSource[] = [
  src(3, '4p', 0.95),
  src(4, '5p', 0.45, ['6p', 0.3], ['4p', 0.2]),
  src(5, '6p', 0.97),
  src(6, '7s', 0.9),
  src(7, '8s', 0.9),
  src(8, '9s', 0.6, ['7s', 0.35]),
  src(9, '1z', 0.99),
  src(10, '1z', 0.99),
  src(11, '2z', 0.99),
  src(12, '2z', 0.99),
  src(13, '5z', 0.55, ['2z', 0.4], ['back', 0.05]),
];

/**
 * A recogniser's draft: 456p 789s 11z 22z + 2z with a called pung of Red and a red 5p dora
 * indicator, the tiles of `DOUBTED_ROW` (three uncertain). `short`: without the 456p, too few
 * tiles to score.
 */
export function doubtedDraft(short = false): RecognisedHand {
  const concealed = DOUBTED_ROW.slice(short ? 3 : 0);
  return {
    concealed: short ? '789s11222z' : '456p789s11222z',
    win_tile: '2z',
    melds: [{ type: 'pon', tiles: '777z', called_index: 1 }],
    dora_indicators: ['0p'],
    ura_indicators: [],
    provenance: {
      concealed,
      win_tile: concealed.at(-1)!,
      melds: [[src(20, '7z', 0.99), src(21, '7z', 0.99), src(22, '7z', 0.99)]],
      dora_indicators: [src(30, '0p', 0.97)],
      ura_indicators: [],
    },
  };
}

/**
 * The sample hand as read from a photo: 123m 456p 789s 11z 22z + 2z, dora 1p, the tiles of
 * `DOUBTED_ROW` after a sure 123m (three read below 0.7: the 5p, the 9s, and the winning tile,
 * which the detector saw as 5z and decoding made 2z).
 */
export function sampleReading(): RecognisedHand {
  const concealed = [src(0, '1m', 0.99), src(1, '2m', 0.99), src(2, '3m', 0.99), ...DOUBTED_ROW];
  return {
    concealed: '123m456p789s11222z',
    win_tile: '2z',
    melds: [],
    dora_indicators: ['1p'],
    ura_indicators: [],
    provenance: { concealed, win_tile: concealed[13]!, melds: [], dora_indicators: [src(20, '1p', 0.99)], ura_indicators: [] },
  };
}
