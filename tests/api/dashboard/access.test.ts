import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionTree } from '@/shared/permissions';
import { createAuthTestContext } from '../../helpers/accounts';
import { withRandomTail } from '../../helpers/distinct-bytes';
import { startFtpServer, type TestFtpServer } from '../../helpers/ftp';
import type { TestContext } from '../../helpers/test-context';
import { member, newRole, roleOf, staff, storeSubmission } from './helpers';

let t: TestContext;
let ftp: TestFtpServer | undefined;
beforeAll(async () => {
  t = await createAuthTestContext();
});
afterAll(async () => {
  await t.close();
  await ftp?.stop();
});

interface Request {
  path: string;
  json?: unknown;
  /** A multipart body instead of `json`. */
  body?: FormData;
}

interface Endpoint {
  /** The call's operationId in the OpenAPI document. */
  operation: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The permission key the call needs. */
  key: string;
  /** A fresh request (new fixtures for every call, so a success does not spoil the next one). */
  request: () => Promise<Request>;
  success: 200 | 201;
}

const unique = () => Math.random().toString(36).slice(2, 10);
const userId = () => t.createUser({});
const roleBody = async (id: number) => {
  const role = (await t.callJson<{ name: string; permissions: PermissionTree; version: number }>(`/api/dashboard/roles/${id}`, { token: await adminToken() })).body.data!;
  return { ...role, name: `renamed-${unique()}` };
};
const userBody = async (id: number) =>
  (await t.callJson<Record<string, unknown>>(`/api/dashboard/users/${id}`, { token: await adminToken() })).body.data!;
