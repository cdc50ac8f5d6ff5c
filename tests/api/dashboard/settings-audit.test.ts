import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../helpers/test-context';
import { staff } from './helpers';

/** Saving settings goes through the dashboard's one write path: access check, transaction, audit row. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const settingsAudit = () =>
  t.ctx.handle.db.selectFrom('audit_log').selectAll().where('entity', '=', 'settings').orderBy('id').execute();
const save = (json: unknown, token: string) => t.call('/api/dashboard/settings', { method: 'PUT', json, token });

describe('PUT /api/dashboard/settings audit', () => {
  it('leaves one audit row naming the actor and the keys that changed, never a value', async () => {
    const editor = await staff(t, { external: { settings: true } });
    expect((await save({ app_name: 'Audited', contact_phone: '+46 8 000 00 00', smtp_password: 'Secret-Value-9', registration: true }, editor.token)).status).toBe(200);
    const rows = await settingsAudit();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_id: editor.id, action: 'update', entity: 'settings', record_id: null });
    // registration was already true: not a change.
    expect(JSON.parse(rows[0].changes!)).toEqual(['app_name', 'contact_phone', 'smtp_password']);
    expect(JSON.stringify(rows)).not.toContain('Secret-Value-9');
  });

  it('leaves none for a refused or invalid save, and stores nothing', async () => {
    const before = await settingsAudit();
    const outsider = await staff(t, { external: { dashboard: true } });
    expect((await save({ app_name: 'Refused' }, outsider.token)).status).toBe(403);
    const admin = await t.tokenFor(await t.adminId());
    expect((await save({ app_name: 'Half', default_role: 999_999 }, admin)).status).toBe(422);
    expect(await settingsAudit()).toEqual(before);
    expect(await t.ctx.services.settings.get('app_name')).toBe('Audited');
  });
});
