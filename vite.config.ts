import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { markdownContent } from './scripts/vite-markdown.ts';

/** The web app: built to dist/web, which the server serves; in `npm run dev:web` the API is proxied to :3000. */
export default defineConfig({
  root: 'web/app',
  publicDir: 'public',
  plugins: [react(), markdownContent()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': 'http://127.0.0.1:3000',
      '/api': 'http://127.0.0.1:3000',
      '/scripts': 'http://127.0.0.1:3000',
    },
  },
});
