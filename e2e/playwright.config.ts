import { defineConfig } from '@playwright/test';

/**
 * Run through `npm run test:e2e` (e2e/run.mjs), which builds and starts the app and sets BASE_URL and
 * CHROMIUM_PATH. Playwright never downloads a browser here: it drives the Chromium found by run.mjs.
 */
export default defineConfig({
  testDir: 'specs',
  outputDir: '.tmp/results',
  workers: 2,
  retries: 0,
  // Two browsers and the server share two cores: a story that signs in and walks a few pages takes 10–30 s
  // there, so a story gets 60 s (stories that walk further set more).
  timeout: 60_000,
  // Signing up or in hashes a password (scrypt) on a 2-core machine running two browsers and the server:
  // a web-first wait gets 10 s before it fails.
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['html', { outputFolder: '.tmp/report', open: 'never' }]],
  use: {
    baseURL: process.env.BASE_URL ?? 'http://127.0.0.1:3000',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'phone', use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } },
  ],
});
