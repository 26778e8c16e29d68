// Compile-time checks of the game record's public surface (run by `npm run typecheck`): the app
// side (storage, undo buttons) will build on these shapes.
import { expectTypeOf } from 'vitest';
import { reduce, append, undo, type GameEvent, type GameState, type GameError, type GameLog, type Envelope, type Result } from '../../src/engine/index';

expectTypeOf(reduce).parameters.toEqualTypeOf<[GameState | null, GameEvent]>();
expectTypeOf(reduce).returns.toEqualTypeOf<Result<GameState, GameError>>();
expectTypeOf(append).returns.toEqualTypeOf<Result<GameLog, GameError>>();
// Undo says "nothing to undo" with null, not a throw.
expectTypeOf(undo).returns.toEqualTypeOf<GameLog | null>();
// Every event carries its format version; time and identity live only in the envelope.
expectTypeOf<GameEvent['v']>().toEqualTypeOf<1>();
expectTypeOf<keyof Envelope>().toEqualTypeOf<'id' | 'at' | 'by' | 'event' | 'hands'>();
// What was seen of a winning hand rides in the envelope too: the reducer never reads it.
expectTypeOf<keyof GameEvent>().not.toEqualTypeOf<'hands'>();
// @ts-expect-error an event without a version is not an event
const unversioned: GameEvent = { type: 'riichi', seat: 0 };
void unversioned;
