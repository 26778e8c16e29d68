/**
 * The situation of a hand (everything on the form but its tiles: win by ron or tsumo, winds,
 * dealer, the flags, counters, sticks on the table, rule preset) kept between hands and between
 * visits, so a table scoring hand after hand sets it once. Stored as JSON under one key of the
 * page's storage (`localStorage`). What comes back is checked field by field: a field that is
 * missing, of an older shape or tampered with keeps the draft's own value, and a storage that
 * refuses (private browsing, quota, disabled) is the same as an empty one. No rules here: the
 * engine judges the situation when the hand is scored.
 */
import { isPresetName, type Wind } from '../engine/index';
import type { HandDraft } from './draft';
import { FLAGS, type Flag } from './strings';

export const SITUATION_KEY = 'riichi-lens.situation.v1';

/** The fields remembered. */
export type Situation = Pick<HandDraft, 'preset' | 'win' | 'seatWind' | 'roundWind' | 'dealer' | 'flags' | 'honba' | 'riichiSticks' | 'paoSeat' | 'discarderSeat'>;

/** Storage as the page has it (`localStorage`); only these two calls are used. */
export type SituationStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Counters and sticks past this are typing mistakes, not a table's state. */
const MAX_COUNT = 99;

export function situationOf(draft: HandDraft): Situation {
  const { preset, win, seatWind, roundWind, dealer, flags, honba, riichiSticks, paoSeat, discarderSeat } = draft;
  return { preset, win, seatWind, roundWind, dealer, flags, honba, riichiSticks, paoSeat, discarderSeat };
}

const isWind = (v: unknown): v is Wind => v === '1z' || v === '2z' || v === '3z' || v === '4z';
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_COUNT;

/** `draft` with every valid field of `stored` in place of its own. */
export function withSituation(draft: HandDraft, stored: unknown): HandDraft {
  if (typeof stored !== 'object' || stored === null) return draft;
  const s = stored as Record<string, unknown>;
  const storedFlags = typeof s.flags === 'object' && s.flags !== null ? (s.flags as Record<string, unknown>) : {};
  const flags = Object.fromEntries(FLAGS.map((f) => [f, typeof storedFlags[f] === 'boolean' ? storedFlags[f] : draft.flags[f]])) as Record<Flag, boolean>;
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
export function recallSituation(storage: SituationStorage | undefined, draft: HandDraft): HandDraft {
  try {
    const text = storage?.getItem(SITUATION_KEY);
    return text === null || text === undefined ? draft : withSituation(draft, JSON.parse(text));
  } catch {
    return draft; // unreadable JSON, or a storage that refuses: nothing remembered
  }
}

/** Remembers the situation of `draft`; true when the storage took it. */
export function rememberSituation(storage: SituationStorage | undefined, draft: HandDraft): boolean {
  try {
    storage?.setItem(SITUATION_KEY, JSON.stringify(situationOf(draft)));
    return storage !== undefined;
  } catch {
    return false; // quota or disabled storage: the app works on, it just forgets
  }
}
