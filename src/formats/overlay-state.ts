/**
 * The stream overlay's state as it travels (issue 20): one schema gives its type, its bounds and
 * the field at fault. Imports nothing of the engine at run time, so the relay, which Vite's config
 * loads in Node, stays free of it: the worth bounds are written here and a test holds them equal
 * to the engine's (`HAN_BOUND`, `FU_BOUND_CHOICES`, `YAKUMAN_BOUND`). The preset is checked as a
 * name: the overlay falls back to plain han and fu text for one it does not know.
 */
import * as v from 'valibot';
import type { DeepReadonly } from './deep-readonly.ts';

export const OVERLAY_STATE_VERSION = 1;
export const WINDS = ['1z', '2z', '3z', '4z'] as const;
export type WindTile = (typeof WINDS)[number];

/** The engine's bounds over every preset (held equal by test/formats/overlay-state.test.ts). */
export const OVERLAY_HAN_MAX = 101;
export const OVERLAY_YAKUMAN_MAX = 2;
export const OVERLAY_FU = [20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140] as const;
/**
 * A player's name and a yaku's name as the overlay draws them: the engine's NAME_MAX (held equal by
 * test/formats/overlay-state.test.ts), so every name a game accepts (and the start form's
 * maxlength allows) is one the overlay draws.
 */
export const OVERLAY_NAME_MAX = 64;
/** Points stay far inside this in any real game (the engine's POINTS_LIMIT); the bound keeps nonsense out. */
const POINTS = 10_000_000;

const int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
const text = (max: number) => v.pipe(v.string(), v.maxLength(max));

const seatSchema = v.object({ name: text(OVERLAY_NAME_MAX), points: int(-POINTS, POINTS), wind: v.picklist(WINDS), dealer: v.boolean(), riichi: v.boolean() });

const worthSchema = v.union([v.object({ yakuman: int(1, OVERLAY_YAKUMAN_MAX) }), v.object({ han: int(1, OVERLAY_HAN_MAX), fu: v.picklist(OVERLAY_FU as readonly number[]) })]);

const winSchema = v.object({
  winner: int(0, 3),
  worth: worthSchema,
  /** The reading that scored, in notation (`123m 456p [777z] 11z`); absent when only the worth was entered. */
  tiles: v.exactOptional(v.pipe(text(120), v.regex(/^[0-9mpsz? [\]()]*$/))),
  // As a game record allows them (src/formats/game-events.ts): a hand the record keeps must not be one the overlay refuses.
  yaku: v.pipe(v.array(v.strictTuple([text(OVERLAY_NAME_MAX), int(0, 2 * OVERLAY_HAN_MAX)])), v.maxLength(40)),
  dora: v.exactOptional(v.pipe(text(40), v.regex(/^[0-9mpsz ]*$/))),
});

const handSchema = v.object({
  /** The event's id: a new id is a new hand to animate in, the same one is only redrawn. */
  id: text(100),
  kind: v.picklist(['ron', 'tsumo']),
  wins: v.pipe(v.array(winSchema), v.minLength(1), v.maxLength(3)),
  /** Each seat's change in points over that event (counters and sticks included). */
  deltas: v.pipe(v.array(int(-POINTS, POINTS)), v.maxLength(4)),
});

export const overlayStateSchema = v.pipe(
  v.object({
    v: v.literal(OVERLAY_STATE_VERSION),
    title: text(200),
    preset: v.pipe(text(32), v.regex(/^[a-z0-9-]+$/)),
    seats: v.pipe(v.array(seatSchema), v.minLength(3), v.maxLength(4)),
    /** Prevalent wind 0-3 (East-North) and hand number within it, 0-based. */
    round: v.object({ wind: int(0, 3), hand: int(0, 3) }),
    honba: int(0, 999),
    sticks: int(0, 999),
    ended: v.boolean(),
    lastHand: v.nullable(handSchema),
  }),
  // What the table's size decides: the dealer's seat, the winners, one delta per seat.
  v.forward(
    v.check((s) => s.round.hand < s.seats.length, 'the dealer is one of the seats'),
    ['round', 'hand'],
  ),
  v.forward(
    v.check((s) => s.lastHand === null || (s.lastHand.deltas.length === s.seats.length && s.lastHand.wins.length < s.seats.length && s.lastHand.wins.every((w) => w.winner < s.seats.length)), 'one delta per seat, winners among the seats'),
    ['lastHand'],
  ),
);

export type OverlayState = DeepReadonly<v.InferOutput<typeof overlayStateSchema>>;
export type OverlaySeat = OverlayState['seats'][number];
export type OverlayHand = NonNullable<OverlayState['lastHand']>;
export type OverlayWin = OverlayHand['wins'][number];
