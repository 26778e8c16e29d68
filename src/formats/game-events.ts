/**
 * The game record's events and envelopes as a schema (issue 20): shape and bounds of every field
 * in one place. The engine keeps its own types (it imports nothing from outside itself); the type
 * checks at the end keep the two equal, so the schema cannot drift from what the reducer takes.
 * Bounds that depend on the preset (a worth's han, fu and yakuman multiple) are the widest over
 * all presets here; the replay then applies the game's own preset (engine `worthProblem`).
 */
import * as v from 'valibot';
import { ABORTIVE_DRAW_REASONS, FU_BOUND_CHOICES, HAN_BOUND, HAND_NOTE_THUMBNAIL_MAX, NAME_MAX, POINTS_LIMIT, PRESET_NAMES, REASON_MAX, YAKUMAN_BOUND, winnersOf } from '../engine/index';
import type { Envelope, GameEvent, HandNote } from '../engine/index';
import type { DeepReadonly } from './deep-readonly';

/** Ids and short texts (times, the recorder): generous for a device, small for a file. Names and reasons are bounded by the engine (NAME_MAX, REASON_MAX), so the reducer refuses what a record could not hold. */
export const ID_MAX = 100;
export const SHORT_TEXT_MAX = 64;
/** Four seats at most (three in Kansai). */
const SEATS = 4;

const int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
export const seatSchema = int(0, SEATS - 1);
export const pointsSchema = int(-POINTS_LIMIT, POINTS_LIMIT);

export const handWorthSchema = v.union([
  v.strictObject({ yakuman: int(1, YAKUMAN_BOUND) }),
  v.strictObject({ han: int(1, HAN_BOUND), fu: v.picklist(FU_BOUND_CHOICES as readonly number[]) }),
]);

const winSchema = v.strictObject({ winner: seatSchema, worth: handWorthSchema, liable: v.exactOptional(seatSchema) });
const tenpaiSchema = v.pipe(v.array(seatSchema), v.maxLength(SEATS));

export const gameEventSchema = v.variant('type', [
  v.strictObject({
    v: v.literal(1),
    type: v.literal('start'),
    players: v.pipe(v.array(text(NAME_MAX)), v.minLength(3), v.maxLength(SEATS)),
    preset: v.picklist(PRESET_NAMES),
    startingPoints: v.exactOptional(pointsSchema),
    uma: v.exactOptional(v.pipe(v.array(pointsSchema), v.maxLength(SEATS))),
  }),
  v.strictObject({ v: v.literal(1), type: v.literal('riichi'), seat: seatSchema }),
  v.strictObject({ v: v.literal(1), type: v.literal('ron'), discarder: seatSchema, wins: v.pipe(v.array(winSchema), v.minLength(1), v.maxLength(SEATS - 1)), onRiichiDiscard: v.exactOptional(v.boolean()) }),
  v.strictObject({ v: v.literal(1), type: v.literal('tsumo'), win: winSchema }),
  v.strictObject({ v: v.literal(1), type: v.literal('draw'), tenpai: tenpaiSchema }),
  v.strictObject({ v: v.literal(1), type: v.literal('abortive'), reason: v.picklist(ABORTIVE_DRAW_REASONS) }),
  v.strictObject({ v: v.literal(1), type: v.literal('nagashi'), seat: seatSchema, tenpai: tenpaiSchema }),
  v.strictObject({ v: v.literal(1), type: v.literal('chombo'), seat: seatSchema }),
  v.strictObject({ v: v.literal(1), type: v.literal('adjust'), deltas: v.pipe(v.array(pointsSchema), v.maxLength(SEATS)), reason: text(REASON_MAX) }),
]);

/** Only a JPEG or PNG data URL: a tampered file must not make the history load something from elsewhere. */
const thumbnailSchema = v.pipe(v.string(), v.maxLength(HAND_NOTE_THUMBNAIL_MAX), v.regex(/^data:image\/(jpeg|png);base64,[A-Za-z0-9+/]+=*$/));
/** Tiles in notation with spaces and brackets (`123m 456p [777z] 11z`): a hand with four kongs fits well inside. */
const tilesSchema = v.pipe(v.string(), v.maxLength(120), v.regex(/^[0-9mpsz [\]]*$/));

export const handNoteSchema = v.strictObject({
  winner: seatSchema,
  tiles: tilesSchema,
  yaku: v.pipe(v.array(v.strictTuple([text(NAME_MAX), int(0, HAN_BOUND * 2)])), v.maxLength(40)),
  dora: v.exactOptional(v.pipe(text(40), v.regex(/^[0-9mpsz ]*$/))),
  ura: v.exactOptional(v.pipe(text(40), v.regex(/^[0-9mpsz ]*$/))),
  thumbnail: v.exactOptional(thumbnailSchema),
});

export const envelopeSchema = v.pipe(
  v.strictObject({
    id: v.pipe(text(ID_MAX), v.minLength(1)),
    at: text(SHORT_TEXT_MAX),
    by: text(SHORT_TEXT_MAX),
    event: gameEventSchema,
    hands: v.exactOptional(v.pipe(v.array(handNoteSchema), v.maxLength(SEATS - 1))),
  }),
  // Notes only on a win, one at most per winner, each for a seat that won.
  v.check((e) => {
    if (e.hands === undefined) return true;
    const winners = winnersOf(e.event);
    const seats = e.hands.map((h) => h.winner);
    return seats.every((s) => winners.includes(s)) && new Set(seats).size === seats.length;
  }, 'a hand note belongs to a seat that won this event, one per winner'),
);

// The schema's output and the engine's types are the same shapes, both ways (the engine's are readonly).
type Same<Out, Engine> = [Out] extends [Engine] ? ([Engine] extends [DeepReadonly<Out>] ? true : false) : false;
const sameEvent: Same<v.InferOutput<typeof gameEventSchema>, GameEvent> = true;
const sameNote: Same<v.InferOutput<typeof handNoteSchema>, HandNote> = true;
const sameEnvelope: Same<v.InferOutput<typeof envelopeSchema>, Envelope> = true;
void [sameEvent, sameNote, sameEnvelope];
