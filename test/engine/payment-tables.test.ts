/**
 * Every cell of the payment tables of rule texts 000 (EMA 2008 sheet), 002 (EMA 2012 sheet) and
 * 003 (game site, tables to 100 minipoints), reproduced through regularValue + settle under the
 * preset that uses each text: 000 -> ema-2008, 002 -> ema-2012, 003 -> japanese.
 *
 * Each table below is transcribed from the text, row by row (minipoints), column by column
 * (1, 2, 3, 4 han). A blank cell in the text is `null` here: a combination the rules cannot
 * produce (20 minipoints on 1 han: a pinfu self-draw always has Menzen Tsumo as well; 25
 * minipoints on 1 han: Seven Pairs alone is 2 han; 25 minipoints self-drawn on 2 han: Seven Pairs
 * self-drawn has Menzen Tsumo as well). Blank cells are not scored.
 *
 * Tsumo cells: "East" is what each of the three others pays; "Others" is `non_dealer/dealer`
 * (003 writes "S,W,N/East"; 002 writes the two numbers side by side). Text 000's "Others,
 * selfdraw" table prints one number per cell, the non-dealer's share.
 */
import { describe, expect, it } from 'vitest';
import { regularValue, settle, PRESETS } from '../../src/engine/index';
import type { PresetName } from '../../src/engine/index';
import { situationOf } from './referee';

type Row = readonly [fu: number, cells: readonly (number | null)[]];
type PairRow = readonly [fu: number, cells: readonly (string | null)[]];

/** Runs han/fu through the engine's value and settlement in one situation. */
function pay(preset: PresetName, situation: string, han: number, fu: number) {
  const rules = PRESETS[preset];
  return settle(regularValue(han, fu, rules).base, situationOf(situation, preset), rules, false);
}

/** Flattens a table into [fu, han, cell] rows, skipping the blank cells. */
function cells<T>(rows: readonly (readonly [number, readonly (T | null)[]])[]): [number, number, T][] {
  return rows.flatMap(([fu, row]) => row.flatMap((v, i) => (v === null ? [] : [[fu, i + 1, v] as [number, number, T]])));
}

// ---------------------------------------------------------------------------------------------
// Text 000 (EMA 2008 scoring sheet) under ema-2008
// ---------------------------------------------------------------------------------------------

/** 000 "East, selfdraw Tsumo": each other player pays. */
const T000_EAST_TSUMO: Row[] = [
  [20, [null, 700, 1300, 2600]],
  [25, [null, null, 1600, 3200]],
  [30, [500, 1000, 2000, 3900]],
  [40, [700, 1300, 2600, 4000]],
  [50, [800, 1600, 3200, 4000]],
  [60, [1000, 2000, 3900, 4000]],
  [70, [1200, 2300, 4000, 4000]],
];

/** 000 "East, on a discard Ron": the discarder pays. */
const T000_EAST_RON: Row[] = [
  [25, [null, 2400, 4800, 9600]],
  [30, [1500, 2900, 5800, 11600]],
  [40, [2000, 3900, 7700, 12000]],
  [50, [2400, 4800, 9600, 12000]],
  [60, [2900, 5800, 11600, 12000]],
  [70, [3400, 6800, 12000, 12000]],
];

/**
 * 000 "Others, selfdraw Tsumo", as printed (the non-dealer's share). Two places contradict the
 * arithmetic every other table follows (base = fu x 2^(han+2), capped at 2000, a non-dealer's
 * share = base rounded up to 100) and the same table in 002 and 003; they are listed in
 * T000_OTHERS_TSUMO_DEVIATIONS below with the corrected value, and the printed value is tested
 * to be what the engine does NOT pay.
 */
const T000_OTHERS_TSUMO_PRINTED: Row[] = [
  [20, [null, 400, 700, 1300]],
  [25, [null, 700, 1300, 2600]],
  [30, [300, 500, 1000, 2000]],
  [40, [400, 700, 1300, 2600]],
  [50, [400, 800, 1600, 2000]],
  [60, [500, 1000, 2000, 2000]],
  [70, [600, 1200, 2000, 2000]],
];

/**
 * Documented deviations from 000's "Others, selfdraw" table: [fu, han, printed, corrected, why].
 * `corrected` null = the cell should be blank (the combination cannot occur).
 */
