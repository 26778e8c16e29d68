/** Test helpers for the game reducer: build events tersely and fold them, failing loudly on a refusal. */
import { reduce, type GameEvent, type GameState, type HandWorth, type PresetName, type Seat, type Envelope } from '../../src/engine/index';

export const NAMES4 = ['A', 'B', 'C', 'D'] as const;

export const start = (preset: PresetName, players: readonly string[] = preset === 'kansai-sanma' ? ['A', 'B', 'C'] : NAMES4): GameEvent => ({ v: 1, type: 'start', players, preset });
export const riichi = (seat: Seat): GameEvent => ({ v: 1, type: 'riichi', seat });
export const hf = (han: number, fu: number): HandWorth => ({ han, fu });
export const ron = (discarder: Seat, winner: Seat, worth: HandWorth, extra: { liable?: Seat; onRiichiDiscard?: boolean } = {}): GameEvent => ({
  v: 1,
  type: 'ron',
  discarder,
  wins: [extra.liable === undefined ? { winner, worth } : { winner, worth, liable: extra.liable }],
  ...(extra.onRiichiDiscard ? { onRiichiDiscard: true } : {}),
});
export const tsumo = (winner: Seat, worth: HandWorth, liable?: Seat): GameEvent => ({ v: 1, type: 'tsumo', win: liable === undefined ? { winner, worth } : { winner, worth, liable } });
export const draw = (...tenpai: Seat[]): GameEvent => ({ v: 1, type: 'draw', tenpai });
export const adjust = (deltas: number[], reason = 'table correction'): GameEvent => ({ v: 1, type: 'adjust', deltas, reason });

/** Folds events from the empty game; throws with the refusal so a test shows which event failed. */
export function play(...events: GameEvent[]): GameState {
  let s: GameState | null = null;
  for (const [i, e] of events.entries()) {
    const r = reduce(s, e);
    if (!r.ok) throw new Error(`event ${i} (${e.type}) refused: ${r.error.code} ${r.error.detail}`);
    s = r.value;
  }
  if (s === null) throw new Error('no events');
  return s;
}

/** The refusal code of the last event, after the others applied cleanly. */
export function refusal(...events: GameEvent[]): string {
  const last = events.pop()!;
  const r = reduce(events.length === 0 ? null : play(...events), last);
  return r.ok ? 'accepted' : r.error.code;
}

export const envelope = (event: GameEvent, i: number): Envelope => ({ id: `e${i}`, at: `2026-01-01T00:00:${String(i % 60).padStart(2, '0')}Z`, by: 'scorer', event });
