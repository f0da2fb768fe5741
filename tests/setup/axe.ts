import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot } from './browser';

// axe-core's own build, injected as a script: @axe-core/playwright would need Node 22.
const axeSource: string = createRequire(import.meta.url)('axe-core').source;

/** WCAG 2.1 levels A and AA, plus axe's best practices (landmarks, heading order, ...). */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** Runs axe on the page as it is now and throws a readable list of every violation found. */
export async function expectNoAxeViolations(page: Page, { exclude = [] as string[] } = {}): Promise<void> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  // Evaluated through DevTools rather than added as an inline <script>: the pages' CSP (design §4) rightly
  // blocks an inline script without this response's nonce.
  if (!hasAxe) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ tags, exclude }) => {
      const axe = (
        window as unknown as {
          axe: { run: (context: unknown, options: unknown) => Promise<{ violations: unknown[] }> };
        }
      ).axe;
      const context =
        exclude.length > 0 ? { include: [['html']], exclude: exclude.map((selector) => [selector]) } : document;
      const result = await axe.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return result.violations;
    },
    { tags, exclude },
  );
  if (violations.length === 0) return;
  const report = (violations as AxeViolation[])
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map(
          (node) =>
            `    - ${node.target.join(' ')}${node.failureSummary ? `\n      ${node.failureSummary.replace(/\n/g, '\n      ')}` : ''}`,
        )
        .join('\n');
      const more = violation.nodes.length > 5 ? `\n    ... and ${violation.nodes.length - 5} more` : '';
      return `  [${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
  throw new Error(`axe found ${violations.length} accessibility violation(s) on ${page.url()}:\n${report}`);
}

/**
 * A family on a phone and one at a desk see the same screen: a full-page screenshot at 390 px and at
 * 1280 px (test-results/screenshots/{name}-390.png, -1280.png), and no axe violation at either width.
 */
export async function checkBothWidths(page: Page, name: string) {
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-390`);
  await expectNoAxeViolations(page);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-1280`);
  await expectNoAxeViolations(page);
}
