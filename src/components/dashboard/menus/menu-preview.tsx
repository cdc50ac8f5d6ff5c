'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Select } from '@/components/ui/field';
import { languages, locales, type Locale } from '@/i18n/locales';
import type { MenuItem, MenuTarget } from '@/shared/api/menus';
import { isVisible } from '@/shared/menu-resolve';
import { labelIn, type MenuChoices } from './menu-draft';

export interface MenuPreviewProps {
  items: MenuItem[];
  targets: Record<string, MenuTarget>;
  roles: MenuChoices['roles'];
}

/** Guest, signed in without a listed role, or signed in with one role (its id). */
type Audience = 'guest' | 'signed_in' | `role:${number}`;

function viewerOf(audience: Audience): { role: { id: number } } | null {
  if (audience === 'guest') return null;
  // A signed-in visitor whose role no item names: id 0 matches none.
  return { role: { id: audience === 'signed_in' ? 0 : Number(audience.slice(5)) } };
}

/** The items `viewer` gets, as the site filters them: hidden and gone targets drop out with their sub-items. */
function shown(items: MenuItem[], viewer: ReturnType<typeof viewerOf>, targets: Record<string, MenuTarget>): MenuItem[] {
  return items
    .filter((item) => isVisible(item, viewer) && (targets[item.id]?.state ?? 'ok') === 'ok')
    .map((item) => ({ ...item, children: shown(item.children ?? [], viewer, targets) }));
}

function PreviewList({ items, locale, level }: { items: MenuItem[]; locale: Locale; level: number }) {
  return (
    <ul className={level === 1 ? 'flex flex-wrap gap-x-6 gap-y-2' : 'mt-1.5 space-y-1 border-s border-slate-200 ps-3 dark:border-slate-700'}>
      {items.map((item) => (
        <li key={item.id} className={level === 1 ? 'min-w-0' : undefined}>
          <span lang={locale} className="text-sm font-medium text-slate-800 dark:text-slate-100">
            {labelIn(item, locale)}
            {item.open_new_page ? <span aria-hidden className="ms-1 text-slate-500">↗</span> : null}
          </span>
          {item.children?.length ? <PreviewList items={item.children} locale={locale} level={level + 1} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The menu as it would render for a chosen language and visitor, from the unsaved draft. */
export function MenuPreview({ items, targets, roles }: MenuPreviewProps) {
  const t = useTranslations('dashboard.menus_editor.preview');
  const id = useId();
  const [locale, setLocale] = useState<Locale>('en');
  const [audience, setAudience] = useState<Audience>('guest');
  const visible = shown(items, viewerOf(audience), targets);

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-locale`} className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">{t('language')}</label>
          <Select id={`${id}-locale`} value={locale} onChange={(event) => setLocale(event.target.value as Locale)}>
            {locales.map((code) => <option key={code} value={code}>{languages[code].name}</option>)}
          </Select>
        </div>
        <div>
          <label htmlFor={`${id}-audience`} className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">{t('audience')}</label>
          <Select id={`${id}-audience`} value={audience} onChange={(event) => setAudience(event.target.value as Audience)}>
            <option value="guest">{t('guest')}</option>
            <option value="signed_in">{t('signed_in')}</option>
            {roles.map((role) => <option key={role.id} value={`role:${role.id}`}>{t('role', { role: role.name })}</option>)}
          </Select>
        </div>
      </div>
      <div role="region" aria-label={t('label')} className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-950">
        {visible.length ? <PreviewList items={visible} locale={locale} level={1} /> : <p className="text-sm text-slate-600 dark:text-slate-400">{t('empty')}</p>}
      </div>
    </div>
  );
}
