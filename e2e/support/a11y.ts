import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

const blocking = new Set(['serious', 'critical']);
const nodesShown = 5;

function describe(violation: Violation): string {
  const nodes = violation.nodes.slice(0, nodesShown).map((node) => {
    // The summary reads "Fix any of the following:\n  <reason>\n  <reason>…": the first reason says enough.
    const why = node.failureSummary?.split('\n')[1]?.trim() ?? '';
    return `    ${node.target.join(' ')}${why ? ` — ${why}` : ''}`;
  });
  const more = violation.nodes.length - nodesShown;
  if (more > 0) nodes.push(`    … and ${more} more`);
  return [`- [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})`, ...nodes].join(
    '\n',
  );
}

/** Scans the page as it is now with axe and fails on any serious or critical violation. */
export async function expectNoA11yViolations(page: Page, testInfo: TestInfo): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  await testInfo.attach(`axe ${new URL(page.url()).pathname}`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  const found = results.violations.filter((violation) => blocking.has(violation.impact ?? ''));
  const report = [
    `axe found ${found.length} serious or critical violation(s) on ${page.url()}:`,
    ...found.map(describe),
  ].join('\n');
  expect(found.length, report).toBe(0);
}
