/** The evidence record of a ruling: written as versioned JSON, read back whole or refused with the reason. */
import { describe, expect, it } from 'vitest';
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
    ['a claim of nothing', broken({ claim: { kind: 'points' } }), { code: 'bad_field', field: 'claim' }],
    ['a box without a size', broken({ photo: { ...photo, boxes: [{ tile: '1s', x: 1, y: 2 }] } }), { code: 'bad_field', field: 'photo.boxes[0]' }],
    ['a discards photo without boxes', broken({ discardsPhoto: { ref: 'x', width: 1, height: 1 } }), { code: 'bad_field', field: 'discardsPhoto' }],
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
