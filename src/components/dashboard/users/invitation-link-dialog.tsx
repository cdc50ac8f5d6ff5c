'use client';

import { useId, useState } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { useDateFormat } from '@/components/time/use-date-format';

export interface InvitationLinkDialogProps {
  /** The new user, as the text names them. */
  name: string;
  link: string;
  expiresAt: string;
  /** "Go to the user": closing the dialog goes on to the new user's page. */
  onContinue: () => void;
}

/**
 * With no mail driver the invitation is not sent: the staff member who created the user gets
 * the set-password link to pass on, with a button that copies it. It lives only in this dialog
 * (never in the address, a toast or a log); closing it goes on to the user.
 */
export function InvitationLinkDialog({ name, link, expiresAt, onContinue }: InvitationLinkDialogProps) {
  const t = useTranslations('dashboard.users.invitation');
  const format = useDateFormat();
  const inputId = useId();
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a refusal): the link is selected to copy by hand.
      (document.getElementById(inputId) as HTMLInputElement | null)?.select();
    }
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onContinue()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 backdrop-blur-[1px]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl focus:outline-none dark:bg-slate-900">
          <Dialog.Title className="text-lg font-semibold text-slate-900 dark:text-white">{t('title')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            {t('no_mail', { name, date: format.instant(expiresAt, 'date-time') })}
          </Dialog.Description>
          <label htmlFor={inputId} className="mt-4 mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">{t('link_label')}</label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input id={inputId} readOnly value={link} onFocus={(event) => event.currentTarget.select()} className="min-w-0 flex-1 font-mono text-xs" />
            <button type="button" onClick={() => void copy()} className={buttonClasses('outline', 'md')}>{t('copy')}</button>
          </div>
          <p role="status" className="mt-2 min-h-5 text-sm text-primary-700 dark:text-primary-400">{copied ? t('copied') : ''}</p>
          <div className="mt-4 flex justify-end">
            <Dialog.Close className={buttonClasses('primary', 'md')}>{t('continue')}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
