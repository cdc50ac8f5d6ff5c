import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from '../../scripts/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    redisUrl: string;
  }
}

let server: RunningServer | undefined;

export async function setup(project: TestProject) {
  // Redis carries cache invalidation from the tests' own context to the server process.
  const redisUrl = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379';
  server = await startServer({ REDIS_URL: redisUrl });
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  project.provide('redisUrl', redisUrl);
}

export async function teardown() {
  await server?.stop();
}
