'use client';

import { useCallback, useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { resolveLocale } from '@/i18n/locales';
import { useApi } from '@/lib/use-api';
import { moduleListSchema, moduleSchema, type DashboardModule } from '@/shared/api/modules';
import { localizedText } from '@/shared/fields';
import { ModuleBuilder } from './module-builder';
import type { RelationTarget } from './relation-settings';

export interface ModuleBuilderScreenProps {
  /** The module to edit; absent: a new module. */
  moduleKey?: string;
  modulesPath: string;
  canSave: boolean;
}

type Loaded = { module: DashboardModule | null; targets: RelationTarget[] };

/**
 * Loads what the builder edits from the API (the module by key, and the content modules a
 * relation may point at) and shows the builder; "reload" after a conflict loads it again.
 */
export function ModuleBuilderScreen({ moduleKey, modulesPath, canSave }: ModuleBuilderScreenProps) {
  const t = useTranslations('dashboard.module_builder');
  const locale = resolveLocale(useLocale());
  const { request } = useApi();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const load = useCallback(async () => {
    const [one, list] = await Promise.all([
      moduleKey ? request('GET', `/api/dashboard/modules/${encodeURIComponent(moduleKey)}`, undefined, { silent: true }) : null,
      request('GET', '/api/dashboard/modules', { type: 'content', per_page: 100, sort: 'name' }, { silent: true }),
    ]);
    const parsed = one ? moduleSchema.safeParse(one.data) : null;
    if (one && (!one.ok || !parsed?.success)) return setFailed(one.message || t('load_failed'));
    const modules = moduleListSchema.safeParse(list.data);
    const targets = (modules.success ? modules.data.items : []).map((item) => ({ key: item.key, name: `${localizedText(item.name, locale) || item.key} (${item.key})` }));
    setFailed(null);
    setLoaded({ module: parsed?.success ? parsed.data : null, targets });
  }, [moduleKey, request, locale, t]);

  useEffect(() => {
    // Loading from the API is this effect's purpose; setState happens once the answers are in.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  if (failed) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200">
        <p>{failed}</p>
        <Button variant="outline" size="sm" onClick={() => void load()}>{t('retry')}</Button>
      </div>
    );
  }
  if (!loaded) return <p role="status" className="py-12 text-center text-sm text-slate-600 dark:text-slate-400">{t('loading')}</p>;
  return (
    <ModuleBuilder
      key={loaded.module?.version ?? 'new'}
      module={loaded.module}
      relationTargets={loaded.targets}
      modulesPath={modulesPath}
      canSave={canSave}
      onReload={load}
      onSaved={(saved) => setLoaded({ ...loaded, module: saved })}
    />
  );
}
