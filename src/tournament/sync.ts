/**
 * The sync decision (src/server/API.md, "Sync"): given the server's log of a tournament table and
 * a device's request, what happens: duplicates acknowledged, new events appended, or the whole
 * request refused (diverged, gap, refused by the rules, wrong table). Pure: the route reads the
 * log and writes what this decides in one transaction, so the rules live here, tested without a
 * database. New events go through the engine's own reducer, the one the device ran.
 */
import { reduce, replay, type Envelope, type GameError, type GameEvent, type GameState, type PresetName } from '../engine/index';
import { canonicalJson } from '../formats/content-hash';
import { MAX_EVENTS } from '../formats/game-record';

/** What a table was seated with: its game's start event must match it. */
export interface TableSeating {
  readonly preset: PresetName;
  readonly players: readonly string[];
}

export interface SyncInput {
  readonly base: number;
  readonly entries: readonly Envelope[];
}

export type SyncDecision =
  /** Store `append` at the log's end; `length` is the log's length after it. */
  | { readonly kind: 'accepted'; readonly append: readonly Envelope[]; readonly duplicates: number; readonly length: number }
  /** 409: nothing stored; `at` is the first position in dispute (for a gap, the log's end). */
  | { readonly kind: 'conflict'; readonly error: 'diverged' | 'gap'; readonly at: number; readonly length: number; readonly message: string }
  /** 422: nothing stored. `message` begins with the rule's code. */
  | { readonly kind: 'refused'; readonly error: 'refused_event' | 'wrong_table'; readonly field: string; readonly message: string };

/** Same id and same content: key order does not count (a jsonb column gives keys back in its own order). */
export const sameEnvelope = (a: Envelope, b: Envelope): boolean => a.id === b.id && canonicalJson(a) === canonicalJson(b);

const sameNames = (a: readonly string[], b: readonly string[]): boolean => {
  const sort = (x: readonly string[]): string => JSON.stringify([...x].sort());
  return a.length === b.length && sort(a) === sort(b);
};

/**
 * Why a start event does not seat this table (its preset, exactly its players in any seat order,
 * the preset's own starting points and uma), as the field at fault below the event and a reason;
 * null when it does. The device asks the same before it starts a table's game (src/sync/table-game.ts).
 */
export function startProblem(event: GameEvent, seating: TableSeating): { readonly field: string; readonly message: string } | null {
  if (event.type !== 'start') return null;
  if (event.preset !== seating.preset) return { field: 'preset', message: `this table plays ${seating.preset}, not ${event.preset}` };
  if (!sameNames(event.players, seating.players)) return { field: 'players', message: `this table seats ${seating.players.join(', ')}` };
  // Every table of a tournament plays the preset's starting points and uma: one table's own would
  // make its scores incomparable with the others' in the standings.
  if (event.startingPoints !== undefined) return { field: 'startingPoints', message: `tables of this tournament start with the preset's points` };
  if (event.uma !== undefined) return { field: 'uma', message: `tables of this tournament play the preset's uma` };
  return null;
}

function wrongTable(e: Envelope, seating: TableSeating, field: string): SyncDecision | null {
  const problem = startProblem(e.event, seating);
  return problem === null ? null : { kind: 'refused', error: 'wrong_table', field: `${field}.event.${problem.field}`, message: problem.message };
}

const refused = (error: GameError, field: string): SyncDecision => ({ kind: 'refused', error: 'refused_event', field, message: `${error.code}: ${error.detail}` });

/** The state after the server's log; the log was accepted event by event, so it replays. */
function stateAfter(log: readonly Envelope[]): GameState | null {
  const r = replay(log);
  if (!r.ok) throw new Error(`the stored log of this game holds a refused event at ${r.error.index}: ${r.error.error.code}`);
  return r.value;
}

/**
 * Decides one request against the server's log `log` (events in effect, in order). The whole
 * request is accepted or refused: a refusal at entry 5 stores nothing of entries 0 to 4 either,
 * so a device that resends after fixing its log never finds half of a request kept.
 */
export function decideSync(log: readonly Envelope[], request: SyncInput, seating: TableSeating): SyncDecision {
  const length = log.length;
  if (request.base > length) return { kind: 'conflict', error: 'gap', at: length, length, message: `the server holds ${length} events; this request starts at ${request.base}` };
  const held = new Map(log.map((e, i) => [e.id, i]));
  const append: Envelope[] = [];
  let duplicates = 0;
  let state: GameState | null | undefined;
  for (const [i, entry] of request.entries.entries()) {
    const p = request.base + i;
    const field = `entries[${i}]`;
    if (p < length) {
      if (!sameEnvelope(log[p]!, entry)) return { kind: 'conflict', error: 'diverged', at: p, length, message: `the server holds another event at ${p}` };
      duplicates++;
      continue;
    }
    if (held.has(entry.id)) return { kind: 'conflict', error: 'diverged', at: p, length, message: `event ${entry.id} is held at ${held.get(entry.id)}, not ${p}` };
    if (p >= MAX_EVENTS) return { kind: 'refused', error: 'refused_event', field, message: `log_full: a game holds ${MAX_EVENTS} events at most` };
    const mismatch = wrongTable(entry, seating, field);
    if (mismatch !== null) return mismatch;
    // The state is built only when something is new: a retry of acknowledged events replays nothing.
    if (state === undefined) state = stateAfter(log);
    const next = reduce(state, entry.event);
    if (!next.ok) return refused(next.error, `${field}.event`);
    state = next.value;
    held.set(entry.id, p);
    append.push(entry);
  }
  return { kind: 'accepted', append, duplicates, length: length + append.length };
}
