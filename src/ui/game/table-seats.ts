/**
 * What the table view shows for each seat, read off the game state: the player's seat wind this
 * hand, the dealer, points and a riichi declared. Seats stay in starting order (players do not
 * move at the table); the winds turn with the deal.
 */
import { dealerOf, type GameState, type Wind } from '../../engine/index';

export const WIND_TILES: readonly Wind[] = ['1z', '2z', '3z', '4z'];

export interface SeatView {
  readonly seat: number;
  readonly name: string;
  /** The player's seat wind this hand. */
  readonly wind: Wind;
  readonly dealer: boolean;
  readonly points: number;
  readonly inRiichi: boolean;
}

/** Seat wind of a seat: East for the dealer, then counter-clockwise in seating order. */
export const seatWindOf = (state: GameState, seat: number): Wind => WIND_TILES[(seat - dealerOf(state) + state.players.length) % state.players.length]!;

/** The seat sitting at a wind this hand, or null (North in a three-player game). */
export function seatAtWind(state: GameState, wind: Wind): number | null {
  const offset = WIND_TILES.indexOf(wind);
  return offset < 0 || offset >= state.players.length ? null : (dealerOf(state) + offset) % state.players.length;
}

export function seatViews(state: GameState): SeatView[] {
  return state.players.map((name, seat) => ({
    seat,
    name,
    wind: seatWindOf(state, seat),
    dealer: seat === dealerOf(state),
    points: state.points[seat]!,
    inRiichi: state.riichi.includes(seat),
  }));
}

/** The prevalent wind as a tile. */
export const roundWindOf = (state: GameState): Wind => WIND_TILES[state.round.wind]!;
