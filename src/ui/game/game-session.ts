/**
 * The game being recorded, between the screen and the store: every change (a new event, undo,
 * redo, a past hand edited) is checked by the engine, written to the store, and only then becomes
 * the game the screen shows. A refused event leaves everything as it was; a write that fails
 * leaves the game as it was stored, so the screen never shows a hand the store does not hold.
 * DOM-free: the clock, the ids and the store come in, so it runs in Node tests as in the page.
 */
import { type Result, ok, err } from '../../engine/result';
import { checkGameRecord, type RecordError } from '../../formats/game-record';
import { append, editAt, winnersOf, emptyLog, redo, stateOf, undo, type Envelope, type GameError, type GameEvent, type GameLog, type GameState, type HandNote, type LogError } from '../../engine/index';
import type { GameStore, StoredGame } from '../../store/game-store';

/**
 * Detail of the `game-event` DOM event that the table, the dialogs and the score card fire: an
 * event to record, with the winning hands as seen for a win. The view that owns the game records it.
 */
export interface GameEventDetail {
  readonly event: GameEvent;
  readonly hands?: readonly HandNote[];
}

/**
 * Detail of the `game-edit` DOM event the dialogs fire when a recorded event is corrected: the
 * event's index in the log and what it should have been. The view that owns the game applies it.
 */
export interface GameEditDetail {
  readonly index: number;
  readonly event: GameEvent;
}

export interface SessionClock {
  /** ISO 8601 time of an event. */
  readonly now: () => string;
  /** A fresh unique id, for games and events. */
  readonly newId: () => string;
}

/** The page's clock and ids. */
export const PAGE_CLOCK: SessionClock = { now: () => new Date().toISOString(), newId: () => crypto.randomUUID() };

export type SessionError =
  /** The rules refuse the event where it stands; nothing was written. */
  | { readonly code: 'refused'; readonly error: GameError }
  /** An edit of a past event the rules refuse. */
  | { readonly code: 'refused_edit'; readonly error: LogError }
  /** Nothing to undo or redo. */
  | { readonly code: 'nothing'; readonly reason: string }
  /** The change would make a record the store cannot read back (a bug, never written). */
  | { readonly code: 'unreadable'; readonly error: RecordError }
  /** The store did not commit the write: the game is as it was before. */
  | { readonly code: 'not_saved'; readonly reason: string };

export interface Saved {
  readonly game: StoredGame;
  /** Later events that an edit of a past hand made invalid, dropped from the log. */
  readonly dropped: readonly LogError[];
}

/** Who records, in each envelope: one scorer per device for now. */
const SCORER = 'scorer';

async function save(store: GameStore, game: StoredGame, log: GameLog, dropped: readonly LogError[] = []): Promise<Result<Saved, SessionError>> {
  const next: StoredGame = { ...game, log };
  // What the store would refuse to read back is never written: a reload must find this game.
  const readable = checkGameRecord(next);
  if (!readable.ok) return err({ code: 'unreadable', error: readable.error });
  try {
    await store.saveGame(next);
  } catch (e) {
    return err({ code: 'not_saved', reason: e instanceof Error ? e.message : String(e) });
  }
  return ok({ game: next, dropped });
}

/** The state the game is at, or null before its start event (a game is always saved with one). */
export const gameState = (game: StoredGame): GameState | null => stateOf(game.log);

/**
 * A new game: checked by the rules (players, preset) and stored with its start event. `id` is
 * given for a tournament table's game, whose id is the table's on the server; else a fresh one.
 */
export async function startGame(store: GameStore, clock: SessionClock, title: string, start: Extract<GameEvent, { type: 'start' }>, id?: string): Promise<Result<Saved, SessionError>> {
  const createdAt = clock.now();
  const first: Envelope = { id: clock.newId(), at: createdAt, by: SCORER, event: start };
  const log = append(emptyLog, first);
  if (!log.ok) return err({ code: 'refused', error: log.error });
  return save(store, { id: id ?? clock.newId(), title: title.trim() === '' ? createdAt.slice(0, 10) : title.trim(), createdAt, log: emptyLog }, log.value);
}

/** Records an event (with the winning hands as seen, for a win) at the undo cursor. */
export async function recordEvent(store: GameStore, clock: SessionClock, game: StoredGame, event: GameEvent, hands?: readonly HandNote[]): Promise<Result<Saved, SessionError>> {
  const envelope: Envelope = { id: clock.newId(), at: clock.now(), by: SCORER, event, ...(hands === undefined || hands.length === 0 ? {} : { hands }) };
  const log = append(game.log, envelope);
  if (!log.ok) return err({ code: 'refused', error: log.error });
  return save(store, game, log.value);
}

/** Takes back the last event in effect; the start event stays (closing the game is another action). */
export async function undoEvent(store: GameStore, game: StoredGame): Promise<Result<Saved, SessionError>> {
  const log = game.log.cursor > 1 ? undo(game.log) : null;
  if (log === null) return err({ code: 'nothing', reason: 'nothing to undo' });
  return save(store, game, log);
}

export async function redoEvent(store: GameStore, game: StoredGame): Promise<Result<Saved, SessionError>> {
  const log = redo(game.log);
  if (log === null) return err({ code: 'nothing', reason: 'nothing to redo' });
  return save(store, game, log);
}

/** Replaces a past event (keeping its id and the hands seen unless new ones come); everything after it is re-derived. */
export async function editEvent(store: GameStore, clock: SessionClock, game: StoredGame, index: number, event: GameEvent, hands?: readonly HandNote[]): Promise<Result<Saved, SessionError>> {
  const old = game.log.entries[index];
  if (old === undefined) return err({ code: 'nothing', reason: `no event ${index + 1}` });
  // The hands seen stay with the seats that still win.
  const winners = winnersOf(event);
  const keptHands = (hands ?? old.hands)?.filter((h) => winners.includes(h.winner));
  const envelope: Envelope = { id: old.id, at: clock.now(), by: SCORER, event, ...(keptHands === undefined || keptHands.length === 0 ? {} : { hands: keptHands }) };
  const edited = editAt(game.log, index, envelope);
  if (!edited.ok) return err({ code: 'refused_edit', error: edited.error });
  return save(store, game, edited.value.log, edited.value.dropped);
}

export const canUndoGame = (game: StoredGame): boolean => game.log.cursor > 1;
export const canRedoGame = (game: StoredGame): boolean => game.log.cursor < game.log.entries.length;
