import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

describe('request lines at LOG_LEVEL=debug (audit finding 12)', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    t = await createTestApp({ LOG_LEVEL: 'debug' }, { logger: pino({ level: 'debug' }, sink) });
  });
  afterAll(() => t.close());

  it('never carry a reset, verification or sign-in token, but still name the route', async () => {
    const secrets = [
      'ResetToken0123456789abc',
      'VerifyToken0123456789abc',
      'OauthCode0123456789',
      'State0123456789',
    ];
    const urls = [
      `/api/auth/reset-password/${secrets[0]}?callbackURL=%2Freset-password`,
      `/api/auth/verify-email?token=${secrets[1]}&callbackURL=%2F`,
      `/api/auth/oauth2/callback/google?code=${secrets[2]}&state=${secrets[3]}`,
      `/api/auth/Reset-Password/${secrets[0]}`,
      `/api/auth/verify-email?TOKEN=${secrets[1]}`,
    ];
    for (const url of urls) await t.app.inject({ method: 'GET', url });
    const log = lines.join('\n');
    expect(log).toContain('/api/auth/verify-email');
    expect(log).toContain('/api/auth/reset-password/');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});
