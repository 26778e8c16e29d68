/**
 * Minipoints, item by item, from the minipoint tables of rule texts 000 and 002 (identical in 003
 * and 004):
 *
 *   Pung, simples 2 open / 4 concealed; terminals/honours 4 / 8
 *   Kong, simples 8 / 16; terminals/honours 16 / 32
 *   Pair of dragons 2; pair of seat/prevalent wind 2; edge, closed or pair wait 2;
 *   selfdraw (not in case of pinfu) 2; open pinfu 2
 *   For winning: concealed on a discard 30; seven pairs 25 (no further minipoints); open hand
 *   and/or selfdraw 20
 *
 * The engine lists "for winning" as a 20 base plus 10 for a concealed ron. Totals are rounded up
 * to the next 10 (004: "The minipoints (fu) are then rounded up to the nearest multiple of 10").
 * Each row: title, concealed tiles, winning tile, melds, situation, preset, the items (any order)
 * and the rounded total.
 */
import { describe, expect, it } from 'vitest';
import type { PresetName } from '../../src/engine/index';
import { play } from './referee';

type Item = readonly [string, number];
type Row = readonly [title: string, concealed: string, win: string, melds: string, situation: string, preset: PresetName, items: readonly Item[], fu: number];

const PLAIN = '123456m789p34588s'; // 123m 456m 789p 345s 88s
const byName = (items: readonly Item[]): Item[] => [...items].sort((a, b) => (a[0] === b[0] ? a[1] - b[1] : a[0] < b[0] ? -1 : 1));

function table(rows: readonly Row[]): void {
  it.each(rows)('%s', (_title, concealed, win, melds, situation, preset, items, fu) => {
    const r = play(concealed, win, melds, situation, preset);
    expect(r.error, r.message).toBeNull();
    expect(byName(r.fu_details)).toEqual(byName(items));
    expect(r.fu).toBe(fu);
  });
}

describe('minipoints for winning', () => {
  table([
    ['concealed hand on a discard: 20 + 10 = 30', PLAIN, '3s', '', 'ron S E', 'ema-2012', [['base', 20], ['concealed_ron', 10]], 30],
    ['pinfu on a self-draw: 20, no self-draw minipoints', PLAIN, '3s', '', 'tsumo S E', 'ema-2012', [['base', 20]], 20],
    ['open hand with nothing else ("open pinfu"): 20 + 2 = 22 -> 30, EMA 2012 (open sanshoku)', '123456m123s88s', '4m', 'chi 123p', 'ron S E', 'ema-2012', [['base', 20], ['open_pinfu', 2]], 30],
    ['open pinfu shape, EMA 2016 open tanyao (RCR 2016: "open pinfu earns 2 minipoints for 30")', '567p345s678s88p', '5p', 'chi 234m', 'ron S E', 'ema-2016', [['base', 20], ['open_pinfu', 2]], 30],
    ['open hand self-drawn: the self-draw 2 already lifts it, no open pinfu item: 22 -> 30', '456m789p34588s', '3s', 'chi 123m', 'tsumo S E haitei', 'ema-2012', [['base', 20], ['tsumo', 2]], 30],
    ['seven pairs: 25, nothing else', '1133m5577p2288s44z', '4z', '', 'ron S E', 'ema-2012', [['seven_pairs', 25]], 25],
    ['seven pairs self-drawn: still 25 ("no further minipoints")', '1133m5577p2288s44z', '4z', '', 'tsumo S E', 'ema-2012', [['seven_pairs', 25]], 25],
    ['self-draw on a non-pinfu hand: 2 (20 + 2 closed wait + 2 = 24 -> 30)', PLAIN, '4s', '', 'tsumo S E', 'ema-2012', [['base', 20], ['kanchan', 2], ['tsumo', 2]], 30],
  ]);
});