const T000_OTHERS_TSUMO_DEVIATIONS: [number, number, number, number | null, string][] = [
  // The whole 25-minipoint row is shifted: it repeats the dealer's shares of the 20-minipoint row
  // (700/1300/2600). 002 and 003 print "25: -, -, 800/1600, 1600/3200", and 25 x 2^5 = 800.
  [25, 2, 700, null, '25 minipoints on 2 han self-drawn cannot occur (Seven Pairs + Menzen Tsumo is 3 han); 002/003 leave it blank'],
  [25, 3, 1300, 800, '25 x 2^5 = 800; 002 and 003 print 800 (non-dealer) / 1600 (dealer)'],
  [25, 4, 2600, 1600, '25 x 2^6 = 1600; 002 and 003 print 1600 / 3200'],
  // 40 x 2^6 = 2560 is above the mangan cap of 2000: a non-dealer pays 2000, as the 50/60/70 rows
  // of the same column and the same cell in 002 ("2000 4000") and 003 ("2000/4000") say.
  [40, 4, 2600, 2000, '40 x 2^6 = 2560 exceeds the mangan base 2000; 002/003 print 2000/4000'],
];

/** 000 "Others, on a discard Ron": the discarder pays. */
const T000_OTHERS_RON: Row[] = [
  [25, [null, 1600, 3200, 6400]],
  [30, [1000, 2000, 3900, 7700]],
  [40, [1300, 2600, 5200, 8000]],
  [50, [1600, 3200, 6400, 8000]],
  [60, [2000, 3900, 7700, 8000]],
  [70, [2300, 4500, 8000, 8000]],
];

describe('rule text 000 (EMA 2008 sheet) payment tables under ema-2008', () => {
  it.each(cells(T000_EAST_TSUMO))('East self-draws with %i minipoints and %i han: each other player pays %i', (fu, han, each) => {
    expect(pay('ema-2008', 'tsumo E E', han, fu).payments).toEqual({ each });
  });

  it.each(cells(T000_EAST_RON))('East wins on a discard with %i minipoints and %i han: the discarder pays %i', (fu, han, points) => {
    expect(pay('ema-2008', 'ron E E', han, fu).payments).toEqual({ discarder: points });
  });

  const deviating = new Set(T000_OTHERS_TSUMO_DEVIATIONS.map(([fu, han]) => `${fu}/${han}`));
  const printedOk = cells(T000_OTHERS_TSUMO_PRINTED).filter(([fu, han]) => !deviating.has(`${fu}/${han}`));

  it.each(printedOk)('another player self-draws with %i minipoints and %i han: each non-dealer pays %i', (fu, han, nonDealer) => {
    const p = pay('ema-2008', 'tsumo S E', han, fu).payments;
    expect(p).toMatchObject({ non_dealer: nonDealer });
  });

  it('the deviation list covers exactly the cells left out above (no cell silently skipped)', () => {
    expect(printedOk.length + T000_OTHERS_TSUMO_DEVIATIONS.length).toBe(cells(T000_OTHERS_TSUMO_PRINTED).length);
  });

  it.each(T000_OTHERS_TSUMO_DEVIATIONS)(
    'documented deviation: 000 prints %i minipoints %i han self-drawn by another player as %i; the engine pays %s (%s)',
    (fu, han, printed, corrected) => {
      const p = pay('ema-2008', 'tsumo S E', han, fu).payments;
      expect(p).not.toMatchObject({ non_dealer: printed });
      if (corrected !== null) expect(p).toMatchObject({ non_dealer: corrected });
    },
  );

  it.each(cells(T000_OTHERS_RON))('another player wins on a discard with %i minipoints and %i han: the discarder pays %i', (fu, han, points) => {
    expect(pay('ema-2008', 'ron S E', han, fu).payments).toEqual({ discarder: points });
  });
});

// ---------------------------------------------------------------------------------------------
// Text 002 (EMA 2012 scoring sheet) under ema-2012
// ---------------------------------------------------------------------------------------------

