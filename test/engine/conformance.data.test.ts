/**
 * The conformance vectors of ../shared/conformance/vectors.jsonl under ema-2016, ema-2025 and
 * ema-2012, compared on error, han, minipoints (below 5 han), payments and total.
 *
 * Unflagged rows must all agree. A flagged row marks a place where the reference calculator could
 * not express the EMA rule; there the rule texts win, and each decision is written down in
 * FLAG_DECISIONS below and checked (against `ema_corrected` wherever the row gives one). A few rows
 * describe situations no table can produce: they are refused, as IMPOSSIBLE_SITUATIONS says why.
 */
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { scoreRequest, type PresetName, type ScoreResultJson } from '../../src/engine/index';

const VECTORS = new URL('../../../shared/conformance/vectors.jsonl', import.meta.url);

interface Expected {
  error: string | null;
  han?: number;
  fu?: number;
  payments?: unknown;
  total?: number;
}
interface Row {
  id: string;
  hand: unknown;
  context: Record<string, unknown>;
  expected: Record<string, Expected>;
  flags: Record<string, string[]>;
  ema_corrected?: Record<string, { han: number; total: number; payments: unknown } | undefined>;
}

const rows: Row[] = readFileSync(VECTORS, 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as Row);

const PROFILES: readonly [string, PresetName][] = [
  ['ema2016', 'ema-2016'],
  ['ema2025', 'ema-2025'],
  ['ema2012', 'ema-2012'],
];

/**
 * How the calculator's error codes map to ours. `hand_not_winning` is `not_winning`, or
 * `invalid_hand` when the hand does not even hold 14 tiles (the calculator has no code for a
 * wrong tile count; t04048 gives it 17). The situation errors (`*_not_allowed`) are our
 * `invalid_context` with the same reason in `details[0].code`.
 */
function sameError(expected: string, got: ScoreResultJson): boolean {
  if (expected === 'hand_not_winning')
    return got.error === 'not_winning' || (got.error === 'invalid_hand' && got.details?.[0]?.code === 'wrong_tile_count');
  if (expected.endsWith('_not_allowed')) return got.error === 'invalid_context' && got.details?.[0]?.code === expected.replace(/_not_allowed$/, '');
  return got.error === expected;
}

function agrees(e: Expected, got: ScoreResultJson): boolean {
  if (e.error !== null) return sameError(e.error, got);
  return got.error === null && got.han === e.han && (e.han! >= 5 || got.fu === e.fu) && JSON.stringify(got.payments) === JSON.stringify(e.payments) && got.total === e.total;
}

/** Flags that say nothing about our result (the input's red fives are plain fives in 2016/2025). */
const INFORMATIONAL = /^info_red_five_in_input_ignored/;

/**
 * What the rule texts say where a row is flagged. Each entry returns null when our result follows
 * the decision, else what is wrong.
 */
const FLAG_DECISIONS: Readonly<Record<string, (row: Row, profile: string, got: ScoreResultJson) => string | null>> = {
  // The calculator adds several yakuman; EMA 2016/2025 pay a single yakuman (ema_corrected given).
  cumulative_yakuman_peer_adds_ema2016_single: matchesCorrected,
  cumulative_yakuman_peer_adds_ema2025_single: matchesCorrected,
  // EMA 2025 4.1.1: a double-wind pair is 2 minipoints (ema_corrected given).
  double_wind_pair_peer_4fu_ema2025_2fu: matchesCorrected,
  // EMA 2025: Renho stands alone as a 5-han mangan (ema_corrected given).
  renhou_peer_cumulative_ema2025_standalone_5han: matchesCorrected,
  // 2012 and 2016 count a pair of a wind that is both seat and prevalent wind twice (4 fu): as the
  // vector, unless the five-counter rule (its own flag on the same row) makes the win invalid.
  check_double_wind_pair_fu: (row, p, got) =>
    row.flags[p]!.includes('ema2012_five_counters_need_two_han_from_yaku_invalid_win') ? null : got.fu_details.some(([r, f]) => r === 'double_valued_pair' && f === 4) ? matchesVector(row, p, got) : 'expected a 4-minipoint double-wind pair',
  // EMA 2016: Renho is worth a mangan, added to other yaku: as the vector (these rows have no other yaku).
  check_renhou_mangan_cumulative: matchesVector,
  // Big Four Winds is a double yakuman on the 2012 sheet ("Dai suushii ... Double yakuman"): as the vector.
  info_daisuushii_double_yakuman_ema2012: (row, p, got) => (got.yaku.some(([n, h]) => n === 'Dai Suushii' && h === 26) ? null : 'Dai Suushii should count twice'),
  // Deliberately invalid rows: the error is the expected result.
  no_yaku_invalid_win: matchesVector,
  // Nagashi mangan is not a yaku in EMA 2016/2025 (README preset table): an error, not a mangan.
  nagashi_mangan_not_in_ema2016: notNagashi,
  nagashi_mangan_not_in_ema2025: notNagashi,
  // EMA 2012 (000 "Counters", 004): with five or more counters two han must come from yaku.
  ema2012_five_counters_need_two_han_from_yaku_invalid_win: (_row, _p, got) => (got.error === 'two_yaku_required' ? null : `expected two_yaku_required, got ${got.error}`),
  // The 2012 sheet has no "+1 yakuman" variants (only the 2008 sheet does) and 2008-2015 EMA
  // yakuman are not cumulative: a single yakuman unless it is Big Four Winds.
  double_yakuman_variant_check_ema2012: singleYakumanUnlessDaisuushii,
  cumulative_yakuman_check_ema2012: singleYakumanUnlessDaisuushii,
};

