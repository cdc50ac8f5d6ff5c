import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// Layers (README "Architecture"): the data layer is reached only through src/server/db and the
// services; services know nothing of HTTP; code that reaches the browser never imports the server.
const DATABASE_DRIVERS = {
  group: ['kysely', 'kysely/*', 'pg', 'pg-*', 'better-sqlite3'],
  message: 'Only src/server/db, src/server/entities and src/server/services talk to the database; go through a service.',
};
const SERVER_CODE = {
  regex: '^(@/server(/|$)|(\\.\\./)+server(/|$))',
  message: 'Client code must not import the server; call the API (src/lib/api.ts) or use src/shared.',
};
const HTTP_LAYER = [
  {
    group: ['hono', 'hono/*', '@hono/*', 'next', 'next/*', '@/server/http', '@/server/http/*'],
    message: 'Services hold the rules and know nothing of HTTP: take plain values, throw ApiError.',
  },
  { regex: '^(\\.\\./)+http(/|$)', message: 'Services hold the rules and know nothing of HTTP: take plain values, throw ApiError.' },
];
const CLIENT_LIB = {
  regex: '^(@/lib(/|$)|(\\.\\./)+lib(/|$))',
  message: 'src/lib serves the pages; what the server or shared code needs as well belongs in src/shared.',
};
const restrictImports = (...patterns) => ['error', { patterns }];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores(['.next/**', 'dist/**', 'node_modules/**', 'data/**', 'tmp/**', 'coverage/**', 'next-env.d.ts']),
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      // Images are editor-supplied URLs (local uploads or remote); next/image would need every
      // remote host listed in advance, so plain <img> with explicit sizes is used on purpose.
      '@next/next/no-img-element': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/db/**', 'src/server/entities/**', 'src/server/services/**'],
    rules: { 'no-restricted-imports': restrictImports(DATABASE_DRIVERS) },
  },
  {
    // Server components in src/app may read the app context; its error boundaries are client components by Next's rule.
    files: ['src/components/**', 'src/lib/**', 'src/shared/**', 'src/app/**/error.tsx', 'src/app/global-error.tsx'],
    ignores: ['src/lib/server/**'],
    rules: { 'no-restricted-imports': restrictImports(DATABASE_DRIVERS, SERVER_CODE) },
  },
  {
    files: ['src/shared/**'],
    rules: { 'no-restricted-imports': restrictImports(DATABASE_DRIVERS, SERVER_CODE, CLIENT_LIB) },
  },
  {
    files: ['src/server/**'],
    ignores: ['src/server/db/**', 'src/server/entities/**', 'src/server/services/**'],
    rules: { 'no-restricted-imports': restrictImports(DATABASE_DRIVERS, CLIENT_LIB) },
  },
  {
    files: ['src/server/db/**', 'src/server/entities/**'],
    rules: { 'no-restricted-imports': restrictImports(CLIENT_LIB) },
  },
  {
    files: ['src/server/services/**'],
    rules: { 'no-restricted-imports': restrictImports(...HTTP_LAYER, CLIENT_LIB) },
  },
]);
