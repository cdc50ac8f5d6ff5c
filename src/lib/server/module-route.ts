import 'server-only';
import { resolveLocale } from '@/i18n/locales';
import { listModules } from './content';

export interface ModuleRouteParams {
  params: Promise<{ locale: string; moduleKey: string }>;
}

/** The locale and the module named by a `[moduleKey]` route; `module` is null when there is no such module. */
export async function resolveModuleRoute(params: ModuleRouteParams['params']) {
  const { locale: rawLocale, moduleKey } = await params;
  const locale = resolveLocale(rawLocale);
  const found = (await listModules(locale)).find((candidate) => candidate.key === moduleKey) ?? null;
  return { locale, moduleKey, module: found };
}
