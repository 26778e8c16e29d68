/**
 * The situation of a hand (everything on the form but its tiles: win by ron or tsumo, winds,
 * dealer, the flags, counters, sticks on the table, rule preset) kept between hands and between
 * visits, so a table scoring hand after hand sets it once. Stored as JSON under one key of the
 * page's storage (`localStorage`). What comes back is checked field by field: a field that is
 * missing, of an older shape or tampered with keeps the draft's own value, and a storage that
 * refuses (private browsing, quota, disabled) is the same as an empty one. No rules here: the
 * engine judges the situation when the hand is scored.
 */
import { isPresetName, type PresetName, type Wind } from '../engine/index';

export const SITUATION_KEY = 'riichi-lens.situation.v1';

/**
 * The fields remembered, as the score card's situation (src/ui/score/situation.ts) holds them. Named
 * here by shape, so the store needs nothing from the UI; the flags are those of the draft given.
 */
export interface Situation {
  readonly preset: PresetName;
  readonly win: 'ron' | 'tsumo';
  readonly seatWind: Wind;
  readonly roundWind: Wind;
  readonly dealer: boolean | null;
  readonly flags: Readonly<Record<string, boolean>>;
  readonly honba: number;
  readonly riichiSticks: number;
  readonly paoSeat: Wind | null;
  readonly discarderSeat: Wind | null;
}

/** Storage as the page has it (`localStorage`); only these two calls are used. */
export type SituationStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Counters and sticks past this are typing mistakes, not a table's state. */
const MAX_COUNT = 99;

export function situationOf(draft: Situation): Situation {
  const { preset, win, seatWind, roundWind, dealer, flags, honba, riichiSticks, paoSeat, discarderSeat } = draft;
  return { preset, win, seatWind, roundWind, dealer, flags, honba, riichiSticks, paoSeat, discarderSeat };
}

const isWind = (v: unknown): v is Wind => v === '1z' || v === '2z' || v === '3z' || v === '4z';
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_COUNT;

/** `draft` with every valid field of `stored` in place of its own. */
export function withSituation<D extends Situation>(draft: D, stored: unknown): D {
  if (typeof stored !== 'object' || stored === null) return draft;
  const s = stored as Record<string, unknown>;
  const storedFlags = typeof s.flags === 'object' && s.flags !== null ? (s.flags as Record<string, unknown>) : {};
  const flags = Object.fromEntries(Object.keys(draft.flags).map((f) => [f, typeof storedFlags[f] === 'boolean' ? storedFlags[f] : draft.flags[f]])) as D['flags'];
  return {
    ...draft,
    preset: isPresetName(s.preset) ? s.preset : draft.preset,
    win: s.win === 'ron' || s.win === 'tsumo' ? s.win : draft.win,
    seatWind: isWind(s.seatWind) ? s.seatWind : draft.seatWind,
    roundWind: isWind(s.roundWind) ? s.roundWind : draft.roundWind,
    dealer: s.dealer === null || typeof s.dealer === 'boolean' ? s.dealer : draft.dealer,
    flags,
    honba: isCount(s.honba) ? s.honba : draft.honba,
    riichiSticks: isCount(s.riichiSticks) ? s.riichiSticks : draft.riichiSticks,
    paoSeat: s.paoSeat === null || isWind(s.paoSeat) ? s.paoSeat : draft.paoSeat,
    discarderSeat: s.discarderSeat === null || isWind(s.discarderSeat) ? s.discarderSeat : draft.discarderSeat,
  };
}

/** `draft` with the remembered situation, if any could be read. */
export function recallSituation<D extends Situation>(storage: SituationStorage | undefined, draft: D): D {
  try {
    const text = storage?.getItem(SITUATION_KEY);
    return text === null || text === undefined ? draft : withSituation(draft, JSON.parse(text));
  } catch {
    return draft; // unreadable JSON, or a storage that refuses: nothing remembered
  }
}

/** Remembers the situation of `draft`; true when the storage took it. */
export function rememberSituation(storage: SituationStorage | undefined, draft: Situation): boolean {
  try {
    storage?.setItem(SITUATION_KEY, JSON.stringify(situationOf(draft)));
    return storage !== undefined;
  } catch {
    return false; // quota or disabled storage: the app works on, it just forgets
  }
}
