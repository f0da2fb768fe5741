import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Modules point one way (docs/architecture.md): these may use partners; partners uses none of them. */
const dependentsOfPartners = [
  'search',
  'seo',
  'inquiries',
  'google-places',
  'partner-tools',
  'corrections',
  'partner-portal',
  'listing-stats',
];

const modules = readdirSync(new URL('./app/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A module's tables are its own: another module asks its services instead. These files may still import
 * another module's table, each for a reason a service call cannot serve.
 */
const tableImportExceptions = {
  // SQL over the partners table itself, with its indexes: a service call per row or a full read would
  // replace one indexed query.
  'app/modules/search/search.service.server.ts': 'search ranks partners with the trigram and geo indexes',
  'app/modules/search/search-nearby.server.ts': 'the nearest partners to a position, on the geo indexes',
  'app/modules/seo/sitemap.service.server.ts': 'the sitemap walks 100,000 partners by keyset, streamed',
  'app/modules/inquiries/inquiries-admin.service.server.ts': 'the inbox joins partners to search and page by name',
  'app/modules/google-places/google-places-admin.service.server.ts':
    'Google sync writes ratings and place ids into partner rows in its own transactions',
};

/** One zone per module: no import of another module's table file (nor of all tables at once). */
const tableZones = [
  ...modules.map((module) => ({
    target: `./app/modules/${module}`,
    from: modules.filter((other) => other !== module).map((other) => `./app/modules/${other}/*.table?(.server).ts`),
    message:
      "Another module's table: call that module's service (exceptions: tableImportExceptions in eslint.config.js).",
  })),
  {
    target: './app/modules',
    from: './app/db/schema.server.ts',
    message: 'Every table at once is for the database client and drizzle-kit; a module imports its own tables.',
  },
];

const linguiGlobal = {
  selector: "ImportDeclaration[source.value=/^@lingui\\/(core|react)$/] > ImportSpecifier[imported.name='i18n']",
  message: "Lingui's global i18n is shared by every request: use requestI18n() (loaders) or useLingui() (components).",
};
const linguiCompiler = {
  selector: 'ImportDeclaration[source.value=/^@lingui\\/message-utils/]',
  message: "Lingui's message compiler is for the server (*.server.ts): the browser gets compiled, picked messages.",
};

const baseZones = [
  {
    target: './app',
    from: './server',
    message: 'app/ never imports the Express server; the server imports app/.',
  },
  { target: './app/lib', from: './app/modules', message: 'lib/ is below the modules.' },
  // The page's language is no domain: the layout (header, footer, error screens) speaks it.
  {
    target: './app/ui',
    from: './app/modules',
    except: ['./i18n'],
    message: 'ui/ primitives know nothing of domains (modules/i18n, the language, excepted).',
  },
  { target: './app/ui', from: './app/routes' },
  { target: './app/modules', from: './app/routes', message: 'Modules never import route modules.' },
  {
    target: './app/modules/geo',
    from: ['./app/modules/partners', './app/db/schema.server.ts'],
    message: 'geo knows places and maps, not partners: partners uses geo.',
  },
  ...dependentsOfPartners.map((module) => ({
    target: './app/modules/partners',
    from: `./app/modules/${module}`,
    message: 'partners is depended upon; it does not point back.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'build/',
      'node_modules/',
      '.react-router/',
      'data/',
      '.tmp/',
      'coverage/',
      'test-results/',
      'bench/.tmp/',
      // The RSC spike (decision 015): its own Vite build, not part of the app.
      'spike/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-empty-object-type': 'off',
      // Modules import one way: a cycle between files is an error.
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...baseZones, ...tableZones] }],
    },
  },
  {
    // React lives in app/ only; the React Compiler's rules (most of the lint's time) need not read the rest.
    files: ['app/**/*.{ts,tsx}'],
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: Object.keys(tableImportExceptions),
    rules: { 'import-x/no-restricted-paths': ['error', { zones: baseZones }] },
  },
  {
    // Public pages carry at most 120 kB gzip of JavaScript: their code takes each icon from its own file
    // (only the icons a page draws are in its chunks), and merges classes through cn() only.
    files: ['app/**/*.{ts,tsx}'],
    ignores: [
      'app/**/admin/**',
      'app/**/admin-*.tsx',
      'app/modules/admin-auth/**',
      'app/routes/partner-tools/**',
      'app/modules/partner-tools/**',
      'app/**/*.test.*',
      'app/ui/cn.ts',
      'app/ui/select.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'lucide-react',
              message: "Import each icon from its own file: import MapPin from 'lucide-react/icons/map-pin'.",
            },
            { name: 'tailwind-merge', message: "Use cn() from '~/ui/cn'." },
          ],
        },
      ],
    },
  },
  {
    // app/lib/zod.ts configures zod for the browser's CSP before any schema is built.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.server.ts', 'app/lib/zod.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message: "Import { z } from '~/lib/zod' (jitless in the browser: no CSP eval probe).",
            },
          ],
        },
      ],
    },
  },
  {
    // Lingui (decision 033): one instance per request, never the library's shared global (requests in both
    // languages render at once); the message compiler stays on the server (the browser gets compiled
    // messages, picked).
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', linguiGlobal] },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: ['**/*.server.ts', '**/*.server.tsx', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', linguiGlobal, linguiCompiler] },
  },
  {
    files: ['**/*.test.ts', 'tests/**', 'bench/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
