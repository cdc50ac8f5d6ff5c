'use client';

import { useCallback, useEffect, useState } from 'react';
import { useApi } from '@/lib/use-api';
import { LIST_PAGE_SIZE } from '@/shared/api/list';
import { menuListSchema, type MenuArea, type MenuListItem } from '@/shared/api/menus';

/**
 * Every menu by name (first LIST_PAGE_SIZE.max: sites keep a handful), for the areas' notes
 * ("now shows Footer links") and the "move to another menu" dialog. `exceptKey` leaves out the menu being edited.
 */
export function useMenusOverview(exceptKey: string | null) {
  const { request } = useApi();
  const [menus, setMenus] = useState<MenuListItem[] | null>(null);

  const load = useCallback(async () => {
    const answer = await request('GET', '/api/dashboard/menus', { per_page: LIST_PAGE_SIZE.max, sort: 'name' }, { silent: true });
    const parsed = menuListSchema.safeParse(answer.data);
    setMenus(answer.ok && parsed.success ? parsed.data.items.filter((menu) => menu.key !== exceptKey) : []);
  }, [request, exceptKey]);

  useEffect(() => {
    // Loading from the API is this effect's purpose; setState happens once the answer is in.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  const takenBy: Partial<Record<MenuArea, string>> = {};
  for (const menu of menus ?? []) for (const area of menu.areas) takenBy[area] = menu.name;
  return { menus, takenBy, reload: load };
}
