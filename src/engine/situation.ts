/**
 * The win situation (the `context` of a score request), parsed and checked for flags that cannot
 * go together. The checks run in a fixed order so the first reported problem is stable.
 */
import { type Result, ok, err } from './result';
import { type TileKind, EAST, NORTH } from './tile';
import { parseTile } from './notation';
import type { Ruleset } from './ruleset';

export type Wind = '1z' | '2z' | '3z' | '4z';

export interface ContextInput {
  readonly win: 'ron' | 'tsumo';
  readonly seat_wind: Wind;
  readonly round_wind: Wind;
  /** Defaults to seat_wind === East. */
  readonly dealer?: boolean;
  readonly riichi?: boolean;
  /** Set together with `riichi` for a double riichi. */
  readonly double_riichi?: boolean;
  readonly ippatsu?: boolean;
  readonly haitei?: boolean;
  readonly houtei?: boolean;
  readonly rinshan?: boolean;
  readonly chankan?: boolean;
  readonly tenhou?: boolean;
  readonly chiihou?: boolean;
  readonly renhou?: boolean;
  readonly nagashi_mangan?: boolean;
  readonly dora_indicators?: readonly string[];
  readonly ura_indicators?: readonly string[];
  /** Counters on the table (300 per counter, 100 per payer on tsumo). */
  readonly honba?: number;
  /** Riichi sticks the winner collects, the winner's own included. */
  readonly riichi_sticks?: number;
  /** Seat of the player liable (pao) for Big Three Dragons / Big Four Winds (rule text 001, 3.3.9). */
  readonly pao_seat?: Wind | null;
  /** Seat of the discarder, needed on ron when `pao_seat` is set. */
  readonly discarder_seat?: Wind | null;
}

export interface Situation {
  readonly tsumo: boolean;
  readonly seatWind: TileKind;
  readonly roundWind: TileKind;
  readonly dealer: boolean;
  readonly riichi: boolean;
  readonly doubleRiichi: boolean;
  readonly ippatsu: boolean;
  readonly haitei: boolean;
  readonly houtei: boolean;
  readonly rinshan: boolean;
  readonly chankan: boolean;
  readonly tenhou: boolean;
  readonly chiihou: boolean;
  readonly renhou: boolean;
  readonly nagashiMangan: boolean;
  readonly honba: number;
  readonly riichiSticks: number;
  readonly paoSeat: TileKind | null;
  readonly discarderSeat: TileKind | null;
}

export const CONTEXT_ISSUE_CODES = [
  'bad_context',
  'open_hand_riichi',
  'open_hand_daburi',
  'ippatsu_without_riichi',
  'chankan_with_tsumo',
  'rinshan_without_tsumo',
  'haitei_without_tsumo',
  'houtei_with_tsumo',
  'haitei_with_rinshan',
  'houtei_with_chankan',
  'tenhou_not_as_dealer',
  'tenhou_without_tsumo',
  'tenhou_with_meld',
  'chiihou_as_dealer',
  'chiihou_without_tsumo',
  'chiihou_with_meld',
  'renhou_as_dealer',
  'renhou_with_tsumo',
  'renhou_with_meld',
  'pao_without_discarder',
  'pao_on_self',
  'pao_not_applicable',
  'rinshan_without_kan',
  // Given by the scorer (score.ts) for a preset without nagashi mangan.
  'nagashi_not_in_preset',
] as const;
export type ContextIssueCode = (typeof CONTEXT_ISSUE_CODES)[number];

export interface ContextIssue {
  readonly code: ContextIssueCode;
  readonly message: string;
}

/** Whoever sits East deals: the default when a request does not say who the dealer is. */
export const isDealerSeat = (seat: Wind): boolean => seat === '1z';

const bad = (message: string): Result<never, ContextIssue> => err({ code: 'bad_context', message });

function parseWind(value: unknown, field: string, rules: Ruleset, optional: boolean): Result<TileKind | null, ContextIssue> {
  if (optional && (value === undefined || value === null)) return ok(null);
  const parsed = typeof value === 'string' ? parseTile(value) : null;
  const kind = parsed?.ok ? parsed.value : -1;
  if (kind < EAST || kind > NORTH) return bad(`${field} must be a wind 1z-4z, got ${JSON.stringify(value)}`);
  if (rules.players === 3 && kind === NORTH && field !== 'round_wind') return bad(`${field}: there is no North seat in ${rules.title}`);
  return ok(kind);
}

function count(value: unknown, field: string): Result<number, ContextIssue> {
  if (value === undefined || value === null) return ok(0);
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 1000) return bad(`${field} must be a whole number from 0, got ${JSON.stringify(value)}`);
  return ok(value);
}

