// One overlay state as the scoring page publishes it: a short game through the engine.
import { append, emptyLog, type Envelope } from '../../src/engine/index';
import { overlayStateOf, type OverlayState } from '../../src/relay/overlay-state';

export function gameState(): OverlayState {
  const start: Envelope = { id: 'e1', at: '2026-01-01T00:00:00Z', by: 't', event: { v: 1, type: 'start', players: ['Ann', 'Bob', 'Cat', 'Dan'], preset: 'ema-2012' } };
  const tsumo: Envelope = { id: 'e2', at: '2026-01-01T00:01:00Z', by: 't', event: { v: 1, type: 'tsumo', win: { winner: 1, worth: { han: 3, fu: 30 } } }, hands: [{ winner: 1, tiles: '123m 456p 789s 11z 22z', yaku: [['Riichi', 1]] }] };
  let log = emptyLog;
  for (const e of [start, tsumo]) {
    const r = append(log, e);
    if (!r.ok) throw new Error(r.error.code);
    log = r.value;
  }
  const state = overlayStateOf('Final', log);
  if (state === null) throw new Error('no state');
  return state;
}
