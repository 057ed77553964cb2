import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * axe-core's source, run through the DevTools protocol: the product's Content-Security-Policy
 * (decision 0037) rightly refuses an injected <script> tag, which is what addScriptTag adds.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
  /** For colour contrast: what axe measured on the first node ("#0f6b80 on #e9f2f4: 4.2:1"). */
  measured?: string;
}

/**
 * Runs axe-core (WCAG 2.2 A and AA rules: colour contrast included, and the 24 × 24 px target size
 * of success criterion 2.5.8) in the page: every violation, of any impact. axe-core (half a
 * megabyte) is put into a document once: a sweep that moves between screens inside the app keeps
 * its document and so its axe. Only violations are gathered in full (`resultTypes`): of the rules
 * that pass, axe keeps one node, which nobody reads.
 */
export async function violations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: string[]; any: Array<{ data: unknown }> }> }> }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, resultTypes: ['violations'] });
    return result.violations.map((violation) => {
      const data = violation.nodes[0]?.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
      return {
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
        measured: data?.fgColor ? `${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}:1` : undefined,
      };
    });
  });
}

/** "path: rule (impact) help → targets", one line per violation, for an expect(…).toEqual([]). */
export function describeViolations(path: string, found: AxeViolation[]): string[] {
  return found.map(
    (violation) =>
      `${path}: ${violation.id} (${violation.impact}) ${violation.help} → ${violation.targets.slice(0, 3).join(', ')}${violation.measured ? ` (${violation.measured})` : ''}`,
  );
}
