// Compile-time checks of the engine's public surface (run by `npm run typecheck`): the calls the
// CLI, the UI and later the vision pipeline rely on keep their shapes.
import { expectTypeOf } from 'vitest';
import {
  scoreRequest,
  waitsOf,
  furitenOf,
  isCompleteHand,
  parseTiles,
  type PRESETS,
  type PresetName,
  type ScoreRequest,
  type ScoreResultJson,
  type Payments,
  type Result,
  type HandIssue,
  type NotationError,
} from '../../src/engine/index';

expectTypeOf(scoreRequest).parameters.toEqualTypeOf<[ScoreRequest, PresetName]>();
expectTypeOf(scoreRequest).returns.toEqualTypeOf<ScoreResultJson>();
expectTypeOf<ScoreResultJson['error']>().toEqualTypeOf<string | null>();
expectTypeOf<ScoreResultJson['payments']>().toEqualTypeOf<Payments | null>();
expectTypeOf<ScoreResultJson['yaku']>().toEqualTypeOf<readonly (readonly [string, number, boolean])[]>();
expectTypeOf(parseTiles).returns.toEqualTypeOf<Result<number[], NotationError>>();
expectTypeOf(waitsOf).returns.toEqualTypeOf<Result<string[], HandIssue[]>>();
expectTypeOf(isCompleteHand).returns.toEqualTypeOf<Result<boolean, HandIssue[]>>();
expectTypeOf(furitenOf).parameter(1).toEqualTypeOf<string>();
expectTypeOf<keyof typeof PRESETS>().toEqualTypeOf<PresetName>();
// @ts-expect-error a preset name is checked at compile time
scoreRequest({ hand: { concealed: '', win_tile: null }, context: { win: 'ron', seat_wind: '1z', round_wind: '1z' } }, 'ema-2099');
