/**
 * Export and import of a game (issue 5): the versioned JSON round-trips in every preset, a bad
 * file is refused with a code (never thrown on), the per-hand CSV quotes awkward names per
 * RFC 4180, and the EMA results sheet of a scripted game matches a hand count from the rule texts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PRESETS,
  PRESET_NAMES,
  handsCsv,
  isZeroSum,
  reduce,
  resultsSheet,
  resultsSheetCsv,
  type GameEvent,
  type GameRecord,
  type GameState,
  type PresetName,
} from '../../src/engine/index';
import { exportGame, importGame as importFile } from '../../src/formats/game-file';
import { adjust, draw, envelope, hf, riichi, ron, start, tsumo } from '../engine/game-play';

/** The import's verdict with the game alone (most tests here are about what is refused). */
async function importGame(text: string) {
  const r = await importFile(text);
  return r.ok ? { ok: true as const, value: r.value.game } : r;
}

const chombo = (seat: number): GameEvent => ({ v: 1, type: 'chombo', seat });
const gameOf = (events: GameEvent[], cursor = events.length, title = 'Friday table'): GameRecord => ({ id: 'g1', title, createdAt: '2026-01-01T00:00:00Z', log: { entries: events.map(envelope), cursor } });

/** Rewrites the exported JSON as a tamperer would: parse, change, write back. */
async function tamper(game: GameRecord, change: (file: { version: unknown; format: unknown; game: Record<string, unknown> & { log: { cursor: unknown; entries: { event: Record<string, unknown> }[] } } }) => void): Promise<string> {
  const file = JSON.parse(await exportGame(game));
  change(file);
  return JSON.stringify(file);
}

/** A minimal RFC 4180 reader, so the test checks what a spreadsheet would read back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

/** A short game in each preset: a riichi, a win, a draw, a tsumo (three players where needed). */
function sampleEvents(preset: PresetName): GameEvent[] {
  return [start(preset), riichi(1), ron(2, 1, hf(3, 30)), draw(0), tsumo(0, hf(2, 40)), adjust(PRESETS[preset].players === 3 ? [100, -100, 0] : [100, -100, 0, 0])];
}

describe('game file round trip', () => {
  it.each(PRESET_NAMES)('exports then imports a %s game unchanged, undo cursor kept', async (preset) => {
    const game = gameOf(sampleEvents(preset), 4);
    const back = await importGame(await exportGame(game));
    expect(back).toEqual({ ok: true, value: game });
  });

  it('writes a format marker and version first, with stable key order, the hash last', async () => {
    const text = await exportGame(gameOf(sampleEvents('ema-2012')));
    expect(text.startsWith('{\n  "format": "riichi-lens-game",\n  "version": 2,\n  "game": {')).toBe(true);
    expect(text).toMatch(/\n {2}"sha256": "[0-9a-f]{64}"\n}$/);
    const reordered: GameRecord = { log: gameOf(sampleEvents('ema-2012')).log, createdAt: '2026-01-01T00:00:00Z', title: 'Friday table', id: 'g1' };
    expect(await exportGame(reordered)).toBe(text);
  });
});

/** A game whose ron (event 3) carries the hand as the table saw it. */
const JPEG = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwc=';
const noted = (): GameRecord => {
  const g = gameOf(sampleEvents('ema-2012'));
  const entries = g.log.entries.map((e, i) => (i === 2 ? { ...e, hands: [{ winner: 1, tiles: '123m 456p 789s [222z] 11z', yaku: [['Yakuhai (South)', 1], ['Riichi', 1]] as const, dora: '1p', thumbnail: JPEG }] } : e));
  return { ...g, log: { ...g.log, entries } };
};

