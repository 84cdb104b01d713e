import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { firstPageChunk } from './vite/first-page-chunk.ts';
import { precompress } from './vite/precompress.ts';
import { stylesheetFirst } from './vite/stylesheet-first.ts';
import { reactRouterProduction } from './vite/react-router-production.ts';

const source = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** The API server (apps/server) listens here in development; it also serves the uploaded part images. */
const apiServer = process.env.PARTSMITH_API_URL ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    reactRouterProduction(),
    ...(isSsrBuild ? [] : [stylesheetFirst(), precompress()]),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiServer, changeOrigin: true },
      '/images': { target: apiServer, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: true },
      '/images': { target: apiServer, changeOrigin: true },
    },
  },
  // The server renderer (`vite build --ssr`, see build:ssr) is one self-contained module for Node.
  ssr: { noExternal: true },
  // The renderer is built for production only, and minified: bundled from their CommonJS
  // `process.env.NODE_ENV` switch, React's development builds came along, and the server keeps a
  // module's source text in memory for as long as it runs, two bytes a character once one is outside
  // Latin-1 (a comment's dash was enough): 3.0 MB of heap for 1.5 MB of source, now 0.7 MB (ADR 0024).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? {
        outDir: 'dist-ssr',
        target: 'node20',
        sourcemap: false,
        minify: true,
        copyPublicDir: false,
        emptyOutDir: true,
      }
    : {
        // Evergreen browsers only: no legacy transpilation or polyfills in the bundle.
        target: 'baseline-widely-available',
        // Those browsers all support <link rel="modulepreload">; the polyfill would cost every first visit.
        modulePreload: { polyfill: false },
        sourcemap: false,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [firstPageChunk(source('src/app/start-app.tsx'), source('src/main.ts'))],
            },
          },
        },
      },
}));
