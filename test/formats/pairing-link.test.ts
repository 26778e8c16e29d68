/**
 * The pairing's schema at its doors (issue 20): a link of any length and any stored value, however
 * deep or huge, is read without a throw, and every refusal names a problem the app words.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PAIRING_PROBLEMS, checkPairing, readPairingLink } from '../../src/relay/pairing-link';

const hostile = fc.oneof(
  fc.anything({ maxDepth: 4 }),
  fc.constantFrom(1e300, Infinity, Number.NaN, -0, 2 ** 53 + 2, '', null, undefined),
  fc.integer({ min: 1, max: 5000 }).map((n) => JSON.parse('['.repeat(n) + ']'.repeat(n)) as unknown),
  fc.integer({ min: 0, max: 100_000 }).map((n) => 'a'.repeat(n)),
);

describe('pairing link schema', () => {
  it('a stored pairing of any values: paired or a known problem, never a throw', () => {
    fc.assert(
      fc.property(hostile, hostile, (game, secret) => {
        const read = checkPairing(game, secret);
        if (read.kind === 'refused') expect(PAIRING_PROBLEMS).toContain(read.problem);
        else expect(read.kind).toBe('paired');
      }),
      { seed: 20261127, numRuns: 500 },
    );
  });

  it('a link with a 1 MB fragment or a 100,000-character secret is refused as a bad field', () => {
    expect(readPairingLink(`http://127.0.0.1:4173/?pair#game=${'g'.repeat(1_000_000)}&secret=${'s'.repeat(30)}`)).toEqual({ kind: 'refused', problem: 'bad_game' });
    expect(readPairingLink(`http://127.0.0.1:4173/?pair#game=game-0001&secret=${'s'.repeat(100_000)}`)).toEqual({ kind: 'refused', problem: 'bad_secret' });
    expect(readPairingLink(`http://127.0.0.1:4173/?pair#game=${'%5B'.repeat(5000)}&secret=${'s'.repeat(30)}`)).toEqual({ kind: 'refused', problem: 'bad_game' });
  });

  it('a missing field is missing, a wrong one bad, the game before the secret', () => {
    expect(checkPairing(undefined, 42)).toEqual({ kind: 'refused', problem: 'missing_game' });
    expect(checkPairing(['game-0001'], undefined)).toEqual({ kind: 'refused', problem: 'bad_game' });
    expect(checkPairing('game-0001', '')).toEqual({ kind: 'refused', problem: 'missing_secret' });
    expect(checkPairing('game-0001', { deep: [[[]]] })).toEqual({ kind: 'refused', problem: 'bad_secret' });
  });
});
