// One sheet row photographed alone (a retake) read by position, and the retaken rows merged into
// the sheet's tiles: each row's tiles from the latest photo of it, each with the frame it lies in.
import { describe, expect, it } from 'vitest';
import { assignRow, sheetSources, SHEET_ROWS, type DetectBoxes } from '../../calibration/index';
import type { RgbaFrame } from '../../src/vision/frame';
import type { Box } from '../../src/vision/types';

/** A row of `count` tiles 40x56, 8 apart, at height `y`, nudged a little as laid by hand. */
const rowBoxes = (count: number, y = 50): Box[] => Array.from({ length: count }, (_, c) => ({ x: 100 + c * 48 + ((c * 7) % 5) - 2, y: y + ((c * 3) % 7) - 3, w: 40, h: 56 }));
const sheetBoxes = (rows: readonly number[] = SHEET_ROWS.map((r) => r.length)): Box[] => rows.flatMap((count, r) => rowBoxes(count, 50 + r * 80));

/** A frame standing for a photo: its width tells the test's detector which boxes it holds. */
const frameOf = (id: number): RgbaFrame => ({ width: id, height: 1, data: new Uint8ClampedArray(4 * id) });
const detectFrom = (boxes: ReadonlyMap<number, readonly Box[]>): DetectBoxes => (frame) => Promise.resolve(boxes.get(frame.width) ?? { ok: false, message: 'not a photo' });