/** 002 "East Tsumo". */
const T002_EAST_TSUMO: Row[] = [
  [20, [null, 700, 1300, 2600]],
  [25, [null, null, 1600, 3200]],
  [30, [500, 1000, 2000, 3900]],
  [40, [700, 1300, 2600, 4000]],
  [50, [800, 1600, 3200, 4000]],
  [60, [1000, 2000, 3900, 4000]],
  [70, [1200, 2300, 4000, 4000]],
];

/** 002 "East Ron". */
const T002_EAST_RON: Row[] = [
  [25, [null, 2400, 4800, 9600]],
  [30, [1500, 2900, 5800, 11600]],
  [40, [2000, 3900, 7700, 12000]],
  [50, [2400, 4800, 9600, 12000]],
  [60, [2900, 5800, 11600, 12000]],
  [70, [3400, 6800, 12000, 12000]],
];

/** 002 "Other Tsumo": "non-dealer dealer" in each cell. */
const T002_OTHER_TSUMO: PairRow[] = [
  [20, [null, '400 700', '700 1300', '1300 2600']],
  [25, [null, null, '800 1600', '1600 3200']],
  [30, ['300 500', '500 1000', '1000 2000', '2000 3900']],
  [40, ['400 700', '700 1300', '1300 2600', '2000 4000']],
  [50, ['400 800', '800 1600', '1600 3200', '2000 4000']],
  [60, ['500 1000', '1000 2000', '2000 3900', '2000 4000']],
  [70, ['600 1200', '1200 2300', '2000 4000', '2000 4000']],
];

/** 002 "Other Ron". */
const T002_OTHER_RON: Row[] = [
  [25, [null, 1600, 3200, 6400]],
  [30, [1000, 2000, 3900, 7700]],
  [40, [1300, 2600, 5200, 8000]],
  [50, [1600, 3200, 6400, 8000]],
  [60, [2000, 3900, 7700, 8000]],
  [70, [2300, 4500, 8000, 8000]],
];

const split = (cell: string): { non_dealer: number; dealer: number } => {
  const [n, d] = cell.split(/[ /]/).map(Number);
  return { non_dealer: n!, dealer: d! };
};

describe('rule text 002 (EMA 2012 sheet) payment tables under ema-2012', () => {
  it.each(cells(T002_EAST_TSUMO))('East self-draws with %i minipoints and %i han: each other player pays %i', (fu, han, each) => {
    expect(pay('ema-2012', 'tsumo E E', han, fu).payments).toEqual({ each });
  });

  it.each(cells(T002_EAST_RON))('East wins on a discard with %i minipoints and %i han: the discarder pays %i', (fu, han, points) => {
    expect(pay('ema-2012', 'ron E E', han, fu).payments).toEqual({ discarder: points });
  });

  it.each(cells(T002_OTHER_TSUMO))('another player self-draws with %i minipoints and %i han: non-dealer/dealer pay %s', (fu, han, cell) => {
    expect(pay('ema-2012', 'tsumo S E', han, fu).payments).toEqual(split(cell));
  });

  it.each(cells(T002_OTHER_RON))('another player wins on a discard with %i minipoints and %i han: the discarder pays %i', (fu, han, points) => {
    expect(pay('ema-2012', 'ron S E', han, fu).payments).toEqual({ discarder: points });
  });
});

// ---------------------------------------------------------------------------------------------
// Text 003 (game site, Japanese riichi, tables to 100 minipoints) under japanese
// ---------------------------------------------------------------------------------------------

/** 003 "Winner is East and wins on self draw (Tsumo)". */
const T003_EAST_TSUMO: Row[] = [
  [20, [null, 700, 1300, 2600]],
  [25, [null, null, 1600, 3200]],
  [30, [500, 1000, 2000, 3900]],
  [40, [700, 1300, 2600, 4000]],
  [50, [800, 1600, 3200, 4000]],
  [60, [1000, 2000, 3900, 4000]],
  [70, [1200, 2300, 4000, 4000]],
  [80, [1300, 2600, 4000, 4000]],
  [90, [1500, 2900, 4000, 4000]],
  [100, [1600, 3200, 4000, 4000]],
];

/** 003 "Winner is East and wins on discard (Ron)". */
const T003_EAST_RON: Row[] = [
  [25, [null, 2400, 4800, 9600]],
  [30, [1500, 2900, 5800, 11600]],
  [40, [2000, 3900, 7700, 12000]],
  [50, [2400, 4800, 9600, 12000]],
  [60, [2900, 5800, 11600, 12000]],
  [70, [3400, 6800, 12000, 12000]],
  [80, [3900, 7700, 12000, 12000]],
  [90, [4400, 8700, 12000, 12000]],
  [100, [4800, 9600, 12000, 12000]],
];

