/**
 * Every yaku and yakuman of the rule texts, each with at least one hand that has it and one
 * near miss that does not, under ema-2012 (text 002) unless a preset matters. Han values are the
 * 002 sheet's (italic = concealed only; "+1: Concealed hand" = one more han when concealed); the
 * same values appear in 000, 003 ("Open / Conc." columns) and 004.
 *
 * Each row: title, concealed tiles (winning tile included), winning tile, melds, situation
 * ('ron S E' = win on a discard, seat South, round East; see referee.ts), and the expected
 * result: every yaku with its han, the minipoints and what the winner gains in all - or the error.
 * Payments follow the 002 tables (non-dealer ron: 1 han 30 fu = 1000, 40 fu = 1300, ...).
 */
import { describe, expect, it } from 'vitest';
import { scoreRequest } from '../../src/engine/index';
import type { PresetName, ScoreResultJson } from '../../src/engine/index';
import { play, yakuOf } from './referee';

interface Win {
  readonly yaku: Record<string, number>;
  readonly fu?: number;
  readonly total?: number;
  readonly level?: string;
}
type Expect = Win | 'no_yaku' | 'not_winning' | 'invalid_context' | 'invalid_hand' | 'two_yaku_required';
type Row = readonly [title: string, concealed: string, win: string, melds: string, situation: string, expected: Expect];

const won = (yaku: Record<string, number>, fu?: number, total?: number): Win => ({ yaku, ...(fu === undefined ? {} : { fu }), ...(total === undefined ? {} : { total }) });

function check(r: ScoreResultJson, e: Expect): void {
  if (typeof e === 'string') {
    expect(r.error).toBe(e);
    expect(r.payments).toBeNull();
    return;
  }
  expect(r.error, r.message).toBeNull();
  expect(yakuOf(r)).toEqual(e.yaku);
  expect(r.han).toBe(Object.values(e.yaku).reduce((a, b) => a + b, 0));
  if (e.fu !== undefined) expect(r.fu).toBe(e.fu);
  if (e.total !== undefined) expect(r.total).toBe(e.total);
  if (e.level !== undefined) expect(r.level).toBe(e.level);
}

const table = (rows: readonly Row[], preset: PresetName = 'ema-2012') =>
  it.each(rows)('%s', (_title, concealed, win, melds, situation, expected) => check(play(concealed, win, melds, situation, preset), expected));

// The base hand of several rows: 123m 456m 789p 345s 88s. Won on 4s it is a closed (kanchan) wait
// with no yaku of its own; won on 3s it is pinfu.
const PLAIN = '123456m789p34588s';

describe('one-han yaku that depend on the situation (002 "One fan yaku")', () => {
  table([
    ['Riichi: a concealed waiting hand declared, 1 han', PLAIN, '4s', '', 'ron S E riichi', won({ Riichi: 1 }, 40, 1300)],
    ['Ippatsu: win within the first go-around after riichi, +1', PLAIN, '4s', '', 'ron S E riichi ippatsu', won({ Riichi: 1, Ippatsu: 1 }, 40, 2600)],
    ['Double riichi: riichi in the very first go-around, 1 + 1 = 2 han', PLAIN, '4s', '', 'ron S E double_riichi', won({ 'Double Riichi': 2 }, 40, 2600)],
    ['Riichi with a concealed kong keeps the hand concealed (a closed terminal kong is 32 minipoints)', '456m789p34588s', '4s', 'ankan 1111m', 'ron S E riichi', won({ Riichi: 1 }, 70, 2300)],
    ['near miss: riichi on an open hand is not possible (invalid context)', '456m789p34588s', '4s', 'chi 123m', 'ron S E riichi', 'invalid_context'],
    ['near miss: ippatsu without riichi is not possible (invalid context)', PLAIN, '4s', '', 'tsumo S E ippatsu', 'invalid_context'],
    ['Menzen tsumo: self-draw on a concealed hand, 1 han (20 + 2 closed wait + 2 self-draw = 30 fu)', PLAIN, '4s', '', 'tsumo S E', won({ 'Menzen Tsumo': 1 }, 30, 1100)],
    ['near miss: a self-draw on an open hand is no yaku', '456m789p34588s', '4s', 'chi 123m', 'tsumo S E', 'no_yaku'],
    ['Rinshan kaihou: self-draw on the replacement tile after a kong, 1 han open or closed', '345m678m789p88s', '3m', 'kan 2222p', 'tsumo S E rinshan', won({ 'Rinshan Kaihou': 1 }, 30, 1100)],
    ['near miss: rinshan on a discard is not possible (invalid context)', '345m678m789p88s', '3m', 'kan 2222p', 'ron S E rinshan', 'invalid_context'],
    ['Chan kan: ron on the tile that extends a pung to a kong, 1 han open or closed', '456m789p34588s', '4s', 'chi 123m', 'ron S E chankan', won({ Chankan: 1 }, 30, 1000)],
    ['near miss: robbing a kong by self-draw is not possible (invalid context)', '456m789p34588s', '4s', 'chi 123m', 'tsumo S E chankan', 'invalid_context'],
    ['Haitei: self-draw on the last tile, 1 han open or closed', '456m789p34588s', '4s', 'chi 123m', 'tsumo S E haitei', won({ 'Haitei Raoyue': 1 }, 30, 1100)],
    ['Haitei (houtei): ron on the discard after the last tile, 1 han open or closed', '456m789p34588s', '4s', 'chi 123m', 'ron S E houtei', won({ 'Houtei Raoyui': 1 }, 30, 1000)],
    ['near miss: haitei on a discard is houtei, not haitei (invalid context)', '456m789p34588s', '4s', 'chi 123m', 'ron S E haitei', 'invalid_context'],
    ['near miss: houtei on a self-draw is haitei, not houtei (invalid context)', '456m789p34588s', '4s', 'chi 123m', 'tsumo S E houtei', 'invalid_context'],
  ]);
});

