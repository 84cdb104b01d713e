import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestAccount } from '../../test/accounts';
import { firstLink, startSmtpCapture } from '../../test/smtp-capture';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('password reset by mail over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let t: TestApp;
  let account: TestAccount;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url, AUTH_RATE_LIMIT: '1000' });
    account = await signUp(t.app, 'Reset Me');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const signIn = (password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: account.email, password },
    });

  it('mails a link that leads to the reset page and sets the new password', async () => {
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: account.email, redirectTo: '/reset-password' },
    });
    expect(request.statusCode).toBe(200);

    const mail = await smtp.lastMailTo(account.email);
    expect(mail.subject).toBe('Reset your Partsmith password');
    const link = firstLink(mail);
    expect(link.origin).toBe(t.app.config.publicUrl);

    const follow = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(follow.statusCode).toBe(302);
    const landing = new URL(String(follow.headers.location), t.app.config.publicUrl);
    expect(landing.pathname).toBe('/reset-password');
    const token = landing.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { newPassword: 'a brand new secret', token },
    });
    expect(reset.statusCode).toBe(200);

    expect((await signIn('a brand new secret')).statusCode).toBe(200);
    expect((await signIn(account.password)).statusCode).toBe(401);
  });

  it('revokes the old access token when the password is reset', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/${account.email}`,
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a made-up reset token', async () => {
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { newPassword: 'whatever secret', token: 'made-up' },
    });
    expect(reset.statusCode).toBe(400);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = smtp.mails.length;
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'nobody@example.com', redirectTo: '/reset-password' },
    });
    expect(request.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.mails.length).toBe(before);
  });
});
