import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppContext } from '@/server/context';
import { ENTITIES, type EntityName } from '@/server/entities';
import type { ApiEnv } from '../../types';
import { dashboardContentsRoutes } from './contents';
import { dashboardIconsRoutes } from './icons';
import { dashboardLogsRoutes } from './logs';
import { dashboardMediaRoutes } from './media';
import { dashboardMediaResumableRoutes } from './media-resumable';
import { dashboardMenusRoutes } from './menus';
import { dashboardModulesRoutes } from './modules';
import { dashboardOverviewRoutes } from './overview';
import { dashboardRevisionsRoutes } from './revisions';
import { dashboardRolesRoutes } from './roles';
import { dashboardSessionsRoutes } from './sessions';
import { dashboardSettingsRoutes } from './settings';
import { dashboardSubmissionCountsRoutes } from './submission-counts';
import { dashboardSubmissionsRoutes } from './submissions';
import { dashboardUploadsRoutes } from './uploads';
import { dashboardUsersRoutes } from './users';

type Routes = (ctx: AppContext) => OpenAPIHono<ApiEnv>;

/**
 * Each entity's routers by their path below /api/dashboard: the entity's name, or a list of
 * paths for one whose API spans several (a sub-resource's path before the path it extends).
 */
const ENTITY_ROUTES: Record<EntityName, Routes | Readonly<Record<string, Routes>>> = {
  roles: dashboardRolesRoutes,
  users: dashboardUsersRoutes,
  sessions: dashboardSessionsRoutes,
  settings: dashboardSettingsRoutes,
  logs: dashboardLogsRoutes,
  // A content module's contents live below their module.
  contents: {
    'modules/:key/contents/:id/revisions': dashboardRevisionsRoutes,
    'modules/:key/contents': dashboardContentsRoutes,
    'modules/:key/uploads': dashboardUploadsRoutes,
  },
  // A form module's inbox lives below its module; the sidebar's counts of every form, at submissions.
  submissions: { 'modules/:key/submissions': dashboardSubmissionsRoutes, submissions: dashboardSubmissionCountsRoutes },
  // The module builder's icon picker reads with modules.read.
  modules: { modules: dashboardModulesRoutes, icons: dashboardIconsRoutes },
  // Resumable (tus) uploads live below the library.
  media: { 'media/uploads': dashboardMediaResumableRoutes, media: dashboardMediaRoutes },
  menus: dashboardMenusRoutes,
};

/** The one screen of no entity: the overview's counts. */
const OTHER_ROUTES: Readonly<Record<string, Routes>> = { overview: dashboardOverviewRoutes };

/** Every dashboard router with its path below /api/dashboard, in the entities' order. */
export function dashboardRouters(ctx: AppContext): [path: string, router: OpenAPIHono<ApiEnv>][] {
  const paths = (Object.keys(ENTITIES) as EntityName[]).flatMap((name): [string, Routes][] => {
    const routes = ENTITY_ROUTES[name];
    return typeof routes === 'function' ? [[name, routes]] : Object.entries(routes);
  });
  return [...paths, ...Object.entries(OTHER_ROUTES)].map(([path, routes]) => [path, routes(ctx)]);
}