describe('All Simples (Tanyao), Pinfu, Pure Double Chow (Iipeikou), Twice Pure Double Chow (Ryanpeikou)', () => {
  table([
    ['Tanyao: no terminals or honours, 1 han', '234m567p345s678s88p', '3m', '', 'ron S E', won({ Tanyao: 1 }, 40, 1300)],
    ['Tanyao and pinfu on a two-sided wait, 2 han 30 fu', '234m567p345s678s88p', '2m', '', 'ron S E', won({ Tanyao: 1, Pinfu: 1 }, 30, 2000)],
    ['near miss: one terminal (1-2-3) and it is not tanyao', '123m567p345s678s88p', '2m', '', 'ron S E', 'no_yaku'],
    ['near miss: tanyao is concealed only under EMA 2012 (italic on sheet 002)', '567p345s678s88p', '5p', 'chi 234m', 'ron S E', 'no_yaku'],

    ['Pinfu: four chows, a valueless pair, won on a two-sided wait; 1 han, 30 fu on a discard', PLAIN, '3s', '', 'ron S E', won({ Pinfu: 1 }, 30, 1000)],
    ['Pinfu on a self-draw: 20 fu, no self-draw minipoints (2 han 20 fu = 400/700)', PLAIN, '3s', '', 'tsumo S E', won({ Pinfu: 1, 'Menzen Tsumo': 1 }, 20, 1500)],
    ['Pinfu with a pair of a wind that is neither seat nor prevalent (North for South in an East round)', '123456m789p345s44z', '3s', '', 'ron S E', won({ Pinfu: 1 }, 30, 1000)],
    ['Pinfu: when the winning tile reads as a two-sided wait or as a pair wait, the two-sided reading counts', '23444m567p345789s', '4m', '', 'ron S E', won({ Pinfu: 1 }, 30, 1000)],
    ['near miss: closed wait (3-5 waiting on 4) is not pinfu', PLAIN, '4s', '', 'ron S E', 'no_yaku'],
    ['near miss: edge wait (1-2 waiting on 3) is not pinfu', PLAIN, '3m', '', 'ron S E', 'no_yaku'],
    ['near miss: pair wait is not pinfu', PLAIN, '8s', '', 'ron S E', 'no_yaku'],
    ['near miss: a pair of dragons is a valued pair: no pinfu (and a dragon pair alone is no yaku)', '123456m789p345s77z', '3s', '', 'ron S E', 'no_yaku'],
    ['near miss: a pair of the seat wind is a valued pair: no pinfu', '123456m789p345s22z', '3s', '', 'ron S E', 'no_yaku'],
    ['near miss: a pair of the prevalent wind is a valued pair: no pinfu', '123456m789p345s11z', '3s', '', 'ron S E', 'no_yaku'],

    ['Iipeikou: two identical chows of one suit, 1 han (with pinfu: 2 han)', '112233m456p789s44z', '1m', '', 'ron S E', won({ Iipeiko: 1, Pinfu: 1 }, 30, 2000)],
    ['near miss: iipeikou is concealed only; with one chow called it is no yaku', '123m456p789s44z', '1m', 'chi 123m', 'ron S E', 'no_yaku'],
    ['Ryanpeikou: twice two identical chows, 3 han (replaces iipeikou), with pinfu 4 han 30 fu', '112233m445566p77s', '1m', '', 'ron S E', won({ Ryanpeikou: 3, Pinfu: 1 }, 30, 7700)],
    ['Ryanpeikou, not Seven Pairs: the same tiles read as seven pairs pay less (2 han 25 fu)', '112233m445566p77s', '7s', '', 'ron S E', won({ Ryanpeikou: 3 }, 40, 5200)],
    ['near miss: only one pair of identical chows is iipeikou, not ryanpeikou', '112233m456678p77s', '1m', '', 'ron S E', won({ Iipeiko: 1, Pinfu: 1 }, 30, 2000)],
  ]);
});

