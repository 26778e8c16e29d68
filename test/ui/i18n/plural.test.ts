// Plural forms by each language's rules: English and German "one" for 1 only, Japanese none, and
// the strings that count things use them.
import { describe, expect, it } from 'vitest';
import { plural } from '../../../src/ui/i18n/plural';
import { STRINGS } from '../../../src/ui/i18n/strings';

describe('plural forms', () => {
  it('follow the language, with other as the fallback', () => {
    const forms = { one: 'tile', other: 'tiles' };
    expect([0, 1, 2, 21].map((n) => plural('en', n, forms))).toEqual(['tiles', 'tile', 'tiles', 'tiles']);
    expect([1, 2].map((n) => plural('de', n, { one: 'Stein', other: 'Steine' }))).toEqual(['Stein', 'Steine']);
    // Japanese has no plural: always `other`, whatever else is offered.
    expect([1, 2].map((n) => plural('ja', n, { one: 'x', other: '枚' }))).toEqual(['枚', '枚']);
    // A language with more categories gets them (Polish: 2-4 are "few", 5 is "many").
    const pl = { one: 'kamień', few: 'kamienie', many: 'kamieni', other: 'kamienia' };
    expect([1, 2, 5].map((n) => plural('pl', n, pl))).toEqual(['kamień', 'kamienie', 'kamieni']);
  });

  it('are what the counting strings say', () => {
    expect(STRINGS.en.editor.toCheck(1)).toBe('1 tile to check');
    expect(STRINGS.en.editor.toCheck(3)).toBe('3 tiles to check');
    expect(STRINGS.de.editor.toCheck(1)).toBe('1 Stein zu prüfen');
    expect(STRINGS.de.editor.toCheck(2)).toBe('2 Steine zu prüfen');
  });
});
