'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { RelationPicker } from '@/components/fields/relation-picker';
import { titleIn } from '@/components/fields/relation-items';
import { Select } from '@/components/ui/field';
import type { Locale } from '@/i18n/locales';
import { MENU_PAGES, type MenuItem, type MenuTarget } from '@/shared/api/menus';
import type { MenuChoices } from './menu-draft';
import { described, PanelControl } from './panel-control';

export interface MenuTargetFieldsProps {
  item: MenuItem;
  errorsOf: (control: string) => string[];
  idOf: (control: string) => string;
  choices: MenuChoices;
  uiLocale: Locale;
  target: MenuTarget | undefined;
  pickedTitles: Record<number, string>;
  onPickTitle: (id: number, title: string) => void;
  set: (patch: Partial<MenuItem>, control: string) => void;
}

/** The target control of a page, list page, detail page or relation item (a direct link's address is the panel's own). */
export function MenuTargetFields({ item, errorsOf, idOf, choices, uiLocale, target, pickedTitles, onPickTitle, set }: MenuTargetFieldsProps) {
  const t = useTranslations('dashboard.menus_editor');
  // A relation may name an item of any module: the module only narrows the search.
  const [searchModule, setSearchModule] = useState(item.module ?? choices.modules[0]?.key ?? '');

  const moduleSelect = (control: string, value: string, onValue: (key: string) => void) => (
    <PanelControl id={idOf(control)} label={t('panel.module')} errors={errorsOf(control)}>
      <Select {...described(idOf(control), errorsOf(control))} value={value} onChange={(event) => onValue(event.target.value)}>
        <option value="">{t('panel.choose_module')}</option>
        {choices.modules.map((module) => <option key={module.key} value={module.key}>{module.name}</option>)}
      </Select>
    </PanelControl>
  );

  const contentPicker = (control: 'relation_id' | 'content_id', moduleKey: string) => {
    const chosen = item[control];
    const title = chosen === undefined ? null : pickedTitles[chosen] ?? target?.title ?? t('panel.chosen_content', { id: chosen });
    const id = idOf(control);
    return (
      <PanelControl id={id} label={t('panel.content')} errors={errorsOf(control)}>
        <RelationPicker
          target={moduleKey}
          uiLocale={uiLocale}
          chosen={chosen === undefined ? [] : [chosen]}
          disabled={!moduleKey}
          trigger={described(id, errorsOf(control))}
          onPick={(picked) => {
            onPickTitle(picked.id, titleIn(picked, uiLocale) || t('panel.chosen_content', { id: picked.id }));
            set({ [control]: picked.id }, control);
          }}
        >
          {title ?? t('panel.choose_content')}
        </RelationPicker>
      </PanelControl>
    );
  };

  switch (item.type) {
    case 'page':
      return (
        <PanelControl id={idOf('page')} label={t('panel.page')} errors={errorsOf('page')}>
          <Select {...described(idOf('page'), errorsOf('page'))} value={item.page ?? ''} onChange={(event) => set({ page: (event.target.value || undefined) as MenuItem['page'] }, 'page')}>
            <option value="">{t('panel.choose_page')}</option>
            {MENU_PAGES.map((page) => <option key={page} value={page}>{t(`pages.${page}`)}</option>)}
          </Select>
        </PanelControl>
      );
    case 'list_page':
      return moduleSelect('module', item.module ?? '', (key) => set({ module: key || undefined }, 'module'));
    case 'detail_page':
      return (
        <>
          {moduleSelect('module', item.module ?? '', (key) => set({ module: key || undefined, content_id: undefined }, 'module'))}
          {contentPicker('content_id', item.module ?? '')}
        </>
      );
    case 'relation':
      return (
        <>
          {moduleSelect('relation_module', searchModule, setSearchModule)}
          {contentPicker('relation_id', searchModule)}
        </>
      );
    default:
      return null;
  }
}
