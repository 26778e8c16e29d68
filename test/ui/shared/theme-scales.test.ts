// Spacing, type sizes and corner radii that sit on the theme's scales (src/ui/shared/theme.ts:
// `--space-*`, `--font-size-*`, `--radius*`) are written as its tokens, so a change of scale
// reaches every component. A declaration with a value off the scale (a 6px gap, a 0.8rem label)
// is left as written: it is a choice of its own, not a copy of the scale. The stream overlay's
// page (the table and the tournament leaderboard) has no theme (it is drawn over a video in OBS)
// and keeps its sizes.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeStyles } from '../../../src/ui/shared/theme';

const UI = join(import.meta.dirname, '../../../src/ui');
const NO_THEME = new Set(['stream-overlay.ts', 'tournament-leaderboard.ts', 'theme.ts']);

function sources(dir: string = UI): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [relative(UI, join(dir, e.name))] : [],
  );
}

/** The theme's values of the tokens named `prefix*`, e.g. `8px` for `--space-2`. */
function scale(prefix: string): Set<string> {
  return new Set([...themeStyles.cssText.matchAll(new RegExp(`${prefix}[a-z0-9-]*\\s*:\\s*([^;]+);`, 'g'))].map((m) => m[1]!.trim()));
}

const SCALES: readonly (readonly [RegExp, Set<string>])[] = [
  [/^(?:gap|row-gap|column-gap|padding(?:-[a-z]+)?|margin(?:-[a-z]+)?)$/, scale('--space-')],
  [/^font-size$/, scale('--font-size-')],
  [/^border-radius$/, scale('--radius')],
];

/** Declarations in `text` whose every value is 0, auto or on the property's scale, written raw. */
function offTokens(text: string): string[] {
  return [...text.matchAll(/(?<![\w-])([a-z-]+):\s*([^;{}\n]+);/g)].flatMap(([whole, prop, value]) => {
    const onScale = SCALES.find(([names]) => names.test(prop!))?.[1];
    if (onScale === undefined || value!.includes('var(') || value!.includes('${')) return [];
    const parts = value!.trim().split(/\s+/);
    const raw = parts.filter((p) => onScale.has(p));
    return raw.length > 0 && parts.every((p) => p === '0' || p === 'auto' || onScale.has(p)) ? [whole!] : [];
  });
}

describe('sizes in src/ui come from the theme', () => {
  it('reads the scales, and finds a raw value on them (the scan can fail)', () => {
    expect(scale('--space-')).toContain('8px');
    expect(scale('--font-size-')).toContain('0.85rem');
    expect(offTokens('gap: 8px;\nmargin: 0 0 12px;\nfont-size: 0.85rem;\nborder-radius: 10px;')).toHaveLength(4);
    expect(offTokens('gap: 6px;\nmargin: 14px 0 4px;\npadding: var(--space-2);\nfont-size: 0.8rem;')).toEqual([]);
  });

  it('writes every on-scale gap, padding, margin, font size and radius as a token', () => {
    const found = sources()
      .filter((f) => !NO_THEME.has(basename(f)))
      .flatMap((f) => offTokens(readFileSync(join(UI, f), 'utf8')).map((d) => `src/ui/${f}: ${d}`));
    expect(found, 'use var(--space-*), var(--font-size-*) or var(--radius*)').toEqual([]);
  });
});
