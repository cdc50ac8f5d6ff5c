import { replaceUsages } from '@/server/entities/media-usages';
import { insertSubmissionSortKeys } from '@/server/entities/sort-keys';
import type { ModuleField } from '@/shared/fields';
import type { PermissionTree } from '@/shared/permissions';
import { createTestContext, type TestContext } from '../../helpers/test-context';

/** A user whose role holds exactly `permissions`, with a full name the user schema accepts (a GET answer is a valid PUT). */
export async function member(t: TestContext, permissions: PermissionTree = {}): Promise<number> {
  const id = await t.createUser(permissions);
  await t.ctx.handle.db.updateTable('users').set({ fullname: 'Staff Member' }).where('id', '=', id).execute();
  return id;
}

/** A signed-in member: their Bearer token and id. */
export async function staff(t: TestContext, permissions: PermissionTree): Promise<{ id: number; token: string }> {
  const id = await member(t, permissions);
  return { id, token: await t.tokenFor(id) };
}

/** A role (with no users) straight in the database. */
export async function newRole(t: TestContext, permissions: PermissionTree = {}): Promise<number> {
  const { db, json } = t.ctx.handle;
  const row = await db.insertInto('roles')
    .values({ name: `role-${Math.random().toString(36).slice(2, 10)}`, permissions: json.write(permissions), updated_at: new Date().toISOString() })
    .returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export const roleOf = async (t: TestContext, userId: number) =>
  (await t.ctx.handle.db.selectFrom('users').select('role_id').where('id', '=', userId).executeTakeFirstOrThrow()).role_id;

export const auditRows = (t: TestContext, entity: string, recordId: number) =>
  t.ctx.handle.db.selectFrom('audit_log').selectAll().where('entity', '=', entity).where('record_id', '=', String(recordId)).orderBy('id').execute();

export interface StoredSubmission {
  data: Record<string, unknown>;
  status?: 'pending' | 'solved';
  spam_reason?: string | null;
  created_at?: string;
  module?: string;
}

/** A submission straight in the database (the public path has its own tests). */
export async function storeSubmission(t: TestContext, { data, status = 'pending', spam_reason = null, created_at = new Date().toISOString(), module = 'contact' }: StoredSubmission) {
  const { db, json } = t.ctx.handle;
  const owner = await db.selectFrom('modules').select(['id', 'fields']).where('key', '=', module).executeTakeFirstOrThrow();
  const row = await db.insertInto('form_submissions').values({
    module_id: owner.id, data: json.write(data), status, spam_reason, ip_address: null, user_id: null, created_at, updated_at: created_at,
  }).returning('id').executeTakeFirstOrThrow();
  await insertSubmissionSortKeys(db, owner.id, row.id, json.read<ModuleField[]>(owner.fields), data);
  // As the intake does: the uploads it names go in the usage index.
  await db.transaction().execute((trx) => replaceUsages(trx, { kind: 'submission', id: row.id, moduleId: owner.id }, data));
  return row.id;
}

/** A fresh app and database for a test file, with the seeded admin's Bearer token. */
export async function adminTestContext(): Promise<{ t: TestContext; admin: string }> {
  const t = await createTestContext();
  return { t, admin: await t.tokenFor(await t.adminId()) };
}
