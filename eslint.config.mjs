// Lint for the whole workspace. Module boundaries (docs/ARCHITECTURE.md "Dependency rules"):
// remotes and the shell use scope:shared only; the backend uses type:contracts only;
// contracts use nothing from the workspace, nor React, Nest or TypeORM.
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';

/** MUI by each component's path, never the barrel (shared whole, all of MUI on every page). */
const MUI_BARREL = {
  name: '@mui/material',
  message:
    'Import the component by its path (@mui/material/Button), shared one by one (mf-shared/build/mui-shared.js).',
  allowTypeImports: true,
};

export default [
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.nx/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/coverage/**',
      'data/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx, import: importPlugin, 'react-hooks': reactHooks },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          banTransitiveDependencies: false,
          depConstraints: [
            {
              sourceTag: 'type:contracts',
              onlyDependOnLibsWithTags: [],
              bannedExternalImports: [
                'react',
                'react-dom',
                'react-*',
                '@mui/*',
                '@emotion/*',
                '@nestjs/*',
                'typeorm',
                'fastify',
                '@fastify/*',
              ],
            },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            {
              sourceTag: 'type:lib',
              bannedExternalImports: ['@nestjs/*', 'typeorm', 'fastify', '@fastify/*', 'better-sqlite3', 'mysql2'],
            },
            { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shared'] },
            {
              sourceTag: 'type:remote',
              onlyDependOnLibsWithTags: ['scope:shared'],
              bannedExternalImports: ['@nestjs/*', 'typeorm'],
            },
            {
              sourceTag: 'scope:backend',
              onlyDependOnLibsWithTags: ['type:contracts'],
              bannedExternalImports: ['react', 'react-dom', '@mui/*', '@emotion/*'],
            },
            { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['type:contracts'] },
          ],
        },
      ],
      'import/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      '@typescript-eslint/ban-ts-comment': 'error',
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    ignores: ['backend/**', 'mf-shared/contracts/**', 'e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Docs/FRONTEND.md "What the first page loads": MUI by each component's path, never
    // the barrel (shared whole, it would be all of MUI on every page; mf-shared/build/mui-shared.js).
    files: [
      'shell/src/**/*.ts',
      'shell/src/**/*.tsx',
      'mf-shared/src/**/*.ts',
      'mf-shared/src/**/*.tsx',
      'mf-*/src/**/*.ts',
      'mf-*/src/**/*.tsx',
    ],
    rules: {
      'no-restricted-imports': ['error', { paths: [MUI_BARREL] }],
    },
  },
  {
    // The shell's own code takes mf-shared through its core entry, so its first page does not load
    // the page engine (the areas load it; shell/src/features/remotes/federation.ts).
    files: ['shell/src/**/*.ts', 'shell/src/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            MUI_BARREL,
            {
              name: '@beantrail/mf-shared',
              message: 'Import from @beantrail/mf-shared/core: the full library is the page engine the areas load.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // An area bundles what it imports that is not shared: `@beantrail/mf-shared/account` reaches the
    // session store and the API client, which the area would then hold a second copy of.
    files: [
      'mf-roaster/src/**/*.{ts,tsx}',
      'mf-cafe/src/**/*.{ts,tsx}',
      'mf-user/src/**/*.{ts,tsx}',
      'mf-admin/src/**/*.{ts,tsx}',
      'mf-public/src/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            MUI_BARREL,
            {
              name: '@beantrail/mf-shared/account',
              message: 'The shell’s own entry: an area would bundle a second session store and API client.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
    languageOptions: {
      globals: {
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        process: 'readonly',
        console: 'readonly',
      },
    },
  },
];
