import { hashPassword as betterAuthHash } from 'better-auth/crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hashPassword, verifyPassword } from './password-hashing';

describe('password hashes (ADR 0029)', () => {
  it('hashes with OWASP’s 8 MiB scrypt row, in the PHC format, a new salt each time', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^\$scrypt\$ln=13,r=8,p=10\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{86}$/);
    expect(await hashPassword('correct horse battery')).not.toBe(hash);
    expect(await verifyPassword({ hash, password: 'correct horse battery' })).toBe(true);
    expect(await verifyPassword({ hash, password: 'correct horse batterY' })).toBe(false);
  });

  it('verifies with the parameters a hash names, and reads a password in NFKC', async () => {
    const hash = await hashPassword('ünïcode pässword');
    const [, , , salt, key] = hash.split('$');
    // The same key under other parameters does not verify.
    expect(
      await verifyPassword({ hash: `$scrypt$ln=12,r=8,p=10$${salt}$${key}`, password: 'ünïcode pässword' }),
    ).toBe(false);
    // The composed and decomposed spellings of a password are one password.
    expect(await verifyPassword({ hash, password: 'ünïcode pässword'.normalize('NFD') })).toBe(true);
  });

  it('refuses a damaged hash, or one that asks for more than a hash may cost', async () => {
    await expect(verifyPassword({ hash: '$scrypt$ln=13,r=8$abc$def', password: 'x' })).rejects.toThrow(
      'Invalid password hash',
    );
    await expect(
      verifyPassword({ hash: '$scrypt$ln=30,r=8,p=1$c2FsdHNhbHRzYWx0c2FsdA$a2V5', password: 'x' }),
    ).rejects.toThrow('parameters');
  });

  it('verifies the hashes better-auth made before (salt:key in hex, its own parameters)', async () => {
    const legacy = await betterAuthHash('old password');
    expect(legacy).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash: legacy, password: 'old password' })).toBe(true);
    expect(await verifyPassword({ hash: legacy, password: 'old passwore' })).toBe(false);
  });
});

describe('signing in with either kind of stored hash', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
  const storedHash = async (email: string) =>
    (
      await sql<{ password: string }>`select a.password from account a
        join "user" u on u.id = a.${sql.ref('userId')}
        where u.email = ${email} and a.${sql.ref('providerId')} = 'credential'`.execute(t.app.db)
    ).rows[0]!.password;

  it('stores a new account’s password with the new hash, and signs it in', async () => {
    const buyer = await signUp(t.app);
    expect(await storedHash(buyer.email)).toMatch(/^\$scrypt\$ln=13,r=8,p=10\$/);
    expect((await signIn(buyer.email, buyer.password)).statusCode).toBe(200);
    expect((await signIn(buyer.email, 'not the password')).statusCode).toBe(401);
  });

  it('signs in an account whose password better-auth stored before', async () => {
    const buyer = await signUp(t.app);
    const legacy = await betterAuthHash('from an older release');
    await sql`update account set password = ${legacy} where ${sql.ref('userId')} =
      (select id from "user" where email = ${buyer.email})`.execute(t.app.db);
    expect((await signIn(buyer.email, 'from an older release')).statusCode).toBe(200);
    expect((await signIn(buyer.email, buyer.password)).statusCode).toBe(401);
  });
});
