import type { ReactNode } from 'react';
import { requireModuleAccess, type ModuleRouteParams } from '../module-access';

/**
 * Every screen of one module (its list, new item, item, preview) needs `{moduleKey}.read`, checked
 * here before anything of the module is rendered. Pages and their metadata run beside this layout,
 * so each asks the same access function again (answered once per request).
 */
export default async function ModuleLayout({ children, params }: ModuleRouteParams & { children: ReactNode }) {
  await requireModuleAccess(params);
  return children;
}
