import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '@/i18n/messages/en.json';
import type { ModuleField } from '@/shared/fields';
import { createAuthTestContext, newAccount } from '../helpers/accounts';
import type { TestContext } from '../helpers/test-context';

/**
 * Text PostgreSQL cannot store (U+0000, a lone UTF-16 surrogate) is a 422 at the field's path
 * on every endpoint that stores or searches text: never a 500, never stored (design.md §8).
 */

let t: TestContext;
let admin: string;
let moduleKey: string;
let contentId: number;
let nextIp = 1;
const freshIp = () => `198.51.100.${nextIp++}`;
const unique = () => Math.random().toString(36).slice(2, 10);

const UNSTORABLE = { nul: 'a\u0000b', 'lone high surrogate': 'a\ud800b', 'lone low surrogate': 'a\udc00b' } as const;
const REFUSED = en.validation.invalid_character;

const FIELDS: ModuleField[] = [
  { key: 'plain', label: { en: 'Plain' }, type: 'text', required: false },
  { key: 'rich', label: { en: 'Rich' }, type: 'editor', required: false },
];

const moduleBody = (overrides: Record<string, unknown> = {}) => {
  const key = `mod-${unique()}`;
  return { key, type: 'content', slug: key, name: { en: `Module ${key}` }, fields: FIELDS, ...overrides };
};
const contentBody = (overrides: Record<string, unknown> = {}) => ({ title: { en: `Post ${unique()}` }, slug: `post-${unique()}`, content: { plain: 'words' }, ...overrides });
const read = async (path: string) => (await t.callJson<Record<string, unknown>>(path, { token: admin })).body.data!;

beforeAll(async () => {
  t = await createAuthTestContext();
  admin = await t.tokenFor(await t.adminId());
  moduleKey = (await t.callJson<{ key: string }>('/api/dashboard/modules', { method: 'POST', json: moduleBody(), token: admin })).body.data!.key;
  contentId = (await t.callJson<{ id: number }>(`/api/dashboard/modules/${moduleKey}/contents`, { method: 'POST', json: contentBody(), token: admin })).body.data!.id;
});
afterAll(() => t.close());

interface Write {
  method: 'POST' | 'PUT';
  path: string;
  json: unknown;
  token?: string;
  ip?: string;
  /** Where the 422 tree must name the refusal. */
  at: (string | number)[];
}

