/**
 * Our own stroke drawings of the characters printed on riichi tiles, and of the digits and letters
 * used as corner indices. Each glyph is a list of strokes written as absolute SVG paths (M, L, Q,
 * C only) in its own box: 100 x 100 for characters, 60 x 100 for digits and letters. They are
 * simplified on purpose (a tile is read at a glance, and the recogniser must learn shapes, not
 * one font), and they depend on no installed font.
 */

export interface Glyph {
  /** Box width and height the strokes are written in. */
  readonly width: number;
  readonly height: number;
  readonly strokes: readonly string[];
}

const kanji = (...strokes: string[]): Glyph => ({ width: 100, height: 100, strokes });
const latin = (...strokes: string[]): Glyph => ({ width: 60, height: 100, strokes });

/** 一 .. 九, the numerals of the characters suit. */
export const KANJI_NUMERALS: Readonly<Record<number, Glyph>> = {
  1: kanji('M8 52 Q50 44 92 50'),
  2: kanji('M24 28 Q50 24 76 27', 'M8 74 Q50 68 92 73'),
  3: kanji('M22 16 Q50 12 78 15', 'M30 47 Q50 44 70 46', 'M8 84 Q50 78 92 83'),
  4: kanji(
    'M14 20 L14 88',
    'M14 20 L86 20 L86 88',
    'M14 84 L86 84',
    'M40 22 Q40 52 28 64',
    'M60 22 L60 54 Q60 62 72 62',
  ),
  5: kanji('M16 12 L84 12', 'M46 12 L36 84', 'M22 46 L74 46 L70 86', 'M6 86 L94 86'),
  6: kanji('M46 4 L56 20', 'M8 36 L92 36', 'M38 54 Q30 74 14 90', 'M62 54 Q72 72 88 88'),
  7: kanji('M8 50 L92 38', 'M40 8 L40 76 Q40 90 56 90 L92 90 L92 74'),
  8: kanji('M40 16 Q38 62 10 90', 'M60 18 Q64 62 92 86'),
  9: kanji('M46 6 Q44 62 8 94', 'M14 38 L66 38 Q64 80 70 88 L92 88 L92 72'),
};

/** A simplified 萬 (ten thousand), printed under the numeral of every characters tile. */
export const MAN: Glyph = kanji(
  'M10 13 L90 13',
  'M34 3 L34 23',
  'M66 3 L66 23',
  'M26 30 L74 30 L74 54 L26 54 L26 30',
  'M26 42 L74 42',
  'M50 30 L50 64',
  'M14 62 L14 98',
  'M14 62 L86 62 L86 90 Q86 98 76 96',
  'M46 70 L34 88 L68 86',
  'M58 76 L68 90',
);

/** 東 南 西 北: East, South, West, North. */
export const WINDS: Readonly<Record<1 | 2 | 3 | 4, Glyph>> = {
  1: kanji(
    'M10 20 L90 20',
    'M50 2 L50 98',
    'M24 32 L76 32 L76 64 L24 64 L24 32',
    'M24 48 L76 48',
    'M45 68 Q34 84 10 94',
    'M55 68 Q66 84 90 94',
  ),
  2: kanji(
    'M10 14 L90 14',
    'M50 2 L50 26',
    'M18 30 L18 98',
    'M18 30 L82 30 L82 90 Q82 98 72 96',
    'M36 40 L43 50',
    'M64 40 L57 50',
    'M30 56 L70 56',
    'M26 74 L74 74',
    'M50 56 L50 96',
  ),
  3: kanji(
    'M8 12 L92 12',
    'M16 34 L16 94',
    'M16 34 L84 34 L84 94',
    'M16 88 L84 88',
    'M40 12 Q40 54 28 66',
    'M60 12 L60 58 Q60 66 72 66',
  ),
  4: kanji(
    'M38 4 L38 90',
    'M10 36 L38 36',
    'M8 78 L38 62',
    'M64 4 L64 82 Q64 94 78 94 L92 94 L92 78',
    'M64 46 L90 30',
  ),
};

/** 發 (green dragon), simplified: 癶 over 弓 and 殳. */
export const HATSU: Glyph = kanji(
  'M12 10 L34 10 L20 28',
  'M22 20 L40 32',
  'M60 6 L66 14',
  'M56 22 L86 12',
  'M70 16 Q76 28 94 34',
  'M10 44 L38 44 L38 58 L14 58 L14 72 L40 72 Q42 92 26 94',
  'M60 42 Q60 56 52 62',
  'M60 42 L80 42 L80 54 Q80 60 90 60',
  'M54 70 L86 70 Q76 88 52 96',
  'M62 78 Q74 90 94 96',
);

/** 中 (red dragon). */
export const CHUN: Glyph = kanji('M14 28 L14 72', 'M14 28 L86 28 L86 72', 'M14 70 L86 70', 'M50 2 L50 98');

/** Digits 1..9 for corner indices. */
export const DIGITS: Readonly<Record<number, Glyph>> = {
  1: latin('M16 24 L34 8 L34 92', 'M16 92 L52 92'),
  2: latin('M8 28 Q8 6 30 6 Q52 6 52 28 Q52 48 8 92 L54 92'),
  3: latin('M8 16 Q26 0 44 12 Q58 30 28 46 Q58 52 52 76 Q40 100 6 86'),
  4: latin('M40 92 L40 8 L4 66 L56 66'),
  5: latin('M50 8 L14 8 L10 44 Q30 34 46 46 Q58 62 46 82 Q30 98 6 86'),
  6: latin('M46 10 Q10 18 10 62 Q10 92 32 92 Q54 92 54 66 Q54 42 32 42 Q14 42 10 58'),
  7: latin('M6 8 L54 8 L22 92'),
  8: latin('M30 48 Q8 44 8 26 Q8 6 30 6 Q52 6 52 26 Q52 44 30 48 Q6 52 6 72 Q6 94 30 94 Q54 94 54 72 Q54 52 30 48'),
  9: latin('M14 90 Q50 82 50 38 Q50 8 28 8 Q6 8 6 34 Q6 58 28 58 Q46 58 50 42'),
};

/** E S W N for the winds' corner index. */
export const WIND_LETTERS: Readonly<Record<1 | 2 | 3 | 4, Glyph>> = {
  1: latin('M52 8 L10 8 L10 92 L52 92', 'M10 50 L44 50'),
  2: latin('M52 18 Q44 6 28 6 Q8 6 8 26 Q8 44 30 50 Q52 56 52 74 Q52 94 30 94 Q14 94 6 82'),
  3: latin('M2 8 L16 92 L30 34 L44 92 L58 8'),
  4: latin('M8 92 L8 8 L52 92 L52 8'),
};
