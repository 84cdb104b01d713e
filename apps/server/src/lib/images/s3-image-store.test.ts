import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpAdmin, type TestAccount } from '../../test/accounts';
import { multipartFile } from '../../test/multipart';
import { startS3Api } from '../../test/s3-api';
import { createTestApp, type TestApp } from '../../test/test-app';
import { s3ImageStore } from './s3-image-store';

describe('images in S3-compatible storage', () => {
  let s3: Awaited<ReturnType<typeof startS3Api>>;
  let t: TestApp;
  let admin: TestAccount;

  beforeAll(async () => {
    s3 = await startS3Api();
    t = await createTestApp({
      AUTH_RATE_LIMIT: '1000',
      S3_BUCKET: 'partsmith-images',
      S3_ENDPOINT: s3.url,
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
    });
    admin = await signUpAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('stores both sizes in the bucket, cached for a year, and answers their public URLs', async () => {
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#0f172a' } })
      .png()
      .toBuffer();
    const body = multipartFile('image', 'hub.png', 'image/png', png);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(admin.token) },
    });
    expect(res.statusCode).toBe(200);
    const { url, thumbnail } = res.json().data;
    expect(url).toMatch(new RegExp(`^${s3.url}/partsmith-images/images/[0-9a-f]{24}-large\\.webp$`));

    for (const address of [url, thumbnail]) {
      const object = s3.objects.get(new URL(address).pathname)!;
      expect(object.contentType).toBe('image/webp');
      expect(object.cacheControl).toBe('public, max-age=31536000, immutable');
      expect((await sharp(object.body).metadata()).format).toBe('webp');
    }

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/part',
      headers: bearer(admin.token),
      payload: {
        name: 'Wheel hub',
        minOrderQuantity: 4,
        availableQuantity: 80,
        price: 31.5,
        description: 'Front hub.',
        img: url,
      },
    });
    expect(created.statusCode).toBe(200);
  });

  it('reads a stored picture back, and nothing for a missing one', async () => {
    const store = s3ImageStore({
      bucket: 'partsmith-images',
      region: 'us-east-1',
      endpoint: s3.url,
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
      publicUrl: `${s3.url}/partsmith-images`,
    });
    const bytes = Buffer.from('a stored picture');
    await store.put('feedc0de-large.webp', bytes, 'image/webp');
    expect((await store.get('feedc0de-large.webp'))?.equals(bytes)).toBe(true);
    expect(await store.get('0ff1ce-large.webp')).toBeNull();
  });

  it('refuses a part whose picture is not in the bucket', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/part',
      headers: bearer(admin.token),
      payload: {
        name: 'Ghost',
        minOrderQuantity: 1,
        availableQuantity: 1,
        price: 1,
        description: 'x',
        img: `${s3.url}/partsmith-images/images/000000000000000000000000-large.webp`,
      },
    });
    expect(res.statusCode).toBe(400);
  });

  it('lets pages load pictures from the bucket', async () => {
    const csp = String(
      (await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
    );
    expect(csp).toContain(`img-src 'self' data: blob: ${s3.url}`);
  });
});
