/**
 * mpsz notation: digits followed by their suit letter (m characters, p circles, s bamboo, z
 * honours 1-7 = East South West North White Green Red), 0 = the red five. Parse errors say where
 * and why (issue 2: `"12x3m": unknown suit 'x' at 2`).
 */
import { describe, expect, it } from 'vitest';
import { parseTiles, parseTile, formatTiles, sortTiles, tileName } from '../../src/engine/index';

describe('parsing mpsz', () => {
  it.each([
    ['123m', ['1m', '2m', '3m']],
    ['406p', ['4p', '0p', '6p']],
    ['1234567z', ['1z', '2z', '3z', '4z', '5z', '6z', '7z']],
    ['0m0p0s', ['0m', '0p', '0s']],
    ['19m19p19s', ['1m', '9m', '1p', '9p', '1s', '9s']],
    ['123m 456p', ['1m', '2m', '3m', '4p', '5p', '6p']],
    ['1m,2m,3m', ['1m', '2m', '3m']],
    ['3m1m2m', ['3m', '1m', '2m']],
    ['', []],
  ])('%s reads as %o (in the written order)', (input, names) => {
    const r = parseTiles(input);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.map(tileName)).toEqual(names);
  });

  it('a red five is a distinct code but names its suit: 0m, 0p, 0s', () => {
    const r = parseTiles('50m');
    expect(r.ok && r.value[0] !== r.value[1]).toBe(true);
  });

  it.each([
    ['12x3m', `"12x3m": unknown suit 'x' at 2`, 2, 'unknown_suit'],
    ['12M', `"12M": unknown suit 'M' at 2`, 2, 'unknown_suit'],
    ['123', `"123": missing suit after '123' at 3`, 3, 'missing_suit'],
    ['1m2', `"1m2": missing suit after '2' at 3`, 3, 'missing_suit'],
    ['12 3m', `"12 3m": missing suit after '12' at 2`, 2, 'missing_suit'],
    ['m', `"m": suit 'm' without digits at 0`, 0, 'suit_without_digits'],
    ['123mm', `"123mm": suit 'm' without digits at 4`, 4, 'suit_without_digits'],
    ['8z', `"8z": no honour tile '8z' at 0`, 0, 'no_such_honour'],
    ['120z', `"120z": no honour tile '0z' at 2`, 2, 'no_such_honour'],
  ])('%s is refused with the message %s', (input, message, at, problem) => {
    const r = parseTiles(input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toEqual({ code: 'bad_notation', problem, message, at });
  });

  it('parseTile wants exactly one tile', () => {
    const one = parseTile('7z');
    expect(one.ok && tileName(one.value)).toBe('7z');
    const r = parseTile('12m');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toBe(`"12m": expected exactly one tile, got 2 at 0`);
    expect(parseTile('').ok).toBe(false);
  });

  it('a non-string input is an error value, not an exception', () => {
    expect(parseTiles(42 as unknown as string).ok).toBe(false);
    expect(parseTiles(null as unknown as string).ok).toBe(false);
  });

  it('a JSON object whose toString is not a function is an error value, not an exception', () => {
    const input: unknown = JSON.parse('{"toString": 1}');
    expect(parseTiles(input as string).ok).toBe(false);
  });
});

describe('formatting', () => {
  const codes = (s: string): number[] => {
    const r = parseTiles(s);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };

  it.each([
    ['1m2m3m0m', '1230m'],
    ['1z7z', '17z'],
    ['1m1p2m', '1m1p2m'],
    ['123m456p789s11z', '123m456p789s11z'],
    ['', ''],
  ])('%s formats as %s (runs of one suit grouped, order kept)', (input, out) => {
    expect(formatTiles(codes(input))).toBe(out);
  });

  it.each([
    ['5m0m4m6m', '4506m'],
    ['7z1m9s1p', '1m1p9s7z'],
    ['0p5p0s5s', '50p50s'],
  ])('sorting %s gives %s (a red five right after the plain fives)', (input, out) => {
    expect(formatTiles(sortTiles(codes(input)))).toBe(out);
  });

  it('sortTiles does not change its input', () => {
    const input = codes('321m');
    sortTiles(input);
    expect(formatTiles(input)).toBe('321m');
  });
});
