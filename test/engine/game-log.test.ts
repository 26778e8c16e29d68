/** The game log: replay, undo/redo as a cursor, editing a past event re-derives the rest. */
import { describe, expect, it } from 'vitest';
import { append, editAt, emptyLog, redo, replay, stateOf, undo, type GameEvent, type GameLog } from '../../src/engine/index';
import { draw, envelope, hf, play, riichi, ron, start } from './game-play';

function logOf(...events: GameEvent[]): GameLog {
  let log = emptyLog;
  for (const [i, e] of events.entries()) {
    const r = append(log, envelope(e, i));
    if (!r.ok) throw new Error(`event ${i} refused: ${r.error.code}`);
    log = r.value;
  }
  return log;
}

const EVENTS = [start('ema-2012'), riichi(1), draw(1), ron(0, 2, hf(1, 30))];

describe('game log', () => {
  it('the state is the fold of the recorded events', () => {
    expect(stateOf(logOf(...EVENTS))).toEqual(play(...EVENTS));
  });

  it('a refused event is not recorded', () => {
    const log = logOf(start('ema-2012'));
    const r = append(log, envelope(draw(7), 1));
    expect(r.ok ? 'accepted' : r.error.code).toBe('bad_seat');
  });

  it('undo steps back one event; redo restores it; nothing to undo at the start', () => {
    const log = logOf(...EVENTS);
    const back = undo(log)!;
    expect(stateOf(back)).toEqual(play(...EVENTS.slice(0, 3)));
    expect(stateOf(redo(back)!)).toEqual(stateOf(log));
    expect(redo(log)).toBeNull();
    expect(undo({ ...log, cursor: 0 })).toBeNull();
  });

  it('a new event after an undo drops the redo tail', () => {
    const back = undo(logOf(...EVENTS))!;
    const r = append(back, envelope(ron(0, 3, hf(1, 30)), 9));
    expect(r.ok && r.value.entries.map((e) => e.id)).toEqual(['e0', 'e1', 'e2', 'e9']);
  });

  it('editing a past event re-derives the later states and reports those that became invalid', () => {
    // The riichi moves from B to C: the draw where only B shows tenpai is no longer valid (C must
    // show tenpai, 001 3.4.2), so it is dropped and reported; the ron after it still applies.
    const r = editAt(logOf(...EVENTS), 1, envelope(riichi(2), 10));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.dropped.map((d) => [d.id, d.error.code])).toEqual([['e2', 'riichi_not_tenpai']]);
    expect(r.value.log.entries.map((e) => e.id)).toEqual(['e0', 'e10', 'e3']);
    expect(stateOf(r.value.log)).toEqual(play(start('ema-2012'), riichi(2), ron(0, 2, hf(1, 30))));
    expect(replay(r.value.log.entries).ok).toBe(true);
  });

  it('refuses an edit that is itself invalid where it stands', () => {
    const r = editAt(logOf(...EVENTS), 2, envelope(draw(2), 11));
    expect(r.ok ? 'accepted' : r.error.error.code).toBe('riichi_not_tenpai');
  });
});
