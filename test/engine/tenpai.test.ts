import { describe, expect, it } from 'vitest';
import { waitsOf, furitenOf, isCompleteHand, PRESETS } from '../../src/engine/index';

const EMA = PRESETS['ema-2012'];
const SANMA = PRESETS['kansai-sanma'];

describe('waits of a 13-tile hand', () => {
  it.each([
    ['two-sided wait', '123m456p789s23s11z', [], ['1s', '4s']],
    ['closed wait', '123m456p789s13s11z', [], ['2s']],
    ['edge wait', '123m456p789s12s11z', [], ['3s']],
    ['pair wait on either tile (shanpon)', '123m456p789s11z22z', [], ['1z', '2z']],
    ['single wait', '123m456p789s111z2z', [], ['2z']],
    ['seven pairs single wait', '1122m3344p5566s7z', [], ['7z']],
    ['nine gates waits on all nine', '1112345678999m', [], ['1m', '2m', '3m', '4m', '5m', '6m', '7m', '8m', '9m']],
    ['thirteen orphans, thirteen-sided', '19m19p19s1234567z', [], ['1m', '9m', '1p', '9p', '1s', '9s', '1z', '2z', '3z', '4z', '5z', '6z', '7z']],
    ['a meld counts as three tiles', '23456p567s11z', [{ type: 'pon', tiles: '777z' }], ['1p', '4p', '7p']],
    ['three-sided wait 3-6-9 (rule text 001, furiten example 1)', '12345678m456p11z', [], ['3m', '6m', '9m']],
    ['noten hand', '13579m2468p135s7z', [], []],
  ] as const)('%s: %s', (_title, concealed, melds, waits) => {
    expect(waitsOf({ concealed, melds: [...melds] }, EMA)).toEqual({ ok: true, value: waits });
  });

  it('a tile the hand holds four of is no wait (rule text 001, 3.3.13)', () => {
    expect(waitsOf({ concealed: '1111m234p567s789s' }, EMA)).toEqual({ ok: true, value: [] });
    // With three 1m and a 2m: 111m + single 2m, or pair 11m + 12m waiting on 3m.
    expect(waitsOf({ concealed: '111m2m234p567s789s' }, EMA)).toEqual({ ok: true, value: ['2m', '3m'] });
  });

  it('kinds absent from the three-player set are never waits', () => {
    // Pairs of 1m and 9m wait on either (shanpon); 2m-8m do not exist in Kansai sanma.
    expect(waitsOf({ concealed: '11m99m123p456p789s' }, SANMA)).toEqual({ ok: true, value: ['1m', '9m'] });
  });

  it('rejects a hand that is not 13 tiles, with the count in the message', () => {
    const r = waitsOf({ concealed: '123m' }, EMA);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error[0]).toMatchObject({ code: 'wrong_tile_count', message: expect.stringContaining('got 3') });
  });
});

describe('furiten', () => {
  it('a waiting tile among the own discards makes the hand furiten (rule text 001, 3.4.5 example 2)', () => {
    // Waiting on 1p-4p: a discarded 7p does not make the player furiten, a discarded 4p does.
    const hand = { concealed: '23p456m789m111s99s' };
    expect(furitenOf(hand, '7p', EMA)).toEqual({ ok: true, value: { waits: ['1p', '4p'], furiten: false, discardedWaits: [] } });
    expect(furitenOf(hand, '7p4p', EMA)).toEqual({ ok: true, value: { waits: ['1p', '4p'], furiten: true, discardedWaits: ['4p'] } });
  });

  it('a red five discard counts as a five', () => {
    const r = furitenOf({ concealed: '34p456m789m111s99s' }, '0p', EMA);
    expect(r.ok && r.value.furiten).toBe(true);
  });

  it('bad discard notation is an error value', () => {
    const r = furitenOf({ concealed: '23p456m789m111s99s' }, '7x', EMA);
    expect(r.ok).toBe(false);
  });
});

describe('complete hands', () => {
  it.each([
    ['four sets and a pair', '123m456p789s11122z', true],
    ['seven pairs', '1122m3344p5566s77z', true],
    ['thirteen orphans', '19m19p19s12345677z', true],
    ['one tile off', '123m456p789s11123z', false],
    ['four of a kind is not two pairs', '1111m3344p5566s77z', false],
  ] as const)('%s: %s', (_title, concealed, complete) => {
    expect(isCompleteHand({ concealed }, EMA)).toEqual({ ok: true, value: complete });
  });
});
