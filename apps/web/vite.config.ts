import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/** The API server (apps/server) listens here in development; it also serves the uploaded part images. */
const apiServer = process.env.PARTSMITH_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
  build: {
    // Evergreen browsers only: no legacy transpilation or polyfills in the bundle.
    target: 'baseline-widely-available',
    // Those browsers all support <link rel="modulepreload">; the polyfill would cost every first visit.
    modulePreload: { polyfill: false },
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The small pieces the catalogue pages share with the dashboard (cards, list states, the
              // admin check, the review stars) travel in one chunk, instead of one tiny chunk per
              // combination of pages that uses them, each a request and a gzip stream of its own on the
              // home page.
              name: 'page-kit',
              test: /\/src\/(components\/(empty-state|error-state|part-card|part-grid|star-rating)|lib\/(error-message|part-image|api\/get-parts|api\/get-admin-check|session\/use-is-admin))\.tsx?$|\/contract\/src\/(money|format|images)\.ts$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
