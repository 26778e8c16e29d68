/**
 * The game log: the recorded envelopes and a cursor. The state is always a fold of the events
 * before the cursor, so undo and redo only move the cursor, and editing a past event re-derives
 * every later state by replaying (BH4HPA's "undo is a wrapper, not a feature of the reducer").
 */
import { type Result, ok, err } from '../result';
import type { Envelope } from './events';
import { reduce, type GameError } from './reduce';
import type { GameState } from './state';

export interface GameLog {
  readonly entries: readonly Envelope[];
  /** Events [0, cursor) are in effect; those after it can be redone. */
  readonly cursor: number;
}

/** A game as kept or exported: its title, when it began, and its log (events and undo cursor). */
export interface GameRecord {
  readonly id: string;
  readonly title: string;
  /** ISO 8601. */
  readonly createdAt: string;
  readonly log: GameLog;
}

export interface LogError {
  readonly index: number;
  readonly id: string;
  readonly error: GameError;
}

export const emptyLog: GameLog = { entries: [], cursor: 0 };

/** Folds the envelopes from the start; the first refused event stops the replay. */
export function replay(entries: readonly Envelope[]): Result<GameState | null, LogError> {
  let state: GameState | null = null;
  for (const [index, e] of entries.entries()) {
    const next = reduce(state, e.event);
    if (!next.ok) return err({ index, id: e.id, error: next.error });
    state = next.value;
  }
  return ok(state);
}

/** The state the log is at (null before the start event). Throws only if the log was built by hand and is broken. */
export function stateOf(log: GameLog): GameState | null {
  const r = replay(log.entries.slice(0, log.cursor));
  if (!r.ok) throw new Error(`game log holds a refused event at ${r.error.index}: ${r.error.error.code}`);
  return r.value;
}

/** Records a new event at the cursor; the redo tail is dropped. A refused event leaves the log as it was. */
export function append(log: GameLog, envelope: Envelope): Result<GameLog, GameError> {
  const next = reduce(stateOf(log), envelope.event);
  if (!next.ok) return next;
  return ok({ entries: [...log.entries.slice(0, log.cursor), envelope], cursor: log.cursor + 1 });
}

export const canUndo = (log: GameLog): boolean => log.cursor > 0;
export const canRedo = (log: GameLog): boolean => log.cursor < log.entries.length;

/** null when there is nothing to undo. */
export const undo = (log: GameLog): GameLog | null => (canUndo(log) ? { ...log, cursor: log.cursor - 1 } : null);

/** null when there is nothing to redo. */
export const redo = (log: GameLog): GameLog | null => (canRedo(log) ? { ...log, cursor: log.cursor + 1 } : null);

export interface EditResult {
  readonly log: GameLog;
  /** Later events that the edit made invalid: dropped from the log, reported so they can be re-entered. */
  readonly dropped: readonly LogError[];
}

/**
 * Replaces the event at `index` (which must be valid where it stands) and re-derives everything
 * after it. Later events that no longer apply are dropped and reported; the cursor stays at the
 * same number of events in effect, less those dropped before it.
 */
export function editAt(log: GameLog, index: number, envelope: Envelope): Result<EditResult, LogError> {
  if (!Number.isInteger(index) || index < 0 || index >= log.entries.length) {
    return err({ index, id: envelope.id, error: { code: 'no_such_event', detail: `no event at ${index}` } });
  }
  const before = replay(log.entries.slice(0, index));
  if (!before.ok) return before;
  let state = before.value;
  const first = reduce(state, envelope.event);
  if (!first.ok) return err({ index, id: envelope.id, error: first.error });
  state = first.value;
  const kept: Envelope[] = [...log.entries.slice(0, index), envelope];
  const dropped: LogError[] = [];
  let cursor = log.cursor;
  for (let i = index + 1; i < log.entries.length; i++) {
    const e = log.entries[i]!;
    const next = reduce(state, e.event);
    if (next.ok) {
      state = next.value;
      kept.push(e);
    } else {
      dropped.push({ index: i, id: e.id, error: next.error });
      if (i < log.cursor) cursor--;
    }
  }
  return ok({ log: { entries: kept, cursor }, dropped });
}
