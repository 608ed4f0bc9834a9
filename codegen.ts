import type { CodegenConfig } from '@graphql-codegen/cli';

/** Typed documents for the web app, generated from the committed schema.graphql (`npm run generate`). */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/app/**/*.{ts,tsx}', '!web/app/gql/**'],
  ignoreNoDocuments: false,
  generates: {
    'web/app/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { ID: 'string', DateTime: 'string' },
        // Documents as query strings: a fraction of the size of their syntax trees in the browser's bundle.
        documentMode: 'string',
      },
    },
  },
};

export default config;
