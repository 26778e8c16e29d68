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
import type { RecognisedHand } from '../../vision/types';
import { EMPTY_DRAFT, type HandDraft, draftFromReading } from '../../vision/hand-draft';
import type { TableSituation } from '../game/win-record';
import { DEFAULT_SITUATION, SAMPLE_HAND, type Situation, scoreHand } from './situation';


/** Where the read hand's tiles were found on its picture, in that picture's pixels (the referee's evidence). */
export interface PhotoBoxes {
  readonly width: number;
  readonly height: number;
  readonly boxes: readonly { readonly tile: string; readonly x: number; readonly y: number; readonly w: number; readonly h: number }[];
}

export interface ScoringState {
  /** The hand being checked and scored; null before there is one (the empty state says what to do). */
  readonly hand: HandDraft | null;
  /** The hand as recognition read it, for learning the corrections; null for a hand entered by hand. */
  readonly asRead: HandDraft | null;
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
  | { readonly type: 'read'; readonly draft: RecognisedHand; readonly thumbnail?: string; readonly photo?: PhotoBoxes }
  /** An edit of the tiles in the editor. */
  | { readonly type: 'edit'; readonly hand: HandDraft }
  /** The score card's form changed: how the hand was won, winds, flags, counters, preset. */
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

/**
 * The situation for the next hand: what belongs to the table (preset, prevalent wind, counters,
 * sticks) stays; what belonged to the last hand (riichi and the other flags, seat, dealer, how it
 * was won, liable and discarding seats) goes back to the defaults.
 */
export function nextHandSituation(s: Situation): Situation {
  return { ...DEFAULT_SITUATION, preset: s.preset, roundWind: s.roundWind, honba: s.honba, riichiSticks: s.riichiSticks };
}

/** A first session: no hand yet. */
export function emptySession(situation: Situation = DEFAULT_SITUATION): ScoringState {
  return { hand: null, asRead: null, thumbnail: null, photo: null, situation, recorded: false, result: null };
}

/** The state with its result worked out again (only when the hand or the situation changed). */
function scored(state: Omit<ScoringState, 'result'>, before: ScoringState): ScoringState {
  if (state.hand === before.hand && state.situation === before.situation) return { ...state, result: before.result };
  return { ...state, result: state.hand === null ? null : scoreHand(state.hand, state.situation) };
}

/** A new hand, its situation fresh if the last hand was recorded. */
function startHand(state: ScoringState, hand: HandDraft, asRead: HandDraft | null, situation = state.recorded ? nextHandSituation(state.situation) : state.situation): Omit<ScoringState, 'result'> {
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
      const hand = draftFromReading(action.draft);
      return scored({ ...startHand(state, hand, hand), thumbnail: action.thumbnail ?? null, photo: action.photo ?? null }, state);
    }
    case 'edit':
      return action.hand === state.hand ? state : scored({ ...state, hand: action.hand }, state);
    case 'situation':
      // The same situation told again changes nothing.
      return sameSituation(state.situation, action.situation) ? state : scored({ ...state, situation: action.situation }, state);
    case 'table':
      return sameTable(state.situation, action.table) ? state : scored({ ...state, situation: { ...state.situation, ...action.table } }, state);
    case 'enter':
      return scored(startHand(state, EMPTY_DRAFT, null), state);
    case 'sample': {
      // The sample's own seat and win (the default situation's), on the table as it stands.
      const s = { ...DEFAULT_SITUATION, preset: state.situation.preset, roundWind: state.situation.roundWind, honba: state.situation.honba, riichiSticks: state.situation.riichiSticks };
      return scored(startHand(state, SAMPLE_HAND, null, s), state);
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
