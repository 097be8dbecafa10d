// One lint setup for the whole monorepo: TypeScript, ordered imports without cycles,
// accessibility rules for JSX, React hooks rules and Storybook's own rules.
import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const portal = './apps/portal/src';
const portalFeatures = readdirSync(new URL('apps/portal/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/*.d.ts',
      '**/.data/**',
      'bench/.tmp/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          project: ['tsconfig.json', '*/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      // TypeScript already checks what these rules check, much faster than the import plugin can.
      'import-x/namespace': 'off',
      'import-x/default': 'off',
      'import-x/no-named-as-default': 'off',
      'import-x/no-named-as-default-member': 'off',
      'import-x/no-unresolved': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='only'][callee.object.name=/^(it|test|describe)$/]",
          message: 'Focused tests hide the rest of the suite.',
        },
      ],
    },
  },
  {
    // The gateway's layers, one way (ARCHITECTURE "Layers, one way"): http → domain → adapters
    // and db. The domain knows no HTTP, no job and not the composition root; outside the ledger
    // only its public surface (ledger/index.ts) is used, so the ledger stays the one writer of
    // money; jobs use the domain's public surfaces too.
    files: ['apps/gateway/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/gateway/src/domain',
              from: './apps/gateway/src/http',
              message: 'The domain knows no HTTP: throw a DomainError, answer an Outcome.',
            },
            {
              target: './apps/gateway/src/domain',
              from: [
                './apps/gateway/src/jobs',
                './apps/gateway/src/services.ts',
                './apps/gateway/src/main.ts',
              ],
              message: 'The domain is called by jobs and the composition root, never the other way.',
            },
            {
              target: './apps/gateway/src/!(domain)/**/*',
              from: './apps/gateway/src/domain/ledger',
              except: ['./index.ts'],
              message: "The ledger's internals are private: use domain/ledger/index.ts.",
            },
            {
              target: './apps/gateway/src/domain/!(ledger)/**/*',
              from: './apps/gateway/src/domain/ledger',
              except: ['./index.ts'],
              message: "The ledger's internals are private: use domain/ledger/index.ts.",
            },
            {
              target: ['./apps/gateway/src/adapters', './apps/gateway/src/db'],
              from: ['./apps/gateway/src/domain', './apps/gateway/src/http', './apps/gateway/src/jobs'],
              message: 'Adapters and the database know nothing of the layers above them.',
            },
          ],
        },
      ],
    },
  },
  {
    // The ledger is the one writer of money: outside domain/ledger no string names a
    // ledger_ table, so http/, jobs/, bills, goals and every other module move money only through
    // the ledger's public API (domain/ledger/index.ts), never by SQL of their own. Checked by
    // scripts/check-ledger-zones.mjs (npm run test:lint).
    files: ['apps/gateway/src/**/*.ts'],
    ignores: ['apps/gateway/src/domain/ledger/**', 'apps/gateway/src/db/migrations/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='only'][callee.object.name=/^(it|test|describe)$/]",
          message: 'Focused tests hide the rest of the suite.',
        },
        {
          selector: 'Literal[value=/\\bledger_[a-z]/]',
          message:
            "Only the ledger writes or reads its tables: call the ledger's public API (domain/ledger/index.ts).",
        },
        {
          selector: 'TemplateElement[value.raw=/\\bledger_[a-z]/]',
          message:
            "Only the ledger writes or reads its tables: call the ledger's public API (domain/ledger/index.ts).",
        },
      ],
    },
  },
  {
    // The portal's layers, one way: routes and app compose features; a feature uses another only
    // through its index.ts (what it chose to share); shared code knows no feature, route or app.
    files: ['apps/portal/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: `${portal}/shared`,
              from: [`${portal}/features`, `${portal}/routes`, `${portal}/app`, `${portal}/main.tsx`],
              message: 'Shared code knows no feature, route or app: pass what it needs in.',
            },
            {
              target: `${portal}/features`,
              from: [`${portal}/routes`, `${portal}/app`, `${portal}/main.tsx`],
              message: 'Features are composed by routes and app, never the other way.',
            },
            ...portalFeatures.map((feature) => ({
              target: `${portal}/features/!(${feature})/**/*`,
              from: `${portal}/features/${feature}`,
              except: ['./index.ts'],
              message: `Another feature's internals are private: import from features/${feature}/index.ts.`,
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...storybook.configs['flat/recommended'],
  prettier,
);
