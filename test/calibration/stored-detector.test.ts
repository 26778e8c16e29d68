// A profile's fitted detector layers as its JSON stores them: they decode to exactly the weights
// encoded, and are refused when fitted on another detector, damaged, or of another size.
import { describe, expect, it } from 'vitest';
import type { DetectorTailWeights } from '../../calibration/detector-tail';
import { checkProfile } from '../../calibration/index';
import { decodeDetector, encodeDetector } from '../../calibration/stored-detector';
import { seededRandom } from '../../src/vision/random';
import { testProfile } from './test-profile';

const rnd = seededRandom(29);
const values = (n: number) => Float32Array.from({ length: n }, () => (rnd() - 0.5) * 3);
const tail = (cout = 4): DetectorTailWeights => ({
  conv: { cin: 3, cout, stride: 1, kernel: values(27 * cout), bias: values(cout) },
  head: { kernel: values(cout * 5), bias: values(5) },
});

describe('stored detector layers', () => {
  it('decode to exactly the weights encoded', () => {
    const weights = tail();
    const back = decodeDetector(encodeDetector(weights, 'abcd0123'), tail(), 'abcd0123');
    if ('code' in back) expect.fail(back.message);
    expect(back.conv.kernel).toEqual(weights.conv.kernel);
    expect(back.conv.bias).toEqual(weights.conv.bias);
    expect(back.head.kernel).toEqual(weights.head.kernel);
    expect(back.head.bias).toEqual(weights.head.bias);
  });

  it('are refused for another detector, another size, damaged text or numbers that are not finite', () => {
    const stored = encodeDetector(tail(), 'abcd0123');
    expect(decodeDetector(stored, tail(), 'ffff0000')).toMatchObject({ code: 'wrong_classifier', message: expect.stringMatching(/another detector.*take the sheet photo again/) });
    expect(decodeDetector(stored, tail(6), 'abcd0123')).toMatchObject({ code: 'wrong_classifier', message: expect.stringMatching(/hold \d+ numbers/) });
    expect(decodeDetector({ ...stored, weights: '%%%' }, tail(), 'abcd0123')).toMatchObject({ code: 'bad_field', message: expect.stringMatching(/base64/) });
    const broken = tail();
    broken.head.bias[1] = Number.POSITIVE_INFINITY;
    expect(decodeDetector(encodeDetector(broken, 'abcd0123'), tail(), 'abcd0123')).toMatchObject({ code: 'bad_field', message: expect.stringMatching(/not finite/) });
  });

  it('belong to version 3 profiles only', () => {
    const detector = encodeDetector(tail(), 'abcd0123');
    const base = testProfile({ dimension: 4, name: 'fitted', prototypes: { '1m': [[1, 0, 0, 0]] } });
    expect(checkProfile({ ...base, version: 3, detector }).ok).toBe(true);
    expect(checkProfile({ ...base, version: 2, detector })).toMatchObject({ ok: false, code: 'bad_field', message: expect.stringMatching(/"detector" needs profile version 3/) });
    expect(checkProfile({ ...base, version: 3, detector: { fingerprint: 'x' } })).toMatchObject({ ok: false, code: 'bad_field', message: expect.stringMatching(/detector\.weights/) });
  });
});
