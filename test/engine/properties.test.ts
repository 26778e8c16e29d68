/**
 * Property tests (fast-check):
 *  - mpsz parse/format round-trips;
 *  - payments plus riichi sticks add up to what the winner gains (`total`);
 *  - scoring is deterministic;
 *  - garbage input never throws and always comes back as an object whose `error` is null or a
 *    string (more than 10,000 cases across the garbage properties);
 *  - every complete hand generated at random scores without throwing, and is recognised as
 *    complete.
 * Seeds are fixed so a failure reproduces; fast-check prints the counterexample.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { scoreRequest, parseTiles, formatTiles, sortTiles, regularValue, settle, PRESETS, PRESET_NAMES } from '../../src/engine/index';
import type { PresetName, ScoreRequest, ScoreResultJson } from '../../src/engine/index';
import { context, paid, situationOf } from './referee';
import { completeHand } from '../../src/vision/synth/sample-hands';

const SEED = 20260601;
const SUITS = 'mpsz';
const WINDS = ['1z', '2z', '3z', '4z'] as const;

/** Name of a tile kind 0..33 (no red fives). */
const kindName = (k: number): string => `${(k % 9) + 1}${SUITS[Math.floor(k / 9)]}`;

// ---------------------------------------------------------------------------------------------
// Notation
// ---------------------------------------------------------------------------------------------

