/**
 * The pure game reducer: (state, event) => Result<state, GameError>. A refused event comes back as
 * a coded error value, never a throw. Rule sources: 001 (RCR text, sections cited inline), 004
 * (Mahjong Time's description) and 003 (Japanese/Kansai); choices where the texts are silent are
 * written next to the code that makes them and collected in ./README.md.
 */
import { type Result, ok, err } from '../result';
import { PRESETS, isPresetName, type PresetName, type Ruleset } from '../ruleset';
import { settle, type Payments } from '../payments';
import { regularValue, yakumanValue, MANGAN_BASE } from '../value';
import { EAST } from '../tile';
import type { Situation } from '../situation';
import type { GameEvent, HandWorth, Seat, Win } from './events';
import { dealerOf, type GameState } from './state';
import { NAME_MAX, POINTS_LIMIT, REASON_MAX, adjustProblem, worthProblem } from './limits';

export const GAME_ERROR_CODES = [
  'not_started',
  'already_started',
  'game_over',
  'unknown_preset',
  'bad_players',
  'bad_starting_points',
  'bad_uma',
  'bad_seat',
  'already_riichi',
  'riichi_without_points',
  'no_winner',
  'duplicate_winner',
  'winner_is_discarder',
  'bad_liable',
  'multiple_ron_not_allowed',
  'bad_hand_worth',
  'riichi_discard_without_riichi',
  'riichi_not_tenpai',
  'duplicate_tenpai',
  'no_abortive_draws',
  'not_four_riichi',
  'no_nagashi_mangan',
  'bad_adjustment',
  'no_such_event',
] as const;
export type GameErrorCode = (typeof GAME_ERROR_CODES)[number];

export interface GameError {
  readonly code: GameErrorCode;
  readonly detail: string;
}

const refuse = (code: GameErrorCode, detail: string): { readonly ok: false; readonly error: GameError } => err({ code, detail });

export const rulesOf = (s: GameState): Ruleset => PRESETS[s.preset];

const isSeat = (s: GameState, seat: unknown): seat is Seat => Number.isInteger(seat) && (seat as number) >= 0 && (seat as number) < s.players.length;

/** Base points of a winning hand (one `worthProblem` has passed), from the engine's own value arithmetic (value.ts). */
export function baseOf(worth: HandWorth, rules: Ruleset): number {
  return 'yakuman' in worth ? yakumanValue(worth.yakuman).base : regularValue(worth.han, worth.fu, rules).base;
}

/** The win situation `settle` reads: honba, sticks, dealer, tsumo and the pao/discarder seats. */
function situationOf(s: GameState, winner: Seat, tsumo: boolean, discarder: Seat | null, liable: Seat | null, honba: number, sticks: number): Situation {
  const n = s.players.length;
  const windOf = (seat: Seat): number => EAST + ((seat - dealerOf(s) + n) % n);
  return {
    tsumo,
    seatWind: windOf(winner),
    roundWind: EAST + s.round.wind,
    dealer: winner === dealerOf(s),
    riichi: false,
    doubleRiichi: false,
    ippatsu: false,
    haitei: false,
    houtei: false,
    rinshan: false,
    chankan: false,
    tenhou: false,
    chiihou: false,
    renhou: false,
    nagashiMangan: false,
    honba,
    riichiSticks: sticks,
    paoSeat: liable === null ? null : windOf(liable),
    discarderSeat: discarder === null ? null : windOf(discarder),
  };
}

/** Moves the payments of one settled win into `points` (mutated: a fresh copy owned by the caller). */
function pay(points: number[], s: GameState, winner: Seat, p: Payments, discarder: Seat | null, liable: Seat | null, total: number): void {
  const n = s.players.length;
  if ('discarder' in p && discarder !== null) points[discarder]! -= p.discarder;
  if ('liable' in p && liable !== null) points[liable]! -= p.liable;
  for (let seat = 0; seat < n; seat++) {
    if (seat === winner) continue;
    if ('each' in p) points[seat]! -= p.each;
    if ('non_dealer' in p) points[seat]! -= seat === dealerOf(s) ? p.dealer : p.non_dealer;
  }
  points[winner]! += total;
}

