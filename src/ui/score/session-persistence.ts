/**
 * The scoring session (scoring-session.ts) to and from the page's storage
 * (src/store/scoring-session-store.ts): restored when the page opens, written as it changes
 * (debounced, and at once when the page is hidden). A stored session that does not read is dropped
 * by the store; the session then opens empty and says so (`ScoringSession.dropped`).
 */
import { debouncedWriter, readSession, type SessionStorage, type StoredSession } from '../../store/scoring-session-store';
import { recallSituation, withSituation } from '../../store/situation-memory';
import { ScoringSession, type ScoringState, emptySession, nextHandSituation, reduceScoring } from './scoring-session';
import { DEFAULT_SITUATION } from './situation';

/** The part of a state that is kept (the result is worked out again). */
export function storedOf(state: ScoringState): StoredSession {
  const { hand, asRead, thumbnail, photo, situation, recorded } = state;
  return { v: 1, hand, asRead, thumbnail, photo, situation: { ...situation }, recorded } as StoredSession;
}

/** The state a stored session comes back as, scored again. */
export function stateOf(stored: StoredSession): ScoringState {
  const situation = withSituation(DEFAULT_SITUATION, stored.situation);
  const base = { ...emptySession(situation), asRead: stored.asRead, thumbnail: stored.thumbnail, photo: stored.photo, recorded: stored.recorded };
  return stored.hand === null ? base : reduceScoring(base, { type: 'edit', hand: stored.hand });
}

/**
 * The page's session: the one stored, else a first one on the table the older situation memory
 * kept (its preset, prevalent wind and counters; not the flags of the hand left behind).
 */
export function openScoringSession(storage: SessionStorage | undefined, delayMs?: number): { readonly session: ScoringSession; readonly flush: () => void } {
  const read = readSession(storage);
  const initial = read.state === 'ok' ? stateOf(read.session) : emptySession(nextHandSituation(recallSituation(storage, DEFAULT_SITUATION)));
  const writer = debouncedWriter(storage, delayMs);
  const session = new ScoringSession(initial, (state) => writer.write(storedOf(state)), read.state === 'damaged');
  return { session, flush: writer.flush };
}
