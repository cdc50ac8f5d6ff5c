import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiResponse } from '@/shared/api/envelope';
import { testEngine } from '../helpers/databases';
import { startStallingProxy, type StallingProxy } from '../helpers/stalling-proxy';
import { createTestContext, type TestContext } from '../helpers/test-context';

/**
 * PostgreSQL reachable but silent (a stalled host, a frozen server): requests must end with a
 * 503 within the configured timeouts, say why in the server log, and work again by themselves
 * once the database answers.
 */
const CONNECT_TIMEOUT_MS = 500;
const STATEMENT_TIMEOUT_MS = 1_000;
/** Far above the timeouts (a stalled request used to wait for ever), far below the test's own timeout. */
const ANSWER_DEADLINE_MS = 15_000;

let t: TestContext;
let proxy: StallingProxy;
let token: string;

beforeAll(async () => {
  if (testEngine() !== 'postgres') return;
  proxy = await startStallingProxy({ host: '127.0.0.1', port: 5432 });
  t = await createTestContext(
    { DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS), DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS) },
    {
      databaseUrl: (url) => {
        const proxied = new URL(url);
        proxied.host = `127.0.0.1:${proxy.port}`;
        return proxied.toString();
      },
    },
  );
  token = await t.tokenFor(await t.adminId());
});
afterAll(async () => {
  if (proxy) proxy.silent = false;
  await t?.close();
  await proxy?.close();
});

async function notifications(language = 'en'): Promise<{ status: number; body: ApiResponse<unknown> } | 'no answer'> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'no answer'>((resolve) => {
    timer = setTimeout(() => resolve('no answer'), ANSWER_DEADLINE_MS);
  });
  const answer = t.call('/api/auth/notifications', { token, headers: { 'x-language': language } })
    .then(async (res) => ({ status: res.status, body: (await res.json()) as ApiResponse<unknown> }));
  try {
    return await Promise.race([answer, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

describe.skipIf(testEngine() !== 'postgres')('a PostgreSQL that stops answering', () => {
  it('answers 503 in the envelope within the timeouts, logs the cause, and recovers by itself', { timeout: 60_000 }, async () => {
    expect(await notifications()).toMatchObject({ status: 200 });

    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      proxy.silent = true;
      // More requests than one connection: some wait on a stuck query, some on the pool or a new connection.
      const answers = await Promise.all([notifications(), notifications('sv'), notifications('tr'), notifications()]);
      expect(answers).not.toContain('no answer');
      for (const answer of answers) expect(answer).toMatchObject({ status: 503, body: { status: false, statusCode: 503 } });
      expect(answers.map((answer) => answer !== 'no answer' && answer.body.message)).toEqual([
        'The service is temporarily unavailable, please try again later',
        'Tjänsten är tillfälligt otillgänglig, försök igen senare',
        'Hizmet geçici olarak kullanılamıyor, lütfen daha sonra tekrar deneyin',
        'The service is temporarily unavailable, please try again later',
      ]);
      const logged = errors.mock.calls.map((call) => call.join(' '));
      expect(logged.some((line) => /GET \/api\/auth\/notifications answered 503 \(unavailable\): PostgreSQL did not answer: .*timeout/i.test(line))).toBe(true);

      proxy.silent = false;
      await vi.waitFor(async () => expect(await notifications()).toMatchObject({ status: 200 }), { timeout: 20_000, interval: 200 });
      // Every pooled connection that lost its answer was replaced: a burst succeeds in full.
      const after = await Promise.all(Array.from({ length: 8 }, () => notifications()));
      expect(after.map((answer) => answer !== 'no answer' && answer.status)).toEqual(Array(8).fill(200));
    } finally {
      errors.mockRestore();
    }
  });
});
