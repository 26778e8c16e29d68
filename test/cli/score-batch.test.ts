/**
 * The score command's batch (src/cli/score-batch.ts) as it runs on a file: rows streamed in and out,
 * one result line per input row in order, each row answered on its own whatever the row before it
 * was, a byte order mark accepted. The property feeds hostile rows (deep nesting, huge and
 * non-finite numbers, long strings and lists) between good ones: nothing throws, every refusal is
 * coded, and the good rows keep their results.
 */
import { PassThrough, Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scoreRequest, type ScoreResultJson } from '../../src/engine/index';
import { jsonlRows } from '../../src/cli/jsonl';
import { scoreBatch } from '../../src/cli/score-batch';

const GOOD = { hand: { concealed: '123456m789p34588s', win_tile: '4s' }, context: { win: 'ron', seat_wind: '2z', round_wind: '1z', riichi: true } };
const GOOD_TOTAL = scoreRequest(GOOD as never, 'ema-2016').total;

/** Runs a batch over the given text chunks; returns the parsed output lines. */
async function run(chunks: Iterable<string | Buffer>): Promise<ScoreResultJson[]> {
  const out = new PassThrough();
  const text: string[] = [];
  out.on('data', (d: Buffer) => text.push(d.toString('utf8')));
  await scoreBatch(Readable.from(chunks), out, 'ema-2016');
  out.end();
  return text.join('').trimEnd().split('\n').map((l) => JSON.parse(l) as ScoreResultJson);
}

/** `[[[...0...]]]` nested `depth` times, as JSON text (JSON.stringify itself overflows the stack on it). */
const nestedText = (depth: number): string => `${'['.repeat(depth)}0${']'.repeat(depth)}`;
/** A placeholder for deep nesting in a row built as an object: `withNesting` puts the text in. */
const NEST = (depth: number): string => `__nest${depth}__`;
const withNesting = (text: string): string => text.replace(/"__nest(\d+)__"/g, (_m, d: string) => nestedText(Number(d)));

const CODES = new Set(['invalid_request', 'invalid_hand', 'invalid_context', 'not_winning', 'no_yaku', 'two_yaku_required']);

