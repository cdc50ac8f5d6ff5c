'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { AlertDialogShell } from '@/components/ui/alert-dialog-shell';
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

  const close = () => {
    setProblem(null);
    onClose();
  };
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
    <AlertDialogShell open={module !== null} onOpenChange={(open) => !open && close()} busy={busy} title={t('title', { name })} description={summary} liveDescription
      problem={problem} cancelLabel={t('cancel')} confirmLabel={t('confirm')} onConfirm={confirm} confirmDisabled={!counts} tone="danger" note={t('permanent')}>
      <div className="mt-3 empty:hidden"><MenuLinksNotice links={menuLinks} deleting /></div>
    </AlertDialogShell>
  );
}
