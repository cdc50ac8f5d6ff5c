'use client';

import { useState } from 'react';
import { AlertDialog } from 'radix-ui';
import { useFormatter, useTranslations } from 'next-intl';
import { FormAlert } from '@/components/forms/form-alert';
import { buttonClasses } from '@/components/ui/button';
import { useApi } from '@/lib/use-api';
import { useFocusReturn } from '@/lib/use-focus-return';
import type { MenuListItem } from '@/shared/api/menus';

export interface MenuDeleteDialogProps {
  /** The menu to delete; null: closed. */
  menu: MenuListItem | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** Deletes a menu after naming the areas of the site it leaves without a menu. */
export function MenuDeleteDialog({ menu, onClose, onDeleted }: MenuDeleteDialogProps) {
  const t = useTranslations('dashboard.menus_editor');
  const format = useFormatter();
  const { requestWithAlert } = useApi();
  const [busy, setBusy] = useState(false);
  const returnFocus = useFocusReturn(menu !== null);
  const [problem, setProblem] = useState<string | null>(null);

  async function confirm() {
    if (!menu) return;
    setBusy(true);
    setProblem(null);
    try {
      const result = await requestWithAlert('DELETE', `/api/dashboard/menus/${encodeURIComponent(menu.key)}`, undefined, { shownByCaller: 'all' });
      if (!result.ok) return setProblem(result.message);
      onClose();
      onDeleted();
    } finally {
      setBusy(false);
    }
  }

  const areas = menu?.areas ?? [];
  return (
    <AlertDialog.Root open={menu !== null} onOpenChange={(open) => {
      if (open || busy) return;
      setProblem(null);
      onClose();
    }}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 backdrop-blur-[1px]" />
        <AlertDialog.Content onCloseAutoFocus={returnFocus} className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl focus:outline-none dark:bg-slate-900">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900 dark:text-white">{t('delete.title', { name: menu?.name ?? '' })}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            {areas.length ? t('delete.leaves_empty', { areas: format.list(areas.map((area) => t(`areas.${area}`)), { type: 'conjunction' }) }) : t('delete.no_areas')}
          </AlertDialog.Description>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('delete.permanent')}</p>
          <div className="mt-4 empty:hidden"><FormAlert message={problem} /></div>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClasses('outline', 'md')} disabled={busy}>{t('delete.cancel')}</AlertDialog.Cancel>
            <button type="button" onClick={() => void confirm()} disabled={busy} className={buttonClasses('danger', 'md')}>{t('delete.confirm')}</button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
