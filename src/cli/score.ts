/**
 * `npm run score -- --rules PRESET --jsonl FILE`: one JSON result per input row (conformance row
 * format), same order, `id` echoed, to stdout (DESIGN.md section 4), streamed: each row is read,
 * scored and written before the next (score-batch.ts). A row that is not JSON, or that the request
 * schema or the rules refuse, still gets its own line (`{"id": null, "error": "invalid_request",
 * ...}` for one that is not JSON), so outputs stay aligned and one bad row never stops the batch.
 *
 * Human mode: `npm run score -- --rules ema-2016 "123m456p789s1122z" --win 2z --ron --seat 2z`.
 * Every tile option is read by the engine's notation parser: a tile it refuses is a usage error.
 *
 * Exit codes: 0 scored (with --jsonl: every row answered, refused rows included); 1 human mode,
 * the hand is not a valid win; 2 a bad command line; 3 the input file could not be read (rows
 * already answered stay written).
 */
import { createReadStream } from 'node:fs';
import { PRESETS, DEFAULT_PRESET, PRESET_NAMES, isPresetName, scoreRequest, completeWithWinTile, isDealerSeat, meldTypeOf, type ScoreRequest, type MeldInput, type Wind, type PresetName } from '../engine/index';
import { parseArgs, stringOption, UsageError, type ParsedArgs } from './args';
import { scoreBatch } from './score-batch';
import { formatResult } from './format-result';
import { tileListOption, tileOption, tilesText, windOption } from './tile-options';

const OPTIONS = ['rules', 'jsonl', 'win', 'seat', 'round', 'meld', 'dora', 'ura', 'honba', 'sticks', 'pao', 'discarder'];
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

/** The input file could not be read: one line, exit code 3. */
class InputError extends Error {}

async function scoreFile(file: string, preset: PresetName): Promise<void> {
  try {
    await scoreBatch(createReadStream(file), process.stdout, preset);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new InputError(`cannot read ${file}: ${code ?? ''}${code ? ' ' : ''}${(e as Error).message.replace(/^\w+: /, '')}`);
  }
}

function requestFromArgs(args: ParsedArgs): ScoreRequest {
  const [concealed, ...extra] = args.positionals;
  if (concealed === undefined) throw new UsageError('give the concealed tiles, e.g. 123m456p789s1122z');
  if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}'`);
  const win = tileOption(args, 'win');
  if (win === undefined && !args.options.has('nagashi')) throw new UsageError('give the winning tile with --win');
  if (args.options.has('ron') === args.options.has('tsumo') && !args.options.has('nagashi')) throw new UsageError('say --ron or --tsumo');
  const melds: MeldInput[] = (args.repeated.get('meld') ?? []).map((m) => {
    const [name, tiles, ...rest] = m.split(':');
    const type = meldTypeOf(name);
    if (type === null || tiles === undefined || rest.length > 0) throw new UsageError(`--meld ${m}: expected TYPE:TILES with TYPE one of chi, pon, kan, ankan, shouminkan`);
    return { type, tiles: tilesText(`--meld ${m}`, tiles) };
  });
  const seat: Wind = windOption(args, 'seat') ?? '1z';
  const flag = (name: string): boolean => args.options.has(name);
  const count = (name: string): number => {
    const v = stringOption(args, name);
    if (v === undefined) return 0;
    if (!/^\d+$/.test(v)) throw new UsageError(`--${name} must be a whole number`);
    return Number(v);
  };
  return {
    hand: completeWithWinTile({ concealed: tilesText('the concealed tiles', concealed), win_tile: win ?? null, melds }),
    context: {
      win: flag('ron') ? 'ron' : 'tsumo',
      seat_wind: seat,
      round_wind: windOption(args, 'round') ?? '1z',
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
      dora_indicators: tileListOption(args, 'dora'),
      ura_indicators: tileListOption(args, 'ura'),
      honba: count('honba'),
      riichi_sticks: count('sticks'),
      pao_seat: windOption(args, 'pao') ?? null,
      discarder_seat: windOption(args, 'discarder') ?? null,
    },
  };
}

async function main(argv: readonly string[]): Promise<number> {
  const args = parseArgs(argv, SWITCHES);
  if (args.options.has('help')) {
    console.log(USAGE);
    return 0;
  }
  for (const name of args.options.keys()) if (!OPTIONS.includes(name) && !SWITCHES.includes(name)) throw new UsageError(`unknown option --${name}`);
  const preset = presetOf(args);
  const file = stringOption(args, 'jsonl');
  if (file !== undefined) {
    if (args.positionals.length > 0) throw new UsageError(`unexpected argument '${args.positionals[0]}' with --jsonl`);
    await scoreFile(file, preset);
    return 0;
  }
  const result = scoreRequest(requestFromArgs(args), preset);
  console.log(args.options.has('json') ? JSON.stringify(result, null, 2) : formatResult(result, PRESETS[preset].title));
  return result.error === null ? 0 : 1;
}

// A reader that stops early (`| head`) closes the pipe: not an error of ours.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw e;
});

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    if (e instanceof UsageError) {
      console.error(`score: ${e.message}\n\n${USAGE}`);
      process.exitCode = 2;
    } else if (e instanceof InputError) {
      console.error(`score: ${e.message}`);
      process.exitCode = 3;
    } else {
      console.error(`score: unexpected failure: ${e instanceof Error ? e.message : String(e)}`);
      process.exitCode = 1;
    }
  },
);
