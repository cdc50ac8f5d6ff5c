'use client';

import { useEffect, useState } from 'react';
import { AlertDialog } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/forms/form-alert';
import { buttonClasses } from '@/components/ui/button';
import { useApi } from '@/lib/use-api';
import { moduleDeletionSchema, type DashboardModule, type ModuleDeletion } from '@/shared/api/modules';
import { MenuLinksNotice } from '../menu-links/menu-links-notice';
import { useMenuLinks } from '../menu-links/use-menu-links';

export interface ModuleDeleteDialogProps {
  /** The module to delete; null: closed. */
  module: DashboardModule | null;
  name: string;
  onClose: () => void;
  onDeleted: () => void;
}

type Preview = { key: string; counts: ModuleDeletion | null; problem: string | null };

/**
 * Deletes a module after saying what goes with it: the dialog first asks the server
 * (GET /{key}/delete-preview) how many contents and form submissions the delete takes.
 */
export function ModuleDeleteDialog({ module, name, onClose, onDeleted }: ModuleDeleteDialogProps) {
  const t = useTranslations('dashboard.module_builder.delete');
  const { request, requestWithAlert } = useApi();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const key = module?.key ?? null;
  const menuLinks = useMenuLinks(key ? { module: key } : null);

  useEffect(() => {
    if (!key) return;
    let current = true;
    void request('GET', `/api/dashboard/modules/${key}/delete-preview`, undefined, { silent: true }).then((answer) => {
      if (!current) return;
      const parsed = moduleDeletionSchema.safeParse(answer.data);
      setPreview({ key, counts: answer.ok && parsed.success ? parsed.data : null, problem: answer.ok ? null : answer.message });
    });
    return () => {
      current = false;
    };
  }, [key, request]);

  const counts = preview?.key === key ? preview.counts : null;
  const previewProblem = preview?.key === key ? preview.problem : null;

  async function confirm() {
    if (!module) return;
    setBusy(true);
    setProblem(null);
    try {
      const result = await requestWithAlert('DELETE', `/api/dashboard/modules/${module.key}`, undefined, { shownByCaller: 'all' });
      if (!result.ok) return setProblem(result.message);
      onClose();
      onDeleted();
    } finally {
      setBusy(false);
    }
  }

  let summary: string;
  if (!counts) summary = previewProblem ?? t('counting');
  else if (module?.type === 'form') summary = t('takes_submissions', { count: counts.submissions });
  else summary = t('takes_contents', { count: counts.contents });

  return (
    <AlertDialog.Root open={module !== null} onOpenChange={(open) => {
      if (open || busy) return;
      setProblem(null);
      onClose();
    }}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 backdrop-blur-[1px]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl focus:outline-none dark:bg-slate-900">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900 dark:text-white">{t('title', { name })}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">{summary}</AlertDialog.Description>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('permanent')}</p>
          <div className="mt-3 empty:hidden"><MenuLinksNotice links={menuLinks} deleting /></div>
          <div className="mt-4 empty:hidden"><FormAlert message={problem} /></div>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClasses('outline', 'md')} disabled={busy}>{t('cancel')}</AlertDialog.Cancel>
            <button type="button" onClick={() => void confirm()} disabled={busy || !counts} className={buttonClasses('danger', 'md')}>{t('confirm')}</button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
