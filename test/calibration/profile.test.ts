// Calibration profiles: a good one passes its checks; a bad file is refused with a coded reason;
// the blend keeps the classifier's share and moves the rest toward the nearest prototype.
import { describe, expect, it } from 'vitest';
import { blendProbabilities, checkProfile, fingerprintOf, meanDirection, parseProfile, prototypeTable, type CalibrationProfile } from '../../calibration/index';
import { CLASSES } from '../../src/vision/model-spec';
import { axis as axisOf, testProfile } from './test-profile';

const D = 4;
const axis = (i: number): number[] => axisOf(i, D);
const profile = (): CalibrationProfile =>
  testProfile({ dimension: D, name: 'test set', temperature: 0.05, prototypes: { '1m': [axis(0)], '2m': [axis(1), axis(3)], '3m': [axis(2)] } });

const withField = (field: string, value: unknown): unknown => ({ ...profile(), [field]: value });

describe('calibration profiles', () => {
  it('accepts a well-formed profile, as an object and as JSON text', () => {
    expect(checkProfile(profile()).ok).toBe(true);
    expect(parseProfile(JSON.stringify(profile())).ok).toBe(true);
    expect(checkProfile(profile(), { fingerprint: 'abcd1234', embeddingSize: D }).ok).toBe(true);
  });

  it('refuses a bad file with a coded reason', () => {
    const cases: [unknown, string, RegExp][] = [
      [[1, 2], 'not_a_profile', /not a calibration profile/],
      [{ ...profile(), format: 'other' }, 'not_a_profile', /expected "format"/],
      [withField('version', 4), 'unsupported_version', /version 4 is not supported \(this build reads versions 1, 2, 3\)/],
      [withField('tuned', { layers: 3, weights: 'AAAA' }), 'bad_field', /"tuned" needs profile version 2/],
      // The schema names the field at fault by its path.
      [{ ...profile(), version: 2, tuned: { layers: 0, weights: 'AAAA' } }, 'bad_field', /"tuned\.layers"/],
      [{ ...profile(), version: 2, tuned: { layers: 3 } }, 'bad_field', /"tuned\.weights"/],
      [withField('style', 'x'), 'bad_field', /"style"/],
      [withField('created', 'yesterday'), 'bad_field', /"created"/],
      [withField('blend', { weight: 1.5, temperature: 0.05 }), 'bad_field', /"blend\.weight"/],
      [withField('blend', { weight: 0.5, temperature: 0 }), 'bad_field', /"blend\.temperature"/],
      [withField('prototypes', {}), 'bad_field', /empty/],
      [withField('prototypes', { '1x': [axis(0)] }), 'bad_field', /"prototypes\.1x": an unknown kind/],
      [withField('prototypes', { '1m': [[1, 0, 0]] }), 'bad_field', /prototype 0 of 1m must be 4 finite numbers/],
      [withField('prototypes', { '1m': [[2, 0, 0, 0]] }), 'bad_field', /not a unit vector/],
      [withField('prototypes', { '1m': [[Number.NaN, 0, 0, 0]] }), 'bad_field', /"prototypes\.1m\[0\]\[0\]"/],
      [withField('prototypes', { '1m': [[Infinity, 0, 0, 0]] }), 'bad_field', /"prototypes\.1m\[0\]\[0\]"/],
    ];
    for (const [value, code, message] of cases) {
      const check = checkProfile(value);
      expect(check.ok, JSON.stringify(value).slice(0, 80)).toBe(false);
      if (check.ok) continue;
      expect(check.code).toBe(code);
      expect(check.message).toMatch(message);
    }
    expect(parseProfile('{"format": ')).toMatchObject({ ok: false, code: 'not_json' });
  });

  it('refuses a profile built with another classifier', () => {
    expect(checkProfile(profile(), { fingerprint: 'ffff0000', embeddingSize: D })).toMatchObject({ ok: false, code: 'wrong_classifier' });
    expect(checkProfile(profile(), { fingerprint: 'abcd1234', embeddingSize: 8 })).toMatchObject({ ok: false, code: 'wrong_classifier' });
  });

  it('fingerprints bytes stably and tells different bytes apart', () => {
    expect(fingerprintOf(new Uint8Array([1, 2, 3]))).toBe(fingerprintOf(new Uint8Array([1, 2, 3])));
    expect(fingerprintOf(new Uint8Array([1, 2, 3]))).not.toBe(fingerprintOf(new Uint8Array([1, 2, 4])));
    expect(fingerprintOf(new Uint8Array())).toMatch(/^[0-9a-f]{8}$/);
  });

  it('blends the classifier with the nearest prototype of each kind', () => {
    const k = CLASSES.length;
    const table = prototypeTable(profile().prototypes);
    // The classifier says 1m; the embedding lies along 2m's second prototype.
    const probs = new Float32Array(k);
    probs[CLASSES.indexOf('1m')] = 1;
    const embedding = Float32Array.from([0, 0.1, 0, 3]);
    const out = blendProbabilities(probs, embedding, 1, table, { weight: 0.8, temperature: 0.05 });
    const sum = out.reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(1, 5);
    expect(out[CLASSES.indexOf('2m')]).toBeGreaterThan(0.75);
    expect(out[CLASSES.indexOf('1m')]).toBeCloseTo(0.2, 2);
    // Kinds with no prototype keep the classifier's share alone.
    expect(out[CLASSES.indexOf('back')]).toBe(0);
    // Weight 0: the classifier unchanged.
    expect(Array.from(blendProbabilities(probs, embedding, 1, table, { weight: 0, temperature: 0.05 }))).toEqual(Array.from(probs));
  });

  it('leaves a kind the sheet did not show (no fifth row: the back) its whole probability', () => {
    const k = CLASSES.length;
    const table = prototypeTable(profile().prototypes);
    expect(table[CLASSES.indexOf('back')]).toEqual([]);
    // The classifier is fairly sure of a back; the embedding lies along 2m's prototype.
    const probs = new Float32Array(k);
    probs[CLASSES.indexOf('back')] = 0.7;
    probs[CLASSES.indexOf('1m')] = 0.3;
    const out = blendProbabilities(probs, Float32Array.from([0, 0.1, 0, 3]), 1, table, { weight: 0.8, temperature: 0.05 });
    expect(out.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 5);
    expect(out[CLASSES.indexOf('back')]).toBeCloseTo(0.7, 6);
    // The prototypes share out only the 0.3 the classifier gave kinds they know.
    expect(out[CLASSES.indexOf('2m')]).toBeGreaterThan(0.8 * 0.3 * 0.9);
    expect(out[CLASSES.indexOf('2m')]).toBeLessThan(0.3);
    expect(out[CLASSES.indexOf('1m')]).toBeLessThan(0.1);
  });

  it('averages directions, not magnitudes', () => {
    const m = meanDirection([[10, 0], [0, 1]]);
    expect(m[0]).toBeCloseTo(Math.SQRT1_2, 6);
    expect(m[1]).toBeCloseTo(Math.SQRT1_2, 6);
  });
});
