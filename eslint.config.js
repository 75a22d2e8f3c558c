import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { effectCleanupRestrictions } from './scripts/lint/effectCleanup.js';

// The layers of src/ (docs/architecture.md, "Layers of src/"): imports only point down.
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const belowApp = readdirSync('src', { withFileTypes: true })
  .map((d) => d.name)
  .filter((name) => name !== 'app' && name !== 'main.tsx');
const layerZones = [
  // A feature never imports another feature: a piece two features need moves to ui/ or lib/.
  ...features.map((f) => ({
    target: `./src/features/${f}`,
    from: './src/features',
    except: [`./${f}`],
    message: 'Features never import each other: move the shared piece to src/ui/ or src/lib/.',
  })),
  ...belowApp.map((name) => ({
    target: `./src/${name}`,
    from: './src/app',
    message: 'Nothing imports app/ (the composition root); only main.tsx does.',
  })),
  { target: './src/shell', from: './src/features', message: 'shell/ imports no feature.' },
  {
    target: './src/ui',
    from: ['./src/features', './src/shell'],
    message: 'ui/ is shared by features: it imports only lib/ and api/.',
  },
  {
    target: './src/lib',
    from: ['./src/ui', './src/features', './src/shell'],
    message: 'lib/ is non-visual shared code: it imports only api/.',
  },
  {
    target: './src/api',
    from: ['./src/ui', './src/lib', './src/features', './src/shell'],
    message: 'api/ is pure wire code: it imports nothing above it.',
  },
];

// How eslint-plugin-import reads the files it follows (for no-restricted-paths): TypeScript through
// typescript-eslint; imports name their files with extensions, so node resolution finds them.
// (eslint-plugin-import-x was tried first: its native resolver's optional builds for other
// platforms are missing from the registry reachable here, so `npm ci` refused the lock file.)
const importSettings = {
  'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
  'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import/extensions': ['.ts', '.tsx', '.js'],
};

export default defineConfig([
  globalIgnores([
    // Every build folder (dist, dist-e2e, the bench's): npm test builds one while this runs.
    'dist*',
    'deploy/nginx/run',
    'playwright-report*',
    'test-results*',
    'reports',
    'node_modules',
    // local scratch files, git-ignored like the rest of this list
    'scripts/**/.*.tmp.*',
    '.screenshots',
  ]),
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // React's rules where there is React: the app and the bench's tree page. Their compiler-based
    // rules (static-components above all) were two thirds of this lint's rule time, spent
    // mostly on the emulator, the tests and the scripts, which have no components or hooks.
    files: ['src/**/*.{ts,tsx}', 'scripts/bench/*.tsx'],
    extends: [reactHooks.configs.flat.recommended],
    plugins: { 'react-refresh': reactRefresh },
    rules: {
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      'no-restricted-syntax': ['error', ...effectCleanupRestrictions],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: importSettings,
    rules: { 'import/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  // No import cycles in the app, the BFF or the emulator: `npm run lint:cycles`
  // (scripts/lint/importCycles.ts) checks them, type-only and dynamic imports included, in 3 s
  // of CPU. eslint-plugin-import's no-cycle, which it replaced, counted fewer edges and took
  // most of this lint's 92 s (CI time).
  {
    // api/ is plain TypeScript: no React, no router, no React Query, no components.
    files: ['src/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(react|react-dom|react-router|@tanstack/react-query|@mantine/.*)(/.*)?$',
              message: 'api/ is pure TypeScript: React belongs to the layers above it.',
            },
          ],
        },
      ],
    },
  },
]);
