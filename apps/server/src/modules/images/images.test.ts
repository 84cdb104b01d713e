import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, signUpAdmin, type TestAccount, injectAs } from '../../test/accounts';
import { multipartFile } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A PNG whose header claims 50,000 × 50,000 pixels: 2.5 gigapixels if anyone tried to decode it. */
function decompressionBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('image uploads', () => {
  let t: TestApp;
  let admin: TestAccount;
  let buyer: TestAccount;
  let png: Buffer;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    [admin, buyer] = [await signUpAdmin(t.app), await signUp(t.app)];
    png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#f59e0b' } })
      .withMetadata({ exif: { IFD0: { Artist: 'Secret Location' } } })
      .png()
      .toBuffer();
  });
  afterAll(() => t.close());

  const upload = (account: TestAccount | null, filename: string, type: string, bytes: Buffer) => {
    const body = multipartFile('image', filename, type, bytes);
    return t.app.inject({
      method: 'POST',
      url: '/api/images',
      payload: body.payload,
      headers: { ...body.headers, ...(account ? bearer(account.token) : {}) },
    });
  };

  it('accepts a PNG named .jpg as the PNG it is, re-encoded to WebP in two sizes without metadata', async () => {
    const res = await upload(admin, 'brake.jpg', 'image/jpeg', png);
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data.url).toMatch(/^\/images\/[0-9a-f]{24}-large\.webp$/);
    expect(data.thumbnail).toBe(data.url.replace('-large', '-thumbnail'));

    const large = await t.app.inject({ method: 'GET', url: data.url });
    expect(large.headers['content-type']).toBe('image/webp');
    const meta = await sharp(large.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 900 });
    expect(meta.exif).toBeUndefined();
    const thumb = await sharp(
      (await t.app.inject({ method: 'GET', url: data.thumbnail })).rawPayload,
    ).metadata();
    expect(thumb).toMatchObject({ width: 400, height: 300 });
  });

  it('stores the same picture uploaded twice at once, both answering its URL', async () => {
    const same = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0ea5e9' } })
      .png()
      .toBuffer();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => upload(admin, 'same.png', 'image/png', same)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((res) => res.json().data.url)).size).toBe(1);
  });

  it('refuses a text file named .png with 415', async () => {
    const res = await upload(
      admin,
      'photo.png',
      'image/png',
      Buffer.from('just some text, not an image at all'),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('This file is not a JPEG, PNG, WebP, AVIF or GIF image.');
  });

  it('refuses a 6 MB file with 413', async () => {
    const big = Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]);
    const res = await upload(admin, 'huge.png', 'image/png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });

  it('refuses a decompression bomb from its header, without decoding it', async () => {
    const before = process.memoryUsage().rss;
    const res = await upload(admin, 'bomb.png', 'image/png', decompressionBomb());
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toContain('50000×50000');
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });

  it('refuses a damaged image of an accepted type', async () => {
    const res = await upload(admin, 'broken.png', 'image/png', png.subarray(0, 40));
    expect(res.statusCode).toBe(415);
  });

  it('is for admins only', async () => {
    expect((await upload(null, 'a.png', 'image/png', png)).statusCode).toBe(401);
    expect((await upload(buyer, 'a.png', 'image/png', png)).statusCode).toBe(403);
  });

  it('asks for a multipart form', async () => {
    const res = await injectAs(t.app, admin).post('/api/images', { image: 'x' });
    expect(res.statusCode).toBe(415);
  });
});
