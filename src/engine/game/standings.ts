/**
 * Final ranking: points minus starting points, plus uma by rank, minus penalties deducted after
 * uma (EMA 2016 chombo). Ties and leftover riichi sticks follow EMA 2016 (README preset table:
 * "ties share, leftover riichi bets to the winner"); the other presets' texts are silent, so they
 * follow that nearest EMA edition (README: "Where a text is silent, the preset follows the nearest
 * EMA edition").
 */
import type { Seat } from './events';
import type { GameState } from './state';

export interface Standing {
  readonly seat: Seat;
  readonly name: string;
  readonly points: number;
  /** 1-based; tied players share a rank. */
  readonly rank: number;
  /** Uma for the rank, shared equally among tied players. */
  readonly uma: number;
  /** Riichi sticks left on the table at the end, to the first place (split when tied). */
  readonly leftover: number;
  readonly penalty: number;
  /** points - starting points + uma + leftover - penalty. */
  readonly score: number;
}

/** Standings in rank order (ties by seat order). Can be called mid-game for a provisional view. */
export function standingsOf(s: GameState): Standing[] {
  const uma = s.uma;
  const order = s.points.map((_, seat) => seat).sort((a, b) => s.points[b]! - s.points[a]! || a - b);
  const result: Standing[] = [];
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j < order.length && s.points[order[j]!] === s.points[order[i]!]) j++;
    const tied = order.slice(i, j);
    const umaShare = uma.slice(i, j).reduce((a, b) => a + b, 0) / tied.length;
    const leftover = i === 0 ? (1000 * s.sticks) / tied.length : 0;
    for (const seat of tied) {
      const points = s.points[seat]!;
      const penalty = s.penalties[seat]!;
      result.push({ seat, name: s.players[seat]!, points, rank: i + 1, uma: umaShare, leftover, penalty, score: points - s.startingPoints + umaShare + leftover - penalty });
    }
    i = j;
  }
  return result;
}
