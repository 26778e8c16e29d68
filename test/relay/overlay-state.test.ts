import { describe, expect, it } from 'vitest';
import { append, emptyLog, undo, type Envelope, type GameLog } from '../../src/engine/index';
import { overlayStateOf, parseOverlayState } from '../../src/relay/overlay-state';

const at = '2026-01-01T00:00:00Z';
function logOf(...events: Envelope['event'][]): GameLog {
  let log = emptyLog;
  events.forEach((event, i) => {
    const r = append(log, { id: `e${i}`, at, by: 't', event, ...(event.type === 'ron' ? { hands: [{ winner: 2, tiles: '234m 567p 11z', yaku: [['Riichi', 1]] as [string, number][], thumbnail: 'data:image/jpeg;base64,AAAA' }] } : {}) });
    if (!r.ok) throw new Error(r.error.code);
    log = r.value;
  });
  return log;
}
const START = { v: 1, type: 'start', players: ['Ann', 'Bob', 'Cat', 'Dan'], preset: 'ema-2012' } as const;
const RON = { v: 1, type: 'ron', discarder: 0, wins: [{ winner: 2, worth: { han: 2, fu: 30 } }] } as const;

describe('overlay state of a game', () => {
  it('before any win: East 1, Ann deals as East, no last hand', () => {
    const s = overlayStateOf('T', logOf(START))!;
    expect(s.seats.map((x) => [x.name, x.wind, x.dealer, x.points])).toEqual([
      ['Ann', '1z', true, 30000],
      ['Bob', '2z', false, 30000],
      ['Cat', '3z', false, 30000],
      ['Dan', '4z', false, 30000],
    ]);
    expect(s.lastHand).toBeNull();
    expect(parseOverlayState(s)).toEqual({ ok: true, value: s });
  });

  it('after Cat rons Ann for 2 han 30 fu: the deltas, the tiles, no photo, and the deal passes to Bob', () => {
    const s = overlayStateOf('T', logOf(START, RON))!;
    expect(s.lastHand).toEqual({ id: 'e1', kind: 'ron', deltas: [-2000, 0, 2000, 0], wins: [{ winner: 2, worth: { han: 2, fu: 30 }, tiles: '234m 567p 11z', yaku: [['Riichi', 1]] }] });
    expect(s.seats[1]!.dealer).toBe(true);
    expect(JSON.stringify(s)).not.toContain('data:image');
    expect(parseOverlayState(JSON.parse(JSON.stringify(s)))).toEqual({ ok: true, value: s });
  });

  it('an undone win is no longer the last hand', () => {
    expect(overlayStateOf('T', undo(logOf(START, RON))!)!.lastHand).toBeNull();
  });

  it('refuses states of the wrong shape', () => {
    const s = overlayStateOf('T', logOf(START, RON))!;
    const bad: unknown[] = [
      null,
      'state',
      { ...s, v: 2 },
      { ...s, seats: s.seats.slice(0, 2) },
      { ...s, seats: [{ ...s.seats[0], wind: '5z' }, ...s.seats.slice(1)] },
      { ...s, honba: 1.5 },
      { ...s, round: { wind: 4, hand: 0 } },
      { ...s, lastHand: { ...s.lastHand, deltas: [1, 2] } },
      { ...s, lastHand: { ...s.lastHand, wins: [{ ...s.lastHand!.wins[0], winner: 7 }] } },
      { ...s, lastHand: { ...s.lastHand, wins: [{ ...s.lastHand!.wins[0], tiles: '<script>' }] } },
      { ...s, title: 'x'.repeat(201) },
    ];
    // Each refused with a code and the field at fault.
    for (const x of bad) expect(parseOverlayState(x)).toMatchObject({ ok: false, error: { code: 'bad_state', field: expect.any(String) } });
  });
});