describe('open All Simples under EMA 2016 (README preset table: "open tanyao: yes")', () => {
  table(
    [
      ['Tanyao on an open hand: 1 han, open pinfu shape 30 fu', '567p345s678s88p', '5p', 'chi 234m', 'ron S E', won({ Tanyao: 1 }, 30, 1000)],
      ['near miss: an open hand with a terminal is still no yaku', '567p345s678s88p', '5p', 'chi 123m', 'ron S E', 'no_yaku'],
    ],
    'ema-2016',
  );
});

describe('Mixed Triple Chow (Sanshoku), Pure Straight (Ittsu): 2 han concealed, 1 open', () => {
  table([
    ['Sanshoku doujun concealed: 2 han (+ pinfu = 3 han 30 fu)', '123456m123p123s88s', '4m', '', 'ron S E', won({ 'Sanshoku Doujun': 2, Pinfu: 1 }, 30, 3900)],
    ['Sanshoku doujun open: 1 han, open pinfu shape 30 fu', '123456m123s88s', '4m', 'chi 123p', 'ron S E', won({ 'Sanshoku Doujun': 1 }, 30, 1000)],
    ['near miss: 123m 123p 234s is not the same chow in each suit', '123456m123p234s88s', '4m', '', 'ron S E', won({ Pinfu: 1 }, 30, 1000)],
    ['Ittsu concealed: 123 456 789 of one suit, 2 han (+ pinfu = 3 han)', '123456789m234p55s', '2p', '', 'ron S E', won({ Ittsu: 2, Pinfu: 1 }, 30, 3900)],
    ['Ittsu open: 1 han', '123456m234p55s', '2p', 'chi 789m', 'ron S E', won({ Ittsu: 1 }, 30, 1000)],
    ['near miss: 123 456 678 is no straight', '123456678m234p55s', '2p', '', 'ron S E', won({ Pinfu: 1 }, 30, 1000)],
  ]);
});

describe('Yakuhai: pung of dragons, seat wind, prevalent wind (1 han each, open or closed)', () => {
  table([
    ['White dragon pung (5z), 1 han', '123m456p789s555z22p', '2p', '', 'ron S E', won({ 'Yakuhai (haku)': 1 }, 40, 1300)],
    ['Green dragon pung (6z), 1 han', '123m456p789s666z22p', '2p', '', 'ron S E', won({ 'Yakuhai (hatsu)': 1 }, 40, 1300)],
    ['Red dragon pung (7z), 1 han', '123m456p789s777z22p', '2p', '', 'ron S E', won({ 'Yakuhai (chun)': 1 }, 40, 1300)],
    ['Red dragon pung called (open): still 1 han, 20 + 4 + 2 = 26 -> 30 fu', '123m456p789s22p', '2p', 'pon 777z', 'ron S E', won({ 'Yakuhai (chun)': 1 }, 30, 1000)],
    ['Seat wind pung: South for the South seat, 1 han', '123m456p789s222z22p', '2p', '', 'ron S E', won({ 'Yakuhai (seat wind south)': 1 }, 40, 1300)],
    ['Prevalent wind pung: East in the East round for the South seat, 1 han', '123m456p789s111z22p', '2p', '', 'ron S E', won({ 'Yakuhai (round wind east)': 1 }, 40, 1300)],
    ['Double wind: East pung for East in the East round counts as seat and as prevalent wind, 2 han', '123m456p789s111z22p', '2p', '', 'ron E E', won({ 'Yakuhai (seat wind east)': 1, 'Yakuhai (round wind east)': 1 }, 40, 3900)],
    ['near miss: a pung of West for South in an East round is no yaku', '123m456p789s333z22p', '2p', '', 'ron S E', 'no_yaku'],
  ]);
});

