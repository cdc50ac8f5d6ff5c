import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModuleTree } from '@/shared/api/module-tree';
import { createTestContext, type TestContext } from '../helpers/test-context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const keys = (tree: ModuleTree) => ({ content: tree.content.map((m) => m.key), form: tree.form.map((m) => m.key) });

describe('GET /api/modules/tree', () => {
  it('gives a guest empty groups', async () => {
    const { res, body } = await t.callJson<ModuleTree>('/api/modules/tree');
    expect(res.status).toBe(200);
    expect(body.data).toEqual({ content: [], form: [] });
  });

  it('treats an unknown or malformed token as a guest', async () => {
    for (const token of ['x'.repeat(43), 'short']) {
      const { body } = await t.callJson<ModuleTree>('/api/modules/tree', { token });
      expect(body.data).toEqual({ content: [], form: [] });
    }
  });

  it('gives an admin every module, grouped, with names in the request language', async () => {
    const token = await t.tokenFor(await t.adminId());
    const { body } = await t.callJson<ModuleTree>('/api/modules/tree', { token, headers: { 'x-language': 'sv' } });
    expect(keys(body.data!)).toEqual({ content: ['pages', 'blog', 'faq', 'pricing', 'landing'], form: ['contact'] });
    expect(body.data!.content[1]).toEqual({ key: 'blog', slug: 'blog', type: 'content', icon: 'lucide:newspaper', name: 'Blogg' });
    expect(body.data!.form[0]).toMatchObject({ key: 'contact', slug: 'contact-form', type: 'form', name: 'Kontakt' });
  });

  it('gives a user only the modules their role may read', async () => {
    const blogReader = await t.createUser({ blog: { read: true, update: true }, faq: { read: false }, contact: { read: 'true' as never } });
    const { body } = await t.callJson<ModuleTree>('/api/modules/tree', { token: await t.tokenFor(blogReader), headers: { 'x-language': 'tr' } });
    expect(keys(body.data!)).toEqual({ content: ['blog'], form: [] });
    expect(body.data!.content[0].name).toBe('Blog');

    const moduleReader = await t.createUser({ modules: { read: true } });
    const all = await t.callJson<ModuleTree>('/api/modules/tree', { token: await t.tokenFor(moduleReader) });
    expect(keys(all.body.data!).content).toHaveLength(5);

    const nobody = await t.createUser({});
    const none = await t.callJson<ModuleTree>('/api/modules/tree', { token: await t.tokenFor(nobody) });
    expect(none.body.data).toEqual({ content: [], form: [] });
  });

  it('accepts the token cookie too', async () => {
    const token = await t.tokenFor(await t.adminId());
    const { body } = await t.callJson<ModuleTree>('/api/modules/tree', { headers: { cookie: `token=${token}` } });
    expect(body.data!.form).toHaveLength(1);
  });

  it('follows module changes announced on the settings topic', async () => {
    const token = await t.tokenFor(await t.adminId());
    await t.callJson('/api/modules/tree', { token });
    await t.ctx.handle.db.updateTable('modules').set({ name: t.ctx.handle.json.write({ en: 'Journal' }) }).where('key', '=', 'blog').execute();
    t.ctx.bus.publish('settings');
    const { body } = await t.callJson<ModuleTree>('/api/modules/tree', { token, headers: { 'x-language': 'sv' } });
    expect(body.data!.content.find((m) => m.key === 'blog')?.name).toBe('Journal');
  });
});