/**
 * After a hand: the dealer keeps the deal (counter +1) or it rotates; the round wind advances
 * after every player has dealt; the game ends after South's last hand (East-South game) or,
 * where the preset says so (003), as soon as a player is below zero. A dealer who keeps the deal
 * in the last hand plays on: no text gives a "last-hand stop" (agari-yame), so none is applied.
 */
function nextHand(s: GameState, points: readonly number[], dealerKeeps: boolean, honba: number, sticks: number): GameState {
  const n = s.players.length;
  let round = s.round;
  if (!dealerKeeps) round = round.hand + 1 === n ? { wind: round.wind + 1, hand: 0 } : { wind: round.wind, hand: round.hand + 1 };
  const pastSouth = round.wind >= 2;
  const belowZero = rulesOf(s).game.endsBelowZero && points.some((p) => p < 0);
  const ended = pastSouth || belowZero;
  return { ...s, points, round: ended ? s.round : round, honba, sticks, riichi: [], handsPlayed: s.handsPlayed + 1, ended };
}

function start(e: Extract<GameEvent, { type: 'start' }>): Result<GameState, GameError> {
  if (!isPresetName(e.preset)) return refuse('unknown_preset', `no preset named ${String(e.preset)}`);
  const rules = PRESETS[e.preset];
  if (e.players.length !== rules.players || e.players.some((p) => p.trim() === '' || p.length > NAME_MAX)) {
    return refuse('bad_players', `${rules.name} needs ${rules.players} named players, names of ${NAME_MAX} characters at most`);
  }
  const startingPoints = e.startingPoints ?? rules.game.startingPoints;
  if (!Number.isInteger(startingPoints) || startingPoints <= 0 || startingPoints > POINTS_LIMIT || startingPoints % 100 !== 0) {
    return refuse('bad_starting_points', `starting points must be a positive multiple of 100, at most ${POINTS_LIMIT}`);
  }
  const uma = e.uma ?? rules.game.uma;
  // Uma moves points between ranks: one figure per rank, in hundreds, none above the rank before
  // it, adding up to zero (the results sheet's zero-sum check relies on it).
  const umaOk = uma.length === rules.players && uma.every((u, i) => Number.isInteger(u) && Math.abs(u) <= POINTS_LIMIT && u % 100 === 0 && (i === 0 || u <= uma[i - 1]!)) && uma.reduce((a, b) => a + b, 0) === 0;
  if (!umaOk) return refuse('bad_uma', `uma needs ${rules.players} multiples of 100, from first to last place, adding up to zero`);
  return ok({
    preset: e.preset,
    players: [...e.players],
    startingPoints,
    uma: [...uma],
    points: e.players.map(() => startingPoints),
    round: { wind: 0, hand: 0 },
    honba: 0,
    sticks: 0,
    riichi: [],
    penalties: e.players.map(() => 0),
    handsPlayed: 0,
    ended: false,
  });
}

function riichi(s: GameState, seat: Seat): Result<GameState, GameError> {
  if (!isSeat(s, seat)) return refuse('bad_seat', `no seat ${seat}`);
  if (s.riichi.includes(seat)) return refuse('already_riichi', `${s.players[seat]} has already declared riichi this hand`);
  // The texts do not say whether a player without 1000 points may declare; where the game ends
  // below zero (003) the bet could not be paid, so it is refused there and allowed elsewhere.
  if (rulesOf(s).game.endsBelowZero && s.points[seat]! < 1000) return refuse('riichi_without_points', `${s.players[seat]} has less than 1000 points`);
  const points = s.points.map((p, i) => (i === seat ? p - 1000 : p));
  return ok({ ...s, points, sticks: s.sticks + 1, riichi: [...s.riichi, seat] });
}

