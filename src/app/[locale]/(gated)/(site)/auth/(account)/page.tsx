import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountShortcuts } from '@/components/account/account-shortcuts';
import { EmailUnverifiedNotice } from '@/components/account/email-unverified-notice';
import { UserAvatar } from '@/components/account/user-avatar';
import { VerifyEmail } from '@/components/account/verify-email';
import { SectionHeader } from '@/components/ui/section-header';
import { localizedPath } from '@/shared/localized-path';
import { requireUser } from '@/lib/server/guards';
import { routeLocale, type LocaleParams } from '@/lib/server/locale';
import { pageMetadata } from '@/lib/server/metadata';
import { TOKEN_PATTERN } from '@/shared/schemas/auth';
import { DateTime } from '@/components/time/date-time';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'account' });
  return pageMetadata({ locale, href: '/auth', title: t('title') });
}

interface AccountHomeProps extends LocaleParams {
  searchParams: Promise<{ token?: string | string[] }>;
}

/**
 * Account home: a summary of the profile and the ways on. Verification links land here
 * (`?token=`, see the server's VERIFY_PAGE), so it also confirms the address.
 */
export default async function AccountHomePage({ params, searchParams }: AccountHomeProps) {
  const locale = await routeLocale(params);
  const user = await requireUser(locale);
  const [t, tBase, { token }] = await Promise.all([getTranslations('account'), getTranslations('base'), searchParams]);
  const verificationToken = typeof token === 'string' && TOKEN_PATTERN.test(token) ? token : null;
  const rows = [
    { label: tBase('fullname'), value: user.fullname },
    { label: tBase('username'), value: user.username },
    { label: tBase('email'), value: user.email, status: user.email_verified ? t('email_status.verified') : t('email_status.unverified') },
    { label: tBase('role'), value: user.role.name },
    { label: t('member_since'), value: <DateTime value={user.created_at} style="long-date" /> },
  ];

  return (
    <div className="space-y-8">
      <SectionHeader icon="circle-user-round" title={t('title')} description={t('description')} />
      {verificationToken ? (
        <VerifyEmail token={verificationToken} accountHome={localizedPath(locale, '/auth')} />
      ) : (
        <EmailUnverifiedNotice user={user} />
      )}
      <section aria-labelledby="account-profile" className="rounded-2xl border border-slate-200 dark:border-slate-800 bg-white dark:bg-slate-900 shadow-sm">
        <div className="flex items-center gap-4 border-b border-slate-200 dark:border-slate-800 px-6 py-5">
          <UserAvatar user={user} size="lg" />
          <div className="min-w-0">
            <h2 id="account-profile" className="truncate text-lg font-semibold text-slate-900 dark:text-slate-100">{user.fullname || user.username}</h2>
            <p className="truncate text-sm text-slate-500 dark:text-slate-400">@{user.username}</p>
          </div>
        </div>
        <dl className="divide-y divide-slate-100 dark:divide-slate-800">
          {rows.map((row) => (
            <div key={row.label} className="grid gap-1 px-6 py-4 sm:grid-cols-3">
              <dt className="text-sm font-medium text-slate-500 dark:text-slate-400">{row.label}</dt>
              <dd className="flex flex-wrap items-center gap-2 text-sm text-slate-900 dark:text-slate-100 sm:col-span-2">
                <span className="break-all">{row.value || '—'}</span>
                {row.status ? (
                  <span className={user.email_verified
                    ? 'rounded-full bg-primary-50 dark:bg-primary-950/40 px-2 py-0.5 text-xs font-medium text-primary-800 dark:text-primary-200 ring-1 ring-primary-200 dark:ring-primary-800'
                    : 'rounded-full bg-amber-50 dark:bg-amber-950/40 px-2 py-0.5 text-xs font-medium text-amber-800 dark:text-amber-200 ring-1 ring-amber-200 dark:ring-amber-800'}
                  >
                    {row.status}
                  </span>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <AccountShortcuts />
    </div>
  );
}