/** 003 "Winner is any wind except East and wins on self draw (S,W,N/East)". */
const T003_OTHERS_TSUMO: PairRow[] = [
  [20, [null, '400/700', '700/1300', '1300/2600']],
  [25, [null, null, '800/1600', '1600/3200']],
  [30, ['300/500', '500/1000', '1000/2000', '2000/3900']],
  [40, ['400/700', '700/1300', '1300/2600', '2000/4000']],
  [50, ['400/800', '800/1600', '1600/3200', '2000/4000']],
  [60, ['500/1000', '1000/2000', '2000/3900', '2000/4000']],
  [70, ['600/1200', '1200/2300', '2000/4000', '2000/4000']],
  [80, ['700/1300', '1300/2600', '2000/4000', '2000/4000']],
  [90, ['800/1500', '1500/2900', '2000/4000', '2000/4000']],
  [100, ['800/1600', '1600/3200', '2000/4000', '2000/4000']],
];

/** 003 "Winner is any wind except East and wins on discard (Ron)". */
const T003_OTHERS_RON: Row[] = [
  [25, [null, 1600, 3200, 6400]],
  [30, [1000, 2000, 3900, 7700]],
  [40, [1300, 2600, 5200, 8000]],
  [50, [1600, 3200, 6400, 8000]],
  [60, [2000, 3900, 7700, 8000]],
  [70, [2300, 4500, 8000, 8000]],
  [80, [2600, 5200, 8000, 8000]],
  [90, [2900, 5800, 8000, 8000]],
  [100, [3200, 6400, 8000, 8000]],
];

describe('rule text 003 (Japanese riichi) payment tables under japanese', () => {
  it.each(cells(T003_EAST_TSUMO))('East self-draws with %i minipoints and %i han: each other player pays %i', (fu, han, each) => {
    expect(pay('japanese', 'tsumo E E', han, fu).payments).toEqual({ each });
  });

  it.each(cells(T003_EAST_RON))('East wins on a discard with %i minipoints and %i han: the discarder pays %i', (fu, han, points) => {
    expect(pay('japanese', 'ron E E', han, fu).payments).toEqual({ discarder: points });
  });

  it.each(cells(T003_OTHERS_TSUMO))('another player self-draws with %i minipoints and %i han: non-dealer/dealer pay %s', (fu, han, cell) => {
    expect(pay('japanese', 'tsumo S E', han, fu).payments).toEqual(split(cell));
  });

  it.each(cells(T003_OTHERS_RON))('another player wins on a discard with %i minipoints and %i han: the discarder pays %i', (fu, han, points) => {
    expect(pay('japanese', 'ron S E', han, fu).payments).toEqual({ discarder: points });
  });
});

// ---------------------------------------------------------------------------------------------
// Limit hands (000 "Limit hands", 002 "Limit hand", 003 "Limit hands"): identical in the three
// texts. Columns: East (each pays, self-draw), Others (non-dealer / dealer, self-draw).
// ---------------------------------------------------------------------------------------------

/** [name, han, East each, Others non-dealer, Others dealer]; every han of each range is checked. */
const LIMITS: [string, number, number, number, number][] = [
  ['Mangan', 5, 4000, 2000, 4000],
  ['Haneman', 6, 6000, 3000, 6000],
  ['Haneman', 7, 6000, 3000, 6000],
  ['Baiman', 8, 8000, 4000, 8000],
  ['Baiman', 9, 8000, 4000, 8000],
  ['Baiman', 10, 8000, 4000, 8000],
  ['Sanbaiman', 11, 12000, 6000, 12000],
  ['Sanbaiman', 12, 12000, 6000, 12000],
  ['Yakuman', 13, 16000, 8000, 16000],
  ['Yakuman', 14, 16000, 8000, 16000],
  ['Yakuman', 20, 16000, 8000, 16000],
];

const TEXT_PRESETS: [string, PresetName][] = [
  ['000', 'ema-2008'],
  ['002', 'ema-2012'],
  ['003', 'japanese'],
];

