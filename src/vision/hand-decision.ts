/**
 * The hand a reading gives the editor, from the layout's readings: rules-aware decoding
 * (`rules-decoding.ts`), then the guard that whatever comes out holds no impossible meld and
 * flags what keeps it from being a legal hand (`legal-draft.ts`). Pure, so it is tested on
 * detections without models; `pipeline.ts` runs it on every frame, the turned view's and the
 * closer look's included (both are read as frames of their own, through here).
 */
import { DEFAULT_PRESET, PRESETS, type Ruleset } from '../engine/index';
import { layoutHand, type LayoutOptions, type LayoutResult } from './layout/index';
import { guardDraft } from './legal-draft';
import { decodeCandidates, type DecodingOptions, type HandDecoding } from './rules-decoding';
import type { Detection, RecognisedHand, VisionWarning } from './types';

export interface DecisionOptions {
  /** The preset whose rules say what a legal hand is. Default: `DEFAULT_PRESET`. */
  readonly rules?: Ruleset;
  /** Rules-aware decoding and the guard; false gives the hand as laid out. */
  readonly decoding?: Partial<DecodingOptions> | false;
}

export interface HandDecision {
  readonly draft: RecognisedHand;
  readonly decoding: HandDecoding | null;
  readonly warnings: readonly VisionWarning[];
}

/**
 * The hand to show: the draft as read when it is legal (or decoding is off), else the most
 * probable legal reading among the layout's readings and the tiles' alternatives, with a warning
 * naming the tiles it reads differently. The warnings are those of the layout reading it came
 * from, less five-of-a-kind errors: the reading shown has none. When no legal reading is found,
 * the draft as read, guarded: its melds made legal for their types, its red fives within the
 * preset, and the tiles that keep it from being a legal hand doubted (`guardDraft`).
 */
export function decideHand(laidOut: LayoutResult, options: DecisionOptions = {}): HandDecision {
  const { draft: read, warnings } = laidOut;
  if (options.decoding === false) return { draft: read, decoding: null, warnings };
  const rules = options.rules ?? PRESETS[DEFAULT_PRESET];
  const { index, candidate, decoding } = decodeCandidates({ draft: read, warnings, extraCost: 0 }, laidOut.alternatives, rules, options.decoding);
  const best = decoding.readings[0];
  if ((index === 0 && decoding.legalAsRead) || best === undefined) {
    // Legal as read, the guard changes nothing (but a red five of a set without them); else it
    // is the only thing between an impossible hand and the editor.
    const guarded = guardDraft(read, rules);
    return { draft: guarded.draft, decoding, warnings: [...warnings, ...guarded.warnings] };
  }
  const removed = candidate.removed ?? [];
  const corrected: VisionWarning = {
    code: 'rules_corrected',
    severity: 'warning',
    ids: [...best.changes.map((c) => c.id), ...removed],
    data: { changes: best.changes, regrouped: index > 0, removed },
  };
  // A legal reading passes the guard unchanged (the same rule for red fives as above).
  const guarded = guardDraft(best.draft, rules);
  return { draft: guarded.draft, decoding, warnings: [...candidate.warnings.filter((w) => w.code !== 'too_many_copies' && w.code !== 'tile_count'), corrected, ...guarded.warnings] };
}

/** Detections to the hand to show: `layoutHand`, then `decideHand`. */
export function readHand(detections: readonly Detection[], options: DecisionOptions & { readonly layout?: LayoutOptions } = {}): HandDecision & { readonly read: RecognisedHand } {
  const laidOut = layoutHand(detections, options.layout);
  return { ...decideHand(laidOut, options), read: laidOut.draft };
}
