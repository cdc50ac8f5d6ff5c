// `npm start`: build the web app when there is no build yet (or the sources are newer),
// then run the server in production mode. Migrations and seeding run inside the server.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { buildDir, serverEnv, serverNodeArgs } from './server-command.mjs';
import { serverNodeBinary } from './server-node.mjs';

const root = path.resolve(import.meta.dirname, '..');
const buildId = path.join(root, buildDir(), 'BUILD_ID');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function needsBuild() {
  if (process.env.SKIP_BUILD === '1') return false;
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  const sources = ['src', 'next.config.ts', 'package-lock.json'].map((p) => path.join(root, p)).filter(existsSync);
  return sources.some((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs) > built);
}

const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
if (needsBuild()) {
  console.log('[start] building the web app (first run or sources changed)…');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const child = spawn(serverNodeBinary(), serverNodeArgs(root, env), { cwd: root, env: serverEnv(env), stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
