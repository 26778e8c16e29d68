/**
 * How a hand was won and what lay on the table (the score card's form: preset, winds, flags,
 * counters, sticks, liable and discarding seats), and the one way a hand in its situation goes to
 * the engine. No rules here: whatever the person chose goes to the engine, which says what is
 * wrong with it.
 */
import {
  DEFAULT_PRESET,
  type PresetName,
  type ScoreRequest,
  type ScoreResultJson,
  type Wind,
  isDealerSeat,
  scoreRequest,
} from '../../engine/index';
import { type HandDraft, entered, handInputOf } from '../../vision/hand-draft';
import type { Flag } from '../i18n/strings';

export interface Situation {
  readonly preset: PresetName;
  readonly win: 'ron' | 'tsumo';
  readonly seatWind: Wind;
  readonly roundWind: Wind;
  /** null = not set by the user: the engine's default (the East seat deals) applies. */
  readonly dealer: boolean | null;
  readonly flags: Readonly<Record<Flag, boolean>>;
  readonly honba: number;
  readonly riichiSticks: number;
  /** Seat liable for Big Three Dragons / Big Four Winds (pao), if any. */
  readonly paoSeat: Wind | null;
  /** The discarder's seat: needed on a ron when a liable seat is set. */
  readonly discarderSeat: Wind | null;
}

const NO_FLAGS: Readonly<Record<Flag, boolean>> = {
  riichi: false,
  double_riichi: false,
  ippatsu: false,
  haitei: false,
  houtei: false,
  rinshan: false,
  chankan: false,
  tenhou: false,
  chiihou: false,
  renhou: false,
  nagashi_mangan: false,
};

/** A first situation: the South seat in the East round, winning on a discard, nothing else set. */
export const DEFAULT_SITUATION: Situation = {
  preset: DEFAULT_PRESET,
  win: 'ron',
  seatWind: '2z',
  roundWind: '1z',
  dealer: null,
  flags: NO_FLAGS,
  honba: 0,
  riichiSticks: 0,
  paoSeat: null,
  discarderSeat: null,
};

/** The sample hand ("Try a sample hand"), in the default situation: a pung of South completed on a discard, 1,300. */
export const SAMPLE_HAND: HandDraft = {
  concealed: (['1m', '2m', '3m', '4p', '5p', '6p', '7s', '8s', '9s', '1z', '1z', '2z', '2z'] as const).map(entered),
  win: entered('2z'),
  melds: [],
  dora: [entered('1p')],
  ura: [],
};

/** The hand in its situation as the engine's score request (DESIGN.md section 3). */
export function scoreRequestOf(hand: HandDraft, situation: Situation): ScoreRequest {
  return {
    hand: handInputOf(hand),
    context: {
      win: situation.win,
      seat_wind: situation.seatWind,
      round_wind: situation.roundWind,
      ...(situation.dealer === null ? {} : { dealer: situation.dealer }),
      ...situation.flags,
      honba: situation.honba,
      riichi_sticks: situation.riichiSticks,
      pao_seat: situation.paoSeat,
      discarder_seat: situation.discarderSeat,
    },
  };
}

/** The dealer as the form shows it: the user's choice, else the engine's default (East deals). */
export const isDealer = (situation: Situation): boolean => situation.dealer ?? isDealerSeat(situation.seatWind);

/**
 * Scores the hand in its situation. The engine returns problems as values; a throw would be a bug
 * in it, and is turned into an error result here so the page shows it instead of going blank.
 */
export function scoreHand(hand: HandDraft, situation: Situation): ScoreResultJson {
  try {
    return scoreRequest(scoreRequestOf(hand, situation), situation.preset);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    return {
      error: 'unexpected',
      message,
      details: [],
      han: null,
      fu: null,
      yaku: [],
      fu_details: [],
      level: null,
      hand_value: null,
      payments: null,
      riichi_sticks_bonus: 0,
      total: 0,
    };
  }
}
