'use client';

import { useEffect, useState } from 'react';
import { z } from 'zod';
import { useApi } from '@/lib/use-api';
import { menuLinkSchema, type MenuLink } from '@/shared/api/menus';

/** What links to ask about: a module's listing and items, or content items by id. */
export type MenuLinksOf = { module: string } | { contents: readonly number[] };

/** Items asked about at most: a bulk selection beyond it is summarised by the ones asked. */
const MAX_CONTENTS = 50;

const linksSchema = z.array(menuLinkSchema);

/**
 * The menu items linking to a module or to content items (GET /api/dashboard/menus/links), for
 * their editors and delete dialogs; null while loading, when `of` is null (e.g. a dialog still
 * closed) or when the caller may not read them (then nothing is shown).
 */
export function useMenuLinks(of: MenuLinksOf | null): MenuLink[] | null {
  const { request } = useApi();
  const [answer, setAnswer] = useState<{ key: string; links: MenuLink[] | null } | null>(null);
  const queries = of === null ? [] : 'module' in of
    ? [`module=${encodeURIComponent(of.module)}`]
    : [...new Set(of.contents)].slice(0, MAX_CONTENTS).map((id) => `content=${id}`);
  const key = queries.join('&');

  useEffect(() => {
    if (!key) return;
    let current = true;
    void Promise.all(key.split('&').map((query) => request('GET', `/api/dashboard/menus/links?${query}`, undefined, { silent: true }))).then((answers) => {
      if (!current) return;
      const parsed = answers.map((one) => (one.ok ? linksSchema.safeParse(one.data) : null));
      const links = parsed.every((one) => one?.success) ? parsed.flatMap((one) => one!.data!) : null;
      setAnswer({ key, links });
    });
    return () => {
      current = false;
    };
  }, [key, request]);

  return answer?.key === key && key ? answer.links : null;
}
