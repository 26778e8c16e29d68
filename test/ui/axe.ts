// The accessibility check of the browser tests: axe-core over the page as it is drawn, open
// shadow roots included (axe walks them by default), failing on every serious or critical
// violation with enough detail to find the element without a debugger. Each check runs in both
// colour schemes of the theme (src/ui/theme.ts; the browser projects apply it, test/setup/theme.ts),
// so colour contrast is checked light and dark on every screen a test draws.
import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * The rule sets run: WCAG 2.0 and 2.1, levels A and AA, and Deque's best practices. Best
 * practices are only reported when serious or critical, like the rest; the moderate ones
 * ("region", "landmark-one-main", "page-has-heading-one") describe a whole page and fire on a
 * lone component mounted for a test, so they cannot fail it.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Impacts that fail the check. */
const BLOCKING: ReadonlySet<string> = new Set(['serious', 'critical']);

/** One line per offending element: the rule, its impact and help, and where it is. */
export function describeViolations(violations: readonly axe.Result[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map((n) => {
      // A target is a chain of selectors, one per shadow root crossed.
      const where = n.target.map((t) => (Array.isArray(t) ? t.join(' >> ') : String(t))).join(' | ');
      return `${v.id} (${v.impact ?? 'unknown'}): ${v.help} at ${where}\n    ${n.failureSummary?.replace(/\n/g, '\n    ') ?? ''}`;
    }),
  );
}

/** Runs axe on the document (or on `context`) and returns its serious and critical violations. */
export async function seriousViolations(context: axe.ElementContext = document): Promise<axe.Result[]> {
  const results = await axe.run(context, {
    runOnly: { type: 'tag', values: TAGS },
    resultTypes: ['violations'],
  });
  return results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
}

/** The theme's schemes, each set on `<html>` as `data-theme` for one run of axe. */
export const SCHEMES = ['light', 'dark'] as const;

/**
 * Fails the test listing every serious or critical violation axe finds, in the light scheme and
 * in the dark one (each line says which); the page's own scheme is put back after.
 */
export async function expectNoSeriousViolations(context: axe.ElementContext = document): Promise<void> {
  const root = document.documentElement;
  const kept = root.getAttribute('data-theme');
  const lines: string[] = [];
  try {
    for (const scheme of SCHEMES) {
      root.dataset.theme = scheme;
      lines.push(...describeViolations(await seriousViolations(context)).map((line) => `[${scheme}] ${line}`));
    }
  } finally {
    if (kept === null) root.removeAttribute('data-theme');
    else root.dataset.theme = kept;
  }
  expect(lines, `axe found ${lines.length} serious or critical violation(s):\n${lines.join('\n')}`).toEqual([]);
}
