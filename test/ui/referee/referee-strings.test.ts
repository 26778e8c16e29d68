/** Every reason and difference of referee mode is worded in every language, with nothing left unfilled. */
import { describe, expect, it } from 'vitest';
import type { Difference, Invalidity } from '../../../src/referee/index';
import { LOCALES, STRINGS } from '../../../src/ui/i18n/strings';
import { DISCARD_WARNING_CODES } from '../../../src/vision/discards';
import { VISION_ERROR_CODES } from '../../../src/recognition/worker-api';

const REASONS: readonly Invalidity[] = [
  { code: 'incomplete' },
  { code: 'no_yaku' },
  { code: 'two_yaku_required', counters: 5, threshold: 5 },
  { code: 'furiten', waits: ['3s', '6s'], discarded: ['6s'] },
  { code: 'temporary_furiten', riichi: true },
  { code: 'temporary_furiten', riichi: false },
  ...(['wrong_tile_count', 'invalid_meld', 'exposed_tiles', 'no_kong_replacement'] as const).map((reason) => ({ code: 'dead_hand' as const, reason })),
  { code: 'invalid_hand', issues: ['x'] },
  { code: 'invalid_situation', issue: 'open_hand_riichi', message: 'riichi needs a concealed hand' },
  { code: 'bad_discards', message: 'x' },
];

const DIFFERENCES: readonly Difference[] = [
  { code: 'points', declared: 7700, computed: 2000, declaredAs: [{ han: 3, fu: 60 }], han: 2, fu: 30 },
  { code: 'points', declared: 1234, computed: 2000, declaredAs: [], han: 2, fu: 30 },
  { code: 'han', declared: 3, computed: 2, yaku: [{ id: 'riichi', name: 'Riichi', han: 1 }] },
  { code: 'fu', declared: 40, computed: 30 },
  { code: 'same_value', points: 12000 },
  { code: 'yaku_missed', yaku: 'pinfu', name: 'Pinfu', han: 1 },
  ...(
    [
      { code: 'needs_concealed' },
      { code: 'not_in_situation', flag: 'ippatsu' },
      { code: 'pinfu_value_pair', pair: 31 },
      { code: 'pinfu_wait', wait: 'kanchan' },
      { code: 'pinfu_pung' },
      { code: 'tanyao_terminal_or_honor' },
      { code: 'open_tanyao_not_in_preset', preset: 'ema-2012' },
      { code: 'unknown_yaku' },
      { code: 'not_in_hand' },
    ] as const
  ).map((why) => ({ code: 'yaku_not_held' as const, yaku: 'pinfu', why })),
];

describe.each(LOCALES)('referee mode in %s', (locale) => {
  const r = STRINGS[locale].referee;
  const tiles = (list: readonly string[]) => list.join(', ');
  const unfilled = /undefined|null|NaN|\[object/;
  it.each(REASONS.map((i) => [i.code, i] as const))('words the reason %s', (_code, i) => {
    const text = r.reason(i, tiles);
    expect(text.length).toBeGreaterThan(5);
    expect(text).not.toMatch(unfilled);
  });
  it.each(DIFFERENCES.map((d) => [d.code === 'yaku_not_held' ? d.why.code : d.code, d] as const))('words the difference %s', (_code, d) => {
    const text = r.difference(d, (id) => id, (n) => String(n), tiles);
    expect(text.length).toBeGreaterThan(5);
    expect(text).not.toMatch(unfilled);
  });
});

describe.each(LOCALES)('referee mode reading a photo of the discards in %s', (locale) => {
  const p = STRINGS[locale].referee.discardsPhoto;
  const unfilled = /undefined|null|NaN|\[object/;
  it('says what each warning the referee must act on means, and keeps quiet on the others', () => {
    const said = DISCARD_WARNING_CODES.filter((code) => p.warning(code) !== null);
    expect(said).toEqual(['no_tiles', 'ragged_rows', 'too_many_tiles', 'ambiguous_orientation', 'several_sideways', 'face_down']);
    for (const code of said) expect(p.warning(code)).not.toMatch(unfilled);
  });
  it('words a refused photo plainly, naming a picture that is not one', () => {
    for (const code of VISION_ERROR_CODES) expect(p.failed(code)).not.toMatch(unfilled);
    expect(p.failed('not_an_image')).not.toBe(p.failed('inference_failed'));
  });
  it('words a reading, its riichi tile and a doubted tile', () => {
    for (const text of [p.read(14), p.riichi(9, 'x'), p.uncertain(3, 'x', 55, 'y'), p.uncertain(3, 'x', 55, '')]) expect(text).not.toMatch(unfilled);
    expect(p.uncertain(3, 'x', 55, 'y')).toContain('55');
  });
});
