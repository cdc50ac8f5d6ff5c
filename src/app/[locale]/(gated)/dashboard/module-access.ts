import 'server-only';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { resolveLocale, type Locale } from '@/i18n/locales';
import { listModules } from '@/lib/server/content';
import type { PublicModule } from '@/shared/api/public-content';
import { requirePermission } from '@/lib/server/guards';
import { getCurrentUser } from '@/lib/server/request-state';
import { can, modulePermission, type PermissionKey } from '@/shared/permissions';
import type { AuthUser } from '@/shared/types';

export interface ModuleRouteParams {
  params: Promise<{ locale: string; moduleKey: string }>;
}

interface ModuleRoute {
  locale: Locale;
  moduleKey: string;
  /** The key this route needs, e.g. `blog.read` or `modules.update`. */
  permission: PermissionKey;
}

export type AllowedModuleAccess = ModuleRoute & { allowed: true; user: AuthUser; module: PublicModule };
/** A caller without the key learns nothing, not even whether the module exists. */
export type ModuleAccess = AllowedModuleAccess | (ModuleRoute & { allowed: false });

/** The key a `[moduleKey]` route needs by default: reading the module. */
export const readKey = (moduleKey: string) => modulePermission(moduleKey, 'read');

/**
 * The one answer to "may this caller see this module's route?", asked by the module layout, every
 * page and every `generateMetadata` of a module before they read anything of it (Next renders the
 * three concurrently, so none may rely on another having asked). Once per request and key.
 */
const decide = cache(async (rawLocale: string, moduleKey: string, permission: PermissionKey): Promise<ModuleAccess> => {
  const route = { locale: resolveLocale(rawLocale), moduleKey, permission };
  const user = await getCurrentUser();
  if (!user || !can(user, permission)) return { ...route, allowed: false };
  const found = (await listModules(route.locale)).find((candidate) => candidate.key === moduleKey);
  return found ? { ...route, allowed: true, user, module: found } : { ...route, allowed: false };
});

/** For metadata: what the caller may know of the route's module; `permissionOf` names the key (`{moduleKey}.read` by default). */
export async function moduleAccess(params: ModuleRouteParams['params'], permissionOf: (moduleKey: string) => PermissionKey = readKey): Promise<ModuleAccess> {
  const { locale, moduleKey } = await params;
  return decide(locale, moduleKey, permissionOf(moduleKey));
}

/** For layouts and pages: the module and the caller, or sign-in for a guest, the 401 page without the key, 404 without the module. */
export async function requireModuleAccess(params: ModuleRouteParams['params'], permissionOf: (moduleKey: string) => PermissionKey = readKey): Promise<AllowedModuleAccess> {
  const access = await moduleAccess(params, permissionOf);
  if (access.allowed) return access;
  await requirePermission(access.locale, access.permission);
  // The key is held, so it is the module that is missing.
  notFound();
}
