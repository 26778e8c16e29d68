// The corrections of a confirmed hand: only recognised tiles whose kind the person changed.
import { describe, expect, it } from 'vitest';
import { correctionsOf } from '../../../src/ui/editor/corrections';
import { replaceTile } from '../../../src/ui/editor/hand-edit';
import { type DraftTile, type HandDraft, entered } from '../../../src/vision/hand-draft';
import type { DetectionKind } from '../../../src/vision/types';

const seen = (tile: DetectionKind, id: number): DraftTile => ({ tile, source: { id, seen: tile, p: 0.9, alternatives: [] }, confirmed: false });
const hand: HandDraft = { concealed: [seen('1m', 1), seen('2m', 2), entered('3m')], win: seen('4m', 4), melds: [], dora: [seen('5p', 5)], ura: [] };

describe('correctionsOf', () => {
  it('lists the recognised tiles whose kind changed, and nothing else', () => {
    expect(correctionsOf(hand, hand)).toEqual([]);
    let now = replaceTile(hand, { row: 'concealed', index: 1 }, '7m');
    now = replaceTile(now, { row: 'concealed', index: 2 }, '9s'); // entered by the person: teaches nothing
    now = replaceTile(now, { row: 'dora', index: 0 }, '5p'); // kept as read
    now = replaceTile(now, { row: 'win' }, '0m');
    expect(correctionsOf(hand, now)).toEqual([{ id: 2, kind: '7m' }, { id: 4, kind: '0m' }]);
  });
});
