// `npm start`: build the web app and compile the server when there is no build yet (or the sources
// are newer), then run the server in production mode. Migrations and seeding run inside the server.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { isOutdated } from './build-freshness.mjs';
import { buildServerIfOutdated } from './build-server.mjs';
import { buildDir, serverEntry, serverEnv, serverNodeArgs } from './server-command.mjs';
import { serverNodeBinary } from './server-node.mjs';

const root = path.resolve(import.meta.dirname, '..');
const skipBuild = process.env.SKIP_BUILD === '1';

const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
if (!skipBuild && isOutdated(root, path.join(root, buildDir(), 'BUILD_ID'), ['src', 'next.config.ts', 'package-lock.json'])) {
  console.log('[start] building the web app (first run or sources changed)…');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (!skipBuild && (await buildServerIfOutdated({ root, env }))) console.log('[start] compiled the server (first run or sources changed)');

if (!existsSync(serverEntry(root, env))) {
  console.error(`[start] no compiled server at ${path.relative(root, serverEntry(root, env))}: run \`npm run build\`, or start without SKIP_BUILD=1`);
  process.exit(1);
}

const child = spawn(serverNodeBinary(), serverNodeArgs(root, env), { cwd: root, env: serverEnv(env), stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
