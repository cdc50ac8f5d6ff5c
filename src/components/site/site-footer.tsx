import { getTranslations } from 'next-intl/server';
import type { SiteMenu as SiteMenuValue } from '@/shared/nav-link';
import type { PublicBundle } from '@/shared/types';
import { CookiePreferencesButton } from '@/components/cookies/cookie-preferences-button';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { Brand } from './brand';
import { SiteMenu } from './site-menu';
import { submenuTexts } from './submenu-texts';

/** Footer: about the site, the `footer` menu, contact details and the copyright line. */
export async function SiteFooter({ bundle, menu }: { bundle: PublicBundle; menu: SiteMenuValue }) {
  const [t, texts] = await Promise.all([getTranslations('footer'), submenuTexts()]);
  const { settings } = bundle;
  const owner = [settings.app_name, settings.app_company_suffix].filter(Boolean).join(' ');

  return (
    <footer className="mt-auto border-t border-slate-200 dark:border-slate-800 bg-slate-50 dark:bg-slate-900">
      <Container className="grid gap-10 py-12 md:grid-cols-[2fr_1fr_1fr]">
        <div className="max-w-sm">
          <Brand name={settings.app_name} suffix={settings.app_company_suffix} />
          <p className="mt-4 text-sm leading-6 text-slate-600 dark:text-slate-400">{settings.app_description}</p>
        </div>
        <nav aria-label={t('navigation')}>
          <h2 className="text-sm font-semibold text-slate-900 dark:text-slate-100">{t('links')}</h2>
          <SiteMenu
            area="footer"
            menu={menu}
            layout="vertical"
            chevron={<Icon name="chevron-down" className="size-4" />}
            texts={texts}
            className="mt-2 -mx-3"
            prefetchOn="intent"
          />
        </nav>
        <div>
          <h2 className="text-sm font-semibold text-slate-900 dark:text-slate-100">{t('contact')}</h2>
          <ul className="mt-4 space-y-3 text-sm text-slate-600 dark:text-slate-400">
            {settings.contact.email ? (
              <li className="flex items-center gap-2">
                <Icon name="mail" className="size-4 text-slate-400" />
                <a href={`mailto:${settings.contact.email}`} className="hover:text-primary-700 dark:hover:text-primary-300">{settings.contact.email}</a>
              </li>
            ) : null}
            {settings.contact.phone ? (
              <li className="flex items-center gap-2">
                <Icon name="phone" className="size-4 text-slate-400" />
                <a href={`tel:${settings.contact.phone.replace(/\s+/g, '')}`} className="hover:text-primary-700 dark:hover:text-primary-300">{settings.contact.phone}</a>
              </li>
            ) : null}
          </ul>
        </div>
      </Container>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <Container className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-6 text-sm text-slate-500 dark:text-slate-400">
          <p>{t('copyright', { year: new Date().getFullYear(), owner })}</p>
          <CookiePreferencesButton label={t('cookie_preferences')} />
        </Container>
      </div>
    </footer>
  );
}
