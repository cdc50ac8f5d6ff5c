import type { Locale } from '@/i18n/locales';
import type { AuthUser } from '@/shared/types';
import { baseUrl } from './accounts/helpers';

/** PUT /api/auth as the browser of the user behind `token` would send it. */
async function account(token: string, method: 'GET' | 'PUT', body?: unknown): Promise<AuthUser> {
  const response = await fetch(`${baseUrl}/api/auth`, {
    method,
    headers: { cookie: `token=${token}`, origin: baseUrl, 'content-type': 'application/json', 'x-language': 'en' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} /api/auth: ${response.status}`);
  return ((await response.json()) as { data: { user: AuthUser } }).data.user;
}

/** Chooses the dashboard's language for the user behind `token` (null: the site's default), as the account settings do. */
export async function chooseDashboardLanguage(token: string, locale: Locale | null): Promise<void> {
  await account(token, 'PUT', { dashboard_locale: locale });
}

/**
 * Runs `body` while the user behind `token` reads the dashboard in `locale` (the dashboard speaks
 * its user's language, whatever address is opened), then puts their earlier choice back.
 */
export async function inDashboardLanguage<T>(token: string, locale: Locale, body: () => Promise<T>): Promise<T> {
  const before = (await account(token, 'GET')).dashboard_locale;
  await chooseDashboardLanguage(token, locale);
  try {
    return await body();
  } finally {
    await chooseDashboardLanguage(token, before);
  }
}
