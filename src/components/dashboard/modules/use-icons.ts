'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { useApi } from '@/lib/use-api';
import { iconPageSchema, type IconData, type IconPage } from '@/shared/api/icons';

const PATH = '/api/dashboard/icons';

/** Icons drawn so far in this tab, by stored name; shared by the picker and the modules list. */
const known = new Map<string, IconData | null>();
const listeners = new Set<() => void>();
let version = 0;

function remember(icons: IconData[], asked: string[] = []) {
  for (const name of asked) if (!known.has(name)) known.set(name, null);
  for (const icon of icons) known.set(icon.name, icon);
  version += 1;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The drawings of the named icons (stored values such as `lucide:boxes`), fetched once per tab. */
export function useIconDrawings(names: readonly (string | null)[]): (name: string | null) => IconData | null {
  const { request } = useApi();
  useSyncExternalStore(subscribe, () => version, () => version);
  const missing = [...new Set(names.filter((name): name is string => !!name && !known.has(name)))].sort().join(',');
  useEffect(() => {
    if (!missing) return;
    const asked = missing.split(',');
    void request('GET', PATH, { names: missing }, { silent: true }).then((answer) => {
      const parsed = iconPageSchema.safeParse(answer.data);
      if (answer.ok && parsed.success) remember(parsed.data.items, asked);
    });
  }, [missing, request]);
  return (name) => (name ? known.get(name) ?? null : null);
}

/** A searched page of the icon set; `more()` appends the next page. */
export function useIconSearch(search: string, enabled: boolean) {
  const { request } = useApi();
  const [result, setResult] = useState<{ search: string; pages: IconPage[]; failed: boolean } | null>(null);
  /** Pages shown of this search (a new search starts again at 1). */
  const [paging, setPaging] = useState({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    void request('GET', PATH, { search, page }, { silent: true }).then((answer) => {
      if (!current) return;
      const parsed = iconPageSchema.safeParse(answer.data);
      if (!answer.ok || !parsed.success) return setResult((before) => ({ search, pages: before?.search === search ? before.pages : [], failed: true }));
      remember(parsed.data.items);
      setResult((before) => ({ search, pages: page === 1 || before?.search !== search ? [parsed.data] : [...before.pages, parsed.data], failed: false }));
    });
    return () => {
      current = false;
    };
  }, [request, search, page, enabled]);

  const pages = result?.search === search ? result.pages : [];
  const last = pages.at(-1);
  return {
    icons: pages.flatMap((one) => one.items),
    total: last?.total ?? 0,
    loading: !result || result.search !== search || (pages.length < page && !result.failed),
    failed: result?.failed ?? false,
    hasMore: last ? last.page * last.per_page < last.total : false,
    more: () => setPaging({ search, page: page + 1 }),
  };
}