const WRITES: Record<string, (bad: string) => Promise<Write>> = {
  'role create: name': async (bad) => ({ method: 'POST', path: '/api/dashboard/roles', json: { name: `Role ${unique()} ${bad}`, permissions: {} }, at: ['name'] }),
  'role create: a permission area': async (bad) => ({ method: 'POST', path: '/api/dashboard/roles', json: { name: `Role ${unique()}`, permissions: { [bad]: { read: true } } }, at: ['permissions', bad] }),
  'role update: name': async (bad) => {
    const { id } = (await t.callJson<{ id: number }>('/api/dashboard/roles', { method: 'POST', json: { name: `Role ${unique()}`, permissions: {} }, token: admin })).body.data!;
    return { method: 'PUT', path: `/api/dashboard/roles/${id}`, json: { ...(await read(`/api/dashboard/roles/${id}`)), name: `Role ${unique()} ${bad}` }, at: ['name'] };
  },
  'user create: full name': async (bad) => {
    const name = `user${unique()}`;
    const roleId = (await t.callJson<{ id: number }>('/api/dashboard/roles', { method: 'POST', json: { name: `Role ${unique()}`, permissions: {} }, token: admin })).body.data!.id;
    return { method: 'POST', path: '/api/dashboard/users', json: { username: name, email: `${name}@example.com`, fullname: `Ada ${bad}`, role_id: roleId }, at: ['fullname'] };
  },
  'user update: full name': async (bad) => {
    const id = await t.createUser({});
    await t.ctx.handle.db.updateTable('users').set({ fullname: 'Staff Member' }).where('id', '=', id).execute();
    return { method: 'PUT', path: `/api/dashboard/users/${id}`, json: { ...(await read(`/api/dashboard/users/${id}`)), fullname: `Ada ${bad}` }, at: ['fullname'] };
  },
  'module create: name': async (bad) => ({ method: 'POST', path: '/api/dashboard/modules', json: moduleBody({ name: { en: `Module ${unique()} ${bad}` } }), at: ['name', 'en'] }),
  'module create: a field label': async (bad) => ({
    method: 'POST', path: '/api/dashboard/modules', json: moduleBody({ fields: [{ ...FIELDS[0], label: { en: `Label ${bad}` } }] }), at: ['fields', 0, 'label', 'en'],
  }),
  'module create: an option label': async (bad) => ({
    method: 'POST', path: '/api/dashboard/modules',
    json: moduleBody({ fields: [{ key: 'pick', label: { en: 'Pick' }, type: 'selection', options: [{ value: 'a', label: { en: `A ${bad}` } }] }] }),
    at: ['fields', 0, 'options', 0, 'label', 'en'],
  }),
  'module update: name': async (bad) => ({ method: 'PUT', path: `/api/dashboard/modules/${moduleKey}`, json: { ...(await read(`/api/dashboard/modules/${moduleKey}`)), name: { en: `Module ${unique()} ${bad}` } }, at: ['name', 'en'] }),
  'module update: a field label': async (bad) => {
    const saved = await read(`/api/dashboard/modules/${moduleKey}`);
    return { method: 'PUT', path: `/api/dashboard/modules/${moduleKey}`, json: { ...saved, fields: [{ ...FIELDS[0], label: { en: `Label ${bad}` } }, FIELDS[1]] }, at: ['fields', 0, 'label', 'en'] };
  },
  'content create: title': async (bad) => ({ method: 'POST', path: `/api/dashboard/modules/${moduleKey}/contents`, json: contentBody({ title: { en: `Post ${unique()} ${bad}` } }), at: ['title', 'en'] }),
  'content create: header': async (bad) => ({ method: 'POST', path: `/api/dashboard/modules/${moduleKey}/contents`, json: contentBody({ header: { sv: bad } }), at: ['header', 'sv'] }),
  'content create: a text field': async (bad) => ({ method: 'POST', path: `/api/dashboard/modules/${moduleKey}/contents`, json: contentBody({ content: { plain: bad } }), at: ['content', 'plain'] }),
  'content create: a rich-text field': async (bad) => ({ method: 'POST', path: `/api/dashboard/modules/${moduleKey}/contents`, json: contentBody({ content: { rich: `<p>${bad}</p>` } }), at: ['content', 'rich'] }),
  'content update: title': async (bad) => {
    const saved = await read(`/api/dashboard/modules/${moduleKey}/contents/${contentId}`);
    return { method: 'PUT', path: `/api/dashboard/modules/${moduleKey}/contents/${contentId}`, json: { ...saved, title: { en: `Post ${unique()} ${bad}` } }, at: ['title', 'en'] };
  },
  'content update: a text field': async (bad) => {
    const saved = await read(`/api/dashboard/modules/${moduleKey}/contents/${contentId}`);
    return { method: 'PUT', path: `/api/dashboard/modules/${moduleKey}/contents/${contentId}`, json: { ...saved, content: { plain: bad } }, at: ['content', 'plain'] };
  },
  'settings save: a text setting': async (bad) => ({ method: 'PUT', path: '/api/dashboard/settings', json: { app_name: `Site ${bad}` }, at: ['app_name'] }),
  'settings save: a per-locale setting': async (bad) => ({ method: 'PUT', path: '/api/dashboard/settings', json: { maintenance_message: { sv: bad } }, at: ['maintenance_message', 'sv'] }),
  'profile update: full name': async (bad) => ({ method: 'PUT', path: '/api/auth', json: { fullname: `Ada ${bad}` }, token: await t.tokenFor(await t.createUser({})), at: ['fullname'] }),
  'sign-up: full name': async (bad) => ({ method: 'POST', path: '/api/auth/sign-up', json: newAccount({ fullname: `Ada ${bad}` }), token: '', at: ['fullname'] }),
  'form submission: a text field': async (bad) => ({
    method: 'POST', path: '/api/forms/contact', json: { fullname: 'Ada Lovelace', email: 'ada@example.com', subject: 'Hi', message: `Hello ${bad}` }, token: '', ip: freshIp(), at: ['message'],
  }),
};

const LISTS = [
  '/api/dashboard/users', '/api/dashboard/roles', '/api/dashboard/sessions', '/api/dashboard/logs', '/api/dashboard/modules',
  () => `/api/dashboard/modules/${moduleKey}/contents`,
] as const;

/** The messages the 422 tree holds at `path`. */
function errorsAt(tree: unknown, path: (string | number)[]): unknown {
  let node = tree as Record<string, unknown> | undefined;
  for (const segment of path) node = node?.[String(segment)] as Record<string, unknown> | undefined;
  return node?._errors;
}