describe('wait minipoints: edge, closed or pair wait 2, two-sided and shanpon 0', () => {
  table([
    ['closed wait (3-5 waiting on 4): 2, 32 -> 40', PLAIN, '4s', '', 'ron S E riichi', 'ema-2012', [['base', 20], ['concealed_ron', 10], ['kanchan', 2]], 40],
    ['edge wait (1-2 waiting on 3): 2, 32 -> 40', PLAIN, '3m', '', 'ron S E riichi', 'ema-2012', [['base', 20], ['concealed_ron', 10], ['penchan', 2]], 40],
    ['edge wait (8-9 waiting on 7): 2', '123456m789p34588s', '7p', '', 'ron S E riichi', 'ema-2012', [['base', 20], ['concealed_ron', 10], ['penchan', 2]], 40],
    ['pair wait: 2, 32 -> 40', PLAIN, '8s', '', 'ron S E riichi', 'ema-2012', [['base', 20], ['concealed_ron', 10], ['pair_wait', 2]], 40],
    ['two-sided wait: nothing (riichi + pinfu)', PLAIN, '6m', '', 'ron S E riichi', 'ema-2012', [['base', 20], ['concealed_ron', 10]], 30],
  ]);
});

describe('pungs and kongs: 2 / 4 / 8 / 16 / 32', () => {
  table([
    ['concealed pung of simples: 4 (20 + 10 + 4 + 2 = 36 -> 40)', '222m456p789s34588s', '4s', '', 'ron S E riichi', 'ema-2012', [['base', 20], ['concealed_ron', 10], ['closed_pon', 4], ['kanchan', 2]], 40],
    ['concealed pung of terminals: 8 (20 + 10 + 8 + 2 = 40 exactly)', '111m456p789s34588s', '4s', '', 'ron S E riichi', 'ema-2012', [['base', 20], ['concealed_ron', 10], ['closed_terminal_pon', 8], ['kanchan', 2]], 40],
    ['concealed pung of honours: 8', '123m456p789s555z22p', '2p', '', 'ron S E', 'ema-2012', [['base', 20], ['concealed_ron', 10], ['closed_terminal_pon', 8], ['pair_wait', 2]], 40],
    ['open pung of simples: 2 (EMA 2016 open tanyao; 20 + 2 + 2 = 24 -> 30)', '456p678s34588s', '4s', 'pon 222m', 'ron S E', 'ema-2016', [['base', 20], ['open_pon', 2], ['kanchan', 2]], 30],
    ['open pung of terminals: 4 (open chanta; 20 + 4 + 2 = 26 -> 30)', '123m789m123p44z', '3p', 'pon 999s', 'ron S E', 'ema-2012', [['base', 20], ['open_terminal_pon', 4], ['penchan', 2]], 30],
    ['open kong of simples: 8 (20 + 8 + 2 = 30)', '456p678s34588s', '4s', 'kan 2222m', 'ron S E', 'ema-2016', [['base', 20], ['open_kan', 8], ['kanchan', 2]], 30],
    ['added kong (shouminkan) is an open kong: 8', '456p678s34588s', '4s', 'shouminkan 2222m', 'ron S E', 'ema-2016', [['base', 20], ['open_kan', 8], ['kanchan', 2]], 30],
    ['concealed kong of simples: 16 (20 + 10 + 16 + 2 = 48 -> 50)', '456p678s34588s', '4s', 'ankan 2222m', 'ron S E riichi', 'ema-2012', [['base', 20], ['concealed_ron', 10], ['closed_kan', 16], ['kanchan', 2]], 50],
    ['open kong of terminals: 16 (20 + 16 + 2 = 38 -> 40)', '123m789m123p44z', '3p', 'kan 9999s', 'ron S E', 'ema-2012', [['base', 20], ['open_terminal_kan', 16], ['penchan', 2]], 40],
    ['concealed kong of terminals: 32 (20 + 10 + 32 + 2 = 64 -> 70)', '456m789p34588s', '4s', 'ankan 1111m', 'ron S E riichi', 'ema-2012', [['base', 20], ['concealed_ron', 10], ['closed_terminal_kan', 32], ['kanchan', 2]], 70],
    [
      'a pung completed by a discard counts as open: 2, the other concealed pungs 4',
      '222m444p666s789s11p',
      '6s',
      '',
      'ron S E riichi',
      'ema-2012',
      [['base', 20], ['concealed_ron', 10], ['closed_pon', 4], ['closed_pon', 4], ['open_pon', 2]],
      40,
    ],
    ['the same pung self-drawn stays concealed: 4', '222m444p666s789s11p', '6s', '', 'tsumo S E', 'ema-2012', [['base', 20], ['closed_pon', 4], ['closed_pon', 4], ['closed_pon', 4], ['tsumo', 2]], 40],
    [
      'a terminal pung completed by a discard counts as open: 4',
      '111m444p666s789s22p',
      '1m',
      '',
      'ron S E riichi',
      'ema-2012',
      [['base', 20], ['concealed_ron', 10], ['open_terminal_pon', 4], ['closed_pon', 4], ['closed_pon', 4]],
      50,
    ],
  ]);
});