const logId = async () => {
  await t.ctx.services.logs.flush();
  return (await t.ctx.handle.db.selectFrom('logs').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
};
/** The FTP settings pointing at a loopback FTP server, so the connection test succeeds. */
const ftpConfigured = async () => {
  ftp ??= await startFtpServer();
  await t.ctx.services.settings.update({ ftp_host: ftp.host, ftp_port: ftp.port, ftp_username: ftp.username, ftp_password: ftp.password });
};
/** A module's create body (a fresh key, slug and name) and the module itself, made through the API. */
const moduleBody = () => {
  const key = `mod-${unique()}`;
  return { key, type: 'content', slug: key, name: { en: `Module ${key}` }, fields: [{ key: 'title_text', label: { en: 'Title' }, type: 'text' }] };
};
const newModule = async () => (await t.callJson<{ key: string }>('/api/dashboard/modules', { method: 'POST', json: moduleBody(), token: await adminToken() })).body.data!;
/** A create body for the seeded blog module (its required fields: the per-locale summary and body). */
const blogBody = async () => ({ title: { en: `Post ${unique()}` }, slug: `post-${unique()}`, content: { summary: { en: 'A summary' }, body: { en: '<p>A body</p>' } } });
const blogContent = async () =>
  (await t.callJson<{ id: number }>('/api/dashboard/modules/blog/contents', { method: 'POST', json: await blogBody(), token: await adminToken() })).body.data!.id;
/** A fresh blog content (version 1) and its one revision. */
const blogRevision = async () => {
  const id = await blogContent();
  const revisions = await t.callJson<{ items: { id: number }[] }>(`/api/dashboard/modules/blog/contents/${id}/revisions`, { token: await adminToken() });
  return { id, revision: revisions.body.data!.items[0].id };
};
/** A fresh submission of the seeded contact form. */
const contactSubmission = () => storeSubmission(t, { data: { fullname: 'Ada', email: 'ada@example.com', message: 'Hello' } });
const SUBMISSIONS = '/api/dashboard/modules/contact/submissions';
/** A form of one tiny PNG the library does not hold yet (random bytes after its end). */
const mediaForm = () => {
  const form = new FormData();
  const bytes = withRandomTail(Buffer.from('89504e470d0a1a0a0000000d49484452000000030000000208020000001216f14d0000000970485973000003e8000003e801b57b526b0000000e4944415408996368800106380b005a14090145523dd10000000049454e44ae426082', 'hex'));
  form.append('file', new File([bytes], 'pixel.png', { type: 'image/png' }));
  return form;
};
/** A fresh library item. */
const newMedia = async () => (await t.callJson<{ files: { item: { id: number } }[] }>('/api/dashboard/media', { method: 'POST', body: mediaForm(), token: await adminToken() })).body.data!.files[0].item.id;
let admin: string | undefined;
const adminToken = async () => (admin ??= await t.tokenFor(await t.adminId()));
/** A fresh empty menu's key, and a menu's GET answer (a valid PUT body). */
const newMenu = async () => {
  const key = `m-${unique()}`;
  await t.callJson('/api/dashboard/menus', { json: { key, name: 'Menu' }, token: await adminToken() });
  return key;
};
const menuBody = async (key: string) => (await t.callJson(`/api/dashboard/menus/${key}`, { token: await adminToken() })).body.data;

const ENDPOINTS: Endpoint[] = [
  { operation: 'dashboardListRoles', method: 'GET', key: 'roles.read', success: 200, request: async () => ({ path: '/api/dashboard/roles' }) },
  { operation: 'dashboardGetRole', method: 'GET', key: 'roles.read', success: 200, request: async () => ({ path: `/api/dashboard/roles/${await newRole(t)}` }) },
  // The new role may hold only keys its creator holds (see "nobody grants more than they hold" below).
  { operation: 'dashboardCreateRole', method: 'POST', key: 'roles.create', success: 201, request: async () => ({ path: '/api/dashboard/roles', json: { name: `role-${unique()}`, permissions: { roles: { create: true } } } }) },
  {
    operation: 'dashboardUpdateRole', method: 'PUT', key: 'roles.update', success: 200,
    request: async () => {
      const id = await newRole(t);
      return { path: `/api/dashboard/roles/${id}`, json: await roleBody(id) };
    },
  },
  { operation: 'dashboardDeleteRole', method: 'DELETE', key: 'roles.delete', success: 200, request: async () => ({ path: `/api/dashboard/roles/${await newRole(t)}` }) },
  {
    operation: 'dashboardTransferRoleUsers', method: 'POST', key: 'roles.update', success: 200,
    request: async () => ({ path: `/api/dashboard/roles/${await newRole(t)}/transfer`, json: { to_role_id: await newRole(t) } }),
  },
  { operation: 'dashboardListUsers', method: 'GET', key: 'users.read', success: 200, request: async () => ({ path: '/api/dashboard/users' }) },
  { operation: 'dashboardGetUser', method: 'GET', key: 'users.read', success: 200, request: async () => ({ path: `/api/dashboard/users/${await userId()}` }) },
  {
    operation: 'dashboardCreateUser', method: 'POST', key: 'users.create', success: 201,
    request: async () => {
      const name = `new${unique()}`;
      return { path: '/api/dashboard/users', json: { username: name, email: `${name}@example.com`, fullname: 'New Person', role_id: await newRole(t) } };
    },
  },
  {
    operation: 'dashboardUpdateUser', method: 'PUT', key: 'users.update', success: 200,
    request: async () => {
      const id = await userId();
      return { path: `/api/dashboard/users/${id}`, json: { ...(await userBody(id)), fullname: 'Changed Name' } };
    },
  },
  { operation: 'dashboardDeleteUser', method: 'DELETE', key: 'users.delete', success: 200, request: async () => ({ path: `/api/dashboard/users/${await userId()}` }) },
  { operation: 'dashboardSendUserReset', method: 'POST', key: 'users.update', success: 200, request: async () => ({ path: `/api/dashboard/users/${await userId()}/send-reset` }) },
  { operation: 'dashboardRemoveUserAvatar', method: 'DELETE', key: 'users.update', success: 200, request: async () => ({ path: `/api/dashboard/users/${await userId()}/avatar` }) },
  {
    operation: 'dashboardSendUserVerification', method: 'POST', key: 'users.update', success: 200,
    request: async () => {
      const id = await userId();
      await t.ctx.handle.db.updateTable('users').set({ email_verified_at: null }).where('id', '=', id).execute();
      return { path: `/api/dashboard/users/${id}/send-verification` };
    },
  },
  { operation: 'dashboardListSessions', method: 'GET', key: 'sessions.read', success: 200, request: async () => ({ path: '/api/dashboard/sessions' }) },
  {
    operation: 'dashboardCloseSession', method: 'DELETE', key: 'sessions.delete', success: 200,
    request: async () => {
      const { sessionId } = await t.ctx.services.sessions.create(await userId());
      return { path: `/api/dashboard/sessions/${sessionId}` };
    },
  },
  { operation: 'dashboardCloseUserSessions', method: 'DELETE', key: 'sessions.delete', success: 200, request: async () => ({ path: `/api/dashboard/sessions?user_id=${await userId()}` }) },
  { operation: 'dashboardListLogs', method: 'GET', key: 'logs.read', success: 200, request: async () => ({ path: '/api/dashboard/logs' }) },
  { operation: 'dashboardGetLog', method: 'GET', key: 'logs.read', success: 200, request: async () => ({ path: `/api/dashboard/logs/${await logId()}` }) },
  { operation: 'dashboardGetOverview', method: 'GET', key: 'external.dashboard', success: 200, request: async () => ({ path: '/api/dashboard/overview' }) },
  { operation: 'getDashboardSettings', method: 'GET', key: 'external.settings', success: 200, request: async () => ({ path: '/api/dashboard/settings' }) },
  { operation: 'saveDashboardSettings', method: 'PUT', key: 'external.settings', success: 200, request: async () => ({ path: '/api/dashboard/settings', json: { app_name: `Polyglot ${unique()}` } }) },
  {
    operation: 'testDashboardFtpConnection', method: 'POST', key: 'external.settings', success: 200,
    request: async () => {
      await ftpConfigured();
      return { path: '/api/dashboard/settings/test-ftp' };
    },
  },
  { operation: 'dashboardListModules', method: 'GET', key: 'modules.read', success: 200, request: async () => ({ path: '/api/dashboard/modules' }) },
  { operation: 'dashboardGetModule', method: 'GET', key: 'modules.read', success: 200, request: async () => ({ path: '/api/dashboard/modules/blog' }) },
  { operation: 'dashboardPreviewModuleDeletion', method: 'GET', key: 'modules.delete', success: 200, request: async () => ({ path: '/api/dashboard/modules/blog/delete-preview' }) },
  { operation: 'dashboardListIcons', method: 'GET', key: 'modules.read', success: 200, request: async () => ({ path: '/api/dashboard/icons?search=box' }) },
  { operation: 'dashboardCreateModule', method: 'POST', key: 'modules.create', success: 201, request: async () => ({ path: '/api/dashboard/modules', json: moduleBody() }) },
  {
    operation: 'dashboardUpdateModule', method: 'PUT', key: 'modules.update', success: 200,
    request: async () => {
      const { key } = await newModule();
      const saved = (await t.callJson<Record<string, unknown>>(`/api/dashboard/modules/${key}`, { token: await adminToken() })).body.data!;
      return { path: `/api/dashboard/modules/${key}`, json: { ...saved, icon: 'lucide:star' } };
    },
  },
  { operation: 'dashboardDeleteModule', method: 'DELETE', key: 'modules.delete', success: 200, request: async () => ({ path: `/api/dashboard/modules/${(await newModule()).key}` }) },
  // A content module's contents: the module's own keys (blog.read ...), here of a fresh module.
  { operation: 'dashboardListContents', method: 'GET', key: 'blog.read', success: 200, request: async () => ({ path: '/api/dashboard/modules/blog/contents' }) },
  { operation: 'dashboardGetContent', method: 'GET', key: 'blog.read', success: 200, request: async () => ({ path: `/api/dashboard/modules/blog/contents/${await blogContent()}` }) },
  { operation: 'dashboardCreateContent', method: 'POST', key: 'blog.create', success: 201, request: async () => ({ path: '/api/dashboard/modules/blog/contents', json: await blogBody() }) },
  {
    operation: 'dashboardUpdateContent', method: 'PUT', key: 'blog.update', success: 200,
    request: async () => {
      const id = await blogContent();
      const saved = (await t.callJson<Record<string, unknown>>(`/api/dashboard/modules/blog/contents/${id}`, { token: await adminToken() })).body.data!;
      return { path: `/api/dashboard/modules/blog/contents/${id}`, json: { ...saved, status: 'published' } };
    },
  },
  { operation: 'dashboardDeleteContent', method: 'DELETE', key: 'blog.delete', success: 200, request: async () => ({ path: `/api/dashboard/modules/blog/contents/${await blogContent()}` }) },
  { operation: 'dashboardBulkContents', method: 'POST', key: 'blog.update', success: 200, request: async () => ({ path: '/api/dashboard/modules/blog/contents/bulk', json: { ids: [await blogContent()], action: 'publish' } }) },
  { operation: 'dashboardBulkContents', method: 'POST', key: 'blog.delete', success: 200, request: async () => ({ path: '/api/dashboard/modules/blog/contents/bulk', json: { ids: [await blogContent()], action: 'delete' } }) },
  { operation: 'dashboardListRevisions', method: 'GET', key: 'blog.read', success: 200, request: async () => ({ path: `/api/dashboard/modules/blog/contents/${await blogContent()}/revisions` }) },
  {
    operation: 'dashboardGetRevision', method: 'GET', key: 'blog.read', success: 200,
    request: async () => {
      const { id, revision } = await blogRevision();
      return { path: `/api/dashboard/modules/blog/contents/${id}/revisions/${revision}` };
    },
  },
  {
    operation: 'dashboardRestoreRevision', method: 'POST', key: 'blog.update', success: 200,
    request: async () => {
      const { id, revision } = await blogRevision();
      return { path: `/api/dashboard/modules/blog/contents/${id}/revisions/${revision}/restore`, json: { version: 1 } };
    },
  },
  // A form module's inbox: the form's own keys (contact.read ...).
  { operation: 'dashboardListSubmissions', method: 'GET', key: 'contact.read', success: 200, request: async () => ({ path: SUBMISSIONS }) },
  { operation: 'dashboardGetSubmission', method: 'GET', key: 'contact.read', success: 200, request: async () => ({ path: `${SUBMISSIONS}/${await contactSubmission()}` }) },
  { operation: 'dashboardUpdateSubmission', method: 'PATCH', key: 'contact.update', success: 200, request: async () => ({ path: `${SUBMISSIONS}/${await contactSubmission()}`, json: { status: 'solved' } }) },
  { operation: 'dashboardBulkSubmissionStatus', method: 'POST', key: 'contact.update', success: 200, request: async () => ({ path: `${SUBMISSIONS}/bulk`, json: { ids: [await contactSubmission()], status: 'solved' } }) },
  {
    operation: 'dashboardBulkRestoreSubmissions', method: 'POST', key: 'contact.update', success: 200,
    request: async () => ({ path: `${SUBMISSIONS}/bulk-restore`, json: { ids: [await storeSubmission(t, { data: { fullname: 'Bot' }, spam_reason: 'honeypot' })] } }),
  },
  // Every readable form's pending count: here the seeded contact form's (a caller reading no form: 403).
  { operation: 'dashboardGetPendingSubmissionCounts', method: 'GET', key: 'contact.read', success: 200, request: async () => ({ path: '/api/dashboard/submissions/pending' }) },
  { operation: 'dashboardDeleteSubmission', method: 'DELETE', key: 'contact.delete', success: 200, request: async () => ({ path: `${SUBMISSIONS}/${await contactSubmission()}` }) },
  { operation: 'dashboardBulkDeleteSubmissions', method: 'POST', key: 'contact.delete', success: 200, request: async () => ({ path: `${SUBMISSIONS}/bulk-delete`, json: { ids: [await contactSubmission()] } }) },
  { operation: 'dashboardListMedia', method: 'GET', key: 'media.read', success: 200, request: async () => ({ path: '/api/dashboard/media' }) },
  { operation: 'dashboardGetMedia', method: 'GET', key: 'media.read', success: 200, request: async () => ({ path: `/api/dashboard/media/${await newMedia()}` }) },
  { operation: 'dashboardUploadMedia', method: 'POST', key: 'media.create', success: 201, request: async () => ({ path: '/api/dashboard/media', body: mediaForm() }) },
  { operation: 'dashboardUpdateMedia', method: 'PATCH', key: 'media.update', success: 200, request: async () => ({ path: `/api/dashboard/media/${await newMedia()}`, json: { alt: { en: 'A pixel' } } }) },
  { operation: 'dashboardDeleteMedia', method: 'DELETE', key: 'media.delete', success: 200, request: async () => ({ path: `/api/dashboard/media/${await newMedia()}` }) },
  { operation: 'dashboardBulkDeleteMedia', method: 'POST', key: 'media.delete', success: 200, request: async () => ({ path: '/api/dashboard/media/bulk-delete', json: { ids: [await newMedia()] } }) },
  { operation: 'dashboardSetSubmissionRetention', method: 'PUT', key: 'contact.delete', success: 200, request: async () => ({ path: `${SUBMISSIONS}/retention`, json: { retention_days: 90 } }) },
  { operation: 'dashboardListMenus', method: 'GET', key: 'menus.read', success: 200, request: async () => ({ path: '/api/dashboard/menus' }) },
  { operation: 'dashboardGetMenu', method: 'GET', key: 'menus.read', success: 200, request: async () => ({ path: `/api/dashboard/menus/${await newMenu()}` }) },
  { operation: 'dashboardCreateMenu', method: 'POST', key: 'menus.create', success: 201, request: async () => ({ path: '/api/dashboard/menus', json: { key: `m-${unique()}`, name: 'Menu' } }) },
  {
    operation: 'dashboardUpdateMenu', method: 'PUT', key: 'menus.update', success: 200,
    request: async () => {
      const key = await newMenu();
      return { path: `/api/dashboard/menus/${key}`, json: await menuBody(key) };
    },
  },
  { operation: 'dashboardDeleteMenu', method: 'DELETE', key: 'menus.delete', success: 200, request: async () => ({ path: `/api/dashboard/menus/${await newMenu()}` }) },
  // The links a module's or an item's editor shows: menus.read, or the read key of that module.
  { operation: 'dashboardMenuLinks', method: 'GET', key: 'menus.read', success: 200, request: async () => ({ path: '/api/dashboard/menus/links?module=blog' }) },
  { operation: 'dashboardMenuLinks', method: 'GET', key: 'blog.read', success: 200, request: async () => ({ path: '/api/dashboard/menus/links?module=blog' }) },
  { operation: 'dashboardMenuLinks', method: 'GET', key: 'blog.read', success: 200, request: async () => ({ path: `/api/dashboard/menus/links?content=${await blogContent()}` }) },
];

/** Dashboard calls whose 401/403/success rows live in another file, and why. */
const COVERED_ELSEWHERE: Record<string, string> = {
  dashboardUploadFile: 'takes {key}.create or {key}.update: tests/api/dashboard/content-uploads.test.ts',
  sendDashboardTestMail: 'needs an SMTP peer: tests/api/dashboard-settings.test.ts',
  dashboardExportSubmissions: 'answers CSV, not JSON: tests/api/dashboard/submissions-export.test.ts',
  ...Object.fromEntries(['Options', 'Create', 'Offset', 'Result', 'Append', 'Cancel'].map((call) => [
    `dashboardMediaUploads${call}`, 'the tus protocol (headers, 204, one upload\'s owner): tests/api/dashboard/media-tus.test.ts',
  ])),
};

describe('the access matrix', () => {
  it('has a row for every dashboard call of the OpenAPI document, with its method', async () => {
    const document = (await (await t.call('/api/openapi.json')).json()) as { paths: Record<string, Record<string, { operationId: string }>> };
    const calls = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/dashboard/'))
      .flatMap(([path, operations]) => Object.entries(operations).map(([method, { operationId }]) => ({ operationId, method: method.toUpperCase(), path })));
    const rows = new Map(ENDPOINTS.map((endpoint) => [endpoint.operation, endpoint.method]));
    const missing = calls.filter((call) => !rows.has(call.operationId) && !Object.hasOwn(COVERED_ELSEWHERE, call.operationId));
    expect(missing, 'dashboard calls without a row in ENDPOINTS').toEqual([]);
    for (const call of calls.filter((candidate) => rows.has(candidate.operationId))) expect(rows.get(call.operationId), call.operationId).toBe(call.method);
    expect(calls.length).toBeGreaterThan(0);
  });
});

/** `{ users: { read: true } }` from 'users.read'. */
const treeOf = (key: string): PermissionTree => {
  const [area, action] = key.split('.');
  return { [area]: { [action]: true } };
};

describe.each(ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.key}`, endpoint] as const))('%s', (_name, endpoint) => {
  const send = async (token?: string) => {
    const { path, json, body } = await endpoint.request();
    return t.callJson(path, { method: endpoint.method, json, body, token });
  };

  it('needs a session (401)', async () => {
    expect((await send()).res.status).toBe(401);
  });

  it('needs its permission key (403), even with the dashboard and every other key of the area', async () => {
    const [area, action] = endpoint.key.split('.');
    const others = Object.fromEntries(['read', 'create', 'update', 'delete'].filter((other) => other !== action).map((other) => [other, true]));
    const { token } = await staff(t, { external: { dashboard: true }, [area]: others });
    const { res, body } = await send(token);
    expect(res.status).toBe(403);
    expect(body.message).toBe('You are not authorized.');
  });

  it('succeeds with exactly that key', async () => {
    const { token } = await staff(t, treeOf(endpoint.key));
    const { res, body } = await send(token);
    expect(res.status, JSON.stringify(body)).toBe(endpoint.success);
    expect(body.status).toBe(true);
  });
});

/**
 * Nobody grants or touches more than they hold (design §4): for each key K, an actor who holds
 * every key of the call but not K can neither give K away nor act on a holder of K.
 */
const GUARDED_KEYS = ['external.settings', 'users.delete', 'roles.update', 'logs.delete', 'menus.create', 'blog.update'] as const;
const within = (tree: PermissionTree, key: string) => Object.hasOwn(tree, key.split('.')[0]);
const USERS_ACTOR: PermissionTree = { external: { dashboard: true }, users: { read: true, create: true, update: true } };
const ROLES_ACTOR: PermissionTree = { external: { dashboard: true }, roles: { read: true, create: true, update: true, delete: true } };

describe.each(GUARDED_KEYS.map((key) => [key] as const))('an actor lacking %s', (key) => {
  const holderOf = async () => {
    const id = await member(t, treeOf(key));
    return { id, role: await roleOf(t, id) };
  };
  const expectRefused = async (request: Promise<{ res: Response; body: { message: string } }>) => {
    const { res, body } = await request;
    expect(res.status, body.message).toBe(403);
  };

  it.skipIf(within(USERS_ACTOR, key))('cannot give its role to an account, nor edit, ban, delete or send links to a holder of it (users)', async () => {
    const actor = await staff(t, { ...USERS_ACTOR, users: { read: true, create: true, update: true, delete: true } });
    const call = (path: string, method: string, json?: unknown) => t.callJson<never>(path, { method, json, token: actor.token });
    const holder = await holderOf();
    const plain = await member(t);
    const name = `new${unique()}`;
    await expectRefused(call('/api/dashboard/users', 'POST', { username: name, email: `${name}@example.com`, fullname: 'New Person', role_id: holder.role }));
    await expectRefused(call(`/api/dashboard/users/${plain}`, 'PUT', { ...(await userBody(plain)), role_id: holder.role }));
    await expectRefused(call(`/api/dashboard/users/${holder.id}`, 'PUT', { ...(await userBody(holder.id)), status: 'banned' }));
    await expectRefused(call(`/api/dashboard/users/${holder.id}`, 'DELETE'));
    await expectRefused(call(`/api/dashboard/users/${holder.id}/send-reset`, 'POST'));
    expect(await roleOf(t, plain)).not.toBe(holder.role);
  });

  it.skipIf(within(ROLES_ACTOR, key))('cannot grant it, nor edit, delete or move users in or out of a role holding it (roles)', async () => {
    const actor = await staff(t, ROLES_ACTOR);
    const call = (path: string, method: string, json?: unknown) => t.callJson<never>(path, { method, json, token: actor.token });
    const holder = await holderOf();
    const plain = await newRole(t);
    await expectRefused(call('/api/dashboard/roles', 'POST', { name: `role-${unique()}`, permissions: treeOf(key) }));
    await expectRefused(call(`/api/dashboard/roles/${plain}`, 'PUT', { ...(await roleBody(plain)), permissions: treeOf(key) }));
    await expectRefused(call(`/api/dashboard/roles/${holder.role}`, 'PUT', { ...(await roleBody(holder.role)), permissions: {} }));
    await expectRefused(call(`/api/dashboard/roles/${holder.role}`, 'DELETE'));
    await expectRefused(call(`/api/dashboard/roles/${holder.role}/transfer`, 'POST', { to_role_id: plain }));
    await expectRefused(call(`/api/dashboard/roles/${plain}/transfer`, 'POST', { to_role_id: holder.role }));
    expect(await roleOf(t, holder.id)).toBe(holder.role);
  });

  it('cannot make a role holding it the one every sign-up gets (settings)', async () => {
    const actor = await staff(t, { external: { dashboard: true, settings: true } });
    const { role } = await holderOf();
    const { res } = await t.callJson('/api/dashboard/settings', { method: 'PUT', json: { default_role: role }, token: actor.token });
    expect(res.status).toBe(422);
  });

  it('does not give a new module\'s keys to a role holding it (modules)', async () => {
    const actor = await staff(t, { modules: { create: true } });
    const maker = await newRole(t, { modules: { create: true }, ...treeOf(key) });
    const { key: created } = (await t.callJson<{ key: string }>('/api/dashboard/modules', { method: 'POST', json: moduleBody(), token: actor.token })).body.data!;
    const permissions = (await t.callJson<{ permissions: PermissionTree }>(`/api/dashboard/roles/${maker}`, { token: await adminToken() })).body.data!.permissions;
    expect(permissions).not.toHaveProperty(created);
  });
});

describe.each(['roles', 'users', 'sessions', 'logs', 'modules', 'media'])('the %s list', (area) => {
  const list = async (query: string) => t.callJson(`/api/dashboard/${area}?${query}`, { token: await adminToken() });

  it('answers { items, total, page, per_page }', async () => {
    const { res, body } = await list('page=1&per_page=2');
    expect(res.status).toBe(200);
    expect(body.data).toMatchObject({ items: expect.any(Array), total: expect.any(Number), page: 1, per_page: 2 });
  });

  it('refuses an unknown sort column (422)', async () => {
    const { res, body } = await list('sort=password_hash');
    expect(res.status).toBe(422);
    expect(body.data).toHaveProperty('sort');
  });

  it('refuses a page size over 100 (422)', async () => {
    expect((await list('per_page=101')).res.status).toBe(422);
    expect((await list('per_page=100')).res.status).toBe(200);
  });
});