/**
 * Rows whose situation no table can produce (issue 20). They come from the reference calculator's
 * own unit tests, which set one flag at a time: ura indicators with no dora indicator under them or
 * without riichi (001 3.3.14: the tiles "underneath the dora indicator and any kan dora indicators",
 * "claimed only by players who declared riichi"), and Blessing of Man after a riichi (000
 * "Yakuman": a win in the first round, before the winner's first discard, while riichi is declared
 * with a discard, 001 3.3.14). The rule texts win over the vectors (../conformance/README.md): each
 * is refused with the code named here, in every profile, and no other row meets these refusals.
 */
const IMPOSSIBLE_SITUATIONS: Readonly<Record<string, string>> = {
  t04143: 'more_ura_than_dora',
  t04144: 'ura_without_riichi',
  t04175: 'more_ura_than_dora',
  t04176: 'more_ura_than_dora',
  t04177: 'more_ura_than_dora',
  t04178: 'more_ura_than_dora',
  t04179: 'more_ura_than_dora',
  t04180: 'more_ura_than_dora',
  t04181: 'more_ura_than_dora',
  t04182: 'more_ura_than_dora',
  t04217: 'first_turn_with_riichi',
  t04227: 'first_turn_with_riichi',
  t04232: 'first_turn_with_riichi',
};
/** The refusals issue 20 added: only the rows above may meet them. */
const SITUATION_REFUSALS = new Set(['dealer_not_east', 'east_not_dealer', 'discarder_is_winner', 'ura_without_riichi', 'more_ura_than_dora', 'first_turn_with_riichi', 'first_turn_with_last_tile']);

function matchesCorrected(row: Row, p: string, got: ScoreResultJson): string | null {
  const c = row.ema_corrected?.[p];
  if (!c) return 'the row has no ema_corrected value';
  return got.han === c.han && got.total === c.total && JSON.stringify(got.payments) === JSON.stringify(c.payments) ? null : `expected corrected ${c.han} han / ${c.total}, got ${got.han} han / ${got.total}`;
}
function matchesVector(row: Row, p: string, got: ScoreResultJson): string | null {
  return agrees(row.expected[p]!, got) ? null : `expected the vector's ${JSON.stringify(row.expected[p])}`;
}
function notNagashi(_row: Row, _p: string, got: ScoreResultJson): string | null {
  return got.error === 'invalid_context' && got.details?.[0]?.code === 'nagashi_not_in_preset' ? null : `expected nagashi_not_in_preset, got ${got.error}`;
}
function singleYakumanUnlessDaisuushii(_row: Row, _p: string, got: ScoreResultJson): string | null {
  const expectedHan = got.yaku.some(([n]) => n === 'Dai Suushii') ? 26 : 13;
  return got.error === null && got.han === expectedHan && got.yaku.length === 1 ? null : `expected one yakuman of ${expectedHan} han, got ${JSON.stringify(got.yaku)}`;
}

describe.each(PROFILES)('conformance vectors under %s', (profile, preset) => {
  const all = rows.map((row) => ({ row, got: scoreRequest(row as never, preset), flags: (row.flags[profile] ?? []).filter((f) => !INFORMATIONAL.test(f)) }));
  const results = all.filter(({ row }) => IMPOSSIBLE_SITUATIONS[row.id] === undefined);

  it('refuses the rows whose situation no table can produce, and no other row for that reason', () => {
    const impossible = all.filter(({ row }) => IMPOSSIBLE_SITUATIONS[row.id] !== undefined);
    expect(impossible.map(({ row, got }) => [row.id, got.error, got.details?.[0]?.code])).toEqual(impossible.map(({ row }) => [row.id, 'invalid_context', IMPOSSIBLE_SITUATIONS[row.id]]));
    const refusedElsewhere = results.filter(({ got }) => SITUATION_REFUSALS.has(got.details?.[0]?.code ?? '')).map(({ row }) => row.id);
    console.info(`${preset}: ${impossible.length} rows describe situations no table produces, refused with their codes`);
    expect(refusedElsewhere).toEqual([]);
  });

  it('agrees with every unflagged row', () => {
    const unflagged = results.filter((r) => r.flags.length === 0);
    const wrong = unflagged.filter(({ row, got }) => !agrees(row.expected[profile]!, got)).map(({ row, got }) => `${row.id}: expected ${JSON.stringify(row.expected[profile])} got ${JSON.stringify(got)}`);
    console.info(`${preset}: ${unflagged.length - wrong.length}/${unflagged.length} unflagged rows agree`);
    expect(wrong).toEqual([]);
    expect(unflagged.length).toBeGreaterThan(1000);
  });

  it('follows the written decision on every flagged row', () => {
    const flagged = results.filter((r) => r.flags.length > 0);
    const problems: string[] = [];
    for (const { row, got, flags } of flagged)
      for (const flag of flags) {
        const decide = FLAG_DECISIONS[flag];
        const problem = decide ? decide(row, profile, got) : 'no written decision for this flag';
        if (problem) problems.push(`${row.id} [${flag}]: ${problem}`);
      }
    console.info(`${preset}: ${flagged.length} flagged rows, each checked against its decision`);
    expect(problems).toEqual([]);
  });
});

describe('npm run score -- --jsonl', () => {
  it('prints one result per row, in order, ids echoed, equal to the engine', () => {
    const run = spawnSync('npx', ['tsx', 'src/cli/score.ts', '--rules', 'ema-2016', '--jsonl', VECTORS.pathname], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    expect(run.status).toBe(0);
    const lines = run.stdout.trim().split('\n').map((l) => JSON.parse(l) as ScoreResultJson);
    expect(lines.map((l) => l.id)).toEqual(rows.map((r) => r.id));
    expect(lines).toEqual(rows.map((r) => JSON.parse(JSON.stringify(scoreRequest(r as never, 'ema-2016')))));
  }, 60_000);
});
