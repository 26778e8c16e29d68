/**
 * Issue 20 at the game's doors: the Win dialog (checkForm) and the file import (importGame)
 * refuse the same worths and adjustments, from both sides; the hostile probes each get a
 * refusal with a code; an edit inside the rules is refused as changed after export; the same
 * game imported twice is recognised; and no input, however deep, huge or long, makes the import
 * throw.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FU_BOUND_CHOICES, PRESETS, PRESET_NAMES, maxFuOf, reduce, type GameEvent, type GameRecord, type HandWorth, type PresetName } from '../../src/engine/index';
import { GAME_FILE_MAX_BYTES, IMPORT_ERROR_CODES, exportGame, importGame } from '../../src/formats/game-file';
import { titleApart } from '../../src/formats/game-duplicates';
import { checkForm, type GameForm } from '../../src/ui/game/game-forms';
import { adjust, draw, envelope, hf, play, riichi, ron, start, tsumo } from '../engine/game-play';
import { play as score } from '../engine/referee';

const gameOf = (events: GameEvent[], id = 'g1'): GameRecord => ({ id, title: 'Probe', createdAt: '2026-01-01T00:00:00Z', log: { entries: events.map(envelope), cursor: events.length } });

/** A file of a game that a tamperer edited (parse, change, write back): the hash is left as exported. */
async function edited(game: GameRecord, change: (g: { log: { entries: { id: string; event: Record<string, unknown> }[] } }) => void): Promise<string> {
  const file = JSON.parse(await exportGame(game));
  change(file.game);
  return JSON.stringify(file, null, 2);
}

/** A file that was never exported by the app: a version 1 file (no hash) holding `game` as written. */
const unhashed = (game: unknown): string => JSON.stringify({ format: 'riichi-lens-game', version: 1, game });

const codeOf = async (text: string): Promise<string> => {
  const r = await importGame(text);
  return r.ok ? 'accepted' : r.error.code;
};

/** The Win dialog's verdict on one win of `worth` typed in (as text, as the dialog holds it): a tsumo by seat 1, or a ron from seat 0. */
function dialogRefuses(preset: PresetName, worth: HandWorth, by: 'ron' | 'tsumo' = 'tsumo'): boolean {
  const form: GameForm = {
    type: 'win',
    by,
    discarder: by === 'ron' ? 0 : null,
    onRiichiDiscard: false,
    wins: [{ winner: 1, liable: null, worth: 'yakuman' in worth ? { yakuman: true, han: '', fu: '30', multiple: String(worth.yakuman) } : { yakuman: false, han: String(worth.han), fu: String(worth.fu), multiple: '1' } }],
  };
  return checkForm(play(start(preset)), form).kind !== 'event';
}

/** The import's verdict on a game whose one hand is that win (no hash: only the checks speak). */
async function importRefuses(preset: PresetName, worth: HandWorth, by: 'ron' | 'tsumo' = 'tsumo'): Promise<boolean> {
  return !(await importGame(unhashed(gameOf([start(preset), by === 'ron' ? ron(0, 1, worth) : tsumo(1, worth)])))).ok;
}

