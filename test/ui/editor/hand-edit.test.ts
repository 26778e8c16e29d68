// The editing model of the confirm-and-correct screen: a recogniser's draft opened for editing,
// every edit a person can make, the hand's text form (round trip included) and the Hand format
// the engine reads.
// No rules are checked here (the engine's job); the one scoring test checks the hand reaches
// the engine intact.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MELD_TYPES } from '../../../src/engine/index';
import { DEFAULT_SITUATION, SAMPLE_HAND, scoreHand } from '../../../src/ui/score/situation';
import { EMPTY_DRAFT, type HandDraft, draftFromReading, entered } from '../../../src/vision/hand-draft';
import {
  addMeld,
  addTile,
  allTiles,
  alternativesOf,
  calledPositions,
  chooseWinTile,
  clearWinTile,
  confirmTile,
  editMeld,
  handTileCount,
  isUncertain,
  meldTilesFrom,
  moveTile,
  removeMeld,
  removeTile,
  replaceTile,
  setWinTile,
  tileAt,
} from '../../../src/ui/editor/hand-edit';
import { handFromText, handToText } from '../../../src/ui/editor/hand-text';
import { formatTileRun, parseTileRun } from '../../../src/vision/tile-text';
import { RENDER_TILES } from '../../../src/vision/render/index';
import { sampleReading } from '../tile-source';

const tiles = (row: readonly { readonly tile: string }[]): string[] => row.map((t) => t.tile);

describe('a recogniser draft opened for editing', () => {
  const hand = draftFromReading(sampleReading());

  it('splits the winning tile off the end of the concealed row, sources kept', () => {
    expect(tiles(hand.concealed)).toEqual(['1m', '2m', '3m', '4p', '5p', '6p', '7s', '8s', '9s', '1z', '1z', '2z', '2z']);
    expect(hand.win?.tile).toBe('2z');
    expect(hand.win?.source?.seen).toBe('5z');
    expect(hand.concealed[4]?.source?.p).toBe(0.45);
    expect(tiles(hand.dora)).toEqual(['1p']);
    expect(handTileCount(hand)).toBe(14);
  });

  it('flags the tiles read below UNCERTAIN_BELOW, and only those', () => {
    const flagged = allTiles(hand).filter((at) => isUncertain(tileAt(hand, at)!));
    expect(flagged).toEqual([{ row: 'concealed', index: 4 }, { row: 'concealed', index: 8 }, { row: 'win' }]);
  });

  it('lists a tile’s alternatives best first: what the detector saw when decoding changed it, then its top-k', () => {
    expect(alternativesOf(hand.concealed[4]!)).toEqual([
      { tile: '6p', p: 0.3 },
      { tile: '4p', p: 0.2 },
    ]);
    // Decoding read the winning tile as 2z, the detector saw 5z: 5z comes first, 2z is not repeated.
    expect(alternativesOf(hand.win!)).toEqual([
      { tile: '5z', p: 0.55 },
      { tile: 'back', p: 0.05 },
    ]);
    expect(alternativesOf(entered('3m'))).toEqual([]);
  });
});

