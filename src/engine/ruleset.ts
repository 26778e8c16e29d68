/**
 * Rule presets. Every preset is one configuration of the same engine (no forks): each switch
 * below is read by exactly one place in the engine. Sources are the rule texts in
 * ../shared/rules (000 = EMA 2008 sheet, 001 = RCR liability/riichi text, 002 = EMA 2012 sheet,
 * 003 = a game site's Japanese/EMA/Kansai rules, 004 = Mahjong Time's RCR description) and the
 * preset table in ../shared/rules/README.md. Where a text is silent, the decision is written next
 * to the switch.
 */

export const PRESET_NAMES = ['ema-2012', 'ema-2008', 'mahjong-time', 'ema-2016', 'ema-2025', 'japanese', 'kansai-sanma'] as const;
export type PresetName = (typeof PRESET_NAMES)[number];
export const DEFAULT_PRESET: PresetName = 'ema-2012';

export type RenhouRule =
  /** A yakuman (2008, 2012, Mahjong Time: texts 000, 002, 004). */
  | 'yakuman'
  /** Worth 5 han, added to the hand's other yaku (EMA 2016: "Renho = mangan"). */
  | 'mangan'
  /** 5 han standing alone: the hand is a plain mangan, other yaku and dora ignored, unless the
   * hand scores more without it (EMA 2025 as summarised second-hand; the winner's most valuable
   * interpretation applies). */
  | 'standalone-mangan'
  /** Not a yaku (text 003: "Only possible in EMA Riichi"). */
  | 'none';

export interface DoubleYakuman {
  /** Big Four Winds counts twice (000, 002, 004). */
  readonly daisuushii: boolean;
  /** Thirteen Orphans on a thirteen-sided wait counts twice (000, 004). */
  readonly kokushi13: boolean;
  /** Nine Gates on a nine-sided wait counts twice (000, 004). */
  readonly chuuren9: boolean;
  /** Four Concealed Pungs on a pair (single) wait counts twice (000, 004). */
  readonly suuankouTanki: boolean;
}

export interface Ruleset {
  readonly name: PresetName;
  readonly title: string;
  readonly players: 3 | 4;
  /** One red five per suit, each worth one dora. Without them, a red five in the input is a plain five. */
  readonly redFives: boolean;
  /** All Simples also on an open hand. */
  readonly openTanyao: boolean;
  /** 4 han 30 fu and 3 han 60 fu are rounded up to mangan. */
  readonly kiriage: boolean;
  /** Minipoints for a pair of a wind that is both seat and prevalent wind. */
  readonly doubleWindPairFu: 2 | 4;
  /** What 13 or more han without a yakuman pay. */
  readonly kazoe: 'yakuman' | 'sanbaiman';
  /** Several yakuman in one hand: only the most valuable one counts, or all add up. */
  readonly yakumanStacking: 'highest' | 'cumulative';
  readonly doubleYakuman: DoubleYakuman;
  readonly renhou: RenhouRule;
  readonly nagashiMangan: boolean;
  /** With this many counters or more, at least two han must come from yaku (dora excluded); null = no such rule. */
  readonly twoYakuCounters: number | null;
  /** A pung/kong of North is worth one han (Kansai three-player, text 003). */
  readonly northPungYaku: boolean;
  /** Chow melds may not be called (Kansai: a chow may be claimed only for the win itself). */
  readonly chiMeldsAllowed: boolean;
  /** Tile kinds not in the set (Kansai: 2m-8m). */
  readonly absentKinds: readonly number[];
  readonly game: GameRules;
}

/** Game-level settings, used by the game record (later issues); listed here so a preset is one object. */
export interface GameRules {
  readonly startingPoints: number;
  readonly uma: readonly number[];
  readonly abortiveDraws: boolean;
  /** Chombo payment: deducted after uma (2016+) or paid at the table (2008-2012 style). */
  readonly chombo: { readonly kind: 'table'; readonly toDealer: number; readonly toOthers: number } | { readonly kind: 'deduct'; readonly points: number };
  readonly endsBelowZero: boolean;
  /** Several players may win on one discard. 001 3.3.14 ("In case of multiple winners") allows it
   * in the EMA rules; text 003 lists "Multiple Ron is allowed" as an EMA variation, so its
   * Japanese and Kansai rules take only the winner first in turn after the discarder. */
  readonly multipleRon: boolean;
}

const NO_DOUBLES: DoubleYakuman = { daisuushii: false, kokushi13: false, chuuren9: false, suuankouTanki: false };
const TABLE_CHOMBO = { kind: 'table', toDealer: 4000, toOthers: 2000 } as const;

/** EMA 2012 (text 002 with 001): the default. */
const EMA_2012: Ruleset = {
  name: 'ema-2012',
  title: 'EMA Riichi Competition Rules 2012',
  players: 4,
  redFives: true,
  openTanyao: false,
  kiriage: false,
  // Text 002 lists "Pair of seat/prevalent wind 2" as one line; a pair that is both earns it for
  // each role (2 + 2), as the 2016 rules state outright and the 2025 summary changes to 2.
  doubleWindPairFu: 4,
  kazoe: 'yakuman', // 002 limit table: "Yakuman 13+"
  // 2008-2015 EMA rules: yakuman are not cumulative; Big Four Winds is the only double yakuman.
  yakumanStacking: 'highest',
  doubleYakuman: { ...NO_DOUBLES, daisuushii: true },
  renhou: 'yakuman',
  nagashiMangan: true,
  twoYakuCounters: 5, // 000 "Counters": five or more counters, two yaku needed (dora do not count, 004)
  northPungYaku: false,
  chiMeldsAllowed: true,
  absentKinds: [],
  // The 2008/2012 sheets leave starting points and uma to each event ("uma per event"): these are
  // defaults a game may override (the game record, issue 5), not rules of the sheet.
  game: { startingPoints: 30000, uma: [15000, 5000, -5000, -15000], abortiveDraws: false, chombo: TABLE_CHOMBO, endsBelowZero: false, multipleRon: true },
};

