import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, paymentsProblem } from './config';

describe('configuration', () => {
  it('has a working default for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      env: 'development',
      google: null,
      requireEmailVerification: false,
    });
    expect(config.databaseUrl).toMatch(/^file:.*partsmith\.sqlite$/);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('reads lists and switches', () => {
    const config = loadConfig({
      ADMIN_EMAILS: ' Boss@Example.com, ,second@example.com',
      REQUIRE_EMAIL_VERIFICATION: 'true',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
    expect(config.adminEmails).toEqual(['boss@example.com', 'second@example.com']);
    expect(config.requireEmailVerification).toBe(true);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, loopback,::1 ' }).trustedProxies).toEqual([
      '10.0.0.0/8',
      'loopback',
      '::1',
    ]);
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(config.google?.discoveryUrl).toBe('https://accounts.google.com/.well-known/openid-configuration');
  });

  it('refuses a proxy list it cannot use', () => {
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0.1/8/8', 'example.com']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY: must list IP addresses/);
    }
  });

  it('stops with a readable list of every bad value', () => {
    const load = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', AUTH_SECRET: 'short' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(
      /PORT: .*\n.*DATABASE_URL: must start with postgres:\/\/.*\n.*AUTH_SECRET: must be at least 32/s,
    );
  });
});

describe('payments in production (audit finding 1)', () => {
  it('refuses to run the test card processor in production unless PAYMENTS=test says so', () => {
    const problem = () => paymentsProblem(loadConfig({ NODE_ENV: 'production' }));
    expect(problem()).toBe(
      'In production set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY to take real payments, or PAYMENTS=test to run the test card processor (no real charge).',
    );
    expect(paymentsProblem(loadConfig({ NODE_ENV: 'production', PAYMENTS: 'test' }))).toBeNull();
    expect(
      paymentsProblem(
        loadConfig({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk', STRIPE_PUBLISHABLE_KEY: 'pk' }),
      ),
    ).toBeNull();
    expect(paymentsProblem(loadConfig({}))).toBeNull();
    expect(() => loadConfig({ PAYMENTS: 'free' })).toThrow(/PAYMENTS/);
  });
});

describe('demo accounts (audit finding 11)', () => {
  it('are seeded only for a store on this machine, or when asked for', () => {
    const seeds = (env: Record<string, string>) => loadConfig(env).seedDemoAccounts;
    expect(seeds({})).toBe(true);
    expect(seeds({ PUBLIC_URL: 'http://127.0.0.1:8080' })).toBe(true);
    expect(seeds({ PUBLIC_URL: 'http://[::1]:3000' })).toBe(true);
    expect(seeds({ PUBLIC_URL: 'http://shop.localhost:3000' })).toBe(true);
    expect(seeds({ PUBLIC_URL: 'https://shop.example.com' })).toBe(false);
    expect(seeds({ PUBLIC_URL: 'http://192.168.1.20:3000' })).toBe(false);
    expect(seeds({ PUBLIC_URL: 'http://localhost.example.com' })).toBe(false);
    expect(seeds({ PUBLIC_URL: 'https://shop.example.com', SEED_DEMO_ACCOUNTS: 'true' })).toBe(true);
    expect(seeds({ SEED_DEMO_ACCOUNTS: 'false' })).toBe(false);
  });
});
