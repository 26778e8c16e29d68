// A fitted profile's layers as its JSON stores them: base64 float32 that decodes to exactly the
// weights encoded, and a clear refusal for weights of another shape, damaged text or non-finite numbers.
import { describe, expect, it } from 'vitest';
import { checkProfile } from '../../calibration/index';
import { decodeTail, encodeTail } from '../../calibration/stored-tail';
import type { TailWeights } from '../../calibration/tail-net';
import { seededRandom } from '../../src/vision/random';
import { testProfile } from './test-profile';

const rnd = seededRandom(11);
const values = (n: number) => Float32Array.from({ length: n }, () => (rnd() - 0.5) * 3);
const net = (): TailWeights => ({
  convs: [
    { cin: 2, cout: 3, stride: 2, kernel: values(18 * 3), bias: values(3) },
    { cin: 3, cout: 4, stride: 1, kernel: values(27 * 4), bias: values(4) },
  ],
  dense: { kernel: values(4 * 5), bias: values(5) },
});

describe('stored fitted layers', () => {
  it('decode to exactly the weights encoded, in the template shapes', () => {
    const weights = net();
    const stored = encodeTail(weights);
    expect(stored.layers).toBe(2);
    const back = decodeTail(stored, net());
    if ('code' in back) expect.fail(back.message);
    expect(back.convs.map((c) => [c.cin, c.cout, c.stride])).toEqual(weights.convs.map((c) => [c.cin, c.cout, c.stride]));
    back.convs.forEach((c, i) => {
      expect(c.kernel).toEqual(weights.convs[i]!.kernel);
      expect(c.bias).toEqual(weights.convs[i]!.bias);
    });
    expect(back.dense.kernel).toEqual(weights.dense.kernel);
    expect(back.dense.bias).toEqual(weights.dense.bias);
  });

  it('encode a large tail without overflowing the stack (the real one holds about 150,000 weights)', () => {
    const big: TailWeights = { convs: [{ cin: 96, cout: 96, stride: 1, kernel: values(9 * 96 * 96), bias: values(96) }], dense: { kernel: values(96 * 38), bias: values(38) } };
    const stored = encodeTail(big);
    expect(stored.weights.length).toBe(Math.ceil(((9 * 96 * 96 + 96 + 96 * 38 + 38) * 4) / 3) * 4);
    const back = decodeTail(stored, big);
    if ('code' in back) expect.fail(back.message);
    expect(back.convs[0]!.kernel).toEqual(big.convs[0]!.kernel);
  });

  it('refuse weights of another classifier, damaged text and non-finite numbers', () => {
    const stored = encodeTail(net());
    const smaller: TailWeights = { ...net(), dense: { kernel: values(4 * 3), bias: values(3) } };
    expect(decodeTail(stored, smaller)).toMatchObject({ code: 'wrong_classifier' });
    expect(decodeTail({ ...stored, weights: '###' }, net())).toMatchObject({ code: 'bad_field', message: expect.stringMatching(/base64/) });
    const broken = net();
    broken.dense.bias[2] = Number.NaN;
    expect(decodeTail(encodeTail(broken), net())).toMatchObject({ code: 'bad_field', message: expect.stringMatching(/not finite/) });
  });

  it('pass the profile checks in a version 2 profile', () => {
    const profile = { ...testProfile({ dimension: 4, name: 'fitted', temperature: 0.05, prototypes: { '1m': [[1, 0, 0, 0]] } }), version: 2, tuned: encodeTail(net()) };
    expect(checkProfile(profile).ok).toBe(true);
  });
});