describe('mpsz parse/format round trip', () => {
  const tileCode = fc.integer({ min: 0, max: 36 }); // 0-33 kinds, 34-36 red fives

  it('format then parse gives back the same tiles, in the same order', () => {
    fc.assert(
      fc.property(fc.array(tileCode, { maxLength: 40 }), (codes) => {
        const parsed = parseTiles(formatTiles(codes));
        expect(parsed).toEqual({ ok: true, value: codes });
      }),
      { numRuns: 2000, seed: SEED },
    );
  });

  it('sorting is idempotent and keeps the tiles (as a multiset)', () => {
    fc.assert(
      fc.property(fc.array(tileCode, { maxLength: 40 }), (codes) => {
        const sorted = sortTiles(codes);
        expect(sortTiles(sorted)).toEqual(sorted);
        expect([...sorted].sort((a, b) => a - b)).toEqual([...codes].sort((a, b) => a - b));
        expect(parseTiles(formatTiles(sorted))).toEqual({ ok: true, value: sorted });
      }),
      { numRuns: 1000, seed: SEED },
    );
  });

  it('parse then format then parse is stable for any text that parses', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789mpsz ,x'.split('')), maxLength: 30 }), (text) => {
        const first = parseTiles(text);
        if (!first.ok) return;
        expect(parseTiles(formatTiles(first.value))).toEqual(first);
      }),
      { numRuns: 1000, seed: SEED },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Random complete hands
// ---------------------------------------------------------------------------------------------

const presetArb = fc.constantFrom(...PRESET_NAMES);
const handArb = fc.tuple(fc.integer({ min: 0, max: 2 ** 31 - 1 }), presetArb).map(([seed, preset]) => completeHand(seed, preset));

describe('random complete hands', () => {
  it('every complete hand scores without throwing and is recognised as complete (error null or no_yaku; with riichi always a score)', () => {
    fc.assert(
      fc.property(handArb, ({ request, preset, riichi }) => {
        const r = scoreRequest(request, preset);
        expect([null, 'no_yaku'], `${JSON.stringify(request)} under ${preset}: ${r.message}`).toContain(r.error);
        if (riichi) expect(r.error, `${JSON.stringify(request)} under ${preset}: ${r.message}`).toBeNull();
        if (r.error === null) {
          expect(r.han).toBeGreaterThan(0);
          expect(r.total).toBeGreaterThan(0);
        }
      }),
      { numRuns: 4000, seed: SEED },
    );
  });

  it('payments and riichi sticks add up to the total: dealer tsumo = each x 3, non-dealer tsumo = dealer + 2 x non-dealer (x 2 and x 1 with three players)', () => {
    fc.assert(
      fc.property(handArb, ({ request, preset }) => {
        const r = scoreRequest(request, preset);
        if (r.error !== null) return;
        const ctx = request.context;
        const sticks = ctx.riichi_sticks ?? 0;
        expect(r.riichi_sticks_bonus).toBe(1000 * sticks);
        expect(r.total).toBe(paid(r.payments, PRESETS[preset].players) + 1000 * sticks);
        // Counters: 300 per counter on a ron, 100 per payer on a self-draw.
        const honba = ctx.honba ?? 0;
        const hv = r.hand_value!;
        const payers = ctx.win === 'ron' ? 1 : PRESETS[preset].players - 1;
        expect(paid(r.payments, PRESETS[preset].players) - paid(hv, PRESETS[preset].players)).toBe(ctx.win === 'ron' ? 300 * honba : 100 * honba * payers);
      }),
      { numRuns: 2000, seed: SEED + 1 },
    );
  });

  it('scoring is deterministic: the same request twice gives deep-equal results, and the request is not changed', () => {
    fc.assert(
      fc.property(handArb, ({ request, preset }) => {
        const copy = structuredClone(request);
        const a = scoreRequest(request, preset);
        const b = scoreRequest(copy, preset);
        expect(b).toEqual(a);
        expect(request).toEqual(copy);
      }),
      { numRuns: 1000, seed: SEED + 2 },
    );
  });
});

describe('settlement arithmetic over the whole han/fu range', () => {
  const FU = [20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110];
  it('total = what the payers hand over + 1000 per riichi stick, for every preset and situation', () => {
    fc.assert(
      fc.property(
        presetArb,
        fc.integer({ min: 1, max: 20 }),
        fc.constantFrom(...FU),
        fc.constantFrom('ron', 'tsumo'),
        fc.constantFrom('E', 'S', 'W', 'N'),
        fc.nat(30),
        fc.nat(10),
        (preset, han, fu, win, seat, honba, sticks) => {
          if (PRESETS[preset].players === 3 && seat === 'N') return;
          const rules = PRESETS[preset];
          const sit = situationOf(`${win} ${seat} E honba:${honba} sticks:${sticks}`, preset);
          const s = settle(regularValue(han, fu, rules).base, sit, rules, false);
          const p = s.payments;
          const handed = 'each' in p ? p.each * (rules.players - 1) : 'non_dealer' in p ? p.dealer + p.non_dealer * (rules.players - 2) : 'discarder' in p ? p.discarder : NaN;
          expect(s.total).toBe(handed + 1000 * sticks);
          expect(s.riichiSticksBonus).toBe(1000 * sticks);
          if (win === 'tsumo' && seat === 'E') expect(Object.keys(p)).toEqual(['each']);
          if (win === 'tsumo' && seat !== 'E') expect(Object.keys(p).sort()).toEqual(['dealer', 'non_dealer']);
          if (win === 'ron') expect(Object.keys(p)).toEqual(['discarder']);
        },
      ),
      { numRuns: 3000, seed: SEED + 3 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Garbage
// ---------------------------------------------------------------------------------------------

/** The result contract for any input: an object, `error` null or a string, consistent fields, serialisable. */
function wellFormed(r: ScoreResultJson): void {
  expect(typeof r).toBe('object');
  expect(r).not.toBeNull();
  expect(r.error === null || typeof r.error === 'string').toBe(true);
  if (r.error === null) {
    expect(typeof r.han).toBe('number');
    expect(r.payments).not.toBeNull();
    expect(Number.isFinite(r.total)).toBe(true);
  } else {
    expect(typeof r.message).toBe('string');
    expect(r.payments).toBeNull();
    expect(r.total).toBe(0);
  }
  expect(() => JSON.stringify(r)).not.toThrow();
}

function scoreSafely(request: unknown, preset: PresetName): ScoreResultJson {
  return scoreRequest(request as ScoreRequest, preset);
}

/** JSON values that break naive string conversion: `String({ toString: 1 })` throws. */
const TRICKY: readonly unknown[] = [
  { toString: 1 },
  { toString: null, valueOf: null },
  { valueOf: 'x' },
  { length: 3 },
  { length: -1 },
  [[]],
  [null],
  JSON.parse('{"__proto__": {"win": "ron"}}'),
  'constructor',
  '__proto__',
];
const HUGE: readonly number[] = [1e308, -1e308, Number.MAX_SAFE_INTEGER, 2 ** 53 + 1, -1, -0, 0.5, Infinity, -Infinity, NaN, 1001, 1e21];

const junk = fc.oneof(
  { weight: 4, arbitrary: fc.anything() },
  { weight: 2, arbitrary: fc.constantFrom(...TRICKY) },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE) },
  { weight: 1, arbitrary: fc.constant(null) },
);
const tileText = fc.oneof(
  fc.string({ unit: fc.constantFrom(...'01234567899mpsz'.split('')), maxLength: 20 }),
  fc.constantFrom('1m', '5p', '0s', '7z', '9s', '4z'),
);
const maybe = <T>(a: fc.Arbitrary<T>): fc.Arbitrary<T | unknown> => fc.oneof({ weight: 5, arbitrary: a }, { weight: 1, arbitrary: junk });

const meldArb = maybe(fc.record({ type: maybe(fc.constantFrom('chi', 'pon', 'kan', 'ankan', 'shouminkan', 'chow')), tiles: maybe(tileText), called_index: maybe(fc.nat(4)) }, { requiredKeys: [] }));
const handJunk = maybe(
  fc.record(
    {
      concealed: maybe(tileText),
      win_tile: maybe(tileText),
      melds: maybe(fc.array(meldArb, { maxLength: 6 })),
      dora_indicators: maybe(fc.array(maybe(tileText), { maxLength: 6 })),
      ura_indicators: maybe(fc.array(maybe(tileText), { maxLength: 6 })),
    },
    { requiredKeys: [] },
  ),
);
const flag = maybe(fc.boolean());
const contextJunk = maybe(
  fc.record(
    {
      win: maybe(fc.constantFrom('ron', 'tsumo')),
      seat_wind: maybe(fc.constantFrom(...WINDS)),
      round_wind: maybe(fc.constantFrom(...WINDS)),
      dealer: flag,
      riichi: flag,
      double_riichi: flag,
      ippatsu: flag,
      haitei: flag,
      houtei: flag,
      rinshan: flag,
      chankan: flag,
      tenhou: flag,
      chiihou: flag,
      renhou: flag,
      nagashi_mangan: flag,
      dora_indicators: maybe(fc.array(maybe(tileText), { maxLength: 6 })),
      ura_indicators: maybe(fc.array(maybe(tileText), { maxLength: 6 })),
      honba: maybe(fc.oneof(fc.nat(20), fc.constantFrom(...HUGE))),
      riichi_sticks: maybe(fc.oneof(fc.nat(20), fc.constantFrom(...HUGE))),
      pao_seat: maybe(fc.constantFrom(...WINDS)),
      discarder_seat: maybe(fc.constantFrom(...WINDS)),
    },
    { requiredKeys: [] },
  ),
);

describe('garbage input yields an error value, never an exception (10,000+ cases)', () => {
  it('anything at all as the request (3,000 cases)', () => {
    fc.assert(
      fc.property(junk, presetArb, (request, preset) => wellFormed(scoreSafely(request, preset))),
      { numRuns: 3000, seed: SEED + 10 },
    );
  });

  it('random strings as the tiles of an otherwise sensible request (2,000 cases)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.string({ maxLength: 4 }), presetArb, (concealed, win, preset) =>
        wellFormed(scoreSafely({ hand: { concealed, win_tile: win }, context: { win: 'ron', seat_wind: '2z', round_wind: '1z' } }, preset)),
      ),
      { numRuns: 2000, seed: SEED + 11 },
    );
  });

  it('junk in any field of the hand, with a valid situation (2,500 cases)', () => {
    fc.assert(
      fc.property(handJunk, presetArb, fc.constantFrom('ron S E', 'tsumo E E', 'ron W S riichi'), (hand, preset, situation) =>
        wellFormed(scoreSafely({ hand, context: context(situation) }, preset)),
      ),
      { numRuns: 2500, seed: SEED + 12 },
    );
  });

  it('junk in any field of the situation, with a valid hand (2,500 cases)', () => {
    fc.assert(
      fc.property(contextJunk, presetArb, (ctx, preset) => wellFormed(scoreSafely({ hand: { concealed: '123p456p789s34588s', win_tile: '3s' }, context: ctx }, preset))),
      { numRuns: 2500, seed: SEED + 14 },
    );
  });

  it('well-formed but random hands: 14 random tiles, random melds and situation (3,000 cases)', () => {
    const kind = fc.integer({ min: 0, max: 33 });
    fc.assert(
      fc.property(
        fc.array(kind, { minLength: 1, maxLength: 15 }),
        fc.array(fc.tuple(fc.constantFrom('chi', 'pon', 'kan', 'ankan', 'shouminkan'), kind), { maxLength: 4 }),
        fc.nat(14),
        fc.constantFrom('ron', 'tsumo'),
        fc.constantFrom(...WINDS),
        fc.constantFrom(...WINDS),
        fc.record({ riichi: fc.boolean(), ippatsu: fc.boolean(), haitei: fc.boolean(), rinshan: fc.boolean(), tenhou: fc.boolean(), renhou: fc.boolean() }),
        presetArb,
        (tiles, meldSpecs, winIndex, win, seat, round, flags, preset) => {
          const melds = meldSpecs.map(([type, k]) => ({
            type,
            tiles: type === 'chi' ? [k, k + 1, k + 2].map((t) => kindName(Math.min(t, 33))).join('') : new Array<string>(type === 'pon' ? 3 : 4).fill(kindName(k)).join(''),
          }));
          const request = {
            hand: { concealed: tiles.map(kindName).join(''), win_tile: kindName(tiles[winIndex % tiles.length]!), melds },
            context: { win, seat_wind: seat, round_wind: round, ...flags },
          };
          wellFormed(scoreSafely(request, preset));
        },
      ),
      { numRuns: 3000, seed: SEED + 13 },
    );
  });

  it.each([
    ['a winning tile whose toString is not a function', '{"hand":{"concealed":"123456m789p34588s","win_tile":{"toString":1}},"context":{"win":"ron","seat_wind":"2z","round_wind":"1z"}}'],
    ['a dora indicator whose toString is not a function', '{"hand":{"concealed":"123456m789p34588s","win_tile":"4s","dora_indicators":[{"toString":1}]},"context":{"win":"ron","seat_wind":"2z","round_wind":"1z","riichi":true}}'],
    ['context dora indicators with such an object', '{"hand":{"concealed":"123456m789p34588s","win_tile":"4s"},"context":{"win":"ron","seat_wind":"2z","round_wind":"1z","riichi":true,"dora_indicators":[{"toString":1}]}}'],
    ['meld tiles with such an object', '{"hand":{"concealed":"123456m789p34588s","win_tile":"4s","melds":[{"type":"pon","tiles":{"toString":1}}]},"context":{"win":"ron","seat_wind":"2z","round_wind":"1z"}}'],
    ['a seat wind with such an object', '{"hand":{"concealed":"123456m789p34588s","win_tile":"4s"},"context":{"win":"ron","seat_wind":{"toString":1},"round_wind":"1z"}}'],
    ['melds given as an object', '{"hand":{"concealed":"123456m789p34588s","win_tile":"4s","melds":{"length":2}},"context":{"win":"ron","seat_wind":"2z","round_wind":"1z"}}'],
  ])('JSON input with %s is an error value', (_title, json) => {
    const r = scoreSafely(JSON.parse(json), 'ema-2012');
    wellFormed(r);
    expect(typeof r.error).toBe('string');
  });
});
