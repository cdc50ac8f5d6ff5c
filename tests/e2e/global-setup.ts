import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from '../../scripts/server-process';
import { startTestPeers, type TestPeers } from './peers/test-peers';
import { e2eServerCount, type E2eServer } from './e2e-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server (with its own database, Redis database and protocol peers) per test worker. */
    e2eServers: E2eServer[];
  }
}

const running: { server: RunningServer; peers: TestPeers }[] = [];

/** A Redis URL naming database `index` (key-scoped state such as rate limits stays per server). */
function redisDatabase(url: string, index: number): string {
  const parsed = new URL(url);
  parsed.pathname = `/${index}`;
  return parsed.toString();
}

async function startOne(index: number): Promise<E2eServer> {
  // Redis carries cache invalidation from the tests' own context to the server process.
  const redisUrl = redisDatabase(process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379', index + 1);
  const peers = await startTestPeers();
  const server = await startServer({
    REDIS_URL: redisUrl,
    ...peers.serverEnv,
    // The journeys sign in and out many times from one address.
    AUTH_RATE_LIMIT_IP_POINTS: '10000',
    AUTH_RATE_LIMIT_ACCOUNT_POINTS: '10000',
  });
  running.push({ server, peers });
  return { baseUrl: server.baseUrl, dataDir: server.dataDir, serverPid: server.pid, redisUrl, peersUrl: peers.controlUrl, ftpPeer: peers.ftp };
}

export async function setup(project: TestProject) {
  const servers = await Promise.all(Array.from({ length: e2eServerCount() }, (_, index) => startOne(index)));
  project.provide('e2eServers', servers);
}

export async function teardown() {
  await Promise.all(running.map(async ({ server, peers }) => {
    await server.stop();
    await peers.stop();
  }));
}
