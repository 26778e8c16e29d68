/**
 * The Hand format of DESIGN.md section 3, parsed and validated into a WinningHand. Every problem
 * found is reported (not only the first), as a coded issue with a readable message.
 */
import { type Result, ok, err } from './result';
import { type TileCode, KINDS, kindOf, isRed, tileName } from './tile';
import { type NotationError, type NotationProblem, parseTiles, parseTile, describeInput } from './notation';
import { type Meld, type MeldType, meldTypeOf, makeMeld, meldShapeProblem } from './meld';
import type { Ruleset } from './ruleset';

export interface MeldInput {
  readonly type: MeldType;
  readonly tiles: string;
  readonly called_index?: number | null;
  /** Present in conformance rows; derived from the type here (only an ankan is concealed). */
  readonly opened?: boolean;
}

export interface HandInput {
  /** Every concealed tile, the winning tile included. */
  readonly concealed: string;
  readonly win_tile: string | null;
  readonly melds?: readonly MeldInput[];
  readonly dora_indicators?: readonly string[];
  readonly ura_indicators?: readonly string[];
}

export interface WinningHand {
  readonly concealed: readonly TileCode[];
  /** Kind counts of the concealed tiles (winning tile included). */
  readonly counts: Uint8Array;
  readonly melds: readonly Meld[];
  readonly winTile: TileCode;
  /** Kind counts of every tile of the hand, melds included (a kong counts 4). */
  readonly allCounts: Uint8Array;
  /** Red fives among the concealed and melded tiles (whether the preset counts them is the scorer's business). */
  readonly reds: number;
  readonly dora: readonly TileCode[];
  readonly ura: readonly TileCode[];
}

export const HAND_ISSUE_CODES = [
  'bad_notation',
  'bad_meld',
  'wrong_tile_count',
  'too_many_copies',
  'too_many_red_fives',
  'win_tile_missing',
  'win_tile_not_held',
  'tile_not_in_set',
  'chi_not_allowed',
  'too_many_melds',
  // A field of the wrong type or beyond the request schema's bounds (src/engine/request-schema.ts).
  'bad_hand',
] as const;
export type HandIssueCode = (typeof HAND_ISSUE_CODES)[number];

export interface HandIssue {
  readonly code: HandIssueCode;
  readonly message: string;
  /** Which field of the Hand the issue is about: `concealed`, `melds[1]`, `dora_indicators[0]`... */
  readonly field: string;
  /** For tiles that are not mpsz: why, as a code, and the text at fault (so a UI can say it in any language). */
  readonly notation?: { readonly problem: NotationProblem; readonly text: string };
  /** For a wrong tile count: the tiles held (a kong counting 3) and the tiles needed (14 to win, 13 waiting). */
  readonly tiles?: { readonly held: number; readonly needed: number };
}

// Shared empty lists: most hands have no melds or ura dora, and one shared object keeps the
// scorer's memory traffic down (measured: scoring is bound by touching each hand's objects).
const NO_MELDS: readonly Meld[] = Object.freeze([]);
const NO_TILES: readonly TileCode[] = Object.freeze([]);

const issue = (code: HandIssueCode, field: string, message: string): HandIssue => ({ code, field, message });
const notationIssue = (field: string, e: NotationError, input: unknown): HandIssue => ({
  code: 'bad_notation',
  field,
  message: e.message,
  notation: { problem: e.problem, text: describeInput(input) },
});

function parseList(list: unknown, field: string, issues: HandIssue[]): TileCode[] {
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) {
    issues.push(issue('bad_notation', field, `${field} must be a list of tiles`));
    return [];
  }
  const out: TileCode[] = [];
  list.forEach((text: unknown, i) => {
    const parsed = parseTile(text as string);
    if (parsed.ok) out.push(parsed.value);
    else issues.push(notationIssue(`${field}[${i}]`, parsed.error, text));
  });
  return out;
}

/** Tiles and melds of a hand, validated, before the winning tile is considered. */
export interface HandParts {
  readonly concealed: readonly TileCode[];
  /** Kind counts of the concealed tiles. */
  readonly counts: Uint8Array;
  readonly melds: readonly Meld[];
  readonly dora: readonly TileCode[];
  readonly ura: readonly TileCode[];
}

