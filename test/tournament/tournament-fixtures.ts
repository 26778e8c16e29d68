/**
 * Two tables of one ema-2016 tournament (starting points 30000, uma 15000/5000/-5000/-15000), with
 * every figure worked out by hand from the preset's tables, never by the engine:
 *
 * Table 1 (A B C D; A deals first): B deals into A's dealer mangan (12000: A 42000, B 18000, E1-1);
 * seven exhaustive draws with nobody tenpai pass the deal to South 4; there C declares riichi (C
 * 29000, one stick) and is the only one tenpai at the draw (3000 in all: C +3000 = 32000, A 41000,
 * B 17000, D 29000); D, the dealer, was noten, so the game ends with one stick left, to first place.
 * Scores: A 41000-30000+15000+1000 = 27000; C 2000+5000 = 7000; D -1000-5000 = -6000;
 * B -13000-15000 = -28000 (sum 0).
 *
 * Table 2 (E F G H; E deals first), unfinished: F self-draws 1 han 30 fu (300 from G and H, 500
 * from E the dealer): F 31100, G 29700, H 29700, E 29500. Provisional: F 1100+15000 = 16100; G and
 * H tie for second, sharing (5000-5000)/2 = 0 uma: -300 each; E -500-15000 = -15500 (sum 0).
 */
import type { Envelope, GameEvent } from '../../src/engine/index';

export const PLAYERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
export const TABLE_1 = ['A', 'B', 'C', 'D'];
export const TABLE_2 = ['E', 'F', 'G', 'H'];

const draw = (...tenpai: number[]): GameEvent => ({ v: 1, type: 'draw', tenpai });

export const GAME_1: readonly GameEvent[] = [
  { v: 1, type: 'start', players: TABLE_1, preset: 'ema-2016' },
  { v: 1, type: 'ron', discarder: 1, wins: [{ winner: 0, worth: { han: 5, fu: 30 } }] },
  ...Array.from({ length: 7 }, () => draw()),
  { v: 1, type: 'riichi', seat: 2 },
  draw(2),
];

export const GAME_2: readonly GameEvent[] = [
  { v: 1, type: 'start', players: TABLE_2, preset: 'ema-2016' },
  { v: 1, type: 'tsumo', win: { winner: 1, worth: { han: 1, fu: 30 } } },
];

/** Envelopes as a device records them: ids unique within the game (prefixed, so two games' ids differ too). */
export const envelopesOf = (events: readonly GameEvent[], prefix: string): Envelope[] =>
  events.map((event, i) => ({ id: `${prefix}-${i}`, at: `2026-11-27T10:${String(i).padStart(2, '0')}:00Z`, by: 'scorer', event }));

/** Final (table 1) and provisional (table 2) scores by player, as worked out above. */
export const SCORES: Readonly<Record<string, number>> = { A: 27000, B: -28000, C: 7000, D: -6000, E: -15500, F: 16100, G: -300, H: -300 };
export const UMA: Readonly<Record<string, number>> = { A: 15000, B: -15000, C: 5000, D: -5000, E: -15000, F: 15000, G: 0, H: 0 };
