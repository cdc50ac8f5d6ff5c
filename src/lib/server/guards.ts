import 'server-only';
import { forbidden, redirect } from 'next/navigation';
import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/shared/localized-path';
import { can, type PermissionKey } from '@/shared/permissions';
import type { AuthUser } from '@/shared/types';
import { getCurrentUser, getRequestedPathWithQuery } from './request-state';

/** Protected route: without a session, go to sign-in and come back here afterwards. */
export async function requireUser(locale: Locale): Promise<AuthUser> {
  const user = await getCurrentUser();
  if (user) return user;
  const back = await getRequestedPathWithQuery();
  return redirect(localizedPath(locale, '/auth/sign-in', { redirect: back }));
}

/** Guest-only route (sign-in, sign-up, recovery): a signed-in user goes to the account home. */
export async function requireGuest(locale: Locale): Promise<void> {
  if (await getCurrentUser()) redirect(localizedPath(locale, '/auth'));
}

/**
 * Route behind a permission key: signed in first (a guest goes to sign-in), then the key, else 403
 * through the nearest forbidden boundary: inside the dashboard, its "no access" panel.
 */
export async function requirePermission(locale: Locale, permission: PermissionKey): Promise<AuthUser> {
  const user = await requireUser(locale);
  if (can(user, permission)) return user;
  return forbidden();
}
