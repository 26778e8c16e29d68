// The one hand the app works on (src/vision/hand-draft.ts): a recognised hand opened tile by
// tile with each tile's source, and written back in the engine's Hand format.
import { describe, expect, it } from 'vitest';
import { addMeld, isUncertain, removeTile } from '../../src/ui/editor/hand-edit';
import { EMPTY_DRAFT, type HandDraft, draftFromReading, handInputOf } from '../../src/vision/hand-draft';
import type { RecognisedHand } from '../../src/vision/types';
import { sampleReading, src } from '../ui/tile-source';

const tiles = (row: readonly { readonly tile: string }[]): string[] => row.map((t) => t.tile);

describe('draftFromReading', () => {
  it('reads melds with their sources and called position, a concealed kong with none', () => {
    const d = sampleReading();
    const withMelds: RecognisedHand = {
      ...d,
      concealed: '123m456p1122z',
      melds: [
        { type: 'pon', tiles: '777z', called_index: 2 },
        { type: 'ankan', tiles: '5555s', called_index: 1 },
      ],
      provenance: { ...d.provenance, melds: [[src(30, '7z', 0.9), src(31, '7z', 0.6), src(32, '7z', 0.9)], []] },
    };
    const h = draftFromReading(withMelds);
    expect(h.melds.map((m) => [m.type, tiles(m.tiles).join(''), m.calledIndex])).toEqual([
      ['pon', '7z7z7z', 2],
      ['ankan', '5s5s5s5s', null],
    ]);
    expect(isUncertain(h.melds[0]!.tiles[1]!)).toBe(true);
    expect(h.melds[1]!.tiles[0]!.source).toBeNull();
  });

  it('keeps every tile in the concealed row when no winning tile was found', () => {
    const h = draftFromReading({ ...sampleReading(), win_tile: null, provenance: { ...sampleReading().provenance, win_tile: null } });
    expect(h.win).toBeNull();
    expect(h.concealed).toHaveLength(14);
  });

  it('opens an empty draft as an empty hand', () => {
    const empty: RecognisedHand = {
      concealed: '',
      win_tile: null,
      melds: [],
      dora_indicators: [],
      ura_indicators: [],
      provenance: { concealed: [], win_tile: null, melds: [], dora_indicators: [], ura_indicators: [] },
    };
    expect(draftFromReading(empty)).toEqual(EMPTY_DRAFT);
  });
});

describe('handInputOf', () => {
  it('writes the Hand format with the winning tile last in the concealed tiles and the called positions', () => {
    let h: HandDraft = draftFromReading(sampleReading());
    h = addMeld(removeTile(removeTile(removeTile(h, { row: 'concealed', index: 0 }), { row: 'concealed', index: 0 }), { row: 'concealed', index: 0 }), 'chi', ['1m', '2m', '3m'], 1);
    expect(handInputOf(h)).toEqual({
      concealed: '456p789s11222z',
      win_tile: '2z',
      melds: [{ type: 'chi', tiles: '123m', called_index: 1 }],
      dora_indicators: ['1p'],
      ura_indicators: [],
    });
  });

  it('gives an empty hand empty fields', () => {
    expect(handInputOf(EMPTY_DRAFT)).toEqual({ concealed: '', win_tile: null, melds: [], dora_indicators: [], ura_indicators: [] });
  });
});
