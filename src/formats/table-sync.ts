/**
 * What crosses the network for club and tournament play (issue 22, point 4), as schemas: the
 * server checks every request body with these, and the device and the tournament page read every
 * answer with them. One file, so the server and its clients cannot drift apart. The HTTP routes
 * that carry them are described in src/server/API.md.
 *
 * No engine import at run time beyond the event schema: the envelopes are the game record's own
 * (`envelopeSchema`), so an event the device's store accepts is one the server's schema accepts,
 * and the server then replays it through the same reducer.
 */
import * as v from 'valibot';
import { NAME_MAX, PRESET_NAMES } from '../engine/index';
import { envelopeSchema } from './game-events';
import { MAX_EVENTS, TITLE_MAX } from './game-record';
import { GAME_ID_PATTERN, SECRET_PATTERN } from './pairing-link';
import type { DeepReadonly } from './deep-readonly';

/** A tournament id: the same alphabet as a game id (it names a leaderboard in an overlay link). */
export const TOURNAMENT_ID_PATTERN = GAME_ID_PATTERN;
/** Players in one tournament: a big EMA event has under 200. */
export const MAX_PLAYERS = 512;
/** Sessions (hanchan rounds) in one tournament. */
export const MAX_SESSIONS = 64;
/** Envelopes in one sync request: a device that was offline for a whole game sends it in a few requests. */
export const MAX_SYNC_BATCH = 200;
/** Penalty points a referee may deduct in one ruling. */
export const MAX_PENALTY = 1_000_000;
export const REASON_TEXT_MAX = 200;

const name = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(NAME_MAX));
const int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

export const gameIdSchema = v.pipe(v.string(), v.regex(GAME_ID_PATTERN));
export const tournamentIdSchema = v.pipe(v.string(), v.regex(TOURNAMENT_ID_PATTERN));
export const secretSchema = v.pipe(v.string(), v.regex(SECRET_PATTERN));

// ---- requests -----------------------------------------------------------------------------------

/** POST /api/tournaments: anyone who reaches the server may open one; its admin secret comes back once. */
export const createTournamentSchema = v.strictObject({
  title: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(TITLE_MAX)),
  preset: v.picklist(PRESET_NAMES),
  /** Unique names (compared case-insensitively after trimming). */
  players: v.pipe(v.array(name), v.minLength(3), v.maxLength(MAX_PLAYERS)),
});

/**
 * POST /api/tournaments/:id/sessions (admin): the next session's seating. Either the tables as
 * names, each table the preset's number of seats (4, or 3 for a three-player preset), every name
 * a player of the tournament and at most once in the session; or `auto`, which seats everyone
 * (the player count must divide by the table size) keeping repeat meetings few.
 */
export const addSessionSchema = v.union([
  v.strictObject({ tables: v.pipe(v.array(v.pipe(v.array(name), v.minLength(3), v.maxLength(4))), v.minLength(1), v.maxLength(MAX_PLAYERS / 3)) }),
  v.strictObject({ seating: v.literal('auto') }),
]);

/** POST /api/tournaments/:id/penalties (admin): points deducted from a player's tournament total (EMA referee penalty). */
export const addPenaltySchema = v.strictObject({
  player: name,
  points: int(1, MAX_PENALTY),
  reason: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(REASON_TEXT_MAX)),
});

/**
 * POST /api/games/:game/events (the table's secret as `Authorization: Bearer SECRET`): envelopes
 * for positions `base`, `base + 1`, ... of the server's log. An envelope the server already holds
 * at that position, identical, is acknowledged again (idempotent by event id); one that differs
 * there is a divergence.
 */
export const syncRequestSchema = v.strictObject({
  base: int(0, MAX_EVENTS),
  entries: v.pipe(v.array(envelopeSchema), v.minLength(1), v.maxLength(MAX_SYNC_BATCH)),
});

// ---- answers ------------------------------------------------------------------------------------

/** Every refusal: a stable code for programs, a sentence for people, and the field at fault where there is one. */
export const apiErrorSchema = v.object({
  error: v.string(),
  message: v.string(),
  field: v.exactOptional(v.string()),
});

/** 200 from POST /api/games/:game/events: the server's log length after the request, and what this request added. */
export const syncAnswerSchema = v.object({
  length: int(0, MAX_EVENTS),
  accepted: int(0, MAX_SYNC_BATCH),
  duplicates: int(0, MAX_SYNC_BATCH),
});

/**
 * 409 from POST /api/games/:game/events: the device's log and the server's disagree at `at` (an
 * envelope with another id or other content there), or the request starts past the server's end
 * (`gap`). The device is told, and resolves it by pulling the server's log.
 */
