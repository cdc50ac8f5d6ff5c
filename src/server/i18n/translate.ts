import { createTranslator, type AbstractIntlMessages } from 'use-intl/core';
import { defaultLocale, locales, type Locale } from '@/i18n/locales';
import * as registry from '@/i18n/languages/registry';

export type TranslationParams = Record<string, string | number>;

/** Every language's messages file through the registry (`language.optional` is no message, hence the cast). */
const MESSAGES = registry as unknown as Record<Locale, AbstractIntlMessages>;

type Translator = (key: string, params?: TranslationParams) => string;

function createLocaleTranslator(locale: Locale): Translator {
  const translator = createTranslator({
    locale,
    messages: MESSAGES[locale],
    // A message that is missing or cannot be formatted answers its own key (see translate()).
    onError: () => undefined,
    getMessageFallback: ({ key, namespace }) => (namespace ? `${namespace}.${key}` : key),
  });
  return (key, params) => translator(key as never, params as never);
}

const translators = {} as Record<Locale, Translator>;
for (const locale of locales) translators[locale] = createLocaleTranslator(locale);

/**
 * Server-side ICU translation over the same message files next-intl uses,
 * e.g. `translate('sv', 'api.endpoint_not_found')`. A message this locale lacks or cannot
 * format falls back to English with the same params, then to the key itself.
 */
export function translate(locale: Locale, key: string, params?: TranslationParams): string {
  const text = translators[locale](key, params);
  return text === key && locale !== defaultLocale ? translators[defaultLocale](key, params) : text;
}
