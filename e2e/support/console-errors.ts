import type { Page } from '@playwright/test';

/** What the page logged that a healthy page never logs: console errors, uncaught errors, CSP violations. */
export interface ConsoleErrors {
  /** Each as "<kind>: <text> (<url>)". */
  readonly messages: readonly string[];
  /** Tolerate messages matching the pattern, e.g. the 404 of a page that is meant to answer 404. */
  allow(pattern: RegExp): void;
}

/**
 * Starts collecting on `page`. Chromium reports CSP refusals ("… violates the following Content Security
 * Policy directive …") as console errors, so they are caught here too.
 */
export function collectConsoleErrors(page: Page): ConsoleErrors {
  const messages: string[] = [];
  const allowed: RegExp[] = [];
  const record = (message: string) => {
    if (!allowed.some((pattern) => pattern.test(message))) messages.push(message);
  };

  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    record(`console error: ${message.text()}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (error) => record(`uncaught ${error.name}: ${error.message}`));

  return {
    messages,
    allow(pattern) {
      allowed.push(pattern);
      messages.splice(0, messages.length, ...messages.filter((message) => !pattern.test(message)));
    },
  };
}
