/**
 * The score request's schema (src/engine/request-schema.ts): the bounds walk refuses what is too
 * deep or too large without recursing (a 100,000-deep row is answered, not a stack overflow), and
 * the schema names the field at fault for each problem.
 */
import { describe, expect, it } from 'vitest';
import { REQUEST_BOUNDS, checkScoreRequest, jsonBoundsProblem } from '../../src/engine/request-schema';

const GOOD = { id: 'g', hand: { concealed: '123456m789p34588s', win_tile: '4s' }, context: { win: 'ron', seat_wind: '2z', round_wind: '1z' } };

/** An array nested `depth` times, parsed from text (building it by hand would be the same). */
const nested = (depth: number): unknown => JSON.parse(`${'['.repeat(depth)}0${']'.repeat(depth)}`);

describe('the bounds of a request, walked without recursion', () => {
  it('a conformance-sized request passes', () => {
    expect(jsonBoundsProblem(GOOD)).toBeNull();
    expect(checkScoreRequest(GOOD).ok).toBe(true);
  });

  it.each([
    // Built inside the test: the runner would print a value this large in the test's title.
    ['100,000 levels deep in an extra field', () => ({ ...GOOD, extra: nested(100_000) }), 'too_deep', `extra${'.0'.repeat(15)}`],  // the request is level 1, extra 2: level 17 is refused
    ['a 10 MB string', () => ({ ...GOOD, hand: { ...GOOD.hand, concealed: 'x'.repeat(10_000_000) } }), 'text_too_long', 'hand.concealed'],
    ['a list of 100,000 items', () => ({ ...GOOD, context: { ...GOOD.context, dora_indicators: Array(100_000).fill('1m') } }), 'list_too_long', 'context.dora_indicators'],
    ['an object of 5,000 keys', () => ({ ...GOOD, extra: Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i])) }), 'list_too_long', 'extra'],
    ['30,000 small values', () => ({ ...GOOD, extra: Array.from({ length: 30 }, () => Array(1000).fill(1)) }), 'too_many_values', 'extra.19.970'],  // value 20,001 in walk order (10 before extra.0, 1,001 per inner list)
  ] as const)('%s', (_title, make, code, field) => {
    const request = make();
    expect(jsonBoundsProblem(request)).toMatchObject({ code, field });
    expect(checkScoreRequest(request)).toMatchObject({ ok: false, bounds: { code } });
  });

  it('depth counts from the request: the limit itself passes, one more does not', () => {
    // The request is level 1, `extra` level 2: an array nested d times under it reaches level d + 1.
    expect(jsonBoundsProblem({ extra: nested(REQUEST_BOUNDS.maxDepth - 1) })).toBeNull();
    expect(jsonBoundsProblem({ extra: nested(REQUEST_BOUNDS.maxDepth) })).toMatchObject({ code: 'too_deep' });
  });
});

describe('the schema names the field at fault', () => {
  it.each([
    [{ ...GOOD, context: { ...GOOD.context, honba: 1e21 } }, 'context', 'context.honba'],
    [{ ...GOOD, context: { ...GOOD.context, riichi_sticks: -1 } }, 'context', 'context.riichi_sticks'],
    [{ ...GOOD, context: { ...GOOD.context, honba: 2.5 } }, 'context', 'context.honba'],
    [{ ...GOOD, context: { ...GOOD.context, seat_wind: '5z' } }, 'context', 'context.seat_wind'],
    [{ ...GOOD, context: { ...GOOD.context, riichi: 'yes' } }, 'context', 'context.riichi'],
    [{ ...GOOD, hand: { ...GOOD.hand, concealed: '1'.repeat(65) } }, 'hand', 'hand.concealed'],
    [{ ...GOOD, hand: { ...GOOD.hand, melds: [{ type: 'pon', tiles: 777 }] } }, 'hand', 'hand.melds.0.tiles'],
    [{ ...GOOD, id: 42 }, 'request', 'id'],
    [{ ...GOOD, hand: undefined }, 'hand', 'hand'],
  ])('%j', (request, part, field) => {
    const r = checkScoreRequest(request);
    expect(r.ok).toBe(false);
    if (r.ok || !('issues' in r)) throw new Error('expected schema issues');
    expect(r.issues).toContainEqual(expect.objectContaining({ part, field }));
  });
});
