'use client';

import { useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { AlertDialogShell } from '@/components/ui/alert-dialog-shell';
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

  const close = () => {
    setProblem(null);
    onClose();
  };
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
    <AlertDialogShell open={menu !== null} onOpenChange={(open) => !open && close()} busy={busy} onCloseAutoFocus={returnFocus}
      title={t('delete.title', { name: menu?.name ?? '' })}
      description={areas.length ? t('delete.leaves_empty', { areas: format.list(areas.map((area) => t(`areas.${area}`)), { type: 'conjunction' }) }) : t('delete.no_areas')}
      problem={problem} cancelLabel={t('delete.cancel')} confirmLabel={t('delete.confirm')} onConfirm={confirm} tone="danger" note={t('delete.permanent')} />
  );
}
