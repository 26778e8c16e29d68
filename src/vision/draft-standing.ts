/**
 * How a hand draft leaves recognition, judged from the outside (`npm run eval` counts these over a
 * dataset; issue 19: "how many impossible hands decoding returned, must be 0"). Independent of the
 * guard that is meant to make it so (`legal-draft.ts`): melds are judged by the engine's own meld
 * rules, red fives counted against the preset, and "to check" read from the tiles' provenance.
 */
import { meldShapeProblem, parseTiles, type Ruleset } from '../engine/index';
import { isLegalHand } from './rules-decoding';
import { labelsOf } from './tile-labels';
import type { RecognisedHand } from './types';

/**
 * - `legal`: a legal winning hand under the preset;
 * - `doubted`: no legal hand, with at least one tile marked to check (the editor says what);
 * - `impossible`: a meld that is not its type, more red fives in a suit than the set has, or no
 *   legal hand with nothing marked to check: what a person must never be shown.
 */
export type DraftStanding = 'legal' | 'doubted' | 'impossible';

export function draftStanding(draft: RecognisedHand, rules: Ruleset): DraftStanding {
  const meldsOk = draft.melds.every((m) => {
    const tiles = parseTiles(m.tiles);
    return tiles.ok && meldShapeProblem(m.type, tiles.value) === null;
  });
  const labels = [...labelsOf(draft.concealed), ...draft.melds.flatMap((m) => labelsOf(m.tiles)), ...draft.dora_indicators, ...draft.ura_indicators];
  const allowedReds = rules.redFives ? 1 : 0;
  const redsOk = ['0m', '0p', '0s'].every((red) => labels.filter((l) => l === red).length <= allowedReds);
  if (!meldsOk || !redsOk) return 'impossible';
  if (isLegalHand(draft, rules)) return 'legal';
  const { concealed, win_tile, melds, dora_indicators, ura_indicators } = draft.provenance;
  const doubted = [...concealed, win_tile, ...melds.flat(), ...dora_indicators, ...ura_indicators].some((s) => s !== null && s.doubted);
  return doubted ? 'doubted' : 'impossible';
}
