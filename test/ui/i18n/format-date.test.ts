/** Recorded times (saved games, referee evidence) are shown as each language writes dates. */
import { describe, expect, it } from 'vitest';
import { STRINGS, formatDate } from '../../../src/ui/i18n/strings';

describe('formatDate', () => {
  const at = '2026-03-01T12:00:00Z';
  it('writes the date the way each language does', () => {
    expect(formatDate(at, STRINGS.en)).toContain('Mar 1, 2026');
    expect(formatDate(at, STRINGS.de)).toContain('01.03.2026');
    expect(formatDate(at, STRINGS.ja)).toContain('2026/03/01');
  });

  it('shows text that is no time as it is', () => {
    expect(formatDate('yesterday', STRINGS.de)).toBe('yesterday');
  });
});
