import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_HEAP_MB, SEMI_SPACE_MB, serverNodeArgs } from '../../scripts/server-command.mjs';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

/** The heap limit V8 sets for the server's flags, on the Node.js running this test (20 and 24 in `npm test`). */
async function heapLimitMb(env: Record<string, string | undefined>): Promise<number> {
  const args = serverNodeArgs(root, env);
  const flags = args.slice(0, args.indexOf('--import'));
  const { stdout } = await run(process.execPath, [...flags, '-p', 'require("node:v8").getHeapStatistics().heap_size_limit']);
  return Number(stdout) / 2 ** 20;
}

describe('the server process', () => {
  it('gets the same heap on every supported Node.js line: the old space plus three semi-spaces', async () => {
    expect(await heapLimitMb({})).toBe(DEFAULT_MAX_HEAP_MB + 3 * SEMI_SPACE_MB);
  });

  it('may start young-generation collections, which large streams ask for (src/server/streamed-buffers.ts)', async () => {
    const args = serverNodeArgs(root, {});
    const flags = args.slice(0, args.indexOf('--import'));
    const { stdout } = await run(process.execPath, [...flags, '-p', 'typeof gc']);
    expect(stdout.trim()).toBe('function');
  });

  it('takes its old space from MAX_HEAP_MB', async () => {
    expect(await heapLimitMb({ MAX_HEAP_MB: '256' })).toBe(256 + 3 * SEMI_SPACE_MB);
  });
});