describe('one worth check at both doors', () => {
  const probes: [string, HandWorth][] = [
    ['1 han 20 fu', hf(1, 20)],
    ['1 han 25 fu', hf(1, 25)],
    ['fu 1,000,000,000', hf(3, 1_000_000_000)],
    ['fu 35', hf(3, 35)],
    ['fu 150', hf(3, 150)],
    ['han 0', hf(0, 30)],
    ['han 1,000', hf(1000, 30)],
    ['yakuman multiple 1e300', { yakuman: 1e300 }],
    ['yakuman multiple 3', { yakuman: 3 }],
    ['yakuman multiple 0', { yakuman: 0 }],
  ];
  it.each(probes)('%s is refused by the Win dialog and by the import, in every preset', async (_title, worth) => {
    for (const preset of PRESET_NAMES) {
      expect(dialogRefuses(preset, worth), preset).toBe(true);
      expect(await importRefuses(preset, worth), preset).toBe(true);
    }
  });

  it('2 han 20 fu, 140 fu and a double yakuman where the preset has one pass both doors', async () => {
    for (const worth of [hf(2, 20), hf(2, 25), hf(3, 140), hf(13, 40)]) {
      expect(dialogRefuses('ema-2012', worth)).toBe(false);
      expect(await importRefuses('ema-2012', worth)).toBe(false);
    }
    // EMA 2012 counts Big Four Winds twice; EMA 2016 has no double yakuman.
    expect([dialogRefuses('ema-2012', { yakuman: 2 }), await importRefuses('ema-2012', { yakuman: 2 })]).toEqual([false, false]);
    expect([dialogRefuses('ema-2016', { yakuman: 2 }), await importRefuses('ema-2016', { yakuman: 2 })]).toEqual([true, true]);
  });

  it('20 fu on a discard is refused by both doors (pinfu on a ron counts 30); on a self-draw it passes', async () => {
    for (const preset of PRESET_NAMES) {
      expect([dialogRefuses(preset, hf(2, 20), 'ron'), await importRefuses(preset, hf(2, 20), 'ron')], preset).toEqual([true, true]);
      expect([dialogRefuses(preset, hf(2, 20), 'tsumo'), await importRefuses(preset, hf(2, 20), 'tsumo')], preset).toEqual([false, false]);
    }
  });

  it('any worth: the dialog refuses it exactly when the import does', async () => {
    const whole = fc.oneof(fc.integer({ min: -5, max: 200 }), fc.constantFrom(1e9, 1e300, 2 ** 53 + 2, -0));
    const worth: fc.Arbitrary<HandWorth> = fc.oneof(
      fc.record({ han: whole, fu: fc.oneof(fc.constantFrom(...FU_BOUND_CHOICES), fc.integer({ min: -10, max: 300 }), whole) }),
      fc.record({ yakuman: whole }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PRESET_NAMES), worth, fc.constantFrom('ron' as const, 'tsumo' as const), async (preset, w, by) => {
        expect(dialogRefuses(preset, w, by)).toBe(await importRefuses(preset, w, by));
      }),
      { seed: 20261127, numRuns: 400 },
    );
  });

  it('the largest fu the bound allows is one a hand reaches: three concealed terminal kongs, a pung won on a discard, the double wind pair', () => {
    const r = score('999s22z', '9s', 'ankan 1111m, ankan 9999p, ankan 1111z', 'ron S S', 'ema-2012');
    expect(r.error, r.message).toBeNull();
    expect(r.fu).toBe(maxFuOf(PRESETS['ema-2012']));
    expect(r.fu).toBe(140);
  });
});

describe('adjustments at both doors', () => {
  const adjustForm = (deltas: number[]): GameForm => ({ type: 'adjust', deltas: deltas.map(String), reason: 'probe' });

  it('[1e16, 1, -1e16, 0] is refused: it would add up to zero only by rounding, creating a point', async () => {
    const deltas = [1e16, 1, -1e16, 0];
    expect(deltas.reduce((a, b) => a + b, 0)).toBe(0); // the rounding the check must not fall for
    expect(checkForm(play(start('ema-2012')), adjustForm(deltas)).kind).toBe('problems');
    expect(reduce(play(start('ema-2012')), adjust(deltas)).ok).toBe(false);
    expect(await codeOf(unhashed(gameOf([start('ema-2012'), adjust(deltas)])))).toBe('malformed_event');
  });

  it('large deltas within the points bound add up exactly and pass both doors', async () => {
    const deltas = [9_999_999, 1, -9_999_999, -1];
    expect(checkForm(play(start('ema-2012')), adjustForm(deltas)).kind).toBe('event');
    expect(await codeOf(unhashed(gameOf([start('ema-2012'), adjust(deltas)])))).toBe('accepted');
    expect(checkForm(play(start('ema-2012')), adjustForm([10_000_001, -10_000_001, 0, 0])).kind).toBe('problems');
  });

  it('an adjustment of all zeros is refused at both doors', async () => {
    expect(checkForm(play(start('ema-2016')), adjustForm([0, 0, 0, 0]))).toMatchObject({ kind: 'problems', problems: [{ code: 'adjust_all_zero' }] });
    expect(await codeOf(unhashed(gameOf([start('ema-2016'), adjust([0, 0, 0, 0])])))).toBe('refused_event');
  });
});

