import { execFileSync } from 'node:child_process';
import { readFileSync, readlinkSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nodeMajor, SERVER_NODE_MAJOR } from '../../scripts/server-node.mjs';
import { e2eServer } from './e2e-server';

const baseUrl = e2eServer().baseUrl;
const serverPid = e2eServer().serverPid;

describe('the production server process', () => {
  it("runs on the build's resolved Next config: no compiler or file watcher is loaded, and pages still route", async () => {
    const response = await fetch(`${baseUrl}/en/about`, { redirect: 'manual' });
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/about');

    const libraries = readFileSync(`/proc/${serverPid}/maps`, 'utf8');
    expect(libraries).toContain('argon2.');
    for (const buildTool of ['next-swc.', 'swc.linux', 'watcher.node']) expect(libraries).not.toContain(buildTool);
  });

  it('runs on Node.js 24 LTS, whatever node started the tests', () => {
    const version = execFileSync(readlinkSync(`/proc/${serverPid}/exe`), ['--version'], { encoding: 'utf8' });
    expect(nodeMajor(version.trim())).toBeGreaterThanOrEqual(SERVER_NODE_MAJOR);
  });
});