export const syncConflictSchema = v.object({
  error: v.picklist(['diverged', 'gap']),
  message: v.string(),
  at: int(0, MAX_EVENTS),
  length: int(0, MAX_EVENTS),
});

/** A table's place in its tournament, as GET /api/games/:game gives it (no secret). */
export const tableInfoSchema = v.object({
  game: gameIdSchema,
  tournament: v.object({ id: tournamentIdSchema, title: v.string() }),
  preset: v.picklist(PRESET_NAMES),
  session: int(1, MAX_SESSIONS),
  table: int(1, MAX_PLAYERS),
  /** The names seated at this table; the game's start event must name exactly these, in any seat order. */
  players: v.array(v.string()),
});

/** GET /api/games/:game: the table and its log on the server (events in effect only: the server's log has no undo tail). */
export const serverGameSchema = v.object({
  table: tableInfoSchema,
  entries: v.pipe(v.array(envelopeSchema), v.maxLength(MAX_EVENTS)),
});

const tableSummarySchema = v.object({
  number: int(1, MAX_PLAYERS),
  game: gameIdSchema,
  players: v.array(v.string()),
  /** Events on the server. */
  events: int(0, MAX_EVENTS),
  started: v.boolean(),
  ended: v.boolean(),
  /** Prevalent wind 0-3 and hand 0-3 once started. */
  round: v.nullable(v.object({ wind: int(0, 3), hand: int(0, 3) })),
  /** When its last event arrived (ISO 8601), null before the first. */
  updatedAt: v.nullable(v.string()),
});

/** One row of the live standings, all points in game points (a 1000-point stick is 1000). */
export const standingRowSchema = v.object({
  rank: int(1, MAX_PLAYERS),
  player: v.string(),
  /** Games that count (started); finished ones are final, unfinished ones provisional. */
  games: int(0, MAX_SESSIONS),
  /** Per session: that game's score (points - starting points + uma + leftover sticks - chombo deductions), null where not seated or not started. */
  sessions: v.array(v.nullable(v.number())),
  /** Sum of the uma included in `sessions`. */
  uma: v.number(),
  /** Referee penalties (tournament level, not in any game). */
  penalties: v.number(),
  /** Sum of `sessions` minus `penalties`. */
  total: v.number(),
});

export const penaltySchema = v.object({ player: v.string(), points: v.number(), reason: v.string(), at: v.string() });

/** GET /api/tournaments/:id: everything the referee's page and the leaderboard overlay show; no secret. */
export const tournamentViewSchema = v.object({
  id: tournamentIdSchema,
  title: v.string(),
  preset: v.picklist(PRESET_NAMES),
  createdAt: v.string(),
  players: v.array(v.string()),
  sessions: v.array(v.object({ number: int(1, MAX_SESSIONS), tables: v.array(tableSummarySchema) })),
  standings: v.array(standingRowSchema),
  penalties: v.array(penaltySchema),
});

/** 201 from POST /api/tournaments: the view, and the admin secret (shown once; the server keeps only its hash). */
export const createdTournamentSchema = v.object({ tournament: tournamentViewSchema, adminSecret: secretSchema });

/** GET /api/tournaments/:id/pairings (admin): each table's pairing, for its link and QR code. */
export const pairingsSchema = v.object({
  tables: v.array(v.object({ session: int(1, MAX_SESSIONS), table: int(1, MAX_PLAYERS), game: gameIdSchema, secret: secretSchema })),
});

export type CreateTournament = v.InferInput<typeof createTournamentSchema>;
export type AddSession = v.InferInput<typeof addSessionSchema>;
export type AddPenalty = v.InferInput<typeof addPenaltySchema>;
export type SyncRequest = v.InferInput<typeof syncRequestSchema>;
export type ApiError = DeepReadonly<v.InferOutput<typeof apiErrorSchema>>;
export type SyncAnswer = DeepReadonly<v.InferOutput<typeof syncAnswerSchema>>;
export type SyncConflict = DeepReadonly<v.InferOutput<typeof syncConflictSchema>>;
export type TableInfo = DeepReadonly<v.InferOutput<typeof tableInfoSchema>>;
export type ServerGame = DeepReadonly<v.InferOutput<typeof serverGameSchema>>;
export type StandingRow = DeepReadonly<v.InferOutput<typeof standingRowSchema>>;
export type TournamentView = DeepReadonly<v.InferOutput<typeof tournamentViewSchema>>;
export type CreatedTournament = DeepReadonly<v.InferOutput<typeof createdTournamentSchema>>;
export type Pairings = DeepReadonly<v.InferOutput<typeof pairingsSchema>>;
