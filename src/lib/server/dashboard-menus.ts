import 'server-only';
import type { Locale } from '@/i18n/locales';
import { appContext } from '@/server/context';
import { isApiError } from '@/server/services/api-error';
import type { MenuDetail } from '@/shared/api/menus';

/** The menu the editor opens, as GET /api/dashboard/menus/{key} answers it, or null when no menu has the key; the page has checked menus.update. */
export async function menuForEditor(key: string, locale: Locale): Promise<MenuDetail | null> {
  try {
    return await appContext().services.dashboard.menus.get(key, locale);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
