import 'server-only';
import { contentForScreen } from '@/lib/server/dashboard-contents';
import { resolveModuleRoute } from '@/lib/server/module-route';

export interface ContentRouteParams {
  params: Promise<{ locale: string; moduleKey: string; contentId: string }>;
}

/** The locale, module and saved item a `[moduleKey]/[contentId]` route names; `content` is null when any is missing. */
export async function resolveContentRoute(params: ContentRouteParams['params']) {
  const { contentId } = await params;
  const route = await resolveModuleRoute(params);
  const id = /^[1-9]\d{0,15}$/.test(contentId) ? Number(contentId) : null;
  const content = route.module?.type === 'content' && id !== null ? await contentForScreen(route.moduleKey, id) : null;
  return { ...route, contentId, content };
}
