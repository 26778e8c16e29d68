// Learning from corrections: learned entries are checked like prototypes, take part in the
// blended verdict as extra prototypes of their kind, and undo restores the profile exactly.
import { describe, expect, it } from 'vitest';
import { LEARNED_CAP, allPrototypes, blendProbabilities, checkProfile, prototypeTable, unit, withLearned, withoutLearned, type CalibrationProfile, type LearnedEntry } from '../../calibration/index';
import { CLASSES } from '../../src/vision/model-spec';
import { axis as axisOf, testProfile } from './test-profile';

const D = 96;
const axis = (i: number): number[] => axisOf(i, D);
const profile = (): CalibrationProfile => testProfile({ dimension: D, name: 'orchid' });

const entry = (id: string, kind: LearnedEntry['kind'], vectors: number[][]): LearnedEntry => ({ id, kind, vectors, at: '2026-11-23T11:00:00.000Z' });

/** The kind the blend prefers for one crop embedding, the classifier undecided. */
function verdict(p: CalibrationProfile, embedding: number[]): string {
  const k = CLASSES.length;
  const probs = new Float32Array(k).fill(1 / k);
  const out = blendProbabilities(probs, Float32Array.from(embedding), 1, prototypeTable(allPrototypes(p)), p.blend);
  let best = 0;
  for (let c = 1; c < k; c++) if (out[c]! > out[best]!) best = c;
  return CLASSES[best]!;
}

describe('learned corrections', () => {
  it('a profile with learned entries passes its checks; one without still does (version 1)', () => {
    expect(checkProfile(profile()).ok).toBe(true);
    const learned = withLearned(profile(), entry('a', '2m', [axis(5), axis(6)]));
    expect(checkProfile(learned).ok).toBe(true);
    expect(checkProfile(JSON.parse(JSON.stringify(learned))).ok).toBe(true);
  });

  it('refuses bad entries with bad_field naming the field', () => {
    const cases: [unknown, RegExp][] = [
      // The schema names the field at fault by its path.
      [{}, /"learned": Invalid type/],
      [[1], /"learned\[0\]"/],
      [[{ ...entry('', '1m', [axis(0)]) }], /learned\[0\]\.id/],
      [[entry('a', '1m', [axis(0)]), entry('a', '2m', [axis(1)])], /learned\[1\]\.id 'a' is used twice/],
      [[{ ...entry('a', '1m', [axis(0)]), kind: '10m' }], /learned\[0\]\.kind/],
      [[{ ...entry('a', '1m', [axis(0)]), at: 'now' }], /learned\[0\]\.at/],
      [[entry('a', '1m', [])], /"learned\[0\]\.vectors": must be a non-empty/],
      [[entry('a', '1m', [[1, 0]])], /learned\[0\]\.vectors\[0\] must be 96 finite numbers/],
      [[entry('a', '1m', [axis(0).map((x) => x * 2)])], /learned\[0\]\.vectors\[0\] is not a unit vector/],
      [Array.from({ length: LEARNED_CAP + 1 }, (_, i) => entry(`e${i}`, '1m', [axis(0)])), /at most 200/],
    ];
    for (const [learned, message] of cases) {
      const r = checkProfile({ ...profile(), learned });
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.code).toBe('bad_field');
        expect(r.message).toMatch(message);
      }
    }
  });

  it('a learned vector changes the verdict for a crop embedding near it', () => {
    // Nearer 1m's prototype than any other, but nearer still to where this set's 2m was seen.
    const learnedDirection = unit(axis(7).map((x, i) => x + 0.5 * axis(1)[i]!));
    const crop = unit(learnedDirection.map((x, i) => x + 0.9 * axis(0)[i]! + 0.05 * axis(9)[i]!));
    expect(verdict(profile(), crop)).toBe('1m');
    const learned = withLearned(profile(), entry('c1', '2m', [learnedDirection]));
    expect(verdict(learned, crop)).toBe('2m');
    expect(verdict(withoutLearned(learned, 'c1'), crop)).toBe('1m');
  });

  it('undo restores the exact previous profile', () => {
    const before = profile();
    const once = withLearned(before, entry('a', '2m', [axis(5)]));
    expect(withoutLearned(once, 'a')).toStrictEqual(before);
    const twice = withLearned(once, entry('b', '3m', [axis(6)]));
    expect(withoutLearned(twice, 'b')).toStrictEqual(once);
    expect(withoutLearned(withoutLearned(twice, 'b'), 'a')).toStrictEqual(before);
    expect(before.learned).toBeUndefined();
  });

  it('keeps at most LEARNED_CAP entries, dropping the oldest', () => {
    let p = profile();
    for (let i = 0; i < LEARNED_CAP + 3; i++) p = withLearned(p, entry(`e${i}`, '1m', [axis(0)]));
    expect(p.learned).toHaveLength(LEARNED_CAP);
    expect(p.learned?.[0]?.id).toBe('e3');
    expect(p.learned?.at(-1)?.id).toBe(`e${LEARNED_CAP + 2}`);
  });

  it('learned vectors join their kind after the sheet prototypes', () => {
    const p = withLearned(withLearned(profile(), entry('a', '2m', [axis(5)])), entry('b', '9p', [axis(6)]));
    const all = allPrototypes(p);
    expect(all['2m']).toEqual([axis(1), axis(5)]);
    expect(all['9p']).toEqual([axis(6)]);
    expect(all['1m']).toEqual([axis(0)]);
  });
});
