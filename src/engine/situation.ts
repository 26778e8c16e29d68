/**
 * The win situation (the `context` of a score request), parsed and checked for flags that cannot
 * go together. The checks run in a fixed order so the first reported problem is stable.
 */
import { type Result, ok, err } from './result';
import { type TileKind, EAST, SOUTH, WEST, NORTH } from './tile';
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
  // Situations no table can produce (issue 20): each with the rule text that rules it out.
  'dealer_not_east',
  'east_not_dealer',
  'discarder_is_winner',
  'ura_without_riichi',
  'more_ura_than_dora',
  'first_turn_with_riichi',
  'first_turn_with_last_tile',
  // Given by the scorer (score.ts) for a preset without nagashi mangan.
  'nagashi_not_in_preset',
] as const;
export type ContextIssueCode = (typeof CONTEXT_ISSUE_CODES)[number];

export interface ContextIssue {
  readonly code: ContextIssueCode;
  readonly message: string;
  /** The rule text that rules the situation out (`001 3.4.1`: file of ../shared/rules and its clause), where one says so. */
  readonly rule?: string;
}

/** Whoever sits East deals: the default when a request does not say who the dealer is. */
export const isDealerSeat = (seat: Wind): boolean => seat === '1z';

const WIND_KINDS: Readonly<Record<Wind, TileKind>> = { '1z': EAST, '2z': SOUTH, '3z': WEST, '4z': NORTH };

/** A three-player preset has no North seat (North may still be the prevalent wind's name). */
function seatProblem(seat: Wind | null | undefined, field: string, rules: Ruleset): ContextIssue | null {
  return rules.players === 3 && seat === '4z' ? { code: 'bad_context', message: `${field}: there is no North seat in ${rules.title}` } : null;
}

/**
 * The situation of a context the request schema (src/engine/request-schema.ts) has checked: types
 * and bounds are the schema's; what is left here is what depends on the preset. Flag combinations
 * are checked later, with the hand (see `contextConflict`).
 */
export function parseSituation(input: ContextInput, rules: Ruleset): Result<Situation, ContextIssue> {
  for (const [seat, field] of [[input.seat_wind, 'seat_wind'], [input.pao_seat, 'pao_seat'], [input.discarder_seat, 'discarder_seat']] as const) {
    const problem = seatProblem(seat, field, rules);
    if (problem) return err(problem);
  }
  return ok({
    tsumo: input.win === 'tsumo',
    seatWind: WIND_KINDS[input.seat_wind],
    roundWind: WIND_KINDS[input.round_wind],
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
    honba: input.honba ?? 0,
    riichiSticks: input.riichi_sticks ?? 0,
    paoSeat: input.pao_seat ? WIND_KINDS[input.pao_seat] : null,
    discarderSeat: input.discarder_seat ? WIND_KINDS[input.discarder_seat] : null,
  });
}

const conflict = (code: ContextIssueCode, message: string): ContextIssue => ({ code, message });

/** What of the hand the situation checks look at. */
export interface HandFacts {
  /** The hand has a called meld. */
  readonly open: boolean;
  /** It has any meld (a concealed kong too). */
  readonly melds: boolean;
  readonly kans: number;
  readonly doraIndicators: number;
  readonly uraIndicators: number;
}

const FIRST_TURN_NAMES = { tenhou: 'Blessing of Heaven (tenhou)', chiihou: 'Blessing of Earth (chiihou)', renhou: 'Blessing of Man (renhou)' } as const;

/** The first-turn win claimed, if any: won before the winner's first discard. */
const firstTurnWin = (s: Situation): keyof typeof FIRST_TURN_NAMES | null => (s.tenhou ? 'tenhou' : s.chiihou ? 'chiihou' : s.renhou ? 'renhou' : null);

/** The first flag combination that cannot happen, or null. */
export function contextConflict(s: Situation, hand: HandFacts): ContextIssue | null {
  const { open, melds, kans } = hand;
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
  return impossibleSituation(s, hand);
}

/**
 * Situations no table can produce (issue 20), after the reference calculator's own checks above so
 * theirs keep their precedence. Each names the rule text that rules it out, where one does.
 */
function impossibleSituation(s: Situation, hand: HandFacts): ContextIssue | null {
  // 000 "Changing of seat wind" ("East stays East if East declares mahjong...") and 004 ("The player
  // sitting at the star is East in the first hand"): the dealer is the East seat and no other.
  if (s.dealer && s.seatWind !== EAST) return { code: 'dealer_not_east', message: 'the dealer sits East: a dealer with another seat wind cannot be', rule: '000 Changing of seat wind' };
  if (!s.dealer && s.seatWind === EAST) return { code: 'east_not_dealer', message: 'East is the dealer: an East seat that does not deal cannot be', rule: '000 Changing of seat wind' };
  // 000 "Mahjong on a discard (Ron)": a player "can claim the last discard", another player's.
  if (s.discarderSeat !== null && s.discarderSeat === s.seatWind) return { code: 'discarder_is_winner', message: 'the discarder cannot be the winner', rule: '000 Mahjong on a discard (Ron)' };
  // 001 3.3.14: the ura dora "can be claimed only by players who declared riichi" (and are shown only then).
  if (hand.uraIndicators > 0 && !s.riichi) return { code: 'ura_without_riichi', message: 'ura dora indicators are turned over only for a riichi win', rule: '001 3.3.14' };
  // 001 3.3.14 ("the tiles underneath the dora indicator and any kan dora indicators") and 003 ("the tile
  // beneath each Dora indicator"): one ura indicator per dora indicator at most.
  if (hand.uraIndicators > hand.doraIndicators)
    return { code: 'more_ura_than_dora', message: `${hand.uraIndicators} ura dora indicators but ${hand.doraIndicators} dora indicators: each ura indicator lies under a dora indicator`, rule: '001 3.3.14' };
  const first = firstTurnWin(s);
  // 000 "Yakuman": Tenho is East's mahjong "on initial fourteen tiles", Chiho and Renho come "in first
  // round", before the winner's first discard; riichi is declared with a discard (001 3.3.14).
  if (first !== null && s.riichi) return { code: 'first_turn_with_riichi', message: `${FIRST_TURN_NAMES[first]} comes before the winner's first discard, so before any riichi`, rule: '000 Yakuman; 001 3.3.14' };
  // The last tile of the wall or its last discard is not the first go-around.
  if (first !== null && (s.haitei || s.houtei))
    return { code: 'first_turn_with_last_tile', message: `${FIRST_TURN_NAMES[first]} is a first go-around win, not a win on the last tile`, rule: '000 Yakuman' };
  return null;
}
