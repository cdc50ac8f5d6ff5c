import axe from 'axe-core';
import type { Page } from 'playwright-core';

type AxeWindow = Window & { axe: typeof axe };

/** Each violation as one line per element: the rule, its impact, where, and why. */
function describe(results: axe.AxeResults): string[] {
  return results.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${node.failureSummary}`));
}

/**
 * axe-core's WCAG 2.1 A/AA rules on the screen's own content (the `main` landmark, or another
 * part such as an open dialog) as it is now; the violations, each with where it was found and why.
 */
export async function accessibilityViolations(page: Page, include = 'main'): Promise<string[]> {
  await page.evaluate(axe.source);
  const results = await page.evaluate((scope) => (window as unknown as AxeWindow).axe.run({ include: [scope] }, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  }), include);
  return describe(results);
}

/**
 * Every axe-core rule on the whole document (header, footer and landmarks too), best practices
 * included, whatever the impact, and `label-content-name-mismatch` (still marked experimental in
 * axe, so off by default): an accessible name must contain the label that is seen (WCAG 2.5.3).
 */
export async function everyViolation(page: Page): Promise<string[]> {
  await page.evaluate(axe.source);
  const results = await page.evaluate(() => (window as unknown as AxeWindow).axe.run(document, {
    rules: { 'label-content-name-mismatch': { enabled: true } },
  }));
  return describe(results);
}
