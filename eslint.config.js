// Lint, including the hexagon's dependency rule (ARCHITECTURE.md §1), which tests/unit/architecture checks in turn.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const packageImport = '^(?!\\.)';
/**
 * Server code but for domain's `*-rules` modules (the limits and messages the forms share with the server) and
 * `*-snippets` modules (the HTML the app shows owners to paste on their sites).
 */
const serverCodeButRules =
  '(^|/)(application|adapters|migrations)(/|$)|(^|/)domain/(?![\\w-]+/[\\w-]+-(rules|snippets)$)';
const adapterFolders = [
  'http',
  'graphql',
  'persistence',
  'payments',
  'email',
  'cli',
  'auth',
  'system',
  'scheduling',
  'observability',
  'queue',
  'nats',
  'redis',
];

/** One no-restricted-imports rule from [regex, message] pairs. */
function forbid(...rules) {
  return { 'no-restricted-imports': ['error', { patterns: rules.map(([regex, message]) => ({ regex, message })) }] };
}

const domainIsPure = [
  [packageImport, 'domain/ is pure TypeScript: it imports nothing outside domain/ (no packages, no node: modules).'],
  ['(^|/)(application|adapters|web|migrations|tests)(/|$)', 'domain/ imports nothing outside domain/.'],
];

/**
 * Each technology adapter stands alone, and none reaches into the composition root: only the composition root
 * (adapters/*.ts and adapters/composition/, one module per product module) wires them together.
 */
const adapterIsolation = adapterFolders.map((folder) => ({
  files: [`adapters/${folder}/**/*.{ts,tsx}`],
  rules: forbid([
    `^(\\.\\./)+(${[...adapterFolders.filter((other) => other !== folder), 'composition'].join('|')})/|^(\\.\\./)+(container|tokens)$`,
    `adapters/${folder}/ may not import another adapter or the composition root: wire them together in adapters/composition/.`,
  ]),
}));

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'data/', 'web/app/gql/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: forbid(...domainIsPure),
  },
  {
    files: ['application/**/*.ts'],
    rules: forbid(
      [
        packageImport,
        'application/ imports only domain/ and its own ports: no packages (put technology in an adapter).',
      ],
      [
        '(^|/)(adapters|web|migrations|tests)(/|$)',
        'application/ may not import adapters/ or web/: depend on a port instead.',
      ],
    ),
  },
  {
    files: ['web/**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...forbid([
        serverCodeButRules,
        "web/ never imports server code: talk to the server over /graphql, typed from schema.graphql. Only domain's *-rules modules (the validation rules the forms share with the server) and *-snippets modules may be imported.",
      ]),
    },
  },
  {
    // A rules module is bundled into the web app: it may import only other rules modules, nothing else of domain/.
    files: ['domain/**/*-{rules,snippets}.ts'],
    rules: forbid(...domainIsPure, [
      '^(?!.*-rules$)',
      'A *-rules module, which the web app bundles, imports only other *-rules modules.',
    ]),
  },
  {
    // The tracking script shares the pure assignment and wire types with the server, and nothing else.
    files: ['web/track/**/*.ts'],
    rules: forbid(
      [packageImport, 'web/track/ is a tiny standalone script: it imports no packages.'],
      [
        '(^|/)(application|adapters|migrations|web/app)(/|$)|(^|/)domain/(?!tracking/)',
        'web/track/ imports only domain/tracking/ (pure code it shares with the server).',
      ],
    ),
  },
  {
    // The visual editor loads on customers' pages in editor mode only, but still over their network: plain DOM.
    files: ['web/editor/**/*.ts'],
    rules: forbid([packageImport, 'web/editor/ is a small standalone script: it imports no packages (plain DOM).']),
  },
  ...adapterIsolation,
);
