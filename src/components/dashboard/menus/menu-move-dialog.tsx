'use client';

import { useId, useState } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { Select } from '@/components/ui/field';
import type { MenuListItem } from '@/shared/api/menus';

export interface MenuMoveDialogProps {
  /** The item's name; null: closed. */
  itemName: string | null;
  /** The other menus (null while loading). */
  menus: MenuListItem[] | null;
  busy: boolean;
  onMove: (menuKey: string) => void;
  onCancel: () => void;
}

/** Chooses the menu an item (with its sub-items) moves to; the editor then saves both menus. */
export function MenuMoveDialog({ itemName, menus, busy, onMove, onCancel }: MenuMoveDialogProps) {
  const t = useTranslations('dashboard.menus_editor.move');
  const id = useId();
  const [chosen, setChosen] = useState('');
  const target = menus?.some((menu) => menu.key === chosen) ? chosen : '';

  return (
    <Dialog.Root open={itemName !== null} onOpenChange={(open) => !open && !busy && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 backdrop-blur-[1px]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl focus:outline-none dark:bg-slate-900">
          <Dialog.Title className="text-lg font-semibold text-slate-900 dark:text-white">{t('title', { name: itemName ?? '' })}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('description')}</Dialog.Description>
          <form
            className="mt-4 space-y-6"
            onSubmit={(event) => {
              event.preventDefault();
              if (target && !busy) onMove(target);
            }}
          >
            {menus === null ? <p role="status" className="text-sm text-slate-600 dark:text-slate-400">{t('loading')}</p> : null}
            {menus?.length === 0 ? <p className="text-sm text-slate-600 dark:text-slate-400">{t('none')}</p> : null}
            {menus?.length ? (
              <div>
                <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">{t('menu')}</label>
                <Select id={id} value={target} onChange={(event) => setChosen(event.target.value)}>
                  <option value="">{t('choose')}</option>
                  {menus.map((menu) => <option key={menu.key} value={menu.key}>{menu.name} ({menu.key})</option>)}
                </Select>
              </div>
            ) : null}
            <div className="flex flex-wrap justify-end gap-3">
              <Dialog.Close className={buttonClasses('outline', 'md')} disabled={busy}>{t('cancel')}</Dialog.Close>
              <button type="submit" className={buttonClasses('primary', 'md')} disabled={busy || !target}>{t('confirm')}</button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
