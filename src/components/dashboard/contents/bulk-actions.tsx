'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useApi } from '@/lib/use-api';
import type { CONTENT_BULK_ACTIONS } from '@/shared/api/contents';
import { MenuLinksNotice } from '../menu-links/menu-links-notice';
import { useMenuLinks } from '../menu-links/use-menu-links';
import { contentsApiPath } from './contents-api';

type BulkAction = (typeof CONTENT_BULK_ACTIONS)[number];

export interface BulkActionsProps {
  moduleKey: string;
  ids: number[];
  canUpdate: boolean;
  canDelete: boolean;
  /** After the server changed them all (it changes all or none). */
  onDone: () => void;
}

/** What can be done to the selected rows at once: publish, unpublish (back to draft), delete after a confirmation. */
export function BulkActions({ moduleKey, ids, canUpdate, canDelete, onDone }: BulkActionsProps) {
  const t = useTranslations('dashboard.contents');
  const { requestWithAlert } = useApi();
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const menuLinks = useMenuLinks(deleting ? { contents: ids } : null);
  if (!ids.length || !(canUpdate || canDelete)) return null;

  async function run(action: BulkAction) {
    setBusy(true);
    const result = await requestWithAlert('POST', `${contentsApiPath(moduleKey)}/bulk`, { ids, action });
    setBusy(false);
    if (result.ok) onDone();
  }

  return (
    <div role="group" aria-label={t('bulk.label')} className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium text-slate-700 dark:text-slate-300" aria-live="polite">{t('bulk.selected', { count: ids.length })}</span>
      {canUpdate ? (
        <>
          <Button variant="outline" size="sm" disabled={busy} onClick={() => void run('publish')}>{t('bulk.publish')}</Button>
          <Button variant="outline" size="sm" disabled={busy} onClick={() => void run('unpublish')}>{t('bulk.unpublish')}</Button>
        </>
      ) : null}
      {canDelete ? (
        <ConfirmDialog
          trigger={<Button variant="danger" size="sm" disabled={busy}>{t('bulk.delete')}</Button>}
          title={t('bulk.delete_title', { count: ids.length })}
          description={t('bulk.delete_description', { count: ids.length })}
          confirmLabel={t('bulk.delete_confirm', { count: ids.length })}
          cancelLabel={t('cancel')}
          onConfirm={() => run('delete')}
          onOpenChange={setDeleting}
          details={<MenuLinksNotice links={menuLinks} deleting />}
          destructive
        />
      ) : null}
    </div>
  );
}
