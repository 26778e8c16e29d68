/**
 * The overlay state's schema (issue 20): its worth bounds are the engine's, and a state off the
 * wire, however hostile (deep, huge, long), is refused with a code and the field, never thrown on.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FU_BOUND_CHOICES, HAN_BOUND, NAME_MAX, YAKUMAN_BOUND, append, emptyLog, type GameLog } from '../../src/engine/index';
import { OVERLAY_FU, OVERLAY_HAN_MAX, OVERLAY_NAME_MAX, OVERLAY_YAKUMAN_MAX } from '../../src/formats/overlay-state';
import { overlayStateOf, parseOverlayState } from '../../src/relay/overlay-state';
import { readClientMessage } from '../../src/relay/relay-rooms';

function logOf(): GameLog {
  let log = emptyLog;
  const events = [
    { v: 1, type: 'start', players: ['Ann', 'Bob', 'Cat', 'Dan'], preset: 'ema-2012' },
    { v: 1, type: 'ron', discarder: 0, wins: [{ winner: 2, worth: { han: 2, fu: 30 } }] },
  ] as const;
  events.forEach((event, i) => {
    const r = append(log, { id: `e${i}`, at: '2026-01-01T00:00:00Z', by: 't', event });
    if (!r.ok) throw new Error(r.error.code);
    log = r.value;
  });
  return log;
}
const state = overlayStateOf('Table 1', logOf())!;

describe('overlay state schema', () => {
  it('draws every name a game accepts: its name bound is the engine NAME_MAX (the start form maxlength)', () => {
    expect(OVERLAY_NAME_MAX).toBe(NAME_MAX);
  });

  it('bounds a worth as the engine does over every preset', () => {
    expect(OVERLAY_HAN_MAX).toBe(HAN_BOUND);
    expect(OVERLAY_YAKUMAN_MAX).toBe(YAKUMAN_BOUND);
    expect([...OVERLAY_FU]).toEqual([...FU_BOUND_CHOICES]);
  });

  it('refuses a fu of 1e9 and a yakuman multiple of 1e300, naming the worth', () => {
    const withWorth = (worth: unknown) => ({ ...state, lastHand: { ...state.lastHand!, wins: [{ ...state.lastHand!.wins[0]!, worth }] } });
    expect(parseOverlayState(withWorth({ han: 3, fu: 1e9 }))).toMatchObject({ ok: false, error: { code: 'bad_state', field: 'lastHand.wins[0].worth' } });
    expect(parseOverlayState(withWorth({ yakuman: 1e300 }))).toMatchObject({ ok: false, error: { code: 'bad_state' } });
    expect(parseOverlayState(withWorth({ han: 3, fu: 140 }))).toMatchObject({ ok: true });
  });

  it('any hostile value in any field: no throw, a coded refusal with its field', () => {
    const hostile = fc.oneof(
      fc.anything({ maxDepth: 4 }),
      fc.constantFrom(1e300, -1e300, Infinity, -Infinity, Number.NaN, 2 ** 53 + 2, -0),
      fc.integer({ min: 1, max: 5000 }).map((n) => JSON.parse('['.repeat(n) + ']'.repeat(n)) as unknown),
      fc.integer({ min: 0, max: 100_000 }).map((n) => 'x'.repeat(n)),
      fc.integer({ min: 0, max: 10_000 }).map((n) => Array.from({ length: n }, () => 1)),
    );
    const paths: string[][] = [['title'], ['preset'], ['seats'], ['honba'], ['sticks'], ['round', 'hand'], ['lastHand', 'deltas'], ['lastHand', 'wins'], ['lastHand', 'id'], ['seats', '0', 'points'], ['seats', '1', 'name']];
    const refused = new Set<string>();
    fc.assert(
      fc.property(fc.constantFrom(...paths), hostile, (path, value) => {
        const copy = structuredClone(state) as unknown as Record<string, Record<string, unknown>>;
        let at: Record<string, unknown> = copy;
        for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
        at[path.at(-1)!] = value;
        const r = parseOverlayState(copy);
        if (!r.ok) {
          expect(r.error.code).toBe('bad_state');
          refused.add(r.error.field.split('[')[0]!.split('.')[0]!);
        }
      }),
      { seed: 20261127, numRuns: 500 },
    );
    expect(refused.size).toBeGreaterThanOrEqual(5);
  });

  it('a message nested 5,000 levels deep in its state is refused by the relay (code 4004), not thrown on', () => {
    const deep = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    const text = `{"type":"publish","game":"abcdefgh","secret":"${'s'.repeat(22)}","state":{"v":1,"title":${deep}}}`;
    expect(readClientMessage(text)).toMatchObject({ ok: false, code: 4004, reason: 'message nested too deep' });
  });
});
