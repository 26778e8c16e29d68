// Pass 1: what survives normalisation, and how it is cleaned.
import { describe, expect, it } from 'vitest';
import { normaliseDetections } from '../../../src/vision/layout/normalise';
import { LAYOUT_DEFAULTS } from '../../../src/vision/layout/tunables';
import type { Detection } from '../../../src/vision/types';
import { lay } from '../scenes';

const normalise = (dets: unknown) => normaliseDetections(dets, LAYOUT_DEFAULTS);

describe('normaliseDetections', () => {
  it('keeps clean detections as they are, in their input order', () => {
    const row = lay('3m 1m 2m');
    expect(normalise(row)).toEqual({ value: row, warnings: [] });
  });

  it('clamps confidences into 0..1, fills a missing orientation from the box, keeps only readable alternatives', () => {
    const [d] = lay('5m');
    const messy = { ...d!, p: 1.7, orientation: undefined, topK: [{ kind: '6m', p: 0.2 }, { kind: 'xx', p: 0.1 }, { kind: '4m', p: NaN }, null] };
    expect(normalise([messy]).value).toEqual([{ ...d, p: 1, orientation: 'upright', topK: [{ kind: '6m', p: 0.2 }] }]);
  });

  it('of two boxes on the same tile keeps the more confident, wherever it comes in the list', () => {
    const [a] = lay('5m', { p: 0.7 });
    const b: Detection = { ...a!, id: 2, kind: '6m', p: 0.9, box: { ...a!.box, x: a!.box.x + 3 } };
    const { value, warnings } = normalise([a, b]);
    expect(value).toEqual([b]);
    expect(warnings).toEqual([{ code: 'dropped_detection', severity: 'info', ids: [1], data: { reason: 'duplicate_box', count: 1 } }]);
  });

  it('does not mistake touching neighbours or an added kong stack for duplicates', () => {
    const row = lay('1m ^2m 3m');
    const stacked = { ...row[1]!, id: 9, box: { ...row[1]!.box, y: row[1]!.box.y - row[1]!.box.h - 1 } };
    expect(normalise([...row, stacked]).value).toHaveLength(4);
  });
});
