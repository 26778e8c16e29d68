/**
 * Every yaku, yakuman and dora kind the engine can give has a name in every language, with its
 * romaji, and every name a result or game record carries maps back to it. Derived from the
 * engine's own lists, so a new yaku without a name fails here.
 */
import { describe, expect, it } from 'vitest';
import { DORA_KINDS, YAKU, YAKUMAN } from '../../../src/engine/index';
import { LOCALES } from '../../../src/ui/i18n/strings';
import { NAMED_YAKU_IDS, yakuName, yakuNameOfResult, yakuRomaji } from '../../../src/ui/i18n/yaku-names';

const ENGINE = [...YAKU, ...YAKUMAN, ...DORA_KINDS];

describe('yaku names', () => {
  it.each(ENGINE.map((d) => [d.id, d.name] as const))('%s is named in every language with its romaji', (id) => {
    expect(NAMED_YAKU_IDS).toContain(id);
    const romaji = yakuRomaji(id);
    expect(romaji.trim()).not.toBe('');
    for (const locale of LOCALES) {
      const name = yakuName(id, locale);
      expect(name, `${id} in ${locale}`).not.toBe(id);
      expect(name.toLowerCase(), `${id} in ${locale} shows its romaji`).toContain(romaji.toLowerCase());
    }
    // Japanese names are written in Japanese, not in Latin letters.
    expect(yakuName(id, 'ja')).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });

  it('names no id the engine does not give (a renamed yaku leaves no stale entry)', () => {
    const ids = new Set(ENGINE.map((d) => d.id));
    expect(NAMED_YAKU_IDS.filter((id) => !ids.has(id))).toEqual([]);
  });

  it('reads back every name results and game records carry (the engine romaji)', () => {
    expect(new Set(ENGINE.map((d) => d.name)).size).toBe(ENGINE.length);
    for (const d of ENGINE) for (const locale of LOCALES) expect(yakuNameOfResult(d.name, locale)).toBe(yakuName(d.id, locale));
  });

  it('gives the EMA English name with the romaji, and the German and Japanese ones', () => {
    expect(yakuName('tanyao', 'en')).toBe('All Simples (Tanyao)');
    expect(yakuName('tanyao', 'de')).toBe('Nur Einfache (Tanyao)');
    expect(yakuName('riichi', 'ja')).toBe('立直 (Riichi)');
    expect(yakuName('riichi', 'en')).toBe('Riichi');
  });

  it('shows a name the engine no longer gives as it was recorded', () => {
    expect(yakuNameOfResult('Some Old Yaku', 'de')).toBe('Some Old Yaku');
  });
});
