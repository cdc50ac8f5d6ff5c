import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperations, type Operations } from '@/server/entities/operations';
import { ApiError } from '@/server/services/api-error';
import { loadAuthUser } from '@/server/services/auth/users';
import { createContentsAdmin } from '@/server/services/dashboard/contents';
import { contentCreateSchema } from '@/shared/api/contents';
import { createContentHistory } from '@/server/services/dashboard/content-history';
import type { AuthUser } from '@/shared/types';
import type { ModuleField } from '@/shared/fields';
import { createTestContext, type TestContext } from '../../helpers/test-context';

/** A content create racing its module's delete answers 404 `module_not_found`, never 500, and leaves nothing behind. */

let t: TestContext;
let admin: AuthUser;
let token: string;
beforeAll(async () => {
  t = await createTestContext();
  admin = (await loadAuthUser(t.ctx.handle, await t.adminId()))!;
  token = await t.tokenFor(admin.id);
});
afterAll(() => t.close());

const unique = () => Math.random().toString(36).slice(2, 10);
const FIELDS: ModuleField[] = [{ key: 'plain', label: { en: 'Plain' }, type: 'text', required: false }];

async function newModule(): Promise<{ id: number; key: string }> {
  const key = `race-${unique()}`;
  const { body } = await t.callJson<{ id: number; key: string }>('/api/dashboard/modules', {
    method: 'POST', token, json: { key, type: 'content', slug: key, name: { en: `Race ${key}` }, fields: FIELDS },
  });
  return body.data!;
}
const contentBody = () => ({ title: { en: `Post ${unique()}` }, slug: `post-${unique()}`, content: { plain: 'words' } });
const contentsOf = async (moduleId: number) =>
  Number((await t.ctx.handle.db.selectFrom('module_contents').select((eb) => eb.fn.countAll().as('n')).where('module_id', '=', moduleId).executeTakeFirstOrThrow()).n);

describe('a content create racing its module delete', () => {
  it('answers 404 when the module goes between the lookup and the write (service called in that order)', async () => {
    const { handle } = t.ctx;
    const real = createOperations({ handle, bus: t.ctx.bus });
    const target = await newModule();
    // As the caller was when the create began: holding the new module's keys.
    const actor = (await loadAuthUser(handle, admin.id))!;
    // The real operations, except that the module is deleted (by its own service) just before the create's transaction.
    const racing: Operations = {
      ...real,
      async run(entity, operation) {
        await t.ctx.services.dashboard.modules.remove(actor, target.key);
        return real.run(entity, operation);
      },
    };
    const contents = createContentsAdmin({
      handle, operations: racing, modules: t.ctx.services.modules, history: createContentHistory({ handle, uploads: t.ctx.services.dashboard.uploads }),
    });
    const outcome = await contents.create(actor, target.key, contentCreateSchema.parse(contentBody())).then(() => 'created', (error: unknown) => error);
    expect(outcome).toBeInstanceOf(ApiError);
    expect(outcome).toMatchObject({ status: 404, messageKey: 'module_not_found' });
    expect(await contentsOf(target.id)).toBe(0);
  });

  it.runIf(process.env.TEST_DB === 'postgres')('answers 404 when the delete commits while the create waits for it (PostgreSQL)', async () => {
    const { db } = t.ctx.handle;
    const target = await newModule();
    let pending: Promise<{ res: Response; body: unknown }> | undefined;
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('modules').where('id', '=', target.id).execute();
      pending = t.callJson(`/api/dashboard/modules/${target.key}/contents`, { method: 'POST', token, json: contentBody() });
      // Commit only once the create is waiting on the deleted row's lock: the widest window there is.
      for (;;) {
        const waiting = await sql<{ n: string }>`select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
        if (Number(waiting.rows[0].n) > 0) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
    });
    const { res, body } = await pending!;
    expect(res.status).toBe(404);
    expect(body).toMatchObject({ statusCode: 404, message: 'Module not found' });
    expect(await contentsOf(target.id)).toBe(0);
  });
});