describe('pair minipoints: dragons, seat wind, prevalent wind 2; the double-wind pair per preset', () => {
  table([
    ['pair of dragons: 2 (20 + 10 + 2 = 32 -> 40)', '123456m789p345s77z', '3s', '', 'ron S E riichi', 'ema-2012', [['base', 20], ['concealed_ron', 10], ['valued_pair', 2]], 40],
    ['pair of the seat wind: 2', '123456m789p345s22z', '3s', '', 'ron S E riichi', 'ema-2012', [['base', 20], ['concealed_ron', 10], ['valued_pair', 2]], 40],
    ['pair of the prevalent wind: 2', '123456m789p345s11z', '3s', '', 'ron S E riichi', 'ema-2012', [['base', 20], ['concealed_ron', 10], ['valued_pair', 2]], 40],
    ['pair of a wind that is neither: nothing', '123456m789p345s33z', '3s', '', 'ron S E riichi', 'ema-2012', [['base', 20], ['concealed_ron', 10]], 30],
    // "Pair of seat/prevalent wind 2" counted for each role: 4; EMA 2025 (README, 2nd-hand): 2.
    ['double-wind pair (East seat, East round), EMA 2012: 4 (20 + 10 + 8 + 4 = 42 -> 50)', '111m456p789s345s11z', '3s', '', 'ron E E riichi', 'ema-2012', [['base', 20], ['concealed_ron', 10], ['closed_terminal_pon', 8], ['double_valued_pair', 4]], 50],
    ['double-wind pair, EMA 2016: 4 -> 50', '111m456p789s345s11z', '3s', '', 'ron E E riichi', 'ema-2016', [['base', 20], ['concealed_ron', 10], ['closed_terminal_pon', 8], ['double_valued_pair', 4]], 50],
    ['double-wind pair, EMA 2025: 2 (20 + 10 + 8 + 2 = 40)', '111m456p789s345s11z', '3s', '', 'ron E E riichi', 'ema-2025', [['base', 20], ['concealed_ron', 10], ['closed_terminal_pon', 8], ['double_valued_pair', 2]], 40],
  ]);

  it.each([
    ['ema-2012', 2400],
    ['ema-2016', 2400],
    ['ema-2025', 2000],
  ] as const)('the double-wind pair changes the payment under %s: East riichi 1 han pays %i (50 fu 2400 / 40 fu 2000)', (preset, total) => {
    expect(play('111m456p789s345s11z', '3s', '', 'ron E E riichi', preset).total).toBe(total);
  });
});

describe('the blank cells of the payment tables cannot occur', () => {
  it('pinfu self-drawn is at least 2 han (never 1 han 20 fu)', () => {
    const r = play(PLAIN, '3s', '', 'tsumo S E', 'ema-2012');
    expect([r.han, r.fu]).toEqual([2, 20]);
  });
  it('seven pairs on a discard is at least 2 han 25 fu; self-drawn at least 3 han', () => {
    expect([play('1133m5577p2288s44z', '4z', '', 'ron S E').han, play('1133m5577p2288s44z', '4z', '', 'tsumo S E').han]).toEqual([2, 3]);
  });
  it('an open hand on a discard is never 20 fu', () => {
    expect(play('123456m123s88s', '4m', 'chi 123p', 'ron S E').fu).toBe(30);
  });
});
