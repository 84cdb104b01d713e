import { test as base, expect, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { demoAdmin, demoBuyer, loginThroughForm } from './support/accounts';
import { collectConsoleErrors, type ConsoleErrors } from './support/console-errors';
import { lastMailTo, type CapturedMail } from './support/mail';

export interface Fixtures {
  /**
   * Collected for every test: the test fails if its page logged a console error, threw an uncaught
   * error or hit a CSP violation. Call `consoleErrors.allow(/…/)` for an error the story expects.
   */
  consoleErrors: ConsoleErrors;
  /** Axe scan of `page` (default: the test's page); fails on serious or critical violations. */
  expectNoA11yViolations: (page?: Page) => Promise<void>;
  /** Signs the page in as the demo buyer / admin through the login form. */
  loginAsBuyer: () => Promise<void>;
  loginAsAdmin: () => Promise<void>;
  /** The newest mail the local SMTP server received for an address (with that subject, if given). */
  lastMailTo: (email: string, subject?: string) => Promise<CapturedMail>;
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
  loginAsBuyer: async ({ page }, use) => {
    await use(() => loginThroughForm(page, demoBuyer.email, demoBuyer.password));
  },
  loginAsAdmin: async ({ page }, use) => {
    await use(() => loginThroughForm(page, demoAdmin.email, demoAdmin.password));
  },
  // eslint-disable-next-line no-empty-pattern
  lastMailTo: async ({}, use) => {
    await use(lastMailTo);
  },
});

export { expect };
