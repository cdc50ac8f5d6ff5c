'use client';

import { useTranslations } from 'next-intl';
import { clsx } from 'clsx';
import type { UserStatus } from '@/shared/api/users';

const TONES: Record<UserStatus, string> = {
  active: 'bg-primary-50 text-primary-800 ring-primary-200 dark:bg-primary-950 dark:text-primary-300 dark:ring-primary-800',
  passive: 'bg-slate-100 text-slate-700 ring-slate-200 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-700',
  deleted: 'bg-amber-50 text-amber-800 ring-amber-200 dark:bg-amber-950 dark:text-amber-300 dark:ring-amber-800',
  banned: 'bg-red-50 text-red-800 ring-red-200 dark:bg-red-950 dark:text-red-300 dark:ring-red-800',
};

export function UserStatusBadge({ status }: { status: UserStatus }) {
  const t = useTranslations('dashboard.users.statuses');
  return <span className={clsx('rounded-full px-2 py-0.5 text-xs font-medium ring-1', TONES[status])}>{t(status)}</span>;
}
