import type { ReactNode } from 'react';
import type { AuthUser, PublicBundle } from '@/shared/types';
import { CookieConsent } from '@/components/cookies/cookie-consent';
import { Icon } from '@/components/ui/icon';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The public and account pages' frame: header, main landmark, footer, cookie banner. */
export function SiteShell({ bundle, user, children }: { bundle: PublicBundle; user: AuthUser | null; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader bundle={bundle} user={user} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter bundle={bundle} user={user} />
      <CookieConsent constants={bundle.constants} icon={<Icon name="cookie" className="size-6" />} />
    </div>
  );
}
