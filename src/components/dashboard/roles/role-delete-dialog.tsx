'use client';

import { useState } from 'react';
import { AlertDialog } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/forms/form-alert';
import { buttonClasses } from '@/components/ui/button';
import { useApi } from '@/lib/use-api';
import { useFocusReturn } from '@/lib/use-focus-return';
import type { Role } from '@/shared/api/roles';
import type { RoleViewer } from './permission-grid';
import { RoleTargetPicker } from './role-target-picker';

export interface RoleDeleteDialogProps {
  /** The role to delete (chosen from its row menu); null: closed. */
  role: Role | null;
  /** Who deletes: the users can move only to a role whose every key they hold. */
  viewer: RoleViewer;
  onClose: () => void;
  /** After users moved or the role went: the list reloads. */
  onChanged: () => void;
}

/**
 * Deletes a role; when it still has users, first asks which role they move to and moves them
 * (POST /{id}/transfer), then deletes. A failure keeps the dialog open with the server's message,
 * shown there only (no toast beside it).
 */
export function RoleDeleteDialog({ role, viewer, onClose, onChanged }: RoleDeleteDialogProps) {
  const t = useTranslations('dashboard.roles');
  const { request, requestWithAlert } = useApi();
  const [busy, setBusy] = useState(false);
  const returnFocus = useFocusReturn(role !== null);
  const [target, setTarget] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const mustMove = (role?.user_count ?? 0) > 0;

  async function confirm() {
    if (!role) return;
    if (mustMove && !target) {
      setProblem(t('delete_choose_target'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      if (mustMove) {
        const moved = await request('POST', `/api/dashboard/roles/${role.id}/transfer`, { to_role_id: Number(target) });
        if (!moved.ok) return setProblem(moved.message || t('transfer_problem'));
      }
      const deleted = await requestWithAlert('DELETE', `/api/dashboard/roles/${role.id}`, undefined, { shownByCaller: 'all' });
      if (!deleted.ok) {
        setProblem(deleted.message);
        if (mustMove) onChanged();
        return;
      }
      setTarget('');
      onClose();
      onChanged();
    } finally {
      setBusy(false);
    }
  }

  return (
    <AlertDialog.Root open={role !== null} onOpenChange={(open) => {
      if (open || busy) return;
      setProblem(null);
      setTarget('');
      onClose();
    }}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 backdrop-blur-[1px]" />
        <AlertDialog.Content onCloseAutoFocus={returnFocus} className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl focus:outline-none dark:bg-slate-900">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900 dark:text-slate-100">{t('delete_title', { name: role?.name ?? '' })}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            {mustMove ? t('delete_with_users', { count: role?.user_count ?? 0 }) : t('delete_description')}
          </AlertDialog.Description>
          {role && mustMove ? (
            <div className="mt-4">
              <RoleTargetPicker roleId={role.id} viewer={viewer} value={target} onChange={setTarget} />
            </div>
          ) : null}
          <div className="mt-4"><FormAlert message={problem} /></div>
          <div className="mt-4 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClasses('outline', 'md')} disabled={busy}>{t('cancel')}</AlertDialog.Cancel>
            <button type="button" onClick={() => void confirm()} disabled={busy} className={buttonClasses('danger', 'md')}>
              {mustMove ? t('delete_move_confirm') : t('delete_confirm')}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