describe("the issue's probes at the import", () => {
  it('starting points of 1e21 are refused, as are 1e8', async () => {
    const big = (points: number): GameEvent => ({ v: 1, type: 'start', players: ['A', 'B', 'C', 'D'], preset: 'ema-2012', startingPoints: points });
    expect(await codeOf(unhashed(gameOf([big(1e21)])))).toBe('malformed_event');
    expect(await codeOf(unhashed(gameOf([big(1e8)])))).toBe('malformed_event');
    expect(reduce(null, big(10_000_100))).toMatchObject({ ok: false, error: { code: 'bad_starting_points' } });
  });

  it('duplicate event ids are refused, naming the second', async () => {
    const game = gameOf([start('ema-2012'), riichi(0), draw(0)]);
    const twice = { ...game, log: { ...game.log, entries: game.log.entries.map((e, i) => (i === 2 ? { ...e, id: game.log.entries[1]!.id } : e)) } };
    const r = await importGame(unhashed(twice));
    expect(r).toMatchObject({ ok: false, error: { code: 'duplicate_event_id', event: 3 } });
  });

  it('a 50 MB file is refused by the size cap, which the refusal states, before it is parsed', async () => {
    const huge = '{"format": "riichi-lens-game", "game": ' + ' '.repeat(50_000_000) + '}';
    const started = performance.now();
    const r = await importGame(huge);
    expect(r).toMatchObject({ ok: false, error: { code: 'too_large', reason: expect.stringContaining('5 MB') } });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('400,000 events do not fit under the cap; a file one byte over it is refused, one at it is read', async () => {
    const one = JSON.stringify(envelope(draw(), 1));
    expect(one.length * 400_000).toBeGreaterThan(GAME_FILE_MAX_BYTES);
    const file = await exportGame(gameOf([start('ema-2012')]));
    const padded = (bytes: number) => file.replace(/}$/, ' '.repeat(bytes - new TextEncoder().encode(file).length) + '}');
    expect(await codeOf(padded(GAME_FILE_MAX_BYTES))).toBe('accepted');
    expect(await codeOf(padded(GAME_FILE_MAX_BYTES + 1))).toBe('too_large');
    // Multi-byte text counts in bytes: 2.5 million two-byte letters are 5 MB and more.
    expect(await codeOf(file.replace('"Probe"', `"${'ä'.repeat(2_500_000)}"`))).toBe('too_large');
  });

  it('a 10 MB player name is refused by the cap; a 65-letter one by the schema, naming the field', async () => {
    const named = (name: string) => unhashed(gameOf([{ v: 1, type: 'start', players: [name, 'B', 'C', 'D'], preset: 'ema-2012' }]));
    expect(await codeOf(named('x'.repeat(10_000_000)))).toBe('too_large');
    expect(await importGame(named('x'.repeat(65)))).toMatchObject({ ok: false, error: { code: 'malformed_event', event: 1, field: 'log.entries[0].event.players[0]' } });
    expect(await codeOf(named('x'.repeat(64)))).toBe('accepted');
    // The start form's door: the reducer refuses the name a record could not hold.
    expect(reduce(null, { v: 1, type: 'start', players: ['x'.repeat(65), 'B', 'C', 'D'], preset: 'ema-2012' })).toMatchObject({ ok: false, error: { code: 'bad_players' } });
  });

  it('a field nested 5,000 levels deep is refused as too deep, not thrown on', async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const text = (await exportGame(gameOf([start('ema-2012')]))).replace('"Probe"', deep);
    expect(await codeOf(text)).toBe('too_deep');
  });
});

