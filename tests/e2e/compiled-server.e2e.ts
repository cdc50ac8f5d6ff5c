import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build-server.mjs';
import { startServer, type RunningServer } from '../../scripts/server-process';

const root = path.resolve(import.meta.dirname, '../..');
const hook = pathToFileURL(path.join(root, 'tests/helpers/module-log-hook.mjs')).href;

let scratch: string;
let outDir: string;
let server: RunningServer | undefined;
let resolvedModules: () => string[];

beforeAll(async () => {
  // Inside the project, as dist/server is: the compiled server's npm imports resolve from node_modules above it.
  mkdirSync(path.join(root, 'tmp'), { recursive: true });
  scratch = mkdtempSync(path.join(root, 'tmp', 'compiled-server-'));
  outDir = path.join(scratch, 'server');
  await buildServer({ outDir: path.relative(root, outDir) });
  const modulesFile = path.join(scratch, 'modules.txt');
  resolvedModules = () => readFileSync(modulesFile, 'utf8').trim().split('\n');
  server = await startServer({ SERVER_DIST_DIR: path.relative(root, outDir), NODE_OPTIONS: `--import=${hook}`, RESOLVED_MODULES_FILE: modulesFile });
});

afterAll(async () => {
  await server?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

describe('the production server', () => {
  it('runs the compiled server.ts: no TypeScript loader and no TypeScript module is loaded', async () => {
    const response = await fetch(`${server!.baseUrl}/api/constants`);
    expect(response.status).toBe(200);
    const page = await fetch(`${server!.baseUrl}/about`);
    expect(page.status).toBe(200);

    const modules = resolvedModules();
    const typescript = modules.filter((url) => url.includes('/node_modules/tsx/') || /\.(c|m)?tsx?$/.test(new URL(url).pathname));
    expect(typescript).toEqual([]);
    expect(modules).toContain(pathToFileURL(path.join(outDir, 'server.mjs')).href);
  });

  it('loads the mail templates only when a mail is sent: a chunk of their own', () => {
    expect(readdirSync(outDir).filter((name) => /^templates-\w+\.mjs$/.test(name))).toHaveLength(1);
    expect(resolvedModules().filter((url) => /\/templates-\w+\.mjs$/.test(url))).toEqual([]);
  });
});