describe('hand notes', () => {
  it('round-trip with the win they belong to', async () => {
    expect(await importGame(await exportGame(noted()))).toEqual({ ok: true, value: noted() });
  });

  it('refuses a note for a seat that did not win, or on an event that is not a win', async () => {
    const other = async (change: (e: Record<string, unknown>[]) => void) => importGame(await tamper(noted(), (f) => change(f.game.log.entries as unknown as Record<string, unknown>[])));
    expect(await other((e) => ((e[2]!.hands as { winner: number }[])[0]!.winner = 3))).toMatchObject({ ok: false, error: { code: 'malformed_event', event: 3 } });
    expect(await other((e) => (e[3]!.hands = e[2]!.hands))).toMatchObject({ ok: false, error: { code: 'malformed_event', event: 4 } });
    expect(await other((e) => (e[2]!.hands = [...(e[2]!.hands as unknown[]), ...(e[2]!.hands as unknown[])]))).toMatchObject({ ok: false, error: { code: 'malformed_event', event: 3 } });
  });

  it('refuses a thumbnail that is not an inline JPEG or PNG, or is too long', async () => {
    const thumb = async (t: string) => importGame(await tamper(noted(), (f) => ((f.game.log.entries[2] as unknown as { hands: { thumbnail: string }[] }).hands[0]!.thumbnail = t)));
    expect(await thumb('https://example.com/x.jpg')).toMatchObject({ ok: false, error: { code: 'malformed_event', event: 3 } });
    expect(await thumb('data:image/svg+xml;base64,PHN2Zz4=')).toMatchObject({ ok: false, error: { code: 'malformed_event' } });
    expect(await thumb('data:image/jpeg;base64,' + 'A'.repeat(40_000))).toMatchObject({ ok: false, error: { code: 'malformed_event' } });
    // A PNG passes the shape check; the edit itself is then caught by the file's hash.
    expect(await thumb('data:image/png;base64,iVBORw0KGgo=')).toMatchObject({ ok: false, error: { code: 'changed_after_export' } });
  });

  it('refuses malformed yaku', async () => {
    const r = await importGame(await tamper(noted(), (f) => ((f.game.log.entries[2] as unknown as { hands: { yaku: unknown }[] }).hands[0]!.yaku = [['Riichi', 'one']])));
    expect(r).toMatchObject({ ok: false, error: { code: 'malformed_event', event: 3 } });
  });
});

describe('game file refusals', () => {
  const game = gameOf(sampleEvents('ema-2016'));
  let text = '';
  beforeAll(async () => {
    text = await exportGame(game);
  });

  it('refuses a file cut in half as not JSON', async () => {
    expect(await importGame(text.slice(0, text.length / 2))).toMatchObject({ ok: false, error: { code: 'not_json' } });
  });

  it('refuses a file with a wrong format marker', async () => {
    expect(await importGame(await tamper(game, (f) => (f.format = 'other-app')))).toMatchObject({ ok: false, error: { code: 'wrong_format' } });
    expect(await importGame('[1, 2]')).toMatchObject({ ok: false, error: { code: 'wrong_format' } });
  });

  it('refuses a newer version', async () => {
    expect(await importGame(await tamper(game, (f) => (f.version = 3)))).toMatchObject({ ok: false, error: { code: 'unknown_version', reason: expect.stringContaining('version 3') } });
  });

  it('refuses missing fields', async () => {
    expect(await importGame(await tamper(game, (f) => delete f.game.title))).toMatchObject({ ok: false, error: { code: 'bad_fields' } });
    expect(await importGame(await tamper(game, (f) => (f.game.log = { cursor: 0 } as never)))).toMatchObject({ ok: false, error: { code: 'bad_fields' } });
  });

  it('refuses a cursor out of range', async () => {
    expect(await importGame(await tamper(game, (f) => (f.game.log.cursor = 99)))).toMatchObject({ ok: false, error: { code: 'bad_cursor' } });
    expect(await importGame(await tamper(game, (f) => (f.game.log.cursor = -1)))).toMatchObject({ ok: false, error: { code: 'bad_cursor' } });
  });

  it('refuses a malformed event, naming it and the field', async () => {
    const r = await importGame(await tamper(game, (f) => ((f.game.log.entries[2]!.event.wins as { worth: { han: unknown } }[])[0]!.worth.han = 'three')));
    expect(r).toMatchObject({ ok: false, error: { code: 'malformed_event', event: 3, field: expect.stringMatching(/^log\.entries\[2\]\.event\.wins\[0\]\.worth/) } });
  });

  it('refuses an event the rules refuse, naming it and the rule', async () => {
    // 100 han fits the file's shape (ema-2012 counts up to 101) but not this ema-2016 game (98: it has no red fives).
    const r = await importGame(await tamper(game, (f) => ((f.game.log.entries[4]!.event.win as { worth: { han: number } }).worth.han = 100)));
    expect(r).toEqual({ ok: false, error: { code: 'refused_event', reason: 'event 5 is refused by the rules: bad_hand_worth', event: 5, rule: 'bad_hand_worth' } });
  });

  it('refuses a refused event even in the redo tail', async () => {
    const r = await importGame(await tamper(game, (f) => ((f.game.log.cursor = 1), (f.game.log.entries[3]!.event.tenpai = [0, 0]))));
    expect(r).toMatchObject({ ok: false, error: { code: 'refused_event', event: 4, rule: 'duplicate_tenpai' } });
  });
});

