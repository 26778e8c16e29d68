/**
 * The hand being scored, between the capture view, the tile editor, the score card and the
 * store: the hand (each tile with what recognition said about it), the hand as it was read (so
 * the corrections can be learned once it is recorded), the photo's thumbnail and boxes, the
 * situation (preset included) and the engine's result. One pure reducer changes it; a
 * {@link ScoringSession} holds it, tells whoever listens, and hands every new state to a saver
 * (src/store/scoring-session-store.ts), so a reload comes back to the same hand. DOM-free, like
 * game-session.ts: it runs in Node tests as in the page.
 */
import type { ScoreResultJson } from '../../engine/index';
import type { HandDraft as VisionDraft } from '../../vision/types';
import { EMPTY_HAND, type EditHand, fromVisionDraft } from '../editor/hand-edit';
import { handFromForm, handToForm } from '../editor/hand-form';
import type { TableSituation } from '../game/win-record';
import { EXAMPLE_DRAFT, type HandDraft, scoreDraft } from './draft';

/** Everything on the calculator's form but the tiles: how the hand was won, winds, flags, the table's counters, the preset. */
export type Situation = Omit<HandDraft, 'concealed' | 'winTile' | 'melds' | 'dora' | 'ura'>;

/** Where the read hand's tiles were found on its picture, in that picture's pixels (the referee's evidence). */
export interface PhotoBoxes {
  readonly width: number;
  readonly height: number;
  readonly boxes: readonly { readonly tile: string; readonly x: number; readonly y: number; readonly w: number; readonly h: number }[];
}

export interface ScoringState {
  /** The hand being checked and scored; null before there is one (the empty state says what to do). */
  readonly hand: EditHand | null;
  /** The hand as recognition read it, for learning the corrections; null for a hand entered by hand. */
  readonly asRead: EditHand | null;
  /** The picture the hand was read from, small (a data URL), for the game record. */
  readonly thumbnail: string | null;
  /** The boxes read on that picture. */
  readonly photo: PhotoBoxes | null;
  readonly situation: Situation;
  /** The hand has gone into the game: the next hand read starts with a fresh situation. */
  readonly recorded: boolean;
  /** The engine's answer for the hand in its situation; null without a hand. */
  readonly result: ScoreResultJson | null;
}

export type ScoringAction =
  /** A recognised hand from the capture view. */
  | { readonly type: 'read'; readonly draft: VisionDraft; readonly thumbnail?: string; readonly photo?: PhotoBoxes }
  /** An edit of the tiles in the editor. */
  | { readonly type: 'edit'; readonly hand: EditHand }
  /** The calculator's form changed (its tiles are the session's own and are not read from it). */
  | { readonly type: 'situation'; readonly situation: Situation }
  /** The open game's table: its preset, prevalent wind, counters and sticks. */
  | { readonly type: 'table'; readonly table: TableSituation }
  /** Enter a hand tile by tile, starting empty. */
  | { readonly type: 'enter' }
  /** The example hand, asked for with its button. */
  | { readonly type: 'sample' }
  /** The game stored the hand. */
  | { readonly type: 'recorded' }
  /** Put the hand away: back to the empty state, the next hand's situation fresh. */
  | { readonly type: 'new-hand' };

/** The situation a fresh session starts with (the example's: South seat, East round, on a discard). */
export const DEFAULT_SITUATION: Situation = situationOf(EXAMPLE_DRAFT);

export function situationOf(draft: Situation): Situation {
  const { preset, win, seatWind, roundWind, dealer, flags, honba, riichiSticks, paoSeat, discarderSeat } = draft;
  return { preset, win, seatWind, roundWind, dealer, flags, honba, riichiSticks, paoSeat, discarderSeat };
}

/**
 * The situation for the next hand: what belongs to the table (preset, prevalent wind, counters,
 * sticks) stays; what belonged to the last hand (riichi and the other flags, seat, dealer, how it
 * was won, liable and discarding seats) goes back to the defaults.
 */
export function nextHandSituation(s: Situation): Situation {
  return { ...DEFAULT_SITUATION, preset: s.preset, roundWind: s.roundWind, honba: s.honba, riichiSticks: s.riichiSticks };
}

/** The calculator's whole form for the hand in its situation. */
export const draftOf = (hand: EditHand, situation: Situation): HandDraft => ({ ...situation, ...handToForm(hand) });