function checkWin(s: GameState, w: Win, rules: Ruleset, win: 'ron' | 'tsumo'): GameError | null {
  if (!isSeat(s, w.winner)) return { code: 'bad_seat', detail: `no seat ${w.winner}` };
  if (w.liable !== undefined && (!isSeat(s, w.liable) || w.liable === w.winner)) return { code: 'bad_liable', detail: 'the liable player must be another seat' };
  const problem = worthProblem(w.worth, rules, win);
  if (problem !== null) return { code: 'bad_hand_worth', detail: `${problem}: no hand ${rules.name} can score` };
  return null;
}

function ron(s: GameState, e: Extract<GameEvent, { type: 'ron' }>): Result<GameState, GameError> {
  const rules = rulesOf(s);
  const n = s.players.length;
  const d = e.discarder;
  if (!isSeat(s, d)) return refuse('bad_seat', `no seat ${d}`);
  if (e.wins.length === 0) return refuse('no_winner', 'a ron needs a winner');
  if (e.wins.length > 1 && !rules.game.multipleRon) return refuse('multiple_ron_not_allowed', `${rules.name} takes only the first winner after the discarder`);
  const winners = e.wins.map((w) => w.winner);
  if (new Set(winners).size !== winners.length) return refuse('duplicate_winner', 'a player wins once per discard');
  if (winners.includes(d)) return refuse('winner_is_discarder', 'the discarder cannot win on his own discard');
  for (const w of e.wins) {
    const problem = checkWin(s, w, rules, 'ron');
    if (problem) return err(problem);
  }
  const points = [...s.points];
  let sticks = s.sticks;
  if (e.onRiichiDiscard) {
    // 001 3.3.14: "If an opponent claims the rotated discard for winning, the riichi declaration
    // is invalid and the 1000 points are returned to the riichi declarer."
    if (!s.riichi.includes(d)) return refuse('riichi_discard_without_riichi', `${s.players[d]} has not declared riichi this hand`);
    points[d]! += 1000;
    sticks -= 1;
  }
  // 001 3.3.14: sticks go to "the winner first in order after the discarder"; the counters follow
  // the sticks (the texts are silent; 001 3.3.9 has only one payer of counters per hand).
  const byTurn = [...e.wins].sort((a, b) => ((a.winner - d + n) % n) - ((b.winner - d + n) % n));
  byTurn.forEach((w, i) => {
    const liable = w.liable ?? null;
    const sit = situationOf(s, w.winner, false, d, liable, i === 0 ? s.honba : 0, i === 0 ? sticks : 0);
    const st = settle(baseOf(w.worth, rules), sit, rules, liable !== null);
    pay(points, s, w.winner, st.payments, d, liable, st.total);
  });
  // With several winners the dealer keeps the deal if any of them is the dealer: 000 "Counters"
  // clears the counters only "where another player than East declared mahjong while East did not".
  const dealerKeeps = winners.includes(dealerOf(s));
  return ok(nextHand(s, points, dealerKeeps, dealerKeeps ? s.honba + 1 : 0, 0));
}

function tsumo(s: GameState, w: Win): Result<GameState, GameError> {
  const rules = rulesOf(s);
  const problem = checkWin(s, w, rules, 'tsumo');
  if (problem) return err(problem);
  const liable = w.liable ?? null;
  const points = [...s.points];
  const st = settle(baseOf(w.worth, rules), situationOf(s, w.winner, true, null, liable, s.honba, s.sticks), rules, liable !== null);
  pay(points, s, w.winner, st.payments, null, liable, st.total);
  const dealerKeeps = w.winner === dealerOf(s);
  return ok(nextHand(s, points, dealerKeeps, dealerKeeps ? s.honba + 1 : 0, 0));
}

