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
    sourcemap: false,
  },
});
