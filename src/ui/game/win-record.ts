/**
 * From a hand scored on the score card to the win the game records: the winner is the player
 * sitting at the situation's seat wind this hand, the liable player the one at its pao seat, and
 * the worth is the engine's own (re-scored here, so a yakuman records its multiple). What the
 * table saw of the hand (tiles, yaku, indicators, a thumbnail) goes beside the win as its note.
 * Pure: the game state and the hand in its situation come in, an event or a coded problem goes out.
 */
import { PRESETS, scoreRequestParsed, worthOf, type GameEvent, type GameState, type HandNote, type ScoreResultJson, type Seat, type Win, type Wind } from '../../engine/index';
import { type HandDraft, handInputOf } from '../../vision/hand-draft';
import { formatTileRun } from '../../vision/tile-text';
import { type Situation, scoreRequestOf } from '../score/situation';
import { type Result, ok, err } from '../../engine/result';
import { readingGroups } from '../score/reading-tiles';
import { roundWindOf, seatAtWind } from './table-seats';

export type WinProblem =
  | { readonly code: 'ended' }
  | { readonly code: 'invalid_hand' }
  /** A nagashi mangan is not a winning hand: it has its own dialog. */
  | { readonly code: 'nagashi' }
  /** The calculator's preset is not the game's: the worth would be another rule's. */
  | { readonly code: 'other_preset' }
  | { readonly code: 'no_such_seat'; readonly wind: Wind };

export interface ScoredWin {
  readonly win: Win;
  readonly note: HandNote;
  /** The calculator's discarder seat, when it names one (a pao ron needs it). */
  readonly discarder: Seat | null;
}

/** The win the hand in its situation makes in this game, or why it cannot be recorded. */
export function scoredWin(state: GameState, hand: HandDraft, situation: Situation, result: ScoreResultJson, thumbnail?: string): Result<ScoredWin, WinProblem> {
  if (state.ended) return err({ code: 'ended' });
  if (situation.flags.nagashi_mangan) return err({ code: 'nagashi' });
  if (situation.preset !== state.preset) return err({ code: 'other_preset' });
  if (result.error !== null) return err({ code: 'invalid_hand' });
  const winner = seatAtWind(state, situation.seatWind);
  if (winner === null) return err({ code: 'no_such_seat', wind: situation.seatWind });
  const score = scoreRequestParsed(scoreRequestOf(hand, situation), PRESETS[state.preset]);
  if (!score.ok) return err({ code: 'invalid_hand' });
  const liable = situation.paoSeat === null ? null : seatAtWind(state, situation.paoSeat);
  const discarder = situation.discarderSeat === null ? null : seatAtWind(state, situation.discarderSeat);
  const win: Win = { winner, worth: worthOf(score.value), ...(liable === null || liable === winner ? {} : { liable }) };
  // Seven pairs and thirteen orphans are named, not spelled, in the reading: their tiles are kept
  // as entered instead (the whole hand, red fives included), so the record shows what was won.
  const spelled = result.reading !== undefined && readingGroups(result.reading).length > 0;
  const note: HandNote = {
    winner,
    tiles: spelled ? result.reading! : handInputOf(hand).concealed,
    yaku: result.yaku.map(([name, han]) => [name, han] as const),
    ...(hand.dora.length === 0 ? {} : { dora: formatTileRun(hand.dora.map((t) => t.tile)) }),
    ...(hand.ura.length === 0 ? {} : { ura: formatTileRun(hand.ura.map((t) => t.tile)) }),
    ...(thumbnail === undefined ? {} : { thumbnail }),
  };
  return ok({ win, note, discarder: discarder === winner ? null : discarder });
}

/** The event for a scored win: a tsumo, or a ron from `discarder`. */
export const winEvent = (win: Win, discarder: Seat | null): GameEvent => (discarder === null ? { v: 1, type: 'tsumo', win } : { v: 1, type: 'ron', discarder, wins: [win] });


/** The calculator's fields that the game decides. */
export type TableSituation = Pick<Situation, 'preset' | 'roundWind' | 'honba' | 'riichiSticks'>;

export const tableSituation = (state: GameState): TableSituation => ({ preset: state.preset, roundWind: roundWindOf(state), honba: state.honba, riichiSticks: state.sticks });
