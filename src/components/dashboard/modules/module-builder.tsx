'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { SubmitButton } from '@/components/forms/submit-button';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useLeaveGuard } from '@/lib/use-leave-guard';
import type { DashboardModule } from '@/shared/api/modules';
import { MenuLinksNotice } from '../menu-links/menu-links-notice';
import { useMenuLinks } from '../menu-links/use-menu-links';
import { BuilderErrorsProvider } from './builder-context';
import { withoutControl } from './error-paths';
import { FieldList } from './field-list';
import { FieldsRemovedDialog } from './fields-removed-dialog';
import { ModuleGeneral } from './module-general';
import { ModuleUploads } from './module-uploads';
import { emptyDraft, moduleDraft, modulePayload, type ModuleDraft, type ModuleSource } from './module-draft';
import type { RelationTarget } from './relation-settings';
import { useModuleSave } from './use-module-save';
import { SaveBar } from '../save-bar';

export interface ModuleBuilderProps {
  /** The module being edited as GET /api/dashboard/modules/{key} answered; null creates one. */
  module: DashboardModule | null;
  /** Content modules a relation field may point at. */
  relationTargets: RelationTarget[];
  /** The localised modules list path; a module's builder is `{modulesPath}/{key}`. */
  modulesPath: string;
  /** Without modules.update (or modules.create) the builder only shows the module. */
  canSave: boolean;
  /** Reloads the module from the server (after someone else saved it). */
  onReload?: () => Promise<void>;
  /** An edited module was saved: the screen shows the server's answer (with its new version). */
  onSaved?: (module: DashboardModule) => void;
}

function Section({ title, description, children, aside }: { title: string; description: string; children: React.ReactNode; aside?: React.ReactNode }) {
  return (
    <Card className="min-w-0 space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-base font-semibold text-slate-900 dark:text-white">{title}</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>
        </div>
        {aside}
      </div>
      {children}
    </Card>
  );
}

/** The module builder: general settings, the ordered fields and the upload rules of one module. */
export function ModuleBuilder({ module, relationTargets, modulesPath, canSave, onReload, onSaved }: ModuleBuilderProps) {
  const t = useTranslations('dashboard.module_builder');
  const locale = useLocale();
  const router = useRouter();
  const [draft, setDraft] = useState<ModuleDraft>(() => (module ? moduleDraft(module as ModuleSource) : emptyDraft()));
  /** The draft as loaded or last saved, as it would be sent: unsaved work is any difference from it. */
  const [baseline, setBaseline] = useState(() => JSON.stringify(modulePayload(draft)));
  const tDashboard = useTranslations('dashboard');
  const formRef = useRef<HTMLFormElement>(null);
  const creating = module === null;
  const menuLinks = useMenuLinks(module ? { module: module.key } : null);
  const saver = useModuleSave({
    source: module,
    locale,
    onSaved: (saved) => {
      setBaseline(JSON.stringify(modulePayload(moduleDraft(saved as ModuleSource))));
      if (creating) router.push(`${modulesPath}/${saved.key}`);
      else onSaved?.(saved);
    },
  });
  const { errors, setErrors } = saver;
  const context = useMemo(() => ({ errors, clear: (path: string) => setErrors((current) => withoutControl(current, path)) }), [errors, setErrors]);
  const update = (patch: Partial<ModuleDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const dirty = useMemo(() => JSON.stringify(modulePayload(draft)) !== baseline, [draft, baseline]);
  useLeaveGuard(canSave && dirty && !saver.saving, tDashboard('leave_confirm'));

  // After a failed save the first control with a message takes the focus.
  const errorCount = Object.keys(errors).length;
  useEffect(() => {
    if (!errorCount) return;
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }, [errors, errorCount]);

  return (
    <BuilderErrorsProvider value={context}>
      <form
        ref={formRef}
        method="post"
        noValidate
        aria-busy={saver.saving}
        className="space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          if (!saver.saving) void saver.save(draft);
        }}
      >
        {saver.stale ? (
          <div role="alert" className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200">
            <p>{t('stale')}</p>
            <Button variant="outline" size="sm" onClick={() => void onReload?.().then(saver.clearStale)}>{t('reload')}</Button>
          </div>
        ) : null}
        {!canSave ? <p role="note" className="rounded-lg bg-slate-100 px-4 py-3 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300">{t('read_only')}</p> : null}
        <fieldset disabled={!canSave} className="min-w-0 space-y-6">
          <Section title={t('general.title')} description={t('general.description')}>
            <MenuLinksNotice links={menuLinks} />
            <ModuleGeneral draft={draft} creating={creating} readOnly={!canSave} onChange={update} savedSlug={module?.slug ?? null} />
          </Section>
          <Section
            title={t('fields.title')}
            description={t('fields.description')}
            aside={<span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">{t('fields.count', { count: draft.fields.length })}</span>}
          >
            <FieldList path="fields" fields={draft.fields} onChange={(fields) => update({ fields })} relationTargets={relationTargets} readOnly={!canSave} />
          </Section>
          <Section title={t('module_upload.title')} description={t('module_upload.description')}>
            <ModuleUploads upload={draft.upload} onChange={(upload) => update({ upload })} />
          </Section>
        </fieldset>
        <SaveBar
          start={<NextLink href={modulesPath} className="text-sm font-medium text-slate-600 hover:underline dark:text-slate-400">{canSave ? t('cancel') : t('back')}</NextLink>}
          status={errorCount ? t('check_fields') : null}
        >
          {canSave ? <SubmitButton busy={saver.saving} label={creating ? t('create') : t('save')} busyLabel={t('saving')} /> : null}
        </SaveBar>
      </form>
      <FieldsRemovedDialog fields={saver.removed} busy={saver.saving} onCancel={saver.cancelRemoved} onConfirm={() => void saver.confirmRemoved(draft)} />
    </BuilderErrorsProvider>
  );
}