/** Parses the context fields; does not yet check flag combinations (see `contextConflict`). */
export function parseSituation(input: ContextInput, rules: Ruleset): Result<Situation, ContextIssue> {
  if (typeof input !== 'object' || input === null) return bad('the context must be an object');
  if (input.win !== 'ron' && input.win !== 'tsumo') return bad(`win must be "ron" or "tsumo", got ${JSON.stringify(input.win)}`);
  const seat = parseWind(input.seat_wind, 'seat_wind', rules, false);
  if (!seat.ok) return seat;
  const round = parseWind(input.round_wind, 'round_wind', rules, false);
  if (!round.ok) return round;
  const pao = parseWind(input.pao_seat, 'pao_seat', rules, true);
  if (!pao.ok) return pao;
  const discarder = parseWind(input.discarder_seat, 'discarder_seat', rules, true);
  if (!discarder.ok) return discarder;
  const honba = count(input.honba, 'honba');
  if (!honba.ok) return honba;
  const sticks = count(input.riichi_sticks, 'riichi_sticks');
  if (!sticks.ok) return sticks;
  for (const flag of ['dealer', 'riichi', 'double_riichi', 'ippatsu', 'haitei', 'houtei', 'rinshan', 'chankan', 'tenhou', 'chiihou', 'renhou', 'nagashi_mangan'] as const) {
    const v = input[flag];
    if (v !== undefined && typeof v !== 'boolean') return bad(`${flag} must be true or false, got ${JSON.stringify(v)}`);
  }
  return ok({
    tsumo: input.win === 'tsumo',
    seatWind: seat.value!,
    roundWind: round.value!,
    dealer: input.dealer ?? isDealerSeat(input.seat_wind),
    riichi: input.riichi === true || input.double_riichi === true,
    doubleRiichi: input.double_riichi === true,
    ippatsu: input.ippatsu === true,
    haitei: input.haitei === true,
    houtei: input.houtei === true,
    rinshan: input.rinshan === true,
    chankan: input.chankan === true,
    tenhou: input.tenhou === true,
    chiihou: input.chiihou === true,
    renhou: input.renhou === true,
    nagashiMangan: input.nagashi_mangan === true,
    honba: honba.value,
    riichiSticks: sticks.value,
    paoSeat: pao.value,
    discarderSeat: discarder.value,
  });
}

const conflict = (code: ContextIssueCode, message: string): ContextIssue => ({ code, message });

/**
 * The first flag combination that cannot happen, or null. `open` = the hand has a called meld,
 * `melds` = it has any meld (a concealed kong too), `kans` = its kongs.
 */
export function contextConflict(s: Situation, open: boolean, melds: boolean, kans: number): ContextIssue | null {
  if (s.riichi && open && !s.doubleRiichi) return conflict('open_hand_riichi', 'riichi needs a concealed hand');
  if (s.doubleRiichi && open) return conflict('open_hand_daburi', 'double riichi needs a concealed hand');
  if (s.ippatsu && !s.riichi) return conflict('ippatsu_without_riichi', 'ippatsu needs riichi');
  if (s.chankan && s.tsumo) return conflict('chankan_with_tsumo', 'robbing a kong is a win on a discard (ron)');
  if (s.rinshan && !s.tsumo) return conflict('rinshan_without_tsumo', 'a win on a replacement tile is self-drawn (tsumo)');
  if (s.haitei && !s.tsumo) return conflict('haitei_without_tsumo', 'haitei is the last tile drawn (tsumo); on the last discard use houtei');
  if (s.houtei && s.tsumo) return conflict('houtei_with_tsumo', 'houtei is the last discard (ron)');
  if (s.haitei && s.rinshan) return conflict('haitei_with_rinshan', 'a replacement tile is not the last tile of the wall');
  if (s.houtei && s.chankan) return conflict('houtei_with_chankan', 'robbing a kong is not the last discard');
  if (s.tenhou && !s.dealer) return conflict('tenhou_not_as_dealer', 'Blessing of Heaven is the dealer\'s');
  if (s.tenhou && !s.tsumo) return conflict('tenhou_without_tsumo', 'Blessing of Heaven is self-drawn');
  if (s.tenhou && melds) return conflict('tenhou_with_meld', 'Blessing of Heaven allows no meld');
  if (s.chiihou && s.dealer) return conflict('chiihou_as_dealer', 'Blessing of Earth is for a non-dealer (the dealer\'s is Blessing of Heaven)');
  if (s.chiihou && !s.tsumo) return conflict('chiihou_without_tsumo', 'Blessing of Earth is self-drawn');
  if (s.chiihou && melds) return conflict('chiihou_with_meld', 'Blessing of Earth allows no meld');
  if (s.renhou && s.dealer) return conflict('renhou_as_dealer', 'Blessing of Man is for a non-dealer');
  if (s.renhou && s.tsumo) return conflict('renhou_with_tsumo', 'Blessing of Man is a win on a discard');
  if (s.renhou && melds) return conflict('renhou_with_meld', 'Blessing of Man allows no meld');
  // Last, so the reference calculator's errors above keep their precedence.
  if (s.rinshan && kans === 0) return conflict('rinshan_without_kan', 'a win on a replacement tile needs a kong in the hand');
  if (s.paoSeat !== null && s.paoSeat === s.seatWind) return conflict('pao_on_self', 'the liable player cannot be the winner');
  if (s.paoSeat !== null && !s.tsumo && s.discarderSeat === null)
    return conflict('pao_without_discarder', 'on a ron with a liable player, say who discarded (discarder_seat) so the payment can be split');
  return null;
}
