import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where processed images live. Local disk by default; an S3-compatible store can take its place. */
export interface ImageStore {
  /** Stores the bytes under `name` (content-hashed, so writes are idempotent) and returns the public URL. */
  put(name: string, body: Buffer, contentType: string): Promise<string>;
  has(name: string): Promise<boolean>;
  /** The stored bytes, or null when nothing is stored under `name`. */
  get(name: string): Promise<Buffer | null>;
  urlOf(name: string): string;
}

export const localImagesPrefix = '/images/';

/** The stored name in a picture's URL (its last path segment), whichever store made the URL. */
export const imageNameOf = (url: string) => url.split('/').pop() ?? '';

export function localImageStore(directory: string): ImageStore {
  const fileOf = (name: string) => path.join(directory, path.basename(name));
  return {
    async put(name, body) {
      await fs.mkdir(directory, { recursive: true });
      const file = fileOf(name);
      // One temporary file per write: two uploads of the same picture at once (same name) each rename
      // their own, instead of one renaming the other's away (ENOENT, a 500).
      const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
      await fs.writeFile(temporary, body);
      await fs.rename(temporary, file);
      return localImagesPrefix + path.basename(name);
    },
    async has(name) {
      return fs.access(fileOf(name)).then(
        () => true,
        () => false,
      );
    },
    get: (name) => fs.readFile(fileOf(name)).catch(() => null),
    urlOf: (name) => localImagesPrefix + path.basename(name),
  };
}
