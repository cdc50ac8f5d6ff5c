import type { ReactNode } from 'react';
import type { SiteMenus } from '@/shared/nav-link';
import type { PublicBundle } from '@/shared/types';
import { CookieConsent } from '@/components/cookies/cookie-consent';
import { Icon } from '@/components/ui/icon';
import { PersonalBootScript } from './personal-boot-script';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SiteMaintenanceBanner } from './site-maintenance-banner';

/** The public and account pages' frame: header, main landmark, footer, cookie banner. */
export function SiteShell({ bundle, menus, children }: { bundle: PublicBundle; menus: SiteMenus; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <PersonalBootScript />
      <SiteMaintenanceBanner />
      <SiteHeader bundle={bundle} menu={menus.header} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter bundle={bundle} menu={menus.footer} />
      <CookieConsent icon={<Icon name="cookie" className="size-6" />} closeIcon={<Icon name="x" className="size-4" />} />
    </div>
  );
}
