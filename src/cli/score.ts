/**
 * `npm run score -- --rules PRESET --jsonl FILE`: one JSON result per input row (conformance row
 * format), same order, `id` echoed, to stdout (DESIGN.md section 4). A row that is not JSON still
 * gets its line: `{"id": null, "error": "invalid_request", ...}`, so outputs stay aligned.
 *
 * Human mode: `npm run score -- --rules ema-2016 "123m456p789s1122z" --win 2z --ron --seat 2z`.
 */
import { PRESETS, DEFAULT_PRESET, PRESET_NAMES, isPresetName, scoreRequest, completeWithWinTile, isDealerSeat, type ScoreRequest, type MeldInput, type Wind, type PresetName } from '../engine/index';
import { parseArgs, stringOption, UsageError, type ParsedArgs } from './args';
import { readJsonl } from './jsonl';
import { formatResult } from './format-result';

const SWITCHES = ['ron', 'tsumo', 'dealer', 'riichi', 'double-riichi', 'ippatsu', 'haitei', 'houtei', 'rinshan', 'chankan', 'tenhou', 'chiihou', 'renhou', 'nagashi', 'json', 'help'];

const USAGE = `usage:
  npm run score -- --rules PRESET --jsonl FILE
  npm run score -- [--rules PRESET] TILES --win TILE (--ron | --tsumo) [options]

  TILES            concealed tiles in mpsz notation: the 13 before the win, or all 14 with it
  --win TILE       the winning tile
  --seat WIND      seat wind 1z-4z (East South West North; default 1z)
  --round WIND     prevalent wind 1z-4z (default 1z)
  --meld TYPE:TILES  a meld (chi, pon, kan, ankan, shouminkan), repeatable: --meld pon:777z
  --dora TILES     dora indicators (e.g. 1p5z); --ura TILES for ura dora
  --honba N        counters on the table; --sticks N riichi sticks (own included)
  --dealer --riichi --double-riichi --ippatsu --haitei --houtei --rinshan --chankan
  --tenhou --chiihou --renhou --nagashi   situation flags
  --pao WIND --discarder WIND   liability for Big Three Dragons / Big Four Winds
  --json           print the JSON result instead of text
presets: ${PRESET_NAMES.join(', ')} (default ${DEFAULT_PRESET})`;

function presetOf(args: ParsedArgs): PresetName {
  const name = stringOption(args, 'rules') ?? DEFAULT_PRESET;
  if (!isPresetName(name)) throw new UsageError(`unknown preset '${name}'; choose one of ${PRESET_NAMES.join(', ')}`);
  return name;
}

function scoreFile(file: string, preset: PresetName): void {
  let lines;
  try {
    lines = readJsonl(file);
  } catch (e) {
    throw new UsageError(`cannot read ${file}: ${(e as Error).message}`);
  }
  const out: string[] = [];
  for (const line of lines) {
    if (!line.ok) {
      out.push(JSON.stringify({ id: null, error: 'invalid_request', message: line.error, han: null, fu: null, yaku: [], fu_details: [], level: null, hand_value: null, payments: null, riichi_sticks_bonus: 0, total: 0 }));
      continue;
    }
    out.push(JSON.stringify(scoreRequest(line.value as ScoreRequest, preset)));
  }
  process.stdout.write(out.length ? out.join('\n') + '\n' : '');
}

/** Splits `1p5z` into ['1p', '5z']. */
const tileList = (text: string | undefined): string[] => (text ? [...text.matchAll(/(\d+)([mpsz])/g)].flatMap(([, digits, suit]) => [...digits!].map((d) => d + suit)) : []);

function requestFromArgs(args: ParsedArgs): ScoreRequest {
  const [concealed, ...extra] = args.positionals;
  if (concealed === undefined) throw new UsageError('give the concealed tiles, e.g. 123m456p789s1122z');
  if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}'`);
  const win = stringOption(args, 'win');
  if (win === undefined && !args.options.has('nagashi')) throw new UsageError('give the winning tile with --win');
  if (args.options.has('ron') === args.options.has('tsumo') && !args.options.has('nagashi')) throw new UsageError('say --ron or --tsumo');
  const melds: MeldInput[] = (args.repeated.get('meld') ?? []).map((m) => {
    const [type, tiles] = m.split(':');
    return { type: type as MeldInput['type'], tiles: tiles ?? '' };
  });
  const seat = (stringOption(args, 'seat') ?? '1z') as Wind;
  const flag = (name: string): boolean => args.options.has(name);
  const count = (name: string): number => {
    const v = stringOption(args, name);
    if (v === undefined) return 0;
    if (!/^\d+$/.test(v)) throw new UsageError(`--${name} must be a whole number`);
    return Number(v);
  };
  return {
    hand: completeWithWinTile({ concealed, win_tile: win ?? null, melds }),
    context: {
      win: flag('ron') ? 'ron' : 'tsumo',
      seat_wind: seat,
      round_wind: (stringOption(args, 'round') ?? '1z') as Wind,
      dealer: flag('dealer') || isDealerSeat(seat),
      riichi: flag('riichi') || flag('double-riichi'),
      double_riichi: flag('double-riichi'),
      ippatsu: flag('ippatsu'),
      haitei: flag('haitei'),
      houtei: flag('houtei'),
      rinshan: flag('rinshan'),
      chankan: flag('chankan'),
      tenhou: flag('tenhou'),
      chiihou: flag('chiihou'),
      renhou: flag('renhou'),
      nagashi_mangan: flag('nagashi'),
      dora_indicators: tileList(stringOption(args, 'dora')),
      ura_indicators: tileList(stringOption(args, 'ura')),
      honba: count('honba'),
      riichi_sticks: count('sticks'),
      pao_seat: (stringOption(args, 'pao') ?? null) as Wind | null,
      discarder_seat: (stringOption(args, 'discarder') ?? null) as Wind | null,
    },
  };
}

function main(argv: readonly string[]): number {
  const args = parseArgs(argv, SWITCHES);
  if (args.options.has('help')) {
    console.log(USAGE);
    return 0;
  }
  const preset = presetOf(args);
  const file = stringOption(args, 'jsonl');
  if (file !== undefined) {
    scoreFile(file, preset);
    return 0;
  }
  const result = scoreRequest(requestFromArgs(args), preset);
  console.log(args.options.has('json') ? JSON.stringify(result, null, 2) : formatResult(result, PRESETS[preset].title));
  return result.error === null ? 0 : 1;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (e) {
  if (!(e instanceof UsageError)) throw e;
  console.error(`score: ${e.message}\n\n${USAGE}`);
  process.exitCode = 2;
}
