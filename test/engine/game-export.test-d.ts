// Compile-time checks of the game file's public surface (run by `npm run typecheck`): the app's
// import button builds on a refusal being a value, and the store on sharing the engine's check.
import { expectTypeOf } from 'vitest';
import { exportGame, importGame, checkGameRecord, resultsSheet, type GameRecord, type GameLog, type ImportError, type ImportErrorCode, type RecordError, type ResultsSheet, type Result } from '../../src/engine/index';
import type { StoredGame } from '../../src/ui/game-store';

expectTypeOf(exportGame).parameters.toEqualTypeOf<[GameRecord]>();
// An import refusal is a value, never a throw.
expectTypeOf(importGame).returns.toEqualTypeOf<Result<GameRecord, ImportError>>();
expectTypeOf(checkGameRecord).returns.toEqualTypeOf<Result<GameRecord, RecordError>>();
expectTypeOf<ImportErrorCode>().toEqualTypeOf<'not_json' | 'wrong_format' | 'unknown_version' | 'bad_fields' | 'bad_cursor' | 'malformed_event' | 'refused_event'>();
// What the store keeps is what a file holds.
expectTypeOf<StoredGame>().toEqualTypeOf<GameRecord>();
expectTypeOf(resultsSheet).parameters.toEqualTypeOf<[GameLog]>();
expectTypeOf<ResultsSheet['rows'][number]>().toHaveProperty('total').toEqualTypeOf<number>();
