// The accessibility check of the browser tests: axe-core over the page as it is drawn, open
// shadow roots included (axe walks them by default), failing on every serious or critical
// violation with enough detail to find the element without a debugger.
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

/** Fails the test listing every serious or critical violation axe finds. */
export async function expectNoSeriousViolations(context: axe.ElementContext = document): Promise<void> {
  const lines = describeViolations(await seriousViolations(context));
  expect(lines, `axe found ${lines.length} serious or critical violation(s):\n${lines.join('\n')}`).toEqual([]);
}
