import { getRequestConfig } from 'next-intl/server';
import { hasLocale } from 'next-intl';
import { routing } from './routing';
import { localeDefinitions } from './locales';
import { compileUiMessages } from './ui-messages';
import { NEUTRAL_TIME_ZONE } from '@/shared/time/zones';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    // Dates and times go through src/shared/time in the viewer's zone; next-intl formats none, so
    // its zone is the neutral one and never the language's.
    timeZone: NEUTRAL_TIME_ZONE,
    // The site's messages plus the language definition's interface-kit ones (`ui.toast.close`, ...).
    messages: { ...(await import(`./messages/${locale}.json`)).default, ui: compileUiMessages(localeDefinitions[locale].ui) },
  };
});
