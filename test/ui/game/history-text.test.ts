// The history's words for each kind of event, the worth of a win (han/fu below the limits, the
// limit's name from there on) and the signed point changes, in the three languages.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/engine/index';
import type { HistoryRow } from '../../../src/ui/game/game-timeline';
import { describeEvent, roundText, signedPoints, stepLabel, worthText } from '../../../src/ui/game/history-text';
import { STRINGS } from '../../../src/ui/i18n/strings';

const { en: EN, de: DE, ja: JA } = STRINGS;
const PLAYERS = ['Ann', 'Bob', 'Carol', 'Dan'];

const row = (event: Exclude<GameEvent, { type: 'start' }>): HistoryRow => ({
  id: 'x',
  index: 1,
  round: { wind: 0, hand: 0, honba: 0 },
  dealer: 0,
  players: PLAYERS,
  event,
  deltas: [0, 0, 0, 0],
  points: [30000, 30000, 30000, 30000],
  sticks: 0,
  hands: [],
});

describe('describeEvent', () => {
  it('says each kind of event in English', () => {
    const say = (e: Exclude<GameEvent, { type: 'start' }>) => describeEvent(row(e), 'ema-2016', EN);
    expect(say({ v: 1, type: 'ron', discarder: 2, wins: [{ winner: 1, worth: { han: 3, fu: 30 } }] })).toBe('Ron: Bob from Carol · 3 han 30 fu');
    expect(say({ v: 1, type: 'tsumo', win: { winner: 0, worth: { han: 5, fu: 30 } } })).toBe('Tsumo: Ann · Mangan');
    expect(say({ v: 1, type: 'draw', tenpai: [1, 0] })).toBe('Exhaustive draw: tenpai Ann, Bob');
    expect(say({ v: 1, type: 'draw', tenpai: [] })).toBe('Exhaustive draw: all noten');
    expect(say({ v: 1, type: 'riichi', seat: 3 })).toBe('Riichi: Dan');
    expect(say({ v: 1, type: 'chombo', seat: 2 })).toBe('Chombo: Carol');
    expect(say({ v: 1, type: 'abortive', reason: 'four-winds' })).toBe('Abortive draw: four winds');
    expect(say({ v: 1, type: 'nagashi', seat: 1, tenpai: [] })).toBe('Nagashi mangan: Bob');
    expect(say({ v: 1, type: 'adjust', deltas: [100, -100, 0, 0], reason: 'miscount' })).toBe('Adjustment: miscount');
  });

  it('gives each winner of one discard a clause', () => {
    const e: GameEvent = {
      v: 1,
      type: 'ron',
      discarder: 0,
      wins: [
        { winner: 1, worth: { han: 1, fu: 30 } },
        { winner: 3, worth: { yakuman: 1 } },
      ],
    };
    expect(describeEvent(row(e), 'ema-2016', EN)).toBe('Ron: Bob from Ann · 1 han 30 fu; Ron: Dan from Ann · Yakuman');
  });

  it('speaks German and Japanese', () => {
    const ron: GameEvent = { v: 1, type: 'ron', discarder: 2, wins: [{ winner: 1, worth: { han: 3, fu: 30 } }] };
    expect(describeEvent(row(ron), 'ema-2016', DE)).toBe('Ron: Bob von Carol · 3 Han 30 Fu');
    expect(describeEvent(row(ron), 'ema-2016', JA)).toBe('ロン: Bob（Carolから）· 3翻30符');
    expect(describeEvent(row({ v: 1, type: 'abortive', reason: 'nine-terminals' }), 'japanese', JA)).toBe('途中流局: 九種九牌');
  });
});

describe('worthText', () => {
  it('names the limit from 5 han on, and both han/fu and the limit where the fu made it', () => {
    expect(worthText({ han: 2, fu: 40 }, 'ema-2016', EN)).toBe('2 han 40 fu');
    expect(worthText({ han: 4, fu: 40 }, 'ema-2016', EN)).toBe('4 han 40 fu · Mangan');
    // Kiriage only where the preset rounds up: ema-2025 does, ema-2016 does not.
    expect(worthText({ han: 4, fu: 30 }, 'ema-2016', EN)).toBe('4 han 30 fu');
    expect(worthText({ han: 4, fu: 30 }, 'ema-2025', EN)).toBe('4 han 30 fu · Mangan (rounded up)');
    expect(worthText({ han: 7, fu: 30 }, 'ema-2016', EN)).toBe('Haneman');
    expect(worthText({ yakuman: 2 }, 'ema-2016', EN)).toBe('Double yakuman');
  });
});

describe('round names and point changes', () => {
  it('names rounds 1-based with their counters', () => {
    expect(roundText({ wind: 1, hand: 3, honba: 0 }, EN)).toBe('South 4');
    expect(roundText({ wind: 0, hand: 1, honba: 2 }, EN)).toBe('East 2, 2 counters');
    expect(roundText({ wind: 0, hand: 2, honba: 1 }, JA)).toBe('東3局 1本場');
    expect(stepLabel({ kind: 'start' }, EN)).toBe('Start');
    expect(stepLabel({ kind: 'hand', round: { wind: 1, hand: 0, honba: 1 } }, EN)).toBe('S1 1 counter');
    expect(stepLabel({ kind: 'adjust', round: { wind: 0, hand: 2, honba: 0 } }, DE)).toBe('O3 Korr.');
  });

  it('signs changes in the locale’s digit grouping and leaves zero unsigned', () => {
    expect([3900, -3900, 0].map((n) => signedPoints(n, EN))).toEqual(['+3,900', '-3,900', '0']);
    expect(signedPoints(12000, DE)).toBe('+12.000');
  });
});
