/** A game's overlay state and message texts, shared by the relay's tests. */
import { emptyLog, append, type Envelope } from '../../src/engine/index';
import { overlayStateOf, type OverlayState } from '../../src/relay/overlay-state';

export const GAME = 'game-0001-abcd';
export const SECRET = 'S'.repeat(32);
export const OTHER_SECRET = 'X'.repeat(32);

export function gameState(title = 'Final'): OverlayState {
  const start: Envelope = { id: 'e1', at: '2026-01-01T00:00:00Z', by: 't', event: { v: 1, type: 'start', players: ['Ann', 'Bob', 'Cat', 'Dan'], preset: 'ema-2012' } };
  const tsumo: Envelope = {
    id: 'e2',
    at: '2026-01-01T00:01:00Z',
    by: 't',
    event: { v: 1, type: 'tsumo', win: { winner: 1, worth: { han: 3, fu: 30 } } },
    hands: [{ winner: 1, tiles: '123m 456p 789s 11z 22z', yaku: [['Riichi', 1]] }],
  };
  let log = emptyLog;
  for (const e of [start, tsumo]) {
    const r = append(log, e);
    if (!r.ok) throw new Error(r.error.code);
    log = r.value;
  }
  const s = overlayStateOf(title, log);
  if (s === null) throw new Error('no state');
  return s;
}

/** A game id for `i`: within GAME_ID_PATTERN. */
export const gameId = (i: number): string => `game-${String(i).padStart(6, '0')}`;

export const subscribe = (game = GAME): string => JSON.stringify({ type: 'subscribe', game });
export const publish = (game = GAME, secret = SECRET, state: unknown = gameState()): string => JSON.stringify({ type: 'publish', game, secret, state });

/** A state whose first player's name is one character longer than the overlay draws. */
export function longNameState(): unknown {
  const s = gameState();
  return { ...s, seats: s.seats.map((seat, i) => (i === 0 ? { ...seat, name: 'N'.repeat(65) } : seat)) };
}