describe.each(TEXT_PRESETS)('rule text %s limit hands under %s', (_text, preset) => {
  it.each(LIMITS)('%s at %i han: East self-draw %i from each; another player self-draws %i / %i', (_name, han, east, nonDealer, dealer) => {
    // Minipoints do not matter at 5 han or more: checked at 30 and at 110.
    for (const fu of [30, 110]) {
      expect(pay(preset, 'tsumo E E', han, fu).payments).toEqual({ each: east });
      expect(pay(preset, 'tsumo S E', han, fu).payments).toEqual({ non_dealer: nonDealer, dealer });
    }
  });

  it.each(LIMITS)('%s at %i han on a discard: East receives 3 x %i, another player 4 x %i', (_name, han, east, nonDealer) => {
    // A ron pays what the three self-draw shares add up to (East: 3 x each; others: 2 x non-dealer + dealer = 4 x non-dealer).
    expect(pay(preset, 'ron E E', han, 30).payments).toEqual({ discarder: 3 * east });
    expect(pay(preset, 'ron S E', han, 30).payments).toEqual({ discarder: 4 * nonDealer });
  });
});

// ---------------------------------------------------------------------------------------------
// Kiriage (README preset table: ema-2025 rounds 4 han 30 fu / 3 han 60 fu up to mangan; ema-2016
// pays them as 7700 / 11600, RCR 2016 worked example "4 han 30 fu pays 11600 / 7700").
// ---------------------------------------------------------------------------------------------

describe('kiriage mangan: ema-2025 rounds 4 han 30 fu and 3 han 60 fu up, ema-2016 does not', () => {
  it.each([
    // [preset, han, fu, situation, payments]
    ['ema-2025', 4, 30, 'ron S E', { discarder: 8000 }],
    ['ema-2025', 4, 30, 'ron E E', { discarder: 12000 }],
    ['ema-2025', 4, 30, 'tsumo S E', { non_dealer: 2000, dealer: 4000 }],
    ['ema-2025', 4, 30, 'tsumo E E', { each: 4000 }],
    ['ema-2025', 3, 60, 'ron S E', { discarder: 8000 }],
    ['ema-2025', 3, 60, 'ron E E', { discarder: 12000 }],
    ['ema-2025', 3, 60, 'tsumo S E', { non_dealer: 2000, dealer: 4000 }],
    ['ema-2025', 3, 60, 'tsumo E E', { each: 4000 }],
    ['ema-2016', 4, 30, 'ron S E', { discarder: 7700 }],
    ['ema-2016', 4, 30, 'ron E E', { discarder: 11600 }],
    ['ema-2016', 4, 30, 'tsumo S E', { non_dealer: 2000, dealer: 3900 }],
    ['ema-2016', 4, 30, 'tsumo E E', { each: 3900 }],
    ['ema-2016', 3, 60, 'ron S E', { discarder: 7700 }],
    ['ema-2016', 3, 60, 'ron E E', { discarder: 11600 }],
    ['ema-2016', 3, 60, 'tsumo S E', { non_dealer: 2000, dealer: 3900 }],
    ['ema-2016', 3, 60, 'tsumo E E', { each: 3900 }],
  ] as const)('%s: %i han %i fu, %s pays %o', (preset, han, fu, situation, payments) => {
    expect(pay(preset, situation, han, fu).payments).toEqual(payments);
  });

  it.each([
    // Just below base 1920 nothing is rounded, in either preset.
    ['ema-2025', 4, 25, 6400],
    ['ema-2025', 3, 50, 6400],
    ['ema-2016', 4, 25, 6400],
  ] as const)('%s: %i han %i fu is below the kiriage line and pays %i on a discard to a non-dealer', (preset, han, fu, points) => {
    expect(pay(preset, 'ron S E', han, fu).payments).toEqual({ discarder: points });
  });

  it('the engine names the rounded hand a kiriage mangan in ema-2025 and leaves it unnamed in ema-2016', () => {
    expect(regularValue(4, 30, PRESETS['ema-2025'])).toEqual({ base: 2000, level: 'kiriage mangan' });
    expect(regularValue(4, 30, PRESETS['ema-2016'])).toEqual({ base: 1920, level: '' });
  });
});
