/** The Python training pipeline and the app read the same contract (models/pipeline/spec.py). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLASSES, CLASSIFIER, DETECTOR, PAD_VALUE } from '../../src/vision/model-spec';

const py = readFileSync('models/pipeline/spec.py', 'utf8');
const constant = (name: string): number => {
  const m = new RegExp(`^${name} = (.+)$`, 'm').exec(py);
  if (!m?.[1]) throw new Error(`${name} not found in spec.py`);
  const [a, b] = m[1].split('/').map(Number);
  return b === undefined ? (a ?? NaN) : (a ?? NaN) / b;
};

describe('model contract', () => {
  it('has the same numbers on both sides', () => {
    expect(constant('PAD_VALUE')).toBeCloseTo(PAD_VALUE, 12);
    expect(constant('DETECTOR_INPUT')).toBe(DETECTOR.inputSize);
    expect(constant('DETECTOR_STRIDE')).toBe(DETECTOR.stride);
    expect(constant('DETECTOR_CHANNELS')).toBe(DETECTOR.channels);
    expect(constant('DETECTOR_SIZE_MULTIPLE')).toBe(DETECTOR.sizeMultiple);
    expect(constant('CLASSIFIER_INPUT')).toBe(CLASSIFIER.inputSize);
    expect(constant('CLASSIFIER_MARGIN')).toBe(CLASSIFIER.margin);
  });

  it('has the same class order (exported reference outputs name it)', () => {
    const ref = JSON.parse(readFileSync('models/classifier/reference.json', 'utf8')) as { classes: string[] };
    expect(ref.classes).toEqual(CLASSES);
  });
});
