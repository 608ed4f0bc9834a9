import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';
import { graphqlDocuments } from './scripts/vite-graphql-documents.ts';
import { markdownContent } from './scripts/vite-markdown.ts';

/** The web app: built to dist/web, which the server serves; in `npm run dev:web` the API is proxied to :3000. */
export default defineConfig({
  root: 'web/app',
  publicDir: 'public',
  plugins: [graphqlDocuments(path.resolve(import.meta.dirname, 'web/app/gql')), react(), markdownContent()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // One stylesheet, loaded with the page: a prerendered page must be styled before its code arrives, or its
    // layout shifts when a route's own CSS comes with that route's chunk. All of it is a few kilobytes compressed.
    cssCodeSplit: false,
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
