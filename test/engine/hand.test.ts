/**
 * Hand validation: bad input comes back as an error value (`invalid_hand`, `invalid_context`,
 * `not_winning`) with the individual problems in `details`, never as an exception. The physical
 * limits come from the rule texts: four of each tile (136 tiles, 004), one red five per suit
 * where they are used (000 "Three red fives are used, one in each suit"), 14 tiles with a kong
 * counting as three (004 "Wrong Tile Count"), meld shapes (004 "Terminology").
 */
import { describe, expect, it } from 'vitest';
import { parseHand, scoreRequest, PRESETS } from '../../src/engine/index';
import type { HandInput, PresetName, ScoreRequest } from '../../src/engine/index';
import { context, melds } from './referee';

const PLAIN = '123456m789p34588s';

/** Scores a raw hand object (anything) in a plain riichi ron situation. */
function score(hand: unknown, preset: PresetName = 'ema-2012', situation = 'ron S E riichi') {
  return scoreRequest({ hand, context: context(situation) } as unknown as ScoreRequest, preset);
}

const codes = (r: ReturnType<typeof score>): string[] => (r.details ?? []).map((d) => d.code);

describe('hand size', () => {
  it.each([
    ['13 tiles', { concealed: '123456m789p3458s', win_tile: '4s' }, 'got 13'],
    ['15 tiles', { concealed: '123456m789p345888s', win_tile: '4s' }, 'got 15'],
    ['a kong counts as three: 12 concealed + 1 kong = 15', { concealed: '456m789p345888s', win_tile: '4s', melds: melds('kan 1111m') }, 'got 15'],
    ['two melds and 11 concealed tiles = 17', { concealed: '456m789p34588s', win_tile: '4s', melds: melds('pon 111m, pon 999m') }, 'got 17'],
  ])('%s: invalid_hand / wrong_tile_count', (_title, hand, says) => {
    const r = score(hand);
    expect(r.error).toBe('invalid_hand');
    expect(codes(r)).toEqual(['wrong_tile_count']);
    expect(r.details?.[0]?.field).toBe('concealed');
    expect(r.message).toContain(says);
    // The numbers as data too, for a UI that words them in another language.
    expect(r.details?.[0]?.tiles).toEqual({ held: Number(says.slice(4)), needed: 14 });
  });

  it('11 concealed tiles and one kong is a full hand', () => {
    expect(score({ concealed: '456m789p34588s', win_tile: '4s', melds: melds('ankan 1111m') }).error).toBeNull();
  });
});

describe('at most four of a kind across hand, melds and indicators', () => {
  it.each([
    ['five 1m in the hand', { concealed: '111112m789p34588s', win_tile: '4s' }],
    ['three 1m in the hand and a pung of 1m', { concealed: '111m789p34588s', win_tile: '4s', melds: melds('pon 111m') }],
    ['three 1m in the hand and two as dora indicators', { concealed: '111m456m789p34588s', win_tile: '4s', dora_indicators: ['1m', '1m'] }],
    ['four 8s: two in the hand, one dora and one ura indicator, plus one more indicator', { concealed: PLAIN, win_tile: '4s', dora_indicators: ['8s', '8s'], ura_indicators: ['8s'] }],
  ])('%s: invalid_hand / too_many_copies', (_title, hand) => {
    const r = score(hand);
    expect(r.error).toBe('invalid_hand');
    expect(codes(r)).toContain('too_many_copies');
  });

  it('the indicators may also come in the context (conformance rows): still counted', () => {
    const r = scoreRequest({ hand: { concealed: '111m456m789p34588s', win_tile: '4s' }, context: { ...context('ron S E riichi'), dora_indicators: ['1m', '1m'] } }, 'ema-2012');
    expect(codes(r)).toContain('too_many_copies');
  });

  it('exactly four is fine (a concealed kong of 1m)', () => {
    expect(score({ concealed: '456m789p34588s', win_tile: '4s', melds: melds('ankan 1111m') }).error).toBeNull();
  });

  it('a red five and three plain fives are four fives', () => {
    expect(codes(score({ concealed: '0555m789p34588s', win_tile: '4s' }))).not.toContain('too_many_copies');
    expect(codes(score({ concealed: '05555m89p34588s', win_tile: '4s' }))).toContain('too_many_copies');
  });
});

