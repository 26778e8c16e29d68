/**
 * The calibration profile's schema at its doors (issue 20): a profile's text (the command line)
 * and a stored record (the browser's store), however hostile, are refused with a code, never
 * thrown on; a vector is measured only once the schema knows it is a short list of numbers.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PROFILE_ERROR_CODES, checkProfile, parseProfile, type CalibrationProfile } from '../../calibration/index';
import { checkStoredProfile } from '../../src/store/profile-store';
import { axis, testProfile } from '../calibration/test-profile';

const D = 4;
const profile = (): CalibrationProfile => testProfile({ dimension: D, name: 'test set', temperature: 0.05, prototypes: { '1m': [axis(0, D)], '2m': [axis(1, D)] } });
const TEXT_CODES = [...PROFILE_ERROR_CODES, 'too_large', 'too_deep'];

describe('calibration profile schema', () => {
  it('a 5,000-level nesting in a field of the text is too deep; 9 MB is too large; neither throws', () => {
    const text = JSON.stringify(profile());
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    expect(parseProfile(text.replace('"test set"', deep))).toMatchObject({ ok: false, code: 'too_deep' });
    expect(parseProfile(text.replace('"test set"', JSON.stringify('x'.repeat(9_000_000))))).toMatchObject({ ok: false, code: 'too_large', message: expect.stringContaining('8 MB') });
  });

  it('a vector of a million numbers is refused by its bound before anything measures it', () => {
    const long = { ...profile(), prototypes: { '1m': [Array.from({ length: 1_000_000 }, () => 0)] } };
    expect(checkProfile(long)).toMatchObject({ ok: false, code: 'bad_field', message: expect.stringContaining('"prototypes.1m[0]"') });
    expect(checkProfile({ ...profile(), classifier: { fingerprint: 'abcd1234', embeddingSize: 1e300 } })).toMatchObject({ ok: false, code: 'bad_field' });
  });

  it('any hostile value in any field of a stored record or a text: a code, never a throw', () => {
    const hostile = fc.oneof(
      fc.anything({ maxDepth: 4 }),
      fc.constantFrom(1e300, -1e300, Infinity, Number.NaN, 2 ** 53 + 2, -0),
      fc.integer({ min: 1, max: 5000 }).map((n) => JSON.parse('['.repeat(n) + ']'.repeat(n)) as unknown),
      fc.integer({ min: 0, max: 100_000 }).map((n) => 'x'.repeat(n)),
      fc.integer({ min: 0, max: 20_000 }).map((n) => Array.from({ length: n }, () => 0.5)),
    );
    const paths: string[][] = [['style', 'name'], ['created'], ['classifier', 'embeddingSize'], ['source', 'tiles'], ['blend', 'weight'], ['blend', 'temperature'], ['prototypes', '1m'], ['prototypes', '2m', '0'], ['learned'], ['version'], ['tuned']];
    const codes = new Set<string>();
    fc.assert(
      fc.property(fc.constantFrom(...paths), hostile, (path, value) => {
        const copy = structuredClone(profile()) as unknown as Record<string, unknown>;
        let at = copy;
        for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
        at[path.at(-1)!] = value;
        const stored = checkStoredProfile({ name: 'x', savedAt: '2026-11-27T00:00:00Z', profile: copy });
        if (!stored.ok) expect(stored.code === 'damaged' && TEXT_CODES.includes(stored.problem)).toBe(true);
        // JSON.stringify itself recurses: a deep value travels as text, spliced in at a marker.
        const isDeep = Array.isArray(value) && Array.isArray(value[0]);
        const depth = (x: unknown): number => { let n = 0; for (let y = x; Array.isArray(y); y = y[0]) n++; return n; };
        at[path.at(-1)!] = isDeep ? '@@deep@@' : value;
        const text = JSON.stringify(copy)?.replace('"@@deep@@"', isDeep ? '['.repeat(depth(value)) + ']'.repeat(depth(value)) : '"@@deep@@"');
        if (text === undefined) return;
        const read = parseProfile(text);
        if (!read.ok) {
          expect(TEXT_CODES).toContain(read.code);
          codes.add(read.code);
        }
      }),
      { seed: 20261127, numRuns: 400 },
    );
    expect([...codes]).toEqual(expect.arrayContaining(['bad_field', 'too_deep']));
  });
});
