// The recording dialogs' words in every language: a sentence for each of the engine's refusal
// codes and for each form problem, translated rather than left in English.
import { describe, expect, it } from 'vitest';
import { GAME_ERROR_CODES } from '../../../src/engine/index';
import type { FormProblem } from '../../../src/ui/game/game-forms';
import { LOCALES, STRINGS } from '../../../src/ui/i18n/strings';

/** One problem of each code, with seats and numbers a message must carry. */
const PROBLEMS: readonly FormProblem[] = [
  { code: 'no_winner' },
  { code: 'too_many_winners', max: 1 },
  { code: 'too_many_winners', max: 3 },
  { code: 'no_discarder' },
  { code: 'discarder_is_winner' },
  { code: 'han_out_of_range', seat: 2, max: 98 },
  { code: 'fu_out_of_range', seat: 2, max: 140 },
  { code: 'fu_not_for_han', seat: 2, han: 1, fu: 25 },
  { code: 'fu_not_for_ron', seat: 2, fu: 20 },
  { code: 'yakuman_out_of_range', seat: 2, max: 2 },
  { code: 'no_player' },
  { code: 'no_reason' },
  { code: 'adjust_not_whole', seat: 2 },
  { code: 'adjust_out_of_range', seat: 2, max: 10_000_000 },
  { code: 'adjust_not_zero', sum: -700 },
  { code: 'adjust_all_zero' },
  { code: 'empty_reason' },
];

const who = (seat: number): string => `PLAYER${seat}`;
const signed = (n: number): string => `SIGNED${n}`;

describe('game action strings', () => {
  for (const locale of LOCALES) {
    const t = STRINGS[locale].gameActions;

    it(`${locale}: a sentence for every rules refusal code`, () => {
      for (const code of GAME_ERROR_CODES) expect(t.ruleRefusal[code]?.trim(), code).toBeTruthy();
      expect(Object.keys(t.ruleRefusal).sort()).toEqual([...GAME_ERROR_CODES].sort());
    });

    it(`${locale}: form problems name the player and the numbers they are about`, () => {
      for (const p of PROBLEMS) {
        const text = t.problem(p, who, signed);
        expect(text.trim(), p.code).toBeTruthy();
        if ('seat' in p) expect(text, p.code).toContain('PLAYER2');
      }
      expect(t.problem({ code: 'adjust_not_zero', sum: -700 }, who, signed)).toContain('SIGNED-700');
      expect(t.problem({ code: 'too_many_winners', max: 3 }, who, signed)).toContain('3');
    });

    if (locale !== 'en') {
      it(`${locale}: translated, not English left in place`, () => {
        const en = STRINGS.en.gameActions;
        for (const code of GAME_ERROR_CODES) expect(t.ruleRefusal[code], code).not.toBe(en.ruleRefusal[code]);
        for (const p of PROBLEMS) expect(t.problem(p, who, signed), p.code).not.toBe(en.problem(p, who, signed));
        expect(Object.values(t.open)).not.toEqual(Object.values(en.open));
      });
    }
  }
});
