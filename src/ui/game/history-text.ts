/**
 * The game history in words: round names, what an event was, what a win was worth, a signed point
 * change. Pure, so the words are checked without a DOM; the numbers come from the engine.
 */
import { PRESETS, regularValue, yakumanValue } from '../../engine/index';
import type { HandWorth, PresetName } from '../../engine/index';
import type { HistoryRow, RoundLabel, SeriesStep } from './game-timeline';
import type { UiStrings } from '../i18n/strings';
import { numberFormat } from '../i18n/number-format';

/** "East 2, 1 counter". */
export const roundText = (r: RoundLabel, s: UiStrings): string => s.history.round(s.history.winds[r.wind] ?? '?', r.hand + 1, r.honba);

/** The chart's x label of a step: "Start", "E2", "E2 1 counter", "E3 adj.". */
export function stepLabel(step: SeriesStep, s: UiStrings): string {
  if (step.kind === 'start') return s.history.start;
  const r = step.round;
  const label = s.history.roundShort(s.history.windLetters[r.wind] ?? '?', r.hand + 1, r.honba);
  return step.kind === 'adjust' ? `${label} ${s.history.adjustShort}` : label;
}

/**
 * What a win was worth: han and fu below the limits, the limit's name from 5 han (or a rounded-up
 * mangan) on, so the words match the score card's.
 */
export function worthText(worth: HandWorth, preset: PresetName, s: UiStrings): string {
  if ('yakuman' in worth) return s.level(yakumanValue(worth.yakuman).level);
  const hanFu = s.history.hanFu(s.han(worth.han), s.fu(worth.fu));
  const { level } = regularValue(worth.han, worth.fu, PRESETS[preset]);
  if (level === '') return hanFu;
  // Below 5 han the fu made the limit: say both, so the table can check the count.
  return worth.han >= 5 ? s.level(level) : `${hanFu} · ${s.level(level)}`;
}

/** One sentence for an event ("Ron: Bob from Carol · 3 han 30 fu"); several winners of one discard, one clause each. */
export function describeEvent(row: HistoryRow, preset: PresetName, s: UiStrings): string {
  const h = s.history;
  const name = (seat: number): string => row.players[seat] ?? '?';
  const e = row.event;
  switch (e.type) {
    case 'ron':
      return e.wins.map((w) => h.ron(name(w.winner), name(e.discarder), worthText(w.worth, preset, s))).join('; ');
    case 'tsumo':
      return h.tsumo(name(e.win.winner), worthText(e.win.worth, preset, s));
    case 'draw':
      return e.tenpai.length === 0 ? h.drawAllNoten : h.draw(h.list([...e.tenpai].sort((a, b) => a - b).map(name)));
    case 'riichi':
      return h.riichi(name(e.seat));
    case 'chombo':
      return h.chombo(name(e.seat));
    case 'abortive':
      return h.abortive(h.abortiveReasons[e.reason] ?? e.reason);
    case 'nagashi':
      return h.nagashi(name(e.seat));
    case 'adjust':
      return h.adjust(e.reason);
  }
}

/** A point change with its sign ("+3,900", "-3,900", "0"), in the locale's digit grouping. */
export const signedPoints = (points: number, s: UiStrings): string => numberFormat(s.numberLocale, { signDisplay: 'exceptZero' }).format(points);