describe('Outside Hand (Chanta 2/1), Terminals in All Sets (Junchan 3/2)', () => {
  table([
    ['Chanta concealed: every set and the pair hold a terminal or honour, with a chow: 2 han', '123m789m123p999s44z', '3p', '', 'ron S E', won({ Chantai: 2 }, 40, 2600)],
    ['Chanta open: 1 han', '123m789m123p44z', '3p', 'pon 999s', 'ron S E', won({ Chantai: 1 }, 30, 1000)],
    ['near miss: one chow 2-3-4 breaks chanta', '123m789m234p999s44z', '2p', '', 'ron S E', 'no_yaku'],
    ['Junchan concealed: terminals in every set and the pair, no honours: 3 han (replaces chanta)', '123m789m123p999s11p', '3p', '', 'ron S E', won({ Junchan: 3 }, 40, 5200)],
    ['Junchan open: 2 han', '123m789m123p11p', '3p', 'pon 999s', 'ron S E', won({ Junchan: 2 }, 30, 2000)],
    ['near miss: an honour pair makes it chanta, not junchan', '123m789m123p999s44z', '3p', '', 'ron S E', won({ Chantai: 2 }, 40, 2600)],
    ['near miss: All Terminals and Honours with one 7-8-9 chow is chanta (open 1), not honroutou', '999m111p789p44z', '4z', 'pon 111m', 'ron S E', won({ Chantai: 1 })],
  ]);
});

describe('Flushes: Half Flush (Honitsu 3/2), Full Flush (Chinitsu 6/5)', () => {
  table([
    ['Honitsu concealed: one suit and honours, 3 han', '234m567m999m333z11m', '2m', '', 'ron S E', won({ Honitsu: 3 }, 50, 6400)],
    ['Honitsu open: 2 han', '234m567m999m11m', '2m', 'pon 333z', 'ron S E', won({ Honitsu: 2 }, 40, 2600)],
    ['near miss: a pung in a second suit breaks honitsu', '234m567m999p333z11m', '2m', '', 'ron S E', 'no_yaku'],
    ['Chinitsu concealed: one suit, no honours, 6 han (haneman, 12000)', '12233456788899m', '1m', '', 'ron S E', won({ Chinitsu: 6 }, 40, 12000)],
    ['Chinitsu open: 5 han (mangan, 8000)', '12233456799m', '1m', 'pon 888m', 'ron S E', won({ Chinitsu: 5 }, undefined, 8000)],
    ['near miss: with an honour pair it is honitsu (3), not chinitsu', '122334567m888m44z', '1m', '', 'ron S E', won({ Honitsu: 3 }, 40, 5200)],
  ]);
});

describe('Pung hands: All Pungs, Three Concealed Pungs, Triple Pung, Three Kongs (2 han, open or closed)', () => {
  table([
    ['Toitoi: four pungs and a pair, 2 han', '999s44z', '9s', 'pon 222m, pon 888p, pon 555s', 'ron S E', won({ Toitoi: 2 }, 30, 2000)],
    ['near miss: one chow breaks toitoi', '999s44z', '9s', 'pon 222m, pon 888p, chi 567s', 'ron S E', 'no_yaku'],
    ['San ankou: three concealed pungs, 2 han', '222m444p666s789s11p', '9s', '', 'ron S E', won({ 'San Ankou': 2 }, 50, 3200)],
    ['near miss: a pung completed by the discard is not concealed (shanpon ron leaves two)', '222m444p666s789s11p', '6s', '', 'ron S E', 'no_yaku'],
    ['San ankou: the same pung self-drawn is concealed (+ menzen tsumo)', '222m444p666s789s11p', '6s', '', 'tsumo S E', won({ 'San Ankou': 2, 'Menzen Tsumo': 1 }, 40, 5200)],
    ['Sanshoku doukou: the same pung in each suit, 2 han', '222p222s456m77p', '4m', 'pon 222m', 'ron S E', won({ 'Sanshoku Doukou': 2 }, 30, 2000)],
    ['near miss: 222m 222p 333s is no triple pung', '222p333s456m77p', '4m', 'pon 222m', 'ron S E', 'no_yaku'],
    ['San kantsu: three kongs, 2 han (8 + 8 + 16 minipoints -> 60 fu)', '678s44z', '6s', 'kan 2222m, kan 8888p, ankan 5555s', 'ron S E', won({ 'San Kantsu': 2 }, 60, 3900)],
    ['near miss: two kongs and a pung is not san kantsu', '678s44z', '6s', 'kan 2222m, pon 888p, ankan 5555s', 'ron S E', 'no_yaku'],
  ]);
});