/** EMA 2008 (text 000): as 2012 plus the "+1 yakuman" variants and abortive draws. */
const EMA_2008: Ruleset = {
  ...EMA_2012,
  name: 'ema-2008',
  title: 'EMA Riichi Competition Rules 2008',
  doubleYakuman: { daisuushii: true, kokushi13: true, chuuren9: true, suuankouTanki: true },
  game: { ...EMA_2012.game, abortiveDraws: true },
};

/**
 * Mahjong Time (texts 001 and 004). The README table says "yakuman as 2012", but text 004 (Mahjong
 * Time's own description) lists "+1 yakuman" for 13-sided Thirteen Orphans, 9-sided Nine Gates and
 * single-wait Four Concealed Pungs: the rule text wins, so the variants count double here.
 */
const MAHJONG_TIME: Ruleset = {
  ...EMA_2012,
  name: 'mahjong-time',
  title: 'Mahjong Time Riichi Competition Rules',
  doubleYakuman: { daisuushii: true, kokushi13: true, chuuren9: true, suuankouTanki: true },
  game: { startingPoints: 25000, uma: [9000, 3000, -3000, -9000], abortiveDraws: true, chombo: TABLE_CHOMBO, endsBelowZero: false, multipleRon: true },
};

/** EMA 2016 (revision notes; README table). */
const EMA_2016: Ruleset = {
  ...EMA_2012,
  name: 'ema-2016',
  title: 'EMA Riichi Competition Rules 2016',
  redFives: false,
  openTanyao: true,
  doubleWindPairFu: 4,
  kazoe: 'sanbaiman', // "no counted yakuman (13+ han = sanbaiman)"
  yakumanStacking: 'highest', // "single yakuman only, no doubles"
  doubleYakuman: NO_DOUBLES,
  renhou: 'mangan',
  nagashiMangan: false,
  twoYakuCounters: null,
  game: { startingPoints: 30000, uma: [15000, 5000, -5000, -15000], abortiveDraws: false, chombo: { kind: 'deduct', points: 20000 }, endsBelowZero: false, multipleRon: true },
};

/** EMA 2025 (second-hand summaries, README table): as 2016 with kiriage, 2-fu double-wind pair, standalone Renho. */
const EMA_2025: Ruleset = {
  ...EMA_2016,
  name: 'ema-2025',
  title: 'EMA Riichi Competition Rules 2025',
  kiriage: true,
  doubleWindPairFu: 2,
  renhou: 'standalone-mangan',
};

/**
 * Standard Japanese riichi as text 003 describes it: no red fives, open tanyao, tables to 100 fu,
 * "Yakuman hands are all treated as 13+ yakus" (so no doubles, not cumulative), Renho only in its
 * EMA variation. Text 003 does not list nagashi mangan; following the nearest EMA edition with the
 * same tiles and open tanyao (2016), it is not a yaku here. Abortive draws ("washouts") as in 003.
 */
const JAPANESE: Ruleset = {
  ...EMA_2016,
  name: 'japanese',
  title: 'Japanese riichi (rule text 003)',
  kazoe: 'yakuman',
  renhou: 'none',
  game: { startingPoints: 25000, uma: [0, 0, 0, 0], abortiveDraws: true, chombo: TABLE_CHOMBO, endsBelowZero: true, multipleRon: false },
};

/**
 * Kansai three-player riichi (text 003): seats East/South/West, 2m-8m removed, a pung of North is
 * worth one han, chows only for the win. Tsumo is paid by the two opponents at their usual shares
 * (the absent North's share is not redistributed: 003 gives no rule to redistribute it), and a
 * counter adds 100 per paying opponent on tsumo, 300 on ron, as in the four-player games.
 */
const KANSAI_SANMA: Ruleset = {
  ...JAPANESE,
  name: 'kansai-sanma',
  title: 'Kansai three-player riichi (rule text 003)',
  players: 3,
  northPungYaku: true,
  chiMeldsAllowed: false,
  absentKinds: [1, 2, 3, 4, 5, 6, 7],
  game: { startingPoints: 35000, uma: [0, 0, 0], abortiveDraws: true, chombo: TABLE_CHOMBO, endsBelowZero: true, multipleRon: false },
};

export const PRESETS: Readonly<Record<PresetName, Ruleset>> = {
  'ema-2012': EMA_2012,
  'ema-2008': EMA_2008,
  'mahjong-time': MAHJONG_TIME,
  'ema-2016': EMA_2016,
  'ema-2025': EMA_2025,
  japanese: JAPANESE,
  'kansai-sanma': KANSAI_SANMA,
};

export const isPresetName = (name: unknown): name is PresetName =>
  typeof name === 'string' && (PRESET_NAMES as readonly string[]).includes(name);
