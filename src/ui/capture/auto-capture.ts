/**
 * Auto-capture of the live camera's hand: fed one recognition per frame, says when the same
 * legal hand has been read in enough consecutive frames to take it without a tap, and then keeps
 * quiet about that hand, so a hand held still (or a looping clip of it) is taken once. Pure: no
 * DOM, no clock; the view feeds it and acts on what it says.
 */
import { labelsOf } from '../../vision/tile-labels';
import type { RecognisedHand, Severity, VisionWarningCode } from '../../vision/types';

export interface AutoCaptureOptions {
  /** Consecutive frames that must read the same legal hand before it is taken. */
  readonly frames: number;
  /**
   * Frames the taken hand must be out of view (no hand, or another one) before the same hand is
   * taken again. Longer than a misread frame or two, or a hand briefly covered by a reaching arm;
   * a new deal is a different hand, taken as soon as it is steady whatever this says.
   */
  readonly rearmAfter: number;
}

export const AUTO_CAPTURE_DEFAULTS: AutoCaptureOptions = { frames: 5, rearmAfter: 30 };
/** The frame counts the settings offer: fewer is twitchy, more is a long wait at a few frames a second. */
export const AUTO_CAPTURE_FRAME_CHOICES = [3, 5, 8, 12] as const;

/**
 * Warnings that keep a frame from counting even when its hand is legal. Errors say the draft is
 * no legal hand as read. The others say the layout had two ways to read the picture and picked
 * one (rotation, grouping, the winning tile, a meld): a still picture picks the same way every
 * frame, so steadiness proves nothing there and only a person should decide. Not blocking:
 * `low_confidence` and `rules_corrected` (the tiles are marked in the editor, and the reading is
 * the most probable legal one), `borderline_gap` (decided, just close), and the `info` ones
 * (things set aside that the hand does not depend on).
 */
export const BLOCKING_WARNINGS: ReadonlySet<VisionWarningCode> = new Set([
  'ambiguous_orientation',
  'ambiguous_grouping',
  'no_winning_tile',
  'unclear_meld',
  'ungrouped_tiles',
]);

/** What the machine needs of a frame's recognition (`Recognition` has it all). */
export interface FrameReading {
  readonly draft: Pick<RecognisedHand, 'concealed' | 'win_tile' | 'melds'>;
  /** The recogniser's legal readings; null when it did not decode (the hand is not known to be legal). */
  readonly decoding: { readonly readings: readonly unknown[] } | null;
  readonly warnings: readonly { readonly code: VisionWarningCode; readonly severity: Severity }[];
}

export interface AutoCaptureState {
  /** The hand of the current run of frames, null when the last frame had none to take. */
  readonly key: string | null;
  /** Consecutive frames that read `key`. */
  readonly count: number;
  /** The hand last taken, until it has been out of view `rearmAfter` frames. */
  readonly taken: string | null;
  /** Consecutive frames without `taken`. */
  readonly away: number;
}

export const AUTO_CAPTURE_START: AutoCaptureState = { key: null, count: 0, taken: null, away: 0 };

/** Tiles of an mpsz string in a fixed order, so the same tiles read in another order are one hand. */
const sorted = (tiles: string): string => labelsOf(tiles).sort().join('');

/**
 * The hand without its indicators, as a comparable string: the dora and ura indicators lie
 * apart and are small, so a frame may miss or misread one, and they do not make it another hand.
 */
export function handKey(draft: FrameReading['draft']): string {
  const melds = draft.melds.map((m) => `${m.type}:${sorted(m.tiles)}`).sort();
  return [sorted(draft.concealed), draft.win_tile ?? '-', ...melds].join('|');
}

/** The hand a frame offers to take: legal (the recogniser found a legal reading) and nothing blocking; else null. */
export function steadyCandidate(frame: FrameReading | null): string | null {
  if (frame === null || frame.decoding === null || frame.decoding.readings.length === 0) return null;
  if (frame.warnings.some((w) => w.severity === 'error' || BLOCKING_WARNINGS.has(w.code))) return null;
  return handKey(frame.draft);
}

export interface AutoCaptureStep {
  readonly state: AutoCaptureState;
  /** Take this frame's hand now. */
  readonly capture: boolean;
}

/** One more frame (null: the recogniser gave no reading of it). */
export function autoCaptureStep(state: AutoCaptureState, frame: FrameReading | null, options: AutoCaptureOptions = AUTO_CAPTURE_DEFAULTS): AutoCaptureStep {
  const key = steadyCandidate(frame);
  const count = key !== null && key === state.key ? state.count + 1 : key === null ? 0 : 1;
  const away = key !== null && key === state.taken ? 0 : state.away + 1;
  const taken = away >= options.rearmAfter ? null : state.taken;
  const capture = key !== null && count >= options.frames && key !== taken;
  return { state: { key, count, taken: capture ? key : taken, away: capture ? 0 : away }, capture };
}

export interface AutoCaptureProgress {
  /** Frames of the current hand so far, at most `needed`. */
  readonly seen: number;
  readonly needed: number;
  /** The hand in view is the one taken. */
  readonly taken: boolean;
}

export function autoCaptureProgress(state: AutoCaptureState, options: AutoCaptureOptions = AUTO_CAPTURE_DEFAULTS): AutoCaptureProgress {
  return { seen: Math.min(state.count, options.frames), needed: options.frames, taken: state.key !== null && state.key === state.taken };
}

/**
 * The state after the person took the frame's hand themselves ("Use this hand"): that hand
 * counts as taken, so auto-capture does not take it a second time a moment later.
 */
export function autoCaptureTaken(state: AutoCaptureState, frame: FrameReading | null): AutoCaptureState {
  const key = steadyCandidate(frame);
  return key === null ? state : { ...state, taken: key, away: 0 };
}
