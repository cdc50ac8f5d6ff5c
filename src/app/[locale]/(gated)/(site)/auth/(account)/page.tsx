import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { SectionHeader } from '@/components/ui/section-header';
import { requireUser } from '@/lib/server/guards';
import { routeLocale, type LocaleParams } from '@/lib/server/locale';
import { pageMetadata } from '@/lib/server/metadata';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'account' });
  return pageMetadata({ locale, href: '/auth', title: t('title') });
}

/** Account home: a summary of the signed-in profile. */
export default async function AccountHomePage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  const user = await requireUser(locale);
  const [t, tBase, format] = await Promise.all([getTranslations('account'), getTranslations('base'), getFormatter()]);
  const rows = [
    { label: tBase('fullname'), value: user.fullname },
    { label: tBase('username'), value: user.username },
    { label: tBase('email'), value: user.email },
    { label: tBase('role'), value: user.role.name },
    { label: t('member_since'), value: format.dateTime(new Date(user.created_at), { dateStyle: 'long' }) },
  ];
  return (
    <div className="space-y-8">
      <SectionHeader icon="circle-user-round" title={t('title')} description={t('description')} />
      <dl className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
        {rows.map((row) => (
          <div key={row.label} className="grid gap-1 px-6 py-4 sm:grid-cols-3">
            <dt className="text-sm font-medium text-slate-500">{row.label}</dt>
            <dd className="text-sm text-slate-900 sm:col-span-2">{row.value || '—'}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
