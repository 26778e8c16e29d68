/**
 * The state of a game between hands, as the reducer derives it from the events. Plain data: two
 * replays of the same events give deeply equal states.
 */
import type { PresetName } from '../ruleset';
import type { Seat } from './events';

export interface Round {
  /** Prevalent wind: 0 East, 1 South, 2 West, 3 North. */
  readonly wind: number;
  /** Hand number within the wind, 0-based; the dealer is the player at this seat index. */
  readonly hand: number;
}

export interface GameState {
  readonly preset: PresetName;
  readonly players: readonly string[];
  readonly startingPoints: number;
  /** Uma by rank from first: the preset's, or the game's own. */
  readonly uma: readonly number[];
  /** Points in front of each player (riichi sticks on the table already taken off). */
  readonly points: readonly number[];
  readonly round: Round;
  /** Counters (honba). */
  readonly honba: number;
  /** Riichi sticks on the table: this hand's and those carried over from draws (001 3.4.4). */
  readonly sticks: number;
  /** Seats that declared riichi in the current hand. */
  readonly riichi: readonly Seat[];
  /** Points deducted at the end, after uma (chombo in presets of kind 'deduct'). */
  readonly penalties: readonly number[];
  /** Hands finished so far (wins, draws, chombo re-deals). */
  readonly handsPlayed: number;
  readonly ended: boolean;
}

export const dealerOf = (s: GameState): Seat => s.round.hand;

/** Points plus sticks on the table: constant over a game (what the property tests check). */
export const pointsInPlay = (s: GameState): number => s.points.reduce((a, b) => a + b, 0) + 1000 * s.sticks;
