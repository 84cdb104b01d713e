import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const web = './apps/web/src';
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url));
const server = './apps/server/src';
const serverModules = readdirSync(new URL('./apps/server/src/modules', import.meta.url));

/**
 * The import zones (bulletproof-react's; docs/engineering.md §2): a feature never imports another feature, so shared code moves
 * down to components/ or lib/; components/ and lib/ never import features/ or app/; a server module never
 * imports another (workflows/ compose them, and only routes call workflows); the server's plugins never
 * import its modules; the web never imports the server (shared code is a workspace package). Import
 * cycles, type-only imports included, are found by dependency-cruiser (.dependency-cruiser.cjs).
 */
const importZones = [
  ...webFeatures.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: 'Features do not import each other; move shared code to components/ or lib/.',
  })),
  ...['components', 'lib'].map((layer) => ({
    target: `${web}/${layer}`,
    from: [`${web}/features`, `${web}/app`],
    message: `${layer}/ is shared by the features and the app, so it imports neither.`,
  })),
  ...serverModules.map((module) => ({
    target: `${server}/modules/${module}`,
    from: `${server}/modules`,
    except: [`./${module}`],
    message:
      'Server modules are leaves: they never import each other. Share code through lib/ or the contract; ' +
      'a business action that spans modules is a workflow (apps/server/src/workflows/).',
  })),
  {
    target: `${server}/modules/**/!(*routes).ts`,
    from: `${server}/workflows`,
    message: 'Workflows compose modules, so a module never calls one; only its routes do.',
  },
  {
    target: './apps/server/src/plugins',
    from: './apps/server/src/modules',
    message: 'Plugins are the frame the modules run in; they never import a module.',
  },
  {
    target: './apps/web',
    from: './apps/server',
    message: 'The web never imports the server; share code through a workspace package.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      '**/.tmp/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results*.json',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'apps/web/scripts/**/*.ts', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: importZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
