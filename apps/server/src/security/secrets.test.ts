import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/** Made-up values in every secret setting, so a leak is recognisable. */
const secrets = {
  AUTH_SECRET: 'canary-auth-secret-0b8e6c4a2f1d3e5c7a9b0d2f4e6a8c1e',
  GOOGLE_CLIENT_SECRET: 'canary-google-client-secret-2c5f',
  STRIPE_SECRET_KEY: 'sk_test_canary_secret_key_7e1a',
  STRIPE_WEBHOOK_SECRET: 'whsec_canary_webhook_secret_3d9b',
  S3_SECRET_ACCESS_KEY: 'canary-s3-secret-access-key-5a2e',
  SMTP_PASSWORD: 'canary-smtp-password-8f4c',
};

describe('a store with every secret configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    const { SMTP_PASSWORD: smtpPassword, ...settings } = secrets;
    t = await createTestApp({
      ...settings,
      GOOGLE_CLIENT_ID: 'partsmith-web',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_public_value',
      S3_BUCKET: 'parts',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_ACCESS_KEY_ID: 'canary-access-key-id',
      SMTP_URL: `smtp://mailer:${smtpPassword}@127.0.0.1:9`,
    });
  });
  afterAll(() => t.close());

  it('shows none of them in the public settings or any other public answer', async () => {
    const settings = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(settings.json()).toEqual({
      googleSignIn: true,
      emailVerificationRequired: false,
      payments: { provider: 'stripe', publishableKey: 'pk_test_public_value' },
      storeCountry: 'US',
    });
    for (const url of [
      '/api/settings',
      '/api/health',
      '/api/part',
      '/api/review',
      '/api/docs/json',
      '/api/auth/ok',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      const answer = JSON.stringify(res.headers) + res.body;
      for (const [name, value] of Object.entries(secrets))
        expect(answer, `${url} shows ${name}`).not.toContain(value);
    }
  });
});