describe('edits', () => {
  const hand = draftFromReading(sampleReading());

  it('replaces a tile, which then counts as checked but keeps its alternatives', () => {
    const at = { row: 'concealed', index: 4 } as const;
    const next = replaceTile(hand, at, '6p');
    expect(tileAt(next, at)?.tile).toBe('6p');
    expect(isUncertain(tileAt(next, at)!)).toBe(false);
    expect(alternativesOf(tileAt(next, at)!).map((o) => o.tile)).toEqual(['5p', '4p']);
    // The hand it came from is untouched.
    expect(hand.concealed[4]?.tile).toBe('5p');
  });

  it('flags a tile recognition doubts (part of what made no legal hand) whatever its p, until confirmed', () => {
    const d = sampleReading();
    const sure = draftFromReading(d);
    const doubted = draftFromReading({ ...d, provenance: { ...d.provenance, dora_indicators: d.provenance.dora_indicators.map((s) => ({ ...s, doubted: true as const })) } });
    expect(sure.dora.some((t) => isUncertain(t))).toBe(false);
    expect(doubted.dora.length).toBeGreaterThan(0);
    expect(doubted.dora.every((t) => isUncertain(t))).toBe(true);
    expect(isUncertain(confirmTile(doubted, { row: 'dora', index: 0 }).dora[0]!)).toBe(false);
  });

  it('confirms a tile without changing it', () => {
    const next = confirmTile(hand, { row: 'win' });
    expect(next.win?.tile).toBe('2z');
    expect(isUncertain(next.win!)).toBe(false);
  });

  it('replaces the winning tile, a meld tile and an indicator', () => {
    let h = addMeld(hand, 'pon', ['7z', '7z', '7z']);
    h = replaceTile(h, { row: 'win' }, '0p');
    h = replaceTile(h, { row: 'meld', meld: 0, index: 1 }, 'back');
    h = replaceTile(h, { row: 'dora', index: 0 }, '9m');
    expect(h.win?.tile).toBe('0p');
    expect(tiles(h.melds[0]!.tiles)).toEqual(['7z', 'back', '7z']);
    expect(tiles(h.dora)).toEqual(['9m']);
  });

  it('adds tiles at the end of a row or at a place', () => {
    let h = addTile(EMPTY_DRAFT, 'concealed', '1m');
    h = addTile(h, 'concealed', '3m');
    h = addTile(h, 'concealed', '2m', 1);
    h = addTile(h, 'ura', '0s');
    expect(tiles(h.concealed)).toEqual(['1m', '2m', '3m']);
    expect(tiles(h.ura)).toEqual(['0s']);
    expect(h.concealed.every((t) => t.source === null && !isUncertain(t))).toBe(true);
  });

  it('removes a concealed tile, an indicator and the winning tile, but not a tile from a meld', () => {
    let h = removeTile(hand, { row: 'concealed', index: 0 });
    expect(tiles(h.concealed).slice(0, 2)).toEqual(['2m', '3m']);
    h = removeTile(h, { row: 'dora', index: 0 });
    expect(h.dora).toEqual([]);
    h = removeTile(h, { row: 'win' });
    expect(h.win).toBeNull();
    const withMeld = addMeld(h, 'chi', ['3s', '4s', '5s']);
    expect(removeTile(withMeld, { row: 'meld', meld: 0, index: 1 })).toBe(withMeld);
  });

  it('moves a tile left and right, stopping at the ends of its row', () => {
    const h = addTile(addTile(addTile(EMPTY_DRAFT, 'concealed', '1m'), 'concealed', '2m'), 'concealed', '3m');
    expect(tiles(moveTile(h, { row: 'concealed', index: 0 }, 1).concealed)).toEqual(['2m', '1m', '3m']);
    expect(tiles(moveTile(h, { row: 'concealed', index: 2 }, -1).concealed)).toEqual(['1m', '3m', '2m']);
    expect(tiles(moveTile(h, { row: 'concealed', index: 0 }, -1).concealed)).toEqual(['1m', '2m', '3m']);
    expect(tiles(moveTile(h, { row: 'concealed', index: 1 }, 5).concealed)).toEqual(['1m', '3m', '2m']);
  });

  it('reorders a meld’s tiles, the called position staying where it is on the table', () => {
    const h = addMeld(EMPTY_DRAFT, 'chi', ['3s', '4s', '5s'], 0);
    const moved = moveTile(h, { row: 'meld', meld: 0, index: 1 }, -1);
    expect(tiles(moved.melds[0]!.tiles)).toEqual(['4s', '3s', '5s']);
    expect(moved.melds[0]!.calledIndex).toBe(0);
  });

  it('leaves the hand as it was for an address that points nowhere', () => {
    expect(replaceTile(hand, { row: 'concealed', index: 99 }, '1m')).toBe(hand);
    expect(removeTile(hand, { row: 'ura', index: 0 })).toBe(hand);
    expect(moveTile(hand, { row: 'meld', meld: 3, index: 0 }, 1)).toBe(hand);
    expect(replaceTile(EMPTY_DRAFT, { row: 'win' }, '1m')).toBe(EMPTY_DRAFT);
    expect(chooseWinTile(EMPTY_DRAFT, 0)).toBe(EMPTY_DRAFT);
    expect(editMeld(EMPTY_DRAFT, 0, { type: 'pon' })).toBe(EMPTY_DRAFT);
  });

  it('chooses a concealed tile as the winning tile, the old winning tile taking its place', () => {
    const h = chooseWinTile(hand, 0);
    expect(h.win?.tile).toBe('1m');
    expect(tiles(h.concealed)[0]).toBe('2z');
    expect(handTileCount(h)).toBe(14);
  });

  it('chooses a winning tile when there was none, and puts it back', () => {
    const none = clearWinTile(hand);
    expect(none.win).toBeNull();
    expect(tiles(none.concealed).at(-1)).toBe('2z');
    const h = chooseWinTile(none, 13);
    expect(h.win?.tile).toBe('2z');
    expect(h.concealed).toHaveLength(13);
    expect(clearWinTile(EMPTY_DRAFT)).toBe(EMPTY_DRAFT);
  });

  it('sets the winning tile from the palette', () => {
    expect(setWinTile(EMPTY_DRAFT, '7z').win).toEqual(entered('7z'));
  });
});