describe('Seven Pairs, Little Three Dragons, All Terminals and Honours (2 han)', () => {
  table([
    ['Chiitoitsu: seven different pairs, 2 han, 25 fu', '1133m5577p2288s44z', '4z', '', 'ron S E', won({ Chiitoitsu: 2 }, 25, 1600)],
    ['Chiitoitsu self-drawn: 3 han 25 fu (800/1600)', '1133m5577p2288s44z', '4z', '', 'tsumo S E', won({ Chiitoitsu: 2, 'Menzen Tsumo': 1 }, 25, 3200)],
    ['near miss: four of a kind are not two pairs ("no two identical pairs")', '1111m5577p2288s44z', '4z', '', 'ron S E', 'not_winning'],
    ['Shousangen: two dragon pungs and a dragon pair, 2 han plus 1 for each dragon pung (003: "4")', '123m456p77z', '7z', 'pon 555z, pon 666z', 'ron S E', won({ 'Shou Sangen': 2, 'Yakuhai (haku)': 1, 'Yakuhai (hatsu)': 1 }, 40, 8000)],
    ['near miss: two dragon pungs without a dragon pair is two yakuhai only', '123m456p44z', '4z', 'pon 555z, pon 666z', 'ron S E', won({ 'Yakuhai (haku)': 1, 'Yakuhai (hatsu)': 1 }, 30, 2000)],
    ['Honroutou: only terminals and honours, 2 han (here with toitoi and san ankou: 6 han)', '999m111p999p44z', '4z', 'pon 111m', 'ron S E', won({ Honroutou: 2, Toitoi: 2, 'San Ankou': 2 }, undefined, 12000)],
    ['Honroutou as seven pairs: 2 + 2 han, 25 fu', '1199m1199p1199s44z', '4z', '', 'ron S E', won({ Chiitoitsu: 2, Honroutou: 2 }, 25, 6400)],
  ]);
});

describe('Dora, ura dora and red fives: they add han but are no yaku', () => {
  table([
    ['Dora: indicator 7s makes 8s dora, the 88s pair is 2 dora (riichi 1 + 2 = 3 han)', PLAIN, '4s', '', 'ron S E riichi dora:7s', won({ Riichi: 1, Dora: 2 }, 40, 5200)],
    ['near miss: dora alone are no yaku', PLAIN, '4s', '', 'ron S E dora:7s', 'no_yaku'],
    ['Ura dora count with riichi, one under each dora indicator (001 3.3.14)', PLAIN, '4s', '', 'ron S E riichi dora:1z ura:7s', won({ Riichi: 1, 'Ura Dora': 2 }, 40, 5200)],
    // Issue 20: ura indicators without riichi were ignored; no table turns them over, so they are refused.
    ['near miss: ura dora indicators without riichi are refused ("can be claimed only by players who declared riichi")', PLAIN, '4s', '', 'tsumo S E dora:1z ura:7s', 'invalid_context'],
    ['Red five (0m) is one dora under EMA 2012 (000 "Three red fives are used")', '123406m789p34588s', '4s', '', 'ron S E riichi', won({ Riichi: 1, 'Aka Dora': 1 }, 40, 2600)],
    ['near miss: a red five alone is no yaku', '123406m789p34588s', '4s', '', 'ron S E', 'no_yaku'],
    ['Kan dora: a kong of the dora counts four (indicator 9m -> 1m)', '456m789p34588s', '4s', 'ankan 1111m', 'ron S E riichi dora:9m', won({ Riichi: 1, Dora: 4 }, undefined, 8000)],
    ['Dora indicator wraps: dragon 7z (Red) points at 5z (White): a white pung is 3 dora', '123m456p789s555z22p', '2p', '', 'ron S E dora:7z', won({ 'Yakuhai (haku)': 1, Dora: 3 }, undefined, 8000)],
    ['Dora indicator wraps: wind 4z (North) points at 1z (East)', '123m456p789s111z22p', '2p', '', 'ron S E dora:4z', won({ 'Yakuhai (round wind east)': 1, Dora: 3 }, undefined, 8000)],
    ['Dora indicator wraps: 9p points at 1p (three 1p: junchan 3 + 3 = 6 han, haneman)', '123m789m123p999s11p', '3p', '', 'ron S E dora:9p', won({ Junchan: 3, Dora: 3 }, undefined, 12000)],
  ]);
  it.each([
    ['ema-2012', { Riichi: 1, 'Aka Dora': 1 }, 2600],
    ['ema-2016', { Riichi: 1 }, 1300],
  ] as const)('red fives under %s (README: ema-2016 uses none, so 0m is a plain five)', (preset, yaku, total) => {
    check(play('123406m789p34588s', '4s', '', 'ron S E riichi', preset), won({ ...yaku }, 40, total));
  });
});

