'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { FieldError, Input, Select } from '@/components/ui/field';
import { described, PanelControl } from './panel-control';
import { languages, defaultLocale, locales, type Locale } from '@/i18n/locales';
import { isSafeMenuUrl, MENU_LABEL_MAX, MENU_LINK_TYPES, MENU_URL_MAX, MENU_VISIBILITIES, type MenuItem, type MenuTarget } from '@/shared/api/menus';
import type { ItemErrors } from './menu-errors';
import type { MenuChoices } from './menu-draft';
import { MenuTargetFields } from './menu-target-fields';

export interface MenuItemPanelProps {
  item: MenuItem;
  errors: ItemErrors;
  choices: MenuChoices;
  uiLocale: Locale;
  /** Where the stored target stands (absent: nothing stored, or changed since loading). */
  target: MenuTarget | undefined;
  /** Titles of content items picked in this session, by id. */
  pickedTitles: Record<number, string>;
  onChange: (next: MenuItem, control: string) => void;
  onPickTitle: (id: number, title: string) => void;
}

/** Every field of one menu item: labels per language, link type and target, new page, visibility. */
export function MenuItemPanel({ item, errors, choices, uiLocale, target, pickedTitles, onChange, onPickTitle }: MenuItemPanelProps) {
  const t = useTranslations('dashboard.menus_editor.panel');
  const tValidation = useTranslations('validation');
  const base = useId();
  /** The address as last left (blur): checked at once with the server's own rule. */
  const [leftUrl, setLeftUrl] = useState<string | null>(null);
  const idOf = (control: string) => `${base}-${control.replace(/\W/g, '-')}`;
  const urlUnsafe = leftUrl !== null && leftUrl === item.url && leftUrl.trim() !== '' && !isSafeMenuUrl(leftUrl.trim()) && !errors.url?.length;
  const errorsOf = (control: string) => (control === 'url' && urlUnsafe ? [tValidation('menu_url_invalid')] : errors[control] ?? []);
  const set = (patch: Partial<MenuItem>, control: string) => onChange({ ...item, ...patch }, control);

  return (
    <div className="space-y-5">
      <fieldset className="min-w-0 space-y-3">
        <legend className="sr-only">{t('title')}</legend>
        {locales.map((locale) => {
          const control = `label.${locale}`;
          const id = idOf(control);
          const empty = locale !== defaultLocale && !item.label[locale]?.trim();
          return (
            <PanelControl key={locale} id={id} label={t('label', { language: languages[locale].name })} errors={errorsOf(control)} hint={empty ? t('falls_back') : undefined}>
              <Input
                {...described(id, errorsOf(control), empty)}
                lang={locale}
                value={item.label[locale] ?? ''}
                maxLength={MENU_LABEL_MAX}
                required={locale === defaultLocale}
                aria-required={locale === defaultLocale || undefined}
                placeholder={locale === defaultLocale ? undefined : item.label.en}
                onChange={(event) => set({ label: { ...item.label, [locale]: event.target.value } }, control)}
              />
            </PanelControl>
          );
        })}
      </fieldset>

      <PanelControl id={idOf('type')} label={t('type')} errors={errorsOf('type')}>
        <Select {...described(idOf('type'), errorsOf('type'))} value={item.type} onChange={(event) => set({ type: event.target.value as MenuItem['type'] }, 'type')}>
          {MENU_LINK_TYPES.map((type) => <option key={type} value={type}>{t(`types.${type}`)}</option>)}
        </Select>
      </PanelControl>

      {item.type === 'direct_link' ? (
        <PanelControl id={idOf('url')} label={t('url')} errors={errorsOf('url')} hint={t('url_hint')}>
          <Input
            {...described(idOf('url'), errorsOf('url'), true)}
            type="text"
            inputMode="url"
            spellCheck={false}
            autoComplete="off"
            maxLength={MENU_URL_MAX}
            value={item.url ?? ''}
            onChange={(event) => set({ url: event.target.value }, 'url')}
            onBlur={(event) => setLeftUrl(event.target.value)}
          />
        </PanelControl>
      ) : (
        <MenuTargetFields item={item} errorsOf={errorsOf} idOf={idOf} choices={choices} uiLocale={uiLocale} target={target} pickedTitles={pickedTitles} onPickTitle={onPickTitle} set={set} />
      )}

      <label className="flex items-center gap-2.5 text-sm text-slate-700 dark:text-slate-300">
        <input type="checkbox" checked={item.open_new_page} onChange={(event) => set({ open_new_page: event.target.checked }, 'open_new_page')} className="size-4 rounded accent-primary-600" />
        {t('open_new_page')}
      </label>

      <PanelControl id={idOf('visibility')} label={t('visibility')} errors={errorsOf('visibility')}>
        <Select {...described(idOf('visibility'), errorsOf('visibility'))} value={item.visibility} onChange={(event) => set({ visibility: event.target.value as MenuItem['visibility'] }, 'visibility')}>
          {MENU_VISIBILITIES.map((visibility) => <option key={visibility} value={visibility}>{t(`visibilities.${visibility}`)}</option>)}
        </Select>
      </PanelControl>

      {item.visibility === 'role_based_visibility' ? (
        <fieldset className="min-w-0" aria-describedby={errorsOf('roles').length ? `${idOf('roles')}-error` : undefined}>
          <legend className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">{t('roles')}</legend>
          <ul className="grid gap-2 sm:grid-cols-2">
            {choices.roles.map((role) => {
              const checked = item.roles?.includes(role.id) ?? false;
              return (
                <li key={role.id}>
                  <label className="flex items-center gap-2.5 text-sm text-slate-700 dark:text-slate-300">
                    <input
                      type="checkbox"
                      checked={checked}
                      aria-invalid={errorsOf('roles').length > 0 || undefined}
                      onChange={(event) => set({ roles: event.target.checked ? [...(item.roles ?? []), role.id] : (item.roles ?? []).filter((id) => id !== role.id) }, 'roles')}
                      className="size-4 rounded accent-primary-600"
                    />
                    {role.name}
                  </label>
                </li>
              );
            })}
          </ul>
          <FieldError id={`${idOf('roles')}-error`} messages={errorsOf('roles')} />
        </fieldset>
      ) : null}
    </div>
  );
}
