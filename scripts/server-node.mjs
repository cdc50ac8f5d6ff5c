// Which Node.js runs the server (`npm start`, the end-to-end tests and the bench): Node 24 LTS.
// Node 20 reached its end of life in April 2026, and on Node 24 a page render costs about a fifth
// less. A machine whose own node is older gets Node 24 LTS from the npm registry (the official
// binaries, published there as node-<platform>-<arch>), fetched once into tmp/.
// Run directly, it prints the path of that fetched Node 24 (`npm test` runs the unit tests on it too).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const SERVER_NODE_MAJOR = 24;
export const SERVER_NODE_VERSION = '24.21.0';

const root = path.resolve(import.meta.dirname, '..');

/** The major version of a Node.js version string, with or without its `v` (`v24.21.0` → 24). */
export function nodeMajor(version) {
  return Number(version.replace(/^v/, '').split('.')[0]);
}

/** Node SERVER_NODE_VERSION under tmp/, fetched from the npm registry when it is not there yet; throws when it cannot be. */
export function fetchedNode() {
  const version = SERVER_NODE_VERSION;
  const home = path.join(root, 'tmp', `node-${version}`);
  const binary = path.join(home, 'package', 'bin', 'node');
  if (existsSync(binary)) return binary;
  if (process.platform !== 'linux' && process.platform !== 'darwin') throw new Error(`no Node.js ${version} package for ${process.platform} on the npm registry`);
  const name = `node-${process.platform}-${process.arch}`;
  rmSync(home, { recursive: true, force: true });
  mkdirSync(home, { recursive: true });
  const pack = spawnSync('npm', ['pack', '--silent', `${name}@${version}`], { cwd: home, encoding: 'utf8' });
  if (pack.status !== 0) throw new Error(`npm pack ${name}@${version} failed: ${pack.stderr.trim()}`);
  const archive = path.join(home, pack.stdout.trim().split('\n').pop());
  const untar = spawnSync('tar', ['xzf', archive], { cwd: home, encoding: 'utf8' });
  rmSync(archive, { force: true });
  if (untar.status !== 0 || !existsSync(binary)) throw new Error(`unpacking ${name}@${version} failed: ${untar.stderr.trim()}`);
  return binary;
}

/**
 * The node binary the server runs on: this process's own when it is Node 24 or newer, else the
 * fetched Node 24 LTS. Where that cannot be fetched, this process's own, with a warning.
 */
export function serverNodeBinary() {
  if (nodeMajor(process.versions.node) >= SERVER_NODE_MAJOR) return process.execPath;
  try {
    return fetchedNode();
  } catch (error) {
    console.warn(`[server] running on Node.js ${process.versions.node} (end of life): ${error.message}`);
    return process.execPath;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(fetchedNode());
