import { getTranslations } from 'next-intl/server';
import type { PublicSettings } from '@/shared/types';
import { Icon } from '@/components/ui/icon';

/** The contact e-mail, phone and address from the settings. */
export async function ContactDetails({ contact }: { contact: PublicSettings['contact'] }) {
  const t = await getTranslations('contact');
  const rows = [
    contact.email && { icon: 'mail', label: t('email'), value: contact.email, href: `mailto:${contact.email}` },
    contact.phone && { icon: 'phone', label: t('phone'), value: contact.phone, href: `tel:${contact.phone.replace(/\s+/g, '')}` },
    contact.address && { icon: 'map-pin', label: t('address'), value: contact.address, href: null },
  ].filter((row): row is { icon: string; label: string; value: string; href: string | null } => Boolean(row));

  return (
    <dl className="space-y-6">
      {rows.map((row) => (
        <div key={row.icon} className="flex gap-4">
          <dt>
            <span className="grid size-11 place-items-center rounded-xl bg-primary-50 dark:bg-primary-950/40 text-primary-700 dark:text-primary-300 ring-1 ring-primary-100 dark:ring-primary-900">
              <Icon name={row.icon} />
            </span>
            <span className="sr-only">{row.label}</span>
          </dt>
          <dd className="pt-0.5">
            <span aria-hidden className="block text-sm font-medium text-slate-500 dark:text-slate-400">{row.label}</span>
            {row.href ? (
              <a href={row.href} className="font-medium text-slate-900 dark:text-slate-100 hover:text-primary-700 dark:hover:text-primary-300">{row.value}</a>
            ) : (
              <span className="font-medium whitespace-pre-line text-slate-900 dark:text-slate-100">{row.value}</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
