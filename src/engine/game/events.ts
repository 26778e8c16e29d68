/**
 * The game record's events (issue 5), version 1. An event says what happened at the table; the
 * reducer (reduce.ts) derives every point movement from it with the engine's own payment code
 * (value.ts for the base, payments.ts `settle` for who pays what), so there is one payment table.
 * Time and identity live in the envelope, which the reducer never reads.
 */
import type { PresetName } from '../ruleset';

/** A player's index in the starting seating order: 0 is the first dealer (East in East 1). */
export type Seat = number;

/** What a winning hand is worth, as the scorer reports it (HandScore.han/fu, or a yakuman multiple). */
export type HandWorth = { readonly han: number; readonly fu: number } | { readonly yakuman: number };

export interface Win {
  readonly winner: Seat;
  readonly worth: HandWorth;
  /** Liability (pao, 001 3.3.9) for Big Three Dragons / Big Four Winds: the player who fed the set. */
  readonly liable?: Seat;
}

export type GameEvent =
  | {
      readonly v: 1;
      readonly type: 'start';
      /** Names in seating order, counter-clockwise from the first dealer. */
      readonly players: readonly string[];
      readonly preset: PresetName;
      /** Overrides the preset's starting points (the EMA sheets leave them to each event). */
      readonly startingPoints?: number;
      /** Overrides the preset's uma, by rank from first (the 2008/2012 sheets leave it to each event). */
      readonly uma?: readonly number[];
    }
  /** 001 3.3.14: the declarer puts 1000 on the table with the declaring discard. */
  | { readonly v: 1; readonly type: 'riichi'; readonly seat: Seat }
  | {
      readonly v: 1;
      readonly type: 'ron';
      readonly discarder: Seat;
      /** One winner, or several where the preset allows multiple ron. */
      readonly wins: readonly Win[];
      /** The winning tile was the discarder's riichi-declaring discard: per 001 3.3.14 the
       * declaration is invalid and its 1000 goes back to the declarer. */
      readonly onRiichiDiscard?: boolean;
    }
  | { readonly v: 1; readonly type: 'tsumo'; readonly win: Win }
  /** Exhaustive draw (001 3.4.2): who showed a tenpai hand. */
  | { readonly v: 1; readonly type: 'draw'; readonly tenpai: readonly Seat[] }
  /** Abortive draw, only in presets that have them (004 "Abortive Hands", 003 "Washout"). */
  | { readonly v: 1; readonly type: 'abortive'; readonly reason: (typeof ABORTIVE_DRAW_REASONS)[number] }
  /** Nagashi mangan at an exhaustive draw, where the preset has it; `tenpai` decides the deal as at a draw. */
  | { readonly v: 1; readonly type: 'nagashi'; readonly seat: Seat; readonly tenpai: readonly Seat[] }
  | { readonly v: 1; readonly type: 'chombo'; readonly seat: Seat }
  /** Manual correction; `deltas` per seat must sum to zero so no points appear from nowhere. */
  | { readonly v: 1; readonly type: 'adjust'; readonly deltas: readonly number[]; readonly reason: string };

export type GameEventType = GameEvent['type'];

/** Every abortive draw any text names; which ones a preset has is the reducer's (`abortiveReasonsOf`). */
export const ABORTIVE_DRAW_REASONS = ['four-kans', 'four-winds', 'nine-terminals', 'four-riichi'] as const;

/** The seats that won in an event: the only seats a hand note may belong to. */
export function winnersOf(event: GameEvent): readonly number[] {
  if (event.type === 'ron') return event.wins.map((w) => w.winner);
  return event.type === 'tsumo' ? [event.win.winner] : [];
}

/**
 * What the table saw of one winning hand, kept beside its win for the history and the sheets. The
 * reducer never reads it: the points come from the win's worth alone, so a note cannot change a score.
 */
export interface HandNote {
  readonly winner: Seat;
  /** The reading that scored, in notation (`123m 456p [777z] 11z`, ScoreResultJson.reading). */
  readonly tiles: string;
  /** Yaku as scored: name (romaji, as the engine writes it) and han; a yakuman counts 13 per multiple. */
  readonly yaku: readonly (readonly [name: string, han: number])[];
  /** Dora and ura-dora indicators, mpsz. */
  readonly dora?: string;
  readonly ura?: string;
  /** The photo or camera frame it was read from, shrunk: a `data:image/jpeg;base64,` URL (HAND_NOTE_THUMBNAIL_MAX characters at most). */
  readonly thumbnail?: string;
}

/** Longest thumbnail kept (characters of its data URL): a 160-pixel JPEG is 4-10 k, so a game of hands stays small. */
export const HAND_NOTE_THUMBNAIL_MAX = 32_000;

/** An event as recorded: who entered it and when, kept outside the reducer. */
export interface Envelope {
  readonly id: string;
  /** ISO 8601 time the event was entered. */
  readonly at: string;
  readonly by: string;
  readonly event: GameEvent;
  /** The winning hands as captured or entered, for a ron or a tsumo; absent when only the worth was entered. */
  readonly hands?: readonly HandNote[];
}
