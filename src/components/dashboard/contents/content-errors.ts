import { defaultLocale, isLocale, locales, type Locale } from '@/i18n/locales';

/** The server's messages by dotted path: `title.sv`, `slug.en`, `content.summary.tr`, `content.links.0.url`. */
export type ContentErrors = Record<string, string[]>;

/** Every node of a 422 (or 409) `_errors` tree that holds messages, by its dotted path. */
export function contentErrorsOf(tree: unknown): ContentErrors {
  const found: ContentErrors = {};
  const walk = (node: unknown, path: string[]) => {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return;
    for (const [key, child] of Object.entries(node)) {
      if (key !== '_errors') {
        walk(child, [...path, key]);
        continue;
      }
      const messages = Array.isArray(child) ? child.filter((message): message is string => typeof message === 'string') : [];
      if (messages.length && path.length) found[path.join('.')] = messages;
    }
  };
  walk(tree, []);
  return found;
}

/** The messages at `path` itself and, with `nested`, everywhere below it. */
export function messagesAt(errors: ContentErrors, path: string, nested = false): string[] {
  return Object.entries(errors)
    .filter(([key]) => key === path || (nested && key.startsWith(`${path}.`)))
    .flatMap(([, messages]) => messages);
}

/**
 * The messages of one field of the module for the shown locale tab: a per-locale field's own
 * and its locale's; any other field's own and everything below it (group rows, list items).
 */
export function fieldErrors(errors: ContentErrors, fieldKey: string, localized: boolean, locale: Locale): string[] {
  const path = `content.${fieldKey}`;
  return localized ? [...messagesAt(errors, path), ...messagesAt(errors, `${path}.${locale}`, true)] : messagesAt(errors, path, true);
}

/**
 * The locales messages belong to (`title.sv`, `content.summary.tr`, `content.faq.0.answer.en`).
 * A message on a per-locale value as a whole (`content.summary`: required, no language given)
 * belongs to the default locale, the one that must be filled. `localizedPaths` names those values.
 */
export function localesWithErrors(errors: ContentErrors, localizedPaths: readonly string[] = []): Set<Locale> {
  return new Set(Object.keys(errors).flatMap((path) => {
    const named = path.split('.').slice(1).filter(isLocale);
    return named.length || !localizedPaths.includes(path) ? named : [defaultLocale];
  }));
}

/** The first locale (in the site's order) that a message belongs to, to switch the tabs to it; null when none does. */
export function firstLocaleWithErrors(errors: ContentErrors, localizedPaths: readonly string[] = []): Locale | null {
  const owners = localesWithErrors(errors, localizedPaths);
  return locales.find((code) => owners.has(code)) ?? null;
}
