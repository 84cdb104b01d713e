// What each public page's HTML weighs as the server renders it: the bytes on the wire uncompressed and at
// gzip level 9 (so the figure does not depend on how the server compresses).
import { gzipSync } from 'node:zlib';

/** @param {string} baseUrl @param {string[]} paths */
export async function htmlBytes(baseUrl, paths) {
  const pages = [];
  for (const path of paths) {
    const response = await fetch(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'identity' } });
    const body = Buffer.from(await response.arrayBuffer());
    pages.push({
      path,
      status: response.status,
      bytes: body.length,
      gzipBytes: gzipSync(body, { level: 9 }).length,
    });
  }
  return pages;
}