/**
 * Parses the tiles, melds and indicators of a hand of `size` tiles (a kong counting 3): 14 for a
 * winning hand, 13 for a waiting one. Checks notation, meld shapes, the size, at most four of a
 * kind across hand, melds and indicators, at most one red five per suit where the preset uses
 * them, tiles absent from the preset's set, melds the preset forbids, and (given `winTile`) the
 * winning tile among the concealed tiles. Problems are appended to `issues`; the result is null
 * when there is any.
 */
export function parseHandParts(input: Omit<HandInput, 'win_tile'>, rules: Ruleset, size: 13 | 14, issues: HandIssue[], winTile: TileCode | null = null): HandParts | null {
  if (typeof input !== 'object' || input === null) {
    issues.push(issue('bad_notation', 'hand', 'the hand must be an object'));
    return null;
  }
  let concealed: TileCode[] = [];
  if (typeof input.concealed !== 'string') issues.push(issue('bad_notation', 'concealed', 'concealed must be a string of tiles'));
  else {
    const parsed = parseTiles(input.concealed);
    if (parsed.ok) concealed = parsed.value;
    else issues.push(notationIssue('concealed', parsed.error, input.concealed));
  }

  const melds: Meld[] = [];
  const meldInputs: unknown = input.melds ?? [];
  if (!Array.isArray(meldInputs)) issues.push(issue('bad_meld', 'melds', 'melds must be a list'));
  else {
    if (meldInputs.length > 4) issues.push(issue('too_many_melds', 'melds', `at most 4 melds, got ${meldInputs.length}`));
    meldInputs.forEach((m: unknown, i) => {
      const field = `melds[${i}]`;
      const meld = m as Partial<MeldInput> | null;
      const type = typeof meld === 'object' && meld !== null ? meldTypeOf(meld.type) : null;
      if (type === null || meld === null) {
        issues.push(issue('bad_meld', field, `meld type must be one of chi, pon, kan, ankan, shouminkan (or chow, pung, kong, concealed-kong, added-kong)`));
        return;
      }
      const parsed = parseTiles(meld.tiles as string);
      if (!parsed.ok) return void issues.push(notationIssue(field, parsed.error, meld.tiles));
      const problem = meldShapeProblem(type, parsed.value);
      if (problem) return void issues.push(issue('bad_meld', field, `${describeInput(meld.tiles)}: ${problem}`));
      if (type === 'chi' && !rules.chiMeldsAllowed)
        issues.push(issue('chi_not_allowed', field, `${rules.title}: a chow may only be claimed for the win itself`));
      const called = typeof meld.called_index === 'number' ? meld.called_index : null;
      melds.push(makeMeld(type, parsed.value, called));
    });
  }

  const dora = parseList(input.dora_indicators, 'dora_indicators', issues);
  const ura = parseList(input.ura_indicators, 'ura_indicators', issues);
  if (issues.length > 0) return null;
  if (winTile !== null && !concealed.some((t) => kindOf(t) === kindOf(winTile)))
    issues.push(issue('win_tile_not_held', 'win_tile', `the winning tile ${tileName(winTile)} is not among the concealed tiles`));
  const held = concealed.length + 3 * melds.length;
  if (held !== size)
    issues.push({
      ...issue('wrong_tile_count', 'concealed', `${size === 14 ? 'a winning hand has 14' : 'a waiting hand has 13'} tiles (a kong counts as 3), got ${held}: ${concealed.length} concealed and ${melds.length} meld(s)`),
      tiles: { held, needed: size },
    });
  checkSupply([...concealed, ...melds.flatMap((m) => m.tiles), ...dora, ...ura], rules, issues);
  if (issues.length > 0) return null;
  const counts = new Uint8Array(KINDS);
  for (const t of concealed) counts[kindOf(t)]!++;
  return { concealed, counts, melds: melds.length > 0 ? melds : NO_MELDS, dora: dora.length > 0 ? dora : NO_TILES, ura: ura.length > 0 ? ura : NO_TILES };
}

