'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { AlertDialogShell } from '@/components/ui/alert-dialog-shell';
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

  const close = () => {
    setProblem(null);
    setTarget('');
    onClose();
  };
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
    <AlertDialogShell open={role !== null} onOpenChange={(open) => !open && close()} busy={busy} onCloseAutoFocus={returnFocus}
      title={t('delete_title', { name: role?.name ?? '' })}
      description={mustMove ? t('delete_with_users', { count: role?.user_count ?? 0 }) : t('delete_description')}
      cancelLabel={t('cancel')} confirmLabel={mustMove ? t('delete_move_confirm') : t('delete_confirm')} onConfirm={confirm} tone="danger" problem={problem}>
      {role && mustMove ? (
        <div className="mt-4">
          <RoleTargetPicker roleId={role.id} viewer={viewer} value={target} onChange={setTarget} />
        </div>
      ) : null}
    </AlertDialogShell>
  );
}