/** A first session: no hand yet. */
export function emptySession(situation: Situation = DEFAULT_SITUATION): ScoringState {
  return { hand: null, asRead: null, thumbnail: null, photo: null, situation, recorded: false, result: null };
}

/** The example hand as tiles (the calculator's example, read from its fields). */
function sampleHand(): EditHand {
  const hand = handFromForm(EXAMPLE_DRAFT);
  return hand.ok ? hand.value : EMPTY_HAND;
}

/** The state with its result worked out again (only when the hand or the situation changed). */
function scored(state: Omit<ScoringState, 'result'>, before: ScoringState): ScoringState {
  if (state.hand === before.hand && state.situation === before.situation) return { ...state, result: before.result };
  return { ...state, result: state.hand === null ? null : scoreDraft(draftOf(state.hand, state.situation)) };
}

/** A new hand, its situation fresh if the last hand was recorded. */
function startHand(state: ScoringState, hand: EditHand, asRead: EditHand | null, situation = state.recorded ? nextHandSituation(state.situation) : state.situation): Omit<ScoringState, 'result'> {
  return { hand, asRead, thumbnail: null, photo: null, situation, recorded: false };
}

function sameSituation(a: Situation, b: Situation): boolean {
  const keys = Object.keys(DEFAULT_SITUATION) as (keyof Situation)[];
  const flags = Object.keys(DEFAULT_SITUATION.flags) as (keyof Situation['flags'])[];
  return keys.every((k) => k === 'flags' || a[k] === b[k]) && flags.every((f) => a.flags[f] === b.flags[f]);
}

function sameTable(s: Situation, t: TableSituation): boolean {
  return s.preset === t.preset && s.roundWind === t.roundWind && s.honba === t.honba && s.riichiSticks === t.riichiSticks;
}

/** The session after `action`. Pure: the same state and action give the same state. */
export function reduceScoring(state: ScoringState, action: ScoringAction): ScoringState {
  switch (action.type) {
    case 'read': {
      const hand = fromVisionDraft(action.draft);
      return scored({ ...startHand(state, hand, hand), thumbnail: action.thumbnail ?? null, photo: action.photo ?? null }, state);
    }
    case 'edit':
      return action.hand === state.hand ? state : scored({ ...state, hand: action.hand }, state);
    case 'situation':
      // The calculator tells back every draft it is given: the same situation changes nothing.
      return sameSituation(state.situation, action.situation) ? state : scored({ ...state, situation: situationOf(action.situation) }, state);
    case 'table':
      return sameTable(state.situation, action.table) ? state : scored({ ...state, situation: { ...state.situation, ...action.table } }, state);
    case 'enter':
      return scored(startHand(state, EMPTY_HAND, null), state);
    case 'sample': {
      // The example's own situation for its own seat and win, on the table as it stands.
      const s = { ...situationOf(EXAMPLE_DRAFT), preset: state.situation.preset, roundWind: state.situation.roundWind, honba: state.situation.honba, riichiSticks: state.situation.riichiSticks };
      return scored(startHand(state, sampleHand(), null, s), state);
    }
    case 'recorded':
      return state.hand === null ? state : { ...state, asRead: null, thumbnail: null, photo: null, recorded: true };
    case 'new-hand':
      return scored({ ...emptySession(nextHandSituation(state.situation)) }, state);
  }
}

/** Someone told of every new state. */
export type ScoringListener = (state: ScoringState) => void;

/**
 * Holds the session: every action goes through {@link reduceScoring}, and a new state goes to the
 * listeners (the components, through `SessionController`) and to `save` (the store).
 */
export class ScoringSession {
  #state: ScoringState;
  readonly #listeners = new Set<ScoringListener>();
  readonly #save: ScoringListener;

  /** What was stored could not be read and was dropped: the empty state says so. */
  readonly dropped: boolean;

  constructor(initial: ScoringState = emptySession(), save: ScoringListener = () => {}, dropped = false) {
    this.#state = initial;
    this.#save = save;
    this.dropped = dropped;
  }

  get state(): ScoringState {
    return this.#state;
  }

  dispatch(action: ScoringAction): void {
    const next = reduceScoring(this.#state, action);
    if (next === this.#state) return;
    this.#state = next;
    this.#save(next);
    for (const listener of [...this.#listeners]) listener(next);
  }

  /** Calls `listener` on every change; returns what stops it. */
  subscribe(listener: ScoringListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
