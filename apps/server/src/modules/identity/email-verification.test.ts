import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLink, startSmtpCapture } from '../../test/smtp-capture';
import { createTestApp } from '../../test/test-app';

describe('email verification', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp.close());

  const account = (tag: string) => ({
    email: `${tag}.${process.pid}@example.com`,
    password: 'long enough pw',
    name: tag,
  });

  it('is mailed on registration but not required by default', async () => {
    const t = await createTestApp({ SMTP_URL: smtp.url });
    try {
      const person = account('optional');
      const signUp = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: person });
      expect(signUp.statusCode).toBe(200);
      expect((await smtp.lastMailTo(person.email)).subject).toBe('Confirm your email for Partsmith');
      const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: person });
      expect(signIn.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('blocks sign-in until the mailed link is followed when REQUIRE_EMAIL_VERIFICATION=true', async () => {
    const t = await createTestApp({ SMTP_URL: smtp.url, REQUIRE_EMAIL_VERIFICATION: 'true' });
    try {
      const person = account('required');
      await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: person });
      const blocked = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: person });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().message).toMatch(/verif/i);

      const link = firstLink(await smtp.lastMailTo(person.email));
      const verify = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
      expect(verify.statusCode).toBeLessThan(400);

      const allowed = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: person });
      expect(allowed.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