describe('the meld builder', () => {
  it('builds a chow up from its lowest tile, a red five standing for a five', () => {
    expect(meldTilesFrom('chi', '3m')).toEqual({ ok: true, tiles: ['3m', '4m', '5m'] });
    expect(meldTilesFrom('chi', '0p')).toEqual({ ok: true, tiles: ['5p', '6p', '7p'] });
    expect(meldTilesFrom('chi', '7s')).toEqual({ ok: true, tiles: ['7s', '8s', '9s'] });
  });

  it('cannot build a chow above 7 or of honours, nor any meld of backs', () => {
    expect(meldTilesFrom('chi', '8s')).toEqual({ ok: false, error: 'no_chow' });
    expect(meldTilesFrom('chi', '1z')).toEqual({ ok: false, error: 'no_chow' });
    expect(meldTilesFrom('pon', 'back')).toEqual({ ok: false, error: 'no_tile' });
  });

  it('builds pungs of three and kongs of four of the tile', () => {
    expect(meldTilesFrom('pon', '0s')).toEqual({ ok: true, tiles: ['0s', '0s', '0s'] });
    for (const type of ['kan', 'ankan', 'shouminkan'] as const) expect(meldTilesFrom(type, '6z')).toEqual({ ok: true, tiles: ['6z', '6z', '6z', '6z'] });
  });

  it('offers a called position per tile, one fewer for an added kong, none for a concealed kong', () => {
    expect(calledPositions('chi')).toEqual([0, 1, 2]);
    expect(calledPositions('pon')).toEqual([0, 1, 2]);
    expect(calledPositions('kan')).toEqual([0, 1, 2, 3]);
    expect(calledPositions('shouminkan')).toEqual([0, 1, 2]);
    expect(calledPositions('ankan')).toEqual([]);
  });

  it('adds a meld called from the left by default, a concealed kong with no called tile', () => {
    const h = addMeld(addMeld(EMPTY_DRAFT, 'pon', ['7z', '7z', '7z']), 'ankan', ['1s', '1s', '1s', '1s'], 2);
    expect(h.melds.map((m) => m.calledIndex)).toEqual([0, null]);
  });

  it('changes a pung into a kong by adding its fourth tile, and back', () => {
    const h = addMeld(EMPTY_DRAFT, 'pon', ['7z', '7z', '7z'], 2);
    const kong = editMeld(h, 0, { type: 'kan' });
    expect(tiles(kong.melds[0]!.tiles)).toEqual(['7z', '7z', '7z', '7z']);
    expect(kong.melds[0]!.calledIndex).toBe(2);
    const concealed = editMeld(kong, 0, { type: 'ankan' });
    expect(concealed.melds[0]!.calledIndex).toBeNull();
    const pung = editMeld(concealed, 0, { type: 'pon' });
    expect(tiles(pung.melds[0]!.tiles)).toEqual(['7z', '7z', '7z']);
    expect(pung.melds[0]!.calledIndex).toBe(0);
  });

  it('moves the called tile, clamped to the meld’s positions, and replaces its tiles', () => {
    const h = addMeld(EMPTY_DRAFT, 'chi', ['3s', '4s', '5s']);
    expect(editMeld(h, 0, { calledIndex: 2 }).melds[0]!.calledIndex).toBe(2);
    expect(editMeld(h, 0, { calledIndex: 7 }).melds[0]!.calledIndex).toBe(2);
    expect(tiles(editMeld(h, 0, { tiles: ['4s', '0s', '6s'] }).melds[0]!.tiles)).toEqual(['4s', '0s', '6s']);
  });

  it('removes a meld', () => {
    const h = addMeld(addMeld(EMPTY_DRAFT, 'pon', ['7z', '7z', '7z']), 'chi', ['3s', '4s', '5s']);
    expect(removeMeld(h, 0).melds.map((m) => m.type)).toEqual(['chi']);
  });
});

