// A recorded event back into the dialog it came from, so a past hand can be corrected: the form of
// any valid event must check back to that very event, or a correction would change what it did not touch.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRESET_NAMES, abortiveReasonsOf, reduce, type GameEvent, type GameState, type HandWorth, type PresetName, type Win } from '../../../src/engine/index';
import { checkForm, formOf, isEditable, maxWinners } from '../../../src/ui/game/game-forms';
import { FU_BOUND_CHOICES } from '../../../src/engine/index';
import { play, riichi, start } from '../../engine/game-play';

/** A state per preset, some with riichi sticks out, so riichi-dependent rules are exercised too. */
const states = (preset: PresetName): GameState[] => [play(start(preset)), play(start(preset), riichi(0), riichi(2))];

const worth: fc.Arbitrary<HandWorth> = fc.oneof(
  fc
    .tuple(fc.integer({ min: 1, max: 13 }), fc.constantFrom(...FU_BOUND_CHOICES))
    // One han with 20 or 25 fu is no hand: the form refuses it on purpose.
    .filter(([han, fu]) => !(han === 1 && (fu === 20 || fu === 25)))
    .map(([han, fu]) => ({ han, fu })),
  fc.integer({ min: 1, max: 6 }).map((yakuman) => ({ yakuman })),
);

function eventArb(s: GameState): fc.Arbitrary<GameEvent> {
  const n = s.players.length;
  const seat = fc.integer({ min: 0, max: n - 1 });
  const seats = fc.uniqueArray(seat, { maxLength: n }).map((xs) => [...xs].sort((a, b) => a - b));
  const win = (winner: number): fc.Arbitrary<Win> =>
    fc.tuple(worth, fc.option(seat.filter((l) => l !== winner), { nil: undefined })).map(([w, liable]) => (liable === undefined ? { winner, worth: w } : { winner, worth: w, liable }));
  const ron = fc
    .tuple(seat, fc.uniqueArray(seat, { minLength: 1, maxLength: maxWinners(s.preset) }), fc.boolean())
    .filter(([d, ws]) => !ws.includes(d))
    .chain(([discarder, ws, onRiichi]) =>
      fc.tuple(...[...ws].sort((a, b) => a - b).map(win)).map((wins): GameEvent => ({ v: 1, type: 'ron', discarder, wins, ...(onRiichi ? { onRiichiDiscard: true } : {}) })),
    );
  const reasons = abortiveReasonsOf(s.preset);
  const deltas = fc
    .array(fc.integer({ min: -200, max: 200 }).map((x) => x * 100), { minLength: n - 1, maxLength: n - 1 })
    .map((xs) => [...xs, 0 - xs.reduce((a, b) => a + b, 0)])
    .filter((xs) => xs.some((x) => x !== 0));
  return fc.oneof(
    ron,
    seat.chain((w) => win(w)).map((w): GameEvent => ({ v: 1, type: 'tsumo', win: w })),
    seats.map((tenpai): GameEvent => ({ v: 1, type: 'draw', tenpai })),
    ...(reasons.length > 0 ? [fc.constantFrom(...reasons).map((reason): GameEvent => ({ v: 1, type: 'abortive', reason }))] : []),
    fc.tuple(seat, seats).map(([x, tenpai]): GameEvent => ({ v: 1, type: 'nagashi', seat: x, tenpai })),
    seat.map((x): GameEvent => ({ v: 1, type: 'chombo', seat: x })),
    fc
      .tuple(deltas, fc.string({ minLength: 1, maxLength: 20 }))
      .filter(([, r]) => r.trim() === r && r !== '')
      .map(([d, reason]): GameEvent => ({ v: 1, type: 'adjust', deltas: d, reason })),
  );
}

describe('formOf', () => {
  for (const preset of PRESET_NAMES) {
    it(`${preset}: every valid event checks back to itself`, () => {
      for (const s of states(preset)) {
        fc.assert(
          fc.property(
            // Only events the rules take where they stand: a correction must be valid there too.
            eventArb(s).filter((e) => reduce(s, e).ok),
            (e) => {
              const form = formOf(e);
              expect(form).not.toBeNull();
              const out = checkForm(s, form!);
              expect(out.kind === 'event' ? out.event : out).toStrictEqual(e);
            },
          ),
          { numRuns: 150 },
        );
      }
    });
  }

  it('has a form for each dialog type, and none for riichi or start', () => {
    expect(formOf({ v: 1, type: 'ron', discarder: 2, wins: [{ winner: 1, worth: { han: 2, fu: 30 } }] })).toEqual({
      type: 'win',
      by: 'ron',
      discarder: 2,
      wins: [{ winner: 1, worth: { yakuman: false, han: '2', fu: '30', multiple: '1' }, liable: null }],
      onRiichiDiscard: false,
    });
    expect(formOf({ v: 1, type: 'tsumo', win: { winner: 0, worth: { yakuman: 2 }, liable: 3 } })).toMatchObject({ type: 'win', by: 'tsumo', wins: [{ winner: 0, worth: { yakuman: true, multiple: '2' }, liable: 3 }] });
    expect(formOf({ v: 1, type: 'adjust', deltas: [-1000, 1000, 0, 0], reason: 'x' })).toEqual({ type: 'adjust', deltas: ['-1000', '1000', '0', '0'], reason: 'x' });
    expect(formOf(riichi(1))).toBeNull();
    expect(formOf(start('ema-2012'))).toBeNull();
    expect(isEditable(riichi(1))).toBe(false);
    expect(isEditable({ v: 1, type: 'chombo', seat: 1 })).toBe(true);
  });
});
