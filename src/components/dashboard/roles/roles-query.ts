import { LIST_PAGE_SIZE } from '@/shared/api/list';
import type { RoleListQuery } from '@/shared/api/roles';

/** How the roles screen (and the default-role choice) lists roles: by name, one full page. */
export const ROLES_SCREEN_QUERY = { sort: 'name', order: 'asc', page: 1, per_page: LIST_PAGE_SIZE.max } as const satisfies RoleListQuery;
