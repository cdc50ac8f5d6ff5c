'use client';

import NextLink from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useCan } from '@/components/app/app-data';
import { resolveLocale } from '@/i18n/locales';
import type { MenuLink } from '@/shared/api/menus';
import { localizedPath } from '@/shared/localized-path';

export interface MenuLinksNoticeProps {
  links: MenuLink[] | null;
  /** In a delete dialog: also says the links leave the public menus with it. */
  deleting?: boolean;
}

/** Menu items shown before the rest are counted. */
const SHOWN = 8;

/**
 * "Linked from the menu Header: “Blog”": the menu items that link to the item or module being
 * edited or deleted, each naming its menu, with a link to that menu's editor for whoever may
 * edit menus. Nothing while loading or when no menu links here.
 */
export function MenuLinksNotice({ links, deleting = false }: MenuLinksNoticeProps) {
  const t = useTranslations('dashboard.menu_links');
  const locale = resolveLocale(useLocale());
  const canEditMenus = useCan('menus.update');
  if (!links?.length) return null;
  const editorOf = (menuKey: string) => localizedPath(locale, { pathname: '/dashboard/menus/[menuKey]', params: { menuKey } });

  return (
    <div role="note" className="rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100">
      <p className="font-medium">{deleting ? t('deleting') : t('title')}</p>
      <ul className="mt-1 list-disc space-y-0.5 ps-5">
        {links.slice(0, SHOWN).map((link) => {
          const text = t('item', { menu: link.menu_name, label: link.label });
          return (
            <li key={`${link.menu_key}/${link.item_id}`}>
              {canEditMenus ? <NextLink href={editorOf(link.menu_key)} className="underline hover:no-underline">{text}</NextLink> : text}
            </li>
          );
        })}
      </ul>
      {links.length > SHOWN ? <p className="mt-1">{t('more', { count: links.length - SHOWN })}</p> : null}
    </div>
  );
}
