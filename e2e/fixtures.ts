import { test as base, expect, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { demoAdmin, demoBuyer, signInByApi } from './support/accounts';
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
  /**
   * Signs a page (default: the test's page) in as the account, without the login form: for stories about
   * something else (the form's own stories use `loginThroughForm`).
   */
  loginAs: (account: { email: string; password: string }, target?: Page) => Promise<void>;
  /** `loginAs` the demo buyer / admin. */
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
  loginAs: async ({ page }, use) => {
    await use((account, target = page) => signInByApi(target, account.email, account.password));
  },
  loginAsBuyer: async ({ loginAs }, use) => {
    await use(() => loginAs(demoBuyer));
  },
  loginAsAdmin: async ({ loginAs }, use) => {
    await use(() => loginAs(demoAdmin));
  },
  // eslint-disable-next-line no-empty-pattern
  lastMailTo: async ({}, use) => {
    await use(lastMailTo);
  },
});

export { expect };