describe('tile runs as text', () => {
  it('reads red fives written 0m/0p/0s and backs written ?', () => {
    expect(parseTileRun('50m0p?0s')).toEqual({ ok: true, value: ['5m', '0m', '0p', 'back', '0s'] });
    expect(formatTileRun(['5m', '0m', '0p', 'back', '0s', '0s'])).toBe('50m0p?00s');
  });

  it('says where text goes wrong, counting from the start of the whole text', () => {
    const r = parseTileRun('12m?3x', 10);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'bad_text', at: 15 });
    const half = parseTileRun('12?3m');
    expect(half.ok).toBe(false);
    if (!half.ok) expect(half.error.problem).toEqual({ code: 'missing_suit', text: '12' });
  });
});

describe('the hand as one line of text', () => {
  const hand = draftFromReading(sampleReading());

  it('writes every part of the hand', () => {
    let h = addMeld(hand, 'pon', ['7z', '7z', '7z'], 1);
    h = addMeld(h, 'ankan', ['0m', '5m', '5m', '5m']);
    h = addTile(h, 'ura', '4p');
    expect(handToText(h)).toBe('123m456p789s1122z win:2z pon:777z@1 ankan:0555m dora:1p ura:4p');
    expect(handToText(EMPTY_DRAFT)).toBe('');
  });

  it('reads back what it writes, tile for tile', () => {
    let h = addMeld(hand, 'shouminkan', ['6p', '6p', '6p', '6p'], 2);
    h = addMeld(h, 'chi', ['0s', '6s', '7s'], 0);
    h = replaceTile(h, { row: 'concealed', index: 0 }, 'back');
    const back = handFromText(handToText(h));
    expect(back.ok).toBe(true);
    if (back.ok) expect(handToText(back.value)).toBe(handToText(h));
    if (back.ok) expect(back.value.melds.map((m) => m.calledIndex)).toEqual([2, 0]);
  });

  it('reads back any hand it writes, whatever its tiles (backs and red fives included) and melds', () => {
    const tile = fc.constantFrom(...RENDER_TILES);
    const row = fc.array(tile, { maxLength: 15 });
    const meld = fc.constantFrom(...MELD_TYPES).chain((type) =>
      fc.record({
        type: fc.constant(type),
        tiles: fc.array(tile, { minLength: 1, maxLength: 4 }),
        calledIndex: type === 'ankan' ? fc.constant(null) : fc.option(fc.constantFrom(...calledPositions(type)), { nil: null }),
      }),
    );
    const hand = fc.record({ concealed: row, win: fc.option(tile, { nil: null }), melds: fc.array(meld, { maxLength: 4 }), dora: row, ura: row });
    fc.assert(
      fc.property(hand, (h) => {
        const edit: HandDraft = {
          concealed: h.concealed.map((t) => entered(t)),
          win: h.win === null ? null : entered(h.win),
          melds: h.melds.map((m) => ({ type: m.type, tiles: m.tiles.map((t) => entered(t)), calledIndex: m.calledIndex })),
          dora: h.dora.map((t) => entered(t)),
          ura: h.ura.map((t) => entered(t)),
        };
        expect(handFromText(handToText(edit))).toEqual({ ok: true, value: edit });
      }),
    );
  });

  it('reads the README’s example as written', () => {
    const text = '123m456p789s1122z win:2z pon:777z@1 chi:406p@0 dora:1p ura:4p';
    const r = handFromText(text);
    expect(r.ok && handToText(r.value)).toBe(text);
    if (r.ok) expect(tiles(r.value.melds[1]!.tiles)).toEqual(['4p', '0p', '6p']);
  });

  it('reads an empty text as an empty hand', () => {
    expect(handFromText('   ')).toEqual({ ok: true, value: EMPTY_DRAFT });
  });

  it('understands pung, chow and kong for pon, chi and kan, in any case, and several groups of concealed tiles', () => {
    const r = handFromText('123m 456p Pung:777z chow:345s@2 KONG:1111s dora:1p dora:2p');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(tiles(r.value.concealed)).toEqual(['1m', '2m', '3m', '4p', '5p', '6p']);
    expect(r.value.melds.map((m) => [m.type, m.calledIndex])).toEqual([
      ['pon', null],
      ['chi', 2],
      ['kan', null],
    ]);
    expect(tiles(r.value.dora)).toEqual(['1p', '2p']);
  });

  it.each([
    ['123x', 3, { code: 'unknown_suit', text: '123x' }],
    ['123m win:2z3z', 9, { code: 'win_count', count: 2 }],
    ['123m win:2z win:3z', 12, { code: 'win_twice' }],
    ['123m peng:777z', 5, { code: 'unknown_key', key: 'peng' }],
    ['pon:777z@3', 8, { code: 'called_position', meld: 'pon', positions: 3 }],
    ['ankan:1111m@0', 11, { code: 'called_position', meld: 'ankan', positions: 0 }],
    ['dora:1q', 6, { code: 'unknown_suit', text: '1q' }],
    ['12?3m', 2, { code: 'missing_suit', text: '12' }],
  ])('rejects %j with an error at %i (%o), never a throw', (text, at, problem) => {
    const r = handFromText(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('bad_text');
    expect(r.error.at).toBe(at);
    expect(r.error.problem).toEqual(problem);
  });

  it('keeps what recognition said about tiles that stay the same when the text is retyped', () => {
    const r = handFromText(handToText(hand).replace('123m', '124m'), hand);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.concealed[2]).toEqual(entered('4m'));
    expect(r.value.concealed[4]).toBe(hand.concealed[4]);
    expect(isUncertain(r.value.concealed[4]!)).toBe(true);
    expect(r.value.win).toBe(hand.win);
  });
});

describe('the hand for the engine', () => {
  it('scores the hand read from recognition as the same hand entered tile by tile', () => {
    expect(scoreHand(draftFromReading(sampleReading()), DEFAULT_SITUATION)).toEqual(scoreHand(SAMPLE_HAND, DEFAULT_SITUATION));
  });

});
