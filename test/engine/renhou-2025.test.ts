/**
 * EMA 2025: Renho is 5 han standing alone (rules README, preset table: "Renho 5 han alone"), and
 * the hand is scored as the higher of Renho alone and its other yaku (issue 20). At a mangan's
 * value the higher han count is recorded: a kiriage mangan of 4 han 30-40 fu or 3 han 60 fu is
 * worth what Renho alone is worth, and the reference set scores such rows as Renho.
 */
import { describe, expect, it } from 'vitest';
import { play, yakuOf } from './referee';

// 222m 456p 678s 345s 55p, won on 3s: tanyao + three dora (indicator 1m), 4 han 40 fu.
const TANYAO_DORA = ['222m456p678s345s55p', '3s', '', 'ron S E renhou dora:1m'] as const;
// 111m 999p 555z 234s 44s, won on 2s: white dragon + three concealed pungs, 3 han 60 fu.
const YAKUHAI_SANANKOU = ['111m999p234s44s555z', '2s', '', 'ron S E renhou'] as const;

describe('EMA 2025 Renhou: the higher of Renho alone and the other yaku', () => {
  it.each([
    ['tanyao + 3 dora (4 han)', TANYAO_DORA],
    ['yakuhai + san ankou (3 han 60 fu, a kiriage mangan)', YAKUHAI_SANANKOU],
  ])('Renho alone (5 han) beats %s', (_title, hand) => {
    const r = play(hand[0], hand[1], hand[2], hand[3], 'ema-2025');
    expect(r.error).toBeNull();
    expect(yakuOf(r)).toEqual({ Renhou: 5 });
    expect(r.han).toBe(5);
    expect(r.total).toBe(8000);
  });

  it.each([
    ['tanyao + 3 dora', TANYAO_DORA, 4],
    ['yakuhai + san ankou', YAKUHAI_SANANKOU, 3],
  ])('without Renho, %s score their own han', (_title, hand, han) => {
    const r = play(hand[0], hand[1], hand[2], hand[3].replace(' renhou', ''), 'ema-2025');
    expect(r.han).toBe(han);
    expect(r.yaku.map(([name]) => name)).not.toContain('Renhou');
  });

  it('the other yaku win when they are worth more: tanyao + 6 dora is a haneman', () => {
    const r = play('222m456p678s345s55p', '3s', '', 'ron S E renhou dora:1m,4p', 'ema-2025');
    expect(r.han).toBe(7);
    expect(r.total).toBe(12000);
    expect(r.yaku.map(([name]) => name)).not.toContain('Renhou');
  });

  it('EMA 2016 still adds Renho to the other yaku (README: "Renho = mangan")', () => {
    const r = play(...TANYAO_DORA, 'ema-2016');
    expect(yakuOf(r)).toMatchObject({ Renhou: 5, Tanyao: 1, Dora: 3 });
  });
});
