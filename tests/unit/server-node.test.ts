import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { fetchedNode, nodeMajor, SERVER_NODE_MAJOR, SERVER_NODE_VERSION, serverNodeBinary } from '../../scripts/server-node.mjs';

const versionOf = (binary: string) => execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();

describe('the Node.js the server runs on', () => {
  it('is Node 24 LTS or newer, on whichever line the tests run', () => {
    expect(nodeMajor(versionOf(serverNodeBinary()))).toBeGreaterThanOrEqual(SERVER_NODE_MAJOR);
    if (nodeMajor(process.versions.node) >= SERVER_NODE_MAJOR) expect(serverNodeBinary()).toBe(process.execPath);
  });

  it('is fetched at the pinned version when the machine has an older node', () => {
    expect(versionOf(fetchedNode())).toBe(`v${SERVER_NODE_VERSION}`);
  }, 120_000);
});