describe('edits after export', () => {
  const game = gameOf([start('ema-2012'), riichi(1), ron(2, 1, hf(3, 30)), draw(0), tsumo(0, hf(2, 40))]);

  it('an exported game reads back, checked by its hash', async () => {
    expect(await importGame(await exportGame(game))).toEqual({ ok: true, value: { game, hashed: true, same: null } });
  });

  it('a ron changed from 3 han to 4 is refused as changed after export, though the rules accept 4 han', async () => {
    const text = await edited(game, (g) => ((g.log.entries[2]!.event.wins as { worth: { han: number } }[])[0]!.worth.han = 4));
    expect(await importGame(text)).toMatchObject({ ok: false, error: { code: 'changed_after_export' } });
    // The same edit in a file without a hash passes every rule: only the hash tells.
    const plain = JSON.parse(text) as { game: unknown };
    expect(await importGame(unhashed(plain.game))).toMatchObject({ ok: true, value: { hashed: false } });
  });

  it('two events swapped are refused as changed after export', async () => {
    const text = await edited(game, (g) => {
      const e = g.log.entries;
      [e[3], e[4]] = [e[4]!, e[3]!];
    });
    expect(await codeOf(text)).toBe('changed_after_export');
  });

  it('re-indenting or reordering keys is not a change', async () => {
    const file = JSON.parse(await exportGame(game)) as Record<string, unknown>;
    const reordered = { sha256: file.sha256, game: file.game, version: file.version, format: file.format };
    expect(await codeOf(JSON.stringify(reordered))).toBe('accepted');
  });

  it('a hash that is not one is a bad field', async () => {
    const file = JSON.parse(await exportGame(game)) as Record<string, unknown>;
    expect(await importGame(JSON.stringify({ ...file, sha256: 'abc' }))).toMatchObject({ ok: false, error: { code: 'bad_fields', field: 'sha256' } });
    delete file.sha256;
    expect(await importGame(JSON.stringify(file))).toMatchObject({ ok: false, error: { code: 'bad_fields' } });
  });
});

describe('the same game imported twice', () => {
  const game = gameOf([start('ema-2012'), riichi(1), ron(2, 1, hf(3, 30))]);

  it('is recognised by its id, identical or not', async () => {
    const text = await exportGame(game);
    expect(await importGame(text, [game])).toMatchObject({ ok: true, value: { same: { id: 'g1', title: 'Probe', identical: true } } });
    const later = gameOf([start('ema-2012'), riichi(1)]);
    expect(await importGame(text, [later])).toMatchObject({ ok: true, value: { same: { id: 'g1', identical: false } } });
  });

  it('is recognised by an identical log under another id (a copy kept beside it), and not confused with another game', async () => {
    const text = await exportGame(game);
    const copy = { ...game, id: 'copy', title: 'Probe (2)' };
    expect(await importGame(text, [copy])).toMatchObject({ ok: true, value: { same: { id: 'copy', identical: true } } });
    const other = { ...gameOf([start('ema-2012'), riichi(2)]), id: 'other' };
    expect(await importGame(text, [other])).toMatchObject({ ok: true, value: { same: null } });
  });

  it('kept both, the copy is named apart', () => {
    expect(titleApart('Probe', ['Probe'])).toBe('Probe (2)');
    expect(titleApart('Probe', ['Probe', 'Probe (2)'])).toBe('Probe (3)');
    expect(titleApart('Other', ['Probe'])).toBe('Other');
  });
});

