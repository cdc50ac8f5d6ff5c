import { resolveLocale } from '@/i18n/locales';
import { credentialsFrom } from '@/server/http/request-auth';
import type { SessionsService } from '@/server/services/sessions';
import type { SettingsService } from '@/server/services/settings';
import type { DashboardLanguage } from './page-routing';

/**
 * The dashboard's language for a page request: the signed-in user's choice (users.dashboard_locale),
 * else the site's default language; null without a valid session cookie.
 */
export function createDashboardLanguage(sessions: Pick<SessionsService, 'resolve'>, settings: Pick<SettingsService, 'get'>): DashboardLanguage {
  return async (cookieHeader) => {
    const credentials = credentialsFrom(undefined, cookieHeader);
    // A pending reload_store is left for the page's own calls to carry.
    const session = credentials ? await sessions.resolve(credentials.token, { keepReloadFlag: true }) : null;
    if (!session) return null;
    return session.user.dashboard_locale ?? resolveLocale(await settings.get('default_language'));
  };
}
