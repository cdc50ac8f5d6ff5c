import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from '../../scripts/server-process';
import { startTestPeers, type FtpPeer, type TestPeers } from './peers/test-peers';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** The server process, for what only the operating system can tell (e.g. the libraries it loaded). */
    serverPid: number;
    redisUrl: string;
    /** The control server of the SMTP capture and fake OAuth providers (tests/e2e/peers). */
    peersUrl: string;
    /** The FTP server of the peers, for the settings journey's connection test. */
    ftpPeer: FtpPeer;
  }
}

let server: RunningServer | undefined;
let peers: TestPeers | undefined;

export async function setup(project: TestProject) {
  // Redis carries cache invalidation from the tests' own context to the server process.
  const redisUrl = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379';
  peers = await startTestPeers();
  server = await startServer({
    REDIS_URL: redisUrl,
    ...peers.serverEnv,
    // The journeys sign in and out many times from one address.
    AUTH_RATE_LIMIT_IP_POINTS: '10000',
    AUTH_RATE_LIMIT_ACCOUNT_POINTS: '10000',
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  project.provide('serverPid', server.pid);
  project.provide('redisUrl', redisUrl);
  project.provide('peersUrl', peers.controlUrl);
  project.provide('ftpPeer', peers.ftp);
}

export async function teardown() {
  await server?.stop();
  await peers?.stop();
}
