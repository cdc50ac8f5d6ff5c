import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build-server.mjs';
import { serverNodeBinary } from '../../scripts/server-node.mjs';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
mkdirSync(path.join(root, 'tmp'), { recursive: true });
const scratch = mkdtempSync(path.join(root, 'tmp', 'server-imports-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * The compiled server leaves npm packages to Node, which resolves them without tsx's leniency
 * (next-intl's middleware imports `next/server` with no extension). Every one, those loaded only
 * on first use too (ioredis, sharp), must load from the compiled server's folder.
 */
describe('the compiled server', () => {
  it('imports only npm packages that plain Node loads from its folder', { timeout: 60_000 }, async () => {
    const { packageImports } = await buildServer({ outDir: path.relative(root, scratch) });
    expect(packageImports).toContain('next');
    const importAll = 'for (const name of JSON.parse(process.env.PACKAGES)) await import(name).catch((error) => console.log(`${name}: ${error.message}`));';
    const { stdout } = await run(serverNodeBinary(), ['--input-type=module', '-e', importAll], { cwd: scratch, env: { ...process.env, PACKAGES: JSON.stringify(packageImports) } });
    expect(stdout.trim().split('\n').filter(Boolean)).toEqual([]);
  });
});
