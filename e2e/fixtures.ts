import { test as base, expect, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { collectConsoleErrors, type ConsoleErrors } from './support/console-errors';

export interface Fixtures {
  /**
   * Collected for every test: the test fails if its page logged a console error, threw an uncaught
   * error or hit a CSP violation. Call `consoleErrors.allow(/…/)` for an error the story expects.
   */
  consoleErrors: ConsoleErrors;
  /** Axe scan of `page` (default: the test's page); fails on serious or critical violations. */
  expectNoA11yViolations: (page?: Page) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors = collectConsoleErrors(page);
      await use(errors);
      expect(errors.messages.length, ['The page logged errors:', ...errors.messages].join('\n')).toBe(0);
    },
    { auto: true },
  ],
  expectNoA11yViolations: async ({ page }, use, testInfo) => {
    await use((target = page) => expectNoA11yViolations(target, testInfo));
  },
});

export { expect };
