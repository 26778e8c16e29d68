/** The evidence record of a ruling: written as versioned JSON, read back whole or refused with the reason. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ENGINE_VERSION, EVIDENCE_FORMAT, evidenceOf, exportEvidence, importEvidence, ruleOnWin } from '../../src/referee/index';
import { input } from './rule';

const AT = new Date('2026-05-01T10:20:30Z');
const claimed = input('234m456p678s23s55p1s', '1s', '', 'ron S E riichi', { claim: { kind: 'points', points: 7700 }, discards: '9m1z' });
const photo = { ref: 'data:image/jpeg;base64,AAAA', width: 640, height: 480, boxes: [{ tile: '1s', x: 10, y: 20, w: 30, h: 40 }] };
const pond = { ref: 'data:image/jpeg;base64,BBBB', width: 640, height: 480, boxes: [{ tile: '9m', x: 100, y: 200, w: 30, h: 40 }, { tile: '1z', x: 131, y: 200, w: 30, h: 40 }] };
const record = evidenceOf(claimed, ruleOnWin(claimed), photo, AT, pond);

describe('evidence record', () => {
  it('holds the tiles, situation, preset, engine version, claim, photo, result, ruling and time', () => {
    expect(record).toMatchObject({ format: EVIDENCE_FORMAT, version: 2, at: '2026-05-01T10:20:30.000Z', engineVersion: ENGINE_VERSION, preset: 'ema-2012', discards: '9m1z', photo, discardsPhoto: pond });
    expect(record.request.hand.concealed).toBe('234m456p678s23s55p1s');
    expect(record.claim).toEqual({ kind: 'points', points: 7700 });
    expect(record.ruling.valid).toBe(true);
    expect(record.ruling.differences[0]?.code).toBe('points');
  });
  it('is read back as written', () => {
    expect(importEvidence(exportEvidence(record))).toEqual({ ok: true, value: record });
  });
  it('a record without a photo is read back too', () => {
    const bare = evidenceOf(claimed, ruleOnWin(claimed), null, AT);
    expect(importEvidence(exportEvidence(bare)).ok).toBe(true);
  });

  it('a record of version 1 (before discards photos) is read back, without a discards photo', () => {
    const { discardsPhoto: _, ...v1 } = { ...JSON.parse(exportEvidence(record)), version: 1 } as Record<string, unknown>;
    expect(importEvidence(JSON.stringify(v1))).toEqual({ ok: true, value: { ...record, discardsPhoto: null } });
  });
  it('typed discards leave the discards photo empty', () => {
    expect(evidenceOf(claimed, ruleOnWin(claimed), photo, AT).discardsPhoto).toBeNull();
  });

  const broken = (patch: Record<string, unknown>): string => JSON.stringify({ ...JSON.parse(exportEvidence(record)), ...patch });
  it.each([
    ['a file cut short', exportEvidence(record).slice(0, 50), { code: 'not_json' }],
    ['another app\'s file', JSON.stringify({ format: 'riichi-lens-game', version: 1 }), { code: 'wrong_format' }],
    ['a newer version', broken({ version: 3 }), { code: 'unknown_version' }],
    ['an unknown preset', broken({ preset: 'ema-1999' }), { code: 'bad_field', field: 'preset' }],
    ['a bad time', broken({ at: 'yesterday' }), { code: 'bad_field', field: 'at' }],
    // The field is the schema's path to the value at fault.
    ['a claim of nothing', broken({ claim: { kind: 'points' } }), { code: 'bad_field', field: 'claim.points' }],
    ['a box without a size', broken({ photo: { ...photo, boxes: [{ tile: '1s', x: 1, y: 2 }] } }), { code: 'bad_field', field: 'photo.boxes[0].w' }],
    ['a discards photo without boxes', broken({ discardsPhoto: { ref: 'x', width: 1, height: 1 } }), { code: 'bad_field', field: 'discardsPhoto.boxes' }],
    ['a version 2 file without its discards photo', broken({ discardsPhoto: undefined }), { code: 'bad_field', field: 'discardsPhoto' }],
    ['a ruling changed by hand', broken({ discards: '1s' }), { code: 'ruling_mismatch', field: 'ruling' }],
  ])('%s is refused with the reason', (_title, text, expected) => {
    const r = importEvidence(text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toMatchObject(expected);
      expect(r.error.reason.length).toBeGreaterThan(0);
    }
  });
});

describe('hostile evidence files (issue 20)', () => {
  const file = JSON.parse(exportEvidence(record)) as Record<string, unknown>;
  const CODES = ['too_large', 'not_json', 'too_deep', 'wrong_format', 'unknown_version', 'bad_field', 'ruling_mismatch'];
  const MARK = '@@hostile@@';
  const hostile: fc.Arbitrary<string> = fc.oneof(
    fc.anything({ maxDepth: 4 }).map((x) => JSON.stringify(x) ?? 'null'),
    fc.constantFrom('1e300', '-1e300', '1e400', '9007199254740993', '-0', '1e-400'),
    fc.integer({ min: 1, max: 6000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
    fc.integer({ min: 1, max: 6000 }).map((n) => '{"a":'.repeat(n) + '1' + '}'.repeat(n)),
    fc.integer({ min: 0, max: 100_000 }).map((n) => JSON.stringify('x'.repeat(n))),
    fc.integer({ min: 0, max: 5_000 }).map((n) => `[${Array.from({ length: n }, () => '{"tile":"1s","x":1,"y":1,"w":1,"h":1}').join(',')}]`),
  );
  /** The file with one value (a walk of `steps` into it) replaced by a marker, then the marker by hostile JSON text. */
  function planted(steps: number[], value: string): string {
    const copy = JSON.parse(JSON.stringify(file)) as Record<string, unknown>;
    let at = copy;
    for (const step of [...steps, 0]) {
      const keys = Object.keys(at);
      const key = keys[step % keys.length]!;
      const next = at[key];
      if (typeof next !== 'object' || next === null || Object.keys(next).length === 0 || step === 0) {
        at[key] = MARK;
        break;
      }
      at = next as Record<string, unknown>;
    }
    return JSON.stringify(copy).replace(`"${MARK}"`, value);
  }

  it('never throws, and every refusal carries a code', () => {
    const refused = new Set<string>();
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 6 }), hostile, (steps, value) => {
        const r = importEvidence(planted(steps, value));
        if (!r.ok) {
          expect(CODES).toContain(r.error.code);
          refused.add(r.error.code);
        }
      }),
      { seed: 20261127, numRuns: 300 },
    );
    expect([...refused]).toEqual(expect.arrayContaining(['too_deep', 'bad_field']));
  });

  it('a request nested 5,000 levels deep is refused as too deep, before the ruling walks it', () => {
    const deep = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    expect(importEvidence(JSON.stringify(file).replace('"concealed":', `"deep": ${deep}, "concealed":`))).toMatchObject({ ok: false, error: { code: 'too_deep' } });
  });

  it('a file over 5 MB is refused by the cap, which the refusal states', () => {
    expect(importEvidence(JSON.stringify({ ...file, discards: 'x'.repeat(5_000_001) }))).toMatchObject({ ok: false, error: { code: 'too_large', reason: expect.stringContaining('5 MB') } });
  });

  it('a box at 1e300 or a photo of infinite width is a bad field', () => {
    const box = { tile: '1s', x: 1e300, y: 2, w: 3, h: 4 };
    expect(importEvidence(JSON.stringify({ ...file, photo: { ...photo, boxes: [box] } }))).toMatchObject({ ok: false, error: { code: 'bad_field', field: 'photo.boxes[0].x' } });
    expect(importEvidence(JSON.stringify({ ...file, photo: { ...photo, width: 1 } }).replace('"width":1', '"width":1e400'))).toMatchObject({ ok: false, error: { code: 'bad_field', field: 'photo.width' } });
  });
});
