import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig, type AliasOptions } from 'vite';
import { graphqlDocuments } from './scripts/vite-graphql-documents.ts';
import { markdownContent } from './scripts/vite-markdown.ts';

/**
 * What the build ships in React's place: Preact's compatibility layer, about 11 KB gzipped against react-dom's 60,
 * which alone would take two thirds of a public page's 90 KB budget (docs/decisions.md). The dev server and unit
 * tests keep React for its tooling (fast refresh, Testing Library); the e2e tests run the built app.
 */
const preactInPlaceOfReact: AliasOptions = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** The web app: built to dist/web, which the server serves; in `npm run dev:web` the API is proxied to :3000. */
export default defineConfig(({ command }) => ({
  root: 'web/app',
  publicDir: 'public',
  plugins: [graphqlDocuments(path.resolve(import.meta.dirname, 'web/app/gql')), react(), markdownContent()],
  resolve: { alias: command === 'build' ? preactInPlaceOfReact : [] },
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
}));
