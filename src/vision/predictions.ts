/**
 * A recognition in the dataset's formats (DESIGN.md sections 3 and 4): tiles as `eval --predictions`
 * writes them and the metrics read them, and the draft as a Hand. Pure.
 */
import type { HandInput } from '../engine/index';
import type { PredictedTile } from './metrics';
import type { FrameRecognition } from './pipeline';
import type { RecognisedHand } from './types';

/**
 * Every detection as the dataset writes a box (a red five is `5m` + red, a face-down tile is
 * `back`), with `p` = detector score x classifier probability: the confidence the metrics rank by.
 */
export function predictedTiles(r: FrameRecognition): (PredictedTile & { readonly orientation: string })[] {
  return r.detections.map((d, i) => {
    const red = d.kind[0] === '0';
    return {
      tile: red ? `5${d.kind[1]}` : d.kind,
      red,
      x: d.box.x,
      y: d.box.y,
      w: d.box.w,
      h: d.box.h,
      orientation: d.kind === 'back' ? 'back' : d.orientation,
      p: (r.detectorScores[i] ?? 0) * d.p,
    };
  });
}

/** A draft in the dataset's Hand format, or null when it holds no tile at all. */
export function handOfDraft(draft: RecognisedHand): HandInput | null {
  const { concealed, win_tile, melds, dora_indicators, ura_indicators } = draft;
  if (concealed === '' && win_tile === null && melds.length === 0) return null;
  return { concealed, win_tile, melds: melds.map((m) => ({ type: m.type, tiles: m.tiles, called_index: m.called_index })), dora_indicators, ura_indicators };
}