describe('one sheet row read alone', () => {
  it('gives each tile its kind by column, in the row it stands for', () => {
    const read = assignRow([...rowBoxes(9)].reverse(), 1);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.tiles.map((t) => t.kind).join(' ')).toBe('1p 2p 3p 4p 5p 6p 7p 8p 9p');
    expect(read.tiles.every((t) => t.row === 2)).toBe(true);
    expect(read.tiles.map((t) => t.column)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('reads the honours and the red fives rows at their own lengths', () => {
    expect(assignRow(rowBoxes(7), 3)).toMatchObject({ ok: true, tiles: [{ kind: '1z', row: 4 }, {}, {}, {}, {}, {}, { kind: '7z' }] });
    expect(assignRow(rowBoxes(4), 4)).toMatchObject({ ok: true, tiles: [{ kind: '0m', row: 5 }, { kind: '0p' }, { kind: '0s' }, { kind: 'back' }] });
  });

  it('refuses a row with a tile missing or one too many, naming the row', () => {
    const short = assignRow(rowBoxes(8), 1);
    expect(short).toMatchObject({ ok: false, code: 'row_length', row: 2 });
    expect(!short.ok && short.message).toMatch(/row 2 should hold 9 tiles \(1p .* 9p\), found 8/);
    expect(assignRow(rowBoxes(8), 4)).toMatchObject({ ok: false, code: 'row_length', row: 5 });
  });

  it('refuses a photo with two rows in it, or none, naming the row meant', () => {
    expect(assignRow([...rowBoxes(9), ...rowBoxes(9, 130)], 0)).toMatchObject({ ok: false, code: 'row_count', row: 1 });
    expect(assignRow([], 2)).toMatchObject({ ok: false, code: 'no_tiles', row: 3 });
  });

  it('reads a row photographed turned, and refuses one whose tiles do not lie in a line', () => {
    const slanted = rowBoxes(7).map((b, c) => ({ ...b, y: b.y + c * 14 }));
    expect(assignRow(slanted, 3)).toMatchObject({ ok: true, tiles: [{ kind: '1z' }, {}, {}, {}, {}, {}, { kind: '7z' }] });
    const bent = rowBoxes(7).map((b, c) => ({ ...b, y: b.y + (c - 3) ** 2 * 5 }));
    expect(assignRow(bent, 3)).toMatchObject({ ok: false, code: 'overlapping_rows', row: 4 });
  });

  it('throws on a row the sheet does not have (a programming error)', () => {
    expect(() => assignRow(rowBoxes(4), 5)).toThrow(/no sheet row 5/);
  });
});

describe('the sheet with rows retaken', () => {
  const sheet = frameOf(1);
  const retake2 = frameOf(2);
  const retake2Again = frameOf(3);
  const retake5 = frameOf(5);
  const detect = detectFrom(
    new Map<number, Box[]>([
      [1, sheetBoxes([9, 9, 9, 7])],
      [2, rowBoxes(9, 300)],
      [3, rowBoxes(9, 20)],
      [5, rowBoxes(4)],
    ]),
  );

  it('is the sheet alone, one source, when nothing was retaken', async () => {
    const read = await sheetSources(sheet, [], detect);
    expect(read).toMatchObject({ ok: true, hasRedFivesRow: false });
    expect(read.ok && read.sources.map((s) => [s.frame.width, s.tiles.length])).toEqual([[1, 34]]);
  });

  it('takes a retaken row\'s tiles from its own photo, in place of the sheet\'s', async () => {
    const read = await sheetSources(sheet, [{ frame: retake2, row: 2 }], detect);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.sources.map((s) => s.frame.width)).toEqual([1, 2]);
    const [fromSheet, fromRetake] = read.sources;
    expect(fromSheet!.tiles.some((t) => t.row === 2)).toBe(false);
    expect(fromSheet!.tiles).toHaveLength(25);
    expect(fromRetake!.tiles.map((t) => t.kind).join(' ')).toBe('1p 2p 3p 4p 5p 6p 7p 8p 9p');
    // The retake's boxes are in the retake's pixels, not the sheet's.
    expect(fromRetake!.tiles[0]!.box.y).toBeGreaterThan(290);
    expect(read.sources.flatMap((s) => s.tiles)).toHaveLength(34);
  });

  it('keeps the later of two retakes of one row', async () => {
    const read = await sheetSources(sheet, [{ frame: retake2, row: 2 }, { frame: retake2Again, row: 2 }], detect);
    expect(read.ok && read.sources.map((s) => s.frame.width)).toEqual([1, 3]);
  });

  it('adds the optional fifth row to a sheet photographed without it', async () => {
    const read = await sheetSources(sheet, [{ frame: retake5, row: 5 }], detect);
    expect(read).toMatchObject({ ok: true, hasRedFivesRow: true });
    expect(read.ok && read.sources.flatMap((s) => s.tiles).map((t) => t.kind).slice(-4)).toEqual(['0m', '0p', '0s', 'back']);
  });

  it('refuses a retake that is not the row it claims, naming that row', async () => {
    expect(await sheetSources(sheet, [{ frame: retake5, row: 2 }], detect)).toMatchObject({ ok: false, code: 'row_length', row: 2 });
    expect(await sheetSources(sheet, [{ frame: frameOf(9), row: 3 }], detect)).toMatchObject({ ok: false, code: 'unreadable_frame', row: 3 });
    expect(await sheetSources(sheet, [{ frame: retake2, row: 6 }], detect)).toMatchObject({ ok: false, code: 'row_count', row: null });
  });

  it('still needs the sheet itself to read whole', async () => {
    const broken = detectFrom(new Map([[1, sheetBoxes([9, 8, 9, 7])], [2, rowBoxes(9)]]));
    expect(await sheetSources(sheet, [{ frame: retake2, row: 2 }], broken)).toMatchObject({ ok: false, code: 'row_length', row: 2 });
  });

  it('looks closer at a sheet or retake short of a tile, and keeps what it finds only when that reads whole', async () => {
    // The detector's first look misses the 4p (as on a dark-faced set); its closer look finds it.
    const missing = (boxes: Box[], at: number): Box[] => boxes.filter((_, i) => i !== at);
    const looks = (first: ReadonlyMap<number, readonly Box[]>, closer: ReadonlyMap<number, readonly Box[]>): DetectBoxes => (frame, again) =>
      Promise.resolve((again === true ? closer : first).get(frame.width) ?? { ok: false, message: 'not a photo' });
    const whole = sheetBoxes([9, 9, 9, 7]);
    const read = await sheetSources(sheet, [], looks(new Map([[1, missing(whole, 12)]]), new Map([[1, whole]])));
    expect(read.ok && read.sources.flatMap((s) => s.tiles).map((t) => t.kind).slice(9, 18).join(' ')).toBe('1p 2p 3p 4p 5p 6p 7p 8p 9p');
    // A closer look that still does not read whole changes nothing: the first look's refusal stands.
    const stillShort = await sheetSources(sheet, [], looks(new Map([[1, missing(whole, 12)]]), new Map([[1, [...whole, { x: 5, y: 5, w: 40, h: 60 }]]])));
    expect(stillShort).toMatchObject({ ok: false, code: 'row_length', row: 2 });
    // A retaken row gets the same closer look.
    const retake = await sheetSources(sheet, [{ frame: retake2, row: 2 }], looks(new Map<number, readonly Box[]>([[1, whole], [2, missing(rowBoxes(9, 300), 3)]]), new Map([[2, rowBoxes(9, 300)]])));
    expect(retake.ok && retake.sources[1]!.tiles.map((t) => t.kind).join(' ')).toBe('1p 2p 3p 4p 5p 6p 7p 8p 9p');
  });

  it('looks farther at a sheet neither look reads, then farther and closer, and stops at the first that reads', async () => {
    const whole = sheetBoxes([9, 9, 9, 7]);
    const short = whole.filter((_, i) => i !== 3);
    const asked: string[] = [];
    /** A detector that finds the whole sheet only at the looks in `reads` ("closer,farther" flags). */
    const detector = (reads: readonly string[]): DetectBoxes => (_frame, closer, farther) => {
      const look = `${closer === true},${farther === true}`;
      asked.push(look);
      return Promise.resolve(reads.includes(look) ? whole : short);
    };
    const farther = await sheetSources(sheet, [], detector(['false,true']));
    expect(farther.ok && farther.sources[0]!.tiles).toHaveLength(34);
    expect(asked).toEqual(['false,false', 'true,false', 'false,true']);
    asked.length = 0;
    expect((await sheetSources(sheet, [], detector(['true,true']))).ok).toBe(true);
    expect(asked).toEqual(['false,false', 'true,false', 'false,true', 'true,true']);
    // No look reads: the first look's refusal, naming its row.
    expect(await sheetSources(sheet, [], detector([]))).toMatchObject({ ok: false, code: 'row_length', row: 1 });
  });

  it('reads a sheet from the looks\' boxes merged when each look misses another tile', async () => {
    const whole = sheetBoxes([9, 9, 9, 7]);
    const missing = (...at: number[]): Box[] => whole.filter((_, i) => !at.includes(i));
    // As on a dark-faced set: each look boxes a tile the others miss, and the closer looks box
    // symbols (half a tile across) inside tiles too.
    const symbols = whole.map((b) => ({ x: b.x + 10, y: b.y + 14, w: 20, h: 28 }));
    const byLook: Record<string, Box[]> = {
      'false,false': missing(1, 2, 12),
      'true,false': [...missing(2, 20), ...symbols.slice(0, 9)],
      'false,true': missing(1, 12, 30),
      'true,true': [...missing(1, 20), ...symbols.slice(9, 12)],
    };
    const detector: DetectBoxes = (_frame, closer, farther) => Promise.resolve(byLook[`${closer === true},${farther === true}`]!);
    const read = await sheetSources(sheet, [], detector);
    expect(read.ok, read.ok ? '' : read.message).toBe(true);
    const tiles = read.ok ? read.sources.flatMap((s) => s.tiles) : [];
    expect(tiles.map((t) => t.kind)).toEqual(SHEET_ROWS.slice(0, 4).flat());
    // Each tile's box is the one it has on the sheet.
    expect(tiles.map((t) => t.box)).toEqual(whole);
    // A tile no look boxed is still missing: the first look's refusal stands.
    const neverBoxed = Object.fromEntries(Object.entries(byLook).map(([look, boxes]) => [look, boxes.filter((b) => b !== whole[2])]));
    expect(await sheetSources(sheet, [], (_f, closer, farther) => Promise.resolve(neverBoxed[`${closer === true},${farther === true}`]!))).toMatchObject({ ok: false, code: 'row_length', row: 1 });
  });

  it('does not merge the looks of a sheet read in turned views, each in a frame of its own', async () => {
    const whole = sheetBoxes([9, 9, 9, 7]);
    const looks = [whole.filter((_, i) => i !== 1), whole.filter((_, i) => i !== 2)];
    let n = 0;
    const turned: DetectBoxes = () => Promise.resolve({ frame: frameOf(100 + n), boxes: looks[n++ % 2]! });
    expect(await sheetSources(sheet, [], turned)).toMatchObject({ ok: false, code: 'row_length', row: 1 });
    // The same boxes in one frame read whole.
    let m = 0;
    const flat: DetectBoxes = () => Promise.resolve({ frame: sheet, boxes: looks[m++ % 2]! });
    expect((await sheetSources(sheet, [], flat)).ok).toBe(true);
  });
});
