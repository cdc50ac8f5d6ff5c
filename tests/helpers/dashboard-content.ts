import { expect } from 'vitest';
import type { DashboardContent } from '@/shared/api/contents';
import type { DashboardModule } from '@/shared/api/modules';
import type { TestContext } from './test-context';

type Slug = string | Record<string, string>;

/** Modules and their items written through the dashboard API as a signed-in admin (the whole write path). */
export function dashboardContent(t: TestContext, token: string) {
  const call = async <T>(path: string, method: string, json?: unknown): Promise<T> => {
    const { res, body } = await t.callJson<T>(`/api/dashboard/modules${path}`, { method, json, token });
    expect(res.status, `${method} ${path}: ${JSON.stringify(body)}`).toBeLessThan(300);
    return body.data as T;
  };
  return {
    createModule: (key: string, slug: Slug) => call<DashboardModule>('', 'POST', { key, type: 'content', name: { en: `Module ${key}` }, slug, fields: [] }),
    getModule: (key: string) => call<DashboardModule>(`/${key}`, 'GET'),
    async renameModule(key: string, slug: Slug) {
      return call<DashboardModule>(`/${key}`, 'PUT', { ...(await this.getModule(key)), slug });
    },
    removeModule: (key: string) => call<unknown>(`/${key}`, 'DELETE'),
    createItem: (moduleKey: string, slug: Slug, status: 'published' | 'draft' = 'published', content: Record<string, unknown> = {}) =>
      call<DashboardContent>(`/${moduleKey}/contents`, 'POST', { title: { en: `Item ${JSON.stringify(slug)}` }, slug, status, content }),
    getItem: (moduleKey: string, id: number) => call<DashboardContent>(`/${moduleKey}/contents/${id}`, 'GET'),
    async updateItem(moduleKey: string, id: number, change: { slug?: Slug; status?: DashboardContent['status'] }) {
      return call<DashboardContent>(`/${moduleKey}/contents/${id}`, 'PUT', { ...(await this.getItem(moduleKey, id)), ...change });
    },
    removeItem: (moduleKey: string, id: number) => call<unknown>(`/${moduleKey}/contents/${id}`, 'DELETE'),
    bulk: (moduleKey: string, action: 'publish' | 'unpublish' | 'delete', ids: number[]) => call<unknown>(`/${moduleKey}/contents/bulk`, 'POST', { action, ids }),
  };
}