describe('score --jsonl batches', () => {
  it('a row nested 5,000 levels deep gets its own coded error line; the rows around it are scored', async () => {
    const deep = withNesting(JSON.stringify({ id: 'deep', hand: GOOD.hand, context: { ...GOOD.context, honba: NEST(5000) } }));
    const lines = await run([`${JSON.stringify({ id: 'a', ...GOOD })}\n${deep}\n${JSON.stringify({ id: 'b', ...GOOD })}\n`]);
    expect(lines.map((l) => [l.id, l.error])).toEqual([['a', null], ['deep', 'invalid_context'], ['b', null]]);
    expect(lines[1]!.details?.[0]?.code).toBe('bad_context');
  });

  it('a deep row anywhere else (not in a field the engine reads) is refused as a request, not thrown', async () => {
    const [line] = await run([`${withNesting(JSON.stringify({ id: 'x', ...GOOD, extra: NEST(5000) }))}\n`]);
    expect([line!.id, line!.error, line!.details?.[0]?.code]).toEqual(['x', 'invalid_request', 'too_deep']);
  });

  it('a UTF-8 byte order mark before row 1 is not part of the row', async () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${JSON.stringify({ id: 'bom', ...GOOD })}\r\n`)]);
    const [line] = await run([bytes]);
    expect([line!.id, line!.error, line!.total]).toEqual(['bom', null, GOOD_TOTAL]);
  });

  it('rows split across chunks anywhere (inside a multi-byte character too) are read whole, in order', async () => {
    const rows = Array.from({ length: 40 }, (_, i) => JSON.stringify({ id: `r${i}·東`, ...GOOD }));
    const bytes = Buffer.from(`${rows.join('\n')}\n`);
    const chunks: Buffer[] = [];
    for (let at = 0, size = 1; at < bytes.length; at += size, size = (size * 7) % 97 + 1) chunks.push(bytes.subarray(at, at + size));
    const lines = await run(chunks);
    expect(lines.map((l) => l.id)).toEqual(rows.map((_, i) => `r${i}·東`));
    expect(lines.every((l) => l.total === GOOD_TOTAL)).toBe(true);
  });

  it('streams: 20,000 rows flow through with one line each, in order, bad rows isolated', async () => {
    const n = 20_000;
    function* source(): Generator<string> {
      for (let i = 0; i < n; i++) yield i % 1000 === 7 ? '{broken\n' : `${JSON.stringify({ id: String(i), ...GOOD })}\n`;
    }
    const lines = await run(source());
    expect(lines).toHaveLength(n);
    lines.forEach((l, i) => {
      if (i % 1000 === 7) expect([l.id, l.error]).toEqual([null, 'invalid_request']);
      else expect([l.id, l.total]).toEqual([String(i), GOOD_TOTAL]);
    });
  });

  it('writes each result before reading far ahead: the first line is out while the input is still open', async () => {
    const input = new PassThrough();
    const out = new PassThrough();
    const done = scoreBatch(input, out, 'ema-2016');
    input.write(`${JSON.stringify({ id: 'first', ...GOOD })}\n`);
    const first = await new Promise<string>((resolve) => out.once('data', (d: Buffer) => resolve(d.toString())));
    expect(JSON.parse(first).id).toBe('first');
    input.end();
    await done;
  });

  it('a line longer than the limit is answered with an error and not held', async () => {
    const rows: string[] = [];
    for await (const row of jsonlRows(Readable.from([`{"a":"${'x'.repeat(5000)}"}\n`, '{"ok":1}\n']), 1000)) rows.push(row.ok ? 'ok' : row.error);
    expect(rows).toEqual(['line 1: longer than 1000 characters', 'ok']);
  });

  it('property: hostile rows never throw; every row has its line, in order, each refusal coded', async () => {
    const hostileNumber = fc.oneof(fc.constant(Number.NaN), fc.constant(Infinity), fc.constant(-Infinity), fc.constant(1e308), fc.constant(-1e21), fc.constant(2 ** 53 + 1), fc.double(), fc.integer());
    const hostileValue = fc.oneof(
      hostileNumber,
      fc.string({ maxLength: 30 }),
      fc.constant('x'.repeat(20_000)),
      fc.integer({ min: 1, max: 6000 }).map(NEST),
      fc.integer({ min: 0, max: 5000 }).map((k) => Array.from({ length: k }, (_, i) => i)),
      fc.constant(null),
      fc.boolean(),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
    );
    const fields = ['concealed', 'win_tile', 'melds', 'dora_indicators', 'win', 'seat_wind', 'round_wind', 'honba', 'riichi_sticks', 'riichi', 'dealer', 'ura_indicators', 'discarder_seat', 'id'] as const;
    const hostileRow = fc.record({ field: fc.constantFrom(...fields), value: hostileValue }).map(({ field, value }) => {
      if (field === 'id') return { ...GOOD, id: value };
      if (field in GOOD.hand || field === 'melds' || field === 'dora_indicators') return { ...GOOD, hand: { ...GOOD.hand, [field]: value } };
      return { ...GOOD, context: { ...GOOD.context, [field]: value } };
    });
    // JSON turns NaN and Infinity into null; the row text below keeps them as a hostile writer would.
    const rowText = (row: unknown): string => withNesting(JSON.stringify(row, (_k, v: unknown) => (typeof v === 'number' && !Number.isFinite(v) ? `__${v}__` : v)).replace(/"__(-?Infinity|NaN)__"/g, '$1'));
    let cases = 0;
    const refusals = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(hostileRow.map((r) => ({ good: false, text: rowText(r) })), fc.constant({ good: true, text: JSON.stringify(GOOD) })), { minLength: 1, maxLength: 8 }), async (rows) => {
        cases++;
        const lines = await run([rows.map((r) => r.text).join('\n') + '\n']);
        expect(lines).toHaveLength(rows.length);
        lines.forEach((l, i) => {
          if (rows[i]!.good) expect(l.total).toBe(GOOD_TOTAL);
          if (l.error !== null) {
            const key = `${l.error}/${l.details?.[0]?.code ?? '-'}`;
            refusals.set(key, (refusals.get(key) ?? 0) + 1);
            expect(CODES).toContain(l.error);
            expect(typeof l.message).toBe('string');
            if (l.error === 'invalid_request' || l.error === 'invalid_hand' || l.error === 'invalid_context') expect(l.details?.[0]?.code ?? (l.error === 'invalid_request' ? 'not_json' : undefined)).toMatch(/^[a-z_]+$/);
          }
        });
      }),
      { numRuns: 150 },
    );
    console.info(`score batch fuzz: ${cases} batches; refusals by code: ${JSON.stringify(Object.fromEntries([...refusals].sort()))}`);
  }, 120_000);
});
