// The scoring session in Node: one reducer for the hand, its provenance, photo, situation and
// result; the holder telling its listeners and its saver; and its round trip through the store.
import { describe, expect, it, vi } from 'vitest';
import { replaceTile } from '../../../src/ui/editor/hand-edit';
import { ScoringSession, emptySession, nextHandSituation, reduceScoring, type ScoringState } from '../../../src/ui/score/scoring-session';
import { DEFAULT_SITUATION } from '../../../src/ui/score/situation';
import { openScoringSession, stateOf, storedOf } from '../../../src/ui/score/session-persistence';
import { SCORING_SESSION_KEY } from '../../../src/store/scoring-session-store';
import { SITUATION_KEY } from '../../../src/store/situation-memory';
import { sampleReading } from '../tile-source';

const THUMB = 'data:image/jpeg;base64,AAAA';
const read = (state: ScoringState = emptySession()): ScoringState =>
  reduceScoring(state, { type: 'read', draft: sampleReading(), thumbnail: THUMB, photo: { width: 640, height: 360, boxes: [{ tile: '1m', x: 1, y: 2, w: 3, h: 4 }] } });

/** An in-memory `localStorage`. */
function memoryStorage(items: Record<string, string> = {}) {
  const map = new Map(Object.entries(items));
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('the scoring session', () => {
  it('opens with no hand and no result', () => {
    const s = emptySession();
    expect(s.hand).toBeNull();
    expect(s.result).toBeNull();
  });

  it('takes a read hand with its provenance, photo and a score', () => {
    const s = read();
    expect(s.hand?.concealed).toHaveLength(13);
    expect(s.hand?.concealed[0]?.source?.p).toBe(0.99);
    expect(s.asRead).toBe(s.hand);
    expect(s.thumbnail).toBe(THUMB);
    expect(s.photo?.boxes).toHaveLength(1);
    expect(s.result).toMatchObject({ error: null, han: 1, fu: 40, total: 1300 });
  });

  it('scores an edit of the tiles and keeps the hand as read', () => {
    const s = read();
    const edited = reduceScoring(s, { type: 'edit', hand: replaceTile(s.hand!, { row: 'win' }, '3z') });
    expect(edited.hand?.win?.tile).toBe('3z');
    expect(edited.asRead).toBe(s.asRead);
    expect(edited.result?.error).not.toBeNull();
  });

  it('scores a change of situation, and ignores the same situation told back', () => {
    const s = read();
    const riichi = reduceScoring(s, { type: 'situation', situation: { ...s.situation, flags: { ...s.situation.flags, riichi: true } } });
    expect(riichi.result?.han).toBe(2);
    expect(reduceScoring(riichi, { type: 'situation', situation: { ...riichi.situation, flags: { ...riichi.situation.flags } } })).toBe(riichi);
  });

  it('takes the open table: preset, prevalent wind, counters and sticks', () => {
    const s = reduceScoring(read(), { type: 'table', table: { preset: 'mahjong-time', roundWind: '2z', honba: 2, riichiSticks: 1 } });
    expect(s.situation).toMatchObject({ preset: 'mahjong-time', roundWind: '2z', honba: 2, riichiSticks: 1 });
    expect(reduceScoring(s, { type: 'table', table: { preset: 'mahjong-time', roundWind: '2z', honba: 2, riichiSticks: 1 } })).toBe(s);
  });

  it('starts an empty hand to enter, and the sample hand only when asked (1,300)', () => {
    const entered = reduceScoring(emptySession(), { type: 'enter' });
    expect(entered.hand?.concealed).toEqual([]);
    expect(entered.result?.error).not.toBeNull();
    const sample = reduceScoring(emptySession(), { type: 'sample' });
    expect(sample.result?.total).toBe(1300);
    expect(sample.asRead).toBeNull();
  });

  it('resets riichi and the seat for the next hand once one is recorded; the table stays', () => {
    let s = read(reduceScoring(emptySession(), { type: 'table', table: { preset: 'mahjong-time', roundWind: '2z', honba: 1, riichiSticks: 0 } }));
    s = reduceScoring(s, { type: 'situation', situation: { ...s.situation, seatWind: '3z', flags: { ...s.situation.flags, riichi: true } } });
    const recorded = reduceScoring(s, { type: 'recorded' });
    // The recorded hand stays on screen as it was scored; its photo is used up.
    expect(recorded.situation.flags.riichi).toBe(true);
    expect(recorded.thumbnail).toBeNull();
    expect(recorded.asRead).toBeNull();
    const next = read(recorded);
    expect(next.situation.flags.riichi).toBe(false);
    expect(next.situation.seatWind).toBe(DEFAULT_SITUATION.seatWind);
    expect(next.situation).toMatchObject({ preset: 'mahjong-time', roundWind: '2z', honba: 1 });
    // A hand read again before it was recorded (a better photo) keeps what was set.
    expect(read(s).situation.flags.riichi).toBe(true);
  });

  it('puts the hand away on "new hand", with a fresh situation on the same table', () => {
    const s = reduceScoring(read(), { type: 'situation', situation: { ...DEFAULT_SITUATION, preset: 'mahjong-time', flags: { ...DEFAULT_SITUATION.flags, riichi: true } } });
    const next = reduceScoring(s, { type: 'new-hand' });
    expect(next.hand).toBeNull();
    expect(next.result).toBeNull();
    expect(next.thumbnail).toBeNull();
    expect(next.situation).toEqual({ ...nextHandSituation(s.situation) });
    expect(next.situation.preset).toBe('mahjong-time');
    expect(next.situation.flags.riichi).toBe(false);
  });

  it('tells its listeners and its saver of each change, and nobody of no change', () => {
    const save = vi.fn();
    const session = new ScoringSession(emptySession(), save);
    const listener = vi.fn();
    const stop = session.subscribe(listener);
    session.dispatch({ type: 'sample' });
    session.dispatch({ type: 'table', table: { preset: session.state.situation.preset, roundWind: '1z', honba: 0, riichiSticks: 0 } });
    expect(save).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(session.state);
    stop();
    session.dispatch({ type: 'new-hand' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledTimes(2);
  });
});

describe('the scoring session in the store', () => {
  it('comes back as it was: the corrected hand, its provenance, photo and score', () => {
    const s = read();
    const edited = reduceScoring(s, { type: 'edit', hand: replaceTile(s.hand!, { row: 'concealed', index: 4 }, '5p') });
    const back = stateOf(JSON.parse(JSON.stringify(storedOf(edited))));
    expect(back.hand).toEqual(edited.hand);
    expect(back.asRead).toEqual(edited.asRead);
    expect(back.thumbnail).toBe(THUMB);
    expect(back.photo).toEqual(edited.photo);
    expect(back.situation).toEqual(edited.situation);
    expect(back.result).toEqual(edited.result);
  });

  it('writes as it changes (after a pause, or at once on flush) and reads it back on the next open', () => {
    vi.useFakeTimers();
    try {
      const storage = memoryStorage();
      const { session, flush } = openScoringSession(storage, 100);
      session.dispatch({ type: 'sample' });
      expect(storage.map.has(SCORING_SESSION_KEY)).toBe(false);
      vi.advanceTimersByTime(100);
      expect(storage.map.has(SCORING_SESSION_KEY)).toBe(true);
      session.dispatch({ type: 'situation', situation: { ...session.state.situation, flags: { ...session.state.situation.flags, riichi: true } } });
      flush();
      const again = openScoringSession(storage).session;
      expect(again.dropped).toBe(false);
      expect(again.state.result?.han).toBe(2);
      expect(again.state.hand).toEqual(session.state.hand);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops a damaged session, says so once, and opens empty', () => {
    for (const damaged of ['{"v":1,"hand":', JSON.stringify({ ...storedOf(read()), hand: { concealed: [{ tile: '9z', source: null, confirmed: true }] } }), JSON.stringify({ ...storedOf(read()), thumbnail: 'javascript:alert(1)' }), JSON.stringify({ ...storedOf(read()), v: 2 })]) {
      const storage = memoryStorage({ [SCORING_SESSION_KEY]: damaged });
      const { session } = openScoringSession(storage);
      expect(session.dropped).toBe(true);
      expect(session.state.hand).toBeNull();
      expect(storage.map.has(SCORING_SESSION_KEY)).toBe(false);
      expect(openScoringSession(storage).session.dropped).toBe(false);
    }
  });

  it('takes a bad situation field as the default, and the older memory’s table but not its riichi', () => {
    const stored = { ...storedOf(read()), situation: { ...DEFAULT_SITUATION, seatWind: 'north', honba: 3 } };
    const back = openScoringSession(memoryStorage({ [SCORING_SESSION_KEY]: JSON.stringify(stored) })).session.state;
    expect(back.situation.seatWind).toBe(DEFAULT_SITUATION.seatWind);
    expect(back.situation.honba).toBe(3);
    const old = JSON.stringify({ ...DEFAULT_SITUATION, preset: 'mahjong-time', flags: { ...DEFAULT_SITUATION.flags, riichi: true } });
    const first = openScoringSession(memoryStorage({ [SITUATION_KEY]: old })).session.state;
    expect(first.hand).toBeNull();
    expect(first.situation.preset).toBe('mahjong-time');
    expect(first.situation.flags.riichi).toBe(false);
  });

  it('works on without storage, and keeps the hand without its photo when the photo does not fit', () => {
    const { session, flush } = openScoringSession(undefined);
    session.dispatch({ type: 'sample' });
    flush();
    const storage = memoryStorage();
    const full = { ...storage, setItem: (k: string, v: string) => (v.includes(THUMB) ? (() => { throw new Error('quota'); })() : storage.setItem(k, v)) };
    const opened = openScoringSession(full, 0);
    opened.session.dispatch({ type: 'read', draft: sampleReading(), thumbnail: THUMB });
    opened.flush();
    const back = openScoringSession(storage).session.state;
    expect(back.hand).toEqual(opened.session.state.hand);
    expect(back.thumbnail).toBeNull();
  });
});
