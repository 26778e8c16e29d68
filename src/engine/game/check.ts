/**
 * Checks a game record read back from outside the engine (the browser store, an imported file):
 * the right fields, every event well formed (`isGameEvent`) and the whole log replaying under the
 * rules. Kept in the engine so the store and the import share one check and the engine never
 * imports from the UI. A record that fails comes back as a coded value with a reason, never a throw.
 */
import { type Result, ok, err } from '../result';
import type { Envelope, GameEvent } from './events';
import type { GameLog } from './log';
import type { GameErrorCode } from './reduce';
import { isGameEvent, isHandNote } from './shape';
import { replay } from './log';

/** A game as kept or exported: its title, when it began, and its log (events and undo cursor). */
export interface GameRecord {
  readonly id: string;
  readonly title: string;
  /** ISO 8601. */
  readonly createdAt: string;
  readonly log: GameLog;
}

export const RECORD_ERROR_CODES = ['bad_fields', 'bad_cursor', 'malformed_event', 'refused_event'] as const;
export type RecordErrorCode = (typeof RECORD_ERROR_CODES)[number];

export interface RecordError {
  readonly code: RecordErrorCode;
  /** Human-readable; the store shows it as the reason a record is damaged. */
  readonly reason: string;
  /** 1-based number of the offending event, for malformed_event and refused_event. */
  readonly event?: number;
  /** The rules' refusal code, for refused_event. */
  readonly rule?: GameErrorCode;
}

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The seats that won in an event: the only seats a hand note may belong to. */
export function winnersOf(event: GameEvent): readonly number[] {
  if (event.type === 'ron') return event.wins.map((w) => w.winner);
  return event.type === 'tsumo' ? [event.win.winner] : [];
}

/** Notes only on a win, one at most per winner, each for a seat that won. */
function areNotesOf(hands: unknown, event: GameEvent): boolean {
  if (hands === undefined) return true;
  if (!Array.isArray(hands) || !hands.every(isHandNote)) return false;
  const winners = winnersOf(event);
  const seats = hands.map((h) => h.winner);
  return seats.every((s) => winners.includes(s)) && new Set(seats).size === seats.length;
}

function isEnvelope(x: unknown): x is Envelope {
  return isObj(x) && typeof x.id === 'string' && typeof x.at === 'string' && typeof x.by === 'string' && isGameEvent(x.event) && areNotesOf(x.hands, x.event);
}

export function checkGameRecord(record: unknown): Result<GameRecord, RecordError> {
  if (!isObj(record)) return err({ code: 'bad_fields', reason: 'not a game record' });
  const { id, title, createdAt, log } = record;
  if (typeof id !== 'string' || typeof title !== 'string' || typeof createdAt !== 'string') return err({ code: 'bad_fields', reason: 'id, title or date missing' });
  // The store has always given one reason for both; the codes tell them apart for an import.
  const logReason = 'the log or its cursor is malformed';
  if (!isObj(log) || !Array.isArray(log.entries)) return err({ code: 'bad_fields', reason: logReason });
  const entries: unknown[] = log.entries;
  const cursor = log.cursor;
  if (typeof cursor !== 'number' || !Number.isInteger(cursor) || cursor < 0 || cursor > entries.length) return err({ code: 'bad_cursor', reason: logReason });
  const bad = entries.findIndex((e) => !isEnvelope(e));
  if (bad >= 0) return err({ code: 'malformed_event', reason: `event ${bad + 1} is malformed`, event: bad + 1 });
  const valid = entries as Envelope[];
  // The whole log, redo tail included: a redo must not land on a refused event.
  const replayed = replay(valid);
  if (!replayed.ok) {
    const n = replayed.error.index + 1;
    const rule = replayed.error.error.code;
    return err({ code: 'refused_event', reason: `event ${n} is refused by the rules: ${rule}`, event: n, rule });
  }
  return ok({ id, title, createdAt, log: { entries: valid, cursor } });
}
