import { readFileSync } from 'node:fs';
import os from 'node:os';
import { StartupError } from '@/server/startup-error';

/**
 * The cores a container's CPU quota grants (cgroup v2 `cpu.max`, e.g. "200000 100000" is two),
 * or null when there is no quota. Node's availableParallelism() counts the cores the process may
 * be scheduled on, which a quota does not narrow.
 */
export function cgroupCores(readCpuMax: () => string = () => readFileSync('/sys/fs/cgroup/cpu.max', 'utf8')): number | null {
  let line: string;
  try {
    line = readCpuMax().trim();
  } catch {
    return null;
  }
  const [quota, period] = line.split(/\s+/);
  const cores = Number(quota) / Number(period);
  return quota === 'max' || !Number.isFinite(cores) || cores <= 0 ? null : Math.max(1, Math.ceil(cores));
}

/**
 * How many server workers `npm start` runs: WEB_CONCURRENCY when set (a positive whole number),
 * else one per core the process may use.
 */
export function workerCount(env: Record<string, string | undefined> = process.env, cores = Math.min(os.availableParallelism(), cgroupCores() ?? Infinity)): number {
  const asked = env.WEB_CONCURRENCY?.trim();
  if (!asked) return cores;
  const count = Number(asked);
  if (!Number.isInteger(count) || count < 1) throw new StartupError(`WEB_CONCURRENCY must be a whole number of at least 1, not "${asked}"`);
  return count;
}