function checkTenpai(s: GameState, tenpai: readonly Seat[]): GameError | null {
  for (const t of tenpai) if (!isSeat(s, t)) return { code: 'bad_seat', detail: `no seat ${t}` };
  if (new Set(tenpai).size !== tenpai.length) return { code: 'duplicate_tenpai', detail: 'a seat is listed twice' };
  // 001 3.4.2: "Players who have declared riichi are obliged to show their tenpai hands".
  const noten = s.riichi.find((r) => !tenpai.includes(r));
  if (noten !== undefined) return { code: 'riichi_not_tenpai', detail: `${s.players[noten]} declared riichi and must show tenpai` };
  return null;
}

/**
 * 001 3.4.2: the noten players pay 3000 in all to the tenpai players (one tenpai: 1000 from each
 * noten; two: 1500 each, one noten paying each; three: 1000 each from the noten): each noten pays
 * 3000 / noten count, each tenpai receives 3000 / tenpai count; none or all tenpai, nothing. With three players (Kansai, 003 silent) the
 * same 3000 is split the same way: 1 tenpai gets 1500 from each, 2 tenpai get 1500 each.
 */
export function notenPayments(players: number, tenpai: readonly Seat[]): number[] {
  const t = tenpai.length;
  if (t === 0 || t === players) return Array.from({ length: players }, () => 0);
  return Array.from({ length: players }, (_, seat) => (tenpai.includes(seat) ? 3000 / t : -3000 / (players - t)));
}

function draw(s: GameState, tenpai: readonly Seat[]): Result<GameState, GameError> {
  const problem = checkTenpai(s, tenpai);
  if (problem) return err(problem);
  const delta = notenPayments(s.players.length, tenpai);
  const points = s.points.map((p, i) => p + delta[i]!);
  // 004 "Dealer": the dealer deals again when tenpai; 001 3.4.2: a counter is added after the
  // draw either way; 001 3.4.4: riichi bets stay on the table.
  return ok(nextHand(s, points, tenpai.includes(dealerOf(s)), s.honba + 1, s.sticks));
}

function nagashi(s: GameState, seat: Seat, tenpai: readonly Seat[]): Result<GameState, GameError> {
  const rules = rulesOf(s);
  if (!rules.nagashiMangan) return refuse('no_nagashi_mangan', `${rules.name} has no nagashi mangan`);
  if (!isSeat(s, seat)) return refuse('bad_seat', `no seat ${seat}`);
  const problem = checkTenpai(s, tenpai);
  if (problem) return err(problem);
  // 004 yaku table: "Game ends in a draw". Texts are silent on the rest; chosen: paid as a
  // self-drawn mangan without counters or sticks, in place of the noten payments; sticks stay
  // and a counter is added as after any draw; the dealer keeps the deal if tenpai.
  const points = [...s.points];
  const st = settle(MANGAN_BASE, situationOf(s, seat, true, null, null, 0, 0), rules, false);
  pay(points, s, seat, st.payments, null, null, st.total);
  return ok(nextHand(s, points, tenpai.includes(dealerOf(s)), s.honba + 1, s.sticks));
}

export type AbortiveReason = Extract<GameEvent, { type: 'abortive' }>['reason'];

/**
 * The abortive draws each text lists, for the presets that have them (`GameRules.abortiveDraws`).
 * 000 "Abortive Draw" and 004 "Abortive Hands" name all four. 003 "Washout" names the same wind
 * discarded by all, four kongs and all players in riichi, but not nine terminals and honours; its
 * Kansai variation adds "All Riichi washout is not used". Kept beside the reducer; the dialogs
 * read it through `abortiveReasonsOf` to offer only what the preset accepts.
 */
const ABORTIVE_REASONS_OF: Readonly<Record<PresetName, readonly AbortiveReason[]>> = {
  'ema-2008': ['nine-terminals', 'four-kans', 'four-winds', 'four-riichi'],
  'mahjong-time': ['four-kans', 'four-winds', 'nine-terminals', 'four-riichi'],
  japanese: ['four-winds', 'four-kans', 'four-riichi'],
  'kansai-sanma': ['four-winds', 'four-kans'],
  'ema-2012': [],
  'ema-2016': [],
  'ema-2025': [],
};

