import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/** The layer rules of eslint.config.mjs (no-restricted-imports), checked on code that breaks them. */
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('layer lint', () => {
  it.each([
    ['src/components/probe.tsx', "import { loadConfig } from '@/server/config';\nexport const probe = loadConfig;\n"],
    ['src/lib/probe.ts', "import { sql } from 'kysely';\nexport const probe = sql;\n"],
    ['src/shared/probe.ts', "import type { AppContext } from '../server/context';\nexport type Probe = AppContext;\n"],
    ['src/app/[locale]/error.tsx', "import { createServices } from '@/server/services';\nexport const probe = createServices;\n"],
    ['src/server/services/probe.ts', "import { Hono } from 'hono';\nexport const probe = Hono;\n"],
    ['src/server/services/auth/probe.ts', "import { ok } from '../../http/respond';\nexport const probe = ok;\n"],
    ['src/server/services/probe.ts', "import { cookies } from 'next/headers';\nexport const probe = cookies;\n"],
    ['src/server/http/routes/probe.ts', "import pg from 'pg';\nexport const probe = pg;\n"],
    ['src/server/services/probe.ts', "import { apiRequest } from '@/lib/api';\nexport const probe = apiRequest;\n"],
    ['src/server/http/probe.ts', "import { apiRequest } from '../../lib/api';\nexport const probe = apiRequest;\n"],
    ['src/shared/probe.ts', "import { apiRequest } from '@/lib/api';\nexport const probe = apiRequest;\n"],
  ])('%s may not import that', async (filePath, code) => {
    expect(await restricted(filePath, code)).toHaveLength(1);
  }, 60_000);

  it.each([
    ['src/lib/server/probe.ts', "import { appContext } from '@/server/context';\nexport const probe = appContext;\n"],
    ['src/app/[locale]/probe/page.tsx', "import { appContext } from '@/server/context';\nexport const probe = appContext;\n"],
    ['src/server/db/probe.ts', "import { sql } from 'kysely';\nexport const probe = sql;\n"],
    ['src/server/services/probe.ts', "import { sql } from 'kysely';\nexport const probe = sql;\n"],
    ['src/server/http/routes/probe.ts', "import { Hono } from 'hono';\nexport const probe = Hono;\n"],
  ])('%s may import that', async (filePath, code) => {
    expect(await restricted(filePath, code)).toEqual([]);
  }, 60_000);
});