describe('game file properties', () => {
  /** Random steps turned into events against the current state; refused ones are left out. */
  function randomGame(preset: PresetName, steps: [number, number, number][], title: string, cut: number): GameRecord {
    let s = reduce(null, start(preset));
    if (!s.ok) throw new Error(s.error.code);
    let state: GameState = s.value;
    const events: GameEvent[] = [start(preset)];
    for (const [a, b, c] of steps) {
      if (state.ended) break;
      const n = state.players.length;
      const seat = b % n;
      const options: GameEvent[] = [riichi(seat), ron(seat, (seat + 1 + (c % (n - 1))) % n, hf(1 + (c % 6), 30)), tsumo(seat, c % 9 === 0 ? { yakuman: 1 } : hf(1 + (c % 4), 40)), draw(...new Set([...state.riichi, seat])), chombo(seat)];
      const e = options[a % options.length]!;
      s = reduce(state, e);
      if (s.ok) {
        state = s.value;
        events.push(e);
      }
    }
    return gameOf(events, cut % (events.length + 1), title);
  }
  const games = fc
    .tuple(fc.constantFrom(...PRESET_NAMES), fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat()), { maxLength: 60, size: 'max' }), fc.string(), fc.nat())
    .map(([preset, steps, title, cut]) => randomGame(preset, steps, title, cut));

  it('any valid game round-trips', async () => {
    await fc.assert(
      fc.asyncProperty(games, async (game) => {
        expect(await importGame(await exportGame(game))).toEqual({ ok: true, value: game });
      }),
      { seed: 20261123, numRuns: 200 },
    );
  });

  it('any truncation of an export is refused without throwing', async () => {
    await fc.assert(
      fc.asyncProperty(games, fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), async (game, at) => {
        const text = await exportGame(game);
        const r = await importGame(text.slice(0, Math.floor(at * text.length)));
        expect(r.ok).toBe(false);
      }),
      { seed: 20261123, numRuns: 300 },
    );
  });
});

describe('per-hand CSV', () => {
  const names = ['Smith, J.', 'Bob "the Wall"', 'Line\nbreak', 'Ann'];
  const csv = handsCsv(gameOf([start('ema-2012', names), riichi(1), ron(2, 1, hf(3, 30)), draw(0), chombo(3)]).log);
  const rows = parseCsv(csv);

  it('quotes awkward names so a spreadsheet reads them back', () => {
    expect(csv).toContain('"Smith, J. change"');
    expect(csv).toContain('"Bob ""the Wall"" points"');
    expect(rows[0]!.slice(11, 13)).toEqual(['Smith, J. change', 'Smith, J. points']);
    expect(rows[0]![13]).toBe('Bob "the Wall" change');
    expect(rows[0]![15]).toBe('Line\nbreak change');
    expect(rows.every((r) => r.length === rows[0]!.length)).toBe(true);
  });

  it('writes a name a spreadsheet would run as a formula as text, and numbers as numbers', () => {
    const sneaky = handsCsv(gameOf([start('ema-2012', ['=HYPERLINK("x")', '+1', '@me', 'Ann']), ron(2, 1, hf(3, 30))]).log);
    const [header, ron1] = parseCsv(sneaky);
    expect(header!.slice(11, 13)).toEqual(['\'=HYPERLINK("x") change', '\'=HYPERLINK("x") points']);
    expect(ron1!.slice(6, 8)).toEqual(["'+1", "'@me"]); // winner, discarder
    expect(header![15]).toBe("'@me change");
    // A negative points change stays a number a spreadsheet can add up.
    expect(ron1![15]).toBe('-3900');
  });

  it('has one row per hand, riichi folded into its hand', () => {
    expect(rows.map((r) => [r[0], r[1], r[4]])).toEqual([
      ['hand', 'round', 'event'],
      ['1', 'E1', 'ron'],
      ['2', 'E2', 'draw'],
      ['3', 'E3', 'chombo'],
    ]);
    // 3 han 30 fu non-dealer ron = 3900, plus Bob's own riichi stick back: +3900 net of the bet.
    expect(rows[1]!.slice(5, 10)).toEqual(['Bob "the Wall"', 'Bob "the Wall"', 'Line\nbreak', '', '3 han 30 fu']);
    expect(rows[1]!.slice(11, 19)).toEqual(['0', '30000', '3900', '33900', '-3900', '26100', '0', '30000']);
    expect(rows[1]!.slice(19)).toEqual(['0', '0', '', '']); // no hand note: tiles and yaku empty
  });

  it('ends each row with the winning hands\' tiles and yaku from the envelope, never the thumbnail', () => {
    expect(rows[0]!.slice(-4)).toEqual(['sticks after', 'counters after', 'tiles', 'yaku']);
    const noteOf = (winner: number, tiles: string, yaku: [string, number][]) => ({ winner, tiles, yaku, dora: '1p', thumbnail: JPEG });
    // E1: C deals into A and D together (ema-2012 allows multiple ron); only A's and D's hands
    // were captured, in the winners' order. E2: a tsumo whose hand was entered as worth only.
    const events: GameEvent[] = [start('ema-2012'), { v: 1, type: 'ron', discarder: 2, wins: [{ winner: 0, worth: hf(1, 30) }, { winner: 3, worth: hf(2, 30) }] }, tsumo(1, hf(1, 30))];
    const g = gameOf(events);
    const entries = g.log.entries.map((e, i) =>
      i === 1 ? { ...e, hands: [noteOf(3, '234m 567p 22s 345s 678s', [['Riichi', 1], ['Pinfu', 1]]), noteOf(0, '111z 222z 333z 44z 567m', [['Yakuhai (East)', 1]])] } : e,
    );
    const text = handsCsv({ ...g.log, entries });
    expect(text).not.toContain('data:image');
    const [header, e1, e2] = parseCsv(text);
    expect(e1!.length).toBe(header!.length);
    expect(e1!.slice(-2)).toEqual(['111z 222z 333z 44z 567m | 234m 567p 22s 345s 678s', 'Yakuhai (East) 1 | Riichi 1; Pinfu 1']);
    expect(e2!.slice(-2)).toEqual(['', '']);
    const tsumoNoted = entries.map((e, i) => (i === 2 ? { ...e, hands: [noteOf(1, '11z 234p 567p 789p 345s', [['Menzen tsumo', 1]])] } : e));
    expect(parseCsv(handsCsv({ ...g.log, entries: tsumoNoted }))[2]!.slice(-2)).toEqual(['11z 234p 567p 789p 345s', 'Menzen tsumo 1']);
  });
});

