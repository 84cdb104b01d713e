import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
