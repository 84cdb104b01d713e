import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

/** A local HTTP server speaking the S3 calls the store makes (path-style PUT, HEAD and GET of objects). */
export async function startS3Api() {
  const objects = new Map<string, StoredObject>();
  const server = createServer((request, response) => {
    const key = decodeURIComponent((request.url ?? '').split('?')[0]!);
    if (request.method === 'PUT') {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        objects.set(key, {
          body: Buffer.concat(chunks),
          contentType: request.headers['content-type'],
          cacheControl: request.headers['cache-control'],
        });
        response.writeHead(200, { etag: '"stored"' }).end();
      });
      return;
    }
    const object = objects.get(key);
    if (!object) {
      response.writeHead(404, { 'content-type': 'application/xml' });
      response.end(request.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code></Error>');
      return;
    }
    response.writeHead(200, {
      'content-type': object.contentType ?? 'application/octet-stream',
      'content-length': object.body.length,
    });
    response.end(request.method === 'HEAD' ? undefined : object.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
