/**
 * Shared shorthand for the rule-text suites, so each test row reads like a line of a referee's
 * table: a hand in mpsz notation, the winning tile, the melds, and the situation in a few words.
 *
 *   melds:     'pon 777z, chi 123m, ankan 5555s'   (chi, pon, kan, ankan, shouminkan)
 *   situation: 'ron S E riichi dora:7s,7s honba:5 sticks:2 pao:W from:N'
 *              win, seat wind, round wind (E S W N), then flags and key:value items.
 *
 * Nothing here reads ../shared: every expected value lives in the test files.
 */
import { scoreRequest, parseSituation, PRESETS } from '../../src/engine/index';
import type { ContextInput, MeldInput, MeldType, PresetName, ScoreResultJson, Situation, Wind } from '../../src/engine/index';

export const WIND: Readonly<Record<string, Wind>> = { E: '1z', S: '2z', W: '3z', N: '4z' };

const FLAGS = ['dealer', 'riichi', 'double_riichi', 'ippatsu', 'haitei', 'houtei', 'rinshan', 'chankan', 'tenhou', 'chiihou', 'renhou', 'nagashi_mangan'] as const;
type Flag = (typeof FLAGS)[number];

/** Builds the `context` of a score request from 'ron S E riichi dora:7s honba:2 ...'. */
export function context(situation: string): ContextInput {
  const [win, seat, round, ...rest] = situation.trim().split(/\s+/);
  if ((win !== 'ron' && win !== 'tsumo') || !seat || !round || !WIND[seat] || !WIND[round]) throw new Error(`bad situation in test: ${situation}`);
  const ctx: Record<string, unknown> = { win, seat_wind: WIND[seat], round_wind: WIND[round] };
  for (const word of rest) {
    const [key, value] = word.split(':');
    if (value === undefined) {
      if (!(FLAGS as readonly string[]).includes(key!)) throw new Error(`unknown flag in test: ${word}`);
      ctx[key as Flag] = true;
      if (key === 'double_riichi') ctx.riichi = true;
    } else if (key === 'dora') ctx.dora_indicators = value.split(',');
    else if (key === 'ura') ctx.ura_indicators = value.split(',');
    else if (key === 'honba') ctx.honba = Number(value);
    else if (key === 'sticks') ctx.riichi_sticks = Number(value);
    else if (key === 'pao') ctx.pao_seat = WIND[value];
    else if (key === 'from') ctx.discarder_seat = WIND[value];
    else if (key === 'dealer') ctx.dealer = value === 'yes';
    else throw new Error(`unknown item in test: ${word}`);
  }
  return ctx as unknown as ContextInput;
}

/** 'pon 777z, chi 123m' -> meld inputs. */
export function melds(spec: string): MeldInput[] {
  if (spec.trim() === '') return [];
  return spec.split(',').map((m) => {
    const [type, tiles] = m.trim().split(/\s+/);
    return { type: type as MeldType, tiles: tiles! };
  });
}

/** Scores a hand: concealed tiles (winning tile included), winning tile, melds, situation, preset. */
export function play(concealed: string, winTile: string, meldSpec: string, situation: string, preset: PresetName = 'ema-2012'): ScoreResultJson {
  return scoreRequest({ hand: { concealed, win_tile: winTile, melds: melds(meldSpec) }, context: context(situation) }, preset);
}

/** The yaku of a result as { name: han }. */
export function yakuOf(r: ScoreResultJson): Record<string, number> {
  return Object.fromEntries(r.yaku.map(([name, han]) => [name, han]));
}

/** A parsed Situation for the table tests ('tsumo E E'). */
export function situationOf(situation: string, preset: PresetName): Situation {
  const parsed = parseSituation(context(situation), PRESETS[preset]);
  if (!parsed.ok) throw new Error(`bad situation in test: ${situation}: ${parsed.error.message}`);
  return parsed.value;
}

/** Everything the payers hand over, counted per payer: each x3 (x2 in sanma), dealer + non-dealers. */
export function paid(p: ScoreResultJson['payments'], players = 4): number {
  if (p === null) return 0;
  if ('each' in p) return p.each * (players - 1);
  if ('non_dealer' in p) return p.dealer + p.non_dealer * (players - 2);
  return ('discarder' in p ? p.discarder : 0) + ('liable' in p ? p.liable : 0);
}
