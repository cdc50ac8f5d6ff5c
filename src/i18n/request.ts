import { getRequestConfig } from 'next-intl/server';
import { hasLocale, type AbstractIntlMessages } from 'next-intl';
import { routing } from './routing';
import * as registry from './languages/registry';
import { NEUTRAL_TIME_ZONE } from '@/shared/time/zones';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    // Dates and times go through src/shared/time in the viewer's zone; next-intl formats none, so
    // its zone is the neutral one and never the language's.
    timeZone: NEUTRAL_TIME_ZONE,
    // The language's messages file, its interface-kit `ui` group included (`ui.toast.close`), all
    // precompiled by next.config. (`language.optional` is no message, hence the cast.)
    messages: registry[locale] as unknown as AbstractIntlMessages,
  };
});