describe('five or more counters: two han from yaku needed (000 "Counters"; 004 "Dora and red five tiles do not count")', () => {
  // "Yaku" in 000/004 counts han, as 003's tables ("1 yaku, 2 yaku" columns) do.
  table([
    ['ema-2012, 5 counters, riichi only: refused', PLAIN, '4s', '', 'ron S E riichi honba:5', 'two_yaku_required'],
    ['ema-2012, 5 counters, riichi and two dora: refused (dora do not count)', PLAIN, '4s', '', 'ron S E riichi dora:7s honba:5', 'two_yaku_required'],
    ['ema-2012, 5 counters, riichi and a red five: refused', '123406m789p34588s', '4s', '', 'ron S E riichi honba:5', 'two_yaku_required'],
    ['ema-2012, 5 counters, riichi and pinfu: 2000 + 5 x 300', PLAIN, '3s', '', 'ron S E riichi honba:5', won({ Riichi: 1, Pinfu: 1 }, 30, 3500)],
    ['ema-2012, 5 counters, seven pairs (one 2-han yaku): 1600 + 1500', '1133m5577p2288s44z', '4z', '', 'ron S E honba:5', won({ Chiitoitsu: 2 }, 25, 3100)],
    ['ema-2012, 4 counters, riichi only: allowed, 1300 + 4 x 300', PLAIN, '4s', '', 'ron S E riichi honba:4', won({ Riichi: 1 }, 40, 2500)],
  ]);
  table([['ema-2016 has no such rule: 5 counters, riichi only, 1300 + 1500', PLAIN, '4s', '', 'ron S E riichi honba:5', won({ Riichi: 1 }, 40, 2800)]], 'ema-2016');
  table([['ema-2008 has the rule (000): 5 counters, riichi only, refused', PLAIN, '4s', '', 'ron S E riichi honba:5', 'two_yaku_required']], 'ema-2008');
  table([['mahjong-time has the rule (004): 5 counters, riichi only, refused', PLAIN, '4s', '', 'ron S E riichi honba:5', 'two_yaku_required']], 'mahjong-time');
});

describe('the winner\'s most valuable reading is scored', () => {
  table([
    ['111 222 333m self-drawn: three concealed pungs (3 han 40 fu) beat three identical chows (3 han 20 fu)', '111222333m789p55s', '1m', '', 'tsumo S E', won({ 'San Ankou': 2, 'Menzen Tsumo': 1 }, 40, 5200)],
    ['111 222 333m on a discard: the pungs lose their concealment, the chows (iipeikou + pinfu) pay more', '111222333m789p55s', '1m', '', 'ron S E', won({ Iipeiko: 1, Pinfu: 1 }, 30, 2000)],
    ['kazoe: 13 han without a yakuman is a yakuman in EMA 2012 (002 "Yakuman 13+")', '11223344556677m', '7m', '', 'tsumo S E riichi ippatsu', { ...won({ Riichi: 1, Ippatsu: 1, 'Menzen Tsumo': 1, Pinfu: 1, Ryanpeikou: 3, Chinitsu: 6 }, undefined, 32000), level: 'kazoe yakuman' }],
  ]);
  table(
    [['kazoe: 13 han is a sanbaiman in EMA 2016 (README: "no counted yakuman")', '11223344556677m', '7m', '', 'tsumo S E riichi ippatsu', { ...won({ Riichi: 1, Ippatsu: 1, 'Menzen Tsumo': 1, Pinfu: 1, Ryanpeikou: 3, Chinitsu: 6 }, undefined, 24000), level: 'sanbaiman' }]],
    'ema-2016',
  );
});