describe('red fives: one per suit where the preset uses them', () => {
  // 345m 345m with both fives red, 789p, 345s, 88s (iipeikou), won on the 8s pair.
  const TWO_RED = { concealed: '340m340m789p345s88s', win_tile: '8s' };
  it('two red 5m under ema-2012: invalid_hand / too_many_red_fives', () => {
    const r = score(TWO_RED, 'ema-2012', 'ron S E');
    expect(r.error).toBe('invalid_hand');
    expect(codes(r)).toEqual(['too_many_red_fives']);
  });
  it('two red 5m under ema-2016 (no red fives): two plain fives, the hand scores iipeikou', () => {
    const r = score(TWO_RED, 'ema-2016', 'ron S E');
    expect(r.error).toBeNull();
    expect(r.yaku).toEqual([['Iipeiko', 1, false]]);
  });
  it('one red five in each suit is fine under ema-2012', () => {
    const r = score({ concealed: '340m406p789p340s88s', win_tile: '8s' }, 'ema-2012', 'ron S E riichi');
    expect(r.error).toBeNull();
  });
});

describe('meld shapes', () => {
  it.each([
    ['a chi of 1-3-5', 'chi 135m'],
    ['a chi across suits', 'chi 12m3p'],
    ['a chi of honours', 'chi 123z'],
    ['a chi that wraps 8-9-1', 'chi 189m'],
    ['a chi of four tiles', 'chi 1234m'],
    ['a pon of different tiles', 'pon 123m'],
    ['a pon of two tiles', 'pon 11m'],
    ['a kan of three tiles', 'kan 111m'],
    ['an ankan of mixed tiles', 'ankan 1112m'],
    ['a shouminkan of five tiles', 'shouminkan 11111m'],
  ])('%s is refused: invalid_hand / bad_meld on that meld', (_title, spec) => {
    const r = score({ concealed: '456m789p34588s', win_tile: '4s', melds: melds(spec) });
    expect(r.error).toBe('invalid_hand');
    expect(r.details).toContainEqual(expect.objectContaining({ code: 'bad_meld', field: 'melds[0]' }));
  });

  it('an unknown meld type is refused', () => {
    const r = score({ concealed: '456m789p34588s', win_tile: '4s', melds: [{ type: 'triple' as never, tiles: '123m' }] });
    expect(codes(r)).toEqual(['bad_meld']);
  });

  it('meld tiles in bad notation say where', () => {
    const r = score({ concealed: '456m789p34588s', win_tile: '4s', melds: [{ type: 'pon', tiles: '11x' }] });
    expect(r.details).toContainEqual({ code: 'bad_notation', field: 'melds[0]', message: `"11x": unknown suit 'x' at 2`, notation: { problem: 'unknown_suit', text: '11x' } });
  });

  it('more than four melds are refused', () => {
    const r = score({ concealed: '88s', win_tile: '8s', melds: melds('pon 111m, pon 999m, pon 111p, pon 999p, pon 111s') });
    expect(codes(r)).toContain('too_many_melds');
  });
});

describe('the winning tile', () => {
  it('not among the concealed tiles: invalid_hand / win_tile_not_held', () => {
    const r = score({ concealed: PLAIN, win_tile: '9s' });
    expect(codes(r)).toEqual(['win_tile_not_held']);
    expect(r.message).toContain('9s');
  });
  it('held only in a meld is not held: the winning tile is one of the concealed tiles', () => {
    expect(codes(score({ concealed: '456m789p34588s', win_tile: '1m', melds: melds('chi 123m') }))).toEqual(['win_tile_not_held']);
  });
  it.each([null, '', undefined])('missing (%s): invalid_hand / win_tile_missing', (win) => {
    expect(codes(score({ concealed: PLAIN, win_tile: win }))).toEqual(['win_tile_missing']);
  });
  it('in bad notation: invalid_hand / bad_notation on win_tile', () => {
    expect(score({ concealed: PLAIN, win_tile: '4x' }).details).toContainEqual(expect.objectContaining({ code: 'bad_notation', field: 'win_tile' }));
  });
  it('two tiles: invalid', () => {
    expect(score({ concealed: PLAIN, win_tile: '44s' }).error).toBe('invalid_hand');
  });
});

describe('notation errors in the hand say where and why', () => {
  it('concealed tiles', () => {
    const r = score({ concealed: '12x3m', win_tile: '1m' });
    expect(r.error).toBe('invalid_hand');
    expect(r.details).toContainEqual({ code: 'bad_notation', field: 'concealed', message: `"12x3m": unknown suit 'x' at 2`, notation: { problem: 'unknown_suit', text: '12x3m' } });
    expect(r.message).toContain(`"12x3m": unknown suit 'x' at 2`);
  });
  it('a dora indicator', () => {
    const r = score({ concealed: PLAIN, win_tile: '4s', dora_indicators: ['1m', '9q'] });
    expect(r.details).toContainEqual(expect.objectContaining({ code: 'bad_notation', field: 'dora_indicators[1]' }));
  });
  // Issue 20: the request schema checks types before the notation parser sees the text.
  it('concealed not a string', () => {
    expect(codes(score({ concealed: 123, win_tile: '4s' }))).toEqual(['bad_hand']);
  });
  it('every problem is reported, not only the first', () => {
    const r = score({ concealed: '12x3m', win_tile: null, melds: [{ type: 'pon', tiles: '123m' }], dora_indicators: ['0z'] });
    expect(new Set(codes(r))).toEqual(new Set(['bad_notation', 'bad_meld', 'win_tile_missing']));
    expect(r.details).toHaveLength(4);
  });
});

