import 'server-only';
import { contentForScreen } from '@/lib/server/dashboard-contents';
import { moduleAccess, type AllowedModuleAccess } from '../../module-access';

export interface ContentRouteParams {
  params: Promise<{ locale: string; moduleKey: string; contentId: string }>;
}

/**
 * The saved item a `[moduleKey]/[contentId]` route names, null when there is none. It takes the
 * module access as proof that the caller may read the module: nothing of an item is read before.
 */
export async function contentOf(access: AllowedModuleAccess, contentId: string) {
  const id = /^[1-9]\d{0,15}$/.test(contentId) ? Number(contentId) : null;
  return access.module.type === 'content' && id !== null ? contentForScreen(access.moduleKey, id) : null;
}

/** For an item page's metadata: the module and the item, or only the locale when the caller may not read the module or there is no such item. */
export async function readableContent(params: ContentRouteParams['params']) {
  const [access, { contentId }] = await Promise.all([moduleAccess(params), params]);
  const content = access.allowed ? await contentOf(access, contentId) : null;
  return access.allowed && content ? { ...access, contentId, content } : { locale: access.locale, content: null };
}