describe('yakuman (002 "Yakuman"): 13 han, 32000 to a non-dealer, 48000 to the dealer', () => {
  table([
    ['Kokushi musou: one of each terminal and honour and one duplicate', '119m19p19s1234567z', '9m', '', 'ron S E', won({ 'Kokushi Musou': 13 }, undefined, 32000)],
    ['near miss: a 2m instead of the duplicate is no hand at all', '129m19p19s1234567z', '9m', '', 'ron S E', 'not_winning'],
    ['Chuuren poutou: 1112345678999 plus one tile of the same suit, concealed', '11123455678999m', '2m', '', 'ron S E', won({ 'Chuuren Poutou': 13 }, undefined, 32000)],
    ['near miss: only two 9s is chinitsu, not nine gates (6 han, 12000)', '11123456788899m', '9m', '', 'ron S E', won({ Chinitsu: 6 }, undefined, 12000)],
    ['Tenhou: East wins on the initial fourteen tiles (16000 from each)', PLAIN, '4s', '', 'tsumo E E tenhou', won({ Tenhou: 13 }, undefined, 48000)],
    ['near miss: tenhou for a non-dealer is not possible (invalid context)', PLAIN, '4s', '', 'tsumo S E tenhou', 'invalid_context'],
    ['Chiihou: a non-dealer self-draws in the first go-around (8000/16000)', PLAIN, '4s', '', 'tsumo S E chiihou', won({ Chiihou: 13 }, undefined, 32000)],
    ['near miss: chiihou on a discard is not possible (invalid context)', PLAIN, '4s', '', 'ron S E chiihou', 'invalid_context'],
    ['Renhou in EMA 2012: a yakuman (002 "Renho")', PLAIN, '4s', '', 'ron S E renhou', won({ 'Renhou (yakuman)': 13 }, undefined, 32000)],
    ['near miss: renhou for the dealer is not possible (invalid context)', PLAIN, '4s', '', 'ron E E renhou', 'invalid_context'],
    ['near miss: renhou on a self-draw is not possible (invalid context)', PLAIN, '4s', '', 'tsumo S E renhou', 'invalid_context'],
    ['Suu ankou: four concealed pungs, self-drawn on a shanpon wait', '222m444p666s999s11p', '2m', '', 'tsumo S E', won({ 'Suu Ankou': 13 }, undefined, 32000)],
    ['Suu ankou on a pair wait: a single yakuman in EMA 2012', '222m444p666s999s11p', '1p', '', 'ron S E', won({ 'Suu Ankou Tanki': 13 }, undefined, 32000)],
    ['near miss: the same hand won on a discard that completes a pung: toitoi + san ankou (4 han 50 fu, mangan)', '222m444p666s999s11p', '2m', '', 'ron S E', won({ Toitoi: 2, 'San Ankou': 2 }, 50, 8000)],
    ['Suu kantsu: four kongs', '44z', '4z', 'kan 2222m, kan 8888p, ankan 5555s, kan 3333s', 'ron S E', won({ 'Suu Kantsu': 13 }, undefined, 32000)],
    ['Ryuuiisou: only green tiles (2, 3, 4, 6, 8 bamboo and green dragon)', '223344s666s888s66z', '6z', '', 'ron S E', won({ Ryuuiisou: 13 }, undefined, 32000)],
    ['near miss: a 9s pung is not green: honitsu + iipeikou (4 han 50 fu, mangan)', '223344s666s999s66z', '6z', '', 'ron S E', won({ Honitsu: 3, Iipeiko: 1 }, 50, 8000)],
    ['Chinroutou: only terminals', '999m111p999p11s', '1s', 'pon 111m', 'ron S E', won({ Chinroutou: 13 }, undefined, 32000)],
    ['Tsuu iisou: only honours', '222z555z666z33z', '3z', 'pon 111z', 'ron S E', won({ 'Tsuu Iisou': 13 }, undefined, 32000)],
    ['Tsuu iisou as seven pairs', '11223344556677z', '7z', '', 'ron S E', won({ 'Tsuu Iisou': 13 }, undefined, 32000)],
    [
      'near miss: a 9m pung among honours is no tsuu iisou (toitoi, honroutou, honitsu, san ankou, three yakuhai: 11 han)',
      '222z555z999m33z',
      '3z',
      'pon 111z',
      'ron S E',
      won({ 'Yakuhai (haku)': 1, 'Yakuhai (seat wind south)': 1, 'Yakuhai (round wind east)': 1, Toitoi: 2, 'San Ankou': 2, Honroutou: 2, Honitsu: 2 }, undefined, 24000),
    ],
    ['Daisangen: three dragon pungs', '777z123m44p', '4p', 'pon 555z, pon 666z', 'ron S E', won({ Daisangen: 13 }, undefined, 32000)],
    ['Shousuushii: three wind pungs and a wind pair', '333z44z789m', '7m', 'pon 111z, pon 222z', 'ron S E', won({ Shousuushii: 13 }, undefined, 32000)],
    [
      'near miss: two wind pungs, a dragon pung and a wind pair: yakuhai, honitsu and chanta (6 han, haneman)',
      '555z44z789m',
      '7m',
      'pon 111z, pon 222z',
      'ron S E',
      won({ 'Yakuhai (haku)': 1, 'Yakuhai (seat wind south)': 1, 'Yakuhai (round wind east)': 1, Chantai: 1, Honitsu: 2 }, undefined, 12000),
    ],
    ['Dai suushii: four wind pungs, a double yakuman in EMA 2012 (002 "Double yakuman")', '333z444z55m', '5m', 'pon 111z, pon 222z', 'ron S E', won({ 'Dai Suushii': 26 }, undefined, 64000)],
  ]);
});