/** Rows of the tables these writes would add to, to show nothing was stored. */
async function rowCounts() {
  const { db } = t.ctx.handle;
  const count = async (table: 'roles' | 'users' | 'modules' | 'module_contents' | 'form_submissions') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return { roles: await count('roles'), users: await count('users'), modules: await count('modules'), contents: await count('module_contents'), submissions: await count('form_submissions') };
}

describe.each(Object.entries(UNSTORABLE))('text with a %s', (_name, bad) => {
  it.each(Object.keys(WRITES))('%s answers 422 at the field', async (name) => {
    const write = await WRITES[name](bad);
    const before = await rowCounts();
    const { res, body } = await t.callJson(write.path, { method: write.method, json: write.json, token: write.token ?? admin, ip: write.ip ?? freshIp() });
    expect({ status: res.status, errors: errorsAt(body.data, write.at) }).toEqual({ status: 422, errors: [REFUSED] });
    const after = await rowCounts();
    // Fixtures made before the call may add rows; the call itself adds none.
    expect(after).toEqual(before);
  });
});

describe('searching for text with a NUL', () => {
  it.each(LISTS.map((list) => [typeof list === 'string' ? list : 'contents', list] as const))('%s answers 422 at search', async (_name, list) => {
    const path = typeof list === 'string' ? list : list();
    const { res, body } = await t.callJson(`${path}?search=${encodeURIComponent(UNSTORABLE.nul)}`, { token: admin });
    expect({ status: res.status, errors: errorsAt(body.data, ['search']) }).toEqual({ status: 422, errors: [REFUSED] });
  });

  it('a lone surrogate cannot travel in a query (UTF-8 has no form for it): never a 500', async () => {
    for (const raw of ['%ED%A0%80', '%ED%B0%80']) {
      const { res } = await t.callJson(`/api/dashboard/users?search=a${raw}b`, { token: admin });
      expect(res.status).not.toBe(500);
    }
  });
});

describe('characters outside the BMP (surrogate pairs) are stored', () => {
  it('in a role name, a content title, a text field and a search', async () => {
    const role = await t.callJson<{ name: string }>('/api/dashboard/roles', { method: 'POST', json: { name: `Launch 🚀 ${unique()}`, permissions: {} }, token: admin });
    expect(role.res.status).toBe(201);
    expect(role.body.data!.name).toMatch(/^Launch 🚀/);
    const content = await t.callJson<{ title: { en: string }; content: { plain: string } }>(`/api/dashboard/modules/${moduleKey}/contents`, {
      method: 'POST', json: contentBody({ title: { en: 'Party 🎉' }, content: { plain: '𝄞 clef' } }), token: admin,
    });
    expect(content.res.status).toBe(201);
    expect(content.body.data).toMatchObject({ title: { en: 'Party 🎉' }, content: { plain: '𝄞 clef' } });
    const found = await t.callJson<{ total: number }>(`/api/dashboard/modules/${moduleKey}/contents?search=${encodeURIComponent('🎉')}`, { token: admin });
    expect(found.res.status).toBe(200);
    expect(found.body.data!.total).toBe(1);
  });
});

describe('a NUL in a path parameter', () => {
  it.each([
    ['POST', '/api/forms/a%00b'],
    ['GET', '/api/uploads/a%00b.png'],
    ['GET', '/api/avatars/a%00b.webp'],
    ['GET', '/api/dashboard/modules/a%00b'],
    ['GET', '/api/dashboard/modules/a%00b/contents'],
  ] as const)('%s %s never answers 500', async (method, path) => {
    const { res } = await t.callJson(path, { method, token: admin, ...(method === 'POST' ? { json: {}, ip: freshIp() } : {}) });
    expect([404, 422]).toContain(res.status);
  });
});

describe('a NUL in a public page\'s address', () => {
  it('finds nothing (a 404 page) instead of failing the query', async () => {
    const content = t.ctx.services.content;
    const slugs = ['a\u0000b', '\ud800'];
    for (const slug of slugs) {
      expect(await content.getPublished('blog', slug, 'en')).toBeNull();
      expect(await content.getPublished(slug, 'hello', 'en')).toBeNull();
      expect(await content.getPage(slug, 'en')).toBeNull();
      expect(await content.findMoved('blog', slug, 'sv')).toBeNull();
      expect(await content.findMoved(slug, null, 'sv')).toBeNull();
    }
  });
});
