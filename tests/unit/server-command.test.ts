import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_HEAP_MB, SEMI_SPACE_MB, serverNodeFlags } from '../../scripts/server-command.mjs';

const run = promisify(execFile);

/** The heap limit V8 sets for the server's flags, on the Node.js running this test (20 and 24 in `npm test`). */
async function heapLimitMb(env: Record<string, string | undefined>): Promise<number> {
  const { stdout } = await run(process.execPath, [...serverNodeFlags(env), '-p', 'require("node:v8").getHeapStatistics().heap_size_limit']);
  return Number(stdout) / 2 ** 20;
}

describe('the server process', () => {
  it('gets the same heap on every supported Node.js line: the old space plus three semi-spaces', async () => {
    expect(await heapLimitMb({})).toBe(DEFAULT_MAX_HEAP_MB + 3 * SEMI_SPACE_MB);
  });

  it('may start young-generation collections, which large streams ask for (src/server/streamed-buffers.ts)', async () => {
    const { stdout } = await run(process.execPath, [...serverNodeFlags({}), '-p', 'typeof gc']);
    expect(stdout.trim()).toBe('function');
  });

  it('takes its old space from MAX_HEAP_MB', async () => {
    expect(await heapLimitMb({ MAX_HEAP_MB: '256' })).toBe(256 + 3 * SEMI_SPACE_MB);
  });
});
