// The theme (src/ui/theme.ts) is the one place in src/ui where colours are written down: every
// component reads `var(--color-*)`. This scans the source of src/ui for colour literals (hex,
// rgb(), hsl(), and named colours in CSS declarations) outside the theme and a short list of
// colours that are data rather than theme; checks that every custom property the components read
// is one the theme defines; and that the theme's text and ground pairs meet WCAG AA in both schemes.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCHEME_COLOURS, themeStyles } from '../../../src/ui/shared/theme';

const UI = join(import.meta.dirname, '../../../src/ui');

/** Every .ts file under src/ui, by path relative to it. */
function sources(dir: string = UI): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [relative(UI, join(dir, e.name))] : [],
  );
}

/**
 * Colours allowed outside the theme, with how many each file may hold, and why: none of them
 * should follow the viewer's scheme. Keyed by file name, wherever under src/ui the file lives.
 */
const ALLOWED: Readonly<Record<string, { readonly count: number; readonly why: string }>> = {
  'theme.ts': { count: Infinity, why: 'the theme itself' },
  'stream-overlay.ts': { count: 8, why: 'broadcast colours over a video in OBS, the same for every viewer (its refusal line included)' },
  'tournament-leaderboard.ts': { count: 4, why: 'the leaderboard overlay: the same broadcast colours as the table overlay, over a video in OBS' },
  'evidence-png.ts': { count: 3, why: 'marks drawn into an exported PNG handed to someone else' },
  'qr-code.ts': { count: 2, why: 'a QR code is black on white for scanners' },
  'tile-image.ts': { count: 2, why: 'the red five badge is tile art, like the faces it sits on' },
};

const NAMED = 'white|black|red|green|blue|gray|grey|yellow|orange|purple|pink|brown|silver|navy|maroon|teal|olive';
const COLOUR = new RegExp(
  String.raw`#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(|\b(?:color|background(?:-color)?|border(?:-[a-z]+)*|outline(?:-color)?|fill|stroke|box-shadow|text-shadow|accent-color|caret-color)\s*:[^;{}]*\b(?:${NAMED})\b`,
  'g',
);

/** The colour literals in `text`, one `line: text` entry each. */
function colourLiterals(text: string): string[] {
  return text.split('\n').flatMap((line, i) => [...line.matchAll(COLOUR)].map(() => `${i + 1}: ${line.trim()}`));
}

describe('colours in src/ui come from the theme', () => {
  it('finds colour literals of every kind (the scan can fail)', () => {
    const sample = ['color: #1d2330;', 'background: rgb(0 0 0 / 25%);', 'border: 1px solid hsl(0 0% 50%);', 'outline: 2px solid white;', 'fill="#fff"'].join('\n');
    expect(colourLiterals(sample)).toHaveLength(5);
    expect(colourLiterals('color: var(--color-text);\nbackground: transparent;\n// the white card')).toEqual([]);
  });

  it('has no colour outside the theme but the allowed data colours', () => {
    const found = Object.fromEntries(sources().map((f) => [f, colourLiterals(readFileSync(join(UI, f), 'utf8'))]));
    const unexpected = Object.entries(found).flatMap(([f, lines]) => {
      const allowed = ALLOWED[basename(f)]?.count ?? 0;
      return lines.length > allowed ? lines.map((l) => `src/ui/${f}:${l}`) : [];
    });
    expect(unexpected, 'use a var(--color-*) token from src/ui/theme.ts').toEqual([]);
    // The allowed files still hold the colours they are allowed for (else the list is stale).
    const byName = new Map(Object.entries(found).map(([f, lines]) => [basename(f), lines]));
    for (const [name, { count }] of Object.entries(ALLOWED)) if (count !== Infinity) expect(byName.get(name), name).toHaveLength(count);
  });

  it('defines every custom property the components read', () => {
    const defined = new Set([...themeStyles.cssText.matchAll(/(--[a-z0-9-]+)\s*:/g)].map((m) => m[1]));
    const read = new Set(sources().flatMap((f) => [...readFileSync(join(UI, f), 'utf8').matchAll(/var\((--(?:color|space|font|radius|line)-?[a-z0-9-]*)/g)].map((m) => m[1]!)));
    expect(read.size).toBeGreaterThan(30);
    expect([...read].filter((name) => !defined.has(name))).toEqual([]);
  });
});

/** WCAG relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Text tokens and the grounds the components put them on: 4.5:1 each (WCAG 1.4.3, AA). */
const TEXT_ON: readonly (readonly [string, readonly string[]])[] = [
  ['text', ['page', 'surface', 'surface-alt', 'control', 'control-hover', 'tag', 'tag-called', 'pressed']],
  ['text-secondary', ['page', 'surface', 'surface-alt', 'control']],
  ['muted', ['page', 'surface', 'surface-alt', 'control', 'tag']],
  ['link', ['page', 'surface', 'surface-alt']],
  ['accent', ['surface', 'surface-alt']],
  ['danger', ['surface', 'surface-alt', 'page']],
  ['danger-text', ['danger-surface']],
  ['warning', ['surface', 'surface-alt']],
  ['success', ['surface', 'surface-alt']],
  ['on-accent', ['accent', 'accent-strong']],
  ['on-inverse', ['inverse', 'inverse-hover']],
  ['on-warning', ['warning']],
  ['on-felt', ['felt']],
  ['on-doubt', ['doubt']],
];

/** Lines and marks (the chart's lines, borders of controls): 3:1 on the surface (WCAG 1.4.11). */
const GRAPHIC_ON_SURFACE = ['series-1', 'series-2', 'series-3', 'series-4', 'control-border', 'focus'];

describe.each(['light', 'dark'] as const)('the %s scheme', (scheme) => {
  const c = SCHEME_COLOURS[scheme];
  const hex = (token: string): string => {
    const value = c[token];
    expect(value, token).toMatch(/^#[0-9a-f]{6}$/);
    return value!;
  };

  it('gives text 4.5:1 on each ground it sits on', () => {
    const low = TEXT_ON.flatMap(([fg, grounds]) => grounds.map((bg) => [fg, bg, contrast(hex(fg), hex(bg))] as const)).filter(([, , ratio]) => ratio < 4.5);
    expect(low.map(([fg, bg, ratio]) => `${fg} on ${bg}: ${ratio.toFixed(2)}`)).toEqual([]);
  });

  it('gives lines and control borders 3:1 on the surface', () => {
    const low = GRAPHIC_ON_SURFACE.map((t) => [t, contrast(hex(t), hex('surface'))] as const).filter(([, ratio]) => ratio < 3);
    expect(low.map(([t, ratio]) => `${t}: ${ratio.toFixed(2)}`)).toEqual([]);
  });
});
