import { loadOnce } from '../load-once';
import type { ImageStore } from './image-store';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Where browsers fetch the objects, e.g. a CDN in front of the bucket. */
  publicUrl: string;
}

const isNotFound = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * Images in S3-compatible object storage, so every app instance serves the same pictures. Names are
 * content hashes, so objects never change and are cached for a year.
 */
export function s3ImageStore(settings: S3Settings): ImageStore {
  const sdk = loadOnce(() => import('@aws-sdk/client-s3'));
  const client = loadOnce(
    async () =>
      new (await sdk()).S3Client({
        region: settings.region,
        ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
        ...(settings.accessKeyId && settings.secretAccessKey
          ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
          : {}),
        requestChecksumCalculation: 'WHEN_REQUIRED',
      }),
  );
  const keyOf = (name: string) => `images/${name.split('/').pop()}`;
  const urlOf = (name: string) => `${settings.publicUrl}/${keyOf(name)}`;
  return {
    async put(name, body, contentType) {
      const { PutObjectCommand } = await sdk();
      await (
        await client()
      ).send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: keyOf(name),
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      return urlOf(name);
    },
    async has(name) {
      const { HeadObjectCommand, NotFound } = await sdk();
      try {
        await (await client()).send(new HeadObjectCommand({ Bucket: settings.bucket, Key: keyOf(name) }));
        return true;
      } catch (error) {
        if (error instanceof NotFound || isNotFound(error)) return false;
        throw error;
      }
    },
    async get(name) {
      const { GetObjectCommand, NoSuchKey } = await sdk();
      try {
        const object = await (
          await client()
        ).send(new GetObjectCommand({ Bucket: settings.bucket, Key: keyOf(name) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey || isNotFound(error)) return null;
        throw error;
      }
    },
    urlOf,
  };
}
