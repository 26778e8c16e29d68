/**
 * What the stream overlay shows, as one small plain object: the table (players, points, seat
 * winds, dealer, riichi, round, counters, sticks) and the last hand won. The scoring page derives
 * it from the game record and publishes it; the relay and the overlay page both check its shape
 * with `parseOverlayState` (overlay-shape.ts), since it arrives over a wire from a device they do
 * not control. DOM-free: it runs in Node (tests) and in the browser.
 */
import { replay, stateOf, type Envelope, type GameLog, type GameState } from '../engine/index';
import { OVERLAY_STATE_VERSION, WINDS, type OverlayHand, type OverlaySeat, type OverlayState } from './overlay-shape.ts';

export * from './overlay-shape.ts';


const seatsOf = (s: GameState): OverlaySeat[] =>
  s.players.map((name, seat) => ({
    name,
    points: s.points[seat] ?? 0,
    wind: WINDS[(seat - s.round.hand + s.players.length) % s.players.length]!,
    dealer: seat === s.round.hand,
    riichi: s.riichi.includes(seat),
  }));

/** The last ron or tsumo in effect, with the points it moved; null before the first win. */
function lastHandOf(log: GameLog): OverlayHand | null {
  const inEffect = log.entries.slice(0, log.cursor);
  for (let i = inEffect.length - 1; i >= 0; i--) {
    const entry: Envelope = inEffect[i]!;
    const e = entry.event;
    if (e.type !== 'ron' && e.type !== 'tsumo') continue;
    const before = replay(inEffect.slice(0, i));
    const after = replay(inEffect.slice(0, i + 1));
    if (!before.ok || !after.ok || before.value === null || after.value === null) return null;
    const b = before.value.points;
    const deltas = after.value.points.map((p, seat) => p - (b[seat] ?? 0));
    const wins = e.type === 'ron' ? e.wins : [e.win];
    return {
      id: entry.id,
      kind: e.type,
      deltas,
      wins: wins.map((w) => {
        const note = entry.hands?.find((h) => h.winner === w.winner);
        // The photo stays out: the overlay draws the tiles with the app's own art, and the state stays small.
        return { winner: w.winner, worth: w.worth, yaku: note?.yaku ?? [], ...(note ? { tiles: note.tiles } : {}), ...(note?.dora ? { dora: note.dora } : {}) };
      }),
    };
  }
  return null;
}

/** The overlay's view of a game record; null before its start event. */
export function overlayStateOf(title: string, log: GameLog): OverlayState | null {
  const s = stateOf(log);
  if (s === null) return null;
  return { v: OVERLAY_STATE_VERSION, title, preset: s.preset, seats: seatsOf(s), round: s.round, honba: s.honba, sticks: s.sticks, ended: s.ended, lastHand: lastHandOf(log) };
}

