import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { bearer, type TestAccount } from './accounts';
import { multipartFile } from './multipart';

/** A small, real PNG picture. */
export const pngPicture = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#334155' } })
    .png()
    .toBuffer();

/** The multipart upload request an admin's "Add A Product" form sends. */
export function uploadRequest(picture: Buffer) {
  const body = multipartFile('image', 'part.png', 'image/png', picture);
  return { method: 'POST' as const, url: '/api/images', payload: body.payload, headers: body.headers };
}

/** Uploads a picture as `admin` and answers the URL a part may then use as its `img`. */
export async function uploadPicture(app: FastifyInstance, admin: TestAccount): Promise<string> {
  const request = uploadRequest(await pngPicture());
  const res = await app.inject({ ...request, headers: { ...request.headers, ...bearer(admin.token) } });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  return res.json().data.url;
}
