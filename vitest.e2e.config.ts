import { defineConfig } from 'vitest/config';
import path from 'node:path';
import { e2eServerCount } from './tests/e2e/e2e-server';

/**
 * End-to-end tests: the production build served by server.ts, driven by Debian's Chromium. Files run
 * E2E_SERVERS at a time (default 1), each worker against its own server (tests/e2e/e2e-server.ts).
 */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: e2eServerCount() > 1,
    maxWorkers: e2eServerCount(),
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
