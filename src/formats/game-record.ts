/**
 * A game record read back from outside the engine (the browser store, an imported file): the
 * schema of its fields and events, unique event ids, and the whole log replaying under the
 * rules. The store and the import share this one check. A record that fails comes back as a
 * coded value with a reason and the field at fault, never a throw.
 */
import * as v from 'valibot';
import { replay, type GameErrorCode, type GameRecord } from '../engine/index';
import { type Result, ok, err } from '../engine/result';
import { ID_MAX, SHORT_TEXT_MAX, envelopeSchema } from './game-events';
import { indexAfter, issuePath } from './issue-path';

/** Far more events than any game has (a long one has a few hundred), so a file cannot make the replay crawl. */
export const MAX_EVENTS = 10_000;
export const TITLE_MAX = 200;

export const gameRecordSchema = v.strictObject({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(ID_MAX)),
  title: v.pipe(v.string(), v.maxLength(TITLE_MAX)),
  /** ISO 8601. */
  createdAt: v.pipe(v.string(), v.maxLength(SHORT_TEXT_MAX)),
  log: v.strictObject({
    entries: v.pipe(v.array(envelopeSchema), v.maxLength(MAX_EVENTS)),
    cursor: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_EVENTS)),
  }),
});

export const RECORD_ERROR_CODES = ['bad_fields', 'bad_cursor', 'malformed_event', 'duplicate_event_id', 'refused_event'] as const;
export type RecordErrorCode = (typeof RECORD_ERROR_CODES)[number];

export interface RecordError {
  readonly code: RecordErrorCode;
  /** Human-readable; the store shows it as the reason a record is damaged. */
  readonly reason: string;
  /** 1-based number of the offending event, for malformed_event, duplicate_event_id and refused_event. */
  readonly event?: number;
  /** The rules' refusal code, for refused_event. */
  readonly rule?: GameErrorCode;
  /** Where in the record the schema found the fault (`log.entries[2].event.wins[0].worth.fu`). */
  readonly field?: string;
}

function shapeError(issue: v.BaseIssue<unknown>): RecordError {
  const field = issuePath(issue);
  const at = indexAfter(issue, ['log', 'entries']);
  if (at !== null) return { code: 'malformed_event', reason: `event ${at + 1} is malformed (${field}: ${issue.message})`, event: at + 1, field };
  if (field === 'log.cursor') return { code: 'bad_cursor', reason: 'the log or its cursor is malformed', field };
  return { code: 'bad_fields', reason: field === '' ? 'not a game record' : `${field}: ${issue.message}`, ...(field === '' ? {} : { field }) };
}

export function checkGameRecord(record: unknown): Result<GameRecord, RecordError> {
  const parsed = v.safeParse(gameRecordSchema, record, { abortEarly: true });
  if (!parsed.success) return err(shapeError(parsed.issues[0]));
  const game = parsed.output;
  const { entries, cursor } = game.log;
  if (cursor > entries.length) return err({ code: 'bad_cursor', reason: 'the log or its cursor is malformed', field: 'log.cursor' });
  // Ids name events for edits and for the overlay: two alike would make one edit land on the other.
  const seen = new Set<string>();
  for (const [i, e] of entries.entries()) {
    if (seen.has(e.id)) return err({ code: 'duplicate_event_id', reason: `event ${i + 1} has the id of an earlier event`, event: i + 1, field: `log.entries[${i}].id` });
    seen.add(e.id);
  }
  // The whole log, redo tail included: a redo must not land on a refused event.
  const replayed = replay(entries);
  if (!replayed.ok) {
    const n = replayed.error.index + 1;
    const rule = replayed.error.error.code;
    return err({ code: 'refused_event', reason: `event ${n} is refused by the rules: ${rule}`, event: n, rule });
  }
  return ok(game);
}
