/**
 * What the manual entry form holds (text as typed, flags as ticked) and its one translation into
 * the engine's score request. No rules here: whatever the user typed goes to the engine, which
 * says what is wrong with it.
 */
import {
  DEFAULT_PRESET,
  type MeldType,
  type PresetName,
  type ScoreRequest,
  type ScoreResultJson,
  type Wind,
  completeWithWinTile,
  isDealerSeat,
  parseTiles,
  scoreRequest,
  tileName,
} from '../../engine/index';
import type { Flag } from '../i18n/strings';

export interface MeldDraft {
  readonly type: MeldType;
  /** Tiles as typed, mpsz. */
  readonly tiles: string;
}

export interface HandDraft {
  readonly preset: PresetName;
  /** Concealed tiles as typed (mpsz): the 13 before the win, or all 14 with the winning tile. */
  readonly concealed: string;
  readonly winTile: string;
  readonly melds: readonly MeldDraft[];
  /** Indicator rows as typed: several tiles in one string (`1p7z`). */
  readonly dora: string;
  readonly ura: string;
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

/** What the page opens with: South seat in the East round, a pung of South completed on a discard. */
export const EXAMPLE_DRAFT: HandDraft = {
  preset: DEFAULT_PRESET,
  concealed: '123m456p789s11222z',
  winTile: '2z',
  melds: [],
  dora: '1p',
  ura: '',
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

/**
 * An indicator row as the engine's list of single tiles. Text the notation parser rejects is
 * passed through whole, so the engine reports the problem against that field.
 */
export function indicatorList(text: string): string[] {
  if (text.trim() === '') return [];
  const parsed = parseTiles(text.trim());
  return parsed.ok ? parsed.value.map(tileName) : [text];
}

export function toScoreRequest(draft: HandDraft): ScoreRequest {
  return {
    hand: completeWithWinTile({
      concealed: draft.concealed.trim(),
      win_tile: draft.winTile.trim(),
      melds: draft.melds.map((m) => ({ type: m.type, tiles: m.tiles.trim() })),
      dora_indicators: indicatorList(draft.dora),
      ura_indicators: indicatorList(draft.ura),
    }),
    context: {
      win: draft.win,
      seat_wind: draft.seatWind,
      round_wind: draft.roundWind,
      ...(draft.dealer === null ? {} : { dealer: draft.dealer }),
      ...draft.flags,
      honba: draft.honba,
      riichi_sticks: draft.riichiSticks,
      pao_seat: draft.paoSeat,
      discarder_seat: draft.discarderSeat,
    },
  };
}

/** The dealer as the form shows it: the user's choice, else the engine's default (East deals). */
export const isDealer = (draft: HandDraft): boolean => draft.dealer ?? isDealerSeat(draft.seatWind);

/**
 * Scores the draft. The engine returns problems as values; a throw would be a bug in it, and is
 * turned into an error result here so the page shows it instead of going blank.
 */
export function scoreDraft(draft: HandDraft): ScoreResultJson {
  try {
    return scoreRequest(toScoreRequest(draft), draft.preset);
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