describe('hostile files at importGame', () => {
  /**
   * What a hostile file puts where a field should be, as JSON text (a value nested thousands deep
   * cannot even be stringified by JSON.stringify): deep, huge, beyond 2^53, long, anything.
   */
  const hostile: fc.Arbitrary<string> = fc.oneof(
    fc.anything({ maxDepth: 4 }).map((x) => JSON.stringify(x) ?? 'null'),
    fc.constantFrom('1e300', '-1e300', '1e400', '9007199254740993', '1e21', '-0', '0.5', '1e-400'),
    fc.integer({ min: 1, max: 6000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
    fc.integer({ min: 1, max: 6000 }).map((n) => '{"a":'.repeat(n) + '1' + '}'.repeat(n)),
    fc.integer({ min: 0, max: 200_000 }).map((n) => JSON.stringify('x'.repeat(n))),
    fc.integer({ min: 0, max: 20_000 }).map((n) => `[${Array.from({ length: n }, () => '0').join(',')}]`),
  );
  const base = gameOf([start('ema-2012'), riichi(1), ron(2, 1, hf(3, 30)), draw(0), tsumo(0, hf(2, 40))]);
  const MARK = '@@hostile@@';

  /** The file with one value, found by a walk of `steps` into it, replaced by a marker. */
  function mark(file: unknown, steps: number[]): unknown {
    const copy = JSON.parse(JSON.stringify(file)) as Record<string, unknown>;
    let at = copy;
    for (const step of steps) {
      const keys = Object.keys(at);
      const key = keys[step % keys.length]!;
      const next = at[key];
      if (typeof next !== 'object' || next === null || Object.keys(next).length === 0) {
        at[key] = MARK;
        return copy;
      }
      at = next as Record<string, unknown>;
    }
    at[Object.keys(at)[0]!] = MARK;
    return copy;
  }

  it('never throws, and every refusal carries a known code', async () => {
    const file = JSON.parse(await exportGame(base)) as Record<string, unknown>;
    const refused = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(), { maxLength: 8 }), hostile, fc.boolean(), async (steps, value, withHash) => {
        const marked = mark(withHash ? file : { ...file, version: 1, sha256: undefined }, steps);
        const r = await importGame(JSON.stringify(marked).replace(`"${MARK}"`, value));
        if (!r.ok) {
          expect(IMPORT_ERROR_CODES).toContain(r.error.code);
          refused.set(r.error.code, (refused.get(r.error.code) ?? 0) + 1);
        }
      }),
      { seed: 20261127, numRuns: 300 },
    );
    // The fuzzing reached past the first checks: refusals of several kinds.
    expect([...refused.keys()]).toEqual(expect.arrayContaining(['too_deep', 'malformed_event', 'changed_after_export']));
  });

  it('never throws on any text at all', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 200 }), fc.json(), fc.anything().map((x) => JSON.stringify(x) ?? '')), async (text) => {
        const r = await importGame(text);
        if (!r.ok) expect(IMPORT_ERROR_CODES).toContain(r.error.code);
      }),
      { seed: 20261127, numRuns: 500 },
    );
  });

  it('an event of any shape in a record is refused with a code, never thrown on', async () => {
    const anyEvent = fc.oneof(
      fc.anything(),
      fc.record(
        { v: fc.constant(1), type: fc.constantFrom('start', 'riichi', 'ron', 'tsumo', 'draw', 'abortive', 'nagashi', 'chombo', 'adjust'), seat: fc.anything(), wins: fc.anything(), win: fc.anything(), tenpai: fc.anything(), deltas: fc.anything(), reason: fc.anything(), players: fc.anything() },
        { requiredKeys: ['v', 'type'] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(anyEvent, async (event) => {
        const r = await importGame(unhashed(gameOf([start('ema-2012'), event as GameEvent])));
        if (!r.ok) expect(IMPORT_ERROR_CODES).toContain(r.error.code);
      }),
      { seed: 20261127, numRuns: 1000 },
    );
  });
});

describe('bounds per preset', () => {
  it.each(PRESET_NAMES)('%s: the largest fu is offered, the next ten is not', (preset) => {
    const max = maxFuOf(PRESETS[preset]);
    expect(dialogRefuses(preset, hf(3, max))).toBe(false);
    expect(dialogRefuses(preset, hf(3, max + 10))).toBe(true);
  });
});
