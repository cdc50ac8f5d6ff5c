import { inject } from 'vitest';
import type { FtpPeer } from './peers/test-peers';

/** What a test file knows of the server it drives. */
export interface E2eServer {
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

/**
 * How many test files run at once, each worker against its own server (E2E_SERVERS, default 1):
 * a file never shares its server with another file running at the same time. Two at once on a
 * 2-core machine still made timing-bound journeys fail now and then, so one is the default.
 */
export function e2eServerCount(): number {
  const count = Number(process.env.E2E_SERVERS || 1);
  return Number.isInteger(count) && count >= 1 ? count : 1;
}

/** This worker's server: VITEST_POOL_ID runs from 1 to the number of workers. */
export function e2eServer(): E2eServer {
  const servers = inject('e2eServers');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return servers[(worker - 1) % servers.length];
}
