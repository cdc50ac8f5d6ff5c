import { execFile, fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../scripts/server-process';
import { serverNodeBinary } from '../scripts/server-node.mjs';

const run = promisify(execFile);
const AUTOCANNON = path.resolve(import.meta.dirname, '../node_modules/autocannon/autocannon.js');

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** autocannon in its own process, so the load generator does not share our event loop. */
export interface LoadRequest {
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
}

export async function load(url: string, connections: number, seconds: number, request: LoadRequest = {}): Promise<LoadResult> {
  const headerArgs = Object.entries(request.headers ?? {}).flatMap(([k, v]) => ['-H', `${k}=${v}`]);
  const methodArgs = request.method ? ['-m', request.method] : [];
  const bodyArgs = request.body ? ['-b', request.body] : [];
  const { stdout } = await run(process.execPath, [AUTOCANNON, '-c', String(connections), '-d', String(seconds), '-j', ...methodArgs, ...bodyArgs, ...headerArgs, url], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const result = JSON.parse(stdout);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Serves `body` from a bare node:http server in a child process; returns its URL and a stop function. */
export async function startBaseline(body: Buffer, contentType: string): Promise<{ url: string; stop(): void }> {
  const file = path.join(os.tmpdir(), `bench-baseline-${process.pid}-${Date.now()}`);
  writeFileSync(file, body);
  const port = await freePort();
  // On the server's own Node.js line, so the ratio compares the app, not two runtimes.
  const child = fork(path.resolve(import.meta.dirname, 'baseline-server.mjs'), [file, contentType, String(port)], { stdio: 'ignore', execPath: serverNodeBinary() });
  await new Promise<void>((resolve) => child.once('message', () => resolve()));
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill() };
}