describe('double yakuman per preset', () => {
  it.each([
    // [title, concealed, win, melds, situation, preset, yaku name, han, total]
    ['Dai suushii, EMA 2008 (000 "Two yakuman")', '333z444z55m', '5m', 'pon 111z, pon 222z', 'ron S E', 'ema-2008', 'Dai Suushii', 26, 64000],
    ['Dai suushii, EMA 2016 (README: "single yakuman only, no doubles")', '333z444z55m', '5m', 'pon 111z, pon 222z', 'ron S E', 'ema-2016', 'Dai Suushii', 13, 32000],
    ['13-sided kokushi, EMA 2008 (000 "+1 yakuman: Thirteen-sided wait")', '119m19p19s1234567z', '1m', '', 'ron S E', 'ema-2008', 'Kokushi Musou Juusanmen Matchi', 26, 64000],
    ['13-sided kokushi, Mahjong Time (004 "+1 yakuman if 13-sided wait")', '119m19p19s1234567z', '1m', '', 'ron S E', 'mahjong-time', 'Kokushi Musou Juusanmen Matchi', 26, 64000],
    ['13-sided kokushi, EMA 2012 (002 lists no "+1"): single', '119m19p19s1234567z', '1m', '', 'ron S E', 'ema-2012', 'Kokushi Musou Juusanmen Matchi', 13, 32000],
    ['13-sided kokushi, EMA 2016: single', '119m19p19s1234567z', '1m', '', 'ron S E', 'ema-2016', 'Kokushi Musou Juusanmen Matchi', 13, 32000],
    ['9-sided nine gates, EMA 2008 (000 "+1 yakuman: Nine-sided wait")', '11123455678999m', '5m', '', 'ron S E', 'ema-2008', 'Daburu Chuuren Poutou', 26, 64000],
    ['9-sided nine gates, Mahjong Time (004 "+ 1 yakuman if 9-sided wait")', '11123455678999m', '5m', '', 'ron S E', 'mahjong-time', 'Daburu Chuuren Poutou', 26, 64000],
    ['9-sided nine gates, EMA 2012: single', '11123455678999m', '5m', '', 'ron S E', 'ema-2012', 'Daburu Chuuren Poutou', 13, 32000],
    ['single-wait suu ankou, EMA 2008 (000 "+1 yakuman: unique wait")', '222m444p666s999s11p', '1p', '', 'ron S E', 'ema-2008', 'Suu Ankou Tanki', 26, 64000],
    ['single-wait suu ankou, Mahjong Time (004 "+1 Yakuman for unique wait")', '222m444p666s999s11p', '1p', '', 'ron S E', 'mahjong-time', 'Suu Ankou Tanki', 26, 64000],
    ['single-wait suu ankou, EMA 2012: single', '222m444p666s999s11p', '1p', '', 'ron S E', 'ema-2012', 'Suu Ankou Tanki', 13, 32000],
    ['suu ankou on a shanpon self-draw, EMA 2008: single (the +1 is for the unique wait only)', '222m444p666s999s11p', '2m', '', 'tsumo S E', 'ema-2008', 'Suu Ankou', 13, 32000],
  ] as const)('%s', (_title, concealed, win, melds, situation, preset, name, han, total) => {
    const r = play(concealed, win, melds, situation, preset);
    expect(r.error, r.message).toBeNull();
    expect(r.yaku).toEqual([[name, han, true]]);
    expect(r.han).toBe(han);
    expect(r.total).toBe(total);
  });
});

describe('nagashi mangan (000/002 "Five fan yaku": a mangan, paid as a self-draw)', () => {
  const nagashi = (situation: 'tsumo S E' | 'tsumo E E', preset: PresetName) =>
    scoreRequest({ hand: { concealed: '', win_tile: null }, context: { win: 'tsumo', seat_wind: situation === 'tsumo E E' ? '1z' : '2z', round_wind: '1z', nagashi_mangan: true } }, preset);

  it('ema-2012, a non-dealer: 2000 from each non-dealer, 4000 from the dealer', () => {
    const r = nagashi('tsumo S E', 'ema-2012');
    expect(r.error).toBeNull();
    expect(r.han).toBe(5);
    expect(r.payments).toEqual({ non_dealer: 2000, dealer: 4000 });
    expect(r.total).toBe(8000);
  });

  it('ema-2012, the dealer: 4000 from each', () => {
    const r = nagashi('tsumo E E', 'ema-2012');
    expect(r.payments).toEqual({ each: 4000 });
    expect(r.total).toBe(12000);
  });

  it.each(['ema-2016', 'ema-2025'] as const)('%s has no nagashi mangan (README preset table): an error value', (preset) => {
    const r = nagashi('tsumo S E', preset);
    expect(typeof r.error).toBe('string');
    expect(r.payments).toBeNull();
    expect(r.total).toBe(0);
  });
});