/** The abortive draws a preset has (none for the EMA 2012-2025 presets). */
export const abortiveReasonsOf = (preset: PresetName): readonly AbortiveReason[] => ABORTIVE_REASONS_OF[preset];

function abortive(s: GameState, reason: AbortiveReason): Result<GameState, GameError> {
  const rules = rulesOf(s);
  if (!rules.game.abortiveDraws) return refuse('no_abortive_draws', `${rules.name} has no abortive draws (001 3.4.3)`);
  if (!ABORTIVE_REASONS_OF[rules.name].includes(reason)) return refuse('no_abortive_draws', `${rules.name} has no ${reason} abortive draw`);
  // The other reasons are facts of the tiles the record does not hold; this one it can check.
  if (reason === 'four-riichi' && s.riichi.length !== 4) return refuse('not_four_riichi', 'four riichi declarations are needed');
  // 004 "Abortive Hands": no noten penalty, a counter is placed; riichi bets stay (001 3.4.4).
  // The dealer keeps the deal: the texts name no rotation for an aborted hand.
  return ok(nextHand(s, s.points, true, s.honba + 1, s.sticks));
}

function chombo(s: GameState, seat: Seat): Result<GameState, GameError> {
  if (!isSeat(s, seat)) return refuse('bad_seat', `no seat ${seat}`);
  const rules = rulesOf(s);
  // 004 "Chombo": riichi bets of the hand are returned, re-deal, no counter, the deal stays.
  const points = s.points.map((p, i) => (s.riichi.includes(i) ? p + 1000 : p));
  const penalties = [...s.penalties];
  const c = rules.game.chombo;
  if (c.kind === 'table') {
    // 004: "The offender pays 4000 to East and 2000 to others. If East is the offender he pays 4000 to each."
    for (let i = 0; i < points.length; i++) {
      if (i === seat) continue;
      const amount = seat === dealerOf(s) || i === dealerOf(s) ? c.toDealer : c.toOthers;
      points[i]! += amount;
      points[seat]! -= amount;
    }
  } else {
    penalties[seat]! += c.points; // deducted after uma (EMA 2016)
  }
  const ended = rules.game.endsBelowZero && points.some((p) => p < 0);
  return ok({ ...s, points, penalties, sticks: s.sticks - s.riichi.length, riichi: [], handsPlayed: s.handsPlayed + 1, ended });
}

function adjust(s: GameState, e: Extract<GameEvent, { type: 'adjust' }>): Result<GameState, GameError> {
  const n = s.players.length;
  const problem = adjustProblem(e.deltas, n);
  if (problem !== null) return refuse('bad_adjustment', `${problem}: an adjustment gives one whole number per seat (${n}) within ${POINTS_LIMIT}, summing to zero, not all zero`);
  if (e.reason.trim() === '' || e.reason.length > REASON_MAX) return refuse('bad_adjustment', `an adjustment needs a reason of ${REASON_MAX} characters at most`);
  return ok({ ...s, points: s.points.map((p, i) => p + e.deltas[i]!) });
}

/** Applies one event. `null` is the state before the `start` event. */
export function reduce(state: GameState | null, event: GameEvent): Result<GameState, GameError> {
  if (event.type === 'start') return state === null ? start(event) : refuse('already_started', 'the game has started');
  if (state === null) return refuse('not_started', 'the first event must be start');
  if (state.ended) return refuse('game_over', 'the game has ended');
  switch (event.type) {
    case 'riichi':
      return riichi(state, event.seat);
    case 'ron':
      return ron(state, event);
    case 'tsumo':
      return tsumo(state, event.win);
    case 'draw':
      return draw(state, event.tenpai);
    case 'nagashi':
      return nagashi(state, event.seat, event.tenpai);
    case 'abortive':
      return abortive(state, event.reason);
    case 'chombo':
      return chombo(state, event.seat);
    case 'adjust':
      return adjust(state, event);
  }
}
