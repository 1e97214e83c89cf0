// @ts-check
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** Sub-folders of a folder, or none when it does not exist yet. */
/** @param {string} relativeDir */
function foldersIn(relativeDir) {
  const dir = path.join(root, relativeDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** Known names plus whatever exists on disk, so a new area or module is fenced the day it appears. */
/** @param {string[]} known @param {string} relativeDir */
function areas(known, relativeDir) {
  return [...new Set([...known, ...foldersIn(relativeDir)])].sort();
}

const WEB_SRC = 'apps/web/src';
const WEB_FEATURES = `${WEB_SRC}/features`;
const WEB_FEATURE_AREAS = areas(
  [
    'account',
    'rescue',
    'rights',
    'articles',
    'personal-centre',
    'order',
    'rescuer-work',
    'location-links',
    'coupon-transfers',
    'merchant',
  ],
  WEB_FEATURES,
);

const SERVER_SRC = 'apps/server/src';
const SERVER_MODULES = `${SERVER_SRC}/modules`;
const SERVER_MODULE_GROUPS = areas(
  [
    'auth',
    'session-keys',
    'static-files',
    'demo',
    'rights',
    'order',
    'merchant',
    'coupon-transfers',
    'rescuer-work',
  ],
  SERVER_MODULES,
);
/** What a server module may import from apps/server/src besides its own folder (ARCHITECTURE.md). */
const SERVER_MODULE_MAY_IMPORT = ['./db', './domain', './http'];
/** What a server module's tests may import on top: the shared test harness. */
const SERVER_MODULE_TESTS_MAY_IMPORT = ['./testing', './seed'];

/**
 * The house layering as eslint-plugin-import `no-restricted-paths` zones.
 * @param {{ forTests: boolean }} options
 * @returns {NonNullable<{ target: string | string[]; from: string | string[]; except?: string[]; message?: string }[]>}
 */
const zones = ({ forTests }) => [
  // Web: the app layer composes; shared code and features never reach up into it.
  {
    target: `./${WEB_SRC}/shared`,
    from: [`./${WEB_FEATURES}`, `./${WEB_SRC}/app`],
    message: 'shared/ is used by features and app/, it never imports them.',
  },
  {
    target: `./${WEB_FEATURES}`,
    from: `./${WEB_SRC}/app`,
    message: 'A feature never imports the app layer; app/ composes features.',
  },
  // Web: a feature never imports another feature; cross-area needs go through shared/.
  ...WEB_FEATURE_AREAS.map((area) => ({
    target: `./${WEB_FEATURES}/${area}`,
    from: `./${WEB_FEATURES}`,
    except: [`./${area}`],
    message: `features/${area} imports only shared/ and itself: move what both areas need to shared/.`,
  })),
  // Server: a module imports only db/, http/ and its own folder (plus packages).
  ...SERVER_MODULE_GROUPS.map((group) => ({
    target: `./${SERVER_MODULES}/${group}`,
    from: `./${SERVER_SRC}`,
    except: [
      ...SERVER_MODULE_MAY_IMPORT,
      ...(forTests ? SERVER_MODULE_TESTS_MAY_IMPORT : []),
      // The demo launcher shows the seed's personas and accounts.
      ...(group === 'demo' && !forTests ? ['./seed'] : []),
      `./modules/${group}`,
    ],
    message: `modules/${group} imports only domain/, db/, http/ and its own files: cross-module needs go through domain/ or http/.`,
  })),
  // Server: modules are thin (parse, who acts for whom, call domain/, shape the reply): the queries on the
  // schema live in domain/ (decision 060: every module file, the allow-list is empty). Tests may still build
  // their fixtures on the schema.
  ...(forTests
    ? []
    : [
        {
          target: `./${SERVER_MODULES}`,
          from: `./${SERVER_SRC}/db/schema`,
          message:
            'A module runs no query of its own: put the query or rule in domain/ (named in product words) and call it. Only types such as DbOrTx come from db/client.',
        },
      ]),
  // Server: the product's rules (domain/) sit on persistence (db/); neither reaches up, and the seed is apart.
  {
    target: `./${SERVER_SRC}/domain`,
    from: [`./${SERVER_MODULES}`, `./${SERVER_SRC}/http`, `./${SERVER_SRC}/seed`, `./${SERVER_SRC}/app.ts`],
    message:
      'domain/ holds the rules and imports only db/ (and packages): modules and http/ use it, never the reverse.',
  },
  ...(forTests
    ? []
    : [
        {
          target: `./${SERVER_SRC}/db`,
          from: [
            `./${SERVER_MODULES}`,
            `./${SERVER_SRC}/http`,
            `./${SERVER_SRC}/domain`,
            `./${SERVER_SRC}/seed`,
          ],
          message:
            'db/ is persistence (client, schema, caches, the embedded database): it imports none of the layers above it.',
        },
      ]),
  {
    target: `./${SERVER_SRC}/seed`,
    from: `./${SERVER_MODULES}`,
    message: 'The demo seed builds data through domain/ and db/, never through a module.',
  },
  // Workspaces: the two apps never import each other, and packages never import apps.
  {
    target: './apps/web',
    from: './apps/server',
    message: 'The web app talks to the server through @rc/contract.',
  },
  { target: './apps/server', from: './apps/web', message: 'The server never imports web code.' },
  { target: './packages', from: './apps', message: 'Packages are shared by the apps and never import them.' },
];

/** The first segment of every app path (customer areas and the console). */
const APP_AREAS = 'account|rescue|rights|active|mine|order|accident|geturl|serviceTransfer|merchant|console';
const rawPathMessage =
  "Build app paths with pathTo('/area/screen', { params, search }) from shared/routing/paths.ts (decision 056).";
const rawPathSelectors = [
  // a path of the app written as text, anywhere but as pathTo's first argument
  `Literal[value=/^\\/(${APP_AREAS})([/?]|$)/]:not(CallExpression[callee.name='pathTo'] > Literal.arguments)`,
  `TemplateElement[value.raw=/^\\/(${APP_AREAS})([/?$]|$)/]`,
  // any text (or template) handed to navigate(), <Link to>, <Navigate to> or a back target
  "CallExpression[callee.name=/^(navigate|useGoBack|redirect)$/][arguments.0.type='TemplateLiteral']",
  'CallExpression[callee.name=/^(navigate|useGoBack|redirect)$/][arguments.0.value=/^\\//]',
  'JSXAttribute[name.name=/^(to|href)$/] > Literal[value=/^\\//]',
  "JSXAttribute[name.name='to'] > JSXExpressionContainer > TemplateLiteral",
  "JSXAttribute[name.name='href'] > JSXExpressionContainer > TemplateLiteral[quasis.0.value.raw=/^\\//]",
  'JSXAttribute[name.name=/^(to|href)$/] > JSXExpressionContainer > Literal[value=/^\\//]',
];

const TS_FILES = ['**/*.{ts,tsx,mts,cts}'];
const TEST_FILES = [
  '**/*.test.{ts,tsx}',
  '**/*.security.ts',
  '**/*.e2e.ts',
  'e2e/**/*.ts',
  '**/test/**/*.{ts,tsx}',
];
// Files no workspace tsconfig includes (plain JS, the root's tool configuration): linted
// without type information. A workspace's own *.config.ts belongs in its tsconfig's include.
const UNTYPED_FILES = ['**/*.{js,mjs,cjs}', '*.config.{ts,mts,cts}', 'vitest.setup.ts'];

export default defineConfig(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/.data/**',
      '**/test-results/**',
      '**/artifacts/**',
      '**/playwright-report/**',
      '**/drizzle/**',
      '**/migrations/**',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },

  {
    extends: [js.configs.recommended, tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      parserOptions: {
        projectService: true,
        tsconfigRootDir: root,
      },
    },
  },

  {
    files: TS_FILES,
    plugins: { import: importPlugin },
    settings: {
      'import/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
      // Sources import './x.js' (ESM with verbatimModuleSyntax) and mean ./x.ts.
      'import/resolver': { [path.join(root, 'tooling/eslint-ts-resolver.cjs')]: {} },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports' }],
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-expect-error': 'allow-with-description', minimumDescriptionLength: 8 },
      ],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-self-import': 'error',
      'import/no-restricted-paths': ['error', { basePath: root, zones: zones({ forTests: false }) }],
    },
  },

  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },

  // Web: links are built from the route tables (shared/routing/paths.ts `pathTo`), never written
  // as text, so a link to a screen that does not exist cannot compile (decision 056).
  {
    files: [`${WEB_SRC}/features/**/*.{ts,tsx}`, `${WEB_SRC}/shared/**/*.{ts,tsx}`],
    ignores: [...TEST_FILES, `${WEB_SRC}/shared/routing/paths.ts`],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...rawPathSelectors.map((selector) => ({ selector, message: rawPathMessage })),
      ],
    },
  },

  {
    files: TEST_FILES,
    rules: {
      // A test may assert presence with `!` after checking it; a wrong guess fails the test anyway.
      '@typescript-eslint/no-non-null-assertion': 'off',
      'import/no-restricted-paths': ['error', { basePath: root, zones: zones({ forTests: true }) }],
    },
  },

  {
    files: ['tooling/**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', exports: 'writable' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  {
    files: UNTYPED_FILES,
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly' },
    },
  },
);