describe('complete or not', () => {
  it.each([
    ['no sets at all', '13579m2468p1357s1z', '1z'],
    ['four sets but no pair (one tile off)', '123456m789p34589s', '4s'],
    ['six pairs and two singles', '1133m5577p2288s45z', '4z'],
  ])('%s: not_winning', (_title, concealed, win) => {
    const r = score({ concealed, win_tile: win });
    expect(r.error).toBe('not_winning');
    expect(r.han).toBeNull();
    expect(r.payments).toBeNull();
    expect(r.total).toBe(0);
  });
});

describe('the situation', () => {
  it.each([
    ['win is neither ron nor tsumo', { win: 'draw', seat_wind: '2z', round_wind: '1z' }],
    ['seat wind is not a wind', { win: 'ron', seat_wind: '5z', round_wind: '1z' }],
    ['round wind missing', { win: 'ron', seat_wind: '2z' }],
    ['negative counters', { win: 'ron', seat_wind: '2z', round_wind: '1z', honba: -1 }],
    ['fractional riichi sticks', { win: 'ron', seat_wind: '2z', round_wind: '1z', riichi_sticks: 1.5 }],
    ['a flag that is not true/false', { win: 'ron', seat_wind: '2z', round_wind: '1z', riichi: 'yes' }],
  ])('%s: invalid_context', (_title, ctx) => {
    const r = scoreRequest({ hand: { concealed: PLAIN, win_tile: '4s' }, context: ctx } as unknown as ScoreRequest, 'ema-2012');
    expect(r.error).toBe('invalid_context');
    expect(typeof r.message).toBe('string');
  });

  it('a win on a replacement tile needs a kong to have been declared (000: "After a Kong: Mahjong declared on a replacement tile")', () => {
    const r = score({ concealed: PLAIN, win_tile: '4s' }, 'ema-2012', 'tsumo S E rinshan');
    expect(r.error).toBe('invalid_context');
  });
});

describe('parseHand directly', () => {
  it('gives the winning hand on good input', () => {
    const r = parseHand({ concealed: PLAIN, win_tile: '4s' }, PRESETS['ema-2012']);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.concealed).toHaveLength(14);
  });
  it('gives the list of issues on bad input', () => {
    const r = parseHand({ concealed: '111112m789p34588s', win_tile: '9s' } as HandInput, PRESETS['ema-2012']);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.map((i) => i.code).sort()).toEqual(['too_many_copies', 'win_tile_not_held']);
  });
  it('is an error value for a non-object', () => {
    expect(parseHand(null as unknown as HandInput, PRESETS['ema-2012']).ok).toBe(false);
  });
});

describe('EMA meld names', () => {
  it.each([
    ['pung', 'pon', '777z', '123m456p789s11z'],
    ['chow', 'chi', '234s', '123m456p777z11z'],
    ['kong', 'kan', '7777z', '123m456p789s11z'],
    ['concealed-kong', 'ankan', '7777z', '123m456p789s11z'],
    ['PUNG', 'pon', '777z', '123m456p789s11z'],
  ])('%s is understood as %s', (alias, type, tiles, concealed) => {
    const viaAlias = scoreRequest({ hand: { concealed, win_tile: '1z', melds: [{ type: alias as never, tiles }] }, context: { win: 'ron', seat_wind: '2z', round_wind: '1z' } }, 'ema-2012');
    const viaType = scoreRequest({ hand: { concealed, win_tile: '1z', melds: [{ type: type as never, tiles }] }, context: { win: 'ron', seat_wind: '2z', round_wind: '1z' } }, 'ema-2012');
    expect(viaAlias).toEqual(viaType);
    expect(viaAlias.error).toBeNull();
  });

  it('an unknown meld name is an error value naming both vocabularies', () => {
    const r = scoreRequest({ hand: { concealed: '123m456p789s11z', win_tile: '1z', melds: [{ type: 'triple' as never, tiles: '777z' }] }, context: { win: 'ron', seat_wind: '2z', round_wind: '1z' } }, 'ema-2012');
    expect(r.error).toBe('invalid_hand');
    expect(r.message).toContain('pung');
  });
});
