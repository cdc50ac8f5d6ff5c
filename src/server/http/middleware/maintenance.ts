import type { Context, MiddlewareHandler } from 'hono';
import { translate } from '@/server/i18n/translate';
import { localizedText } from '@/server/services/localize';
import type { SettingsService } from '@/server/services/settings';
import { isMaintenanceActive, isMaintenanceOn } from '@/shared/maintenance';
import { failWithText } from '../respond';
import type { ApiEnv } from '../types';
import { requestLocale } from './locale';
import { STATE_CHANGING } from './request-context';

/**
 * The writes that stay open so staff can get in (spec: the sign-in routes are always
 * reachable): password sign-in and the OAuth callback. Sign-out and the OAuth start are
 * GETs, which maintenance never blocks; everything else, sign-up and recovery included, waits.
 */
const SIGN_IN_WRITES = [/^\/api\/auth\/sign-in$/, /^\/api\/auth\/oauth\/[^/]+$/];

const isSignInWrite = (c: Context<ApiEnv>) => c.req.method === 'POST' && SIGN_IN_WRITES.some((path) => path.test(c.req.path));

/**
 * While maintenance mode is on, every write from a caller without `external.settings`
 * answers 503 with the maintenance message of the request's language, as the pages show
 * the maintenance screen. Reads the cached settings: no database query once they are loaded.
 */
export function maintenanceGuard(settings: Pick<SettingsService, 'get'>): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method) || isSignInWrite(c)) return next();
    const mode = await settings.get('maintenance_mode');
    // Off: the caller is not even looked up.
    if (!isMaintenanceOn(mode) || !isMaintenanceActive(mode, await c.get('auth').user())) return next();
    const locale = requestLocale(c);
    const message = localizedText(await settings.get('maintenance_message'), locale) || translate(locale, 'maintenance.default_message');
    return failWithText(c, 503, message, { maintenance: true });
  };
}
