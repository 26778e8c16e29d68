// Why a hand was lost (eval --causes): matching detections to label boxes, the true-kinds relabel,
// and the cause named, on hand-made boxes.
import { describe, expect, it } from 'vitest';
import { failureCause, labelsOfDetections, trueKinds } from '../../src/vision/failure-causes';
import type { Box, Detection, LabelBox } from '../../src/vision/types';

const label = (tile: string, x: number, role: LabelBox['role'] = 'hand', extra: Partial<LabelBox> = {}): LabelBox => ({ tile, x, y: 100, w: 30, h: 40, role, ...extra });
const det = (id: number, kind: Detection['kind'], x: number, p = 0.9, y = 100): Detection => ({ id, box: { x, y, w: 30, h: 40 }, kind, orientation: 'upright', p, topK: [{ kind: '2m', p: 0.05 }] });
const same = (b: Box): Box => b;

describe('labelsOfDetections', () => {
  it('gives each box its best free label at IoU 0.5 or more, the most confident box first', () => {
    const labels = [label('1m', 0), label('2m', 40)];
    // Two boxes over the first label: the surer one takes it, the other is left without a label.
    const boxes = [{ box: { x: 6, y: 100, w: 30, h: 40 }, p: 0.5 }, { box: { x: 1, y: 100, w: 30, h: 40 }, p: 0.9 }, { box: { x: 41, y: 100, w: 30, h: 40 }, p: 0.7 }, { box: { x: 300, y: 100, w: 30, h: 40 }, p: 0.99 }];
    expect(labelsOfDetections(labels, boxes)).toEqual([null, labels[0], labels[1], null]);
  });
});

describe('trueKinds', () => {
  it('relabels matched tiles with the label kind (red fives and backs too), surely; the rest keep their reading', () => {
    const labels = [label('5m', 0, 'hand', { red: true }), label('7z', 40, 'meld', { orientation: 'back' }), label('3p', 80), label('?', 120, 'other')];
    const out = trueKinds(labels)([det(0, '5m', 0), det(1, '1s', 40), det(2, '3p', 80, 0.6), det(3, '4s', 120), det(4, '6m', 400)], same);
    expect(out.map((d) => [d.kind, d.p, d.topK.length])).toEqual([
      ['0m', 1, 0],
      ['back', 1, 0],
      ['3p', 1, 0],
      ['4s', 0.9, 1],
      ['6m', 0.9, 1],
    ]);
  });

  it('gives a box that matched no label the kind of the tile of the hand it lies on too far off to count', () => {
    const labels = [label('5m', 0), label('6m', 40), label('7p', 200, 'other')];
    const off = (id: number, x: number, h: number): Detection => ({ ...det(id, '1s', x), box: { x, y: 100, w: 30, h } });
    // IoU 0.45 with the 6m: its kind; IoU 0.45 with a discard (not of the hand): its own reading.
    const out = trueKinds(labels)([det(0, '5m', 0), off(1, 40, 18), off(2, 200, 18)], same);
    expect(out.map((d) => d.kind)).toEqual(['5m', '6m', '1s']);
    // Under 0.3 (10 of 40 pixels): not that tile.
    expect(trueKinds(labels)([off(1, 40, 10)], same)[0]!.kind).toBe('1s');
  });

  it('matches boxes after mapping them to the frame (a turned view)', () => {
    const labels = [label('9p', 500)];
    const inView = [det(0, '8p', 0)];
    expect(trueKinds(labels)(inView, same)[0]!.kind).toBe('8p');
    expect(trueKinds(labels)(inView, (b) => ({ ...b, x: b.x + 500 }))[0]!.kind).toBe('9p');
  });
});

describe('failureCause', () => {
  const labels = [label('1m', 0), label('2m', 40), label('3m', 80, 'win'), label('4s', 300, 'other')];
  const found = (xs: number[]) => xs.map((x) => ({ box: { x, y: 100, w: 30, h: 40 }, p: 0.9 }));

  it('names a tile of the hand found by no box first, whatever the true kinds would give', () => {
    expect(failureCause(labels, found([0, 40, 300]), true)).toBe('missed_tile');
    expect(failureCause([...labels, label('5z', 40, 'dora', { y: 20 })], found([0, 40, 80, 300]), true)).toBe('missed_tile');
  });

  it('says box_off when the tiles of the hand the eval misses each have a loose box over them (IoU 0.3 or more), and true kinds do not mend the hand', () => {
    const box = (x: number, h = 40) => ({ box: { x, y: 100, w: 30, h }, p: 0.9 });
    // The 2m boxed 18 of its 40 pixels high (IoU 0.45): seen, but boxed too far off to count.
    expect(failureCause(labels, [box(0), box(40, 18), box(80), box(300)], false)).toBe('box_off');
    // ...unless the hand reads right once that tile too has its true kind: then the kinds lost it.
    expect(failureCause(labels, [box(0), box(40, 18), box(80), box(300)], true)).toBe('kind');
    // 13 of 40 pixels: IoU 0.325, still that tile; 10 of 40: IoU 0.25, no longer.
    expect(failureCause(labels, [box(0), box(40, 13), box(80)], false)).toBe('box_off');
    expect(failureCause(labels, [box(0), box(40, 10), box(80)], true)).toBe('missed_tile');
    // One tile boxed off, another with nothing over it: the tile no box lies on is named.
    expect(failureCause(labels, [box(0), box(40, 18), box(300)], true)).toBe('missed_tile');
    // Shifted 12 of 30 pixels sideways (IoU 0.43): boxed off too.
    expect(failureCause(labels, [box(0), box(52), box(80)], false)).toBe('box_off');
    // Two tiles stacked half over each other: a box that matched one does not count as the other's.
    const stacked = [label('1m', 0), label('2m', 10)];
    expect(failureCause(stacked, [box(5)], true)).toBe('missed_tile');
    expect(failureCause(stacked, [box(5), box(0, 18)], false)).toBe('box_off');
  });

  it('ignores a missed tile outside the hand (a discard) and a missed ? box', () => {
    expect(failureCause([...labels, label('?', 200, 'other')], found([0, 40, 80]), true)).toBe('kind');
  });

  it('blames the kinds when the hand reads right with them, else a box on no tile, else the layout', () => {
    expect(failureCause(labels, found([0, 40, 80, 300]), true)).toBe('kind');
    expect(failureCause(labels, found([0, 40, 80, 300, 600]), false)).toBe('extra_box');
    expect(failureCause(labels, found([0, 40, 80, 300]), false)).toBe('layout');
  });
});
