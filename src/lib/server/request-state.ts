import 'server-only';
import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import { appContext } from '@/server/context';
import { listingShown, noteShown } from '@/server/services/shown-content';
import { LANDING_MODULE_KEY } from '@/shared/content-href';
import type { Locale } from '@/i18n/locales';
import type { AuthUser, PublicBundle } from '@/shared/types';
import { isCrawler } from '@/lib/crawler';
import { PATHNAME_HEADER, SEARCH_HEADER } from '@/shared/request-headers';
import { TOKEN_COOKIE, VISITOR_COOKIE } from '@/shared/shell-hints';


export type BundleResult = { ok: true; bundle: PublicBundle } | { ok: false; error: unknown };

/**
 * The locale's settings, menus, constants and contents, loaded once per request, with the
 * constants of this visitor (their saved cookie preferences). A failure is returned to
 * people (the layout shows the error screen) but thrown for crawlers, so they see the real
 * error status instead of a friendly page.
 */
export const loadBundle = cache(async (locale: Locale): Promise<BundleResult> => {
  try {
    const { services } = appContext();
    const visitorId = (await cookies()).get(VISITOR_COOKIE)?.value;
    const [bundle, constants] = await Promise.all([
      services.settings.getPublicBundle(locale),
      visitorId ? services.constants.forVisitor(visitorId) : null,
    ]);
    return { ok: true, bundle: constants ? { ...bundle, constants } : bundle };
  } catch (error) {
    if (isCrawler((await headers()).get('user-agent'))) throw error;
    console.error('[web] loading the public bundle failed:', error);
    return { ok: false, error };
  }
});

/** The bundle for code that only runs once the layout has loaded it successfully. */
export async function getBundle(locale: Locale): Promise<PublicBundle> {
  const result = await loadBundle(locale);
  if (!result.ok) throw result.error;
  return result.bundle;
}

/** The home page's sections (the landing item), noted as shown: a landing edit refreshes the cached home page. */
export async function getLanding(locale: Locale): Promise<Record<string, unknown>> {
  const bundle = await getBundle(locale);
  noteShown(listingShown(LANDING_MODULE_KEY));
  return bundle.contents.landing ?? {};
}

/** The signed-in user behind the `token` cookie, or null. */
export const getCurrentUser = cache(async (): Promise<AuthUser | null> => {
  const token = (await cookies()).get(TOKEN_COOKIE)?.value;
  if (!token) return null;
  const session = await appContext().services.sessions.resolve(token);
  return session?.user ?? null;
});

/** The path the visitor requested, as typed (locale prefix and Turkish segments included). */
export async function getRequestedPath(): Promise<string> {
  return (await headers()).get(PATHNAME_HEADER) ?? '/';
}

/** The requested path with its query string, for sending someone back to exactly this page. */
export async function getRequestedPathWithQuery(): Promise<string> {
  const requestHeaders = await headers();
  return `${requestHeaders.get(PATHNAME_HEADER) ?? '/'}${requestHeaders.get(SEARCH_HEADER) ?? ''}`;
}

/** The public base URL, for absolute links in metadata. */
export function publicUrl(): string {
  return appContext().config.publicUrl;
}
