'use client';

import { useCallback, useState } from 'react';
import { useLocale } from 'next-intl';
import { apiRequest } from '@/lib/api';
// Types only: the site's pages carry no zod.
import type { MenuArea, MenuSubmenus, NavLink } from '@/shared/api/menus';

type Submenus = Record<string, NavLink[]>;

/**
 * The levels below the top of the menus this visit has asked for, by language, area and version
 * (a hash of them, so a saved menu is a new version and the same items for two visitors one):
 * kept for the rest of the visit, shared by the header, the phone menu and the footer.
 */
const kept = new Map<string, Submenus>();
const asking = new Map<string, Promise<MenuSubmenus | null>>();
const keyOf = (locale: string, area: MenuArea, version: string) => `${locale}|${area}|${version}`;

function ask(locale: string, area: MenuArea, version: string): Promise<MenuSubmenus | null> {
  const key = keyOf(locale, area, version);
  let request = asking.get(key);
  if (!request) {
    const path = `/api/menus/${area}/children?v=${encodeURIComponent(version)}`;
    request = apiRequest<MenuSubmenus>('GET', path, undefined, { language: locale, silent: true }).then((result) => {
      asking.delete(key);
      if (!result.ok || !result.data) return null;
      // The server answers for the session it sees: kept under the version it names, which is
      // the page's unless the menus changed since it was rendered or the visitor's personal parts are on their way.
      if (result.data.version !== null) kept.set(keyOf(locale, area, result.data.version), result.data.submenus);
      return result.data;
    });
    asking.set(key, request);
  }
  return request;
}

export type SubmenusStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SubmenusState {
  status: SubmenusStatus;
  /** Each top-level item's sub-items by its id, once loaded. */
  submenus: Submenus | null;
  /** Asks for them unless they are here or on their way (again after an error); call on every opening. */
  load: () => void;
}

/** The sub-items of `area`'s menu at `version` (null: no item has any), asked for on a submenu's first opening. */
export function useSubmenus(area: MenuArea, version: string | null): SubmenusState {
  const locale = useLocale();
  const key = version === null ? null : keyOf(locale, area, version);
  const [answer, setAnswer] = useState<{ key: string; status: 'loading' | 'error' | 'ready'; submenus?: Submenus } | null>(null);

  const load = useCallback(() => {
    if (key === null || version === null || kept.has(key)) return;
    if (answer?.key === key && answer.status !== 'error') return;
    setAnswer({ key, status: 'loading' });
    void ask(locale, area, version).then((data) => {
      setAnswer(data ? { key, status: 'ready', submenus: data.submenus } : { key, status: 'error' });
    });
  }, [key, version, locale, area, answer]);

  const stored = key === null ? undefined : kept.get(key);
  if (stored) return { status: 'ready', submenus: stored, load };
  if (answer === null || answer.key !== key) return { status: 'idle', submenus: null, load };
  return { status: answer.status, submenus: answer.submenus ?? null, load };
}
