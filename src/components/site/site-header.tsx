import { getTranslations } from 'next-intl/server';
import type { SiteMenu as SiteMenuValue } from '@/shared/nav-link';
import type { PublicBundle } from '@/shared/types';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { AccountLinks } from './account-links';
import { Brand } from './brand';
import { LanguageSwitcher } from './language-switcher';
import { MobileMenu } from './mobile-menu';
import { SiteMenu } from './site-menu';
import { submenuTexts } from './submenu-texts';

/** Hidden on phones, where the header has no room beside the site's name: there it is a row of the menu. */
const THEME_BUTTON =
  'hidden size-10 shrink-0 place-items-center rounded-lg sm:grid text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-slate-300 dark:hover:bg-slate-800';
const THEME_MENU_ROW =
  'mt-2 flex w-full items-center gap-3 rounded-lg border-t border-slate-200 px-3 pt-3 pb-2 text-start text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-600 sm:hidden dark:border-slate-800 dark:text-slate-200 dark:hover:bg-slate-800';

/** Sticky site header: brand, the `header` menu, theme switch, language switcher and account links. */
export async function SiteHeader({ bundle, menu }: { bundle: PublicBundle; menu: SiteMenuValue }) {
  const [t, texts] = await Promise.all([getTranslations('header'), submenuTexts()]);
  const chevron = <Icon name="chevron-down" className="size-4" />;
  const { settings } = bundle;

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 dark:border-slate-800/80 bg-white/85 dark:bg-slate-900/85 backdrop-blur supports-[backdrop-filter]:bg-white/70 dark:supports-[backdrop-filter]:bg-slate-900/70">
      <Container className="relative flex h-16 items-center gap-2 sm:gap-4">
        <Brand name={settings.app_name} suffix={settings.app_company_suffix} />
        <nav aria-label={t('main_navigation')} className="ms-4 hidden md:block">
          <SiteMenu area="header" menu={menu} layout="horizontal" chevron={chevron} texts={texts} />
        </nav>
        <div className="ms-auto flex items-center gap-1 sm:gap-2">
          <ThemeToggle label={t('dark_theme')} sunIcon={<Icon name="sun" />} moonIcon={<Icon name="moon" />} className={THEME_BUTTON} />
          <LanguageSwitcher
            label={t('language')}
            icon={<Icon name="languages" className="size-4" />}
            checkIcon={<Icon name="check" className="size-4" />}
          />
          <AccountLinks registration={settings.registration} />
          <MobileMenu
            openLabel={t('open_menu')}
            closeLabel={t('close_menu')}
            openIcon={<Icon name="menu" />}
            closeIcon={<Icon name="x" />}
          >
            <nav aria-label={t('main_navigation')}>
              <SiteMenu area="header" menu={menu} layout="vertical" chevron={chevron} texts={texts} />
            </nav>
            <ThemeToggle label={t('dark_theme')} sunIcon={<Icon name="sun" />} moonIcon={<Icon name="moon" />} className={THEME_MENU_ROW}>
              {t('dark_theme')}
            </ThemeToggle>
          </MobileMenu>
        </div>
      </Container>
    </header>
  );
}
