import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, injectAs } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';

describe('the app shell around the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports health with the engine in use', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.TEST_ENGINE ?? 'sqlite' });
  });

  it('answers unknown API routes with 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'NOT_FOUND', message: 'There is no GET /api/nothing-here here.' });
  });

  it('gives every request an id and echoes a caller-supplied one', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const generated = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers with a CSP that forbids inline scripts and framing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/part' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves the OpenAPI document generated from the schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/part', '/api/part/{id}', '/api/review']),
    );
    const part = doc.paths['/api/part/{id}'].get.responses['200'].content['application/json'].schema;
    expect(part.required).toEqual(expect.arrayContaining(['_id', 'name', 'minOrderQuantity', 'price']));
  });
});

describe('cross-site requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://shop.example.com' });
  });
  afterAll(() => t.close());

  const post = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: { host: 'shop.example.com', ...headers },
      payload: {},
    });

  it('refuses state-changing calls from another origin before anything else', async () => {
    const res = await post({ origin: 'https://evil.example.net' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: 'FORBIDDEN',
      message: 'Requests from other websites are not allowed.',
    });
    expect((await post({ origin: 'null' })).statusCode).toBe(403);
    expect((await post({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
  });

  it('lets the store’s own pages and non-browser clients through to the usual checks', async () => {
    expect(
      (await post({ origin: 'https://shop.example.com', 'sec-fetch-site': 'same-origin' })).statusCode,
    ).toBe(401);
    expect((await post({})).statusCode).toBe(401);
  });

  it('refuses a cross-site call whatever way its path is written (audit finding 8)', async () => {
    for (const url of ['/%61pi/order', '/%2561pi/order', '/API/order', '//api/order', '/api/../api/order']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { host: 'shop.example.com', origin: 'https://evil.example.net' },
        payload: {},
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual({
        error: 'FORBIDDEN',
        message: 'Requests from other websites are not allowed.',
      });
    }
  });

  it('leaves reads alone', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/part',
      headers: { origin: 'https://evil.example.net' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('huge arrays in a JSON body (audit finding 7)', () => {
  it('answer 4xx, not a 500 from the NUL check', async () => {
    const t = await createTestApp();
    try {
      const buyer = await signUp(t.app);
      const huge = new Array(300_000).fill(0);
      for (const payload of [huge, { partId: huge, quantity: 1 }, [[huge]]]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/order',
          headers: { ...bearer(buyer.token), 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toBe('INVALID');
      }
      const nul = await injectAs(t.app, buyer).post('/api/order', {
        address: [...new Array(300_000).fill(0), 'a\u0000b'],
      });
      expect(nul.json()).toEqual({
        error: 'INVALID',
        message: 'Text cannot contain the NUL character (\\u0000).',
      });
    } finally {
      await t.close();
    }
  });
});

describe('a store with Stripe', () => {
  it('lets Stripe Elements load its script and frames, and nothing else', async () => {
    const t = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' });
    try {
      const csp = String(
        (await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
      );
      expect(csp).toContain("script-src 'self' https://js.stripe.com");
      expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
      expect(csp).toContain("connect-src 'self' https://api.stripe.com");
    } finally {
      await t.close();
    }
  });
});

describe('HTTPS deployments', () => {
  it('send HSTS when PUBLIC_URL is https', async () => {
    const t = await createTestApp({ PUBLIC_URL: 'https://shop.example.com' });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    } finally {
      await t.close();
    }
  });
});
