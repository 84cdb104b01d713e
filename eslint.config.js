import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const web = './apps/web/src';
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url));

/**
 * The import zones (bulletproof-react's; docs/engineering.md §2): a feature never imports another feature, so shared code moves
 * down to components/ or lib/; components/ and lib/ never import features/ or app/; the server's plugins
 * never import its modules; the web never imports the server (shared code is a workspace package).
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
