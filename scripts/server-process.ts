import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildServerIfOutdated } from './build-server.mjs';
import { serverEnv, serverNodeArgs } from './server-command.mjs';
import { serverNodeBinary } from './server-node.mjs';

export interface RunningServer {
  baseUrl: string;
  pid: number;
  /** Milliseconds from spawning the process to its first answered request. */
  startupMs: number;
  dataDir: string;
  env: Record<string, string | undefined>;
  /** What the server has printed so far (stdout and stderr). */
  output(): string;
  /** The lines in which workers said they listen, in order (replacements too): "worker 0 (pid 123) on http://… (…)". */
  workerReadyLines(): string[];
  /** The pids of the primary's workers running now (none when the server runs as one process). */
  workerPids(): number[];
  stop(): Promise<void>;
}

function childPids(parent: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(parent)], { encoding: 'utf8' }).trim().split('\n').filter(Boolean).map(Number);
  } catch {
    return []; // pgrep exits 1 when it finds none
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const root = path.resolve(import.meta.dirname, '..');
const compiled = new Map<string, Promise<boolean>>();

/** The compiled server (scripts/build-server.mjs), compiled first when it is missing or older than its sources; once per process and folder. */
export function compiledServer(env: Record<string, string | undefined> = process.env): Promise<boolean> {
  const key = env.SERVER_DIST_DIR ?? '';
  if (!compiled.has(key)) compiled.set(key, buildServerIfOutdated({ root, env }));
  return compiled.get(key)!;
}

/** Starts the real production server (compiled server.ts) on a free port with a fresh SQLite database. */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'polyglot-e2e-'));
  const baseUrl = `http://localhost:${port}`;
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PUBLIC_URL: baseUrl,
    ADMIN_PASSWORD: 'e2e-admin-password',
    LOG_FLUSH_INTERVAL_MS: '200',
    // One process, as before workers: a test or bench part that wants several says so.
    WEB_CONCURRENCY: '1',
    ...extraEnv,
  };
  await compiledServer(env);
  const spawnedAt = performance.now();
  const child: ChildProcess = spawn(serverNodeBinary(), serverNodeArgs(root, env), {
    cwd: root,
    env: serverEnv(env) as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/constants`);
      if (response.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  const startupMs = performance.now() - spawnedAt;
  return {
    baseUrl,
    pid: child.pid!,
    startupMs,
    dataDir,
    env,
    output: () => output,
    workerReadyLines: () => output.match(/\bworker \d+ \(pid \d+\) on http.*/g) ?? [],
    workerPids: () => childPids(child.pid!),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}
