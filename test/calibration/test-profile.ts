/**
 * A small, valid calibration profile for tests: prototypes along the axes of a `dimension`-sized
 * embedding, so which prototype a vector is nearest is plain to see.
 */
import type { CalibrationProfile } from '../../calibration/index';

/** The unit vector along axis `i` of a `dimension`-sized embedding. */
export const axis = (i: number, dimension: number): number[] => Array.from({ length: dimension }, (_, j) => (i === j ? 1 : 0));

export function testProfile(options: { readonly dimension: number; readonly name: string; readonly temperature?: number; readonly prototypes?: CalibrationProfile['prototypes'] }): CalibrationProfile {
  const d = options.dimension;
  return {
    format: 'riichi-lens-calibration',
    version: 1,
    style: { name: options.name, notes: '' },
    created: '2026-11-23T07:00:00.000Z',
    classifier: { fingerprint: 'abcd1234', embeddingSize: d },
    source: { image: 'sheet.jpg', tiles: 3, redFivesRow: false },
    blend: { weight: 0.8, temperature: options.temperature ?? 0.02 },
    prototypes: options.prototypes ?? { '1m': [axis(0, d)], '2m': [axis(1, d)], '3m': [axis(2, d)] },
  };
}
