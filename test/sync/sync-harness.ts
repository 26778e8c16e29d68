/** Helpers of the sync suites: a table's log built through the engine, and timers a test fires by hand. */
import { append, emptyLog, type GameEvent, type GameLog } from '../../src/engine/index';
import type { Timers } from '../../src/sync/table-syncer';
import { envelope } from '../engine/game-play';

export const PLAYERS = ['Ann', 'Bob', 'Cat', 'Dan'];
export const START: GameEvent = { v: 1, type: 'start', players: PLAYERS, preset: 'ema-2016' };
/** Everyone tenpai at a draw: the dealer stays, so any number of these is a legal game. */
export const ALL_TENPAI: GameEvent = { v: 1, type: 'draw', tenpai: [0, 1, 2, 3] };
export const tsumo = (winner: 0 | 1 | 2 | 3): GameEvent => ({ v: 1, type: 'tsumo', win: { winner, worth: { han: 3, fu: 30 } } });

/** `log` with `events` appended, ids numbered from `from`; throws on a refusal (a broken test, not a result). */
export function extend(log: GameLog, events: readonly GameEvent[], from = log.entries.length, prefix = 'e'): GameLog {
  let next = log;
  for (const [i, e] of events.entries()) {
    const r = append(next, { ...envelope(e, from + i), id: `${prefix}${from + i}` });
    if (!r.ok) throw new Error(`event ${from + i} refused: ${r.error.code}`);
    next = r.value;
  }
  return next;
}

export const gameOf = (...events: GameEvent[]): GameLog => extend(emptyLog, events);

/** Timers whose callbacks run when the test says: `fire()` runs what is due, and the delays asked for are kept. */
export function handTimers(): Timers & { readonly delays: number[]; fire(): void; pending(): number } {
  let now = 1_000_000;
  const due = new Map<number, () => void>();
  const delays: number[] = [];
  let next = 1;
  return {
    delays,
    now: () => now,
    setTimeout: (run, ms) => {
      delays.push(ms);
      due.set(next, run);
      now += 0;
      return next++;
    },
    clearTimeout: (h) => void due.delete(h as number),
    fire() {
      const runs = [...due.values()];
      due.clear();
      for (const run of runs) run();
    },
    pending: () => due.size,
  };
}
