/**
 * The core's coded problems are worded in every language: every code the engine lists (hand,
 * situation, notation), and the hand text box's own, so no English message reaches a German or
 * Japanese page. Codes come from the engine's lists, so a new one without words fails here.
 */
import { describe, expect, it } from 'vitest';
import { IMPORT_ERROR_CODES } from '../../../src/formats/game-file';
import { CONTEXT_ISSUE_CODES, HAND_ISSUE_CODES, MELD_TYPES, NOTATION_PROBLEMS, scoreRequest } from '../../../src/engine/index';
import { LOCALES, STRINGS } from '../../../src/ui/i18n/strings';
import { detailText, gameFileText, issueText } from '../../../src/ui/i18n/strings-issues';
import type { TextProblem } from '../../../src/vision/tile-text';
import { handFromText } from '../../../src/ui/editor/hand-text';

const TEXT_PROBLEMS: readonly TextProblem[] = [
  ...NOTATION_PROBLEMS.map((code) => ({ code, text: '12x' })),
  { code: 'meld_shape', text: '777z@x' },
  ...MELD_TYPES.flatMap((meld) => [0, 3].map((positions) => ({ code: 'called_position' as const, meld, positions }))),
  { code: 'win_twice' },
  { code: 'win_count', count: 2 },
  { code: 'unknown_key', key: 'peng' },
];

describe('coded problems in words', () => {
  it.each(LOCALES)('every hand and situation issue is worded in %s, and differently from English', (locale) => {
    const w = STRINGS[locale].issues;
    for (const code of [...HAND_ISSUE_CODES, ...CONTEXT_ISSUE_CODES]) {
      const text = issueText(code, w);
      expect(text, code).not.toBe(w.unknown);
      expect(text.trim(), code).not.toBe('');
      if (locale !== 'en') expect(text, `${code} in ${locale}`).not.toBe(issueText(code, STRINGS.en.issues));
    }
  });

  it.each(LOCALES)('every text box problem is worded in %s, with nothing left unfilled', (locale) => {
    for (const p of TEXT_PROBLEMS) {
      const text = STRINGS[locale].issues.text(p);
      expect(text, JSON.stringify(p)).not.toMatch(/undefined|NaN|\[object/);
      if (locale !== 'en') expect(text).not.toBe(STRINGS.en.issues.text(p));
    }
  });

  it.each(LOCALES)('every refusal of a game file is worded in %s, with the event and the rules’ reason', (locale) => {
    const s = STRINGS[locale];
    for (const code of IMPORT_ERROR_CODES) {
      expect(s.issues.gameFile[code].trim(), code).not.toBe('');
      if (locale !== 'en') expect(s.issues.gameFile[code]).not.toBe(STRINGS.en.issues.gameFile[code]);
    }
    const text = gameFileText({ code: 'refused_event', event: 2, rule: 'bad_seat' }, s);
    expect(text).toContain(s.issues.event(2));
    expect(text).toContain(s.gameActions.ruleRefusal.bad_seat);
  });

  it('words a real engine error in the page language, not the engine message', () => {
    const r = scoreRequest({ hand: { concealed: '123m456p789s11z', win_tile: '9z', melds: [{ type: 'pon', tiles: '123m' }] }, context: { win: 'ron', seat_wind: '1z', round_wind: '1z' } }, 'ema-2012');
    expect(r.error).toBe('invalid_hand');
    const details = r.details ?? [];
    expect(details.length).toBeGreaterThan(0);
    for (const d of details) {
      const de = detailText(d, STRINGS.de);
      expect(de).not.toContain(d.message);
      expect(de).not.toBe(STRINGS.de.issues.unknown);
    }
  });

  it('says which text is not mpsz and why, in the page language', () => {
    const r = scoreRequest({ hand: { concealed: '12x3m456p789s11z', win_tile: '1z' }, context: { win: 'ron', seat_wind: '1z', round_wind: '1z' } }, 'ema-2012');
    const d = (r.details ?? []).find((x) => x.code === 'bad_notation');
    expect(d?.notation).toEqual({ problem: 'unknown_suit', text: '12x3m456p789s11z' });
    const de = detailText(d!, STRINGS.de);
    expect(de).toBe(`${STRINGS.de.field('concealed')}: ${STRINGS.de.issues.text({ code: 'unknown_suit', text: '12x3m456p789s11z' })}`);
    expect(de).not.toContain('unknown suit');
  });

  it.each(LOCALES)('says how many tiles a hand has and needs, in %s', (locale) => {
    const r = scoreRequest({ hand: { concealed: '123456m789p3458s', win_tile: '4s' }, context: { win: 'ron', seat_wind: '1z', round_wind: '1z' } }, 'ema-2012');
    const d = (r.details ?? []).find((x) => x.code === 'wrong_tile_count');
    expect(d?.tiles).toEqual({ held: 13, needed: 14 });
    const text = detailText(d!, STRINGS[locale]);
    expect(text).toContain('13');
    expect(text).toContain('14');
    if (locale !== 'en') expect(text).not.toBe(detailText(d!, STRINGS.en));
  });

  it('the text box reads a problem as a code, worded per language', () => {
    const r = handFromText('123m peng:777z');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(STRINGS.de.issues.text(r.error.problem)).toContain('peng');
    expect(STRINGS.de.issues.text(r.error.problem)).toContain('Meldung');
  });
});
