// Compile-time checks of the game file's public surface (run by `npm run typecheck`): the app's
// import button builds on a refusal being a value, and the store on sharing the record check.
import { expectTypeOf } from 'vitest';
import { resultsSheet, type GameRecord, type GameLog, type ResultsSheet, type Result } from '../../src/engine/index';
import { exportGame, importGame, type ImportError, type ImportErrorCode, type ImportedGame } from '../../src/formats/game-file';
import { checkGameRecord, type RecordError } from '../../src/formats/game-record';
import type { StoredGame } from '../../src/store/game-store';

expectTypeOf(exportGame).parameters.toEqualTypeOf<[GameRecord]>();
// An import refusal is a value, never a throw (the hash makes it asynchronous).
expectTypeOf(importGame).returns.toEqualTypeOf<Promise<Result<ImportedGame, ImportError>>>();
expectTypeOf(checkGameRecord).returns.toEqualTypeOf<Result<GameRecord, RecordError>>();
expectTypeOf<ImportErrorCode>().toEqualTypeOf<
  'too_large' | 'not_json' | 'too_deep' | 'wrong_format' | 'unknown_version' | 'bad_fields' | 'bad_cursor' | 'malformed_event' | 'duplicate_event_id' | 'refused_event' | 'changed_after_export'
>();
// What the store keeps is what a file holds.
expectTypeOf<StoredGame>().toEqualTypeOf<GameRecord>();
expectTypeOf(resultsSheet).parameters.toEqualTypeOf<[GameLog]>();
expectTypeOf<ResultsSheet['rows'][number]>().toHaveProperty('total').toEqualTypeOf<number>();
