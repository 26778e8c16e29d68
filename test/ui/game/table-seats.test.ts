import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { reduce, type GameEvent, type GameState } from '../../../src/engine/index';
import { roundWindOf, seatAtWind, seatViews, seatWindOf } from '../../../src/ui/game/table-seats';

function play(...events: GameEvent[]): GameState {
  let s: GameState | null = null;
  for (const e of events) {
    const r = reduce(s, e);
    if (!r.ok) throw new Error(r.error.code);
    s = r.value;
  }
  return s!;
}
const start = (players = ['Ann', 'Bob', 'Cy', 'Dee']): GameEvent => ({ v: 1, type: 'start', players, preset: players.length === 3 ? 'kansai-sanma' : 'ema-2012' });
const nonDealerRon: GameEvent = { v: 1, type: 'ron', discarder: 0, wins: [{ winner: 2, worth: { han: 1, fu: 30 } }] };

describe('table seats', () => {
  it('East 1: the first player deals and sits East; winds run in seating order', () => {
    expect(seatViews(play(start())).map((v) => [v.name, v.wind, v.dealer])).toEqual([
      ['Ann', '1z', true],
      ['Bob', '2z', false],
      ['Cy', '3z', false],
      ['Dee', '4z', false],
    ]);
  });

  it('after the deal passes, the second player is East and the first is North', () => {
    const s = play(start(), { v: 1, type: 'riichi', seat: 3 }, nonDealerRon, { v: 1, type: 'riichi', seat: 1 });
    expect(seatViews(s).map((v) => v.wind)).toEqual(['4z', '1z', '2z', '3z']);
    expect(seatViews(s).map((v) => v.inRiichi)).toEqual([false, true, false, false]);
    // Dee's stick goes to Cy with the 1000 ron from Ann; Bob's new stick is on the table.
    expect(seatViews(s).map((v) => v.points)).toEqual([29000, 29000, 32000, 29000]);
  });

  it('three players have no North: seatAtWind says so', () => {
    const s = play(start(['Ann', 'Bob', 'Cy']));
    expect(seatAtWind(s, '4z')).toBeNull();
    expect(seatAtWind(s, '3z')).toBe(2);
  });

  it('seatAtWind undoes seatWindOf in every hand of a four- and a three-player game', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7 }), fc.boolean(), (rotations, sanma) => {
        let s = play(start(sanma ? ['A', 'B', 'C'] : ['A', 'B', 'C', 'D']));
        for (let i = 0; i < rotations && !s.ended; i++) {
          const winner = (s.round.hand + 1) % s.players.length;
          const r = reduce(s, { v: 1, type: 'ron', discarder: s.round.hand, wins: [{ winner, worth: { han: 1, fu: 30 } }] });
          if (!r.ok) throw new Error(r.error.code);
          s = r.value;
        }
        for (let seat = 0; seat < s.players.length; seat++) expect(seatAtWind(s, seatWindOf(s, seat))).toBe(seat);
      }),
    );
  });

  it('the round wind turns South after four passes of the deal', () => {
    let s = play(start());
    for (let i = 0; i < 4; i++) s = play(start(), ...Array.from({ length: i + 1 }, (_, k): GameEvent => ({ v: 1, type: 'ron', discarder: k % 4, wins: [{ winner: (k + 1) % 4, worth: { han: 1, fu: 30 } }] })));
    expect(roundWindOf(s)).toBe('2z');
  });
});
