import 'server-only';
import type { Locale } from '@/i18n/locales';
import { appContext } from '@/server/context';
import { isApiError } from '@/server/services/api-error';
import type { DashboardContentRecord } from '@/shared/api/contents';
import type { DashboardModule } from '@/shared/api/modules';
import type { ModuleItem } from '@/shared/api/public-content';

/**
 * The contents and inbox screens' first data, read on the server as their API calls read it; each page
 * has checked the module's own key first. A missing module or item is null (the page's 404).
 */

const dashboard = () => appContext().services.dashboard;

/** A read's "no such module / item / wrong module type" as null; anything else still fails the page. */
const orNull = (error: unknown): null => {
  if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
  throw error;
};

/** The module named by `key` with its stored fields (labels per locale, options, table flags) when it is of `type`; else null. */
export async function moduleForScreen(key: string, type: DashboardModule['type']): Promise<DashboardModule | null> {
  const found = await dashboard().modules.get(key).catch(orNull);
  return found?.type === type ? found : null;
}

export const contentModuleForScreen = (key: string) => moduleForScreen(key, 'content');

export async function contentForScreen(key: string, id: number): Promise<DashboardContentRecord | null> {
  return dashboard().contents.get(key, id).catch(orNull);
}

/** The item as its public page would render it in `locale`, whatever its status. */
export function previewItem(key: string, id: number, locale: Locale): Promise<ModuleItem | null> {
  return appContext().services.content.preview(key, id, locale);
}
