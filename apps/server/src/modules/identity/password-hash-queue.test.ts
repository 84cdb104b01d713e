import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('password hashes waiting their turn (ADR 0018)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PASSWORD_HASH_QUEUE: '1', AUTH_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  const signUp = (i: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: `burst.${i}@example.com`, password: 'burst-password', name: `Burst ${i}` },
    });
  const signIn = (i: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: `burst.${i}@example.com`, password: 'burst-password' },
    });

  it('refuses sign-ups beyond the queue at once with 503 and a readable message, and serves the rest', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => signUp(i)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(
      statuses.every((status) => status === 200 || status === 503),
      String(statuses),
    ).toBe(true);
    const refused = answers.filter((answer) => answer.statusCode === 503);
    expect(refused.length, String(statuses)).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 200).length, String(statuses)).toBeGreaterThanOrEqual(2);
    expect(refused[0]!.json().message).toBe(
      'Too many sign-ins at this moment. Please try again in a few seconds.',
    );

    // Nothing is left stuck: each account made signs in, each refused one can sign up now.
    for (const [i, answer] of answers.entries()) {
      const next = answer.statusCode === 200 ? await signIn(i) : await signUp(i);
      expect(next.statusCode, next.body).toBe(200);
    }
  });
});
