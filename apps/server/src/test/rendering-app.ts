import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestApp, type TestApp } from './test-app';

const webDir = fileURLToPath(new URL('../../../web', import.meta.url));

/**
 * The app serving the web app's own index.html and rendering pages with its server entry run from
 * source (the build is the same code bundled), its absolute addresses on https://shop.example.
 */
export async function createRenderingTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dist = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'partsmith-dist-'));
  fs.copyFileSync(path.join(webDir, 'index.html'), path.join(dist, 'index.html'));
  return createTestApp({
    WEB_DIST: dist,
    WEB_SSR_ENTRY: path.join(webDir, 'src/ssr/entry-server.tsx'),
    PUBLIC_URL: 'https://shop.example',
    ...env,
  });
}
