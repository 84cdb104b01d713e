/**
 * `npm run lint`'s cycle check. ESLint's import-x/no-cycle skips type-only imports, so a cycle closed by
 * `import type` (a module's service naming Deps, Deps naming a type of that module's cache…) passed it;
 * dependency-cruiser follows them too. The import zones themselves are ESLint's (eslint.config.js).
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Files must not import each other in a cycle, not even through type-only imports.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-ssr)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      conditionNames: ['import', 'node', 'default'],
    },
  },
};
