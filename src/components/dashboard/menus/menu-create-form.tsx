'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { menuCreateSchema, type MenuArea, type MenuDetail } from '@/shared/api/menus';
import { fieldMessages } from '@/lib/validation-lines';
import { SaveBar } from '../save-bar';
import { MenuAreasField } from './menu-areas-field';
import { useMenusOverview } from './use-menus-overview';

export interface MenuCreateFormProps {
  /** The localised menus path; the new menu's editor is `{menusPath}/{key}`. */
  menusPath: string;
}

/** POST /api/dashboard/menus with a key, a name and the areas it fills, then on to its editor. */
export function MenuCreateForm({ menusPath }: MenuCreateFormProps) {
  const t = useTranslations('dashboard.menus_editor');
  const router = useRouter();
  const { takenBy } = useMenusOverview(null);
  const [areas, setAreas] = useState<MenuArea[]>([]);
  const [areaErrors, setAreaErrors] = useState<string[]>([]);
  const form = useSchemaForm({ schema: menuCreateSchema, initial: { key: '', name: '' }, labels: { key: t('key'), name: t('name') } });

  const onSubmit = form.handleSubmit(async (data) => {
    setAreaErrors([]);
    // Each message under its control (the areas too); only the rest is a toast.
    const result = await form.send<MenuDetail>('POST', '/api/dashboard/menus', { ...data, areas }, { fields: ['key', 'name', 'areas'], labels: { key: t('key'), name: t('name'), areas: t('areas_label') } });
    if (result.ok && result.data) return router.push(`${menusPath}/${result.data.key}`);
    setAreaErrors(fieldMessages(result.data, 'areas'));
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="max-w-xl space-y-6" aria-busy={form.submitting}>
      <TextField {...form.text('name')} label={t('name')} required autoComplete="off" maxLength={100} />
      <TextField {...form.text('key')} label={t('key')} hint={t('key_hint')} required autoComplete="off" spellCheck={false} maxLength={64} />
      <MenuAreasField value={areas} onChange={setAreas} takenBy={takenBy} errors={areaErrors} />
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('create.hint')}</p>
      <SaveBar>
        <SubmitButton busy={form.submitting} label={t('create.submit')} busyLabel={t('create.creating')} />
      </SaveBar>
    </form>
  );
}
