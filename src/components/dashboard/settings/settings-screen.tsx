'use client';

import { useState } from 'react';
import { Tabs } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { clsx } from 'clsx';
import type { RoleChoice } from '@/shared/api/roles';
import type { DashboardSettings } from '@/shared/api/settings';
import { SettingsSectionForm } from './settings-section-form';
import { SETTINGS_SECTIONS } from './settings-sections';

export interface SettingsScreenProps {
  initialSettings: DashboardSettings;
  /** The roles to choose the default role from, as the viewer sees them (empty without roles.read: then only its number shows). */
  roles: readonly RoleChoice[];
}

/** Every settings section as a tab; each saves its own keys. */
export function SettingsScreen({ initialSettings, roles }: SettingsScreenProps) {
  const t = useTranslations('dashboard.settings');
  const [settings, setSettings] = useState(initialSettings);

  return (
    <Tabs.Root defaultValue={SETTINGS_SECTIONS[0].key} className="space-y-5">
      <Tabs.List
        aria-label={t('sections_label')}
        className="-mx-1 flex gap-1 overflow-x-auto border-b border-slate-200 px-1 dark:border-slate-700"
      >
        {SETTINGS_SECTIONS.map((section) => (
          <Tabs.Trigger
            key={section.key}
            value={section.key}
            className={clsx(
              '-mb-px shrink-0 border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-slate-900',
              'focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-slate-400 dark:hover:text-slate-100',
              'data-[state=active]:border-primary-600 data-[state=active]:text-primary-700 dark:data-[state=active]:text-primary-300',
            )}
          >
            {t(`sections.${section.key}.title`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {SETTINGS_SECTIONS.map((section) => (
        <Tabs.Content
          key={section.key}
          value={section.key}
          forceMount
          className="rounded-2xl data-[state=inactive]:hidden border border-slate-200 bg-white p-4 shadow-sm focus-visible:outline-2 focus-visible:outline-primary-600 sm:p-6 dark:border-slate-700 dark:bg-slate-900"
        >
          <SettingsSectionForm section={section} settings={settings} roles={roles} onSaved={setSettings} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