/** Parses and validates a winning hand: its parts (see `parseHandParts`) and the winning tile among the concealed tiles. */
export function parseHand(input: HandInput, rules: Ruleset): Result<WinningHand, HandIssue[]> {
  const issues: HandIssue[] = [];
  let winTile: TileCode | null = null;
  if (typeof input === 'object' && input !== null) {
    if (input.win_tile === null || input.win_tile === undefined || input.win_tile === '') {
      issues.push(issue('win_tile_missing', 'win_tile', 'the winning tile is missing'));
    } else {
      const parsed = parseTile(input.win_tile as string);
      if (!parsed.ok) issues.push(notationIssue('win_tile', parsed.error, input.win_tile));
      else winTile = parsed.value;
    }
  }
  const parts = parseHandParts(input, rules, 14, issues, winTile);
  if (parts === null || winTile === null) return err(issues);
  const reds = [...parts.concealed, ...parts.melds.flatMap((m) => m.tiles)].filter(isRed).length;
  return ok(layOut(parts, winTile, reds));
}

/**
 * Builds the hand from its parts in one burst of allocations, so the objects the scorer reads
 * (counts, melds, indicators) sit next to each other in memory instead of among the parser's
 * garbage. Scoring is bound by touching them: with 1,214 parsed hands kept (the bench), laying
 * them out like this measured about 40% more scorings per second. Without melds the concealed
 * counts are the hand's counts (one array fewer to touch).
 */
function layOut(parts: HandParts, winTile: TileCode, reds: number): WinningHand {
  const counts = parts.counts.slice();
  let allCounts = counts;
  if (parts.melds.length > 0) {
    allCounts = counts.slice();
    for (const m of parts.melds) for (const t of m.tiles) allCounts[kindOf(t)]!++;
  }
  const melds = parts.melds.length > 0 ? parts.melds.map((m) => ({ ...m, block: { ...m.block } })) : NO_MELDS;
  const dora = parts.dora.length > 0 ? [...parts.dora] : NO_TILES;
  const ura = parts.ura.length > 0 ? [...parts.ura] : NO_TILES;
  return { concealed: parts.concealed, counts, melds, winTile, allCounts, reds, dora, ura };
}

/**
 * People write a hand as its 13 tiles plus the winning tile; the Hand format's `concealed` holds
 * the winning tile too. When the concealed tiles and melds make 13 (a kong counting 3), this adds
 * the winning tile; any other input is returned unchanged for `parseHand` to judge.
 */
export function completeWithWinTile(input: HandInput): HandInput {
  const concealed = parseTiles(typeof input.concealed === 'string' ? input.concealed : '');
  const meldCount = Array.isArray(input.melds) ? input.melds.length : 0;
  if (!concealed.ok || typeof input.win_tile !== 'string' || concealed.value.length + 3 * meldCount !== 13) return input;
  return { ...input, concealed: input.concealed + input.win_tile };
}

/** The physical set: four of each kind, one red five per suit (where used), no absent kinds. */
function checkSupply(all: readonly TileCode[], rules: Ruleset, issues: HandIssue[]): void {
  const kinds = new Uint8Array(KINDS);
  const reds = new Uint8Array(3);
  for (const t of all) {
    kinds[kindOf(t)]!++;
    if (isRed(t)) reds[t - KINDS]!++;
  }
  kinds.forEach((n, k) => {
    if (n > 4) issues.push(issue('too_many_copies', 'hand', `${n} copies of ${tileName(k)} across hand, melds and indicators; a set has 4`));
  });
  if (rules.redFives)
    reds.forEach((n, s) => {
      if (n > 1) issues.push(issue('too_many_red_fives', 'hand', `${n} red fives ${tileName(KINDS + s)}; a set has one per suit`));
    });
  for (const k of rules.absentKinds)
    if (kinds[k]! > 0) issues.push(issue('tile_not_in_set', 'hand', `${tileName(k)} is not in the ${rules.title} tile set`));
}
