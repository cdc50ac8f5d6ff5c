import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContactDetails } from '@/components/contact/contact-details';
import { ModuleForm } from '@/components/forms/module-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { getFormModule } from '@/lib/server/content';
import { routeLocale, type LocaleParams } from '@/lib/server/locale';
import { pageMetadata } from '@/lib/server/metadata';
import { getBundle } from '@/lib/server/request-state';

/** The form module whose fields make up the contact form. */
const CONTACT_FORM_KEY = 'contact';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'contact' });
  return pageMetadata({ locale, href: '/contact', title: t('title') });
}

/** Contact details from the settings beside the contact form module's form. */
export default async function ContactPage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  const [t, bundle, form] = await Promise.all([getTranslations('contact'), getBundle(locale), getFormModule(CONTACT_FORM_KEY, locale)]);
  const { contact } = bundle.settings;

  return (
    <div className="bg-gradient-to-b from-primary-50/60 dark:from-primary-950/40 to-white dark:to-slate-950 py-12 sm:py-16">
      <Container>
        <PageHeader title={t('title')} description={contact.message || t('description')} />
        <div className="mt-12 grid gap-10 lg:grid-cols-[1fr_1.4fr]">
          <section aria-labelledby="contact-details-heading">
            <h2 id="contact-details-heading" className="mb-6 text-lg font-semibold text-slate-900 dark:text-slate-100">{t('details')}</h2>
            <ContactDetails contact={contact} />
          </section>
          {form ? (
            <Card className="p-6 sm:p-8">
              <section aria-labelledby="contact-form-heading">
                <h2 id="contact-form-heading" className="text-lg font-semibold text-slate-900 dark:text-slate-100">{t('form_title')}</h2>
                <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-400">{t('form_description')}</p>
                {/* The form checks with the field registry's schemas, whose messages are `validation.*`. */}
                <ClientMessages namespaces={['validation']}>
                  <ModuleForm moduleKey={form.key} fields={form.fields} />
                </ClientMessages>
              </section>
            </Card>
          ) : null}
        </div>
      </Container>
    </div>
  );
}