describe('EMA results sheet', () => {
  /**
   * EMA 2012 (start 30000, uma 15000/5000/-5000/-15000, chombo paid at the table 4000 to the
   * dealer, 2000 to the others). By hand:
   *  E1 B riichi; C deals B 3 han 30 fu: 3900 + the stick.     A 30000 B 33900 C 26100 D 30000
   *  E2 A tsumo 1 han 30 fu: 300 / dealer B 500.               A 31100 B 33400 C 25800 D 29700
   *  E3 D chombo: 4000 to dealer C, 2000 to A and B.           A 33100 B 35400 C 29800 D 21700
   *  E3 draw, A alone tenpai: 1000 from each.                  A 36100 B 34400 C 28800 D 20700
   *  E4 A riichi, draw, A alone tenpai.                        A 38100 B 33400 C 27800 D 19700, 1 stick
   *  S1-S4 four draws nobody tenpai: the game ends after South 4; the stick goes to first place.
   */
  const events = [start('ema-2012'), riichi(1), ron(2, 1, hf(3, 30)), tsumo(0, hf(1, 30)), chombo(3), draw(0), riichi(0), draw(0), draw(), draw(), draw(), draw()];
  const sheet = resultsSheet(gameOf(events).log);

  it('gives final points, uma, chombo, total and rank as counted by hand', () => {
    expect(sheet.startingPoints).toBe(30000);
    expect(sheet.rows).toEqual([
      { rank: 1, player: 'A', finalPoints: 38100, uma: 15000, leftover: 1000, chombo: 0, total: 24100 },
      { rank: 2, player: 'B', finalPoints: 33400, uma: 5000, leftover: 0, chombo: 0, total: 8400 },
      { rank: 3, player: 'C', finalPoints: 27800, uma: -5000, leftover: 0, chombo: 0, total: -7200 },
      { rank: 4, player: 'D', finalPoints: 19700, uma: -15000, leftover: 0, chombo: 0, total: -25300 },
    ]);
    expect(sheet.zeroSum).toBe(true);
  });

  it('is not zero-sum once a row is tampered', () => {
    const rows = sheet.rows.map((r, i) => (i === 1 ? { ...r, total: r.total + 1000 } : r));
    expect(isZeroSum({ startingPoints: sheet.startingPoints, rows })).toBe(false);
    const both = sheet.rows.map((r, i) => (i === 1 ? { ...r, finalPoints: r.finalPoints + 1000, total: r.total + 1000 } : r));
    expect(isZeroSum({ startingPoints: sheet.startingPoints, rows: both })).toBe(false);
  });

  it('counts chombo deducted after uma (EMA 2016) into the zero-sum check', () => {
    // A 29000, B 31000, C 32000 after two small rons; C's chombo comes off after C's first-place uma.
    const s = resultsSheet(gameOf([start('ema-2016'), ron(0, 1, hf(1, 30)), ron(3, 2, hf(2, 30)), chombo(2)]).log);
    expect(s.rows[0]).toEqual({ rank: 1, player: 'C', finalPoints: 32000, uma: 15000, leftover: 0, chombo: 20000, total: 2000 + 15000 - 20000 });
    expect(s.zeroSum).toBe(true);
  });

  it('writes the sheet as CSV in the EMA column order', () => {
    expect(resultsSheetCsv(sheet).split('\r\n').slice(0, 2)).toEqual(['rank,player,final points,uma,leftover sticks,chombo penalties,total', '1,A,38100,15000,1000,0,24100']);
  });
});
