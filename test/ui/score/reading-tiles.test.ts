// Splitting the engine's reading text into groups of tile pictures.
import { describe, expect, it } from 'vitest';
import { readingGroups } from '../../../src/ui/score/reading-tiles';

describe('readingGroups', () => {
  it('splits a closed hand into its sets and pair', () => {
    expect(readingGroups('123m 456p 789s 222z 11z')).toEqual([
      { kind: 'concealed', tiles: ['1m', '2m', '3m'] },
      { kind: 'concealed', tiles: ['4p', '5p', '6p'] },
      { kind: 'concealed', tiles: ['7s', '8s', '9s'] },
      { kind: 'concealed', tiles: ['2z', '2z', '2z'] },
      { kind: 'concealed', tiles: ['1z', '1z'] },
    ]);
  });

  it('marks called melds [..] and concealed kongs (..)', () => {
    const groups = readingGroups('123m 456p [777z] (1111s) 11z');
    expect(groups.map((g) => g.kind)).toEqual(['concealed', 'concealed', 'called', 'concealed-kong', 'concealed']);
    expect(groups[2]!.tiles).toEqual(['7z', '7z', '7z']);
    expect(groups[3]!.tiles).toEqual(['1s', '1s', '1s', '1s']);
    expect(groups.flatMap((g) => g.tiles)).toHaveLength(15);
  });

  it('keeps red fives if the text has them', () => {
    expect(readingGroups('406p 55z')[0]!.tiles).toEqual(['4p', '0p', '6p']);
  });

  it('gives nothing for readings named rather than spelled out, or for text that is not tiles', () => {
    expect(readingGroups('chiitoitsu')).toEqual([]);
    expect(readingGroups('kokushi')).toEqual([]);
    expect(readingGroups('')).toEqual([]);
    expect(readingGroups('123m [456p')).toEqual([]);
    expect(readingGroups('123m 89z')).toEqual([]);
  });
});
