import { AsyncLocalStorage, createHook } from 'node:async_hooks';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { freshDatabases, postgresAdminUrl } from '../helpers/databases';

/**
 * A socket keeps the async context it was opened in for as long as it lives; a pooled
 * connection opened during a page render kept that render's stores (its React tree) alive.
 */
describe('PostgreSQL connections opened during a request', () => {
  const open = freshDatabases('postgres');

  it.skipIf(!postgresAdminUrl())('hold none of that request\'s stores', async () => {
    const handle = await open();
    const request = new AsyncLocalStorage<{ render: string }>();
    const socketContexts: ({ render: string } | undefined)[] = [];
    const sockets = createHook({
      init(_id, type) {
        if (type === 'TCPWRAP') socketContexts.push(request.getStore());
      },
    }).enable();
    try {
      // Four queries at once, while the pool holds one idle connection: three new ones are opened.
      await request.run({ render: 'a page' }, () =>
        Promise.all([1, 2, 3, 4].map((n) => sql<{ n: number }>`select ${n}::int as n, pg_sleep(0.05)`.execute(handle.db))));
    } finally {
      sockets.disable();
    }
    expect(socketContexts.length).toBeGreaterThanOrEqual(3);
    expect(socketContexts.every((store) => store === undefined)).toBe(true);
    // The request still sees its own store after waiting on the database.
    await request.run({ render: 'another page' }, async () => {
      await sql`select 1`.execute(handle.db);
      expect(request.getStore()).toEqual({ render: 'another page' });
    });
  });
});
